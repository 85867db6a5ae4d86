/**
 * Demo product catalogue and NAV history (DESIGN.md §5): a pure, deterministic generator.
 *
 * - `buildProductCatalogue()` returns the same products, in the same order, on every call.
 * - `navSeries(product, from, to)` returns business-day NAVs whose value on a given date depends
 *   only on the product and that date: every day's shock is a hash of (ISIN, date) plus shared
 *   market/rates factors hashed from the date, walked forward from the fixed epoch NAV_EPOCH.
 *
 * No I/O, no clock, no Math.random.
 */
import { businessDays, fromDayNumber, isBusinessDay, toDayNumber } from './dates';
import { hashPair, hashString, normalFromHash, roundTo, Rng } from './prng';
import { PRODUCT_SPECS, type FactSpec, type ProductSpec, type RegionProfile } from './products';
import {
  CATEGORY_INDEX,
  COMPANIES,
  COUNTRIES,
  SECTORS,
  SOVEREIGNS,
  companyName,
  type Company,
  type Region,
  type Sector,
} from './reference';

export { businessDays };

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

export const NAV_EPOCH = '2019-01-01';
const EPOCH_DAY = toDayNumber(NAV_EPOCH);
const CATALOGUE_SEED = 0x7e55e2a;

// ---------------------------------------------------------------------------------------------
// Catalogue
// ---------------------------------------------------------------------------------------------

export function buildProductCatalogue(): SeedProduct[] {
  const usedIsins = new Set<string>();
  const products: SeedProduct[] = PRODUCT_SPECS.map((spec) => {
    const rng = new Rng(hashString(spec.name, CATALOGUE_SEED));
    const isin = uniqueIsin(spec, usedIsins);
    return {
      isin,
      name: spec.name,
      productType: spec.type,
      currency: spec.currency,
      provider: spec.provider,
      category: spec.category,
      denomination: spec.denomination ?? null,
      minInvest: spec.minInvest === undefined ? defaultMinInvest(spec.type) : spec.minInvest,
      coupon: spec.coupon ?? null,
      maturityDate: spec.maturity ?? null,
      cashRebate: spec.cashRebate ? spec.cashRebate[0] : null,
      cashRebateType: spec.cashRebate ? spec.cashRebate[1] : null,
      discountPercentage: spec.discount ?? 0,
      checkoutOnline: spec.online ?? true,
      checkoutDocusign: spec.docusign ?? false,
      needsDisclaimer: spec.disclaimer ?? false,
      riskRating: spec.risk,
      msRating: spec.ms,
      fees: buildFees(spec, rng),
      settlement: buildSettlement(spec),
      factSheet: null,
      hasNav: !spec.noNav,
      nav: { start: spec.nav[0], drift: spec.nav[1], volatility: spec.nav[2] },
    };
  });
  // Fact sheets last: DFM portfolios list other catalogue products among their holdings.
  const byName = new Map(products.map((p, i) => [p.name, { product: p, spec: PRODUCT_SPECS[i]! }]));
  products.forEach((product, i) => {
    const spec = PRODUCT_SPECS[i]!;
    if (spec.fact) {
      const rng = new Rng(hashString(`${spec.name}/factsheet`, CATALOGUE_SEED));
      product.factSheet = buildFactSheet(spec, spec.fact, product, rng, byName);
    }
  });
  return products;
}

function defaultMinInvest(type: ProductType): number | null {
  switch (type) {
    case 'Equities':
      return null;
    case 'Exchange Traded Funds (ETF)':
      return 500;
    case 'DFM':
      return 50000;
    default:
      return 1000;
  }
}

// ---------------------------------------------------------------------------------------------
// ISINs
// ---------------------------------------------------------------------------------------------

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SEDOL_CHARS = '0123456789BCDFGHJKLMNPQRSTVWXYZ';

