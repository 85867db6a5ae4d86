import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { Dismiss16Regular } from '@fluentui/react-icons';
import { TOOLBAR_NAME_MAX } from '@/engine/constants';
import { truncateName } from '@/engine/session/truncateName';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectDisplayName, selectIsImpersonating, selectNotices } from '@/store/selectors';
import { sessionActions } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import { TopNav } from './TopNav';
import { Footer } from './Footer';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', minHeight: '100vh' },
  skip: { position: 'absolute', left: '-9999px', ':focus': { left: '8px', top: '8px', zIndex: 1000, background: '#fff', padding: '8px' } },
  toolbar: { display: 'flex', alignItems: 'center', gap: '12px', padding: '6px 24px', fontSize: tokens.fontSizeBase300 },
  impersonation: { background: '#323130', color: '#fff' },
  outOfDate: { background: '#fff4ce', color: '#3b2b00' },
  grow: { flexGrow: 1 },
  main: { flexGrow: 1, width: '100%' },
});

/** "logged in as" toolbar with LOGOUT while a consultant acts as a client (name cut at 35). */
function ImpersonationBar() {
  const styles = useStyles();
  const impersonating = useAppSelector(selectIsImpersonating);
  const name = useAppSelector(selectDisplayName);
  const dispatch = useAppDispatch();
  if (!impersonating) return null;
  return (
    <div className={`${styles.toolbar} ${styles.impersonation}`} role="region" aria-label="Impersonation">
      <span className={styles.grow} data-testid="impersonation-name">
        You are logged in as {truncateName(name, TOOLBAR_NAME_MAX)}
      </span>
      <Button size="small" onClick={() => dispatch(sessionActions.logoutRequested({ reason: 'user' }))}>
        LOGOUT
      </Button>
    </div>
  );
}

/** Account-summary-out-of-date toolbar: a message with a close button. */
function SummaryOutOfDateBar() {
  const styles = useStyles();
  const { summaryOutOfDate } = useAppSelector(selectNotices);
  const dispatch = useAppDispatch();
  if (!summaryOutOfDate) return null;
  return (
    <div className={`${styles.toolbar} ${styles.outOfDate}`} role="status">
      <span className={styles.grow}>Your account summary could not be refreshed and may be out of date. Please try again later.</span>
      <Button
        size="small"
        appearance="transparent"
        icon={<Dismiss16Regular />}
        aria-label="Close"
        onClick={() => dispatch(uiActions.noticeClosed('summaryOutOfDate'))}
      />
    </div>
  );
}

/**
 * The logged-in page: navigation, toolbars, the screen and the footer. The trading pieces it hosts
 * (the Buy Options menu, the overlay panels and product modals) are given by the app, so the shell
 * does not import another feature.
 */
export function AppLayout({ buyMenu, notifications, overlays }: { buyMenu?: ReactNode; notifications?: ReactNode; overlays?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <TopNav buyMenu={buyMenu} notifications={notifications} />
      <ImpersonationBar />
      <SummaryOutOfDateBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {overlays}
    </div>
  );
}
