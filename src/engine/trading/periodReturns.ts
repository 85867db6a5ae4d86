import { navOnOrBefore, shiftDate, type PricePoint } from './priceSeries';
import { roundPercent } from './roundPercent';

/** Trailing returns in percent (5 decimals), null where the history is too short (trading §9 return periods). */
export interface PeriodReturns {
  OneDay: number | null;
  OneWeek: number | null;
  OneMonth: number | null;
  ThreeMonths: number | null;
  SixMonths: number | null;
  YTD: number | null;
  OneYear: number | null;
  ThreeYears: number | null;
  FiveYears: number | null;
  TenYears: number | null;
}

export const RETURN_PERIODS: readonly (keyof PeriodReturns)[] = [
  'OneDay',
  'OneWeek',
  'OneMonth',
  'ThreeMonths',
  'SixMonths',
  'YTD',
  'OneYear',
  'ThreeYears',
  'FiveYears',
  'TenYears',
];

/**
 * The trailing returns 1D, 1W, 1M, 3M, 6M, YTD, 1Y, 3Y, 5Y and 10Y of a price history, measured
 * from the latest NAV back to the NAV in force at the start of each period: 1D from the previous
 * price; YTD from the last price of the previous calendar year; the others from the same date a
 * week, months or years earlier. Returns are cumulative (not annualised), so 3Y and 5Y read like
 * the other columns of the watchlist and alerts tables.
 * @param series - the product's prices, oldest first
 * @returns each return in percent rounded to 5 decimals, or null when the history does not reach back
 */
export function periodReturns(series: readonly PricePoint[]): PeriodReturns {
  const none: PeriodReturns = {
    OneDay: null,
    OneWeek: null,
    OneMonth: null,
    ThreeMonths: null,
    SixMonths: null,
    YTD: null,
    OneYear: null,
    ThreeYears: null,
    FiveYears: null,
    TenYears: null,
  };
  const last = series[series.length - 1];
  if (!last) return none;
  const change = (from: number | null) => (from && from > 0 ? roundPercent((last.nav / from - 1) * 100) : null);
  const starts = periodStarts(last.date);
  const at = (date: string) => change(navOnOrBefore(series, date));
  return {
    OneDay: series.length > 1 ? change(series[series.length - 2].nav) : null,
    OneWeek: at(starts.OneWeek),
    OneMonth: at(starts.OneMonth),
    ThreeMonths: at(starts.ThreeMonths),
    SixMonths: at(starts.SixMonths),
    YTD: at(starts.YTD),
    OneYear: at(starts.OneYear),
    ThreeYears: at(starts.ThreeYears),
    FiveYears: at(starts.FiveYears),
    TenYears: at(starts.TenYears),
  };
}

type DatedPeriod = Exclude<keyof PeriodReturns, 'OneDay'>;

/** Start dates by latest price date: a catalogue's products mostly share one, and it is asked for each. */
const startsByDate = new Map<string, Record<DatedPeriod, string>>();

/** The dates each period (but 1D) is measured from, for a history whose latest price is dated `date`. */
function periodStarts(date: string): Record<DatedPeriod, string> {
  let starts = startsByDate.get(date);
  if (starts) return starts;
  starts = {
    OneWeek: shiftDate(date, { days: -7 }),
    OneMonth: shiftDate(date, { months: -1 }),
    ThreeMonths: shiftDate(date, { months: -3 }),
    SixMonths: shiftDate(date, { months: -6 }),
    YTD: `${Number(date.slice(0, 4)) - 1}-12-31`,
    OneYear: shiftDate(date, { years: -1 }),
    ThreeYears: shiftDate(date, { years: -3 }),
    FiveYears: shiftDate(date, { years: -5 }),
    TenYears: shiftDate(date, { years: -10 }),
  };
  // A few thousand distinct dates at most in practice; the bound keeps a long-running node's map small.
  if (startsByDate.size >= 4096) startsByDate.clear();
  startsByDate.set(date, starts);
  return starts;
}
