import type { Kysely } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../lib/http';
import { returnFields, type Catalogue, type CatalogueProduct } from './catalogue';
import type { CatalogueCache } from './catalogueCache';
import { kindOf, productNotFound, symbolOf } from './productViews';
import type { FactSheetData } from '@/engine/trading/factSheetSections';
import { growthSeries } from '@/engine/trading/growthSeries';
import { shiftDate } from '@/engine/trading/priceSeries';
import { roundPercent } from '@/engine/trading/roundPercent';

export const NOT_A_NOTE_MESSAGE = 'This product is not a structured note.';

/** A product's whole NAV history, oldest first. */
export async function priceSeriesOf(db: Kysely<Database>, productId: number) {
  const rows = await db
    .selectFrom('prices')
    .select(['price_date', 'nav'])
    .where('product_id', '=', productId)
    .orderBy('price_date')
    .execute();
  return rows.map((r) => ({ date: r.price_date, nav: r.nav }));
}

/** Yearly performance with the peer group's average (CategoryPerformance) and the fund's percentile rank in it. */
export function yearlyWithPeers(catalogue: Catalogue, p: CatalogueProduct) {
  const peers = catalogue.peersOf(p);
  return p.yearly.map((y) => {
    const values = peers.map((q) => q.yearly.find((x) => x.Year === y.Year)?.FundValueYear).filter((v): v is number => v !== undefined);
    const better = values.filter((v) => v > y.FundValueYear).length;
    return {
      Year: y.Year,
      FundValueYear: y.FundValueYear,
      IndexValueYear: null,
      FundGrowthValue: y.FundGrowthValue,
      IndexGrowthValue: null,
      EndDate: y.EndDate,
      CategoryPerformance: values.length ? roundPercent(values.reduce((s, v) => s + v, 0) / values.length) : null,
      PercentileRank: values.length > 1 ? Math.max(1, Math.round((better / (values.length - 1)) * 100)) : 1,
    };
  });
}

/** The fund fact sheet of trading §3 "Fund details" (the route's answer and the PDF report's content). */
export async function fundFactSheet(db: Db, cache: CatalogueCache, isinCode: string) {
  const { catalogue, rates } = await cache.snapshot();
  const p = catalogue.byIsinCode(isinCode);
  if (!p) throw notFound(productNotFound(isinCode));
  const r = p.row;
  const f = p.factSheet ?? {};
  const n = (k: string) => (typeof f[k] === 'number' ? f[k] : null);
  const alloc = (f.AssetAllocation ?? {}) as Record<string, number>;
  const cap = (f.MarketCap ?? {}) as Record<string, number>;
  const series = await priceSeriesOf(db.kysely, r.id);
  const last = series[series.length - 1];
  return {
    FundId: r.id,
    FundName: r.name,
    ISIN: r.isin,
    Currency: r.currency,
    CurrencySymbol: symbolOf(rates, r.currency),
    ProductType: r.product_type,
    Provider: r.provider,
    Narrative: (f.Narrative as string) ?? null,
    CategoryIndex: (f.CategoryIndex as string) ?? null,
    MSrating: r.ms_rating,
    MScategory: r.category,
    LatestNav: p.nav,
    NavDate: p.navDate,
    TotalNetAssets: n('TotalNetAssets'),
    InitialInvestment: n('InitialInvestment') ?? r.min_invest,
    SubsequentInvestment: n('SubsequentInvestment'),
    InitialFee: p.fees.InitialFee ?? null,
    ExitFee: p.fees.ExitFee ?? null,
    ManagementFee: p.fees.ManagementFee ?? null,
    DeferredFee: p.fees.DeferredFee ?? null,
    PublishCharge: p.fees.PublishCharge ?? null,
    ActualCharge: p.fees.ActualCharge ?? null,
    ...returnFields(p, true),
    Stock: alloc.Stock ?? null,
    Bond: alloc.Bond ?? null,
    Cash: alloc.Cash ?? null,
    Other: alloc.Other ?? null,
    EquityStyle: n('EquityStyle'),
    BondStyle: n('BondStyle'),
    BookRatio: n('BookRatio'),
    EarningRatio: n('EarningRatio'),
    CashFlowRatio: n('CashFlowRatio'),
    Alpha: n('Alpha'),
    Beta: n('Beta'),
    Rsquared: n('Rsquared'),
    InformationRatio: n('InformationRatio'),
    TrackingError: n('TrackingError'),
    ThreeYrsSharpeRatio: n('ThreeYrsSharpeRatio'),
    ThreeYrsStdDev: n('ThreeYrsStdDev'),
    RiskRating: r.risk_rating,
    FundRiskRating: r.risk_rating,
    MScategoryRiskAverage: n('MScategoryRiskAverage'),
    Giant: cap.Giant ?? null,
    Large: cap.Large ?? null,
    Medium: cap.Medium ?? null,
    Small: cap.Small ?? null,
    Micro: cap.Micro ?? null,
    TopHoldings: (f.TopHoldings as FactSheetData['TopHoldings']) ?? [],
    Sectors: (f.Sectors as FactSheetData['Sectors']) ?? [],
    Regions: (f.Regions as FactSheetData['Regions']) ?? [],
    YearlyPerformance: yearlyWithPeers(catalogue, p),
    PerformanceSeries: last ? growthSeries(series, shiftDate(last.date, { years: -5 })) : [],
    MinInvest: r.min_invest,
    Denomination: r.denomination,
    CheckoutOnline: r.checkout_online === 1,
    CheckoutDocusign: r.checkout_docusign === 1,
    HasFactSheet: p.factSheet !== null,
  };
}

