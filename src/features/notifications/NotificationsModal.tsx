import { useNavigate } from 'react-router-dom';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { PATHS } from '@/engine/paths';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { NOTIFICATION_KINDS, NOTIFICATION_TEXTS as T } from '@/engine/messages/notificationTexts';
import type { NotificationItem, Notifications } from '@/types/generated/api/notifications';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { NOTIFICATIONS_MODAL, notificationsActions, selectNotifications } from '@/store/notificationsSlice';
import { sessionActions } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import { selectUi } from '@/store/selectors';

/** Portal-shell §9 "Modal widths (px): … notifications 1220". */
const NOTIFICATIONS_MODAL_WIDTH_PX = 1220;
/** Lines of the loading skeleton. */
const SKELETON_LINES = 6;

const useStyles = makeStyles({
  // Never wider than the screen; the whole screen on a phone.
  surface: {
    width: `${NOTIFICATIONS_MODAL_WIDTH_PX}px`,
    maxWidth: '95vw',
    '@media (max-width: 640px)': { width: '100vw', maxWidth: '100vw', height: '100dvh', maxHeight: '100dvh', margin: 0, borderRadius: 0 },
  },
  intro: { margin: `0 0 ${tokens.spacingVerticalM}`, color: tokens.colorNeutralForeground2 },
  group: { marginTop: tokens.spacingVerticalL },
  groupTitle: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, margin: `0 0 ${tokens.spacingVerticalS}` },
  // A phone scrolls the table sideways inside its group, not the dialog.
  scroll: { overflowX: 'auto', ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' } },
  table: { tableLayout: 'auto', minWidth: '760px' },
  details: { minWidth: '260px' },
  skeleton: { width: '400px', maxWidth: '100%', display: 'grid', rowGap: tokens.spacingVerticalS, padding: `${tokens.spacingVerticalM} 0` },
  srOnly: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  empty: { color: tokens.colorNeutralForeground2 },
});

/** One kind's items as a table under its heading (with the count). */
function Group({ kind, items, act }: { kind: NotificationItem['Kind']; items: NotificationItem[]; act: (item: NotificationItem) => void }) {
  const styles = useStyles();
  const id = `notifications-${kind}`;
  const c = T.columns;
  return (
    <section className={styles.group} aria-labelledby={id} data-testid={id}>
      <h3 id={id} className={styles.groupTitle}>
        {`${T.headings[kind]} (${items.length})`}
      </h3>
      {/* Focusable, so a keyboard scrolls it sideways; the dialog's first stop, so opening it does not scroll a table to its button. */}
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={`${T.headings[kind]} table`}>
        <Table aria-labelledby={id} className={styles.table} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{c.client}</TableHeaderCell>
              <TableHeaderCell>{c.account}</TableHeaderCell>
              <TableHeaderCell>{c.date}</TableHeaderCell>
              <TableHeaderCell className={styles.details}>{c.details}</TableHeaderCell>
              <TableHeaderCell>{c.action}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.map((item) => (
              <TableRow key={item.Id}>
                <TableCell>{item.ClientName}</TableCell>
                <TableCell>{item.AccountNumber ?? '–'}</TableCell>
                <TableCell>{formatIsoDate(item.Date)}</TableCell>
                <TableCell className={styles.details}>{item.Text}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => act(item)} aria-label={`${item.ActionLabel}: ${item.ClientName}`}>
                    {item.ActionLabel}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </section>
  );
}

/** The items grouped by kind in the modal's order; kinds without items are left out. */
function Groups({ data, act }: { data: Notifications; act: (item: NotificationItem) => void }) {
  const styles = useStyles();
  if (data.Total === 0) return <p className={styles.empty}>{T.empty}</p>;
  return (
    <>
      {NOTIFICATION_KINDS.filter((k) => data.Counts[k] > 0).map((kind) => (
        <Group key={kind} kind={kind} items={data.Items.filter((i) => i.Kind === kind)} act={act} />
      ))}
    </>
  );
}

/**
 * The Notifications modal (portal-shell §6, §9; compliance §6: consultant, whitelabeladmin and
 * ownerofbusiness only): the items of GET clients/notifications grouped by kind, each with its
 * button: Login As opens the client's window (the client list's flow), the missing documents go to
 * My Account's section.
 */
export default function NotificationsModal() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { openModals } = useAppSelector(selectUi);
  const { status, data, error } = useAppSelector(selectNotifications);
  const open = openModals.includes(NOTIFICATIONS_MODAL);
  const close = () => dispatch(uiActions.modalClosed(NOTIFICATIONS_MODAL));
  const act = (item: NotificationItem) => {
    if (item.Action === 'LoginAs') {
      dispatch(sessionActions.clientAccessRequested({ clientId: item.ClientId, clientName: item.ClientName }));
      return;
    }
    close();
    void navigate(PATHS.myAccount, { state: { scrollToMissingDocuments: Date.now() } });
  };
  // What was read before stays shown while it is read again; the skeleton only the first time.
  const loadingFirst = status === 'loading' && !data;
  return (
    <Dialog
      open={open}
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
    >
      <DialogSurface className={styles.surface} aria-describedby="notifications-intro">
        <DialogBody>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogContent>
            <p id="notifications-intro" className={styles.intro}>
              {T.intro}
            </p>
            {loadingFirst && (
              <div role="status">
                <span className={styles.srOnly}>{T.loading}</span>
                <Skeleton className={styles.skeleton} aria-hidden="true">
                  {Array.from({ length: SKELETON_LINES }, (_, i) => (
                    <SkeletonItem key={i} size={16} />
                  ))}
                </Skeleton>
              </div>
            )}
            {status === 'failed' && (
              <div role="alert">
                <MessageBar intent="error">
                  <MessageBarBody>{error ?? T.loadFailed}</MessageBarBody>
                  <MessageBarActions>
                    <Button onClick={() => dispatch(notificationsActions.requested())}>{T.retry}</Button>
                  </MessageBarActions>
                </MessageBar>
              </div>
            )}
            {data && status !== 'failed' && <Groups data={data} act={act} />}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              {T.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
