/** @jest-environment node */
import { PROCEEDS_DECIMALS, PROCEEDS_TYPING_DECIMALS, sanitiseProceedsInput } from '@/engine/sanitise/sanitiseProceedsInput';

describe('sanitiseProceedsInput', () => {
  test('proceeds allow three decimals while typing and two otherwise, as the spec says', () => {
    expect(PROCEEDS_TYPING_DECIMALS).toBe(3);
    expect(PROCEEDS_DECIMALS).toBe(2);
  });

  describe('while typing', () => {
    test.each([
      ['a whole number', '1500', '1500'],
      ['one decimal', '12.3', '12.3'],
      ['three decimals', '12.345', '12.345'],
      ['a trailing point, so the user can go on', '12.', '12.'],
      ['a leading point', '.5', '.5'],
      ['a lone point', '.', '.'],
      ['leading zeros', '007', '007'],
    ])('sanitiseProceedsInput keeps %s', (_case, text, expected) => {
      expect(sanitiseProceedsInput(text, true)).toBe(expected);
    });

    test('sanitiseProceedsInput does not take a fourth decimal', () => {
      expect(sanitiseProceedsInput('12.3456', true)).toBe('12.345');
    });

    test('sanitiseProceedsInput strips letters, spaces, commas, a minus and later decimal points', () => {
      expect(sanitiseProceedsInput('USD 1,250.5', true)).toBe('1250.5');
      expect(sanitiseProceedsInput('-12', true)).toBe('12');
      expect(sanitiseProceedsInput('1.2.3', true)).toBe('1.23');
      expect(sanitiseProceedsInput('1 000', true)).toBe('1000');
    });

    test('sanitiseProceedsInput leaves an empty or digitless input empty', () => {
      expect(sanitiseProceedsInput('', true)).toBe('');
      expect(sanitiseProceedsInput('abc', true)).toBe('');
    });
  });

  describe('once the input is left', () => {
    test.each([
      ['three decimals rounding down', '12.344', '12.34'],
      ['three decimals rounding half up', '12.345', '12.35'],
      ['a half that binary floating point gets wrong', '1.005', '1.01'],
      ['a carry into the whole number', '0.995', '1'],
      ['a carry across nines', '99.999', '100'],
      ['many decimals pasted', '3.14159', '3.14'],
      ['two decimals', '12.34', '12.34'],
      ['a trailing decimal zero', '12.50', '12.5'],
      ['zero decimals', '12.00', '12'],
      ['a trailing point', '12.', '12'],
      ['a leading point', '.5', '0.5'],
      ['leading zeros', '007.10', '7.1'],
      ['zero', '0', '0'],
      ['a tiny amount rounded away', '0.004', '0'],
      ['thousands separators', '1,234,567.891', '1234567.89'],
      ['an amount beyond safe integers', '123456789012345678.555', '123456789012345678.56'],
    ])('sanitiseProceedsInput rounds %s', (_case, text, expected) => {
      expect(sanitiseProceedsInput(text, false)).toBe(expected);
    });

    test('sanitiseProceedsInput leaves an empty, lone-point or digitless input empty', () => {
      expect(sanitiseProceedsInput('', false)).toBe('');
      expect(sanitiseProceedsInput('.', false)).toBe('');
      expect(sanitiseProceedsInput('n/a', false)).toBe('');
    });

    test('sanitiseProceedsInput gives text that reads back as the rounded number', () => {
      expect(Number(sanitiseProceedsInput('2.675', false))).toBe(2.68);
    });
  });
});
