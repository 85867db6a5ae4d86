/** @jest-environment node */
import { convertViaEur, NO_RATE_MESSAGE } from '@/engine/trading/convertViaEur';

const rates = { EUR: 1, USD: 1.0865, GBP: 0.8534 };

describe('convertViaEur', () => {
  test('convertViaEur leaves an amount in its own currency unchanged', () => {
    expect(convertViaEur(123.45, 'USD', 'USD', rates)).toBe(123.45);
  });

  test('convertViaEur converts from and into EUR with rates per 1 EUR', () => {
    expect(convertViaEur(100, 'EUR', 'USD', rates)).toBeCloseTo(108.65, 10);
    expect(convertViaEur(108.65, 'USD', 'EUR', rates)).toBeCloseTo(100, 10);
  });

  test('convertViaEur converts between two other currencies through EUR', () => {
    expect(convertViaEur(1086.5, 'USD', 'GBP', rates)).toBeCloseTo(853.4, 10);
  });

  test('convertViaEur treats EUR as 1 when the table leaves it out', () => {
    expect(convertViaEur(10, 'EUR', 'GBP', { GBP: 0.8534 })).toBeCloseTo(8.534, 10);
  });

  test('convertViaEur refuses a currency without a rate instead of guessing', () => {
    expect(() => convertViaEur(1, 'CHF', 'EUR', rates)).toThrow(NO_RATE_MESSAGE);
    expect(() => convertViaEur(1, 'EUR', 'JPY', { EUR: 1, JPY: 0 })).toThrow(NO_RATE_MESSAGE);
  });
});
