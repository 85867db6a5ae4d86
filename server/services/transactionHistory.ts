import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SchemaRegistry } from '@/engine';
import { DATE_NOT_IN_FUTURE_MESSAGE, dateNotInFuture } from '@/engine/rules/dateNotInFuture';
import { DATE_RANGE_IN_ORDER_MESSAGE, dateRangeInOrder } from '@/engine/rules/dateRangeInOrder';
import { cashRunningBalances, type CashHistoryRow } from '@/engine/trading/cashRunningBalances';
import type {
  CashBalance,
  CashTransactionHistoryQuery,
  TransactionDetails,
  TransactionGroups,
  TransactionRow,
} from '@/types/generated/api/transactions';
import { badRequest } from '../lib/http';
import { validateSubmission } from '../forms/validateSubmission';
import { fullName } from './users';
import { loadRates, round2 } from './portfolio';

/** The form whose schema states the report's date rules, for the browser and here alike. */
export const TRANSACTION_REPORT_FORM_ID = 'transaction-report';

/** The cash type filter's value for every type (compliance §7 "cash transaction type filter (all)"). */
export const ALL_CASH_TRANSACTION_TYPES = 'all';

/** The report's period: every day from `from` to `to` (both included); null ends are open. */
export interface ReportPeriod {
  from: string | null;
  to: string | null;
}

const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A query date as the form stores it: dd/MM/yyyy → yyyy-MM-dd; anything else as given, for the schema to judge. */
const asFormDate = (text: string | undefined) => {
  if (text === undefined || text === '') return undefined;
  const m = DISPLAY_DATE.exec(text);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : text;
};

/**
 * The latest calendar day anywhere on Earth at `now` (the date at UTC+14): a date that is today for
 * some user is never "in the future" to the server, while the browser checks against its own day.
 */
const latestCalendarDay = (now: Date) => new Date(now.getTime() + 14 * 3_600_000).toISOString().slice(0, 10);

/**
 * The report's period from the query, checked with the transaction-report form's schema (valid dates;
 * both needed without getAllTransactions) and the engine's date rules (neither after today — compliance
 * §5, word for word — and the start not after the end), so the server answers as the browser does.
 * @param registry - the server's forms
 * @param query - the call's query
 * @param now - the moment of the call
 * @returns the period, open at both ends for getAllTransactions
 * @throws HttpError 400 with the first message
 */
export function reportPeriodOf(registry: SchemaRegistry, query: CashTransactionHistoryQuery, now: Date): ReportPeriod {
  if (query.getAllTransactions) return { from: null, to: null };
  const answers: Record<string, unknown> = { getAllTransactions: false };
  const startDate = asFormDate(query.dateFrom);
  const endDate = asFormDate(query.dateTo);
  if (startDate !== undefined) answers.startDate = startDate;
  if (endDate !== undefined) answers.endDate = endDate;
  validateSubmission(registry, TRANSACTION_REPORT_FORM_ID, answers);
  const today = latestCalendarDay(now);
  if (!dateNotInFuture(startDate, today) || !dateNotInFuture(endDate, today)) throw badRequest(DATE_NOT_IN_FUTURE_MESSAGE);
  if (!dateRangeInOrder(startDate, endDate)) throw badRequest(DATE_RANGE_IN_ORDER_MESSAGE);
  return { from: startDate ?? null, to: endDate ?? null };
}

const inPeriod = (date: string, period: ReportPeriod) =>
  (period.from === null || date.slice(0, 10) >= period.from) && (period.to === null || date.slice(0, 10) <= period.to);

/** Groups rows by currency code, keys in alphabetical order. */
function byCurrency(rows: TransactionRow[]): TransactionGroups {
  const groups: TransactionGroups = {};
  for (const r of [...rows].sort((a, b) => a.Currency.localeCompare(b.Currency))) (groups[r.Currency] ??= []).push(r);
  return groups;
}

