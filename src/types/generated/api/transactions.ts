/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/transactions.json. */
// Transaction details: an account's cash movements with running balances per currency, its security transactions and its fees and charges, from the ledger (compliance spec §2.6, §3.6, §5, §7).

import type { CurrencyCode, Id, Money } from './common';

/** The transaction report's controls. Dates are dd/MM/yyyy or yyyy-MM-dd; without getAllTransactions both are needed, neither may be after today (compliance §5), and the start may not be after the end — checked with the transaction-report form's schema and the engine's date rules, so the server answers with the browser's messages. */
export interface CashTransactionHistoryQuery {
  /** The account (its id) whose transactions are reported. */
  platformID: Id;
  /** Only cash movements of this type (one of details.transTypes.ddlCashTransactionTypes); 'all' (the default) for every type. Security transactions and fees are not filtered. */
  cashTransactionType?: string;
  /** The period's first day, dd/MM/yyyy or yyyy-MM-dd. */
  dateFrom?: string;
  /** The period's last day (included), dd/MM/yyyy or yyyy-MM-dd. */
  dateTo?: string;
  /** Every transaction whatever its date: dateFrom and dateTo are ignored. */
  getAllTransactions?: boolean;
}

/** One transaction as the report lists it (compliance §3.6 Row). RunningBalance is the balance of the currency just after a cash movement, over the whole history (a filtered or dated list keeps the true balance); null for security transactions and in the fees list. */
export interface TransactionRow {
  Id: number;
  /** The booking day, yyyy-MM-dd. */
  TransactionDate: string;
  TransactionType: string;
  Description: string;
  /** The amount before deductions; null when the movement has none (shown 'N/A'). */
  GrossAmount: number | null;
  NetAmount: Money;
  RunningBalance: number | null;
  CurrencySymbol: string;
  Currency: CurrencyCode;
}

/** Rows by currency group (the currency code), each group oldest first. */
export type TransactionGroups = Record<string, TransactionRow[]>;

/** A currency group's cash balance at the end of the period (today for all transactions): the running balance after its last movement up to then, whatever the type filter. */
export interface CashBalance {
  CurrencySymbol: string;
  Amount: Money;
  Currency: CurrencyCode;
}

/** The transaction details of one account (compliance §3.6): whose account it is, and the report. */
export interface TransactionDetails {
  /** The account holder's full name. */
  name: string;
  /** The account holder's user ID (login name). */
  username: string;
  accountNumber: string;
  /** The account's id (platformID). */
  id: number;
  details: {
    transTypes: {
      /** The cash transaction types the account has ever had, alphabetical: the filter's choices besides 'all'. Empty when the account has no cash movements (the filter is then not shown). */
      ddlCashTransactionTypes: string[];
    };
    /** Cash movements of the period (and type) by currency group, with running balances. */
    grdTransactions: TransactionGroups;
    /** Each currency group's balance at the end of the period, by currency group: every currency with a movement in the period or a balance other than zero. */
    rptCashBalance: Record<string, CashBalance>;
    /** Security transactions (buys and sells) of the period by currency group. */
    rptSecTransHistory: TransactionGroups;
    /** Fees and charges of the period by currency group (each also a cash movement). */
    rptFeeTransHistory: TransactionGroups;
  };
}
