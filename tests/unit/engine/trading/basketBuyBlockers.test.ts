/** @jest-environment node */
import {
  AMOUNT_REQUIRED_MESSAGE,
  basketBuyBlockers,
  BOND_NOMINAL_MESSAGE,
  denominationMessage,
  EQUITY_WHOLE_MESSAGE,
  minInvestMessage,
  NO_PRICE_MESSAGE,
  PERCENT_OF_CASH_MESSAGE,
  UNITS_MINIMUM_MESSAGE,
} from '@/engine/trading/basketBuyBlockers';

const fund = { ProductType: 'Fund', NAV: 112.4, MinInvest: 1000 };
const denominated = { ProductType: 'Fund', NAV: 10.27, MinInvest: 5000, Denomination: 1000 };
const bond = { ProductType: 'Fixed Income Bond', Coupon: 2.125, NAV: 101.2, Denomination: 1000, MinInvest: 1000 };
const note = { ProductType: 'Hybrid, Structured Instruments', NAV: 100.4, Denomination: 5000, MinInvest: 5000 };
const equity = { ProductType: 'Equities', NAV: 74.2 };
const messages = (...args: Parameters<typeof basketBuyBlockers>) => basketBuyBlockers(...args).map((b) => b.message);

describe('basketBuyBlockers', () => {
  test('basketBuyBlockers lets a fund amount that is a multiple of MinInvest through', () => {
    expect(basketBuyBlockers(fund, { mode: 'Amount', value: 3000 })).toEqual([]);
  });

  test('basketBuyBlockers blocks an amount that is not a multiple of MinInvest', () => {
    expect(messages(fund, { mode: 'Amount', value: 1500 })).toEqual([minInvestMessage(1000)]);
    expect(minInvestMessage(1000)).toBe('Amount must be a multiple of the minimum investment of 1,000');
  });

  test('basketBuyBlockers blocks an amount that is not divisible by the Denomination', () => {
    expect(messages(denominated, { mode: 'Amount', value: 5500 })).toEqual([denominationMessage(1000), minInvestMessage(5000)]);
    expect(messages(denominated, { mode: 'Amount', value: 10_000 })).toEqual([]);
  });

  test('basketBuyBlockers blocks a bond nominal that is not a multiple of 1000, or 0', () => {
    expect(messages(bond, { mode: 'Units', value: 1500 })).toContain(BOND_NOMINAL_MESSAGE);
    expect(messages(bond, { mode: 'Units', value: 0 })).toEqual([BOND_NOMINAL_MESSAGE]);
    expect(messages(bond, { mode: 'Amount', value: 25_000 })).toEqual([]);
  });

  test('basketBuyBlockers lets a note through only with units above 0 that are a multiple of its Denomination', () => {
    expect(messages(note, { mode: 'Units', value: 10_000 })).toEqual([]);
    expect(messages(note, { mode: 'Units', value: 7000 })).toEqual([denominationMessage(5000), minInvestMessage(5000)]);
    expect(messages(note, { mode: 'Units', value: 0 })).toEqual([AMOUNT_REQUIRED_MESSAGE]);
  });

  test('basketBuyBlockers blocks an equity amount or number of shares that is not whole', () => {
    expect(messages(equity, { mode: 'Units', value: 2.5 })).toEqual([EQUITY_WHOLE_MESSAGE]);
    expect(messages(equity, { mode: 'Amount', value: 1000.5 })).toEqual([EQUITY_WHOLE_MESSAGE]);
    expect(messages(equity, { mode: 'Units', value: 3 })).toEqual([]);
  });

  test('basketBuyBlockers blocks units below 1, typed or derived from the amount', () => {
    expect(messages(fund, { mode: 'Units', value: 0.5 })).toEqual([UNITS_MINIMUM_MESSAGE]);
    expect(messages(equity, { mode: 'Amount', value: 50 })).toEqual([UNITS_MINIMUM_MESSAGE]);
  });

  test('basketBuyBlockers blocks a percentage of available cash above 100, at or below 0, or not a number', () => {
    for (const value of [101, 0, -5, Number.NaN]) {
      expect(messages(fund, { mode: 'PercentOfCash', value }, { AvailableBalance: 100_000 })).toEqual([PERCENT_OF_CASH_MESSAGE]);
    }
    expect(messages(fund, { mode: 'PercentOfCash', value: 10 }, { AvailableBalance: 100_000 })).toEqual([]);
  });

  test('basketBuyBlockers asks for an amount above 0 for zero, negative and non-numeric input', () => {
    for (const value of [0, -1000, Number.NaN]) expect(messages(fund, { mode: 'Amount', value })).toEqual([AMOUNT_REQUIRED_MESSAGE]);
  });

  test('basketBuyBlockers refuses a fund without a NAV', () => {
    expect(messages({ ...fund, NAV: null }, { mode: 'Amount', value: 1000 })).toEqual([NO_PRICE_MESSAGE]);
  });
});
