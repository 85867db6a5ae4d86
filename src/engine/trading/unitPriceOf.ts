import { productKindOf, type TradedProduct } from './productKindOf';

/**
 * What one unit costs. Bonds and notes are bought by nominal: one unit is one currency unit of
 * nominal (trading §9 "priced at 1 currency unit per unit") and their NAV is quoted in percent of
 * nominal, so a unit costs NAV / 100; any other unit costs its NAV.
 * @param product - the product (its type and Coupon decide)
 * @param nav - the latest NAV, or null when the product has none
 * @returns the price of one unit, or null without a NAV
 */
export function unitPriceOf(product: TradedProduct, nav: number | null | undefined): number | null {
  if (nav === null || nav === undefined || !Number.isFinite(nav)) return null;
  const kind = productKindOf(product);
  return kind === 'bond' || kind === 'note' ? nav / 100 : nav;
}
