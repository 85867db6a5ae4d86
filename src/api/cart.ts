import { http, unwrap } from './client';
import type { Cart } from './types';

/** A basket order as the buy and sell baskets send it (trading §3 Basket order). */
export interface BasketOrder {
  ISIN: string;
  TransactionType: 'Purchase' | 'Sell';
  TradeOptions: 'Amount' | 'Units' | 'SellAll';
  /** The typed number: an amount or units (for bonds and notes the nominal). */
  TradeValue?: number;
  Units?: number;
  /** '100%' for Sell All. */
  Amount?: number | string;
  /** The active account. */
  PlatformId: number;
  ProductType?: string;
  FundName?: string;
  Currency?: string;
  UserInfoId?: number;
}

/** The product details a basket shows and checks (trading §3 Product details), read from products/search. */
export interface BasketProductDetails {
  FundId: number; ISIN: string; FundName: string; ProductType: string; Currency: string; CurrencySymbol?: string;
  NAV: number | null; OfferPrice?: number | null; MovNav?: number | null; Denomination: number | null; MinInvest: number | null;
  Coupon: number | null; TradeOptions?: string[]; CashRebate?: number | null; CashRebateType?: string | null;
  CheckoutOnline?: boolean; CheckoutDocusign?: boolean; NeedsDisclaimer?: boolean; HasNav?: boolean; Tradeable?: boolean;
}

/** A pending order entry (products/pendingorders). */
export interface PendingOrder {
  OrderId: number; OrderLineId: number; ISIN: string; Name: string; ProductType: string; ORDER_DATE: string; CreatedAt: string;
  QUANTITY: number; Units: number; Amount: number; Currency: string; TransactionType: 'Purchase' | 'Sell'; TradeOptions: string;
  Status: string; CheckoutType: string;
}
export interface PendingOrders { Purchase: PendingOrder[]; Sell: PendingOrder[] }

/** POST products/addCart: buy items (all checked before any is stored); answers the account's cart. */
export const addToCart = (items: BasketOrder[]) => http.post<{ Data: Cart }>('products/addCart', items).then(unwrap);

/** POST products/sellCart: one sell basket order; answers the cart. */
export const addSellToCart = (order: BasketOrder) => http.post<{ Data: Cart }>('products/sellCart', order).then(unwrap);

/** POST products/updateCart: an edited item (ID, TradeOptions, TradeValue); answers the cart. */
export const updateCartItem = (edit: { ID: number; TradeOptions: 'Amount' | 'Units' | 'SellAll'; TradeValue: number }) =>
  http.post<{ Data: Cart }>('products/updateCart', edit).then(unwrap);

/** POST products/deleteCart. */
export const deleteCartItem = (request: { cartID: number; name?: string; roleInfoId?: number; disableSnackbar?: boolean }) =>
  http.post<{ Data: { Removed: number; Name: string } }>('products/deleteCart', request).then(unwrap);

/** GET products/pendingorders. */
export const getPendingOrders = (accountId: number) =>
  http.get<{ Data: PendingOrders }>('products/pendingorders', { params: { accountId } }).then(unwrap);

/**
 * The basket's product details by ISIN: products/search matches an ISIN as text, so the one item
 * whose ISIN is exactly the one asked for is the product (null when there is none).
 */
export const getBasketProduct = (ISIN: string) =>
  http.post<{ Data: { Items: BasketProductDetails[] } }>('products/search', { searchCriteria: { Text: ISIN }, pagingInfo: { PageNumber: 1, PageSize: 20 } })
    .then(unwrap)
    .then((d) => d.Items.find((p) => p.ISIN === ISIN) ?? null);
