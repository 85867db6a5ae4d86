import type { PricePoint } from './priceSeries';
import { roundMoney } from './roundMoney';
import { GROWTH_BASE } from './yearlyPerformance';

/**
 * The fact sheet's performance line (trading §2 "Fund Performance (line chart …)"): the growth of
 * 10,000 at each month's last price, and at the latest price, since `from` (the whole history when
 * absent). Month ends keep the chart light: five years are 60 points, not 1,300.
 * @param series - the product's prices, oldest first
 * @param from - 'yyyy-MM-dd'; prices before it are left out and the first one kept is the base
 * @returns the points, oldest first
 */
export function growthSeries(series: readonly PricePoint[], from?: string): { Date: string; Value: number }[] {
  const kept = from ? series.filter((p) => p.date >= from) : series;
  const base = kept[0];
  if (!base) return [];
  const out: { Date: string; Value: number }[] = [];
  for (let i = 0; i < kept.length; i++) {
    const point = kept[i];
    const next = kept[i + 1];
    if (i === 0 || !next || next.date.slice(0, 7) !== point.date.slice(0, 7)) {
      out.push({ Date: point.date, Value: roundMoney((GROWTH_BASE * point.nav) / base.nav) });
    }
  }
  return out;
}
