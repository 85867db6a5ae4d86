import { roundTo } from './rounding';

/**
 * The cost of one unit is shown to 4 decimals in the cart (trading §9 "unit cost in the cart to 4
 * decimals"); fractional fund units are kept to 4 decimals too.
 * @param value - a unit price or a number of units
 * @returns the value rounded to 4 decimals
 */
export function roundUnitCost(value: number): number {
  return roundTo(value, 4);
}
