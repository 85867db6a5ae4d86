import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Flow } from '@/engine/flows/types';
import FlowConditions from '@/features/studio/flows/FlowConditions';
import FlowStudioPage from '@/features/studio/flows/FlowStudioPage';
import { conditionOf, conditionWords, factsOf, parseFlow, parseValues, shapeOf, valueLabel } from '@/features/studio/flows/flowDraft';
import ImpactPanel from '@/features/studio/ImpactPanel';
import type { FlowStudioService } from '@/features/studio/service';
import type { FlowImpactReport, StudioItem } from '@/types/generated/api/studio';
import accountOpening from '../../../../../schemas/flows/account-opening.json';
import { renderFluent } from '../../../widgets/support/widgets';
import { studioVersion } from '../studioVersion';

const flow = accountOpening as unknown as Flow;
const QROPS_OR_TRUST = { not: { properties: { AccountTypeId: { enum: [400160, 400164] } }, required: ['AccountTypeId'] } };

describe('flowDraft: the common shapes of a condition', () => {
  test('reads the Investment Profile condition as "hidden when", and writes each shape back', () => {
    const stage = flow.stages.find((s) => s.id === 'InvestmentProfile');
    expect(stage?.when).toEqual(QROPS_OR_TRUST);
    const shape = shapeOf(stage?.when);
    expect(shape).toEqual({ kind: 'hidden-when', fact: 'AccountTypeId', values: [400160, 400164] });
    expect(conditionOf(shape)).toEqual(QROPS_OR_TRUST);
    expect(conditionWords(stage?.when)).toBe('Hidden when AccountTypeId is one of 400160, 400164');
    expect(shapeOf(undefined)).toEqual({ kind: 'always' });
    expect(conditionOf({ kind: 'always' })).toBeNull();
    expect(conditionWords(undefined)).toBe('Always shown');
    const joint = { properties: { IsJoint: { const: true } }, required: ['IsJoint'] };
    expect(shapeOf(joint)).toEqual({ kind: 'shown-when', fact: 'IsJoint', values: [true] });
    expect(conditionOf({ kind: 'shown-when', fact: 'IsJoint', values: [true] })).toEqual(joint);
    expect(conditionWords(joint)).toBe('Shown when IsJoint is true');
    const other = { properties: { IsJoint: { const: true } } };
    expect(shapeOf(other)).toEqual({ kind: 'advanced', condition: other });
  });

  test('the facts come from the context schema, with their values and what the codes mean', () => {
    const facts = factsOf(flow);
    expect(facts.map((f) => [f.name, f.values])).toEqual([
      ['AccountTypeId', [400159, 400160, 400161, 400163, 400164, 400166]],
      ['IsJoint', [true, false]],
      ['IsTermAccount', [true, false]],
      ['CorrespondenceAddress', ['Primary', 'Secondary', 'Other']],
    ]);
    const [accountType, isJoint] = facts;
    expect(accountType && valueLabel(accountType, 400164)).toBe('400164 (trust)');
    expect(accountType && valueLabel(accountType, 400161)).toBe('400161 (DFM account)');
    expect(isJoint && valueLabel(isJoint, true)).toBe('true');
    expect(parseValues('3, 4', { name: 'N', type: 'integer' })).toEqual({ ok: true, value: [3, 4] });
    expect(parseValues('3.5', { name: 'N', type: 'integer' })).toEqual({ ok: false, message: '"3.5" is not a whole number.' });
    expect(parseValues(' , ', { name: 'N' })).toEqual({ ok: false, message: 'Give at least one value of N.' });
  });

  test('the JSON editor text must stay a flow of the same id', () => {
    expect(parseFlow('{', 'account-opening')).toMatchObject({ ok: false, message: expect.stringMatching(/^The JSON does not parse: /) });
    expect(parseFlow(JSON.stringify({ ...flow, id: 'other' }), 'account-opening')).toEqual({
      ok: false,
      message: 'The flow\'s "id" must stay the flow\'s own ("account-opening")',
    });
    expect(parseFlow(JSON.stringify({ ...flow, stages: [{ id: 'A' }] }), 'account-opening')).toEqual({
      ok: false,
      message: 'Stage 1 needs an "id" and "steps"',
    });
    expect(parseFlow(JSON.stringify(flow), 'account-opening')).toEqual({ ok: true, value: flow });
  });
});

