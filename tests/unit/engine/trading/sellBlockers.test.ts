/** @jest-environment node */
import {
  PERCENT_OF_HOLDINGS_MESSAGE,
  SELL_ALL_PENDING_MESSAGE,
  SELL_AMOUNT_EXCEEDS_MESSAGE,
  sellBlockers,
  SELL_UNITS_EXCEED_MESSAGE,
  SELL_UNITS_REQUIRED_MESSAGE,
} from '@/engine/trading/sellBlockers';

const holding = { ISIN: 'LU0000000001', ProductType: 'Fund', Units: 100, LatestNAV: 50 };
const bond = { ISIN: 'XS0000000002', ProductType: 'Bonds', Units: 20_000, LatestNAV: 101 };
const messages = (...args: Parameters<typeof sellBlockers>) => sellBlockers(...args).map((b) => b.message);

describe('sellBlockers', () => {
  test('sellBlockers lets a sell within the holding through', () => {
    expect(sellBlockers(holding, { mode: 'Units', value: 100 })).toEqual([]);
    expect(sellBlockers(holding, { mode: 'Amount', value: 5000 })).toEqual([]);
    expect(sellBlockers(holding, { mode: 'SellAll', value: 0 })).toEqual([]);
  });

  test('sellBlockers blocks more units than held', () => {
    expect(messages(holding, { mode: 'Units', value: 100.0001 })).toEqual([SELL_UNITS_EXCEED_MESSAGE]);
  });

  test('sellBlockers blocks cash above the current value, bonds valued at NAV / 100', () => {
    expect(messages(holding, { mode: 'Amount', value: 5000.01 })).toEqual([SELL_AMOUNT_EXCEEDS_MESSAGE]);
    expect(messages(bond, { mode: 'Amount', value: 20_200 })).toEqual([]);
    expect(messages(bond, { mode: 'Amount', value: 20_201 })).toEqual([SELL_AMOUNT_EXCEEDS_MESSAGE]);
  });

  test('sellBlockers needs units above 0', () => {
    for (const value of [0, -1, Number.NaN]) expect(messages(holding, { mode: 'Units', value })).toEqual([SELL_UNITS_REQUIRED_MESSAGE]);
    expect(messages({ ...holding, Units: 0 }, { mode: 'SellAll', value: 0 })).toEqual([SELL_UNITS_EXCEED_MESSAGE]);
  });

  test('sellBlockers blocks any sell while a sell-all order (quantity within 1e-5 of 0) is pending for the ISIN', () => {
    const pending = [{ ISIN: holding.ISIN, ORDER_DATE: '2025-01-02', QUANTITY: 0.000001, TransactionType: 'Sell' as const }];
    expect(messages(holding, { mode: 'Units', value: 1 }, pending)).toEqual([SELL_ALL_PENDING_MESSAGE]);
    expect(messages(holding, { mode: 'Units', value: 1 }, [{ ...pending[0], QUANTITY: 5 }])).toEqual([]);
    expect(messages(holding, { mode: 'Units', value: 1 }, [{ ...pending[0], ISIN: 'LU0000000002' }])).toEqual([]);
  });

  test('sellBlockers checks a percentage of holdings', () => {
    expect(messages(holding, { mode: 'PercentOfHoldings', value: 150 })).toEqual([PERCENT_OF_HOLDINGS_MESSAGE]);
    expect(messages(holding, { mode: 'PercentOfHoldings', value: 100 })).toEqual([]);
  });
});
