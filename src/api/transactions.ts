import { http, unwrap } from './client';
import type { HoldingTransaction, OrderFormLink } from '@/types/api';

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
