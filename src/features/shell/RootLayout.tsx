import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { selectAnyModalOpen, selectErrors, selectNotices } from '@/store/selectors';
import { Snackbars } from './Snackbars';

// The error modal (with its HTML sanitiser) and the notices are loaded when first opened: the
// login page does not carry them.
const ErrorModal = lazy(() => import('./ErrorModal').then((m) => ({ default: m.ErrorModal })));
const NewFeatureNotice = lazy(() => import('./Notices').then((m) => ({ default: m.NewFeatureNotice })));
const LimitedFunctionalityNotice = lazy(() => import('./Notices').then((m) => ({ default: m.LimitedFunctionalityNotice })));

/** Page scroll is blocked while any modal is active (portal-shell §4). */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    document.body.style.overflow = locked ? 'hidden' : '';
    return () => {
      document.body.style.overflow = '';
    };
  }, [locked]);
}

/** Mounts a lazily loaded dialog the first time it opens and keeps it, so it can animate closed. */
function OnceOpened({ open, dialog: Dialog }: { open: boolean; dialog: ComponentType }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <Dialog />
    </Suspense>
  ) : null;
}

/** Wraps every route: snackbars, the error modal and the notices live here. */
export function RootLayout() {
  useScrollLock(useAppSelector(selectAnyModalOpen));
  const errors = useAppSelector(selectErrors);
  const notices = useAppSelector(selectNotices);
  return (
    <>
      <Outlet />
      <Snackbars />
      <OnceOpened open={errors.length > 0} dialog={ErrorModal} />
      <OnceOpened open={notices.newFeature} dialog={NewFeatureNotice} />
      <OnceOpened open={notices.limitedFunctionality} dialog={LimitedFunctionalityNotice} />
    </>
  );
}
