/** @jest-environment node */
/**
 * The form studio's impact check against real data (issue 13, item 3): a draft of a form is
 * validated against every stored submission and every in-flight account opening, a draft of a
 * flow replays the in-flight openings, on a real database of each dialect.
 *
 * Submissions are stored by the platform's own `validateSubmission` + `storeSubmission` (a
 * test-only form joins the app's registry, so its bounds are known whatever the real forms say);
 * openings are started and saved through the real account-opening routes.
 */
import { validateForm, type Flow, type FormSchema } from '@/engine';
import type { FlowImpactReport, FormImpactReport } from '@/types/generated/api/studio';
import { checkFlowImpact } from '../../server/forms/flowImpact';
import { checkFormImpact } from '../../server/forms/formImpact';
import type { ImpactCheckError, ImpactDeps } from '../../server/forms/impactSources';
import { storeSubmission, validateSubmission } from '../../server/forms/validateSubmission';
import { saveAllSections, startOpening } from './account-opening.fixtures';
import { expectData } from './support/http';
import { dialects, userIdOf, withApp } from './support/testApp';

const PROBE = 'impact-probe';
const PROBE_ID = `https://tessera.example/schemas/forms/${PROBE}`;
const AMOUNT_MESSAGE = 'Amount must be at most 1,000 EUR';

/** The test-only form every submission is stored against. */
const probeSchema = (): FormSchema => ({
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: PROBE_ID,
  title: 'Impact probe (tests only)',
  version: '1.0.0',
  type: 'object',
  properties: {
    Amount: { type: 'number', title: 'Amount', minimum: 0, maximum: 1000, errorMessage: AMOUNT_MESSAGE },
    Colour: { type: 'string', title: 'Colour', enum: ['red', 'green', 'blue'], errorMessage: 'Colour must be red, green or blue' },
    Notes: { $ref: 'https://tessera.example/schemas/forms/_defs/common#/$defs/freeText300', title: 'Notes' },
    Source: { type: 'string', title: 'Source of funds', maxLength: 100 },
  },
  required: ['Amount'],
  additionalProperties: false,
  errorMessage: { required: { Amount: 'Amount is required' } },
});
const PROBE_UI = { Amount: { 'ui:title': 'Investment amount' } };

/** A draft: the probe schema with `change` applied to a copy. */
const draftOf = (change: (schema: FormSchema & { properties: Record<string, Record<string, unknown>> }) => void) => {
  const schema = probeSchema() as FormSchema & { properties: Record<string, Record<string, unknown>> };
  schema.version = '1.1.0';
  change(schema);
  return { id: PROBE, schema, ui: PROBE_UI };
};

/** The stored answers: amounts on both sides of the bounds the drafts move, and every colour. */
const ANSWERS = [
  { Amount: 100, Colour: 'red' },
  { Amount: 600, Colour: 'green' },
  { Amount: 950, Colour: 'blue', Notes: 'Savings' },
  { Amount: 1000, Colour: 'green' },
  { Amount: 250 },
];

/** The report of a check that ran; fails the test with the check's error otherwise. */
const ok = <T extends { ok: true }>(result: T | ImpactCheckError): T => {
  if (!result.ok) throw new Error(`The impact check failed: ${result.error}`);
  return result;
};

const QROPS = { AccountTypeId: 400160, DFMProviderId: 1, Trustees: ['Harbour Pension Trustees'] };

