import { http, unwrap } from './client';
import type { BasketOrder, BasketProductDetails, Cart, PendingOrders, RemovedCartItem } from '@/types/api';

/** POST products/addCart: buy items (all checked before any is stored); answers the account's cart. */
export const addToCart = (items: BasketOrder[]) => http.post<{ Data: Cart }>('products/addCart', items).then(unwrap);

/** POST products/sellCart: one sell basket order; answers the cart. */
export const addSellToCart = (order: BasketOrder) => http.post<{ Data: Cart }>('products/sellCart', order).then(unwrap);

/** POST products/updateCart: an edited item (ID, TradeOptions, TradeValue); answers the cart. */
export const updateCartItem = (edit: { ID: number; TradeOptions: 'Amount' | 'Units' | 'SellAll'; TradeValue: number }) =>
  http.post<{ Data: Cart }>('products/updateCart', edit).then(unwrap);

/** POST products/deleteCart. */
export const deleteCartItem = (request: { cartID: number; name?: string; roleInfoId?: number; disableSnackbar?: boolean }) =>
  http.post<{ Data: RemovedCartItem }>('products/deleteCart', request).then(unwrap);

/** GET products/pendingorders. */
export const getPendingOrders = (accountId: number) =>
  http.get<{ Data: PendingOrders }>('products/pendingorders', { params: { accountId } }).then(unwrap);

/**
 * The basket's product details by ISIN: products/search matches an ISIN as text, so the one item
 * whose ISIN is exactly the one asked for is the product (null when there is none).
 */
export const getBasketProduct = (ISIN: string) =>
  http
    .post<{ Data: { Items: BasketProductDetails[] } }>('products/search', {
      searchCriteria: { Text: ISIN },
      pagingInfo: { PageNumber: 1, PageSize: 20 },
    })
    .then(unwrap)
    .then((d) => d.Items.find((p) => p.ISIN === ISIN) ?? null);