/** The structured-note fact sheet of trading §3 "Notes details". */
export async function noteFactSheet(db: Db, cache: CatalogueCache, isinCode: string) {
  const { catalogue, rates } = await cache.snapshot();
  const p = catalogue.byIsinCode(isinCode);
  if (!p) throw notFound(productNotFound(isinCode));
  if (kindOf(p) !== 'note') throw badRequest(NOT_A_NOTE_MESSAGE);
  const r = p.row;
  const series = await priceSeriesOf(db.kysely, r.id);
  return {
    FundId: r.id,
    FundName: r.name,
    ISIN: r.isin,
    Currency: r.currency,
    CurrencySymbol: symbolOf(rates, r.currency),
    ProductType: r.product_type,
    Issuer: r.provider,
    Category: r.category,
    Denomination: r.denomination,
    MinInvest: r.min_invest,
    MaturityDate: r.maturity_date,
    Coupon: r.coupon,
    LatestNav: p.nav,
    NavDate: p.navDate,
    ...returnFields(p, true),
    InitialFee: p.fees.InitialFee ?? null,
    ExitFee: p.fees.ExitFee ?? null,
    PublishCharge: p.fees.PublishCharge ?? null,
    ActualCharge: p.fees.ActualCharge ?? null,
    RiskRating: r.risk_rating,
    NeedsDisclaimer: r.needs_disclaimer === 1,
    CheckoutOnline: r.checkout_online === 1,
    CheckoutDocusign: r.checkout_docusign === 1,
    YearlyPerformance: yearlyWithPeers(catalogue, p),
    PerformanceSeries: growthSeries(series),
  };
}

/** The fund summary of trading §3: category, style, fees and settlement terms. */
export function fundSummary(p: CatalogueProduct) {
  const f = p.factSheet ?? {};
  const n = (v: unknown) => (typeof v === 'number' ? v : null);
  const s = p.settlement;
  return {
    FundId: p.row.id,
    FundName: p.row.name,
    ISIN: p.row.isin,
    Currency: p.row.currency,
    MScategory: p.row.category,
    MSrating: p.row.ms_rating,
    EquityStyle: n(f.EquityStyle),
    BondStyle: n(f.BondStyle),
    ThreeYrsStdDev: n(f.ThreeYrsStdDev),
    InitialFee: p.fees.InitialFee ?? null,
    PublishCharge: p.fees.PublishCharge ?? null,
    ActualCharge: p.fees.ActualCharge ?? null,
    ManagementFee: p.fees.ManagementFee ?? null,
    ExitFee: p.fees.ExitFee ?? null,
    Tradeable: s.Tradeable !== false,
    CutOffTime: typeof s.CutOffTime === 'string' ? s.CutOffTime : null,
    CutOffTimeZone: 'GMT+1',
    SettlementPeriod: n(s.SettlementPeriod),
    BuySettlementPeriod: n(s.BuySettlementPeriod),
    SellSettlementPeriod: n(s.SellSettlementPeriod),
  };
}