/** ISIN check digit for the first 11 characters (letters → 10..35, then Luhn). */
export function isinCheckDigit(body: string): number {
  let digits = '';
  for (const ch of body.toUpperCase()) {
    const v = ALNUM.indexOf(ch);
    if (v < 0) throw new RangeError(`Invalid ISIN character '${ch}'`);
    digits += String(v);
  }
  let sum = 0;
  let double = true; // the rightmost digit of the body is doubled
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidIsin(isin: string): boolean {
  return /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(isin) && isinCheckDigit(isin.slice(0, 11)) === Number(isin[11]);
}

function nationalNumber(country: string, rng: Rng): string {
  const digits = (n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
  const sedol = (n: number) => Array.from({ length: n }, () => rng.pick(SEDOL_CHARS.split(''))).join('');
  switch (country) {
    case 'LU':
      return rng.pick(['0', '1', '2']) + digits(8);
    case 'IE':
    case 'GB':
      return '00B' + sedol(6);
    case 'US':
      return digits(6) + rng.pick(ALNUM.split('')) + digits(2);
    case 'DE':
      return '000A' + sedol(5);
    case 'FR':
      return '001' + digits(6);
    case 'NL':
      return '00' + digits(7);
    case 'IT':
      return '000' + digits(6);
    case 'AT':
      return '0000A' + sedol(4);
    case 'XS':
      return '2' + digits(8);
    default:
      return digits(9);
  }
}

function uniqueIsin(spec: ProductSpec, used: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const rng = new Rng(hashString(`${spec.name}/isin/${attempt}`, CATALOGUE_SEED));
    const body = spec.isinCountry + nationalNumber(spec.isinCountry, rng);
    const isin = body + String(isinCheckDigit(body));
    if (!used.has(isin)) {
      used.add(isin);
      return isin;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Fees and settlement
// ---------------------------------------------------------------------------------------------

function buildFees(spec: ProductSpec, rng: Rng): SeedFees {
  const zero: SeedFees = { InitialFee: 0, ExitFee: 0, ManagementFee: 0, DeferredFee: 0, PublishCharge: 0, ActualCharge: 0 };
  let fees: SeedFees;
  switch (spec.type) {
    case 'Equities':
    case 'Fixed Income Bond':
    case 'Bonds':
      fees = zero;
      break;
    case 'Hybrid, Structured Instruments': {
      const publish = rng.round(0.6, 1.4, 2);
      fees = { ...zero, InitialFee: rng.pick([1, 1.5, 2]), ExitFee: 1, PublishCharge: publish, ActualCharge: publish };
      break;
    }
    case 'Exchange Traded Funds (ETF)': {
      const kind = spec.fact?.kind;
      const ter = spec.fact?.theme ? rng.round(0.4, 0.6, 2) : kind === 'bond' ? rng.round(0.07, 0.2, 2) : rng.round(0.07, 0.4, 2);
      fees = { ...zero, ManagementFee: ter, PublishCharge: ter, ActualCharge: roundTo(ter + rng.range(0, 0.02), 2) };
      break;
    }
    default: {
      const kind = spec.fact?.kind ?? 'equity';
      const [lo, hi] = {
        equity: [0.75, 1.5],
        multi: [0.9, 1.4],
        bond: [0.4, 0.8],
        money: [0.1, 0.2],
        alt: [1.0, 1.5],
        property: [0.8, 1.2],
        dfm: [0.75, 1.0],
      }[kind];
      const management = rng.round(lo, hi, 2);
      const extra = kind === 'dfm' ? rng.range(0.3, 0.45) : kind === 'money' ? rng.range(0.02, 0.06) : rng.range(0.08, 0.35);
      const publish = roundTo(management + extra, 2);
      const actual = roundTo(Math.max(management, publish - rng.range(0, 0.08)), 2);
      const initial =
        spec.type === 'DFM' || kind === 'money' ? 0 : spec.type === 'Equity Funds' ? rng.pick([3, 4, 5]) : rng.pick([0, 2, 3, 5]);
      fees = { ...zero, InitialFee: initial, ManagementFee: management, PublishCharge: publish, ActualCharge: actual };
    }
  }
  fees = { ...fees, ...spec.fees };
  const discount = spec.discount ?? 0;
  if (fees.InitialFee < discount) fees.InitialFee = discount + 2;
  return fees;
}

const SETTLEMENT: Record<ProductType, SeedSettlement> = {
  Fund: { Tradeable: true, CutOffTime: '12:00', SettlementPeriod: 3, BuySettlementPeriod: 3, SellSettlementPeriod: 4 },
  'Equity Funds': { Tradeable: true, CutOffTime: '13:00', SettlementPeriod: 3, BuySettlementPeriod: 3, SellSettlementPeriod: 4 },
  'Exchange Traded Funds (ETF)': { Tradeable: true, CutOffTime: '16:30', SettlementPeriod: 2, BuySettlementPeriod: 2, SellSettlementPeriod: 2 },
  Equities: { Tradeable: true, CutOffTime: '17:30', SettlementPeriod: 2, BuySettlementPeriod: 2, SellSettlementPeriod: 2 },
  'Hybrid, Structured Instruments': { Tradeable: true, CutOffTime: '14:00', SettlementPeriod: 5, BuySettlementPeriod: 5, SellSettlementPeriod: 7 },
  'Fixed Income Bond': { Tradeable: true, CutOffTime: '15:00', SettlementPeriod: 2, BuySettlementPeriod: 2, SellSettlementPeriod: 2 },
  Bonds: { Tradeable: true, CutOffTime: '15:00', SettlementPeriod: 2, BuySettlementPeriod: 2, SellSettlementPeriod: 2 },
  DFM: { Tradeable: true, CutOffTime: '12:00', SettlementPeriod: 5, BuySettlementPeriod: 5, SellSettlementPeriod: 5 },
};

function buildSettlement(spec: ProductSpec): SeedSettlement {
  return { ...SETTLEMENT[spec.type], ...spec.settlement };
}

// ---------------------------------------------------------------------------------------------
// Fact sheets
// ---------------------------------------------------------------------------------------------

type Holding = SeedFactSheet['TopHoldings'][number];

const REGION_WEIGHTS: Record<RegionProfile, Partial<Record<Region, number>>> = {
  global: {
    'North America': 68, 'United Kingdom': 3.5, 'Europe Developed': 12, Japan: 5.5, 'Asia Developed': 4,
    'Asia Emerging': 2.5, Australasia: 2, 'Latin America': 0.8, 'Europe Emerging': 0.3, 'Africa/Middle East': 1.4,
  },
  'global-small': {
    'North America': 58, 'United Kingdom': 6, 'Europe Developed': 14, Japan: 10, 'Asia Developed': 5,
    Australasia: 4, 'Asia Emerging': 3,
  },
  europe: { 'United Kingdom': 22, 'Europe Developed': 74, 'Europe Emerging': 1.5, 'North America': 2.5 },
  eurozone: { 'Europe Developed': 95, 'United Kingdom': 2, 'North America': 3 },
  uk: { 'United Kingdom': 88, 'Europe Developed': 6, 'North America': 5, 'Africa/Middle East': 1 },
  us: { 'North America': 97, 'Europe Developed': 2, 'United Kingdom': 1 },
  asiapac: { 'Asia Developed': 45, 'Asia Emerging': 38, Australasia: 17 },
  em: { 'Asia Emerging': 55, 'Asia Developed': 25, 'Latin America': 9, 'Africa/Middle East': 7, 'Europe Emerging': 4 },
};

const SECTOR_WEIGHTS: Record<RegionProfile, Record<Sector, number>> = {
  global: sectorRow(24, 16, 11, 11, 11, 8, 6, 4.5, 4, 2.3, 2.6),
  'global-small': sectorRow(12, 14, 11, 12, 19, 4, 5, 4.5, 7, 8, 3),
  europe: sectorRow(8, 19, 14, 9, 16, 4, 9, 5.5, 6, 1.5, 4.5),
  eurozone: sectorRow(12, 20, 7, 13, 17, 5, 7, 4.5, 6, 1.5, 6),
  uk: sectorRow(2, 22, 11, 7, 13, 4, 15, 11, 8, 3, 4),
  us: sectorRow(31, 13, 11, 10.5, 8.5, 9, 5.5, 3.5, 2.2, 2.4, 2.4),
  asiapac: sectorRow(26, 24, 4, 12, 6, 10, 3, 2.5, 7, 5, 2.5),
  em: sectorRow(24, 23, 3.5, 13, 6.5, 9.5, 5, 4.5, 6.5, 1.7, 2.5),
};

function sectorRow(...values: number[]): Record<Sector, number> {
  return Object.fromEntries(SECTORS.map((s, i) => [s, values[i]!])) as Record<Sector, number>;
}

/** Style-box column: 1 value, 2 blend, 3 growth, 0 none. */
function styleColumn(equityStyle: number): 0 | 1 | 2 | 3 {
  return equityStyle === 0 ? 0 : ((((equityStyle - 1) % 3) + 1) as 1 | 2 | 3);
}

/** Scales weights to percentages with `decimals` places that sum to exactly 100 (in units). */
function toPercentages<K extends string>(weights: [K, number][], decimals = 2): [K, number][] {
  const scale = 10 ** decimals;
  const total = 100 * scale;
  const sum = weights.reduce((a, [, w]) => a + w, 0);
  const units = weights.map(([k, w]) => [k, Math.round((w / sum) * total)] as [K, number]);
  const diff = total - units.reduce((a, [, u]) => a + u, 0);
  if (diff !== 0 && units.length > 0) {
    let largest = 0;
    units.forEach(([, u], i) => {
      if (u > units[largest]![1]) largest = i;
    });
    units[largest]![1] += diff;
  }
  return units.map(([k, u]) => [k, u / scale]);
}

function jittered<K extends string>(weights: Partial<Record<K, number>>, rng: Rng, lo = 0.75, hi = 1.25): [K, number][] {
  return (Object.entries(weights) as [K, number][])
    .filter(([, w]) => w > 0)
    .map(([k, w]) => [k, w * rng.range(lo, hi)]);
}

function sectorWeights(fact: FactSpec): Partial<Record<Sector, number>> {
  if (fact.sectors) return fact.sectors;
  const base = { ...SECTOR_WEIGHTS[fact.region ?? 'global'] };
  const column = styleColumn(fact.equityStyle);
  if (column === 1) {
    base['Financial Services'] *= 1.3;
    base.Energy *= 1.4;
    base.Utilities *= 1.3;
    base.Technology *= 0.5;
  } else if (column === 3) {
    base.Technology *= 1.4;
    base.Healthcare *= 1.1;
    base['Financial Services'] *= 0.7;
    base.Energy *= 0.5;
    base.Utilities *= 0.5;
  }
  return base;
}

function hasEquities(fact: FactSpec): boolean {
  return fact.kind !== 'bond' && fact.kind !== 'money';
}

function buildFactSheet(
  spec: ProductSpec,
  fact: FactSpec,
  product: SeedProduct,
  rng: Rng,
  catalogue: Map<string, { product: SeedProduct; spec: ProductSpec }>,
): SeedFactSheet {
  const narrative = spec.narrative ?? `${spec.name} invests in line with its ${spec.category} category.`;
  const equities = hasEquities(fact);
  const column = styleColumn(fact.equityStyle);

  // Sectors and regions describe the equity part of the portfolio.
  const sectors = equities
    ? toPercentages(jittered(sectorWeights(fact), rng))
        .filter(([, w]) => w > 0)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([Sector, Weighting]) => ({ Sector, Weighting }))
    : [];
  const regionWeights = REGION_WEIGHTS[fact.region ?? 'global'];
  const regions = equities
    ? toPercentages(jittered(regionWeights, rng, 0.8, 1.2))
        .filter(([, w]) => w > 0)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([RegionName, EquityPercent]) => ({ RegionName, EquityPercent }))
    : [];

  const ratioRanges: [number, number][][] = [
    [[1.2, 1.9], [10, 13.5], [6, 8.5]], // value
    [[2.2, 3.4], [15, 20], [10, 14]], // blend
    [[4.5, 7.5], [24, 33], [17, 24]], // growth
  ];
  const ranges = column === 0 ? null : ratioRanges[column - 1]!;
  const ratios = ranges
    ? {
        BookRatio: rng.round(ranges[0]![0], ranges[0]![1], 2),
        EarningRatio: rng.round(ranges[1]![0], ranges[1]![1], 2),
        CashFlowRatio: rng.round(ranges[2]![0], ranges[2]![1], 2),
      }
    : { BookRatio: 0, EarningRatio: 0, CashFlowRatio: 0 };

  const noHistory = !product.hasNav;
  const risk = noHistory ? zeroRisk() : riskMeasures(fact, product, rng);

  return {
    Narrative: narrative,
    CategoryIndex: CATEGORY_INDEX[spec.category] ?? `${spec.category} Index`,
    TotalNetAssets: totalNetAssets(fact, noHistory, rng),
    InitialInvestment: product.minInvest ?? 0,
    SubsequentInvestment:
      fact.kind === 'dfm' ? 10000 : fact.kind === 'money' ? 1000 : rng.pick([100, 250, 500]),
    AssetAllocation: assetAllocation(fact, rng),
    EquityStyle: fact.equityStyle,
    BondStyle: fact.bondStyle,
    ...ratios,
    ...risk,
    MScategoryRiskAverage: roundTo(Math.min(5, Math.max(1, spec.risk + rng.range(-0.6, 0.6))), 1),
    MarketCap: marketCap(fact, rng),
    TopHoldings: topHoldings(fact, rng, catalogue),
    Sectors: sectors,
    Regions: regions,
  };
}

function zeroRisk() {
  return {
    Alpha: 0, Beta: 0, Rsquared: 0, InformationRatio: 0, TrackingError: 0, ThreeYrsSharpeRatio: 0, ThreeYrsStdDev: 0,
  };
}

function riskMeasures(fact: FactSpec, product: SeedProduct, rng: Rng) {
  const { drift, volatility } = product.nav;
  const stdDev = roundTo(volatility * 100 * rng.range(0.85, 1.15), 2);
  let beta: number, rsq: number, te: number, alpha: number;
  if (fact.tracker) {
    beta = rng.range(0.98, 1.01);
    rsq = rng.range(98.5, 99.9);
    te = rng.range(0.05, 0.45);
    alpha = -product.fees.ManagementFee + rng.range(-0.05, 0.05);
  } else if (fact.kind === 'money') {
    beta = rng.range(0.05, 0.2);
    rsq = rng.range(10, 40);
    te = rng.range(0.1, 0.3);
    alpha = rng.range(-0.1, 0.2);
  } else if (fact.kind === 'alt') {
    beta = rng.range(0.15, 0.35);
    rsq = rng.range(20, 50);
    te = rng.range(3, 5);
    alpha = rng.range(-1.5, 2.5);
  } else {
    beta = fact.kind === 'bond' ? rng.range(0.8, 1.1) : rng.range(0.85, 1.15);
    rsq = fact.kind === 'bond' ? rng.range(75, 96) : rng.range(80, 97);
    te = fact.kind === 'bond' ? rng.range(0.8, 2.5) : fact.kind === 'equity' ? rng.range(2, 6) : rng.range(1.5, 3.5);
    alpha = rng.range(-2.5, 3);
  }
  const riskFree = 0.01;
  const sharpe = Math.min(1.8, Math.max(-0.5, ((drift - riskFree) / Math.max(volatility, 0.005)) * rng.range(0.8, 1.2)));
  return {
    Alpha: roundTo(alpha, 2),
    Beta: roundTo(beta, 2),
    Rsquared: roundTo(rsq, 2),
    InformationRatio: roundTo(Math.min(1.5, Math.max(-1.5, alpha / te)), 2),
    TrackingError: roundTo(te, 2),
    ThreeYrsSharpeRatio: roundTo(sharpe, 2),
    ThreeYrsStdDev: stdDev,
  };
}

function totalNetAssets(fact: FactSpec, launching: boolean, rng: Rng): number {
  if (launching) return rng.int(100, 250) * 100_000; // seed capital
  const [lo, hi] = fact.tracker ? [5e8, 2.5e10] : fact.kind === 'money' ? [1e9, 8e9] : fact.kind === 'dfm' ? [1.5e8, 1.2e9] : [8e7, 5e9];
  const value = Math.exp(rng.range(Math.log(lo), Math.log(hi)));
  return Math.round(value / 100_000) * 100_000;
}

function assetAllocation(fact: FactSpec, rng: Rng): SeedFactSheet['AssetAllocation'] {
  let stock = 0, bond = 0, cash = 0, other = 0;
  switch (fact.kind) {
    case 'equity':
      stock = fact.tracker ? rng.range(99, 99.9) : rng.range(93, 98.5);
      cash = fact.tracker ? 100 - stock : rng.range(0.5, 3);
      other = 100 - stock - cash;
      break;
    case 'property':
      stock = rng.range(88, 94);
      cash = rng.range(3, 6);
      other = 100 - stock - cash;
      break;
    case 'bond':
      bond = fact.tracker ? rng.range(98.5, 99.7) : rng.range(88, 96);
      cash = fact.tracker ? 100 - bond : rng.range(2, 8);
      other = 100 - bond - cash;
      break;
    case 'money':
      cash = rng.range(60, 75);
      bond = 100 - cash;
      break;
    case 'alt':
      stock = rng.range(25, 35);
      bond = rng.range(35, 45);
      cash = rng.range(15, 25);
      other = 100 - stock - bond - cash;
      break;
    case 'multi':
    case 'dfm':
      stock = (fact.stock ?? 50) + rng.range(-3, 3);
      cash = rng.range(3, 7);
      other = rng.range(2, 6);
      bond = 100 - stock - cash - other;
      break;
  }
  const [s, b, c, o] = toPercentages([
    ['Stock', stock],
    ['Bond', bond],
    ['Cash', cash],
    ['Other', Math.max(0, other)],
  ]).map(([, v]) => v);
  return { Stock: s!, Bond: b!, Cash: c!, Other: o! };
}

function marketCap(fact: FactSpec, rng: Rng): SeedFactSheet['MarketCap'] {
  let w: [number, number, number, number, number];
  if (fact.size === 'small') {
    w = [rng.range(0, 1), rng.range(1, 5), rng.range(25, 40), rng.range(40, 55), rng.range(5, 12)];
  } else if (fact.kind === 'property') {
    w = [rng.range(5, 15), rng.range(30, 40), rng.range(30, 40), rng.range(10, 15), rng.range(1, 3)];
  } else if (fact.tracker) {
    w = [rng.range(42, 48), rng.range(32, 36), rng.range(16, 20), rng.range(0.2, 1), 0];
  } else {
    w = [rng.range(38, 52), rng.range(28, 36), rng.range(12, 20), rng.range(0.5, 3), rng.range(0, 0.5)];
  }
  const [giant, large, medium, small, micro] = toPercentages(
    (['Giant', 'Large', 'Medium', 'Small', 'Micro'] as const).map((k, i) => [k, w[i]!] as [string, number]),
  ).map(([, v]) => v);
  return { Giant: giant!, Large: large!, Medium: medium!, Small: small!, Micro: micro! };
}

/** Descending weights: first in [lo, hi), each next one `decay` times smaller, two decimals. */
function descendingWeights(count: number, rng: Rng, lo: number, hi: number, decayLo: number, decayHi: number): number[] {
  const out: number[] = [];
  let w = rng.range(lo, hi);
  for (let i = 0; i < count; i++) {
    out.push(roundTo(w, 2));
    w *= rng.range(decayLo, decayHi);
  }
  // Rounding can tie neighbours; keep the list strictly non-increasing.
  for (let i = 1; i < out.length; i++) if (out[i]! > out[i - 1]!) out[i] = out[i - 1]!;
  return out;
}

function pickCompanies(fact: FactSpec, rng: Rng, count: number): Company[] {
  const regions = REGION_WEIGHTS[fact.region ?? 'global'];
  const sectors = sectorWeights(fact);
  const scored = COMPANIES.map((company) => {
    const country = COUNTRIES[company.country]!;
    if (fact.region === 'eurozone' && !country.euro) return { company, score: 0 };
    // Dampened weights: a global fund's top ten is mostly, not exclusively, American.
    let score = (regions[country.region] ?? 0) ** 0.6 * (sectors[company.sector] ?? 0) ** 0.8 * rng.range(0.3, 1.7);
    if (fact.theme === 'clean') score *= company.clean ? 50 : 0.02;
    return { company, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map((s) => s.company);
}

function equityHolding(company: Company, Weighting: number): Holding {
  return { FundName: companyName(company), Sector: company.sector, Country: COUNTRIES[company.country]!.name, Weighting };
}

function bondName(issuer: string, coupon: number, year: number): string {
  return `${issuer} ${coupon.toFixed(3)}% ${year}`;
}

function coupon(rng: Rng, lo: number, hi: number): number {
  return Math.round(rng.range(lo, hi) * 8) / 8;
}

function sovereignHolding(rng: Rng, list: readonly (readonly [string, string])[], couponLo: number, couponHi: number, yearLo: number, yearHi: number): Omit<Holding, 'Weighting'> {
  const [issuer, country] = rng.pick(list);
  return {
    FundName: bondName(issuer, coupon(rng, couponLo, couponHi), rng.int(yearLo, yearHi)),
    Sector: 'Government',
    Country: COUNTRIES[country]!.name,
  };
}

/** A fictional corporate bond; `euroMarket` limits issuers to those active in the euro market. */
function corporateHolding(rng: Rng, euroMarket: boolean, couponLo: number, couponHi: number, yearLo: number, yearHi: number): Omit<Holding, 'Weighting'> {
  const pool = COMPANIES.filter((c) => !euroMarket || COUNTRIES[c.country]!.euro || c.country === 'GB' || c.country === 'US');
  const company = rng.pick(pool);
  return {
    FundName: bondName(companyName(company), coupon(rng, couponLo, couponHi), rng.int(yearLo, yearHi)),
    Sector: 'Corporate',
    Country: COUNTRIES[company.country]!.name,
  };
}

/** Up to `count` holdings with distinct names and at most `perIssuer` lines per issuer. */
function distinct(make: () => Omit<Holding, 'Weighting'>, count: number, perIssuer = count): Omit<Holding, 'Weighting'>[] {
  const out: Omit<Holding, 'Weighting'>[] = [];
  const names = new Set<string>();
  const issuers = new Map<string, number>();
  for (let guard = 0; out.length < count && guard < count * 50; guard++) {
    const h = make();
    const issuer = h.FundName.replace(/ [\d.]+% \d{4}$/, '');
    if (names.has(h.FundName) || (issuers.get(issuer) ?? 0) >= perIssuer) continue;
    names.add(h.FundName);
    issuers.set(issuer, (issuers.get(issuer) ?? 0) + 1);
    out.push(h);
  }
  return out;
}

function withWeights(items: Omit<Holding, 'Weighting'>[], weights: number[]): Holding[] {
  return items.map((h, i) => ({ ...h, Weighting: weights[i]! }));
}

const MONEY_MARKET_LINES: [string, string, string][] = [
  ['French Treasury Bill', 'FR', 'Government'],
  ['German Treasury Discount Paper', 'DE', 'Government'],
  ['Dutch State Treasury Certificate', 'NL', 'Government'],
  ['Belgian Treasury Certificate', 'BE', 'Government'],
  ['Reverse Repo (Government Collateral) - Banque Sauveterre SA', 'FR', 'Cash & Equivalents'],
  ['Certificate of Deposit - Banco Valdoro SA', 'ES', 'Cash & Equivalents'],
  ['Certificate of Deposit - Merlion Harbour Bank Ltd', 'SG', 'Cash & Equivalents'],
  ['Commercial Paper - Castellan Logistics NV', 'NL', 'Corporate'],
  ['Commercial Paper - Maravel Foods SA', 'FR', 'Corporate'],
  ['Commercial Paper - Elbtal Versicherung AG', 'DE', 'Corporate'],
  ['Time Deposit - Fenwick Lane Banking Group plc', 'GB', 'Cash & Equivalents'],
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function topHoldings(fact: FactSpec, rng: Rng, catalogue: Map<string, { product: SeedProduct; spec: ProductSpec }>): Holding[] {
  switch (fact.holdings) {
    case 'equity': {
      const companies = pickCompanies(fact, rng, 10);
      const weights = fact.size === 'small'
        ? descendingWeights(companies.length, rng, 1.6, 2.6, 0.9, 0.97)
        : fact.sectors || fact.theme
          ? descendingWeights(companies.length, rng, 6.5, 9.5, 0.84, 0.94)
          : fact.tracker
            ? descendingWeights(companies.length, rng, 3.2, 5.5, 0.8, 0.92)
            : descendingWeights(companies.length, rng, 4.2, 6.8, 0.82, 0.95);
      return companies.map((c, i) => equityHolding(c, weights[i]!));
    }
    case 'eur-gov': {
      const items = distinct(() => sovereignHolding(rng, SOVEREIGNS.eurozone, 0, 3.5, 2027, 2054), 10, 2);
      return withWeights(items, descendingWeights(items.length, rng, 0.9, 1.4, 0.93, 0.98));
    }
    case 'gilt': {
      const items = distinct(() => sovereignHolding(rng, [['United Kingdom Gilt', 'GB']], 0.125, 4.75, 2027, 2061), 10);
      return withWeights(items, descendingWeights(items.length, rng, 5, 8, 0.85, 0.95));
    }
    case 'ust-short': {
      const govs = distinct(() => sovereignHolding(rng, [['United States Treasury Note', 'US']], 0.5, 4.875, 2027, 2029), 6);
      const corps = distinct(() => corporateHolding(rng, false, 2, 5.5, 2027, 2029), 4, 1);
      const items = [...govs, ...corps];
      return withWeights(items, descendingWeights(items.length, rng, 3, 6, 0.85, 0.95));
    }
    case 'eur-corp': {
      const items = distinct(() => corporateHolding(rng, true, 0.5, 4.5, 2027, fact.tracker ? 2031 : 2036), 10, 1);
      const weights = fact.tracker
        ? descendingWeights(items.length, rng, 0.3, 0.6, 0.93, 0.98)
        : descendingWeights(items.length, rng, 1.5, 2.8, 0.88, 0.96);
      return withWeights(items, weights);
    }
    case 'global-bond': {
      const govs = distinct(() => sovereignHolding(rng, SOVEREIGNS.global, 0.5, 4.5, 2027, 2045), 6, 2);
      const corps = distinct(() => corporateHolding(rng, false, 2, 6, 2027, 2035), 3, 1);
      const mbs: Omit<Holding, 'Weighting'> = {
        FundName: bondName('Agency MBS Pass-Through Pool', coupon(rng, 4, 6), rng.int(2050, 2055)),
        Sector: 'Securitized',
        Country: 'United States',
      };
      const items = rng.shuffle([...govs, ...corps, mbs]);
      return withWeights(items, descendingWeights(items.length, rng, 2, 6, 0.82, 0.95));
    }
    case 'em-debt': {
      const items = distinct(() => sovereignHolding(rng, SOVEREIGNS.emerging, 3.5, 8, 2028, 2050), 10, 2);
      return withWeights(items, descendingWeights(items.length, rng, 2, 4.5, 0.88, 0.96));
    }
    case 'money': {
      const lines = rng.shuffle(MONEY_MARKET_LINES).slice(0, 10);
      const items = lines.map(([issuer, country, sector]) => ({
        FundName: `${issuer} ${MONTHS[rng.int(0, 11)]} 2027`,
        Sector: sector,
        Country: COUNTRIES[country]!.name,
      }));
      return withWeights(items, descendingWeights(items.length, rng, 4, 8, 0.86, 0.96));
    }
    case 'multi':
    case 'alt': {
      const equityCount = fact.holdings === 'alt' ? 4 : (fact.stock ?? 50) >= 50 ? 6 : 4;
      const companies = pickCompanies(fact, rng, equityCount);
      const sovereigns = fact.region === 'uk' ? ([['United Kingdom Gilt', 'GB']] as const) : SOVEREIGNS.eurozone;
      const bonds = distinct(() => sovereignHolding(rng, sovereigns, 0.25, 4, 2027, 2045), 10 - companies.length, fact.region === 'uk' ? 10 : 2);
      const bondWeights = descendingWeights(bonds.length, rng, fact.holdings === 'alt' ? 4 : 2, fact.holdings === 'alt' ? 8 : 4, 0.85, 0.95);
      const equityWeights = descendingWeights(companies.length, rng, 1.2, 2.5, 0.85, 0.95);
      return [
        ...companies.map((c, i) => equityHolding(c, equityWeights[i]!)),
        ...withWeights(bonds, bondWeights),
      ].sort((a, b) => b.Weighting - a.Weighting);
    }
    case 'funds': {
      const names = fact.funds ?? [];
      const weights = descendingWeights(names.length, rng, (fact.stock ?? 50) >= 50 ? 14 : 16, 20, 0.78, 0.9);
      return names.map((name, i) => {
        const entry = catalogue.get(name);
        if (!entry) throw new Error(`DFM holding '${name}' is not in the catalogue`);
        return {
          FundName: name,
          Sector: fundSectorLabel(entry.spec),
          Country: COUNTRIES[entry.product.isin.slice(0, 2)]!.name,
          Weighting: weights[i]!,
        };
      });
    }
  }
}

function fundSectorLabel(spec: ProductSpec): string {
  switch (spec.fact?.kind) {
    case 'bond':
      return 'Fixed Income';
    case 'money':
      return 'Money Market';
    case 'multi':
    case 'dfm':
      return 'Mixed Asset';
    case 'alt':
      return 'Alternative';
    case 'property':
      return 'Property';
    default:
      return 'Equity';
  }
}

// ---------------------------------------------------------------------------------------------
// NAV paths
// ---------------------------------------------------------------------------------------------

/**
 * Market episodes (annualised log drifts added to the shared equity and rates factors), so the
 * demo charts show familiar shapes: the 2020 crash and rebound, the 2022 bond sell-off, etc.
 */
const EPISODES: { from: string; to: string; eq: number; rate: number }[] = [
  { from: '2020-02-20', to: '2020-03-23', eq: -3.2, rate: -0.3 },
  { from: '2020-03-24', to: '2020-08-31', eq: 0.45, rate: 0.15 },
  { from: '2020-11-09', to: '2021-02-12', eq: 0.25, rate: 0 },
  { from: '2022-01-03', to: '2022-10-14', eq: -0.28, rate: -0.2 },
  { from: '2022-10-17', to: '2023-07-31', eq: 0.04, rate: 0.02 },
  { from: '2023-10-30', to: '2024-03-28', eq: 0.18, rate: 0.06 },
  { from: '2025-02-19', to: '2025-04-08', eq: -1.0, rate: -0.02 },
  { from: '2025-04-09', to: '2025-07-31', eq: 0.45, rate: 0.03 },
];

const EPISODE_DAYS = EPISODES.map((e) => ({ ...e, from: toDayNumber(e.from), to: toDayNumber(e.to) }));

// Seeds picked (from a deterministic scan) so that calendar years up to 2026 look plausible.
const MARKET_SEED = hashString('tessera/market-factor/15885');
const RATES_SEED = hashString('tessera/rates-factor/12820');
// Module-level aliases: global lookups are slow inside vm contexts (e.g. under Jest).
const { exp, log, max, min, round } = Math;
const DT = 1 / 252;
const SQRT_DT = Math.sqrt(DT);

/** Per-calendar-day values shared by all products, indexed by days since the epoch. */
const shared = {
  length: 0,
  market: new Float64Array(0),
  rates: new Float64Array(0),
  eqDrift: new Float64Array(0),
  rateDrift: new Float64Array(0),
  dates: [] as string[],
};

function ensureShared(length: number): void {
  if (length <= shared.length) return;
  const capacity = max(length, shared.market.length * 2, 4096);
  if (capacity > shared.market.length) {
    const grow = (a: Float64Array) => {
      const b = new Float64Array(capacity);
      b.set(a.subarray(0, shared.length));
      return b;
    };
    shared.market = grow(shared.market);
    shared.rates = grow(shared.rates);
    shared.eqDrift = grow(shared.eqDrift);
    shared.rateDrift = grow(shared.rateDrift);
  }
  for (let off = shared.length; off < length; off++) {
    const day = EPOCH_DAY + off;
    shared.market[off] = normalFromHash(hashPair(MARKET_SEED, day));
    shared.rates[off] = normalFromHash(hashPair(RATES_SEED, day));
    let eq = 0;
    let rate = 0;
    for (const e of EPISODE_DAYS) {
      if (day >= e.from && day <= e.to) {
        eq += e.eq;
        rate += e.rate;
      }
    }
    shared.eqDrift[off] = eq;
    shared.rateDrift[off] = rate;
    shared.dates[off] = fromDayNumber(day);
  }
  shared.length = length;
}

interface NavModel {
  /** 'growth': trend plus a mean-reverting deviation; 'par': mean-reverting around 100. */
  kind: 'growth' | 'par';
  factor: 'market' | 'rates' | 'none';
  /** Correlation of the daily shock with the shared factor. */
  rho: number;
  eqBeta: number;
  rateBeta: number;
  /** Individual bonds: the rate sensitivity follows the remaining term instead of `rateBeta`. */
  termRate?: boolean;
  /** Mean-reversion speed per year. */
  k: number;
  maturityDay: number | null;
}

function navModel(p: SeedProduct): NavModel {
  const c = p.category;
  const maturityDay = p.maturityDate ? toDayNumber(p.maturityDate) : null;
  if (p.productType === 'Fixed Income Bond' || p.productType === 'Bonds') {
    const credit = /High Yield|Subordinated/.test(c) ? 0.25 : 0;
    return { kind: 'par', factor: 'rates', rho: 0.7, eqBeta: credit, rateBeta: 0, termRate: true, k: 0.3, maturityDay };
  }
  if (p.productType === 'Hybrid, Structured Instruments') {
    if (/Range Accrual/.test(c)) return { kind: 'par', factor: 'rates', rho: 0.6, eqBeta: 0, rateBeta: 0.6, k: 0.4, maturityDay };
    if (/Credit/.test(c)) return { kind: 'par', factor: 'rates', rho: 0.5, eqBeta: 0.2, rateBeta: 0.5, k: 0.4, maturityDay };
    const eqBeta = /Capital Protected/.test(c) ? 0.3 : 0.8;
    return { kind: 'par', factor: 'market', rho: 0.6, eqBeta, rateBeta: 0.1, k: 0.4, maturityDay };
  }
  const growth = (factor: NavModel['factor'], rho: number, eqBeta: number, rateBeta: number, k: number): NavModel => ({
    kind: 'growth', factor, rho, eqBeta, rateBeta, k, maturityDay: null,
  });
  if (/Money Market/.test(c)) return growth('none', 0, 0, 0, 2);
  if (/Bond|Gilt|Debt/.test(c)) {
    const rateBeta = /Short/.test(c) ? 0.3 : /GBP Government/.test(c) ? 1.8 : /Government/.test(c) ? 1.4 : /Flexible/.test(c) ? 0.8 : 1;
    return growth('rates', 0.8, /Emerging/.test(c) ? 0.35 : 0, rateBeta, 0.4);
  }
  if (/Allocation/.test(c)) {
    const eqBeta = /Cautious/.test(c) ? 0.3 : /Aggressive|Adventurous/.test(c) ? 0.8 : 0.55;
    return growth('market', 0.8, eqBeta, 0.5 * (1 - eqBeta), 0.3);
  }
  if (/^Alt/.test(c)) return growth('market', 0.3, 0.2, 0.2, 0.5);
  if (/Property/.test(c)) return growth('market', 0.75, 0.8, 0.8, 0.3);
  const eqBeta = /Healthcare|Utilities|Consumer Defensive/.test(c)
    ? 0.65
    : /Technology|Alternative Energy|Small/.test(c)
      ? 1.25
      : /Emerging/.test(c)
        ? 1.1
        : 1;
  return growth('market', p.productType === 'Equities' ? 0.55 : 0.85, eqBeta, 0, 0.3);
}

interface PathCache {
  model: NavModel;
  seed: number;
  logStart: number;
  trend: number;
  values: Float64Array;
  /** Number of calendar days (from the epoch) already computed. */
  length: number;
  /** Business days walked so far (the epoch itself is day 0). */
  steps: number;
  /** Current deviation state. */
  x: number;
}

const pathCache = new Map<string, PathCache>();

function cacheKey(p: SeedProduct): string {
  return [p.isin, p.productType, p.category, p.maturityDate, p.nav.start, p.nav.drift, p.nav.volatility].join('|');
}

function pathFor(p: SeedProduct): PathCache {
  const key = cacheKey(p);
  let cache = pathCache.get(key);
  if (!cache) {
    const model = navModel(p);
    const start = p.nav.start;
    if (!(start > 0)) throw new RangeError(`NAV start must be positive for ${p.isin}`);
    cache = {
      model,
      seed: hashString(p.isin),
      logStart: log(start),
      trend: p.nav.drift - (p.nav.volatility * p.nav.volatility) / 4,
      values: new Float64Array(0),
      length: 0,
      steps: 0,
      x: model.kind === 'par' ? log(start / 100) : 0,
    };
    pathCache.set(key, cache);
  }
  return cache;
}

function round4(v: number): number {
  return round(v * 10000) / 10000;
}

/** Extends the cached path so that it covers `length` calendar days from the epoch. */
function extendPath(p: SeedProduct, cache: PathCache, length: number): void {
  if (length <= cache.length) return;
  ensureShared(length);
  if (length > cache.values.length) {
    const grown = new Float64Array(max(length, cache.values.length * 2, 4096));
    grown.set(cache.values.subarray(0, cache.length));
    cache.values = grown;
  }
  const { model, seed } = cache;
  const vol = p.nav.volatility;
  const drift = p.nav.drift;
  const idioWeight = Math.sqrt(1 - model.rho * model.rho);
  const decay = model.k * DT;
  for (let off = cache.length; off < length; off++) {
    const day = EPOCH_DAY + off;
    if (off > 0 && !isBusinessDay(day)) {
      cache.values[off] = cache.values[off - 1]!;
      continue;
    }
    if (off > 0) {
      cache.steps++;
      const common = model.factor === 'market' ? shared.market[off]! : model.factor === 'rates' ? shared.rates[off]! : 0;
      const z = model.rho * common + idioWeight * normalFromHash(hashPair(seed, day));
      let rateBeta = model.rateBeta;
      if (model.termRate) {
        // Individual bonds: rate sensitivity shrinks with the remaining term.
        const years = model.maturityDay === null ? 5 : max(0, (model.maturityDay - day) / 365.25);
        rateBeta = min(years, 10) / 10;
      }
      const episode = model.eqBeta * shared.eqDrift[off]! + rateBeta * shared.rateDrift[off]!;
      cache.x += -decay * cache.x + vol * SQRT_DT * z + episode * DT + (model.kind === 'par' ? drift * DT : 0);
    }
    let price: number;
    if (model.kind === 'growth') {
      price = exp(cache.logStart + cache.trend * cache.steps * DT + cache.x);
    } else {
      const years = model.maturityDay === null ? 10 : (model.maturityDay - day) / 365.25;
      const pull = years <= 0 ? 0 : min(1, years / 2); // converge to par over the last two years
      price = 100 * exp(cache.x * pull);
    }
    cache.values[off] = round4(price);
  }
  cache.length = length;
}

/**
 * Business-day (Mon–Fri) NAV series from `from` to `to` inclusive ('YYYY-MM-DD'). The value on a
 * date depends only on the product and the date. Series start at NAV_EPOCH: earlier dates are
 * not covered. Products with hasNav=false return [].
 */
export function navSeries(product: SeedProduct, from: string, to: string): { date: string; nav: number }[] {
  const fromDay = toDayNumber(from);
  const toDay = toDayNumber(to);
  if (!product.hasNav) return [];
  const first = max(fromDay, EPOCH_DAY);
  if (toDay < first) return [];
  const cache = pathFor(product);
  const length = toDay - EPOCH_DAY + 1;
  extendPath(product, cache, length);
  const out: { date: string; nav: number }[] = [];
  for (let off = first - EPOCH_DAY; off < length; off++) {
    if (isBusinessDay(EPOCH_DAY + off)) out.push({ date: shared.dates[off]!, nav: cache.values[off]! });
  }
  return out;
}

/** The NAV on one date (the latest business day on or before it), or null before the epoch / without NAV. */
export function navOn(product: SeedProduct, date: string): number | null {
  if (!product.hasNav) return null;
  const day = toDayNumber(date);
  if (day < EPOCH_DAY) return null;
  const cache = pathFor(product);
  extendPath(product, cache, day - EPOCH_DAY + 1);
  return cache.values[day - EPOCH_DAY]!;
}
