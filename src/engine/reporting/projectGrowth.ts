import { PROJECTION_HORIZON_YEARS } from '../constants';
import { roundTo } from '../trading/rounding';

/** What a projection starts from: a holding's value today, the expected yearly return and the yearly addition. */
export interface GrowthInput {
  /** The holding's current value, in the currency the projection is in. */
  currentValue: number;
  /** Expected rate of return, % per year (4.5 for 4.5%). */
  ratePercent: number;
  /** Added once a year, at the end of each year, in the same currency. */
  yearlyContribution: number;
}

/**
 * The projected value of a holding at the end of each year from 1 to 15 (compliance §2.7, §3.7, §9
 * "projection horizons 1 to 15 years"): compound growth at the expected yearly rate, with the yearly
 * contribution paid at the end of each year — the convention of a spreadsheet's FV(rate, n, -pmt, -pv)
 * and of an adviser's ordinary annuity, so year n is pv·(1+r)ⁿ + pmt·((1+r)ⁿ − 1)/r. The years are
 * computed unrounded and each figure is rounded to cents once, at the end, so rounding never compounds.
 * @param input - the current value, the rate in % per year and the yearly contribution
 * @param years - how many years (15 unless given)
 * @returns the value at the end of year 1, 2, … `years`, each rounded to cents
 */
export function projectGrowth(input: GrowthInput, years: number = PROJECTION_HORIZON_YEARS): number[] {
  const growth = 1 + input.ratePercent / 100;
  const values: number[] = [];
  let value = input.currentValue;
  for (let year = 1; year <= years; year += 1) {
    value = value * growth + input.yearlyContribution;
    values.push(roundTo(value, 2));
  }
  return values;
}
