/**
 * The demo price model: business-day NAVs whose value on a given date depends only on the product
 * and that date. Every day's shock is a hash of (ISIN, date) plus shared market/rates factors hashed
 * from the date, walked forward from the fixed epoch NAV_EPOCH. No I/O, no clock, no Math.random.
 */
import { fromDayNumber, isBusinessDay, toDayNumber } from './dates';
import { hashPair, hashString, normalFromHash } from './prng';
import type { SeedProduct } from './types';

export const NAV_EPOCH = '2019-01-01';
const EPOCH_DAY = toDayNumber(NAV_EPOCH);

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
    kind: 'growth',
    factor,
    rho,
    eqBeta,
    rateBeta,
    k,
    maturityDay: null,
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
      const common = model.factor === 'market' ? shared.market[off] : model.factor === 'rates' ? shared.rates[off] : 0;
      const z = model.rho * common + idioWeight * normalFromHash(hashPair(seed, day));
      let rateBeta = model.rateBeta;
      if (model.termRate) {
        // Individual bonds: rate sensitivity shrinks with the remaining term.
        const years = model.maturityDay === null ? 5 : max(0, (model.maturityDay - day) / 365.25);
        rateBeta = min(years, 10) / 10;
      }
      const episode = model.eqBeta * shared.eqDrift[off] + rateBeta * shared.rateDrift[off];
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
    if (isBusinessDay(EPOCH_DAY + off)) out.push({ date: shared.dates[off], nav: cache.values[off] });
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
  return cache.values[day - EPOCH_DAY];
}
