import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { TransactionRow } from '@/types/generated/api/transactions';
import type { StatementLink } from '@/types/generated/api/statements';
import { convert, holdingsOf, loadRates, round2, type HoldingView } from './portfolio';
import { ALL_CASH_TRANSACTION_TYPES, transactionDetailsOf, type ReportPeriod } from './transactionHistory';
import { accountTypeName } from '@/engine/accountOpening/accountTypes';

/**
 * The account statement (compliance §2.6 'Download Statement', §7 accounts/accountstatement and
 * accounts/accountstatementurl): what a statement of a period holds — taken from the same services as
 * the screens, so its figures are theirs — and the signed short-lived link a print window opens it
 * with (a window opened by the browser sends no bearer header, so the link carries the proof).
 */

/** How long a statement link works: long enough to open the print window, short enough not to be passed round (decisions). */
export const STATEMENT_LINK_SECONDS = 120;
export const STATEMENT_LINK_INVALID_MESSAGE =
  'This statement link is not valid. Please download the statement again from Transaction Details.';
export const STATEMENT_LINK_EXPIRED_MESSAGE =
  'This statement link has expired. Please download the statement again from Transaction Details.';

/** What a statement link is bound to: the brand's host, the user who asked, the account and the period. */
export interface StatementLinkClaims {
  brand: string;
  userId: number;
  accountId: number;
  period: ReportPeriod;
}

/** "Statement-DMO-100101-2025-11-27-2026-11-26.pdf"; "…-all.pdf" for the whole history. */
export function statementFileName(accountNumber: string, period: ReportPeriod): string {
  const span = period.from === null && period.to === null ? 'all' : `${period.from ?? 'start'}-${period.to ?? 'today'}`;
  return `Statement-${accountNumber.replace(/[^A-Za-z0-9-]/g, '')}-${span}.pdf`;
}

/** The link's HMAC-SHA256 under the server's secret (the JWT secret, as every signed link of the product). */
export function statementSignature(secret: string, claims: StatementLinkClaims & { expires: number }): string {
  const { brand, userId, accountId, period, expires } = claims;
  return createHmac('sha256', secret)
    .update(`account-statement|${brand}|${userId}|${accountId}|${period.from ?? ''}|${period.to ?? ''}|${expires}`)
    .digest('base64url');
}

/**
 * A signed link to the statement, valid for STATEMENT_LINK_SECONDS.
 * @param secret - the server's secret
 * @param path - the statement route's path (`/api/accounts/accountstatement`)
 * @param claims - what the link is bound to
 * @param accountNumber - for the file name
 * @param now - the moment the link is made
 */
export function statementLink(
  secret: string,
  path: string,
  claims: StatementLinkClaims,
  accountNumber: string,
  now: Date = new Date(),
): StatementLink {
  const expires = Math.floor(now.getTime() / 1000) + STATEMENT_LINK_SECONDS;
  const query = new URLSearchParams({
    platformID: String(claims.accountId),
    dateFrom: claims.period.from ?? '',
    dateTo: claims.period.to ?? '',
    userId: String(claims.userId),
    expires: String(expires),
    signature: statementSignature(secret, { ...claims, expires }),
  });
  return {
    Url: `${path}?${query}`,
    FileName: statementFileName(accountNumber, claims.period),
    ExpiresAt: new Date(expires * 1000).toISOString(),
  };
}

/**
 * Checks a link's signature (constant time) and then its expiry.
 * @returns null when the link is good, else the message to refuse it with
 */
