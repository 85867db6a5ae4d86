import { http, unwrap } from './client';
import type { AccountSummary, CashPosition, CurrencyRate, Holdings } from '@/types/api';

/** GET accounts/summary/. */
export const getAccountSummary = () => http.get<{ Data: AccountSummary[] }>('accounts/summary/').then(unwrap);

/** GET accounts/cashposition. */
export const getCashPosition = (accountId: number) =>
  http.get<{ Data: CashPosition }>('accounts/cashposition', { params: { accountId } }).then(unwrap);

/** GET accounts/holdings. */
export const getHoldings = (accountId: number) => http.get<{ Data: Holdings }>('accounts/holdings', { params: { accountId } }).then(unwrap);

/** GET accounts/conversionrates (reference currency EUR). */
export const getConversionRates = () => http.get<{ Data: CurrencyRate[] }>('accounts/conversionrates').then(unwrap);
