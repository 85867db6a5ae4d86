import { http, unwrap } from './client';
import type { Cart } from './types';

/** GET products/cart. */
export const getCart = (whitelabelID: number, userInfoID: number, accountId: number) =>
  http.get<{ Data: Cart }>('products/cart', { params: { whitelabelID, userInfoID, accountId } }).then(unwrap);
