import { http, unwrap } from './client';
import type { Cart } from './types';
import type { FactSheetData } from '@/engine/trading/factSheetSections';

/** GET products/cart (H6 may move it to api/cart.ts; the signature stays). */
export const getCart = (whitelabelID: number, userInfoID: number, accountId: number) =>
  http.get<{ Data: Cart }>('products/cart', { params: { whitelabelID, userInfoID, accountId } }).then(unwrap);

/** A product as search and lists give it (docs/api.md `Product`). */
export interface Product {
  FundId: number; ISIN: string; FundName: string; Name: string; ProductType: string; Currency: string; CurrencySymbol: string; Provider: string; Category: string;
  NAV: number | null; NavDate: string | null; MovNav: number | null; OfferPrice: number | null;
  OneDay: number | null; OneWeek: number | null; OneMonth: number | null; ThreeMonths: number | null; SixMonths: number | null; YTD: number | null;
  OneYear: number | null; ThreeYears: number | null; FiveYears: number | null; TenYears: number | null;
  MSrating: number; RiskRating: number; MinInvest: number | null; Denomination: number | null; Coupon: number | null; MaturityDate: string | null;
  CashRebate: number | null; CashRebateType: string | null; DiscountPercentage: number; CheckoutOnline: boolean; CheckoutDocusign: boolean;
  NeedsDisclaimer: boolean; HasNav: boolean; Tradeable: boolean; TradeOptions: string[];
}

/** Trading §7 "Product search": searchCriteria and pagingInfo. */
export interface SearchCriteria { ProductType?: string | string[]; Text?: string; Currency?: string | string[]; Provider?: string | string[] }
export interface PagingInfo { PageNumber: number; PageSize: number; SortBy: string; SortOrder: 'asc' | 'desc' }
export interface SearchPage { Items: Product[]; TotalCount: number; PageNumber: number; PageSize: number }

export interface ProductOptions {
  ProductTypes: string[]; Currencies: { Currency: string; CurrencySymbol: string }[]; Providers: string[]; SortBy: string[]; SortOrder: string[]; PageSize: number;
}

export interface FundSummary {
  FundId: number; FundName: string; ISIN: string; Currency: string; MScategory: string; MSrating: number; EquityStyle: number | null; BondStyle: number | null;
  ThreeYrsStdDev: number | null; InitialFee: number | null; PublishCharge: number | null; ActualCharge: number | null; ManagementFee: number | null; ExitFee: number | null;
  Tradeable: boolean; CutOffTime: string | null; CutOffTimeZone: string; SettlementPeriod: number | null; BuySettlementPeriod: number | null; SellSettlementPeriod: number | null;
}

export type FactSheet = FactSheetData & { FundId: number };
export interface ReportLink { Url: string; FileName: string; ExpiresAt: string }

/** POST products/search. */
export const searchProducts = (searchCriteria: SearchCriteria, pagingInfo: PagingInfo) =>
  http.post<{ Data: SearchPage }>('products/search', { searchCriteria, pagingInfo }).then(unwrap);

/** GET products/options: the filters' choices. */
export const getProductOptions = () => http.get<{ Data: ProductOptions }>('products/options').then(unwrap);

/** GET products/fundfactsheet. */
export const getFundFactSheet = (ISIN: string) => http.get<{ Data: FactSheet }>('products/fundfactsheet', { params: { ISIN } }).then(unwrap);

/** GET products/notesfundfactsheet (structured notes). */
export const getNotesFactSheet = (ISIN: string) => http.get<{ Data: FactSheet }>('products/notesfundfactsheet', { params: { ISIN } }).then(unwrap);

/** GET products/fundsummary. */
export const getFundSummary = (ISIN: string) => http.get<{ Data: FundSummary }>('products/fundsummary', { params: { ISIN } }).then(unwrap);

/** GET products/fundfactsheeturl: a signed link to the PDF report. */
export const getFactSheetUrl = (ISIN: string) => http.get<{ Data: ReportLink }>('products/fundfactsheeturl', { params: { ISIN } }).then(unwrap);

/**
 * The report link as the browser opens it: the server gives a path on its own origin, which is
 * this page's origin unless the API is configured elsewhere (`VITE_API_BASE`).
 * @param url - `Url` of products/fundfactsheeturl
 */
export function reportHref(url: string): string {
  const base = http.defaults.baseURL ?? '';
  return /^https?:\/\//.test(base) && url.startsWith('/') ? new URL(url, base).toString() : url;
}
