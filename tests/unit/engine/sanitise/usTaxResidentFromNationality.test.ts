/** @jest-environment node */
import { usTaxResidentFromNationality } from '@/engine/sanitise/usTaxResidentFromNationality';

const UNITED_STATES = 840;

describe('usTaxResidentFromNationality', () => {
  test('usTaxResidentFromNationality is true when the nationality is the United States', () => {
    expect(usTaxResidentFromNationality(840, UNITED_STATES)).toBe(true);
  });

  test('usTaxResidentFromNationality is false for any other nationality', () => {
    expect(usTaxResidentFromNationality(276, UNITED_STATES)).toBe(false);
    expect(usTaxResidentFromNationality(0, UNITED_STATES)).toBe(false);
  });

  test('usTaxResidentFromNationality compares ids as numbers, whether they come as numbers or text', () => {
    expect(usTaxResidentFromNationality('840', UNITED_STATES)).toBe(true);
    expect(usTaxResidentFromNationality(840, '840')).toBe(true);
    expect(usTaxResidentFromNationality('276', '840')).toBe(false);
  });

  test.each([
    ['null', null],
    ['undefined', undefined],
    ['empty text', ''],
    ['text that is no id', 'USA'],
  ])('usTaxResidentFromNationality is false when the nationality is %s', (_case, value) => {
    expect(usTaxResidentFromNationality(value, UNITED_STATES)).toBe(false);
  });
});
