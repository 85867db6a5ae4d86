import { AppLayout } from '@/features/shell/AppLayout';
import { BuyOptionsMenu } from '@/features/trading/search/BuyOptionsMenu';
import { ProductModals } from '@/features/trading/factsheet/ProductModals';
import { NotificationsBell } from '@/features/notifications/NotificationsBell';
import { PanelModals } from './PanelModals';

/** The shell's logged-in layout with the trading pieces it hosts: composed here so features do not import each other. */
export function PortalLayout() {
  return (
    <AppLayout
      buyMenu={<BuyOptionsMenu />}
      notifications={<NotificationsBell />}
      overlays={
        <>
          <PanelModals />
          <ProductModals />
        </>
      }
    />
  );
}
