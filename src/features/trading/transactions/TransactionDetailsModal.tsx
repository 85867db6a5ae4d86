import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Dropdown,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Option,
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
import type { TransactionDetails, TransactionRow } from '@/types/api';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { formatMoney } from '@/engine/format/formatMoney';
import { localCalendarDay } from '@/engine/format/localCalendarDay';
import { TRANSACTION_DETAILS_TEXTS as T } from '@/engine/messages/transactionDetailsTexts';
import { dateNotInFuture } from '@/engine/rules/dateNotInFuture';
import { DATE_RANGE_IN_ORDER_MESSAGE, dateRangeInOrder } from '@/engine/rules/dateRangeInOrder';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectActiveAccount } from '@/store/selectors';
import { selectTransactions, transactionsActions, type TransactionReportQuery } from '@/store/transactionsSlice';
import ErrorSummary from '@/widgets/ErrorSummary/ErrorSummary';
import { TesseraForm, type FormData } from '@/widgets/TesseraForm';
import { ActiveAccountField } from '../common/ActiveAccountField';
import { useTradingTableStyles } from '../common/returnColumns';
import { useServedForm } from '../common/useServedForm';
import { DownloadStatement } from './DownloadStatement';

/** The form of the report's controls (schemas/forms/transaction-report): the dates and Get All Transactions. */
const FORM_ID = 'transaction-report';
/** The cash type filter's value for every type (compliance §7). */
const ALL_TYPES = 'all';
/** Compliance §9 "Skeleton loader: 8 lines, 400px". */
const SKELETON_LINES = 8;

