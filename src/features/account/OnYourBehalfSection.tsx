import { useEffect } from 'react';
import {
  Button,
  Card,
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
import { AUDIT_TEXTS as T } from '@/engine/messages/auditTexts';
import { auditActions, selectAudit } from '@/store/auditSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsImpersonating } from '@/store/selectors';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  intro: { margin: 0, color: tokens.colorNeutralForeground2 },
  scroll: { overflowX: 'auto' },
  table: { minWidth: '560px' },
  role: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  date: { whiteSpace: 'nowrap' },
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  pagerButtons: { display: 'flex', gap: tokens.spacingHorizontalS },
  download: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * My Account for a client (issue 15 items 5 and 7): "Done on your behalf" — the acts of its adviser
 * signed in as the client ("log in as") and of the portal's administrators, newest first, ten a page
 * — and "Your data", the download of everything the platform keeps about the client as one ZIP (not
 * offered to an adviser signed in as the client).
 */
export function OnYourBehalfSection() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const { status, entries, total, page, message, download } = useAppSelector(selectAudit);
  // The download is the client's own right: an adviser signed in as the client does not get it (the server refuses too).
  const impersonating = useAppSelector(selectIsImpersonating);
  const pages = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));

  useEffect(() => {
    if (status === 'idle') dispatch(auditActions.pageRequested(1));
  }, [dispatch, status]);

  return (
    <>
      <section aria-labelledby="on-your-behalf-title">
        <h2 id="on-your-behalf-title">{T.title}</h2>
        <Card className={styles.card}>
          <p className={styles.intro}>{T.intro}</p>
          {status === 'failed' && (
            <MessageBar intent="error">
              <MessageBarBody>{message}</MessageBarBody>
              <MessageBarActions>
                <Button onClick={() => dispatch(auditActions.pageRequested(page))}>{T.retry}</Button>
              </MessageBarActions>
            </MessageBar>
          )}
          {status === 'loading' && entries.length === 0 && <Spinner size="tiny" labelPosition="after" label={T.loading} />}
          {status !== 'failed' && status !== 'loading' && entries.length === 0 && <Text>{T.empty}</Text>}
          {entries.length > 0 && (
            <div className={styles.scroll} tabIndex={0} role="region" aria-label={`${T.title} table`}>
              <Table aria-labelledby="on-your-behalf-title" className={styles.table}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{T.columns.date}</TableHeaderCell>
                    <TableHeaderCell>{T.columns.who}</TableHeaderCell>
                    <TableHeaderCell>{T.columns.what}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {entries.map((e) => (
                    <TableRow key={e.Id}>
                      <TableCell className={styles.date}>{formatLocalDateTime(e.Date)}</TableCell>
                      <TableCell>
                        {e.By}
                        <span className={styles.role}>{e.ActingAsYou ? `${e.ByRole}, ${T.asYou}` : e.ByRole}</span>
                      </TableCell>
                      <TableCell>{e.Description}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          )}
          {total > AUDIT_PAGE_SIZE && (
            <div className={styles.pager}>
              <Text aria-live="polite">{T.page(page, pages, total)}</Text>
              <div className={styles.pagerButtons}>
                <Button disabled={page <= 1 || status === 'loading'} onClick={() => dispatch(auditActions.pageRequested(page - 1))}>
                  {T.previous}
                </Button>
                <Button disabled={page >= pages || status === 'loading'} onClick={() => dispatch(auditActions.pageRequested(page + 1))}>
                  {T.next}
                </Button>
              </div>
            </div>
          )}
        </Card>
      </section>
      {!impersonating && (
        <section aria-labelledby="your-data-title">
          <h2 id="your-data-title">{T.dataTitle}</h2>
          <Card className={styles.card}>
            <p className={styles.intro}>{T.dataIntro}</p>
            <div className={styles.download}>
              <Button
                appearance="primary"
                icon={download === 'downloading' ? <Spinner size="tiny" /> : <ArrowDownload20Regular />}
                disabledFocusable={download === 'downloading'}
                onClick={() => dispatch(auditActions.downloadRequested())}
              >
                {T.download}
              </Button>
              <span role="status">{download === 'downloading' ? T.downloading : download === 'done' ? T.downloaded : ''}</span>
            </div>
          </Card>
        </section>
      )}
    </>
  );
}
