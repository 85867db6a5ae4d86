/** @jest-environment node */
import type { Flow } from '@/engine/flows/types';
import { diffFlowVersions } from '@/engine/studio/diffFlowVersions';
import { setStageCondition, setStepCondition } from '@/engine/studio/flowEdits';
import type { EditResult } from '@/engine/studio/types';
import { flows } from './realSchemas';

function edited(result: EditResult<Flow>): Flow {
  if (!result.ok) throw new Error(`Edit refused: ${result.error}`);
  return result.value;
}

describe('setStepCondition', () => {
  it("changes a step's condition; the flow given is unchanged and the diff shows exactly that change, breaking", () => {
    const before = flows.buyCheckout();
    const when = { properties: { HasCashRebate: { const: true }, IsNote: { const: false } }, required: ['HasCashRebate'] };
    const after = edited(setStepCondition(before, 'Rebates', when));
    expect(before).toEqual(flows.buyCheckout());
    expect(after.stages[0]?.steps[0]?.when).toEqual(when);
    expect(diffFlowVersions(before, after).map(({ kind, pointer, sentence, breaking }) => ({ kind, pointer, sentence, breaking }))).toEqual(
      [
        {
          kind: 'step-condition-changed',
          pointer: '/stages/0/steps/0',
          sentence:
            "Step 'Payment Details › Rebates' is now shown when HasCashRebate is true and IsNote is not answered or IsNote is false (was when HasCashRebate is true)",
          breaking: true,
        },
      ],
    );
  });

  it('removes a condition (null) and gives a step one', () => {
    const always = edited(setStepCondition(flows.buyCheckout(), 'Rebates', null));
    expect(always.stages[0]?.steps[0]).not.toHaveProperty('when');
    const corporate = { properties: { AccountTypeId: { const: 400163 } }, required: ['AccountTypeId'] };
    const before = flows.accountOpening();
    const after = edited(setStepCondition(before, 'DisbursementAccountDetails', corporate));
    expect(diffFlowVersions(before, after).map((change) => [change.kind, change.sentence, change.breaking])).toEqual([
      [
        'step-condition-changed',
        "Step 'Personal Details › Disbursement account details' is now only shown when AccountTypeId is 400163",
        true,
      ],
    ]);
  });

  it('refuses an unknown step, an empty or non-object condition, and a fact the flow does not know', () => {
    const flow = flows.buyCheckout();
    expect(setStepCondition(flow, 'Nope', null)).toEqual({ ok: false, error: "The flow has no step 'Nope'" });
    expect(setStepCondition(flow, 'Rebates', {})).toEqual({
      ok: false,
      error: "The condition of step 'Rebates' must be a rule over the flow's facts (an object that is not empty)",
    });
    expect(setStepCondition(flow, 'Rebates', ['x'] as unknown as Record<string, unknown>)).toEqual({
      ok: false,
      error: "The condition of step 'Rebates' must be a rule over the flow's facts (an object that is not empty)",
    });
    expect(
      setStepCondition(flow, 'Rebates', { not: { anyOf: [{ required: ['HasRebate'] }, { properties: { IsNote: { const: true } } }] } }),
    ).toEqual({
      ok: false,
      error:
        "The condition of step 'Rebates' reads 'HasRebate', which the flow does not know (it knows ProductType, HasCashRebate, IsNote, ProductIndex, ProductCount, CheckoutType)",
    });
  });
});

describe('setStageCondition', () => {
  it('changes the Investment Profile rule of account opening as data, and the diff shows it as breaking', () => {
    const before = flows.accountOpening();
    const when = { not: { properties: { AccountTypeId: { enum: [400160, 400164, 400163] } }, required: ['AccountTypeId'] } };
    const after = edited(setStageCondition(before, 'InvestmentProfile', when));
    expect(before).toEqual(flows.accountOpening());
    expect(diffFlowVersions(before, after).map(({ kind, pointer, sentence, breaking }) => ({ kind, pointer, sentence, breaking }))).toEqual(
      [
        {
          kind: 'stage-condition-changed',
          pointer: '/stages/2',
          sentence:
            "Stage 'Investment Profile' is now shown when not (AccountTypeId is one of 400160, 400164, 400163) (was when not (AccountTypeId is one of 400160, 400164))",
          breaking: true,
        },
      ],
    );
    expect(edited(setStageCondition(after, 'InvestmentProfile', null)).stages[2]).not.toHaveProperty('when');
  });

  it('refuses an unknown stage and a fact the flow does not know', () => {
    const flow = flows.accountOpening();
    expect(setStageCondition(flow, 'Nope', null)).toEqual({ ok: false, error: "The flow has no stage 'Nope'" });
    const refused = setStageCondition(flow, 'Sign', { required: ['Signed'] });
    expect(refused.ok ? '' : refused.error).toMatch(
      /^The condition of stage 'Sign' reads 'Signed', which the flow does not know \(it knows AccountTypeId, /,
    );
  });
});
