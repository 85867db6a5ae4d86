/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/statements.json. */
// Account statement: a PDF statement of an account for a period (holdings with their valuation, cash movements with running balances, fees and charges, opening and closing cash), opened through a signed short-lived link (compliance spec §2.6, §4, §7, §8).

import type { Id } from './common';

/** The statement's account and period, as the transaction report takes them (dates dd/MM/yyyy or yyyy-MM-dd; without getAllTransactions both are needed, neither after today, the start not after the end — the transaction-report form's schema and the engine's date rules). */
export interface AccountStatementUrlQuery {
  /** The account (its id) the statement is of. */
  platformID: Id;
  /** The period's first day, dd/MM/yyyy or yyyy-MM-dd. */
  dateFrom?: string;
  /** The period's last day (included), dd/MM/yyyy or yyyy-MM-dd. */
  dateTo?: string;
  /** The whole history of the account: dateFrom and dateTo are ignored. */
  getAllTransactions?: boolean;
}

/** A signed link to the statement PDF that works without a bearer header (a print window opens it), for the user who asked, this account, this period and this brand's host, until ExpiresAt. */
export interface StatementLink {
  /** The path of GET accounts/accountstatement with the signed query. */
  Url: string;
  /** Statement-<account number>-<from>-<to>.pdf */
  FileName: string;
  /** ISO date-time after which the link is refused. */
  ExpiresAt: string;
}

/** The signed link's query: the account, the period as it was checked when the link was made (yyyy-MM-dd, empty ends for the whole history), who asked, the expiry (seconds since 1970) and the HMAC-SHA256 signature of them all with the brand. */
export interface AccountStatementQuery {
  platformID: Id;
  dateFrom?: string;
  dateTo?: string;
  /** The user the link was made for. */
  userId: Id;
  expires: number;
  signature: string;
}