/**
 * The transaction details of an account (compliance §2.6, §3.6) from its ledger (`transactions`):
 * - cash movements — every row that moved cash: kind 'cash' (deposits, withdrawals, trade
 *   settlements, forex, rebates) and kind 'fee' (fees are debited from cash) — with a running balance
 *   per currency over the whole history, so the last balance of a currency is its cash in
 *   `cash_balances`, which the account summary's CashPosition adds up; then narrowed to the period
 *   and the type filter, each row keeping its true balance;
 * - each currency's balance at the end of the period;
 * - security transactions (kind 'security') and fees and charges (kind 'fee') of the period.
 * @param db - Kysely
 * @param account - the account the session may read (accountForSession)
 * @param period - the days reported
 * @param cashType - a cash transaction type, or 'all'
 */
export async function transactionDetailsOf(
  db: Kysely<Database>,
  account: { id: number; number: string; user_id: number },
  period: ReportPeriod,
  cashType: string,
): Promise<TransactionDetails> {
  const [owner, ledger, rates] = await Promise.all([
    db.selectFrom('users').select(['first_name', 'last_name', 'username']).where('id', '=', account.user_id).executeTakeFirstOrThrow(),
    db
      .selectFrom('transactions')
      .select(['id', 'kind', 'transaction_date', 'transaction_type', 'description', 'currency', 'gross_amount', 'net_amount'])
      .where('account_id', '=', account.id)
      .orderBy('transaction_date')
      .orderBy('id')
      .execute(),
    loadRates(db),
  ]);
  const symbolOf = (currency: string) => rates.get(currency)?.symbol ?? currency;
  const row = (r: (typeof ledger)[number], runningBalance: number | null): TransactionRow => ({
    Id: r.id,
    TransactionDate: r.transaction_date.slice(0, 10),
    TransactionType: r.transaction_type,
    Description: r.description,
    GrossAmount: r.gross_amount === null ? null : round2(r.gross_amount),
    NetAmount: round2(r.net_amount),
    RunningBalance: runningBalance,
    CurrencySymbol: symbolOf(r.currency),
    Currency: r.currency,
  });

  const cash = ledger.filter((r) => r.kind === 'cash' || r.kind === 'fee');
  const balances = cashRunningBalances(
    cash.map((r) => ({
      id: r.id,
      date: r.transaction_date.slice(0, 10),
      type: r.transaction_type,
      description: r.description,
      currency: r.currency,
      gross: r.gross_amount,
      net: r.net_amount,
    })),
  );
  const byId = new Map(cash.map((r) => [r.id, r]));
  const cashRows: TransactionRow[] = [];
  const rptCashBalance: Record<string, CashBalance> = {};
  for (const [currency, rows] of [...balances.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const shown = rows.filter((r) => inPeriod(r.date, period));
    const upToEnd = rows.filter((r) => period.to === null || r.date <= period.to);
    const closing = upToEnd.at(-1)?.balance ?? 0;
    if (shown.length > 0 || closing !== 0)
      rptCashBalance[currency] = { CurrencySymbol: symbolOf(currency), Amount: closing, Currency: currency };
    const typed = cashType === ALL_CASH_TRANSACTION_TYPES ? shown : shown.filter((r: CashHistoryRow) => r.type === cashType);
    for (const r of typed) cashRows.push(row(byId.get(r.id)!, r.balance));
  }
  const grdTransactions = byCurrency(cashRows);
  // A currency with a balance but nothing in the period still heads an (empty) group.
  for (const currency of Object.keys(rptCashBalance)) grdTransactions[currency] ??= [];

  const dated = ledger.filter((r) => inPeriod(r.transaction_date, period));
  return {
    name: fullName(owner),
    username: owner.username,
    accountNumber: account.number,
    id: account.id,
    details: {
      transTypes: { ddlCashTransactionTypes: [...new Set(cash.map((r) => r.transaction_type))].sort((a, b) => a.localeCompare(b)) },
      grdTransactions: sortKeys(grdTransactions),
      rptCashBalance,
      rptSecTransHistory: byCurrency(dated.filter((r) => r.kind === 'security').map((r) => row(r, null))),
      rptFeeTransHistory: byCurrency(dated.filter((r) => r.kind === 'fee').map((r) => row(r, null))),
    },
  };
}

const sortKeys = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
