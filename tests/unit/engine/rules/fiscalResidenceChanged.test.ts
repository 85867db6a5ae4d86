/** @jest-environment node */
import { fiscalResidenceChanged } from '@/engine/rules/fiscalResidenceChanged';

describe('fiscalResidenceChanged', () => {
  test('fiscalResidenceChanged is false while the country is the one the form opened with', () => {
    expect(fiscalResidenceChanged(276, 276)).toBe(false);
  });

  test('fiscalResidenceChanged is true once another country is chosen', () => {
    expect(fiscalResidenceChanged(276, 826)).toBe(true);
  });

  test('fiscalResidenceChanged is false again when the initial country is chosen back', () => {
    const initial = 276;
    expect(fiscalResidenceChanged(initial, 826)).toBe(true);
    expect(fiscalResidenceChanged(initial, 276)).toBe(false);
  });

  test('fiscalResidenceChanged compares ids as numbers', () => {
    expect(fiscalResidenceChanged(276, '276')).toBe(false);
    expect(fiscalResidenceChanged('276', '826')).toBe(true);
  });

  test('fiscalResidenceChanged counts choosing a country where there was none as a change, and clearing one too', () => {
    expect(fiscalResidenceChanged(null, 276)).toBe(true);
    expect(fiscalResidenceChanged(undefined, '276')).toBe(true);
    expect(fiscalResidenceChanged(276, null)).toBe(true);
  });

  test('fiscalResidenceChanged treats null, undefined and empty text as the same "no country"', () => {
    expect(fiscalResidenceChanged(null, undefined)).toBe(false);
    expect(fiscalResidenceChanged('', null)).toBe(false);
  });
});
