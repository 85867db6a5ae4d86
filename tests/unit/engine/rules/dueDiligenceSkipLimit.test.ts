/** @jest-environment node */
import { DUE_DILIGENCE_SKIP_LIMIT_DEFAULT } from '@/engine/constants';
import { canSkipDueDiligence, dueDiligenceSkipLimit } from '@/engine/rules/dueDiligenceSkipLimit';
import type { Brand } from '@/engine/brands/types';
import catalogue from '../../../../schemas/brands/brands.json';

const brands = catalogue as Brand[];

describe('dueDiligenceSkipLimit', () => {
  test('a brand without its own limit gets the platform default of 3', () => {
    expect(DUE_DILIGENCE_SKIP_LIMIT_DEFAULT).toBe(3);
    expect(dueDiligenceSkipLimit({})).toBe(3);
    expect(dueDiligenceSkipLimit(null)).toBe(3);
  });

  test("a brand's dueDiligenceSkipLimit wins, 0 included", () => {
    expect(dueDiligenceSkipLimit({ dueDiligenceSkipLimit: 5 })).toBe(5);
    expect(dueDiligenceSkipLimit({ dueDiligenceSkipLimit: 0 })).toBe(0);
  });

  test('a limit that is not a whole number of skips falls back to the default', () => {
    expect(dueDiligenceSkipLimit({ dueDiligenceSkipLimit: -1 })).toBe(3);
    expect(dueDiligenceSkipLimit({ dueDiligenceSkipLimit: 1.5 })).toBe(3);
  });

  test('every brand of the catalogue has a limit from 0 to 12', () => {
    for (const brand of brands) expect(dueDiligenceSkipLimit(brand)).toBeGreaterThanOrEqual(0);
    for (const brand of brands) expect(dueDiligenceSkipLimit(brand)).toBeLessThanOrEqual(12);
  });
});

describe('canSkipDueDiligence', () => {
  test("'Remind Me Later' is allowed below the limit and refused at it", () => {
    expect(canSkipDueDiligence(0, 3)).toBe(true);
    expect(canSkipDueDiligence(2, 3)).toBe(true);
    expect(canSkipDueDiligence(3, 3)).toBe(false);
    expect(canSkipDueDiligence(0, 0)).toBe(false);
  });
});
