import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConditionEvaluator, type Flow } from '@/engine';
import { opening } from '../support/fixtures';
import { deriveFees, feeValuesFor, feesFlagsOf } from '@/features/account-opening/fees';
import { answersFromOpening, contextOf, derivePersonalDetails, resumeStepOf, validStagesOf } from '@/features/account-opening/sections';

const flow = JSON.parse(readFileSync(resolve(__dirname, '../../../schemas/flows/account-opening.json'), 'utf8')) as Flow;
// The browser's evaluator: it compiles nothing (the flow's conditions are plain).
const conditions = new ConditionEvaluator();

describe('account opening wizard rules', () => {
  test('the context follows the answers: account type, joint, term flag, correspondence choice', () => {
    expect(
      contextOf({
        AccountType: { AccountTypeId: 400160, IsJoint: true },
        FeesAndCharges: { AccessTypeId: 2 },
        CorrespondenceInformation: { CorrespondenceAddress: 'Other' },
      }),
    ).toEqual({ AccountTypeId: 400160, IsJoint: true, IsTermAccount: true, CorrespondenceAddress: 'Other' });
    expect(contextOf({})).toEqual({ IsTermAccount: false });
  });

  test('fee lists are exactly those of spec §5 for the choices so far', () => {
    expect(feeValuesFor('PlatformProcessingFee', { AccessTypeId: 1 })).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]);
    expect(feeValuesFor('PlatformProcessingFee', { AccessTypeId: 2 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(feeValuesFor('AccountServiceFee', { AccessTypeId: 1 })?.[0]).toBe(0.4);
    expect(feeValuesFor('AccountServiceFee', { AccessTypeId: 2 })?.[0]).toBe(0.2);
    expect(feeValuesFor('AnnualAccountFee', { FeeOptionId: 1 })).toEqual([212, 112]);
    expect(feeValuesFor('AnnualAccountFee', { FeeOptionId: 3 })).toEqual([150]);
    expect(feeValuesFor('AnnualAccountFeeRemuneration', { FeeOptionId: 3 })).toEqual([64]);
    expect(feeValuesFor('ETFEntryFee', { IsCustom: false })?.[0]).toBe(1);
    expect(feeValuesFor('ETFEntryFee', { IsCustom: true })?.[0]).toBe(0);
    expect(feeValuesFor('InitialFee', {})).toContain(100);
    expect(feeValuesFor('NotesEntryFee', {})).toEqual([1.6]);
    expect(feeValuesFor('PlatformProcessingFee', {})).toBeUndefined();
  });

  test('choosing a term account applies the term defaults, the flags and the fee schedule id', () => {
    const term = deriveFees({ AccessTypeId: 2, FeeOptionId: 3, PlatformProcessingFee: 0.5, AccountServiceFee: 0.2 });
    expect(term).toMatchObject({
      TA_DeductionFeeYears: 10,
      TA_EstablishPeriod: 10,
      TermClassicFlexFee: true,
      InstantAccessClassic: false,
      TA_AccountServiceFee: 0.2,
    });
    // 0.5% is not on the term list: the adviser chooses again.
    expect(term.PlatformProcessingFee).toBeUndefined();
    const instant = deriveFees({ ...term, AccessTypeId: 1 });
    expect(instant.TA_DeductionFeeYears).toBeUndefined();
    expect(instant.InstantClassicFlex).toBe(true);
    expect(feesFlagsOf({ AccessTypeId: 2, FeeOptionId: 1 })).toEqual({ isTermAccount: true, feeScheduleId: 21 });
    expect(feesFlagsOf({ AccessTypeId: 1, FeeOptionId: 3 })).toEqual({ isTermAccount: false, feeScheduleId: 13 });
    expect(feesFlagsOf(undefined)).toEqual({ isTermAccount: false, feeScheduleId: null });
  });

  test('the first holder is the primary one unless a holder is marked', () => {
    expect(derivePersonalDetails({ Holders: [{ FirstName: 'A' }, { FirstName: 'B' }] }).Holders).toEqual([
      { FirstName: 'A', IsPrimary: true },
      { FirstName: 'B', IsPrimary: false },
    ]);
    const marked = { Holders: [{ IsPrimary: false }, { IsPrimary: true }] };
    expect(derivePersonalDetails(marked)).toBe(marked);
  });

  test('a new opening starts at stage 1 step 1; a saved one resumes at the first unsaved section', () => {
    expect(resumeStepOf(flow, opening(), conditions)).toBe('AccountType');
    const typed = opening({ AccountType: { AccountTypeId: 400159, IsJoint: false }, LastSavedStep: 'AccountType' });
    expect(resumeStepOf(flow, typed, conditions)).toBe('FirstAccountHolderDetails');
    expect(validStagesOf(flow, typed, conditions)).toEqual(['AccountTypeSelection']);
    const qrops = opening({
      AccountType: { AccountTypeId: 400160 },
      PersonalDetails: { Holders: [{}], Correspondence: { CorrespondenceAddress: 'Primary' } },
      Disbursement: {},
      LastSavedStep: 'DisbursementAccountDetails',
    });
    // No Investment Profile for QROPS: on to Fees and Charges.
    expect(resumeStepOf(flow, qrops, conditions)).toBe('FeesAndCharges');
    expect(validStagesOf(flow, qrops, conditions)).toEqual(['AccountTypeSelection', 'PersonalDetails']);
    expect(resumeStepOf(flow, opening({ ...qrops, Status: 'Signing' }), conditions)).toBe('Sign');
    expect(resumeStepOf(flow, opening({ ...qrops, Status: 'Completed' }), conditions)).toBe('Finish');
  });

  test("stored answers become the steps' answers", () => {
    const answers = answersFromOpening(
      opening({
        PersonalDetails: { Holders: [{ FirstName: 'A' }], Correspondence: { CorrespondenceAddress: 'Primary' } },
        InvestmentProfile: { RiskProfile: { RiskProfileId: 1 }, Appropriateness: { NotInterested: true } },
      }),
    );
    expect(answers).toEqual({
      FirstAccountHolderDetails: { Holders: [{ FirstName: 'A' }] },
      CorrespondenceInformation: { CorrespondenceAddress: 'Primary' },
      RiskProfile: { RiskProfileId: 1 },
      AppropriatenessTest: { NotInterested: true },
    });
  });
});
