import { http, unwrap } from './client';
import type { NonPlatformHoldingInput, NonPlatformHoldings, NonPlatformSaleAnswer } from '@/types/api';

/** GET accounts/nonplatformholdings. */
export const getNonPlatformHoldings = (accountId: number) =>
  http.get<{ Data: NonPlatformHoldings }>('accounts/nonplatformholdings', { params: { accountId } }).then(unwrap);

/** POST accounts/nonplatformholdings/add (advisers). */
export const addNonPlatformHolding = (body: NonPlatformHoldingInput & { AccountId: number }) =>
  http.post<{ Data: NonPlatformHoldings }>('accounts/nonplatformholdings/add', body).then(unwrap);

/** POST accounts/nonplatformholdings/update (advisers). */
export const updateNonPlatformHolding = (body: NonPlatformHoldingInput & { Id: number }) =>
  http.post<{ Data: NonPlatformHoldings }>('accounts/nonplatformholdings/update', body).then(unwrap);

/** POST accounts/nonplatformholdings/delete (advisers). */
export const deleteNonPlatformHolding = (body: { Id: number }) =>
  http.post<{ Data: NonPlatformHoldings }>('accounts/nonplatformholdings/delete', body).then(unwrap);

/** POST accounts/nonplatformholdings/sell (the client): records a sell-and-transfer instruction. */
export const sellNonPlatformHolding = (body: { Id: number; Units?: number }) =>
  http.post<{ Data: NonPlatformSaleAnswer }>('accounts/nonplatformholdings/sell', body).then(unwrap);