const useStyles = makeStyles({
  // Compliance §9 "transactions 1100"; never wider than the screen.
  surface: {
    width: '1100px',
    maxWidth: '95vw',
    '@media (max-width: 640px)': { width: '100vw', maxWidth: '100vw', margin: 0, borderRadius: 0 },
  },
  controls: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalM,
    marginBottom: tokens.spacingVerticalL,
  },
  // The fields side by side when there is room (the form's ui:options.inline), the button after them.
  form: {
    flex: '1 1 560px',
    '& form': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'flex-end',
      columnGap: tokens.spacingHorizontalL,
      rowGap: tokens.spacingVerticalS,
    },
    '& form > :first-child': { alignItems: 'flex-end' },
  },
  filter: { flex: '0 1 280px', minWidth: '200px' },
  skeleton: { width: '400px', maxWidth: '100%', display: 'grid', rowGap: tokens.spacingVerticalS, padding: `${tokens.spacingVerticalM} 0` },
  srOnly: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  section: { marginTop: tokens.spacingVerticalL },
  sectionTitle: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, margin: `0 0 ${tokens.spacingVerticalS}` },
  groupHeader: {
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalXS}`,
    color: tokens.colorNeutralForeground2,
  },
  cashTable: { tableLayout: 'auto', minWidth: '900px' },
  shortTable: { tableLayout: 'auto', minWidth: '640px' },
  description: { minWidth: '240px' },
  empty: { color: tokens.colorNeutralForeground2, margin: `${tokens.spacingVerticalS} 0` },
});

const money = (symbol: string, amount: number) => `${symbol} ${formatMoney(amount)}`;

/** Every row of a currency-grouped list in one list, by date (then as booked), for the four-column sections. */
const flatten = (groups: Record<string, TransactionRow[]>) =>
  Object.values(groups)
    .flat()
    .sort((a, b) => (a.TransactionDate < b.TransactionDate ? -1 : a.TransactionDate > b.TransactionDate ? 1 : a.Id - b.Id));

/** A date answer in the future on the user's calendar: the §8 text, else a start after the end: its text, else null. */
function ruleProblem(answers: FormData): string | null {
  if (answers.getAllTransactions === true) return null;
  const today = localCalendarDay(new Date());
  const start = answers.startDate as string | undefined;
  const end = answers.endDate as string | undefined;
  if (!dateNotInFuture(start, today) || !dateNotInFuture(end, today)) return T.futureDate;
  if (!dateRangeInOrder(start, end)) return DATE_RANGE_IN_ORDER_MESSAGE;
  return null;
}

/**
 * The report's controls: start and end dates (dd/MM/yyyy), 'Get All Transactions' (disabling the
 * dates, the form's ui.json) and 'Get Transaction Report'. The schema checks the dates; the engine's
 * rules what JSON Schema cannot (not after today, start not after end), as the server does again.
 */
function ReportForm({ query, busy }: { query: TransactionReportQuery; busy: boolean }) {
  const dispatch = useAppDispatch();
  const registry = useServedForm(FORM_ID);
  const [answers, setAnswers] = useState<FormData>(() => ({
    startDate: query.startDate,
    endDate: query.endDate,
    getAllTransactions: query.getAllTransactions,
  }));
  const [problem, setProblem] = useState<string | null>(null);
  if (!registry) return <Spinner size="small" label="Loading…" />;
  const submit = (valid: FormData) => {
    const found = ruleProblem(valid);
    setProblem(found);
    if (found) return;
    dispatch(
      transactionsActions.detailsRequested({
        startDate: valid.startDate as string | undefined,
        endDate: valid.endDate as string | undefined,
        getAllTransactions: valid.getAllTransactions === true,
        cashTransactionType: query.cashTransactionType,
      }),
    );
  };
  return (
    <>
      <ErrorSummary message={problem ?? undefined} />
      <TesseraForm
        registry={registry}
        formId={FORM_ID}
        idPrefix="transaction-report"
        formData={answers}
        onChange={(next) => {
          setAnswers(next);
          if (problem) setProblem(null);
        }}
        onSubmit={submit}
        disabled={busy}
      />
    </>
  );
}

/** The cash type filter (compliance §2.6): shown only when the account has a list of cash transaction types. */
function TypeFilter({ types, query }: { types: string[]; query: TransactionReportQuery }) {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const label = (v: string) => (v === ALL_TYPES ? T.allTypes : v);
  return (
    <Field label={T.typeFilterLabel} className={styles.filter}>
      <Dropdown
        value={label(query.cashTransactionType)}
        selectedOptions={[query.cashTransactionType]}
        onOptionSelect={(_, d) => {
          if (d.optionValue && d.optionValue !== query.cashTransactionType)
            dispatch(transactionsActions.detailsRequested({ ...query, cashTransactionType: d.optionValue }));
        }}
      >
        {[ALL_TYPES, ...types].map((v) => (
          <Option key={v} value={v}>
            {label(v)}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

/** One scrollable table of transactions: the cash columns with running balances, or the four-column sections'. */
function RowsTable({ label, rows, cash }: { label: string; rows: TransactionRow[]; cash: boolean }) {
  const styles = useStyles();
  const table = useTradingTableStyles();
  const headers = cash ? T.cashColumns : T.securityColumns;
  return (
    <div className={table.scroller} tabIndex={0} role="region" aria-label={`${label} table`}>
      <Table aria-label={label} size="small" className={cash ? styles.cashTable : styles.shortTable}>
        <TableHeader>
          <TableRow>
            {headers.map((h) => (
              <TableHeaderCell key={h} className={h.endsWith('Amount') || h === 'Running Balance' ? table.num : undefined}>
                {h}
              </TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.Id}>
              <TableCell className={table.nowrap}>{formatIsoDate(r.TransactionDate)}</TableCell>
              <TableCell>{r.TransactionType}</TableCell>
              <TableCell className={styles.description}>{r.Description}</TableCell>
              {cash && (
                <TableCell className={table.num}>
                  {r.GrossAmount === null ? T.notApplicable : money(r.CurrencySymbol, r.GrossAmount)}
                </TableCell>
              )}
              <TableCell className={table.num}>{money(r.CurrencySymbol, r.NetAmount)}</TableCell>
              {cash && (
                <TableCell className={table.num}>{r.RunningBalance === null ? '–' : money(r.CurrencySymbol, r.RunningBalance)}</TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The three sections of the report (compliance §2.6). */
function Report({ data, typeFiltered }: { data: TransactionDetails; typeFiltered: boolean }) {
  const styles = useStyles();
  const { grdTransactions, rptCashBalance, rptSecTransHistory, rptFeeTransHistory } = data.details;
  const currencies = Object.keys(grdTransactions);
  const securities = flatten(rptSecTransHistory);
  const fees = flatten(rptFeeTransHistory);
  return (
    <>
      <section aria-labelledby="cash-transactions-title" className={styles.section}>
        <h3 id="cash-transactions-title" className={styles.sectionTitle}>
          {T.cashTitle}
        </h3>
        {currencies.length === 0 && <p className={styles.empty}>{T.noCash}</p>}
        {currencies.map((currency) => {
          const balance = rptCashBalance[currency];
          const rows = grdTransactions[currency];
          return (
            <div key={currency}>
              {balance && (
                <h4 className={styles.groupHeader}>
                  {T.balanceHeader(balance.CurrencySymbol, formatMoney(balance.Amount), balance.Currency)}
                </h4>
              )}
              {rows.length === 0 ? (
                <p className={styles.empty}>{typeFiltered ? T.noCashOfType : T.noCash}</p>
              ) : (
                <RowsTable label={T.cashGroupLabel(currency)} rows={rows} cash />
              )}
            </div>
          );
        })}
      </section>
      <section aria-labelledby="security-transactions-title" className={styles.section}>
        <h3 id="security-transactions-title" className={styles.sectionTitle}>
          {T.securityTitle}
        </h3>
        {securities.length === 0 ? (
          <p className={styles.empty}>{T.noSecurities}</p>
        ) : (
          <RowsTable label={T.securityTitle} rows={securities} cash={false} />
        )}
      </section>
      <section aria-labelledby="fees-and-charges-title" className={styles.section}>
        <h3 id="fees-and-charges-title" className={styles.sectionTitle}>
          {T.feesTitle}
        </h3>
        {fees.length === 0 ? <p className={styles.empty}>{T.noFees}</p> : <RowsTable label={T.feesTitle} rows={fees} cash={false} />}
      </section>
    </>
  );
}

/**
 * My Account's Transaction details modal (compliance §2.6, width 1100): the active account's cash
 * movements per currency with running balances, its security transactions and its fees and charges
 * for a period or of all time, with the cash type filter. The Active Account choice stays usable in it
 * (compliance §4), and a change shows the new account's report for the same period.
 * 'Download Statement' belongs to the account statement (issue 14 item 2) and is not drawn yet.
 */
export function TransactionDetailsModal() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectActiveAccount);
  const { open, view, details } = useAppSelector(selectTransactions);
  const shown = open && view === 'details';
  const close = () => dispatch(transactionsActions.closed());
  // The report names whose account it is; while it loads, the account chosen.
  const data = details.data && details.data.id === account?.Id ? details.data : null;
  const title = T.title(data, account?.Number ?? null);
  const types = data?.details.transTypes.ddlCashTransactionTypes ?? [];
  return (
    <Dialog
      open={shown}
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
    >
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <ActiveAccountField />
            <div className={styles.controls}>
              <div className={styles.form}>{details.query && <ReportForm query={details.query} busy={details.status === 'loading'} />}</div>
              {details.query && types.length > 0 && <TypeFilter types={types} query={details.query} />}
              <DownloadStatement />
            </div>
            {details.status === 'loading' && (
              <div role="status">
                <span className={styles.srOnly}>{T.loading}</span>
                <Skeleton className={styles.skeleton} aria-hidden="true">
                  {Array.from({ length: SKELETON_LINES }, (_, i) => (
                    <SkeletonItem key={i} size={16} />
                  ))}
                </Skeleton>
              </div>
            )}
            {details.status === 'failed' && (
              <div role="alert">
                <MessageBar intent="error">
                  <MessageBarBody>{details.error ?? T.requestFailed}</MessageBarBody>
                </MessageBar>
              </div>
            )}
            {details.status === 'ready' && data && <Report data={data} typeFiltered={details.query?.cashTransactionType !== ALL_TYPES} />}
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
