/** @jest-environment node */
import { stripNumericInput } from '@/engine/sanitise/stripNumericInput';

describe('stripNumericInput', () => {
  test.each([
    ['a plain number', '1500', 1500],
    ['decimals', '12.75', 12.75],
    ['thousands separators and a currency', '1,250.00 EUR', 1250],
    ['letters among digits', '12abc3', 123],
    ['spaces', ' 1 000 ', 1000],
    ['a minus (no trading input is negative)', '-5', 5],
    ['later decimal points', '1.2.3', 1.23],
    ['a leading point', '.5', 0.5],
    ['a percentage sign', '50%', 50],
  ])('stripNumericInput strips %s', (_case, text, expected) => {
    expect(stripNumericInput(text)).toBe(expected);
  });

  test.each([
    ['empty text', ''],
    ['spaces', '   '],
    ['letters only', 'abc'],
    ['a lone point', '.'],
    ['null', null],
    ['undefined', undefined],
  ])('stripNumericInput turns %s into 0', (_case, text) => {
    expect(stripNumericInput(text)).toBe(0);
  });

  test('stripNumericInput takes a number without its sign, and a non-finite number as 0', () => {
    expect(stripNumericInput(12.5)).toBe(12.5);
    expect(stripNumericInput(-3)).toBe(3);
    expect(stripNumericInput(Number.NaN)).toBe(0);
    expect(stripNumericInput(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
