import { http, unwrap } from './client';

/** A settled security transaction of an account (accounts/holdingtransactions). */
export interface HoldingTransaction {
  Id: number;
  /** 'yyyy-MM-dd'. */
  Date: string;
  /** 'Buy' or 'Sell'. */
  TransactionType: string;
  ISIN: string; Name: string; ProductType: string;
  Units: number | null; Price: number | null; Amount: number;
  Currency: string; CurrencySymbol: string;
  /** The order the fill came from; null for holdings transferred in or seeded. */
  OrderId: number | null;
  Description: string;
}

/** A signed link to an order's form (products/orderformurl), valid for 10 minutes. */
export interface OrderFormLink { FileName: string; PDFUrl: string; ExpiresAt: string }

/**
 * GET accounts/holdingtransactions: the account's security transactions, newest first.
 * @param accountId - the active account
 * @param ISIN - only this product's transactions, when given
 */
export const getHoldingTransactions = (accountId: number, ISIN?: string | null) =>
  http.get<{ Data: HoldingTransaction[] }>('accounts/holdingtransactions', { params: ISIN ? { accountId, ISIN } : { accountId } }).then(unwrap);

/** GET products/orderformurl: a fresh signed link to a Manual or Docusign order's form. */
export const getOrderFormUrl = (OrderId: number) =>
  http.get<{ Data: OrderFormLink }>('products/orderformurl', { params: { OrderId } }).then(unwrap);
