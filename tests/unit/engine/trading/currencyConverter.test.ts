/**
 * The Currency Converter's math and amount check (issue 14 item 7): conversion goes through EUR
 * (trading §9), rounded to cents once at the end, never in between.
 */
import {
  CONVERTER_MAX_AMOUNT,
  CONVERTER_TEXTS,
  convertForDisplay,
  parseConverterAmount,
} from '../../../../src/engine/trading/currencyConverter';
import { NO_RATE_MESSAGE } from '../../../../src/engine/trading/convertViaEur';

const RATES = { EUR: 1, USD: 1.08, GBP: 0.85, CHF: 0.95 };

describe('convertForDisplay', () => {
  it('converts 100 GBP to USD through EUR: 100 / 0.85 × 1.08 = 127.0588… → 127.06', () => {
    expect(convertForDisplay(100, 'GBP', 'USD', RATES)).toBe(127.06);
  });

  it('rounds once at the end: 10 GBP is 12.71 USD, not the 12.70 of rounding the EUR leg first', () => {
    expect(convertForDisplay(10, 'GBP', 'USD', RATES)).toBe(12.71);
    expect((Math.round((10 / 0.85) * 100) / 100) * 1.08).toBeCloseTo(12.7008, 4);
  });

  it('converts to and from EUR with one leg, and an amount to its own currency unchanged (rounded half away from zero)', () => {
    expect(convertForDisplay(100, 'EUR', 'GBP', RATES)).toBe(85);
    expect(convertForDisplay(85, 'GBP', 'EUR', RATES)).toBe(100);
    expect(convertForDisplay(1.005, 'USD', 'USD', RATES)).toBe(1.01);
    expect(convertForDisplay(0, 'CHF', 'USD', RATES)).toBe(0);
  });

  it('refuses a currency without a rate rather than guess', () => {
    expect(() => convertForDisplay(1, 'JPY', 'EUR', RATES)).toThrow(NO_RATE_MESSAGE);
  });
});

describe('parseConverterAmount', () => {
  it.each([
    ['100', 100],
    [' 2,500.50 ', 2500.5],
    ['0.5', 0.5],
    ['1 000', 1000],
    ['0', 0],
    ['1,000,000,000', CONVERTER_MAX_AMOUNT],
  ])('reads %p as %p', (text, amount) => {
    expect(parseConverterAmount(text)).toEqual({ amount });
  });

  it.each([
    ['', CONVERTER_TEXTS.amountRequired],
    ['   ', CONVERTER_TEXTS.amountRequired],
    ['abc', CONVERTER_TEXTS.amountInvalid],
    ['-5', CONVERTER_TEXTS.amountInvalid],
    ['1.234', CONVERTER_TEXTS.amountInvalid],
    ['1,00', CONVERTER_TEXTS.amountInvalid],
    ['1e5', CONVERTER_TEXTS.amountInvalid],
    ['1000000000.01', CONVERTER_TEXTS.amountTooLarge],
  ])('refuses %p with its message', (text, error) => {
    expect(parseConverterAmount(text)).toEqual({ error });
  });
});
