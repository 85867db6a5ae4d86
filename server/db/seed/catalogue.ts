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
import { hashString, Rng } from './prng';
import { PRODUCT_SPECS } from './products';
import { uniqueIsin } from './isin';
import { buildFees, buildSettlement } from './fees';
import { buildFactSheet } from './factSheet';
import type { ProductType, SeedProduct } from './types';

const CATALOGUE_SEED = 0x7e55e2a;

/** The demo products in PRODUCT_SPECS order, each with its ISIN, fees, settlement terms and fact sheet. */
export function buildProductCatalogue(): SeedProduct[] {
  const usedIsins = new Set<string>();
  const products: SeedProduct[] = PRODUCT_SPECS.map((spec) => {
    const rng = new Rng(hashString(spec.name, CATALOGUE_SEED));
    const isin = uniqueIsin(spec, usedIsins, CATALOGUE_SEED);
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
  const byName = new Map(products.map((p, i) => [p.name, { product: p, spec: PRODUCT_SPECS[i] }]));
  products.forEach((product, i) => {
    const spec = PRODUCT_SPECS[i];
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
