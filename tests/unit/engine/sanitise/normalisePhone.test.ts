/** @jest-environment node */
import { DEFAULT_DIAL_CODE, normalisePhone } from '@/engine/sanitise/normalisePhone';

describe('normalisePhone', () => {
  test("normalisePhone joins the dial code and the number's digits behind one plus sign", () => {
    expect(normalisePhone('+49', '123456789')).toBe('+49123456789');
  });

  test('normalisePhone removes spaces and punctuation from the number', () => {
    expect(normalisePhone('+44', '(020) 7946-0958')).toBe('+4402079460958');
    expect(normalisePhone('+353', '87 123 45.67 / 8')).toBe('+3538712345678');
  });

  test('normalisePhone takes the dial code with or without its plus sign, and with stray characters', () => {
    expect(normalisePhone('49', '123456')).toBe('+49123456');
    expect(normalisePhone(' +1 ', '5550100')).toBe('+15550100');
    expect(normalisePhone('+1-684', '2581234')).toBe('+16842581234');
  });

  test('normalisePhone keeps the trunk zero the user typed', () => {
    expect(normalisePhone('+49', '0171 1234567')).toBe('+4901711234567');
  });

  test('normalisePhone keeps a number typed with its own plus sign as it is, ignoring the dial code', () => {
    expect(normalisePhone('+49', '+44 20 7946 0958')).toBe('+442079460958');
  });

  test('normalisePhone uses the default dial code +1 when none is chosen', () => {
    expect(DEFAULT_DIAL_CODE).toBe('+1');
    expect(normalisePhone('', '5550100')).toBe('+15550100');
  });

  test.each([
    ['empty', ''],
    ['spaces', '   '],
    ['punctuation only', '-- / ()'],
  ])('normalisePhone returns an empty text for a number that is %s', (_case, number) => {
    expect(normalisePhone('+49', number)).toBe('');
  });

  test('normalisePhone output has no spaces and only digits after the plus sign', () => {
    expect(normalisePhone('+49 ', ' 1 2 3 4 5 6 ')).toMatch(/^\+\d+$/);
  });
});
