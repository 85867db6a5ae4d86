import { http, unwrap } from './client';
import type { CashTransactionHistoryQuery, HoldingTransaction, OrderFormLink, TransactionDetails } from '@/types/api';

/**
 * GET accounts/holdingtransactions: the account's security transactions, newest first.
 * @param accountId - the active account
 * @param ISIN - only this product's transactions, when given
 */
export const getHoldingTransactions = (accountId: number, ISIN?: string | null) =>
  http
    .get<{ Data: HoldingTransaction[] }>('accounts/holdingtransactions', { params: ISIN ? { accountId, ISIN } : { accountId } })
    .then(unwrap);

/** GET products/orderformurl: a fresh signed link to a Manual or Docusign order's form. */
export const getOrderFormUrl = (OrderId: number) =>
  http.get<{ Data: OrderFormLink }>('products/orderformurl', { params: { OrderId } }).then(unwrap);

/**
 * GET accounts/cashtransactionhistory (compliance §7 "Transaction history"): the account's cash
 * movements with running balances, security transactions and fees of a period, or of all time.
 * @param query - platformID, the cash type filter ('all'), dateFrom and dateTo (yyyy-MM-dd), getAllTransactions
 */
export const getCashTransactionHistory = (query: CashTransactionHistoryQuery) =>
  http.get<{ Data: TransactionDetails }>('accounts/cashtransactionhistory', { params: query }).then(unwrap);
