import type { PricePoint } from './priceSeries';
import { roundMoney } from './roundMoney';
import { roundPercent } from './roundPercent';

/** The starting sum of the growth figures ("growth of 10,000"). */
export const GROWTH_BASE = 10_000;

export interface YearPerformance {
  Year: number;
  /** The fund's return over the calendar year in percent (year to date for the current year). */
  FundValueYear: number;
  /** What GROWTH_BASE invested at the start of the history was worth at the year's last price. */
  FundGrowthValue: number;
  /** The date of the year's last price. */
  EndDate: string;
}

/**
 * The fund-performance table of the fact sheet (trading §2, §3 yearly performance), from the price
 * history: each calendar year's return from the last price of the year before (or the first price,
 * in the year the history starts) to the year's last price, and the growth of 10,000 since the start.
 * @param series - the product's prices, oldest first
 * @returns one entry per calendar year with prices, oldest first
 */
export function yearlyPerformance(series: readonly PricePoint[]): YearPerformance[] {
  const first = series[0];
  if (!first) return [];
  const out: YearPerformance[] = [];
  let start = first.nav;
  for (let i = 0; i < series.length; i++) {
    const point = series[i];
    const next = series[i + 1];
    if (next && next.date.slice(0, 4) === point.date.slice(0, 4)) continue;
    out.push({
      Year: Number(point.date.slice(0, 4)),
      FundValueYear: roundPercent((point.nav / start - 1) * 100),
      FundGrowthValue: roundMoney((GROWTH_BASE * point.nav) / first.nav),
      EndDate: point.date,
    });
    start = point.nav;
  }
  return out;
}
