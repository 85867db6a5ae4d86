/** @jest-environment node */
import { sanitiseFeeString } from '@/engine/sanitise/sanitiseFeeString';

describe('sanitiseFeeString', () => {
  test.each([
    ['a plain number text', '1.5', 1.5],
    ['a percentage', '0.40%', 0.4],
    ['an amount with its currency', 'EUR 212', 212],
    ['an amount with thousands separators', '1,250.75', 1250.75],
    ['surrounding spaces', '  2.5 % ', 2.5],
    ['a whole number', '100', 100],
    ['zero', '0', 0],
    ['a leading decimal point', '.5', 0.5],
  ])('sanitiseFeeString strips %s to its number', (_case, text, expected) => {
    expect(sanitiseFeeString(text)).toBe(expected);
  });

  test('sanitiseFeeString keeps a minus written before the first digit, so the schema can refuse a negative fee', () => {
    expect(sanitiseFeeString('-1.5%')).toBe(-1.5);
    expect(sanitiseFeeString('EUR -5')).toBe(-5);
  });

  test('sanitiseFeeString strips a minus written after the first digit like any other character', () => {
    expect(sanitiseFeeString('1-2')).toBe(12);
    expect(sanitiseFeeString('5-')).toBe(5);
  });

  test('sanitiseFeeString keeps only the first decimal point', () => {
    expect(sanitiseFeeString('1.2.3')).toBe(1.23);
  });

  test('sanitiseFeeString never returns minus zero', () => {
    expect(Object.is(sanitiseFeeString('-0'), 0)).toBe(true);
  });

  test.each([
    ['empty text', ''],
    ['spaces', '   '],
    ['text without digits', 'n/a'],
    ['a lone point', '.'],
    ['a lone minus', '-'],
    ['null', null],
    ['undefined', undefined],
    ['a boolean', true],
    ['an object', { fee: 1 }],
    ['NaN', Number.NaN],
    ['Infinity', Number.POSITIVE_INFINITY],
  ])('sanitiseFeeString turns %s into 0', (_case, value) => {
    expect(sanitiseFeeString(value)).toBe(0);
  });

  test('sanitiseFeeString passes a finite number through unchanged', () => {
    expect(sanitiseFeeString(2.5)).toBe(2.5);
    expect(sanitiseFeeString(-1)).toBe(-1);
  });
});
