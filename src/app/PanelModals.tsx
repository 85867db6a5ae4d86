import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppSelector } from '@/store/hooks';
import { selectUi } from '@/store/selectors';
import { DUE_DILIGENCE_MODALS } from '@/store/dueDiligenceSlice';
import { PROFILE_REMINDER_MODAL } from '@/store/profileReminderSlice';
import { COMPLIANCE_MODALS } from '@/store/complianceSlice';
import { NOTIFICATIONS_MODAL } from '@/store/notificationsSlice';
import { RemovedItemsNotice } from '@/features/trading/cart/RemovedItemsNotice';
import { useEscapeReachesDialog } from '@/features/shell/useEscapeReachesDialog';
import { useRestoreDialogBeneath } from '@/features/shell/useRestoreDialogBeneath';

// Each panel is its own lazy chunk: Home does not carry the trading screens.
const CartPanel = lazy(() => import('@/features/trading/cart/CartPanel'));
const BasketModal = lazy(() => import('@/features/trading/basket/BasketModal'));
const WatchlistPanel = lazy(() => import('@/features/trading/watchlist/WatchlistPanel'));
const AlertsPanel = lazy(() => import('@/features/trading/alerts/AlertsPanel'));
const ClientWatchlistModal = lazy(() => import('@/features/trading/watchlist/ClientWatchlistModal'));
const DealingInstructionsModal = lazy(() => import('@/features/trading/dealing/DealingInstructionsModal'));
const ComplianceModals = lazy(() => import('@/features/compliance/ComplianceModals'));
const DueDiligenceModals = lazy(() => import('@/features/due-diligence/DueDiligenceModals'));
const ProfileReminderModal = lazy(() => import('@/features/profile-reminder/ProfileReminderModal'));
const NotificationsModal = lazy(() => import('@/features/notifications/NotificationsModal'));

/**
 * The host of the overlay panels (trading §2: overlays, not routes): each is mounted while its
 * modal id is open in `ui.openModals` and loaded on first use.
 */
export function PanelModals() {
  const { openModals } = useAppSelector(selectUi);
  const open = (id: string) => openModals.includes(id);
  // The cart and the baskets stay mounted once opened and close through their Dialog's `open`: a
  // modal dialog unmounted while another is open leaves that one hidden from assistive technology.
  const [seen, setSeen] = useState<string[]>([]);
  useEffect(() => {
    setSeen((s) => (openModals.every((id) => s.includes(id)) ? s : [...new Set([...s, ...openModals])]));
  }, [openModals]);
  const mounted = (id: string) => open(id) || seen.includes(id);
  const clientWatchlistOpen = useAppSelector((s) => s.watchlist.client.open);
  useEscapeReachesDialog(openModals.length > 0 || clientWatchlistOpen);
  useRestoreDialogBeneath(openModals.length);
  return (
    <>
      {/* One boundary per panel: a panel still loading never hides one already open (the watchlist's Buy loads the basket over it). */}
      <Suspense fallback={null}>{mounted('cart') && <CartPanel open={open('cart')} />}</Suspense>
      {/* Opened from the cart, the basket is nested in the cart's dialog (CartPanel) so that closing it gives the cart back. */}
      <Suspense fallback={null}>
        {(mounted('buy') || mounted('sell')) && !open('cart') && <BasketModal open={open('buy') || open('sell')} />}
      </Suspense>
      <Suspense fallback={null}>{open('watchlist') && <WatchlistPanel />}</Suspense>
      <Suspense fallback={null}>{open('alerts') && <AlertsPanel />}</Suspense>
      <Suspense fallback={null}>{clientWatchlistOpen && <ClientWatchlistModal />}</Suspense>
      <Suspense fallback={null}>{open('dealingInstructions') && <DealingInstructionsModal />}</Suspense>
      <Suspense fallback={null}>{Object.values(COMPLIANCE_MODALS).some(mounted) && <ComplianceModals />}</Suspense>
      <Suspense fallback={null}>{Object.values(DUE_DILIGENCE_MODALS).some(open) && <DueDiligenceModals />}</Suspense>
      <Suspense fallback={null}>{open(PROFILE_REMINDER_MODAL) && <ProfileReminderModal />}</Suspense>
      <Suspense fallback={null}>{open(NOTIFICATIONS_MODAL) && <NotificationsModal />}</Suspense>
      {!open('cart') && <RemovedItemsNotice />}
    </>
  );
}
