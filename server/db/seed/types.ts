/** The demo catalogue's product record, shared by the product specs (products.ts) and the generators. */

export type ProductType =
  | 'Fund'
  | 'Equity Funds'
  | 'Exchange Traded Funds (ETF)'
  | 'Equities'
  | 'Hybrid, Structured Instruments'
  | 'Fixed Income Bond'
  | 'Bonds'
  | 'DFM';

export const PRODUCT_TYPES: readonly ProductType[] = [
  'Fund',
  'Equity Funds',
  'Exchange Traded Funds (ETF)',
  'Equities',
  'Hybrid, Structured Instruments',
  'Fixed Income Bond',
  'Bonds',
  'DFM',
];

/** Percentages. */
export interface SeedFees {
  InitialFee: number;
  ExitFee: number;
  ManagementFee: number;
  DeferredFee: number;
  PublishCharge: number;
  ActualCharge: number;
}

export interface SeedSettlement {
  Tradeable: boolean;
  /** 'HH:mm', GMT+1. */
  CutOffTime: string;
  SettlementPeriod: number;
  BuySettlementPeriod: number;
  SellSettlementPeriod: number;
}

export interface SeedFactSheet {
  Narrative: string;
  CategoryIndex: string;
  /** Fund size in the fund's currency. */
  TotalNetAssets: number;
  InitialInvestment: number;
  SubsequentInvestment: number;
  /** Sums to 100. */
  AssetAllocation: { Stock: number; Bond: number; Cash: number; Other: number };
  /** 1..9 (3×3 style box: Large/Mid/Small rows × Value/Blend/Growth columns), 0 for none. */
  EquityStyle: number;
  /** 0..9 (High/Medium/Low credit quality rows × Limited/Moderate/Extensive duration columns). */
  BondStyle: number;
  BookRatio: number;
  EarningRatio: number;
  CashFlowRatio: number;
  Alpha: number;
  Beta: number;
  Rsquared: number;
  InformationRatio: number;
  TrackingError: number;
  ThreeYrsSharpeRatio: number;
  ThreeYrsStdDev: number;
  /** Category's average risk on the 1..5 risk-profile scale (one decimal). */
  MScategoryRiskAverage: number;
  /** Sums to 100. */
  MarketCap: { Giant: number; Large: number; Medium: number; Small: number; Micro: number };
  /** Up to 10, largest first. */
  TopHoldings: { FundName: string; Sector: string; Country: string; Weighting: number }[];
  /** Up to 10, largest first; empty for funds without equities. */
  Sectors: { Sector: string; Weighting: number }[];
  /** Up to 10, largest first; empty for funds without equities. */
  Regions: { RegionName: string; EquityPercent: number }[];
}

export interface SeedProduct {
  isin: string;
  name: string;
  productType: ProductType;
  currency: 'EUR' | 'USD' | 'GBP';
  provider: string;
  category: string;
  denomination: number | null;
  minInvest: number | null;
  /** Bonds: annual coupon %, else null. */
  coupon: number | null;
  /** 'YYYY-MM-DD' for bonds and notes. */
  maturityDate: string | null;
  cashRebate: number | null;
  cashRebateType: string | null;
  discountPercentage: number;
  checkoutOnline: boolean;
  checkoutDocusign: boolean;
  needsDisclaimer: boolean;
  riskRating: 1 | 2 | 3 | 4 | 5;
  msRating: 0 | 1 | 2 | 3 | 4 | 5;
  fees: SeedFees;
  settlement: SeedSettlement;
  factSheet: SeedFactSheet | null;
  /** Exactly one product has no NAV at all. */
  hasNav: boolean;
  /**
   * Price-path parameters: start level at NAV_EPOCH, annual drift and annual volatility (log).
   * Bonds and notes start near 100 (percent of nominal) and mean-revert to par.
   */
  nav: { start: number; drift: number; volatility: number };
}
