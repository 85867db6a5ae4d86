/** One NAV of a product's price history, dated 'yyyy-MM-dd'; a series is sorted by date, oldest first. */
export interface PricePoint {
  date: string;
  nav: number;
}

/**
 * The NAV in force on `date`: the last price dated on or before it, or null when the history starts
 * later (a return over a period longer than the history does not exist).
 * @param series - prices, oldest first
 * @param date - 'yyyy-MM-dd'
 */
export function navOnOrBefore(series: readonly PricePoint[], date: string): number | null {
  let lo = 0;
  let hi = series.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (series[mid].date <= date) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found < 0 ? null : series[found].nav;
}

/** 'yyyy-MM-dd' moved by whole months and years (the day clamped to the month's last day) or days. */
export function shiftDate(date: string, { years = 0, months = 0, days = 0 }: { years?: number; months?: number; days?: number }): string {
  const [y, m, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const totalMonths = y * 12 + (m - 1) + years * 12 + months;
  const year = Math.floor(totalMonths / 12);
  const month = totalMonths - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const shifted = new Date(Date.UTC(year, month, Math.min(d, lastDay) + days));
  return shifted.toISOString().slice(0, 10);
}
