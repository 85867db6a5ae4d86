import { http, unwrap } from './client';
import type { Cart, FactSheet, FundSummary, PagingInfo, ProductOptions, ReportLink, SearchCriteria, SearchPage } from '@/types/api';

/** GET products/cart (H6 may move it to api/cart.ts; the signature stays). */
export const getCart = (whitelabelID: number, userInfoID: number, accountId: number) =>
  http.get<{ Data: Cart }>('products/cart', { params: { whitelabelID, userInfoID, accountId } }).then(unwrap);

/** POST products/search. */
export const searchProducts = (searchCriteria: SearchCriteria, pagingInfo: PagingInfo) =>
  http.post<{ Data: SearchPage }>('products/search', { searchCriteria, pagingInfo }).then(unwrap);

/** GET products/options: the filters' choices. */
export const getProductOptions = () => http.get<{ Data: ProductOptions }>('products/options').then(unwrap);

/** GET products/fundfactsheet. */
export const getFundFactSheet = (ISIN: string) =>
  http.get<{ Data: FactSheet }>('products/fundfactsheet', { params: { ISIN } }).then(unwrap);

/** GET products/notesfundfactsheet (structured notes). */
export const getNotesFactSheet = (ISIN: string) =>
  http.get<{ Data: FactSheet }>('products/notesfundfactsheet', { params: { ISIN } }).then(unwrap);

/** GET products/fundsummary. */
export const getFundSummary = (ISIN: string) => http.get<{ Data: FundSummary }>('products/fundsummary', { params: { ISIN } }).then(unwrap);

/** GET products/fundfactsheeturl: a signed link to the PDF report. */
export const getFactSheetUrl = (ISIN: string) =>
  http.get<{ Data: ReportLink }>('products/fundfactsheeturl', { params: { ISIN } }).then(unwrap);

/**
 * The report link as the browser opens it: the server gives a path on its own origin, which is
 * this page's origin unless the API is configured elsewhere (`VITE_API_BASE`).
 * @param url - `Url` of products/fundfactsheeturl
 */
export function reportHref(url: string): string {
  const base = http.defaults.baseURL ?? '';
  return /^https?:\/\//.test(base) && url.startsWith('/') ? new URL(url, base).toString() : url;
}
