/** @jest-environment node */
import { kycAnswersFromOnlineForm, onlineFormDataWithKyc, sanitiseKycAnswers } from '@/engine/compliance/kycAnswersFromOnlineForm';
import { incomeBandFlags } from '@/engine/compliance/onlineFormData';

describe('kycAnswersFromOnlineForm', () => {
  test('kycAnswersFromOnlineForm takes the income band whose checkbox flag is set', () => {
    expect(kycAnswersFromOnlineForm({ CheckBox_AmountIncome_43: false, CheckBox_AmountIncome_46: true })).toEqual({ AmountIncome: 46 });
    expect(kycAnswersFromOnlineForm(incomeBandFlags(47))).toEqual({ AmountIncome: 47 });
  });

  test('kycAnswersFromOnlineForm leaves the band out when no flag is set, and only a real true counts', () => {
    expect(kycAnswersFromOnlineForm({ CheckBox_AmountIncome_44: 'true' })).toEqual({});
    expect(kycAnswersFromOnlineForm({})).toEqual({});
  });

  test('kycAnswersFromOnlineForm copies the stored answers of the right type and never the declaration', () => {
    expect(
      kycAnswersFromOnlineForm({
        Saving: true,
        Previous: 'Pharmacist',
        FinancialInvestment: 1200.5,
        Properties: 'a lot',
        USPerson: false,
        DeclaredNaturalPerson: true,
        Unknown: 1,
      }),
    ).toEqual({ Saving: true, Previous: 'Pharmacist', FinancialInvestment: 1200.5, USPerson: false });
  });

  test('the answers saved with onlineFormDataWithKyc come back as the next prefill', () => {
    const answers = {
      AmountIncome: 44,
      Saving: true,
      SelfEmployed: 'Translator',
      ProceedSales: true,
      HasProperties: true,
      Properties: 90000,
      USPerson: true,
      Remarks: 'r',
    };
    const stored = onlineFormDataWithKyc({ CheckBox_AmountIncome_47: true, CheckBox_isLessThan5: true, Previous: 'old' }, answers);
    expect(stored).toMatchObject({ CheckBox_AmountIncome_44: true, CheckBox_AmountIncome_47: false, CheckBox_isLessThan5: true });
    expect(stored).not.toHaveProperty('Previous');
    expect(kycAnswersFromOnlineForm(stored)).toEqual(answers);
  });
});

describe('sanitiseKycAnswers', () => {
  test('sanitiseKycAnswers rounds proceeds to two decimals and leaves text for the schema to refuse', () => {
    expect(sanitiseKycAnswers({ FinancialInvestment: 10.005, OtherSales: 3, Properties: '12' })).toEqual({
      FinancialInvestment: 10.01,
      OtherSales: 3,
      Properties: '12',
    });
  });
});