describe('FlowConditions: the structured condition editor', () => {
  function setup() {
    const changes: Flow[] = [];
    const view = renderFluent(<FlowConditions flow={flow} onChange={(next) => changes.push(next)} />);
    return { changes, view };
  }
  const openStage = (title: string) => fireEvent.click(screen.getByRole('button', { name: `Edit condition: stage ${title}` }));
  const editor = (subject: string) => within(screen.getByRole('group', { name: `Condition of ${subject}` }));

  test('lists every stage and step in order with its condition in words', () => {
    setup();
    const stages = screen.getByRole('list', { name: 'Stages and steps' });
    expect(
      within(stages)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(flow.stages.map((s, i) => `Stage ${i + 1}: ${s.title}`));
    const profile = within(screen.getByRole('list', { name: 'Steps of Investment Profile' })).getAllByRole('listitem');
    expect(profile.map((li) => li.textContent)).toEqual([
      'Risk profile (form risk-profile)Always shownEdit condition',
      'Appropriateness test (form account-appropriateness)Always shownEdit condition',
    ]);
    expect(screen.getByText('Hidden when AccountTypeId is one of 400160, 400164')).toBeTruthy();
  });

  test('sets "hidden when" with the offered values, in words as it is built, through setStageCondition', () => {
    const { changes } = setup();
    openStage('Investment Profile');
    const e = editor('stage Investment Profile');
    expect(e.getByRole<HTMLInputElement>('radio', { name: 'Hidden when a fact is one of some values' }).checked).toBe(true);
    expect(e.getByRole<HTMLInputElement>('checkbox', { name: '400160 (QROPS)' }).checked).toBe(true);
    expect(e.getByRole<HTMLInputElement>('checkbox', { name: '400164 (trust)' }).checked).toBe(true);
    fireEvent.click(e.getByRole('checkbox', { name: '400164 (trust)' }));
    expect(e.getByText('In words: Hidden when AccountTypeId is 400160')).toBeTruthy();
    fireEvent.click(e.getByRole('button', { name: 'Apply condition' }));
    expect(changes).toHaveLength(1);
    expect(changes[0]?.stages.find((s) => s.id === 'InvestmentProfile')?.when).toEqual({
      not: { properties: { AccountTypeId: { const: 400160 } }, required: ['AccountTypeId'] },
    });
    expect(screen.queryByRole('group', { name: /^Condition of/ })).toBeNull();
  });

  test('sets "shown only when" on a step, and clears a condition to always shown', () => {
    const { changes } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Edit condition: step Risk profile' }));
    const e = editor('step Risk profile');
    fireEvent.click(e.getByRole('radio', { name: 'Shown only when a fact is one of some values' }));
    fireEvent.change(e.getByRole('combobox', { name: /Fact/ }), { target: { value: 'CorrespondenceAddress' } });
    fireEvent.click(e.getByRole('button', { name: 'Apply condition' }));
    expect(within(screen.getByRole('alert')).getByText('Choose at least one value of CorrespondenceAddress.')).toBeTruthy();
    expect(changes).toHaveLength(0);
    fireEvent.click(e.getByRole('checkbox', { name: 'Other' }));
    fireEvent.click(e.getByRole('button', { name: 'Apply condition' }));
    expect(changes[0]?.stages.flatMap((s) => s.steps).find((s) => s.id === 'RiskProfile')?.when).toEqual({
      properties: { CorrespondenceAddress: { const: 'Other' } },
      required: ['CorrespondenceAddress'],
    });

    openStage('Investment Profile');
    fireEvent.click(editor('stage Investment Profile').getByRole('radio', { name: 'Always shown' }));
    fireEvent.click(editor('stage Investment Profile').getByRole('button', { name: 'Apply condition' }));
    expect(changes[1]?.stages.find((s) => s.id === 'InvestmentProfile')?.when).toBeUndefined();
  });

  test("an advanced condition reading a fact the flow does not know is refused with the engine's sentence", () => {
    const { changes } = setup();
    openStage('Investment Profile');
    const e = editor('stage Investment Profile');
    fireEvent.click(e.getByRole('radio', { name: 'Another condition (JSON)' }));
    const text = e.getByRole('textbox', { name: /Condition \(JSON\)/ });
    fireEvent.change(text, { target: { value: '{"properties": {"Country": {"const": "MT"}}' } });
    fireEvent.click(e.getByRole('button', { name: 'Apply condition' }));
    expect(screen.getByRole('alert').textContent).toMatch(/^The condition's JSON does not parse: /);
    fireEvent.change(text, { target: { value: '{"properties": {"Country": {"const": "MT"}}, "required": ["Country"]}' } });
    fireEvent.click(e.getByRole('button', { name: 'Apply condition' }));
    expect(screen.getByRole('alert').textContent).toBe(
      "The condition of stage 'InvestmentProfile' reads 'Country', which the flow does not know (it knows AccountTypeId, IsJoint, IsTermAccount, CorrespondenceAddress)",
    );
    expect(changes).toHaveLength(0);
    fireEvent.click(e.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group', { name: /^Condition of/ })).toBeNull();
  });
});

describe('FlowStudioPage', () => {
  const other: Flow = {
    id: 'sell-checkout',
    version: '1.0.0',
    title: 'Sell',
    stages: [{ id: 'S', title: 'Sell', steps: [{ id: 'A', title: 'A', screen: 'a' }] }],
  };

  function fakeService(): FlowStudioService & { saved: unknown[] } {
    const saved: unknown[] = [];
    const item: StudioItem = {
      Kind: 'flow',
      FormId: 'account-opening',
      Title: 'Account opening',
      InEffect: 1,
      Versions: [studioVersion({ Kind: 'flow', FormId: 'account-opening', ChangeNote: 'From schemas/' })],
    };
    const refuse = () => Promise.reject(new Error('Not here'));
    return {
      saved,
      versions: () => Promise.resolve(item),
      version: refuse,
      save: (_id, draft) => {
        saved.push(draft);
        return Promise.resolve(
          studioVersion({ Id: 2, Kind: 'flow', FormId: 'account-opening', Version: 2, Status: 'draft', BasedOnVersion: 1 }),
        );
      },
      submit: refuse,
      approve: refuse,
      publish: refuse,
      rollback: refuse,
      impact: refuse,
      audit: () => Promise.resolve({ Entries: [], Chain: { Valid: true, Entries: 0, BrokenAt: null, Reason: null } }),
    };
  }

  test('lists the flows, marks a draft, and shows its changes in the Changes tab', () => {
    renderFluent(
      <FlowStudioPage flowIds={['account-opening', 'sell-checkout']} flows={{ 'account-opening': flow, 'sell-checkout': other }} />,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Flows' }));
    expect(nav.getAllByRole('button').map((b) => b.textContent)).toEqual(['account-opening', 'sell-checkout']);
    for (const name of ['Conditions', 'JSON', 'Changes (0)']) expect(screen.getByRole('tab', { name })).toBeTruthy();
    expect(screen.getAllByRole('tab')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Edit condition: stage Investment Profile' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Always shown' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply condition' }));
    expect(screen.queryByText(/^Hidden when/)).toBeNull();
    expect(nav.getAllByRole('button').map((b) => b.textContent)).toEqual(['account-opening (draft)', 'sell-checkout']);
    fireEvent.click(screen.getByRole('tab', { name: 'Changes (1)' }));
    const rows = within(screen.getByRole('list', { name: 'Changes' })).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toMatch(/Investment Profile/);
    // Another flow keeps its own draft (none).
    fireEvent.click(nav.getByRole('button', { name: 'sell-checkout' }));
    expect(screen.getByRole('tab', { name: 'Changes (0)' })).toBeTruthy();
    fireEvent.click(nav.getByRole('button', { name: 'account-opening (draft)' }));
    expect(screen.getByRole('tab', { name: 'Changes (1)' })).toBeTruthy();
    // Discarding goes back to the published version.
    fireEvent.click(screen.getByRole('button', { name: 'Discard the draft' }));
    expect(screen.getByRole('tab', { name: 'Changes (0)' })).toBeTruthy();
  });

  test('the Review tab saves the flow draft through the studio service, with the flow words', async () => {
    const service = fakeService();
    renderFluent(<FlowStudioPage flowIds={['account-opening']} flows={{ 'account-opening': flow }} service={service} />);
    await act(async () => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Edit condition: stage Investment Profile' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Always shown' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply condition' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Review' }));
    const review = within(screen.getByRole('tabpanel', { name: 'Review' }));
    expect(review.getByRole('columnheader', { name: 'Flow' })).toBeTruthy();
    await act(async () => fireEvent.click(review.getByRole('button', { name: 'Save the draft' })));
    expect(review.getByText('The draft is saved as version 2.')).toBeTruthy();
    expect((service.saved[0] as Flow).stages.find((s) => s.id === 'InvestmentProfile')?.when).toBeUndefined();
  });
});

describe('ImpactPanel: a flow report', () => {
  test('says how many drafts in flight were checked, which would get stuck on which step and why, and which lose answers', async () => {
    const report: FlowImpactReport = {
      ok: true,
      flowId: 'account-opening',
      version: '1.0.0',
      checked: 4,
      stuck: 2,
      dropping: 1,
      stuckAt: [
        {
          stepId: 'RiskProfile',
          stepTitle: 'Risk profile',
          formId: 'risk-profile',
          reason: 'new-step-unanswered',
          message: 'Please choose your investment objective',
          count: 2,
          exampleIds: [7, 9],
        },
      ],
      dropped: [
        { stepId: 'AppropriatenessTest', stepTitle: 'Appropriateness test', formId: 'appropriateness-test', count: 1, exampleIds: [3] },
      ],
      elapsedMs: 5,
    };
    renderFluent(
      <ImpactPanel
        version={studioVersion({ Id: 2, Kind: 'flow', FormId: 'account-opening', Version: 2 })}
        impact={() => Promise.resolve(report)}
      />,
    );
    await act(async () => undefined);
    const panel = within(screen.getByRole('region', { name: 'Impact of version 2 on drafts in flight' }));
    expect(panel.getByText('4 drafts in flight checked: 2 would get stuck, 1 would lose answers.')).toBeTruthy();
    const stuck = panel.getByRole('table', { name: 'Drafts that would get stuck' });
    expect(
      within(stuck)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'StepWhyWhat the user would readDraftsExample openings',
      'Risk profileThe step is new for it and was passed unansweredPlease choose your investment objective27, 9',
    ]);
    const dropped = panel.getByRole('table', { name: 'Answers that would be dropped' });
    expect(
      within(dropped)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Step no longer shownFormDraftsExample openings', 'Appropriateness testappropriateness-test13']);
  });
});
