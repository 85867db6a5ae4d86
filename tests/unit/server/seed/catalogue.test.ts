/** @jest-environment node */
import { buildProductCatalogue } from '../../../../server/db/seed/catalogue';
import { businessDays } from '../../../../server/db/seed/dates';
import { NAV_EPOCH, navOn, navSeries } from '../../../../server/db/seed/priceModel';
import { PRODUCT_TYPES, type ProductType, type SeedProduct } from '../../../../server/db/seed/types';
import type * as CatalogueModule from '../../../../server/db/seed/catalogue';
import type * as PriceModelModule from '../../../../server/db/seed/priceModel';

/** The generator loaded afresh (its NAV path cache empty), beside the copy the other tests use. */
async function freshGenerator(): Promise<typeof CatalogueModule & typeof PriceModelModule> {
  let fresh!: typeof CatalogueModule & typeof PriceModelModule;
  await jest.isolateModulesAsync(async () => {
    fresh = { ...(await import('../../../../server/db/seed/catalogue')), ...(await import('../../../../server/db/seed/priceModel')) };
  });
  return fresh;
}

/** Independent ISIN check: expand letters, then the Luhn test over the whole code. */
function luhnValidIsin(isin: string): boolean {
  if (!/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(isin)) return false;
  const expanded = isin
    .split('')
    .map((ch) => (/\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55)))
    .join('');
  let sum = 0;
  for (let i = 0; i < expanded.length; i++) {
    let d = Number(expanded[expanded.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

const catalogue = buildProductCatalogue();
const ofType = (t: ProductType) => catalogue.filter((p) => p.productType === t);
const NOTE: ProductType = 'Hybrid, Structured Instruments';
const isFund = (p: SeedProduct) => p.productType === 'Fund' || p.productType === 'Equity Funds';

describe('NAV performance', () => {
  it('builds 60+ products × 8 years of NAVs from a cold cache in well under 1.5 s', async () => {
    const fresh = await freshGenerator();
    const started = performance.now();
    const products = fresh.buildProductCatalogue();
    let points = 0;
    for (const p of products) points += fresh.navSeries(p, '2019-01-01', '2026-12-31').length;
    const elapsed = performance.now() - started;
    expect(products.length).toBeGreaterThanOrEqual(60);
    expect(points).toBeGreaterThan(60 * 2000);
    expect(elapsed).toBeLessThan(1500);
  });
});

describe('product catalogue', () => {
  it('has at least 60 products with unique names', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(60);
    expect(new Set(catalogue.map((p) => p.name)).size).toBe(catalogue.length);
  });

  it('covers every product type with the required counts', () => {
    for (const t of PRODUCT_TYPES) expect(ofType(t).length).toBeGreaterThan(0);
    for (const t of ['Fund', 'Equity Funds', 'Exchange Traded Funds (ETF)', 'Equities', NOTE, 'Fixed Income Bond', 'Bonds'] as const) {
      expect(ofType(t).length).toBeGreaterThanOrEqual(5);
    }
    expect(ofType('DFM').length).toBeGreaterThanOrEqual(2);
    expect(ofType('DFM').length).toBeLessThanOrEqual(3);
    expect(catalogue.every((p) => PRODUCT_TYPES.includes(p.productType))).toBe(true);
  });

  it('mixes EUR, USD and GBP with a EUR majority', () => {
    const count = (c: string) => catalogue.filter((p) => p.currency === c).length;
    expect(count('USD')).toBeGreaterThan(0);
    expect(count('GBP')).toBeGreaterThan(0);
    expect(count('EUR')).toBeGreaterThan(catalogue.length / 2);
    expect(count('EUR') + count('USD') + count('GBP')).toBe(catalogue.length);
  });

  it('gives every product a valid, unique ISIN', () => {
    expect(luhnValidIsin('US0378331005')).toBe(true); // the checker itself, on a known ISIN
    expect(luhnValidIsin('US0378331006')).toBe(false);
    for (const p of catalogue) expect({ isin: p.isin, valid: luhnValidIsin(p.isin) }).toEqual({ isin: p.isin, valid: true });
    expect(new Set(catalogue.map((p) => p.isin)).size).toBe(catalogue.length);
  });

  it('is deterministic', () => {
    expect(buildProductCatalogue()).toEqual(catalogue);
    expect(JSON.stringify(buildProductCatalogue())).toBe(JSON.stringify(catalogue));
  });

  it('has exactly one product without NAV, whose series is empty', () => {
    const noNav = catalogue.filter((p) => !p.hasNav);
    expect(noNav).toHaveLength(1);
    expect(navSeries(noNav[0], '2019-01-01', '2026-12-31')).toEqual([]);
    expect(navOn(noNav[0], '2024-06-03')).toBeNull();
  });

  it('includes the special products of DESIGN.md §5', () => {
    const rebate = catalogue.filter((p) => isFund(p) && (p.cashRebate ?? 0) > 0);
    expect(rebate.length).toBeGreaterThanOrEqual(1);
    for (const p of rebate) expect(['Cash', 'Units']).toContain(p.cashRebateType);
    expect(catalogue.filter((p) => p.productType === 'Fund' && p.denomination !== null).length).toBeGreaterThanOrEqual(1);
    expect(catalogue.some((p) => (p.productType === 'Fixed Income Bond' || p.productType === 'Bonds') && (p.coupon ?? 0) > 0)).toBe(true);
    expect(ofType(NOTE).length).toBeGreaterThanOrEqual(1);
    const disclaimer = catalogue.filter((p) => p.needsDisclaimer);
    expect(disclaimer.length).toBeGreaterThanOrEqual(1);
    expect(disclaimer.every((p) => p.productType === NOTE)).toBe(true);
    expect(disclaimer.some((p) => /Equity-Linked/i.test(p.name))).toBe(true);
    expect(catalogue.filter((p) => !p.checkoutOnline).length).toBeGreaterThanOrEqual(1);
  });

  it('follows the per-type rules for denomination, minimum, coupon and maturity', () => {
    for (const p of ofType('Equities')) {
      expect(p.minInvest).toBeNull();
      expect(p.denomination).toBeNull();
      expect(p.coupon).toBeNull();
    }
    for (const p of [...ofType('Fixed Income Bond'), ...ofType('Bonds')]) {
      expect(p.denomination).toBe(1000);
      expect(p.coupon).toBeGreaterThan(0);
      expect(p.maturityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const p of ofType(NOTE)) {
      expect([1000, 5000]).toContain(p.denomination);
      expect(p.maturityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.coupon).toBeNull();
    }
    for (const p of catalogue) {
      if (p.productType !== 'Fixed Income Bond' && p.productType !== 'Bonds') expect(p.coupon).toBeNull();
      expect([1, 2, 3, 4, 5]).toContain(p.riskRating);
      expect([0, 1, 2, 3, 4, 5]).toContain(p.msRating);
      expect(p.discountPercentage).toBeGreaterThanOrEqual(0);
      expect(p.discountPercentage).toBeLessThanOrEqual(p.fees.InitialFee);
      expect(p.settlement.CutOffTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(p.nav.start).toBeGreaterThan(0);
      expect(p.nav.volatility).toBeGreaterThan(0);
      for (const v of Object.values(p.fees)) expect(v).toBeGreaterThanOrEqual(0);
      expect(p.fees.ActualCharge).toBeLessThanOrEqual(p.fees.PublishCharge + 0.05);
    }
  });

  it('gives funds, ETFs and DFM portfolios consistent fact sheets', () => {
    const withSheets = catalogue.filter((p) => isFund(p) || p.productType === 'Exchange Traded Funds (ETF)' || p.productType === 'DFM');
    for (const p of withSheets) {
      const f = p.factSheet;
      expect(f).not.toBeNull();
      if (!f) continue;
      const sentences = f.Narrative.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
      expect(close(sum(Object.values(f.AssetAllocation)), 100)).toBe(true);
      expect(close(sum(Object.values(f.MarketCap)), 100)).toBe(true);
      for (const v of [...Object.values(f.AssetAllocation), ...Object.values(f.MarketCap)]) expect(v).toBeGreaterThanOrEqual(0);
      expect(f.EquityStyle).toBeGreaterThanOrEqual(0);
      expect(f.EquityStyle).toBeLessThanOrEqual(9);
      expect(f.BondStyle).toBeGreaterThanOrEqual(0);
      expect(f.BondStyle).toBeLessThanOrEqual(9);
      expect(f.TopHoldings.length).toBeGreaterThan(0);
      expect(f.TopHoldings.length).toBeLessThanOrEqual(10);
      expect(f.Sectors.length).toBeLessThanOrEqual(10);
      expect(f.Regions.length).toBeLessThanOrEqual(10);
      const weights = f.TopHoldings.map((h) => h.Weighting);
      expect(weights).toEqual([...weights].sort((a, b) => b - a));
      expect(new Set(f.TopHoldings.map((h) => h.FundName)).size).toBe(f.TopHoldings.length);
      expect(sum(weights)).toBeLessThanOrEqual(100);
      expect(sum(f.Sectors.map((s) => s.Weighting))).toBeLessThanOrEqual(100 + 1e-6);
      if (f.Regions.length) expect(close(sum(f.Regions.map((r) => r.EquityPercent)), 100)).toBe(true);
      expect(f.CategoryIndex.length).toBeGreaterThan(0);
      expect(f.TotalNetAssets).toBeGreaterThan(0);
      expect(f.MScategoryRiskAverage).toBeGreaterThanOrEqual(1);
      expect(f.MScategoryRiskAverage).toBeLessThanOrEqual(5);
    }
    expect(withSheets.some((p) => p.factSheet!.Sectors.length === 0)).toBe(true);
    expect(withSheets.some((p) => p.factSheet!.Regions.length === 0)).toBe(true);
    // DFM portfolios hold catalogue products.
    const names = new Set(catalogue.map((p) => p.name));
    for (const p of ofType('DFM')) for (const h of p.factSheet!.TopHoldings) expect(names.has(h.FundName)).toBe(true);
  });
});

describe('businessDays', () => {
  it('lists Monday to Friday inclusive, in order', () => {
    expect(businessDays('2019-01-01', '2019-01-08')).toEqual([
      '2019-01-01',
      '2019-01-02',
      '2019-01-03',
      '2019-01-04',
      '2019-01-07',
      '2019-01-08',
    ]);
    expect(businessDays('2024-02-24', '2024-02-25')).toEqual([]); // a weekend
    expect(businessDays('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(businessDays('2024-03-02', '2024-03-01')).toEqual([]);
    expect(businessDays('2019-01-01', '2026-12-31')).toHaveLength(2088);
  });

  it('rejects malformed dates', () => {
    expect(() => businessDays('2024-02-30', '2024-03-01')).toThrow();
    expect(() => businessDays('24-01-01', '2024-03-01')).toThrow();
  });
});

describe('navSeries', () => {
  const priced = catalogue.filter((p) => p.hasNav);

  it('starts at the fixed epoch with the start level', () => {
    expect(NAV_EPOCH).toBe('2019-01-01');
    for (const p of priced) {
      const [first] = navSeries(p, NAV_EPOCH, '2019-01-10');
      expect(first).toEqual({ date: NAV_EPOCH, nav: Math.round(p.nav.start * 10000) / 10000 });
    }
  });

  it('gives the same value on a date whatever the requested range', () => {
    for (const p of priced) {
      const a = navSeries(p, '2019-06-03', '2024-12-31');
      const b = navSeries(p, '2022-01-10', '2026-06-30');
      const byDate = new Map(a.map((x) => [x.date, x.nav]));
      const shared = b.filter((x) => byDate.has(x.date));
      expect(shared.length).toBeGreaterThan(700);
      expect(shared.filter((x) => x.nav !== byDate.get(x.date))).toEqual([]);
      expect(navOn(p, '2023-03-15')).toBe(byDate.get('2023-03-15'));
    }
  });

  it('does not depend on the order products are priced in, nor on earlier calls', async () => {
    const p = priced[priced.length - 1];
    const before = navSeries(p, '2024-01-01', '2024-01-31');
    const fresh = await freshGenerator();
    const freshProduct = fresh.buildProductCatalogue().find((x) => x.isin === p.isin)!;
    expect(fresh.navSeries(freshProduct, '2024-01-01', '2024-01-31')).toEqual(before);
  });

  it('returns positive, 4-decimal NAVs on business days only, and more than 1250 points for 5+ years', () => {
    for (const p of priced) {
      const series = navSeries(p, '2020-11-20', '2026-11-20');
      expect(series.length).toBeGreaterThan(1250);
      expect(series.map((x) => x.date)).toEqual(businessDays('2020-11-20', '2026-11-20'));
      const bad = series.filter(({ nav }) => !(nav > 0) || Math.round(nav * 10000) / 10000 !== nav);
      expect({ isin: p.isin, bad }).toEqual({ isin: p.isin, bad: [] });
    }
  });

  it('prices bonds and notes around 100 and funds near their start level', () => {
    for (const p of priced) {
      const navs = navSeries(p, NAV_EPOCH, '2026-12-31').map((x) => x.nav);
      const lo = Math.min(...navs);
      const hi = Math.max(...navs);
      if (p.productType === 'Fixed Income Bond' || p.productType === 'Bonds' || p.productType === NOTE) {
        expect(lo).toBeGreaterThan(60);
        expect(hi).toBeLessThan(160);
      } else {
        expect(lo).toBeGreaterThan(p.nav.start / 5);
        expect(hi).toBeLessThan(p.nav.start * 8);
      }
    }
  });

  it('ignores dates before the epoch and handles empty ranges', () => {
    const p = priced[0];
    const early = navSeries(p, '2018-06-01', '2019-01-04');
    expect(early.map((x) => x.date)).toEqual(['2019-01-01', '2019-01-02', '2019-01-03', '2019-01-04']);
    expect(navSeries(p, '2018-01-01', '2018-12-31')).toEqual([]);
    expect(navSeries(p, '2024-05-10', '2024-05-01')).toEqual([]);
    expect(navSeries(p, '2024-05-11', '2024-05-12')).toEqual([]); // a weekend
  });
});
