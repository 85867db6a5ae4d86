/** @jest-environment node */
import { tradeAmounts } from '@/engine/trading/tradeAmounts';

const fund = { ProductType: 'Fund', MinInvest: 1000 };
const bond = { ProductType: 'Fixed Income Bond', Coupon: 2.125, Denomination: 1000, MinInvest: 1000 };
const equity = { ProductType: 'Equities' };

describe('tradeAmounts', () => {
  test('tradeAmounts derives fund units to 4 decimals from an amount', () => {
    expect(tradeAmounts(fund, { mode: 'Amount', value: 5000 }, 112.4)).toEqual({
      Units: 44.484,
      Amount: 5000,
      UnitPrice: 112.4,
      CheckedValue: 5000,
    });
  });

  test('tradeAmounts values units at the NAV', () => {
    expect(tradeAmounts(fund, { mode: 'Units', value: 10 }, 112.4)).toMatchObject({ Units: 10, Amount: 1124 });
  });

  test("tradeAmounts reads a bond's typed number as the nominal in either mode and prices it at NAV / 100", () => {
    for (const mode of ['Amount', 'Units'] as const) {
      expect(tradeAmounts(bond, { mode, value: 10_000 }, 101.2)).toEqual({
        Units: 10_000,
        Amount: 10_120,
        UnitPrice: 1.012,
        CheckedValue: 10_000,
      });
    }
  });

  test('tradeAmounts prices a bond without a NAV at 1 per unit of nominal, and a fund without one not at all', () => {
    expect(tradeAmounts(bond, { mode: 'Units', value: 2000 }, null)).toMatchObject({ Units: 2000, Amount: 2000 });
    expect(tradeAmounts(fund, { mode: 'Amount', value: 2000 }, null)).toBeNull();
  });

  test('tradeAmounts buys the whole shares an equity amount pays for', () => {
    expect(tradeAmounts(equity, { mode: 'Amount', value: 1000 }, 142.5)).toMatchObject({ Units: 7, Amount: 1000 });
  });

  test('tradeAmounts turns percentages of cash and of holdings into amounts and units', () => {
    expect(tradeAmounts(fund, { mode: 'PercentOfCash', value: 10 }, 100, { availableCash: 50_000 })).toMatchObject({
      Amount: 5000,
      Units: 50,
    });
    expect(tradeAmounts(fund, { mode: 'PercentOfHoldings', value: 50 }, 100, { heldUnits: 33 })).toMatchObject({
      Units: 16.5,
      Amount: 1650,
    });
    expect(tradeAmounts(fund, { mode: 'SellAll', value: 0 }, 100, { heldUnits: 33.1234 })).toMatchObject({
      Units: 33.1234,
      Amount: 3312.34,
    });
  });
});
