/** @jest-environment node */
import { DEFAULT_INCOME_PROCEEDS, sanitiseIncomeProceeds } from '@/engine/sanitise/sanitiseIncomeProceeds';

describe('sanitiseIncomeProceeds', () => {
  test("the default for proceeds that are not numeric is the spec's 1", () => {
    expect(DEFAULT_INCOME_PROCEEDS).toBe(1);
  });

  test.each([
    ['a whole number', '250000', 250000],
    ['a decimal number', '1234.56', 1234.56],
    ['a number with surrounding spaces', ' 42 ', 42],
    ['a leading decimal point', '.5', 0.5],
    ['a trailing decimal point', '7.', 7],
    ['zero', '0', 0],
    ['an explicit sign', '+3', 3],
    ['a negative number', '-3', -3],
  ])('sanitiseIncomeProceeds reads %s as its number', (_case, text, expected) => {
    expect(sanitiseIncomeProceeds(text)).toBe(expected);
  });

  test('sanitiseIncomeProceeds passes a finite number through unchanged', () => {
    expect(sanitiseIncomeProceeds(0)).toBe(0);
    expect(sanitiseIncomeProceeds(99.9)).toBe(99.9);
  });

  test.each([
    ['empty text', ''],
    ['spaces', '  '],
    ['words', 'salary'],
    ['a number among words (not stripped, unlike fees)', 'about 5'],
    ['thousands separators', '1,000'],
    ['two decimal points', '1.2.3'],
    ['exponent notation', '1e3'],
    ['hexadecimal', '0x10'],
    ['null', null],
    ['undefined', undefined],
    ['a boolean', false],
    ['NaN', Number.NaN],
    ['Infinity', Number.NEGATIVE_INFINITY],
  ])('sanitiseIncomeProceeds turns %s into 1', (_case, value) => {
    expect(sanitiseIncomeProceeds(value)).toBe(1);
  });
});
