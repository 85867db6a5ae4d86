import { useEffect, useState } from 'react';
import {
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  Skeleton,
  SkeletonItem,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { EmailLogEntry } from '@/types/generated/api/email-logs';
import type { EmailLogFilterAnswers } from '@/types/generated/email-log-filter';
import { canGoToNextPage, canGoToPreviousPage, EMAIL_LOG_PAGE_SIZE } from '@/engine/compliance/emailLog';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { EMAIL_KIND_NAMES, EMAIL_LOG_TEXTS as T } from '@/engine/messages/emailLogTexts';
import { DATE_RANGE_IN_ORDER_MESSAGE, dateRangeInOrder } from '@/engine/rules/dateRangeInOrder';
import { emailLogsActions, selectEmailLogs } from '@/store/emailLogsSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import ErrorSummary from '@/widgets/ErrorSummary/ErrorSummary';
import { TesseraForm, type FormData } from '@/widgets/TesseraForm';
import { useServedForm } from './useServedForm';

/** The page's filters (schemas/forms/email-log-filter): search, Start Date, End Date. */
const FORM_ID = 'email-log-filter';

const useStyles = makeStyles({
  page: { maxWidth: '1200px', margin: '0 auto', padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
  intro: { margin: `0 0 ${tokens.spacingVerticalL}`, color: tokens.colorNeutralForeground2 },
  layout: {
    display: 'grid',
    gridTemplateColumns: '300px minmax(0, 1fr)',
    gap: tokens.spacingHorizontalXL,
    alignItems: 'start',
    '@media (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  filterTitle: { margin: 0, fontSize: tokens.fontSizeBase400 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  // Narrow screens scroll the table sideways inside its card, never the page.
  tableScroll: { overflowX: 'auto' },
  table: { minWidth: '640px' },
  dateCell: { whiteSpace: 'nowrap' },
  to: { wordBreak: 'break-all' },
  subject: { textAlign: 'start' },
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  pagerButtons: { display: 'flex', gap: tokens.spacingHorizontalS },
  skeleton: { display: 'grid', gap: tokens.spacingVerticalM, padding: tokens.spacingVerticalS },
  visuallyHidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
  surface: { width: '720px', maxWidth: '95vw' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXS,
    margin: `0 0 ${tokens.spacingVerticalM}`,
    '& dt': { fontWeight: tokens.fontWeightSemibold },
    '& dd': { margin: 0, wordBreak: 'break-all' },
  },
  // The mail's text is shown as text (never as HTML), its line breaks kept.
  body: {
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
    fontFamily: tokens.fontFamilyBase,
    backgroundColor: tokens.colorNeutralBackground2,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
    // A long mail scrolls here, a region the keyboard can scroll too.
    maxHeight: '50vh',
    overflowY: 'auto',
  },
});

/** '2024-03-12T23:59:59.000Z' → '12/03/2024 23:59' (UTC, as the date filters count days). */
const sentAt = (iso: string) => `${formatIsoDate(iso)} ${iso.slice(11, 16)}`;
const kindName = (kind: string) => EMAIL_KIND_NAMES[kind] ?? kind;

/** The answers as the call takes them: unanswered and empty filters left out. */
function filtersOf(answers: FormData): EmailLogFilterAnswers {
  const out: EmailLogFilterAnswers = {};
  for (const key of ['search', 'startDate', 'endDate'] as const) {
    const value = answers[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = key === 'search' ? value.trim() : value;
  }
  return out;
}

function MailDialog({ mail, onClose }: { mail: EmailLogEntry | undefined; onClose: () => void }) {
  const styles = useStyles();
  return (
    <Dialog open={!!mail} onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface className={styles.surface} aria-describedby="email-log-mail-text">
        {mail && (
          <DialogBody>
            <DialogTitle>{mail.Subject}</DialogTitle>
            <DialogContent>
              <dl className={styles.facts}>
                <dt>{T.columns.date}</dt>
                <dd>{sentAt(mail.Date)}</dd>
                <dt>{T.columns.to}</dt>
                <dd>{mail.To}</dd>
                <dt>{T.columns.kind}</dt>
                <dd>{kindName(mail.Kind)}</dd>
              </dl>
              <pre id="email-log-mail-text" className={styles.body} tabIndex={0} role="region" aria-label={T.mailText}>
                {mail.Body}
              </pre>
            </DialogContent>
            <DialogActions>
              <Button appearance="primary" onClick={onClose}>
                {T.close}
              </Button>
            </DialogActions>
          </DialogBody>
        )}
      </DialogSurface>
    </Dialog>
  );
}

function LoadingRows() {
  const styles = useStyles();
  return (
    <div>
      <span role="status" className={styles.visuallyHidden}>
        {T.loading}
      </span>
      <Skeleton className={styles.skeleton} aria-hidden="true">
        {Array.from({ length: EMAIL_LOG_PAGE_SIZE }, (_, i) => (
          <SkeletonItem key={i} size={16} />
        ))}
      </Skeleton>
    </div>
  );
}

/**
 * Email logs (compliance §2.9, route /email-logs): the mails the session may read, newest first,
 * ten a page, with a search and start and end dates (the email-log-filter form). Previous and Next
 * follow §2.9's rules; opening a mail shows its text, as text, in a dialog.
 */
export default function EmailLogsPage() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectEmailLogs);
  const registry = useServedForm(FORM_ID);
  const [answers, setAnswers] = useState<FormData>(() => ({ ...state.filters }));
  const [formKey, setFormKey] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  // The page opens on the filters and page last asked for in this session (page 1, no filters, at first).
  useEffect(() => {
    dispatch(emailLogsActions.requested({ filters: state.filters, pageNumber: state.pageNumber }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page opens
  }, [dispatch]);

  const ask = (filters: EmailLogFilterAnswers, pageNumber: number) => dispatch(emailLogsActions.requested({ filters, pageNumber }));
  const search = (given: FormData) => {
    const filters = filtersOf(given);
    if (!dateRangeInOrder(filters.startDate, filters.endDate)) {
      setProblem(DATE_RANGE_IN_ORDER_MESSAGE);
      return;
    }
    setProblem(null);
    ask(filters, 1);
  };
  const clear = () => {
    setAnswers({});
    setFormKey((k) => k + 1);
    setProblem(null);
    ask({}, 1);
  };

  const { page, status, pageNumber, filters } = state;
  const total = page?.TotalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / EMAIL_LOG_PAGE_SIZE));
  const filtered = Object.keys(filters).length > 0;
  const loading = status === 'loading' || status === 'idle';
  const openMail = page?.EmailList.find((m) => m.Id === state.openId);

  return (
    <section className={styles.page} aria-labelledby="email-logs-title">
      <h1 id="email-logs-title">{T.title}</h1>
      <p className={styles.intro}>{T.intro}</p>
      <div className={styles.layout}>
        <Card role="search" aria-labelledby="email-logs-filters">
          <h2 id="email-logs-filters" className={styles.filterTitle}>
            {T.filters}
          </h2>
          <ErrorSummary message={problem ?? undefined} />
          {registry ? (
            <TesseraForm
              key={formKey}
              registry={registry}
              formId={FORM_ID}
              idPrefix="email-log"
              formData={answers}
              onChange={setAnswers}
              onSubmit={search}
            >
              <div className={styles.buttons}>
                <Button type="submit" appearance="primary" disabled={status === 'loading'}>
                  {T.search}
                </Button>
                <Button type="button" onClick={clear} disabled={!filtered && Object.keys(filtersOf(answers)).length === 0}>
                  {T.clear}
                </Button>
              </div>
            </TesseraForm>
          ) : (
            <Spinner size="small" label="Loading…" />
          )}
        </Card>

        <div className={styles.results}>
          {status === 'failed' ? (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{state.error}</MessageBarBody>
              <MessageBarActions>
                <Button onClick={() => ask(filters, pageNumber)}>{T.retry}</Button>
              </MessageBarActions>
            </MessageBar>
          ) : (
            <Card>
              <div className={styles.tableScroll} aria-busy={loading}>
                {loading ? (
                  <LoadingRows />
                ) : page && page.EmailList.length > 0 ? (
                  <Table className={styles.table} aria-labelledby="email-logs-title" size="small">
                    <TableHeader>
                      <TableRow>
                        <TableHeaderCell>{T.columns.date}</TableHeaderCell>
                        <TableHeaderCell>{T.columns.to}</TableHeaderCell>
                        <TableHeaderCell>{T.columns.subject}</TableHeaderCell>
                        <TableHeaderCell>{T.columns.kind}</TableHeaderCell>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {page.EmailList.map((mail) => (
                        <TableRow key={mail.Id}>
                          <TableCell className={styles.dateCell}>{sentAt(mail.Date)}</TableCell>
                          <TableCell className={styles.to}>{mail.To}</TableCell>
                          <TableCell>
                            <Link as="button" className={styles.subject} onClick={() => dispatch(emailLogsActions.mailOpened(mail.Id))}>
                              {mail.Subject}
                            </Link>
                          </TableCell>
                          <TableCell>{kindName(mail.Kind)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                ) : (
                  <p role="status">{filtered ? T.empty : T.emptyUnfiltered}</p>
                )}
              </div>
            </Card>
          )}
          {status !== 'failed' && (
            <nav className={styles.pager} aria-label={T.pagerLabel}>
              <span aria-live="polite">{loading ? '' : T.pageOf(pageNumber, pages, total)}</span>
              <div className={styles.pagerButtons}>
                <Button disabled={loading || !canGoToPreviousPage(pageNumber)} onClick={() => ask(filters, pageNumber - 1)}>
                  {T.previous}
                </Button>
                <Button
                  disabled={loading || !canGoToNextPage(pageNumber, EMAIL_LOG_PAGE_SIZE, total)}
                  onClick={() => ask(filters, pageNumber + 1)}
                >
                  {T.next}
                </Button>
              </div>
            </nav>
          )}
        </div>
      </div>
      <MailDialog mail={openMail} onClose={() => dispatch(emailLogsActions.mailClosed())} />
    </section>
  );
}
