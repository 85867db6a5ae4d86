/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/products.json. */
// The product catalogue: search and its options, lists, fact sheets, the fund summary and the fact-sheet report link (trading spec §3, §7).

import type { Isin } from './common';

export interface SearchRequest {
  searchCriteria?: {
    ProductType?: string[];
    Text?: string;
    Currency?: string[];
    Provider?: string[];
  };
  pagingInfo?: {
    PageNumber?: number;
    PageSize?: number;
    SortBy?:
      | 'YTD'
      | 'OneDay'
      | 'OneWeek'
      | 'OneMonth'
      | 'ThreeMonths'
      | 'SixMonths'
      | 'OneYear'
      | 'ThreeYears'
      | 'FiveYears'
      | 'TenYears'
      | 'FundName'
      | 'NAV'
      | 'MSrating'
      | 'RiskRating'
      | 'Currency'
      | 'ProductType'
      | 'Provider';
    SortOrder?: 'asc' | 'desc' | 'ASC' | 'DESC';
  };
}

export interface ProductPage {
  Items: Product[];
  TotalCount: number;
  PageNumber: number;
  PageSize: number;
}

export interface Product {
  FundId: number;
  ISIN: string;
  FundName: string;
  Name: string;
  ProductType: string;
  Currency: string;
  CurrencySymbol: string;
  Provider: string;
  Category: string;
  NAV: number | null;
  NavDate: string | null;
  MovNav: number | null;
  OfferPrice: number | null;
  OneDay: number | null;
  OneWeek: number | null;
  OneMonth: number | null;
  ThreeMonths: number | null;
  SixMonths: number | null;
  YTD: number | null;
  OneYear: number | null;
  ThreeYears: number | null;
  FiveYears: number | null;
  TenYears: number | null;
  MSrating: number;
  RiskRating: number;
  MinInvest: number | null;
  Denomination: number | null;
  Coupon: number | null;
  MaturityDate: string | null;
  CashRebate: number | null;
  CashRebateType: string | null;
  DiscountPercentage: number;
  CheckoutOnline: boolean;
  CheckoutDocusign: boolean;
  NeedsDisclaimer: boolean;
  HasNav: boolean;
  Tradeable: boolean;
  TradeOptions: string[];
}

export interface SearchOptions {
  ProductTypes: string[];
  Currencies: Array<{
    Currency: string;
    CurrencySymbol: string;
  }>;
  Providers: string[];
  SortBy: string[];
  SortOrder: string[];
  PageSize: number;
}

export interface ProductTotals {
  Total: number;
  ByType: Array<{
    ProductType: string;
    Total: number;
  }>;
}

export interface Provider {
  Provider: string;
  Total: number;
  ProductTypes: string[];
}

export interface IsinQuery {
  ISIN: Isin;
}

export interface FundFactSheet {
  FundId: number;
  FundName: string;
  ISIN: string;
  Currency: string;
  CurrencySymbol: string;
  ProductType: string;
  Provider: string;
  Narrative: string | null;
  CategoryIndex: string | null;
  MSrating: number;
  MScategory: string;
  LatestNav: number | null;
  NavDate: string | null;
  TotalNetAssets: number | null;
  InitialInvestment: number | null;
  SubsequentInvestment: number | null;
  InitialFee: number | null;
  ExitFee: number | null;
  ManagementFee: number | null;
  DeferredFee: number | null;
  PublishCharge: number | null;
  ActualCharge: number | null;
  OneDay: number | null;
  OneWeek: number | null;
  OneMonth: number | null;
  ThreeMonths: number | null;
  SixMonths: number | null;
  YTD: number | null;
  OneYear: number | null;
  ThreeYears: number | null;
  FiveYears: number | null;
  TenYears: number | null;
  Stock: number | null;
  Bond: number | null;
  Cash: number | null;
  Other: number | null;
  EquityStyle: number | null;
  BondStyle: number | null;
  BookRatio: number | null;
  EarningRatio: number | null;
  CashFlowRatio: number | null;
  Alpha: number | null;
  Beta: number | null;
  Rsquared: number | null;
  InformationRatio: number | null;
  TrackingError: number | null;
  ThreeYrsSharpeRatio: number | null;
  ThreeYrsStdDev: number | null;
  RiskRating: number;
  FundRiskRating: number;
  MScategoryRiskAverage: number | null;
  Giant: number | null;
  Large: number | null;
  Medium: number | null;
  Small: number | null;
  Micro: number | null;
  TopHoldings: Array<{
    FundName?: string;
    Sector?: string;
    Country?: string;
    Weighting?: number;
  }>;
  Sectors: Array<{
    Sector?: string;
    Weighting?: number;
  }>;
  Regions: Array<{
    RegionName?: string;
    EquityPercent?: number;
  }>;
  YearlyPerformance: PerformanceYear[];
  PerformanceSeries: GrowthPoint[];
  MinInvest: number | null;
  Denomination: number | null;
  CheckoutOnline: boolean;
  CheckoutDocusign: boolean;
  HasFactSheet: boolean;
}

export interface PerformanceYear {
  Year: number;
  FundValueYear: number;
  IndexValueYear: number | null;
  CategoryPerformance: number | null;
  PercentileRank: number | null;
  FundGrowthValue: number;
  IndexGrowthValue: number | null;
  EndDate: string;
}

export interface GrowthPoint {
  Date: string;
  Value: number;
}

export interface NoteFactSheet {
  FundId: number;
  FundName: string;
  ISIN: string;
  Currency: string;
  CurrencySymbol: string;
  ProductType: string;
  Issuer: string;
  Category: string;
  Denomination: number | null;
  MinInvest: number | null;
  MaturityDate: string | null;
  Coupon: number | null;
  LatestNav: number | null;
  NavDate: string | null;
  OneDay: number | null;
  OneWeek: number | null;
  OneMonth: number | null;
  ThreeMonths: number | null;
  SixMonths: number | null;
  YTD: number | null;
  OneYear: number | null;
  ThreeYears: number | null;
  FiveYears: number | null;
  TenYears: number | null;
  InitialFee: number | null;
  ExitFee: number | null;
  PublishCharge: number | null;
  ActualCharge: number | null;
  RiskRating: number;
  NeedsDisclaimer: boolean;
  CheckoutOnline: boolean;
  CheckoutDocusign: boolean;
  YearlyPerformance: PerformanceYear[];
  PerformanceSeries: GrowthPoint[];
}

export interface FundSummary {
  FundId: number;
  FundName: string;
  ISIN: string;
  Currency: string;
  MScategory: string;
  MSrating: number;
  EquityStyle: number | null;
  BondStyle: number | null;
  ThreeYrsStdDev: number | null;
  InitialFee: number | null;
  PublishCharge: number | null;
  ActualCharge: number | null;
  ManagementFee: number | null;
  ExitFee: number | null;
  Tradeable: boolean;
  CutOffTime: string | null;
  CutOffTimeZone: string;
  SettlementPeriod: number | null;
  BuySettlementPeriod: number | null;
  SellSettlementPeriod: number | null;
}

export interface ReportLink {
  Url: string;
  FileName: string;
  ExpiresAt: string;
}

export interface ReportQuery {
  ISIN: Isin;
  expires: number;
  signature: string;
}
