/** @jest-environment node */
import {
  appropriatenessAnswersFromOnlineForm,
  holderFlags,
  onlineFormDataWithAppropriateness,
  sanitiseAppropriatenessAnswers,
} from '@/engine/compliance/appropriatenessAnswersFromOnlineForm';
import { holderNamesFrom } from '@/engine/compliance/onlineFormData';

const ticked = (answers: Record<string, unknown>) =>
  Object.entries(answers)
    .filter(([, v]) => v === true)
    .map(([k]) => k)
    .sort();

describe('appropriatenessAnswersFromOnlineForm', () => {
  test('appropriatenessAnswersFromOnlineForm ticks holder 1 from the CheckBox_ keys and takes the remarks and summary option', () => {
    const answers = appropriatenessAnswersFromOnlineForm(
      {
        CheckBox_isSharesNonUCITS: true,
        CheckBox_isBetween5to10: true,
        CheckBox_isLessThan10000: true,
        CheckBox_isInvestmentAdvice: true,
        CheckBox_isSummaryInstructionOptionIII: true,
        CheckBox_isLessThan5_2: true,
        CheckBox_AmountIncome_45: true,
        AppropriatenessTestRemarks: 'Mostly funds',
      },
      false,
      12,
    );
    expect(ticked(answers)).toEqual([
      'isBetween5to10',
      'isFinancialChecked',
      'isInvestmentAdvice',
      'isLessThan10000',
      'isSharesNonUCITS',
      'isSummaryInstructionOptionIII',
    ]);
    expect(answers).toMatchObject({
      remarks: 'Mostly funds',
      isSummaryInstructionOption: 3,
      isSummaryInstructionOptionI: false,
      isSummaryInstructionOptionII: false,
      amountAnnualDisposable: 45,
      missingDocumentID: 12,
    });
    // A single-holder account has no holder-2 answers at all.
    expect(Object.keys(answers).filter((k) => k.endsWith('_2'))).toEqual([]);
  });

  test('appropriatenessAnswersFromOnlineForm leaves isFinancialChecked false when no instrument is ticked', () => {
    const answers = appropriatenessAnswersFromOnlineForm({ CheckBox_isLessThan5: true }, false);
    expect(answers.isFinancialChecked).toBe(false);
    expect(answers).not.toHaveProperty('isSummaryInstructionOption');
    expect(answers).not.toHaveProperty('remarks');
  });

  test('for a joint account a holder with no transaction or volume band is ticked at the least experience', () => {
    const answers = appropriatenessAnswersFromOnlineForm(
      {
        CheckBox_isSharesStructuredUCITS: true,
        CheckBox_isMoreThan10: true,
        CheckBox_isMoreThan10000: true,
        CheckBox_isSharesStructuredUCITS_2: true,
      },
      true,
    );
    expect(ticked(answers)).toEqual([
      'isFinancialChecked',
      'isLessThan3000_2',
      'isLessThan5_2',
      'isMoreThan10',
      'isMoreThan10000',
      'isSharesStructuredUCITS',
      'isSharesStructuredUCITS_2',
    ]);
    expect(Object.keys(answers).filter((k) => k.endsWith('_2'))).toHaveLength(15);
  });

  test('for a joint account a holder whose bands are stored keeps them', () => {
    const answers = appropriatenessAnswersFromOnlineForm({ CheckBox_isBetween5to10_2: true, CheckBox_isLessThan10000_2: true }, true);
    expect(answers).toMatchObject({ isBetween5to10_2: true, isLessThan5_2: false, isLessThan10000_2: true, isLessThan3000_2: false });
    expect(answers).toMatchObject({ isLessThan5: true, isLessThan3000: true });
  });

  test('the answers saved with onlineFormDataWithAppropriateness come back as the next prefill', () => {
    const answers = sanitiseAppropriatenessAnswers(
      {
        isSharesStructuredUCITS: true,
        isDeriativeProducts_2: true,
        isMoreThan10: true,
        isLessThan5_2: true,
        isMoreThan10000: true,
        isLessThan3000_2: true,
        isPortfolioManagement: true,
        remarks: 'Joint',
        isSummaryInstructionOption: 2,
      },
      7,
    );
    const stored = onlineFormDataWithAppropriateness({ CheckBox_AmountIncome_46: true, CheckBox_isSharesNonUCITS: true }, answers);
    expect(stored).toMatchObject({
      CheckBox_isSharesNonUCITS: false,
      CheckBox_isDeriativeProducts_2: true,
      AppropriatenessTestRemarks: 'Joint',
    });
    const again = appropriatenessAnswersFromOnlineForm(stored, true, 7);
    expect(ticked(again)).toEqual(ticked(answers));
    expect(again).toMatchObject({ remarks: 'Joint', isSummaryInstructionOption: 2, amountAnnualDisposable: 46, missingDocumentID: 7 });
  });
});

describe('sanitiseAppropriatenessAnswers', () => {
  test('sanitiseAppropriatenessAnswers derives isFinancialChecked and the summary flags and sets the item id', () => {
    expect(sanitiseAppropriatenessAnswers({ isFinancialChecked: true, isSummaryInstructionOption: 1, missingDocumentID: 99 }, 5)).toEqual({
      isFinancialChecked: false,
      isSummaryInstructionOption: 1,
      isSummaryInstructionOptionI: true,
      isSummaryInstructionOptionII: false,
      isSummaryInstructionOptionIII: false,
      missingDocumentID: 5,
    });
  });

  test('sanitiseAppropriatenessAnswers leaves an option that is not 1, 2 or 3 for the schema to refuse', () => {
    expect(sanitiseAppropriatenessAnswers({ isSummaryInstructionOption: '3' }, 5)).toEqual({
      isSummaryInstructionOption: '3',
      isFinancialChecked: false,
      missingDocumentID: 5,
    });
  });

  test('holderFlags names fifteen rows per holder, with the _2 suffix for holder 2', () => {
    expect(holderFlags(1)).toHaveLength(15);
    expect(holderFlags(2).every((f) => f.endsWith('_2'))).toBe(true);
  });
});

describe('holderNamesFrom', () => {
  test('holderNamesFrom gives the stored holders, else the client alone', () => {
    expect(holderNamesFrom({ HolderNames: ['A B', 'C D', 'E F'] }, 'X')).toEqual(['A B', 'C D']);
    expect(holderNamesFrom({ HolderNames: [' ', 3] }, 'Sofia Brandt')).toEqual(['Sofia Brandt']);
    expect(holderNamesFrom({}, 'Sofia Brandt')).toEqual(['Sofia Brandt']);
  });
});
