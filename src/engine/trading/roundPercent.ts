import { roundTo } from './rounding';

/**
 * Percentages (returns, shares, performance) are rounded to 5 decimals (trading §9).
 * @param percent - a percentage, e.g. 12.3456789 for 12.3456789 %
 * @returns the percentage rounded to 5 decimals
 */
export function roundPercent(percent: number): number {
  return roundTo(percent, 5);
}
