/** @jest-environment node */
import type { Flow } from '@/engine/flows/types';
import { diffFlowVersions } from '@/engine/studio/diffFlowVersions';
import { allFlows, at, flows } from './realSchemas';

const brief = (before: Flow, after: Flow) =>
  diffFlowVersions(before, after).map(({ kind, pointer, sentence, breaking }) => ({ kind, pointer, sentence, breaking }));

describe('diffFlowVersions', () => {
  it.each(allFlows())('finds no change between flow %s and its copy', (_file, flow) => {
    expect(diffFlowVersions(flow, structuredClone(flow))).toEqual([]);
  });

  it('reports a step condition changed as breaking, with both conditions in words (buy checkout rebates)', () => {
    const before = flows.buyCheckout();
    const after = flows.buyCheckout();
    const rebates = at(after, 'stages', 0, 'steps', 0);
    rebates.when = {
      properties: { HasCashRebate: { const: true }, CheckoutType: { const: 'Buy' } },
      required: ['HasCashRebate', 'CheckoutType'],
    };
    expect(diffFlowVersions(before, after)).toEqual([
      {
        kind: 'step-condition-changed',
        pointer: '/stages/0/steps/0',
        labels: ['Payment Details', 'Rebates'],
        detail: 'when',
        before: { properties: { HasCashRebate: { const: true } }, required: ['HasCashRebate'] },
        after: rebates.when,
        sentence:
          'Step \'Payment Details › Rebates\' is now shown when HasCashRebate is true and CheckoutType is "Buy" (was when HasCashRebate is true)',
        breaking: true,
      },
    ]);
  });

  it('reports a step condition removed and one added', () => {
    const before = flows.buyCheckout();
    const after = flows.buyCheckout();
    delete at(after, 'stages', 0, 'steps', 0).when;
    at(after, 'stages', 2, 'steps', 2).when = { properties: { ProductIndex: { minimum: 1 } }, required: ['ProductIndex'] };
    expect(brief(before, after)).toEqual([
      {
        kind: 'step-condition-changed',
        pointer: '/stages/0/steps/0',
        sentence: "Step 'Payment Details › Rebates' is now always shown (was only when HasCashRebate is true)",
        breaking: true,
      },
      {
        kind: 'step-condition-changed',
        pointer: '/stages/2/steps/2',
        sentence: "Step 'Confirm Order › Next Steps' is now only shown when ProductIndex is at least 1",
        breaking: true,
      },
    ]);
  });

  it('reports a stage condition changed as breaking (account opening: Investment Profile)', () => {
    const before = flows.accountOpening();
    const after = flows.accountOpening();
    at(after, 'stages', 2).when = { not: { properties: { AccountTypeId: { enum: [400160] } }, required: ['AccountTypeId'] } };
    expect(brief(before, after)).toEqual([
      {
        kind: 'stage-condition-changed',
        pointer: '/stages/2',
        sentence:
          "Stage 'Investment Profile' is now shown when not (AccountTypeId is one of 400160) (was when not (AccountTypeId is one of 400160, 400164))",
        breaking: true,
      },
    ]);
  });

  it('reports a form step added as breaking and a screen step added as not', () => {
    const before = flows.buyCheckout();
    const after = flows.buyCheckout();
    at(after, 'stages', 0).steps = [
      ...(at(after, 'stages', 0).steps as unknown[]),
      {
        id: 'Questions',
        title: 'Questions',
        form: 'appropriateness-test',
        when: { properties: { IsNote: { const: true } }, required: ['IsNote'] },
      },
      { id: 'Notice', title: 'Notice', screen: 'checkout-notice' },
    ];
    expect(brief(before, after)).toEqual([
      {
        kind: 'step-added',
        pointer: '/stages/0/steps/2',
        sentence: "New step 'Payment Details › Questions' asking form 'appropriateness-test', shown when IsNote is true",
        breaking: true,
      },
      { kind: 'step-added', pointer: '/stages/0/steps/3', sentence: "New step 'Payment Details › Notice'", breaking: false },
    ]);
  });

  it("reports a step removed and a stage removed as breaking, without listing the removed stage's steps", () => {
    const before = flows.buyCheckout();
    const after = flows.buyCheckout();
    after.stages.splice(1, 1);
    at(after, 'stages', 1).steps = (at(after, 'stages', 1).steps as Array<{ id: string }>).filter((step) => step.id !== 'NextSteps');
    expect(brief(before, after)).toEqual([
      { kind: 'stage-removed', pointer: '/stages/1', sentence: "Stage 'Set Alerts' removed", breaking: true },
      { kind: 'step-removed', pointer: '/stages/2/steps/2', sentence: "Step 'Confirm Order › Next Steps' removed", breaking: true },
    ]);
  });

  it('reports a stage added (breaking when it asks a form), renamed, and stages reordered', () => {
    const before = flows.buyCheckout();
    const after = flows.buyCheckout();
    after.stages.reverse();
    at(after, 'stages', 0).title = 'Confirm';
    after.stages.push({ id: 'Survey', title: 'Survey', steps: [{ id: 'SurveyForm', title: 'Survey', form: 'risk-profile' }] });
    expect(brief(before, after)).toEqual([
      { kind: 'label-changed', pointer: '/stages/0', sentence: "Stage 'Confirm Order' renamed to 'Confirm'", breaking: false },
      { kind: 'stage-added', pointer: '/stages/3', sentence: "New stage 'Survey' with one step", breaking: true },
      {
        kind: 'step-order-changed',
        pointer: '/stages',
        sentence: "Stages reordered: 'Confirm', 'Set Alerts', 'Payment Details' (were 'Payment Details', 'Set Alerts', 'Confirm')",
        breaking: true,
      },
    ]);
  });

  it('reports steps reordered within a stage and a step moved to another stage as breaking', () => {
    const before = flows.buyCheckout();
    const after = flows.buyCheckout();
    const confirm = at(after, 'stages', 2).steps as unknown[];
    confirm.reverse();
    const [moved] = (at(after, 'stages', 0).steps as unknown[]).splice(1, 1);
    confirm.push(moved);
    expect(brief(before, after)).toEqual([
      {
        kind: 'step-order-changed',
        pointer: '/stages/2/steps/3',
        sentence: "Step 'Confirm Order › Payment Details' moved from stage 'Payment Details' to 'Confirm Order'",
        breaking: true,
      },
      {
        kind: 'step-order-changed',
        pointer: '/stages/2/steps',
        sentence:
          "Steps of 'Confirm Order' reordered: 'Next Steps', 'Finalise Purchase Order', 'Product Summary' (were 'Product Summary', 'Finalise Purchase Order', 'Next Steps')",
        breaking: true,
      },
    ]);
  });

  it('words a step renamed, its tracker label, description, screen (not breaking), its form and answers (breaking)', () => {
    const before = flows.accountOpening();
    const after = flows.accountOpening();
    const disbursement = at(after, 'stages', 1, 'steps', 2);
    disbursement.title = 'Bank account';
    disbursement.trackerLabel = 'Bank';
    disbursement.description = 'Where withdrawals go.';
    disbursement.form = 'disbursement-v2';
    disbursement.answers = 'Bank';
    const sign = at(after, 'stages', 5, 'steps', 0);
    sign.screen = 'account-opening-sign-v2';
    expect(brief(before, after)).toEqual([
      {
        kind: 'label-changed',
        pointer: '/stages/1/steps/2',
        sentence: "Step 'Personal Details › Disbursement account details' renamed to 'Bank account'",
        breaking: false,
      },
      {
        kind: 'label-changed',
        pointer: '/stages/1/steps/2',
        sentence: 'Step \'Personal Details › Bank account\' label in the step tracker set to "Bank"',
        breaking: false,
      },
      {
        kind: 'help-changed',
        pointer: '/stages/1/steps/2',
        sentence: 'Step \'Personal Details › Bank account\' description set to "Where withdrawals go."',
        breaking: false,
      },
      {
        kind: 'step-form-changed',
        pointer: '/stages/1/steps/2',
        sentence: 'Step \'Personal Details › Bank account\' form changed from "disbursement" to "disbursement-v2"',
        breaking: true,
      },
      {
        kind: 'step-answers-changed',
        pointer: '/stages/1/steps/2',
        sentence: 'Step \'Personal Details › Bank account\' answers now kept under "Bank" (were under "DisbursementAccountDetails")',
        breaking: true,
      },
      {
        kind: 'step-screen-changed',
        pointer: '/stages/5/steps/0',
        sentence: 'Step \'Sign › Sign\' screen changed from "account-opening-sign" to "account-opening-sign-v2"',
        breaking: false,
      },
    ]);
  });

  it('reports a label of a display override changed, and one added, as not breaking (due diligence)', () => {
    const before = flows.dueDiligence();
    const after = flows.dueDiligence();
    const overrides = at(after, 'stages', 0, 'steps', 1).uiOverrides as Array<Record<string, unknown>>;
    at(overrides, 1, 'ui', 'PrimaryAccountHolder', 'Name', 'FirstName')['ui:title'] = 'Name of the scheme';
    overrides.push({ ui: { PlannedInvestmentVolume: { 'ui:help': 'An estimate is enough.' } } });
    expect(diffFlowVersions(before, after)).toEqual([
      {
        kind: 'label-changed',
        pointer: '/stages/0/steps/1/uiOverrides/1',
        labels: ['General Details', 'General Details'],
        detail: 'uiOverrides PrimaryAccountHolder/Name/FirstName ui:title',
        before: 'Scheme Name',
        after: 'Name of the scheme',
        sentence:
          'Step \'General Details › General Details\': field \'PrimaryAccountHolder › Name › FirstName\' label when AccountTypeId is one of 400160, 400164 changed from "Scheme Name" to "Name of the scheme"',
        breaking: false,
      },
      {
        kind: 'help-changed',
        pointer: `/stages/0/steps/1/uiOverrides/${overrides.length - 1}`,
        labels: ['General Details', 'General Details'],
        detail: 'uiOverrides PlannedInvestmentVolume ui:help',
        after: 'An estimate is enough.',
        sentence: "Step 'General Details › General Details': field 'PlannedInvestmentVolume' help text set to \"An estimate is enough.\"",
        breaking: false,
      },
    ]);
  });

  it('reports a display override whose condition alone changed as one change', () => {
    const before = flows.accountOpening();
    const after = flows.accountOpening();
    at(after, 'stages', 3, 'steps', 0, 'uiOverrides', 0).when = {
      properties: { IsTermAccount: { const: false } },
      required: ['IsTermAccount'],
    };
    expect(brief(before, after)).toEqual([
      {
        kind: 'rule-changed',
        pointer: '/stages/3/steps/0/uiOverrides/0',
        sentence:
          'Step \'Fees and Charges › Fees and Charges\' display change "The term-account fields show only once Term Account is chosen." now applies when IsTermAccount is false (was when not (IsTermAccount is true))',
        breaking: false,
      },
    ]);
  });

  it("words the flow's title, description and context as not breaking", () => {
    const before = flows.buyCheckout();
    const after = flows.buyCheckout();
    after.title = 'Buy';
    after.description = 'Buying.';
    at(after, 'context', 'properties').Extra = { type: 'boolean' };
    expect(brief(before, after).map(({ kind, sentence, breaking }) => [kind, sentence, breaking])).toEqual([
      ['label-changed', `The flow's title changed from '${before.title}' to 'Buy'`, false],
      ['help-changed', `The flow's description changed from "${before.description ?? ''}" to "Buying."`, false],
      ['context-changed', "The flow's context (the facts its conditions read) changed", false],
    ]);
  });
});