export function statementLinkProblem(
  secret: string,
  link: StatementLinkClaims & { expires: number; signature: string },
  now: Date = new Date(),
): string | null {
  const expected = Buffer.from(statementSignature(secret, link));
  const given = Buffer.from(link.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return STATEMENT_LINK_INVALID_MESSAGE;
  if (link.expires * 1000 < now.getTime()) return STATEMENT_LINK_EXPIRED_MESSAGE;
  return null;
}

/** One currency's cash in the statement: opening and closing balance and the movements between. */
export interface StatementCash {
  currency: string;
  symbol: string;
  /** The balance before the period's first movement (the balance at the end of the day before the period). */
  opening: number;
  /** The balance at the end of the period (cashtransactionhistory's rptCashBalance). */
  closing: number;
  /** The period's movements with their running balances, as cashtransactionhistory answers them. */
  rows: TransactionRow[];
}

/** Everything a statement prints. */
export interface AccountStatement {
  holder: { name: string; username: string };
  account: { number: string; typeName: string; currency: string };
  period: ReportPeriod;
  /** ISO date-time the statement was produced; holdings are valued at the latest prices then. */
  producedAt: string;
  holdings: HoldingView[];
  /** The holdings' totals in the account currency, as GET accounts/holdings gives them. */
  holdingsTotals: { currency: string; purchasedValue: number; currentValue: number };
  cash: StatementCash[];
  /** The closing cash of every currency in the account currency. */
  cashTotal: number;
  securities: TransactionRow[];
  fees: TransactionRow[];
}

const byDate = (rows: TransactionRow[]) =>
  [...rows].sort((a, b) => (a.TransactionDate < b.TransactionDate ? -1 : a.TransactionDate > b.TransactionDate ? 1 : a.Id - b.Id));

/**
 * The account a statement link names, with its holder's brand (the link is checked against the brand of the host it is opened on).
 * @param db - Kysely
 * @param accountId - the link's platformID
 */
export function statementAccountOf(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .selectAll('accounts')
    .select('users.white_label_id')
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
}

/**
 * The statement of an account for a period: the cash movements, running balances, security
 * transactions and fees exactly as GET accounts/cashtransactionhistory answers them for the same
 * period (its service, every type), each currency's opening and closing cash, and the holdings valued
 * as GET accounts/holdings values them.
 * @param db - Kysely
 * @param account - an account the caller may read
 * @param period - the checked period
 * @param now - the moment the statement is produced
 */
export async function accountStatementOf(
  db: Kysely<Database>,
  account: { id: number; number: string; user_id: number; currency: string; type_code: number },
  period: ReportPeriod,
  now: Date = new Date(),
): Promise<AccountStatement> {
  const [details, rates] = await Promise.all([transactionDetailsOf(db, account, period, ALL_CASH_TRANSACTION_TYPES), loadRates(db)]);
  const holdings = await holdingsOf(db, [account.id], rates);
  const toAccount = (amount: number, currency: string) => convert(amount, currency, account.currency, rates);
  const cash = Object.values(details.details.rptCashBalance).map((balance): StatementCash => {
    const rows = details.details.grdTransactions[balance.Currency] ?? [];
    const first = rows[0];
    // The balance just before the period's first movement; a currency with none kept its balance all period.
    const opening = first ? round2((first.RunningBalance ?? 0) - first.NetAmount) : balance.Amount;
    return { currency: balance.Currency, symbol: balance.CurrencySymbol, opening, closing: balance.Amount, rows };
  });
  return {
    holder: { name: details.name, username: details.username },
    account: { number: account.number, typeName: accountTypeName(account.type_code), currency: account.currency },
    period,
    producedAt: now.toISOString(),
    holdings,
    holdingsTotals: {
      currency: account.currency,
      purchasedValue: round2(holdings.reduce((s, h) => s + toAccount(h.PurchasedValue, h.Currency), 0)),
      currentValue: round2(holdings.reduce((s, h) => s + toAccount(h.CurrentValue, h.Currency), 0)),
    },
    cash,
    cashTotal: round2(cash.reduce((s, c) => s + toAccount(c.closing, c.currency), 0)),
    securities: byDate(Object.values(details.details.rptSecTransHistory).flat()),
    fees: byDate(Object.values(details.details.rptFeeTransHistory).flat()),
  };
}
