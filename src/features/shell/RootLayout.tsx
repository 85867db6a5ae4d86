import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useAppSelector } from '@/store/hooks';
import { selectAnyModalOpen } from '@/store/selectors';
import { Snackbars } from './Snackbars';
import { ErrorModal } from './ErrorModal';
import { LimitedFunctionalityNotice, NewFeatureNotice } from './Notices';

/** Page scroll is blocked while any modal is active (portal-shell §4). */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    document.body.style.overflow = locked ? 'hidden' : '';
    return () => { document.body.style.overflow = ''; };
  }, [locked]);
}

/** Wraps every route: snackbars, the error modal and the notices live here. */
export function RootLayout() {
  useScrollLock(useAppSelector(selectAnyModalOpen));
  return (
    <>
      <Outlet />
      <Snackbars />
      <ErrorModal />
      <NewFeatureNotice />
      <LimitedFunctionalityNotice />
    </>
  );
}
