/** @jest-environment node */
import { productKindOf } from '@/engine/trading/productKindOf';
import { unitPriceOf } from '@/engine/trading/unitPriceOf';
import { bondSellValue } from '@/engine/trading/bondSellValue';

describe('productKindOf, unitPriceOf and bondSellValue', () => {
  test.each([
    ['Fixed Income Bond', 'bond'],
    ['Bonds', 'bond'],
    ['Hybrid, Structured Instruments', 'note'],
    ['Equities', 'equity'],
    ['Fund', 'fund'],
    ['Equity Funds', 'fund'],
    ['Exchange Traded Funds (ETF)', 'fund'],
    ['DFM', 'dfm'],
  ])('productKindOf reads %s as a %s', (type, kind) => {
    expect(productKindOf({ ProductType: type })).toBe(kind);
  });

  test('productKindOf recognises a bond by its Coupon whatever the type says', () => {
    expect(productKindOf({ ProductType: 'Fund', Coupon: 3.25 })).toBe('bond');
    expect(productKindOf({ ProductType: 'Fund', Coupon: null })).toBe('fund');
  });

  test('unitPriceOf prices bonds and notes at NAV / 100 and everything else at NAV', () => {
    expect(unitPriceOf({ ProductType: 'Bonds' }, 98.6)).toBeCloseTo(0.986, 10);
    expect(unitPriceOf({ ProductType: 'Hybrid, Structured Instruments' }, 100)).toBe(1);
    expect(unitPriceOf({ ProductType: 'Fund' }, 112.4)).toBe(112.4);
    expect(unitPriceOf({ ProductType: 'Fund' }, null)).toBeNull();
  });

  test('bondSellValue divides by 100 for type Bonds, as for the other percent-quoted products', () => {
    expect(bondSellValue(10_000, 101.5, 'Bonds')).toBeCloseTo(10_150, 8);
    expect(bondSellValue(10_000, 101.5, 'Fixed Income Bond')).toBeCloseTo(10_150, 8);
    expect(bondSellValue(10, 50, 'Equities')).toBe(500);
  });
});
