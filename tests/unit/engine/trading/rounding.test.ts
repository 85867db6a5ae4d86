/** @jest-environment node */
import { roundMoney } from '@/engine/trading/roundMoney';
import { roundUnitCost } from '@/engine/trading/roundUnitCost';
import { roundPercent } from '@/engine/trading/roundPercent';
import { roundTo } from '@/engine/trading/rounding';

describe('trading rounding', () => {
  test('roundMoney rounds to 2 decimals half away from zero, also where binary floats fall short', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-1.005)).toBe(-1.01);
    expect(roundMoney(0.1 + 0.2)).toBe(0.3);
    expect(roundMoney(152_340.554)).toBe(152_340.55);
  });

  test('roundUnitCost keeps 4 decimals for unit costs and units', () => {
    expect(roundUnitCost(1.83425)).toBe(1.8343);
    expect(roundUnitCost(186.45)).toBe(186.45);
    expect(roundUnitCost(10_000 / 3)).toBe(3333.3333);
  });

  test('roundPercent keeps 5 decimals for percentages', () => {
    expect(roundPercent(12.3456789)).toBe(12.34568);
    expect(Object.is(roundPercent(-0.000004), 0)).toBe(true);
  });

  test('roundTo, the one rounding the money field and the demo seed use too, rounds 10.005 up where a nudge by Number.EPSILON falls short', () => {
    expect(roundTo(10.005, 2)).toBe(10.01);
    expect(roundTo(-10.005, 2)).toBe(-10.01);
    expect(roundTo(1234.56789, 4)).toBe(1234.5679);
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
    expect(roundTo(Number.NaN, 2)).toBeNaN();
  });
});
