import { useState } from 'react';
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
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { AUDIT_PAGE_SIZE } from '@/engine/audit/auditActions';
import { formatLocalDateTime } from '@/engine/format/formatLocalDateTime';
import { AUDIT_TEXTS } from '@/engine/messages/auditTexts';
import { auditActions, selectClientActs } from '@/store/auditSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFocusBackOnClose } from './useFocusBackOnClose';

const T = AUDIT_TEXTS.client;

const useStyles = makeStyles({
  // Compliance §9's wide modal; the whole screen on a phone.
  surface: {
    width: '960px',
    maxWidth: 'calc(100vw - 32px)',
    '@media (max-width: 640px)': { width: '100vw', maxWidth: '100vw', height: '100dvh', maxHeight: '100dvh', margin: 0, borderRadius: 0 },
  },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '720px' },
  role: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  date: { whiteSpace: 'nowrap' },
  request: { fontFamily: tokens.fontFamilyMonospace, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
  route: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  pagerButtons: { display: 'flex', gap: tokens.spacingHorizontalS },
  actions: { flexWrap: 'wrap' },
});

/**
 * An administrator's view of one client of the brand, opened from the client directory (issue 15
 * items 5 and 7): the acts advisers did signed in as the client and administrators did for the client
 * (when, who, what, the route and the request id), newest first, ten a page; and the download of
 * everything the platform keeps about the client as one ZIP. The server checks the brand and the role.
 */
export function ClientActivityDialog() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectClientActs);
  // The last client shown stays drawn while the dialog closes.
  const [shown, setShown] = useState(view);
  if (view && view !== shown) setShown(view);
  const close = () => dispatch(auditActions.clientActsClosed());
  const isOpen = view !== null;
  useFocusBackOnClose(isOpen);
  if (!shown) return null;
  const { status, entries, total, page, message, download } = shown;
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  return (
    <Dialog
      open={isOpen}
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
    >
      <DialogSurface className={styles.surface} aria-describedby="client-activity-intro">
        <DialogBody>
          <DialogTitle>{T.title(shown.clientName)}</DialogTitle>
          <DialogContent className={styles.content}>
            <p id="client-activity-intro" className={styles.intro}>
              {T.intro}
            </p>
            {status === 'failed' && (
              <MessageBar intent="error" role="alert">
                <MessageBarBody>{message}</MessageBarBody>
                <MessageBarActions>
                  <Button onClick={() => dispatch(auditActions.clientActsPageRequested(page))}>{AUDIT_TEXTS.retry}</Button>
                </MessageBarActions>
              </MessageBar>
            )}
            {status === 'loading' && entries.length === 0 && <Spinner size="tiny" labelPosition="after" label={AUDIT_TEXTS.loading} />}
            {status === 'ready' && entries.length === 0 && <Text role="status">{T.empty}</Text>}
            {entries.length > 0 && (
              <div
                className={styles.scroll}
                tabIndex={0}
                role="region"
                aria-label={T.title(shown.clientName)}
                aria-busy={status === 'loading'}
              >
                <Table className={styles.table} aria-label={T.title(shown.clientName)}>
                  <TableHeader>
                    <TableRow>
                      <TableHeaderCell>{T.columns.date}</TableHeaderCell>
                      <TableHeaderCell>{T.columns.who}</TableHeaderCell>
                      <TableHeaderCell>{T.columns.what}</TableHeaderCell>
                      <TableHeaderCell>{T.columns.request}</TableHeaderCell>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {entries.map((e) => (
                      <TableRow key={e.Id}>
                        <TableCell className={styles.date}>{formatLocalDateTime(e.Date)}</TableCell>
                        <TableCell>
                          {e.By}
                          <span className={styles.role}>{e.ActingAsYou ? `${e.ByRole}, ${T.asClient}` : e.ByRole}</span>
                        </TableCell>
                        <TableCell>
                          {e.Description}
                          <span className={styles.route}>
                            {e.Method} {e.Route}
                            {e.ResourceId ? ` · ${e.ResourceId}` : ''}
                          </span>
                        </TableCell>
                        <TableCell className={styles.request}>{e.RequestId}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            )}
            {total > AUDIT_PAGE_SIZE && (
              <nav className={styles.pager} aria-label={T.title(shown.clientName)}>
                <Text aria-live="polite">{AUDIT_TEXTS.page(page, pages, total)}</Text>
                <div className={styles.pagerButtons}>
                  <Button
                    disabled={page <= 1 || status === 'loading'}
                    onClick={() => dispatch(auditActions.clientActsPageRequested(page - 1))}
                  >
                    {AUDIT_TEXTS.previous}
                  </Button>
                  <Button
                    disabled={page >= pages || status === 'loading'}
                    onClick={() => dispatch(auditActions.clientActsPageRequested(page + 1))}
                  >
                    {AUDIT_TEXTS.next}
                  </Button>
                </div>
              </nav>
            )}
            <div role="status">
              {download === 'downloading' && <Spinner size="tiny" labelPosition="after" label={T.downloading} />}
              {download === 'done' && <Text>{T.downloaded}</Text>}
            </div>
          </DialogContent>
          <DialogActions className={styles.actions}>
            <Button
              icon={<ArrowDownload20Regular />}
              disabled={download === 'downloading'}
              onClick={() => dispatch(auditActions.clientDataDownloadRequested())}
            >
              {T.download}
            </Button>
            <Button appearance="primary" onClick={close}>
              {T.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