describe.each(dialects)('impact check on %s', (dialect) => {
  const t = withApp(dialect);
  const deps = (): ImpactDeps => ({ db: t.db.kysely, forms: t.app.forms });
  /** Submission ids in ANSWERS order. */
  const ids: number[] = [];
  /** A: standalone, every section saved; B: QROPS, every section saved; C: QROPS, only the account type. */
  const opening = { standalone: 0, qrops: 0, qropsStarted: 0 };

  beforeAll(async () => {
    t.app.forms.registry.addForm(probeSchema(), PROBE_UI);
    const userId = await userIdOf(t.db, 'dmoclient');
    for (const answers of ANSWERS) {
      const stamp = validateSubmission(t.app.forms.registry, PROBE, answers);
      ids.push(await storeSubmission(t.db.kysely, { stamp, answers, userId }));
    }
    const token = await t.login('dmoconsultant');
    opening.standalone = await startOpening(t, token);
    await saveAllSections(t, token, opening.standalone);
    opening.qrops = await startOpening(t, token);
    await saveAllSections(t, token, opening.qrops, { accountType: QROPS });
    opening.qropsStarted = await startOpening(t, token);
    expectData(await t.post('/api/accounts/opening/accounttype/add', { AccountOpeningId: opening.qropsStarted, ...QROPS }, { token }));
  }, 120_000);

  describe('a draft of a form against stored submissions', () => {
    it('fails exactly the submissions over a tightened bound, with the draft message, rule and label', async () => {
      const draft = draftOf((s) => {
        s.properties.Amount.maximum = 900;
        s.properties.Amount.errorMessage = 'Amount must be at most 900 EUR';
      });
      const report = ok<FormImpactReport>(await checkFormImpact(deps(), draft));
      expect(report).toMatchObject({
        ok: true,
        formId: PROBE,
        version: '1.1.0',
        submissions: { checked: 5, failing: 2, newlyFailing: 2 },
        openings: { checked: 0, failing: 0, newlyFailing: 0 },
      });
      expect(report.groups).toEqual([
        {
          keyword: 'maximum',
          schemaPath: '#/properties/Amount/maximum',
          path: '/Amount',
          label: 'Investment amount',
          message: 'Amount must be at most 900 EUR',
          submissions: { count: 2, exampleIds: [ids[2], ids[3]] },
          openings: { count: 0, exampleIds: [] },
        },
      ]);
    });

    it('fails every submission lacking a new required field', async () => {
      const draft = draftOf((s) => {
        (s.required as string[]).push('Source');
        (s.errorMessage as { required: Record<string, string> }).required.Source = 'Source of funds is required';
      });
      const report = ok<FormImpactReport>(await checkFormImpact(deps(), draft));
      expect(report.submissions).toEqual({ checked: 5, failing: 5, newlyFailing: 5 });
      expect(report.groups).toEqual([
        expect.objectContaining({
          keyword: 'required',
          path: '/Source',
          label: 'Source of funds',
          message: 'Source of funds is required',
          submissions: { count: 5, exampleIds: ids },
        }),
      ]);
    });

    it('fails none under a loosened bound', async () => {
      const draft = draftOf((s) => {
        s.properties.Amount.maximum = 5000;
      });
      const report = ok<FormImpactReport>(await checkFormImpact(deps(), draft));
      expect(report.submissions).toEqual({ checked: 5, failing: 0, newlyFailing: 0 });
      expect(report.groups).toEqual([]);
    });

    it('fails the submissions that chose a removed enum option', async () => {
      const draft = draftOf((s) => {
        s.properties.Colour.enum = ['red', 'blue'];
        s.properties.Colour.errorMessage = 'Colour must be red or blue';
      });
      const report = ok<FormImpactReport>(await checkFormImpact(deps(), draft));
      expect(report.submissions).toMatchObject({ failing: 2 });
      expect(report.groups).toEqual([
        expect.objectContaining({
          keyword: 'enum',
          schemaPath: '#/properties/Colour/enum',
          path: '/Colour',
          label: 'Colour',
          message: 'Colour must be red or blue',
          submissions: { count: 2, exampleIds: [ids[1], ids[3]] },
        }),
      ]);
    });

    it('compiles against the shared definitions ($ref) and reports a bound tightened on a field that used one', async () => {
      const draft = draftOf((s) => {
        s.properties.Notes = { type: 'string', title: 'Notes', maxLength: 3, errorMessage: 'Notes must be at most 3 characters' };
      });
      const report = ok<FormImpactReport>(await checkFormImpact(deps(), draft));
      expect(report.groups).toEqual([expect.objectContaining({ path: '/Notes', submissions: { count: 1, exampleIds: [ids[2]] } })]);
      // The current form's $ref still compiles in the draft's own registry.
      const same = ok<FormImpactReport>(
        await checkFormImpact(
          deps(),
          draftOf(() => undefined),
        ),
      );
      expect(same.submissions).toEqual({ checked: 5, failing: 0, newlyFailing: 0 });
    });

    it('reads the submissions a page at a time', async () => {
      const draft = draftOf((s) => {
        s.properties.Amount.maximum = 900;
      });
      const report = ok<FormImpactReport>(await checkFormImpact({ ...deps(), pageSize: 2 }, draft));
      expect(report.submissions).toEqual({ checked: 5, failing: 2, newlyFailing: 2 });
    });

    it('answers a clear error for a draft that does not compile, or names another form', async () => {
      const typo = draftOf((s) => {
        s.properties.Amount.type = 'nummber';
      });
      const result = await checkFormImpact(deps(), typo);
      expect(result.ok).toBe(false);
      expect((result as { error: string }).error).toMatch(/^The draft of "impact-probe" does not compile: /);
      const unknownRef = draftOf((s) => {
        s.properties.Notes = { $ref: 'https://tessera.example/schemas/forms/_defs/common#/$defs/noSuchDefinition' };
      });
      expect(await checkFormImpact(deps(), unknownRef)).toEqual({
        ok: false,
        error: expect.stringMatching(/^The draft of "impact-probe" does not compile: /),
      });
      expect(await checkFormImpact(deps(), { ...typo, id: 'kyc' })).toEqual({
        ok: false,
        error: 'The draft\'s schema must have the "$id" of form "kyc".',
      });
      // The live registry is untouched by a draft.
      expect(t.app.forms.registry.schema(PROBE).version).toBe('1.0.0');
    });
  });

  describe('a draft of a form against in-flight account openings', () => {
    it('fails the openings whose saved answers chose a removed option', async () => {
      const schema = structuredClone(t.app.forms.registry.schema('correspondence')) as FormSchema & {
        properties: { CorrespondenceAddress: { oneOf: Array<{ const: string }> } };
      };
      schema.properties.CorrespondenceAddress.oneOf = schema.properties.CorrespondenceAddress.oneOf.filter((o) => o.const !== 'Primary');
      const report = ok<FormImpactReport>(await checkFormImpact(deps(), { id: 'correspondence', schema }));
      // C saved no correspondence answers: only A and B are checked.
      expect(report.openings).toEqual({ checked: 2, failing: 2, newlyFailing: 2 });
      expect(report.submissions).toEqual({ checked: 0, failing: 0, newlyFailing: 0 });
      const message = validateForm(t.app.forms.registry, 'correspondence', { CorrespondenceAddress: 'Nowhere' }).errors[0].message;
      expect(report.groups).toEqual([
        expect.objectContaining({
          path: '/CorrespondenceAddress',
          message,
          openings: { count: 2, exampleIds: [opening.standalone, opening.qrops] },
          submissions: { count: 0, exampleIds: [] },
        }),
      ]);
    });

    it('checks the account type of every opening, including one that saved nothing else', async () => {
      const report = ok<FormImpactReport>(
        await checkFormImpact(deps(), { id: 'account-type', schema: t.app.forms.registry.schema('account-type') }),
      );
      expect(report.openings).toEqual({ checked: 3, failing: 0, newlyFailing: 0 });
    });
  });

  describe('a draft of a flow against in-flight account openings', () => {
    const flowCopy = (): Flow => structuredClone(t.app.forms.flows.get('account-opening')!);

    it('reports nothing for the flow in effect', async () => {
      const report = ok<FlowImpactReport>(await checkFlowImpact(deps(), flowCopy()));
      expect(report).toMatchObject({ ok: true, flowId: 'account-opening', checked: 3, stuck: 0, dropping: 0, stuckAt: [], dropped: [] });
    });

    it('strands an opening that passed a stage the changed condition now adds, at that stage’s first step', async () => {
      const flow = flowCopy();
      const stage = flow.stages.find((s) => s.id === 'InvestmentProfile')!;
      delete stage.when;
      const report = ok<FlowImpactReport>(await checkFlowImpact(deps(), flow));
      // B (QROPS) has saved fees and acknowledgements past the stage; C (QROPS) has not reached it yet.
      expect(report).toMatchObject({ checked: 3, stuck: 1, dropping: 0, dropped: [] });
      expect(report.stuckAt).toEqual([
        {
          stepId: 'RiskProfile',
          stepTitle: stage.steps[0].title,
          formId: 'risk-profile',
          reason: 'new-step-unanswered',
          message: validateForm(t.app.forms.registry, 'risk-profile', {}).errors[0].message,
          count: 1,
          exampleIds: [opening.qrops],
        },
      ]);
    });

    it('strands an opening at a step whose own changed condition now holds for it', async () => {
      const flow = flowCopy();
      const stage = flow.stages.find((s) => s.id === 'InvestmentProfile')!;
      // The stage's rule moves to the appropriateness step alone: the risk profile is now asked of QROPS too.
      stage.steps.find((s) => s.id === 'AppropriatenessTest')!.when = stage.when;
      delete stage.when;
      const report = ok<FlowImpactReport>(await checkFlowImpact(deps(), flow));
      expect(report).toMatchObject({ checked: 3, stuck: 1, dropping: 0 });
      expect(report.stuckAt).toEqual([
        expect.objectContaining({ stepId: 'RiskProfile', reason: 'new-step-unanswered', count: 1, exampleIds: [opening.qrops] }),
      ]);
    });

    it('stops an opening whose saved answers fail the form of a step the draft now asks', async () => {
      // D: a QROPS opening holding investment-profile answers from before its account type changed,
      // answered on an older version of the form (the current one refuses them).
      const token = await t.login('dmoconsultant');
      const stale = await startOpening(t, token);
      await saveAllSections(t, token, stale, { accountType: QROPS });
      await t.db.kysely
        .insertInto('account_opening_sections')
        .values({
          opening_id: stale,
          section: 'InvestmentProfile',
          step_id: 'RiskProfile',
          stamps_json: '[]',
          data_json: JSON.stringify({ RiskProfile: {}, Appropriateness: null }),
          saved_by: await userIdOf(t.db, 'dmoconsultant'),
          impersonator_id: null,
          saved_at: new Date().toISOString(),
          current: 1,
        })
        .execute();
      try {
        const flow = flowCopy();
        delete flow.stages.find((s) => s.id === 'InvestmentProfile')!.when;
        const before = ok<FlowImpactReport>(await checkFlowImpact(deps(), flowCopy()));
        expect(before).toMatchObject({ checked: 4, stuck: 0, dropping: 0 });
        const report = ok<FlowImpactReport>(await checkFlowImpact(deps(), flow));
        expect(report).toMatchObject({ checked: 4, stuck: 2, dropping: 0 });
        expect(report.stuckAt).toEqual([
          expect.objectContaining({ stepId: 'RiskProfile', reason: 'new-step-unanswered', exampleIds: [opening.qrops] }),
          {
            stepId: 'RiskProfile',
            stepTitle: flow.stages.find((s) => s.id === 'InvestmentProfile')!.steps[0].title,
            formId: 'risk-profile',
            reason: 'answers-fail',
            message: validateForm(t.app.forms.registry, 'risk-profile', {}).errors[0].message,
            count: 1,
            exampleIds: [stale],
          },
        ]);
      } finally {
        // The other tests count three in-flight openings.
        await t.db.kysely.updateTable('account_openings').set({ status: 'Completed' }).where('id', '=', stale).execute();
      }
    });

    it('drops the answers of steps whose condition no longer holds', async () => {
      const flow = flowCopy();
      flow.stages.find((s) => s.id === 'InvestmentProfile')!.when = {
        not: { properties: { AccountTypeId: { enum: [400159, 400160, 400164] } }, required: ['AccountTypeId'] },
      };
      const report = ok<FlowImpactReport>(await checkFlowImpact(deps(), flow));
      expect(report).toMatchObject({ checked: 3, stuck: 0, dropping: 1, stuckAt: [] });
      expect(report.dropped).toEqual([
        expect.objectContaining({ stepId: 'RiskProfile', formId: 'risk-profile', count: 1, exampleIds: [opening.standalone] }),
        expect.objectContaining({
          stepId: 'AppropriatenessTest',
          formId: 'account-appropriateness',
          count: 1,
          exampleIds: [opening.standalone],
        }),
      ]);
    });

    it('stops the openings whose context the draft flow refuses, at the first step', async () => {
      const flow = flowCopy();
      const context = flow.context as { properties: { AccountTypeId: { enum: number[] } } };
      context.properties.AccountTypeId.enum = context.properties.AccountTypeId.enum.filter((id) => id !== 400160);
      const report = ok<FlowImpactReport>(await checkFlowImpact(deps(), flow));
      expect(report).toMatchObject({ checked: 3, stuck: 2, dropping: 0 });
      expect(report.stuckAt).toEqual([
        {
          stepId: 'AccountType',
          stepTitle: flow.stages[0].steps[0].title,
          formId: 'account-type',
          reason: 'context',
          message: 'The opening\'s context no longer fits the flow "account-opening".',
          count: 2,
          exampleIds: [opening.qrops, opening.qropsStarted],
        },
      ]);
    });

    it('answers a clear error for a draft flow that names an unknown form or has a condition that does not compile', async () => {
      const unknown = flowCopy();
      unknown.stages[0].steps[0].form = 'no-such-form';
      expect(await checkFlowImpact(deps(), unknown)).toEqual({
        ok: false,
        error: 'Step "AccountType" names form "no-such-form", which does not exist.',
      });
      const badCondition = flowCopy();
      badCondition.stages[2].when = { type: 'nonsense' };
      expect(await checkFlowImpact(deps(), badCondition)).toEqual({
        ok: false,
        error: expect.stringMatching(/^A condition of the draft flow does not compile: /),
      });
      expect(await checkFlowImpact(deps(), { id: 'x' })).toEqual({ ok: false, error: 'The draft is not a flow (id, version and stages).' });
    });
  });
});
