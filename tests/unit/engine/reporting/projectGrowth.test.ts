/** @jest-environment node */
import { PROJECTION_HORIZON_YEARS } from '@/engine/constants';
import { projectGrowth } from '@/engine/reporting/projectGrowth';
import { projectionCurrency } from '@/engine/reporting/projectionCurrency';
import { projectionInputs } from '@/engine/reporting/projectionInputs';
import { PROJECTION_YEAR_NAMES, projectionSeries } from '@/engine/reporting/projectionYears';

describe('projectGrowth', () => {
  test('projectGrowth compounds 10,000 at 5% with 1,000 added at the end of each year, as worked by hand', () => {
    // By hand, year by year: value × 1.05 + 1,000.
    //   year 1: 10,000 × 1.05 + 1,000        = 11,500
    //   year 2: 11,500 × 1.05 + 1,000        = 13,075
    //   year 3: 13,075 × 1.05 + 1,000        = 14,728.75
    //   year 4: 14,728.75 × 1.05 + 1,000     = 16,465.1875      → 16,465.19
    //   year 5: 16,465.1875 × 1.05 + 1,000   = 18,288.446875    → 18,288.45
    // Closed form for year n: 10,000 × 1.05ⁿ + 1,000 × (1.05ⁿ − 1) / 0.05, with
    //   1.05¹⁰ = 1.628894626777442  → 16,288.946… + 12,577.892… = 28,866.8388… → 28,866.84
    //   1.05¹⁵ = 2.078928179411367  → 20,789.281… + 21,578.563… = 42,367.8453… → 42,367.85
    const values = projectGrowth({ currentValue: 10_000, ratePercent: 5, yearlyContribution: 1_000 });
    expect(values).toHaveLength(PROJECTION_HORIZON_YEARS);
    expect(values.slice(0, 5)).toEqual([11_500, 13_075, 14_728.75, 16_465.19, 18_288.45]);
    expect(values[9]).toBe(28_866.84);
    expect(values[14]).toBe(42_367.85);
  });

  test('projectGrowth rounds each year once, from the unrounded value, so cents never compound', () => {
    // 0.125 a year at 0%: 0.13, 0.25, 0.38 (0.375 → 0.38), … — not 0.13 + 0.13 + 0.13.
    expect(projectGrowth({ currentValue: 0, ratePercent: 0, yearlyContribution: 0.125 }, 3)).toEqual([0.13, 0.25, 0.38]);
    // 1,000.005 at 0% stays 1,000.01 every year rather than drifting.
    expect(projectGrowth({ currentValue: 1000.005, ratePercent: 0, yearlyContribution: 0 }, 2)).toEqual([1000.01, 1000.01]);
  });

  test('projectGrowth at 0% adds the contributions only, and with no contribution compounds the value alone', () => {
    expect(projectGrowth({ currentValue: 2_500, ratePercent: 0, yearlyContribution: 100 }).slice(-1)).toEqual([4_000]);
    expect(projectGrowth({ currentValue: 1_000, ratePercent: 100, yearlyContribution: 0 }, 3)).toEqual([2_000, 4_000, 8_000]);
    expect(projectGrowth({ currentValue: 0, ratePercent: 0, yearlyContribution: 0 })).toEqual(new Array(15).fill(0));
  });

  test('projectGrowth at the bounds (100% and 10,000,000 a year for 15 years) stays a finite amount in cents', () => {
    const last = projectGrowth({ currentValue: 1_000_000, ratePercent: 100, yearlyContribution: 10_000_000 }).at(-1)!;
    // 10⁶ × 2¹⁵ + 10⁷ × (2¹⁵ − 1) = 32,768,000,000 + 327,670,000,000
    expect(last).toBe(360_438_000_000);
  });
});

describe('projection years, inputs and currency', () => {
  test('PROJECTION_YEAR_NAMES names year 1 to 15 as the projections call answers them', () => {
    expect(PROJECTION_YEAR_NAMES[0]).toBe('OneYear');
    expect(PROJECTION_YEAR_NAMES[4]).toBe('FiveYear');
    expect(PROJECTION_YEAR_NAMES[9]).toBe('TenYear');
    expect(PROJECTION_YEAR_NAMES[14]).toBe('FifteenYear');
    const answer = Object.fromEntries(PROJECTION_YEAR_NAMES.map((n, i) => [n, (i + 1) * 10])) as Record<
      (typeof PROJECTION_YEAR_NAMES)[number],
      number
    >;
    expect(projectionSeries(answer).slice(0, 2)).toEqual([
      { year: 1, value: 10 },
      { year: 2, value: 20 },
    ]);
  });

  test('projectionInputs counts empty inputs as 0, reads plain numbers and leaves anything else for the schema to refuse', () => {
    expect(projectionInputs({})).toEqual({ expRatedOfReturn: 0, yearlyContribution: 0 });
    expect(projectionInputs({ expRatedOfReturn: '', yearlyContribution: '  ' })).toEqual({ expRatedOfReturn: 0, yearlyContribution: 0 });
    expect(projectionInputs({ expRatedOfReturn: '4.5', yearlyContribution: '10,000' })).toEqual({
      expRatedOfReturn: 4.5,
      yearlyContribution: 10_000,
    });
    expect(projectionInputs({ expRatedOfReturn: 7, yearlyContribution: '-1' })).toEqual({ expRatedOfReturn: 7, yearlyContribution: -1 });
    expect(projectionInputs({ expRatedOfReturn: '4.5%', yearlyContribution: '1e3' })).toEqual({
      expRatedOfReturn: '4.5%',
      yearlyContribution: '1e3',
    });
    expect(projectionInputs({ expRatedOfReturn: '.', yearlyContribution: '1,00' })).toEqual({
      expRatedOfReturn: '.',
      yearlyContribution: '1,00',
    });
  });

  test('projectionCurrency gives a consultant the default consultant currency and everyone else the account currency', () => {
    expect(projectionCurrency('consultant', 'USD')).toBe('EUR');
    expect(projectionCurrency('client', 'USD')).toBe('USD');
    expect(projectionCurrency('whitelabeladmin', 'GBP')).toBe('GBP');
    expect(projectionCurrency(undefined, 'EUR')).toBe('EUR');
  });
});
