import { useEffect } from 'react';
import { Button, CounterBadge, makeStyles, Tooltip } from '@fluentui/react-components';
import { Alert24Regular } from '@fluentui/react-icons';
import { NOTIFICATION_TEXTS as T } from '@/engine/messages/notificationTexts';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { NOTIFICATIONS_MODAL, NOTIFICATIONS_REFRESH_MS, notificationsActions, selectNotifications } from '@/store/notificationsSlice';
import { uiActions } from '@/store/uiSlice';

const useStyles = makeStyles({
  wrap: { position: 'relative', display: 'inline-flex', flexShrink: 0 },
  badge: { position: 'absolute', top: '-2px', right: '-2px', pointerEvents: 'none' },
});

/**
 * The top bar's Notifications button (consultant, whitelabeladmin, ownerofbusiness; the shell shows
 * it by the `notifications` capability): a bell with the number of items, read when it first shows;
 * it opens the Notifications modal, which reads them again. While the page is shown the bell reads
 * them quietly every NOTIFICATIONS_REFRESH_MS, and at once when the page is shown again after longer.
 */
export function NotificationsBell() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const { status, data } = useAppSelector(selectNotifications);
  useEffect(() => {
    if (status === 'idle') dispatch(notificationsActions.requested());
  }, [status, dispatch]);
  useEffect(() => {
    let lastRead = Date.now();
    const refresh = () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastRead < NOTIFICATIONS_REFRESH_MS) return;
      lastRead = Date.now();
      dispatch(notificationsActions.refreshRequested());
    };
    const timer = window.setInterval(refresh, NOTIFICATIONS_REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [dispatch]);
  const total = data?.Total ?? 0;
  const open = () => {
    dispatch(notificationsActions.requested());
    dispatch(uiActions.modalOpened(NOTIFICATIONS_MODAL));
  };
  return (
    <span className={styles.wrap}>
      <Tooltip content={T.bell(total)} relationship="label">
        <Button appearance="subtle" icon={<Alert24Regular />} onClick={open} data-testid="notifications-bell" />
      </Tooltip>
      {total > 0 && (
        <CounterBadge className={styles.badge} count={total} size="small" color="danger" aria-hidden data-testid="notifications-count" />
      )}
    </span>
  );
}
