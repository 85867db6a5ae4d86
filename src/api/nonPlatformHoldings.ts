import { http, unwrap } from './client';

/** A holding held with another bank or broker, recorded by the adviser (trading §7 "non-platform holdings"). */
export interface NonPlatformHolding {
  Id: number; AccountId: number; Name: string; ISIN: string | null; Provider: string; Currency: string; CurrencySymbol: string;
  Units: number; Value: number; ValuationDate: string;
  /** Open requests of the client to sell it and transfer the proceeds in. */
  SellRequests: { Id: number; Units: number; Status: string; RequestedDate: string }[];
}
export interface NonPlatformHoldings { Holdings: NonPlatformHolding[]; Totals: { Currency: string; CurrencySymbol: string; Value: number } }
export interface NonPlatformHoldingInput { Name: string; ISIN: string | null; Provider: string; Currency: string; Units: number; Value: number; ValuationDate: string }
export interface NonPlatformSaleAnswer { Id: number; HoldingId: number; Name: string; Units: number; Status: string; RequestedDate: string; Message: string }

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
