import { PROJECTION_HORIZON_YEARS } from '../constants';

/**
 * The names of the projections call's amounts, year 1 to 15 (compliance §3.7 "OneYear through
 * FifteenYear"): the answer's field for the value at the end of year n is `PROJECTION_YEAR_NAMES[n - 1]`.
 */
export const PROJECTION_YEAR_NAMES = [
  'OneYear',
  'TwoYear',
  'ThreeYear',
  'FourYear',
  'FiveYear',
  'SixYear',
  'SevenYear',
  'EightYear',
  'NineYear',
  'TenYear',
  'ElevenYear',
  'TwelveYear',
  'ThirteenYear',
  'FourteenYear',
  'FifteenYear',
] as const;

export type ProjectionYearName = (typeof PROJECTION_YEAR_NAMES)[number];

if (PROJECTION_YEAR_NAMES.length !== PROJECTION_HORIZON_YEARS) throw new Error('PROJECTION_YEAR_NAMES must name every projection year');

/**
 * The year-by-year amounts of a projection answer as a list, year 1 first.
 * @param amounts - an answer with OneYear … FifteenYear
 * @returns `[{ year: 1, value }, …, { year: 15, value }]`
 */
export function projectionSeries(amounts: Readonly<Record<ProjectionYearName, number>>): { year: number; value: number }[] {
  return PROJECTION_YEAR_NAMES.map((name, i) => ({ year: i + 1, value: amounts[name] }));
}
