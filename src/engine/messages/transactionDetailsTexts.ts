import { DATE_NOT_IN_FUTURE_MESSAGE } from '../rules/dateNotInFuture';
import { TEXTS } from './texts';

/**
 * Texts of the Transaction details modal (compliance §2.6). Section titles, column names, 'N/A',
 * 'Get All Transactions' and 'Get Transaction Report' are the spec's; the title's wording, the
 * filter's label, the balance header and the empty and loading texts are Tessera's (decisions.md).
 */
export const TRANSACTION_DETAILS_TEXTS = {
  /** The modal's title: the holder's name, user ID and account number (compliance §2.6). */
  title: (who: { name: string; username: string; accountNumber: string } | null, accountNumber: string | null) =>
    who
      ? `Transaction Details – ${who.name} (User ID ${who.username}) – Account ${who.accountNumber}`
      : accountNumber
        ? `Transaction Details – Account ${accountNumber}`
        : 'Transaction Details',
  cashTitle: 'Cash Transactions',
  securityTitle: 'Security Transactions',
  feesTitle: 'Fees and Charges',
  cashColumns: ['Date', 'Transaction Type', 'Description', 'Gross Amount', 'Net Amount', 'Running Balance'],
  securityColumns: ['Date', 'Type', 'Description', 'Net Amount'],
  /** Compliance §2.6 "Gross Amount ('N/A' if none)". */
  notApplicable: 'N/A',
  typeFilterLabel: 'Cash Transaction Type',
  /** The filter's choice for every type (compliance §7 "cash transaction type filter (all)"). */
  allTypes: 'All',
  /** A currency group's header: its balance, symbol and currency (compliance §2.6). */
  balanceHeader: (symbol: string, amount: string, currency: string) => `Balance: ${symbol} ${amount} ${currency}`,
  cashGroupLabel: (currency: string) => `Cash Transactions in ${currency}`,
  loading: 'Loading transactions…',
  noCash: 'No cash transactions in this period.',
  noCashOfType: 'No cash transactions of this type in this period.',
  noSecurities: 'No security transactions in this period.',
  noFees: 'No fees or charges in this period.',
  close: 'Close',
  /** Compliance §5/§8, word for word (the engine rule's constant). */
  futureDate: DATE_NOT_IN_FUTURE_MESSAGE,
  /** Compliance §8 generic failure, when the server gives no Message. */
  requestFailed: TEXTS.requestFailed,
} as const;
