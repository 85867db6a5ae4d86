import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen } from '@testing-library/react';
import { stagesFor, uiFor, type Condition, type Flow } from '@/engine';
import ConfirmDetails from '@/features/account-opening/ConfirmDetails';
import Wizard from '@/features/account-opening/Wizard';
import { fieldsHiddenByFlow, resumeStepOf, SAVE_GROUPS, validStagesOf } from '@/features/account-opening/sections';
import { accountOpeningActions as actions } from '@/store/accountOpeningSlice';
import { opening } from '../support/fixtures';
import { renderScreen } from '../support/render';
import { stateAfter } from '../support/sagas';
import { registryWith, renderFluent } from '../widgets/support/widgets';

// Issue 13 item 1: the wizard takes its steps, hidden fields and widgets from the flow and the
// forms. Each test runs on a COPY of schemas/flows/account-opening.json changed in memory (the file
// is never edited) and shows the browser code follows the change.

const SHIPPED = JSON.parse(readFileSync(resolve(__dirname, '../../../schemas/flows/account-opening.json'), 'utf8')) as Flow;
const registry = registryWith(
  'account-type',
  'personal-details',
  'correspondence',
  'disbursement',
  'risk-profile',
  'account-appropriateness',
  'fees',
  'acknowledgements',
);
const conditions = registry.conditions;
const STANDALONE = 400159;
const QROPS = 400160;
const TRUST = 400164;

/** A copy of the shipped flow with `change` applied. */
function changed(change: (flow: Flow) => void): Flow {
  const flow = structuredClone(SHIPPED);
  change(flow);
  return flow;
}

const skipsType = (...types: number[]): Condition => ({
  not: { properties: { AccountTypeId: { enum: types } }, required: ['AccountTypeId'] },
});

/** The shipped flow, but the Investment Profile stage is skipped for standalone accounts too. */
const noProfileForStandalone = changed((flow) => {
  flow.stages.find((s) => s.id === 'InvestmentProfile')!.when = skipsType(QROPS, TRUST, STANDALONE);
});

/** The shipped flow, but trust accounts are asked the QST provider too. */
const qstForTrust = changed((flow) => {
  const step = flow.stages[0].steps.find((s) => s.id === 'AccountType')!;
  const qst = step.uiOverrides!.find((o) => 'QSTProviderId' in o.ui)!;
  qst.when = skipsType(QROPS, TRUST);
});

const disbursement = JSON.parse(
  readFileSync(resolve(__dirname, '../../../schemas/forms/disbursement/fixtures/valid/minimal-eur-account.json'), 'utf8'),
);
const holders = JSON.parse(
  readFileSync(resolve(__dirname, '../../../schemas/forms/personal-details/fixtures/valid/single-employed-holder.json'), 'utf8'),
).Holders;
/** A standalone opening saved up to the disbursement. */
const savedToDisbursement = () =>
  opening({
    AccountType: { AccountTypeId: STANDALONE, IsJoint: false },
    LastSavedStep: 'DisbursementAccountDetails',
    PersonalDetails: { Holders: holders, Correspondence: { CorrespondenceAddress: 'Primary' } },
    Disbursement: disbursement,
  });

describe("the wizard's steps follow the flow's `when` (a changed copy)", () => {
  test('a standalone account resumes at Fees and Charges when the flow skips its Investment Profile, at Risk profile otherwise', () => {
    const stored = savedToDisbursement();
    expect(resumeStepOf(SHIPPED, stored, conditions)).toBe('RiskProfile');
    expect(resumeStepOf(noProfileForStandalone, stored, conditions)).toBe('FeesAndCharges');
    const context = { AccountTypeId: STANDALONE, IsJoint: false };
    expect(stagesFor(SHIPPED, context, conditions).map((s) => s.id)).toContain('InvestmentProfile');
    expect(stagesFor(noProfileForStandalone, context, conditions).map((s) => s.id)).toEqual([
      'AccountTypeSelection',
      'PersonalDetails',
      'FeesAndCharges',
      'Acknowledgements',
      'Sign',
      'Finish',
    ]);
    expect(validStagesOf(noProfileForStandalone, stored, conditions)).toEqual(['AccountTypeSelection', 'PersonalDetails']);
  });

  test('the wizard on the changed flow opens at Fees and Charges and has no Investment Profile in its tracker', async () => {
    const stored = savedToDisbursement();
    renderScreen(
      <Wizard
        flow={noProfileForStandalone}
        registry={registry}
        opening={stored}
        referenceData={{}}
        feesInfo={null}
        docuSignOffered={false}
      />,
      { state: stateAfter(actions.openingLoaded(stored)), path: '/open-account' },
    );
    await screen.findByRole('heading', { level: 2, name: 'Fees and Charges' });
    expect(screen.queryByText('Investment Profile')).toBeNull();
  });
});

describe("the account-type step's fields come from the flow's uiOverrides", () => {
  test('the QST provider is hidden except for QROPS, the fee schedule always; a changed override asks trusts too', () => {
    const hidden = (flow: Flow, type: number) => [...fieldsHiddenByFlow(flow, 'AccountType', { AccountTypeId: type }, conditions)];
    expect(hidden(SHIPPED, STANDALONE)).toContain('QSTProviderId');
    expect(hidden(SHIPPED, QROPS)).not.toContain('QSTProviderId');
    expect(hidden(SHIPPED, TRUST)).toContain('QSTProviderId');
    expect(hidden(qstForTrust, TRUST)).not.toContain('QSTProviderId');
    const step = SHIPPED.stages[0].steps[0];
    for (const type of [STANDALONE, QROPS]) {
      expect(uiFor(step, registry.ui('account-type'), { AccountTypeId: type }, conditions).FeeSchedulesId).toMatchObject({
        'ui:widget': 'hidden',
      });
    }
  });

  test('a QST provider the flow hides for the account type is not sent; one it asks is', () => {
    const group = SAVE_GROUPS.find((g) => g.section === 'accounttype')!;
    const answers = { AccountType: { AccountTypeId: TRUST, Trustees: ['A. Trustee'], QSTProviderId: 2 } };
    const body = (flow: Flow) =>
      group.body(answers, (stepId) => fieldsHiddenByFlow(flow, stepId, { AccountTypeId: TRUST, IsJoint: false }, conditions));
    expect(body(SHIPPED)).toEqual({ AccountTypeId: TRUST, Trustees: ['A. Trustee'] });
    expect(body(qstForTrust)).toEqual(answers.AccountType);
  });

  test('Confirm details shows the QST provider of a trust account only when the flow asks it', () => {
    const accountType = { AccountTypeId: TRUST, IsJoint: false, Trustees: ['A. Trustee'], QSTProviderId: 2 };
    const show = (flow: Flow) =>
      renderFluent(<ConfirmDetails flow={flow} registry={registry} accountType={accountType} context={{ AccountTypeId: TRUST }} />);
    const shipped = show(SHIPPED);
    expect(screen.queryByText('QST provider')).toBeNull();
    shipped.unmount();
    show(qstForTrust);
    expect(screen.getAllByText('QST provider').length).toBeGreaterThan(0);
    expect(screen.queryByText('Fee schedule')).toBeNull();
  });
});
