import { notFound } from '../lib/http';
import type { Rates } from './portfolio';
import { returnFields, type CatalogueProduct } from './catalogue';
import type { CatalogueCache } from './catalogueCache';
import { productKindOf } from '@/engine/trading/productKindOf';
import { roundUnitCost } from '@/engine/trading/roundUnitCost';

export const productNotFound = (code: string) => `The product ${code} does not exist.`;

/** A currency's symbol, or its code when the platform has no rate (and so no symbol) for it. */
export const symbolOf = (rates: Rates, currency: string) => rates.get(currency)?.symbol ?? currency;

/** The product's kind for trading rules and lists (fund, dfm, bond, note, equity …). */
export const kindOf = (p: CatalogueProduct) => productKindOf({ ProductType: p.row.product_type, Coupon: p.row.coupon });

/** A product as search, lists and the basket show it (trading §3 Product details). */
export function productView(p: CatalogueProduct, rates: Rates) {
  const r = p.row;
  const byNominal = ['bond', 'note'].includes(productKindOf({ ProductType: r.product_type, Coupon: r.coupon }));
  return {
    FundId: r.id,
    ISIN: r.isin,
    FundName: r.name,
    Name: r.name,
    ProductType: r.product_type,
    Currency: r.currency,
    CurrencySymbol: symbolOf(rates, r.currency),
    Provider: r.provider,
    Category: r.category,
    NAV: p.nav,
    NavDate: p.navDate,
    MovNav: p.nav !== null && p.previousNav !== null ? roundUnitCost(p.nav - p.previousNav) : null,
    OfferPrice: p.nav,
    ...returnFields(p, true),
    MSrating: r.ms_rating,
    RiskRating: r.risk_rating,
    MinInvest: r.min_invest,
    Denomination: r.denomination,
    Coupon: r.coupon,
    MaturityDate: r.maturity_date,
    CashRebate: r.cash_rebate,
    CashRebateType: r.cash_rebate_type,
    DiscountPercentage: r.discount_percentage,
    CheckoutOnline: r.checkout_online === 1,
    CheckoutDocusign: r.checkout_docusign === 1,
    NeedsDisclaimer: r.needs_disclaimer === 1,
    HasNav: p.nav !== null,
    Tradeable: p.settlement.Tradeable !== false,
    TradeOptions: byNominal ? ['Units'] : ['Amount', 'Units'],
  };
}

/** Providers of `products` with how many products each has and of which types, by name. */
export function providersOf(products: CatalogueProduct[]) {
  const by = new Map<string, { Total: number; types: Set<string> }>();
  for (const p of products) {
    const e = by.get(p.row.provider) ?? { Total: 0, types: new Set<string>() };
    e.Total++;
    e.types.add(p.row.product_type);
    by.set(p.row.provider, e);
  }
  return [...by]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([Provider, e]) => ({ Provider, Total: e.Total, ProductTypes: [...e.types].sort() }));
}

/** A product of the catalogue by ISIN. @throws HttpError 404 */
export async function productByIsin(cache: CatalogueCache, code: string): Promise<CatalogueProduct> {
  const p = (await cache.get()).byIsinCode(code);
  if (!p) throw notFound(productNotFound(code));
  return p;
}
