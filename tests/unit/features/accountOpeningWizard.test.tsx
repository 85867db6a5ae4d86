import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, screen } from '@testing-library/react';
import { IBAN_CHECKSUM_MESSAGE, ACCOUNT_OPENING_MESSAGES as M, missingDocumentsMessage, type Flow } from '@/engine';
import { opening } from '../support/fixtures';
import Wizard from '@/features/account-opening/Wizard';
import { hasUnknownPastExperience, signStepProblem, stepProblem } from '@/features/account-opening/sections';
import { accountOpeningActions as actions } from '@/store/accountOpeningSlice';
import { renderScreen } from '../support/render';
import { stateAfter } from '../support/sagas';
import { registryWith } from '../widgets/support/widgets';

const FORMS = [
  'account-type',
  'personal-details',
  'correspondence',
  'disbursement',
  'risk-profile',
  'account-appropriateness',
  'fees',
  'acknowledgements',
];
const flow = JSON.parse(readFileSync(resolve(__dirname, '../../../schemas/flows/account-opening.json'), 'utf8')) as Flow;
const unknownRow = JSON.parse(
  readFileSync(resolve(__dirname, '../../../schemas/forms/account-appropriateness/fixtures/invalid/unknown-row-code.json'), 'utf8'),
).data;
const validAppropriateness = JSON.parse(
  readFileSync(resolve(__dirname, '../../../schemas/forms/account-appropriateness/fixtures/valid/not-interested.json'), 'utf8'),
);
const registry = registryWith(...FORMS);
/** The wizard's step rules with the shipped flow, as the wizard asks them. */
const problemOf = (stepId: string, answers: Record<string, unknown>, today?: Date) =>
  stepProblem(stepId, answers, flow, registry.conditions, today);

describe("the wizard asks the engine's rules before the server", () => {
  test('the disbursement step: IBAN checksum, IBAN country, payment date', () => {
    const disbursement = {
      CurrencyId: 'EUR',
      AccountName: 'Clara Weiss',
      IBAN: 'de89 3704 0044 0532 0130 00',
      SWIFT: 'COBADEFFXXX',
      BankName: 'Commerzbank',
      CountryId: 276,
    };
    expect(problemOf('DisbursementAccountDetails', { DisbursementAccountDetails: disbursement })).toBeNull();
    expect(
      problemOf('DisbursementAccountDetails', { DisbursementAccountDetails: { ...disbursement, IBAN: 'DE89370400440532013001' } }),
    ).toBe(IBAN_CHECKSUM_MESSAGE);
    expect(problemOf('DisbursementAccountDetails', { DisbursementAccountDetails: { ...disbursement, CountryId: 250 } })).toBe(
      'The IBAN starts with DE, but the bank country is France (FR).',
    );
    const debit = { ...disbursement, DirectDebit: { Active: true, Amount: 100, CurrencyId: 'EUR', Date: '2024-01-01', FrequencyId: 1 } };
    expect(problemOf('DisbursementAccountDetails', { DisbursementAccountDetails: debit }, new Date('2024-06-01T12:00:00Z'))).toBe(
      M.directDebitDateInPast,
    );
  });

  test("holders: the tax details unless QROPS or trust; the appropriateness test: the natural-person declaration and the second holder's ticks", () => {
    const holders = { Holders: [{ FirstName: 'Clara' }] };
    expect(problemOf('FirstAccountHolderDetails', { AccountType: { AccountTypeId: 400159 }, FirstAccountHolderDetails: holders })).toBe(
      'Country of fiscal residence is required for account holder 1.',
    );
    expect(
      problemOf('FirstAccountHolderDetails', { AccountType: { AccountTypeId: 400160 }, FirstAccountHolderDetails: holders }),
    ).toBeNull();
    expect(
      problemOf('FirstAccountHolderDetails', {
        AccountType: { AccountTypeId: 400160, IsJoint: true },
        FirstAccountHolderDetails: holders,
      }),
    ).toBe(M.jointNeedsTwoHolders);
    const { NaturalPersonTerms: _terms, ...undeclared } = validAppropriateness;
    void _terms;
    expect(problemOf('AppropriatenessTest', { AccountType: { AccountTypeId: 400159 }, AppropriatenessTest: undeclared })).toBe(
      M.naturalPersonTermsRequired,
    );
    expect(problemOf('AppropriatenessTest', { AccountType: { AccountTypeId: 400163 }, AppropriatenessTest: undeclared })).toBeNull();
    const ticked = { ...validAppropriateness, PastServiceAdvice: { FirstHolder: false, SecondHolder: true } };
    expect(problemOf('AppropriatenessTest', { AccountType: { AccountTypeId: 400159, IsJoint: false }, AppropriatenessTest: ticked })).toBe(
      M.secondHolderTicksNeedJoint,
    );
    expect(
      problemOf('AppropriatenessTest', { AccountType: { AccountTypeId: 400159, IsJoint: true }, AppropriatenessTest: ticked }),
    ).toBeNull();
  });

  test('the Sign step is passed only signed and with every asked supporting document', () => {
    const signer = { Order: 1, Name: 'Clara Weiss', Email: 'c@example.com', SignedAt: null };
    const doc = (DocumentTypeId: number, Generated = false) => ({
      ID: DocumentTypeId,
      DocumentTypeId,
      Name: 'x.pdf',
      Size: 10,
      Generated,
      Signed: false,
      Url: '/x',
    });
    expect(signStepProblem(opening({ Status: 'Signing', SigningOrders: [signer] }))).toBe(M.notSigned);
    const signed = opening({
      Status: 'Signing',
      SigningOrders: [{ ...signer, SignedAt: '2024-05-02T10:00:00Z' }],
      TaxCertForm: true,
      Documents: [doc(10, true), doc(1)],
    });
    expect(signStepProblem(signed)).toBe(missingDocumentsMessage(['Proof of address', 'Tax certificate']));
    expect(signStepProblem({ ...signed, Documents: [doc(1), doc(2), doc(4)] })).toBeNull();
    expect(signStepProblem(opening({ Status: 'Signing', IsManual: true }))).toBe(M.manualFormMissing);
  });
});

