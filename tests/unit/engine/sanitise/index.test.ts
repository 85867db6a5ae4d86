/** @jest-environment node */
import * as sanitise from '@/engine/sanitise';

describe('the sanitise barrel', () => {
  test('the sanitise index re-exports every sanitiser', () => {
    const names = [
      'sanitiseFeeString',
      'sanitiseIncomeProceeds',
      'normalisePhone',
      'toMobileField',
      'dateOfBirthFromParts',
      'sanitiseProceedsInput',
      'stripNumericInput',
      'alertFallValueForStorage',
      'appropriatenessOptionFlags',
      'isFinancialCheckedFrom',
      'usTaxResidentFromNationality',
    ];
    for (const name of names) expect(typeof (sanitise as Record<string, unknown>)[name]).toBe('function');
  });
});
