import { http, unwrap } from './client';
import type { PlacedOrder, TradeRequest } from '@/types/api';

/**
 * POST products/ProcessTrade (buy and sell orders; Docusign orders go to products/docusignTrade).
 * The idempotency key is made once per placement attempt and sent again unchanged on a retry.
 */
export const placeOrder = (request: TradeRequest, idempotencyKey: string) =>
  http
    .post<{ Data: PlacedOrder }>(request.CheckoutDocusign ? 'products/docusignTrade' : 'products/ProcessTrade', request, {
      headers: { 'Idempotency-Key': idempotencyKey },
    })
    .then(unwrap);
