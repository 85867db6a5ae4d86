/** @jest-environment node */
import { periodReturns } from '@/engine/trading/periodReturns';
import { navOnOrBefore, shiftDate } from '@/engine/trading/priceSeries';
import { yearlyPerformance } from '@/engine/trading/yearlyPerformance';
import { growthSeries } from '@/engine/trading/growthSeries';

/** Daily prices from `from` to `to`, growing by `daily` each calendar day. */
function series(from: string, to: string, start = 100, daily = 0.0001) {
  const out: { date: string; nav: number }[] = [];
  for (
    let d = new Date(`${from}T00:00:00Z`), nav = start;
    d.toISOString().slice(0, 10) <= to;
    d.setUTCDate(d.getUTCDate() + 1), nav *= 1 + daily
  ) {
    out.push({ date: d.toISOString().slice(0, 10), nav });
  }
  return out;
}

describe('price history returns', () => {
  test('shiftDate moves by days, months and years and clamps the day to the month', () => {
    expect(shiftDate('2025-03-31', { months: -1 })).toBe('2025-02-28');
    expect(shiftDate('2024-02-29', { years: -1 })).toBe('2023-02-28');
    expect(shiftDate('2025-01-03', { days: -7 })).toBe('2024-12-27');
  });

  test('navOnOrBefore takes the last price on or before a date, and null before the history', () => {
    const s = [
      { date: '2025-01-02', nav: 1 },
      { date: '2025-01-06', nav: 2 },
    ];
    expect(navOnOrBefore(s, '2025-01-05')).toBe(1);
    expect(navOnOrBefore(s, '2025-01-06')).toBe(2);
    expect(navOnOrBefore(s, '2025-01-01')).toBeNull();
  });

  test('periodReturns measures each period from the NAV in force at its start, rounded to 5 decimals', () => {
    const s = series('2019-01-01', '2025-06-30');
    const r = periodReturns(s);
    const last = s[s.length - 1].nav;
    expect(r.OneDay).toBeCloseTo(0.01, 5);
    expect(r.OneYear).toBeCloseTo((last / navOnOrBefore(s, '2024-06-30')! - 1) * 100, 5);
    expect(r.YTD).toBeCloseTo((last / navOnOrBefore(s, '2024-12-31')! - 1) * 100, 5);
    expect(r.FiveYears).toBeGreaterThan(r.ThreeYears!);
    expect(String(r.SixMonths).split('.')[1]?.length ?? 0).toBeLessThanOrEqual(5);
  });

  test('periodReturns leaves periods longer than the history empty', () => {
    const r = periodReturns(series('2024-01-01', '2025-06-30'));
    expect(r.OneYear).not.toBeNull();
    expect([r.ThreeYears, r.FiveYears, r.TenYears]).toEqual([null, null, null]);
    expect(periodReturns([]).OneDay).toBeNull();
  });

  test("yearlyPerformance gives each calendar year's return and the growth of 10,000", () => {
    const s = [
      { date: '2023-06-01', nav: 100 },
      { date: '2023-12-29', nav: 110 },
      { date: '2024-06-03', nav: 99 },
      { date: '2024-12-31', nav: 121 },
      { date: '2025-02-03', nav: 133.1 },
    ];
    expect(yearlyPerformance(s)).toEqual([
      { Year: 2023, FundValueYear: 10, FundGrowthValue: 11_000, EndDate: '2023-12-29' },
      { Year: 2024, FundValueYear: 10, FundGrowthValue: 12_100, EndDate: '2024-12-31' },
      { Year: 2025, FundValueYear: 10, FundGrowthValue: 13_310, EndDate: '2025-02-03' },
    ]);
  });

  test("growthSeries keeps each month's last price and the latest one", () => {
    const points = growthSeries(series('2025-01-01', '2025-03-10', 100, 0));
    expect(points.map((p) => p.Date)).toEqual(['2025-01-01', '2025-01-31', '2025-02-28', '2025-03-10']);
    expect(points.every((p) => p.Value === 10_000)).toBe(true);
  });
});
