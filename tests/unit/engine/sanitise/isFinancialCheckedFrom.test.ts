/** @jest-environment node */
import { INSTRUMENT_FLAGS, isFinancialCheckedFrom } from '@/engine/sanitise/isFinancialCheckedFrom';

describe('isFinancialCheckedFrom', () => {
  test('the instrument flags are the five rows of compliance §3.2 for holder 1 and holder 2', () => {
    expect(INSTRUMENT_FLAGS).toEqual([
      'isSharesStructuredUCITS',
      'isSharesNonUCITS',
      'isStructuredProducts',
      'isDeriativeProducts',
      'isOtherComplexProducts',
      'isSharesStructuredUCITS_2',
      'isSharesNonUCITS_2',
      'isStructuredProducts_2',
      'isDeriativeProducts_2',
      'isOtherComplexProducts_2',
    ]);
  });

  test.each(INSTRUMENT_FLAGS.map((flag) => [flag]))('isFinancialCheckedFrom is true when only %s is ticked', (flag) => {
    expect(isFinancialCheckedFrom({ [flag]: true })).toBe(true);
  });

  test('isFinancialCheckedFrom is false when no instrument box is ticked', () => {
    expect(isFinancialCheckedFrom({})).toBe(false);
    expect(isFinancialCheckedFrom(Object.fromEntries(INSTRUMENT_FLAGS.map((f) => [f, false])))).toBe(false);
  });

  test('isFinancialCheckedFrom ignores the frequency, volume and service boxes', () => {
    const others = {
      isLessThan5: true,
      isMoreThan10000: true,
      isInvestmentAdvice: true,
      isLessThan5_2: true,
      isPortfolioManagement_2: true,
    };
    expect(isFinancialCheckedFrom(others as never)).toBe(false);
  });

  test('isFinancialCheckedFrom counts only a real true as ticked', () => {
    expect(isFinancialCheckedFrom({ isSharesNonUCITS: 'true', isStructuredProducts: 1, isDeriativeProducts_2: 'on' })).toBe(false);
  });
});
