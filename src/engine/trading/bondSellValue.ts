import { productKindOf } from './productKindOf';

/**
 * The value a sell of `units` raises at `nav`. The spec divides bond sell values by 100 for the type
 * 'Bonds' (trading §9), because a bond's NAV is a percentage of nominal. Tessera quotes every bond
 * and note that way (see unitPriceOf), so the division applies to 'Fixed Income Bond' and
 * 'Hybrid, Structured Instruments' too; any other product sells at units × NAV.
 * @param units - units (for bonds and notes: nominal) to sell
 * @param nav - the latest NAV
 * @param productType - the product's type
 * @returns the unrounded value in the product's currency
 */
export function bondSellValue(units: number, nav: number, productType: string): number {
  const kind = productKindOf({ ProductType: productType });
  return kind === 'bond' || kind === 'note' ? (units * nav) / 100 : units * nav;
}