describe('stored answers with an unknown past-experience code (portal-shell §8)', () => {
  test('are recognised by validating them with the form', () => {
    expect(hasUnknownPastExperience(registry, { AppropriatenessTest: unknownRow })).toBe(true);
    expect(hasUnknownPastExperience(registry, { AppropriatenessTest: validAppropriateness })).toBe(false);
    expect(hasUnknownPastExperience(registry, {})).toBe(false);
  });

  test('make the wizard show "Unknown past experience entry from server." in an alert', async () => {
    const stored = opening({
      AccountType: { AccountTypeId: 400159, IsJoint: true },
      LastSavedStep: 'AppropriatenessTest',
      InvestmentProfile: { RiskProfile: { RiskProfileId: 1 }, Appropriateness: unknownRow },
    });
    renderScreen(<Wizard flow={flow} registry={registry} opening={stored} referenceData={{}} feesInfo={null} docuSignOffered={false} />, {
      state: stateAfter(actions.openingLoaded(stored)),
      path: '/open-account',
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toContain('Unknown past experience entry from server.');
  });
});

describe("the wizard's Next", () => {
  test("shows the IBAN checksum message as the step's alert and asks the server nothing", async () => {
    const disbursement = JSON.parse(
      readFileSync(resolve(__dirname, '../../../schemas/forms/disbursement/fixtures/valid/minimal-eur-account.json'), 'utf8'),
    );
    const holders = JSON.parse(
      readFileSync(resolve(__dirname, '../../../schemas/forms/personal-details/fixtures/valid/single-employed-holder.json'), 'utf8'),
    );
    // Saved up to the disbursement; the wizard resumes at the risk profile, one Previous away.
    const stored = opening({
      AccountType: { AccountTypeId: 400159, IsJoint: false },
      LastSavedStep: 'DisbursementAccountDetails',
      PersonalDetails: { Holders: holders.Holders, Correspondence: { CorrespondenceAddress: 'Primary' } },
      Disbursement: { ...disbursement, IBAN: 'DE89370400440532013001' },
    });
    const { dispatched } = renderScreen(
      <Wizard flow={flow} registry={registry} opening={stored} referenceData={{}} feesInfo={null} docuSignOffered={false} />,
      { state: stateAfter(actions.openingLoaded(stored)), path: '/open-account' },
    );
    await screen.findByRole('heading', { level: 2, name: 'Risk profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByRole('heading', { level: 2, name: 'Disbursement account details' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(IBAN_CHECKSUM_MESSAGE);
    expect(dispatched.filter((a) => a.type === actions.sectionSaveRequested.type)).toEqual([]);
  });
});
