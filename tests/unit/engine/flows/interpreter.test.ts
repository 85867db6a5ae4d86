/** @jest-environment node */
import * as interpreter from '@/engine/flows/interpreter';
import { mergeUi } from '@/engine/flows/interpreter';
import type { Flow, Step } from '@/engine/flows/types';
import type { UiSchema } from '@/engine/forms/types';
import accountOpeningJson from '../../../../schemas/flows/account-opening.json';
import buyCheckoutJson from '../../../../schemas/flows/buy-checkout.json';
import dueDiligenceJson from '../../../../schemas/flows/due-diligence.json';
import profileReminderJson from '../../../../schemas/flows/profile-reminder.json';
import sellCheckoutJson from '../../../../schemas/flows/sell-checkout.json';
import accountTypeUiJson from '../../../../schemas/forms/account-type/ui.json';
import generalDetailsUiJson from '../../../../schemas/forms/due-diligence-general-details/ui.json';
import profileReminderUiJson from '../../../../schemas/forms/profile-reminder/ui.json';
import { compilingConditionEvaluator } from '../../../../server/forms/conditionAjv';

// The interpreter as the server runs it: conditions that are not plain compiled once each.
const conditions = compilingConditionEvaluator();
const stepsFor = (flow: Flow, context: unknown) => interpreter.stepsFor(flow, context, conditions);
const stagesFor = (flow: Flow, context: unknown) => interpreter.stagesFor(flow, context, conditions);
const nextStep = (flow: Flow, context: unknown, id: string) => interpreter.nextStep(flow, context, id, conditions);
const previousStep = (flow: Flow, context: unknown, id: string) => interpreter.previousStep(flow, context, id, conditions);
const canEnterStage = (flow: Flow, context: unknown, stageId: string, progress: { validStages: readonly string[] }) =>
  interpreter.canEnterStage(flow, context, stageId, progress, conditions);
const markSavedStages = (flow: Flow, context: unknown, last: string | null) => interpreter.markSavedStages(flow, context, last, conditions);
const progressOf = (flow: Flow, context: unknown, id: string) => interpreter.progressOf(flow, context, id, conditions);
const uiFor = (step: Step, baseUi: UiSchema, context: unknown) => interpreter.uiFor(step, baseUi, context, conditions);
const replayAnswers = (flow: Flow, context: unknown, answers: Record<string, unknown>) =>
  interpreter.replayAnswers(flow, context, answers, conditions);

/**
 * A small flow: stage "intro" always; step "company" only for companies; stage "tax" hidden when
 * the context says NoTax; stage "end" with a step whose answers live under another key.
 */
const FLOW: Flow = {
  id: 'sample',
  version: '1.0.0',
  title: 'Sample',
  stages: [
    {
      id: 'intro',
      title: 'Introduction',
      steps: [
        { id: 'name', title: 'Name', form: 'name' },
        { id: 'company', title: 'Company', form: 'company', when: { properties: { Kind: { const: 'company' } }, required: ['Kind'] } },
      ],
    },
    {
      id: 'tax',
      title: 'Tax',
      when: { not: { properties: { NoTax: { const: true } }, required: ['NoTax'] } },
      steps: [{ id: 'tax-details', title: 'Tax details', form: 'tax' }],
    },
    {
      id: 'end',
      title: 'End',
      steps: [
        { id: 'terms', title: 'Terms', form: 'terms', answers: 'acknowledgements' },
        { id: 'finish', title: 'Finish', screen: 'finish' },
      ],
    },
  ],
};

const PERSON = { Kind: 'person' };
const COMPANY = { Kind: 'company' };
const PERSON_NO_TAX = { Kind: 'person', NoTax: true };
const ids = (steps: Array<{ id: string }>) => steps.map((s) => s.id);

describe('flow interpreter', () => {
  describe('stepsFor', () => {
    test('stepsFor lists the visible steps in order, each with its stage', () => {
      const steps = stepsFor(FLOW, COMPANY);
      expect(ids(steps)).toEqual(['name', 'company', 'tax-details', 'terms', 'finish']);
      expect(steps[2]).toEqual({ id: 'tax-details', title: 'Tax details', form: 'tax', stageId: 'tax', stageTitle: 'Tax' });
    });

    test('stepsFor leaves out a step whose when does not hold', () => {
      expect(ids(stepsFor(FLOW, PERSON))).toEqual(['name', 'tax-details', 'terms', 'finish']);
    });

    test('stepsFor leaves out every step of a stage whose when does not hold', () => {
      expect(ids(stepsFor(FLOW, PERSON_NO_TAX))).toEqual(['name', 'terms', 'finish']);
    });

    test('stepsFor treats a missing context field as the condition says: a required field that is absent fails', () => {
      expect(ids(stepsFor(FLOW, {}))).toEqual(['name', 'tax-details', 'terms', 'finish']);
    });

    test('stepsFor is pure: the same flow and context give the same steps and the flow is untouched', () => {
      const before = JSON.stringify(FLOW);
      expect(stepsFor(FLOW, COMPANY)).toEqual(stepsFor(FLOW, COMPANY));
      expect(JSON.stringify(FLOW)).toBe(before);
    });

    test('stagesFor lists the stages that keep a visible step', () => {
      expect(stagesFor(FLOW, PERSON_NO_TAX)).toEqual([
        { id: 'intro', title: 'Introduction' },
        { id: 'end', title: 'End' },
      ]);
      expect(stagesFor(FLOW, PERSON).map((s) => s.id)).toEqual(['intro', 'tax', 'end']);
    });
  });

  describe('nextStep and previousStep', () => {
    test('nextStep goes to the following visible step, also into the next stage', () => {
      expect(nextStep(FLOW, COMPANY, 'name')?.id).toBe('company');
      expect(nextStep(FLOW, COMPANY, 'company')?.id).toBe('tax-details');
    });

    test('nextStep skips a step that does not exist for the context', () => {
      expect(nextStep(FLOW, PERSON, 'name')?.id).toBe('tax-details');
    });

    test('nextStep skips a whole hidden stage', () => {
      expect(nextStep(FLOW, PERSON_NO_TAX, 'name')?.id).toBe('terms');
    });

    test('nextStep is null after the last step', () => {
      expect(nextStep(FLOW, PERSON, 'finish')).toBeNull();
    });

    test('previousStep skips hidden steps and stages backwards', () => {
      expect(previousStep(FLOW, PERSON, 'tax-details')?.id).toBe('name');
      expect(previousStep(FLOW, PERSON_NO_TAX, 'terms')?.id).toBe('name');
      expect(previousStep(FLOW, COMPANY, 'tax-details')?.id).toBe('company');
    });

    test('previousStep is null at the first step', () => {
      expect(previousStep(FLOW, PERSON, 'name')).toBeNull();
    });

    test('nextStep and previousStep refuse a step that is not visible for the context', () => {
      expect(() => nextStep(FLOW, PERSON, 'company')).toThrow('Step "company" is not part of this flow for the given context');
      expect(() => previousStep(FLOW, PERSON, 'nowhere')).toThrow('Step "nowhere" is not part of this flow for the given context');
    });
  });

  describe('canEnterStage', () => {
    test('canEnterStage lets the user into the first stage with nothing valid yet', () => {
      expect(canEnterStage(FLOW, PERSON, 'intro', { validStages: [] })).toBe(true);
    });

    test('canEnterStage needs every earlier visible stage valid', () => {
      expect(canEnterStage(FLOW, PERSON, 'tax', { validStages: [] })).toBe(false);
      expect(canEnterStage(FLOW, PERSON, 'tax', { validStages: ['intro'] })).toBe(true);
      expect(canEnterStage(FLOW, PERSON, 'end', { validStages: ['intro'] })).toBe(false);
      expect(canEnterStage(FLOW, PERSON, 'end', { validStages: ['intro', 'tax'] })).toBe(true);
    });

    test('canEnterStage does not wait for a stage hidden by the context', () => {
      expect(canEnterStage(FLOW, PERSON_NO_TAX, 'end', { validStages: ['intro'] })).toBe(true);
    });

    test('canEnterStage refuses a hidden or unknown stage', () => {
      expect(canEnterStage(FLOW, PERSON_NO_TAX, 'tax', { validStages: ['intro'] })).toBe(false);
      expect(canEnterStage(FLOW, PERSON, 'nowhere', { validStages: ['intro', 'tax', 'end'] })).toBe(false);
    });
  });

  describe('markSavedStages', () => {
    test('markSavedStages marks the stages up to and including the last saved one as valid', () => {
      expect(markSavedStages(FLOW, PERSON, 'tax')).toEqual(['intro', 'tax']);
      expect(markSavedStages(FLOW, PERSON, 'intro')).toEqual(['intro']);
      expect(markSavedStages(FLOW, PERSON, 'end')).toEqual(['intro', 'tax', 'end']);
    });

    test('markSavedStages marks nothing when nothing was saved or the stage is not visible', () => {
      expect(markSavedStages(FLOW, PERSON, null)).toEqual([]);
      expect(markSavedStages(FLOW, PERSON_NO_TAX, 'tax')).toEqual([]);
      expect(markSavedStages(FLOW, PERSON, 'nowhere')).toEqual([]);
    });

    test('markSavedStages leaves out hidden stages', () => {
      expect(markSavedStages(FLOW, PERSON_NO_TAX, 'end')).toEqual(['intro', 'end']);
    });

    test('markSavedStages lets the user enter the stage after the last saved one', () => {
      const validStages = markSavedStages(FLOW, PERSON, 'tax');
      expect(canEnterStage(FLOW, PERSON, 'end', { validStages })).toBe(true);
    });
  });

  describe('progressOf', () => {
    test('progressOf counts only visible steps and stages, from 1', () => {
      expect(progressOf(FLOW, COMPANY, 'name')).toEqual({ index: 1, total: 5, stageIndex: 1, stageTotal: 3 });
      expect(progressOf(FLOW, COMPANY, 'tax-details')).toEqual({ index: 3, total: 5, stageIndex: 2, stageTotal: 3 });
      expect(progressOf(FLOW, PERSON_NO_TAX, 'finish')).toEqual({ index: 3, total: 3, stageIndex: 2, stageTotal: 2 });
    });

    test('progressOf refuses a step that is not visible', () => {
      expect(() => progressOf(FLOW, PERSON, 'company')).toThrow('Step "company" is not part of this flow for the given context');
    });
  });

  describe('uiFor and mergeUi', () => {
    const step: Step = {
      id: 'holder',
      title: 'Holder',
      form: 'holder',
      uiOverrides: [
        {
          when: { properties: { Kind: { const: 'trust' } }, required: ['Kind'] },
          ui: { FirstName: { 'ui:title': 'Scheme Name' }, Tax: { 'ui:widget': 'hidden' } },
        },
        { when: { properties: { Kind: { const: 'company' } }, required: ['Kind'] }, ui: { Nationality: { 'ui:widget': 'hidden' } } },
        { ui: { 'ui:submitButtonOptions': { norender: true } } },
      ],
    };
    const base = {
      'ui:order': ['FirstName', 'Tax', 'Nationality'],
      FirstName: { 'ui:title': 'First Name', 'ui:autofocus': true },
      Tax: { 'ui:title': 'Tax' },
    };

    test('uiFor applies every override whose when holds, deep-merged onto ui.json', () => {
      expect(uiFor(step, base, { Kind: 'trust' })).toEqual({
        'ui:order': ['FirstName', 'Tax', 'Nationality'],
        FirstName: { 'ui:title': 'Scheme Name', 'ui:autofocus': true },
        Tax: { 'ui:title': 'Tax', 'ui:widget': 'hidden' },
        'ui:submitButtonOptions': { norender: true },
      });
    });

    test('uiFor leaves out overrides whose when does not hold and always applies one without when', () => {
      expect(uiFor(step, base, { Kind: 'person' })).toEqual({ ...base, 'ui:submitButtonOptions': { norender: true } });
      expect(uiFor(step, base, { Kind: 'company' })).toMatchObject({
        Nationality: { 'ui:widget': 'hidden' },
        FirstName: { 'ui:title': 'First Name' },
      });
    });

    test('uiFor returns ui.json itself for a step without overrides, and never changes it', () => {
      const plain: Step = { id: 'x', title: 'X', form: 'x' };
      expect(uiFor(plain, base, {})).toBe(base);
      const before = JSON.stringify(base);
      uiFor(step, base, { Kind: 'trust' });
      expect(JSON.stringify(base)).toBe(before);
    });

    test('uiFor applies overrides in order, the later one winning', () => {
      const twice: Step = {
        id: 'x',
        title: 'X',
        form: 'x',
        uiOverrides: [{ ui: { A: { 'ui:title': 'One' } } }, { ui: { A: { 'ui:title': 'Two' } } }],
      };
      expect(uiFor(twice, {}, {})).toEqual({ A: { 'ui:title': 'Two' } });
    });

    test('mergeUi merges objects deeply and replaces arrays and scalars', () => {
      const merged = mergeUi(
        { 'ui:order': ['a', 'b'], a: { 'ui:title': 'A', 'ui:options': { rows: 3, label: true } }, b: 'x' },
        { 'ui:order': ['b'], a: { 'ui:options': { rows: 5 } }, b: { 'ui:widget': 'hidden' }, c: 1 },
      );
      expect(merged).toEqual({
        'ui:order': ['b'],
        a: { 'ui:title': 'A', 'ui:options': { rows: 5, label: true } },
        b: { 'ui:widget': 'hidden' },
        c: 1,
      });
    });

    test('mergeUi changes neither of its inputs', () => {
      const a = { x: { y: 1 } };
      const b = { x: { z: 2 } };
      mergeUi(a, b);
      expect(a).toEqual({ x: { y: 1 } });
      expect(b).toEqual({ x: { z: 2 } });
    });
  });

  describe('replayAnswers', () => {
    test('replayAnswers keeps the answers of visible steps and drops those of hidden steps', () => {
      const answers = { name: { n: 1 }, company: { c: 1 }, 'tax-details': { t: 1 }, acknowledgements: { a: 1 } };
      expect(replayAnswers(FLOW, PERSON_NO_TAX, answers)).toEqual({
        kept: { name: { n: 1 }, acknowledgements: { a: 1 } },
        dropped: ['company', 'tax-details'],
      });
    });

    test("replayAnswers reads a step's answers under its answers key, not its id", () => {
      expect(replayAnswers(FLOW, PERSON, { terms: 1, acknowledgements: 2 })).toEqual({
        kept: { terms: 1, acknowledgements: 2 },
        dropped: [],
      });
    });

    test('replayAnswers keeps keys that belong to no step (flow-level data)', () => {
      expect(replayAnswers(FLOW, PERSON, { accountOpeningId: 7 }).kept).toEqual({ accountOpeningId: 7 });
    });

    test('replayAnswers keeps everything when every step is visible', () => {
      const answers = { name: 1, company: 2, 'tax-details': 3, acknowledgements: 4 };
      expect(replayAnswers(FLOW, COMPANY, answers)).toEqual({ kept: answers, dropped: [] });
    });
  });
});

describe("the platform's flows", () => {
  const accountOpening = accountOpeningJson as Flow;
  const buyCheckout = buyCheckoutJson as Flow;
  const sellCheckout = sellCheckoutJson as Flow;
  const dueDiligence = dueDiligenceJson as Flow;
  const profileReminder = profileReminderJson as Flow;
  const step = (flow: Flow, id: string) => flow.stages.flatMap((st) => st.steps).find((st) => st.id === id)!;
  const valueAt = (ui: UiSchema, ...path: string[]): unknown =>
    path.reduce<unknown>((node, key) => (node as UiSchema | undefined)?.[key], ui);

  test.each([
    ['account-opening', accountOpening],
    ['buy-checkout', buyCheckout],
    ['sell-checkout', sellCheckout],
    ['due-diligence', dueDiligence],
    ['profile-reminder', profileReminder],
  ])('the %s flow has unique step ids, so every step can be found', (id, flow) => {
    const all = flow.stages.flatMap((st) => st.steps.map((x) => x.id));
    expect(flow.id).toBe(id);
    expect(new Set(all).size).toBe(all.length);
  });

  describe('account opening', () => {
    const STANDALONE = { AccountTypeId: 400159, IsJoint: false };
    const QROPS = { AccountTypeId: 400160, IsJoint: false };
    const TRUST = { AccountTypeId: 400164, IsJoint: false };

    test('account opening has the seven stages of the spec in order', () => {
      expect(stagesFor(accountOpening, STANDALONE).map((st) => st.title)).toEqual([
        'Account Type Selection',
        'Personal Details',
        'Investment Profile',
        'Fees and Charges',
        'Acknowledgements',
        'Sign',
        'Finish',
      ]);
      expect(ids(stepsFor(accountOpening, STANDALONE))).toEqual([
        'AccountType',
        'ConfirmDetails',
        'FirstAccountHolderDetails',
        'CorrespondenceInformation',
        'DisbursementAccountDetails',
        'RiskProfile',
        'AppropriatenessTest',
        'FeesAndCharges',
        'DiscretionaryManagementServices',
        'BusinessConditions',
        'AcknowledgeAppropriatenessTest',
        'Sign',
        'Finish',
      ]);
    });

    test('nextStep skips Investment Profile for a QROPS account', () => {
      expect(nextStep(accountOpening, QROPS, 'DisbursementAccountDetails')?.id).toBe('FeesAndCharges');
      expect(previousStep(accountOpening, QROPS, 'FeesAndCharges')?.id).toBe('DisbursementAccountDetails');
      expect(stagesFor(accountOpening, QROPS).map((st) => st.id)).not.toContain('InvestmentProfile');
    });

    test('nextStep skips Investment Profile for a trust account', () => {
      expect(nextStep(accountOpening, TRUST, 'DisbursementAccountDetails')?.id).toBe('FeesAndCharges');
      expect(progressOf(accountOpening, TRUST, 'FeesAndCharges')).toMatchObject({ stageIndex: 3, stageTotal: 6 });
    });

    test.each([400159, 400161, 400163, 400166])('nextStep keeps Investment Profile for account type %i', (AccountTypeId) => {
      const context = { AccountTypeId, IsJoint: false };
      expect(nextStep(accountOpening, context, 'DisbursementAccountDetails')?.id).toBe('RiskProfile');
      expect(nextStep(accountOpening, context, 'RiskProfile')?.id).toBe('AppropriatenessTest');
      expect(nextStep(accountOpening, context, 'AppropriatenessTest')?.id).toBe('FeesAndCharges');
    });

    test('account opening keeps Investment Profile before an account type is chosen', () => {
      expect(stagesFor(accountOpening, {}).map((st) => st.id)).toContain('InvestmentProfile');
    });

    test('a QROPS account can enter Fees and Charges once Personal Details is valid', () => {
      const validStages = markSavedStages(accountOpening, QROPS, 'PersonalDetails');
      expect(validStages).toEqual(['AccountTypeSelection', 'PersonalDetails']);
      expect(canEnterStage(accountOpening, QROPS, 'FeesAndCharges', { validStages })).toBe(true);
      expect(canEnterStage(accountOpening, STANDALONE, 'FeesAndCharges', { validStages })).toBe(false);
    });

    test.each([
      [400159, false, false],
      [400160, true, true],
      [400161, false, true],
      [400163, false, false],
      [400164, true, false],
      [400166, true, false],
    ])('account type %i shows trustees: %s, DFM provider choice: %s', (AccountTypeId, trustees, dfm) => {
      const ui = uiFor(step(accountOpening, 'AccountType'), accountTypeUiJson, { AccountTypeId, IsJoint: false });
      expect(valueAt(ui, 'Trustees', 'ui:widget') === 'hidden').toBe(!trustees);
      expect(valueAt(ui, 'DFMProviderId', 'ui:widget') === 'hidden').toBe(!dfm);
      expect(valueAt(ui, 'Trustees', 'ui:title')).toBe('Trustees');
      expect(valueAt(ui, 'DFMProviderId', 'ui:title')).toBe('DFM provider');
    });
  });

  describe('buy checkout', () => {
    const FUND = { ProductType: 'Fund', HasCashRebate: false, IsNote: false };
    const BOND = { ProductType: 'Bonds', HasCashRebate: false, IsNote: false };
    const NOTE = { ProductType: 'Hybrid, Structured Instruments', HasCashRebate: false, IsNote: true };

    test('buy checkout runs payment, alerts, summary, finalise and next steps for a fund', () => {
      expect(ids(stepsFor(buyCheckout, FUND))).toEqual([
        'PaymentDetails',
        'Alerts',
        'ProductSummary',
        'FinalisePurchaseOrder',
        'NextSteps',
      ]);
      expect(stagesFor(buyCheckout, FUND).map((st) => st.title)).toEqual(['Payment Details', 'Set Alerts', 'Confirm Order']);
    });

    test.each([
      ['bonds', BOND],
      ['fixed income bonds', { ...BOND, ProductType: 'Fixed Income Bond' }],
      ['notes', NOTE],
      ['a note of another product type', { ...FUND, IsNote: true }],
    ])('the alerts step of buy checkout is skipped for %s: next from 1 is 3 and previous from 3 is 1', (_case, context) => {
      expect(nextStep(buyCheckout, context, 'PaymentDetails')?.id).toBe('ProductSummary');
      expect(previousStep(buyCheckout, context, 'ProductSummary')?.id).toBe('PaymentDetails');
      expect(ids(stepsFor(buyCheckout, context))).not.toContain('Alerts');
    });

    test.each(['Fund', 'Equity Funds', 'Equities', 'Exchange Traded Funds (ETF)'])(
      'the alerts step of buy checkout stays for %s',
      (ProductType) => {
        const context = { ...FUND, ProductType };
        expect(nextStep(buyCheckout, context, 'PaymentDetails')?.id).toBe('Alerts');
        expect(previousStep(buyCheckout, context, 'ProductSummary')?.id).toBe('Alerts');
      },
    );

    test('the rebate step of buy checkout comes first only with a cash rebate', () => {
      expect(stepsFor(buyCheckout, { ...FUND, HasCashRebate: true })[0].id).toBe('Rebates');
      expect(nextStep(buyCheckout, { ...FUND, HasCashRebate: true }, 'Rebates')?.id).toBe('PaymentDetails');
      expect(previousStep(buyCheckout, { ...FUND, HasCashRebate: true }, 'PaymentDetails')?.id).toBe('Rebates');
      expect(stepsFor(buyCheckout, FUND)[0].id).toBe('PaymentDetails');
      expect(previousStep(buyCheckout, FUND, 'PaymentDetails')).toBeNull();
    });

    test('a bond with a cash rebate goes rebate, payment, summary', () => {
      expect(ids(stepsFor(buyCheckout, { ...BOND, HasCashRebate: true })).slice(0, 3)).toEqual([
        'Rebates',
        'PaymentDetails',
        'ProductSummary',
      ]);
    });
  });

  test('sell checkout opens at finalise', () => {
    expect(ids(stepsFor(sellCheckout, {}))).toEqual(['FinaliseSellOrder', 'NextSteps']);
    expect(previousStep(sellCheckout, {}, 'FinaliseSellOrder')).toBeNull();
  });

  describe('due diligence', () => {
    const generalDetails = step(dueDiligence, 'GeneralDetails');
    const base = generalDetailsUiJson as UiSchema;
    const context = (AccountTypeId: number) => ({ AccountTypeId, IsJoint: true });

    test('due diligence has the four stages of the spec, with the introduction first and the confirmation last', () => {
      expect(stagesFor(dueDiligence, context(400159)).map((st) => st.id)).toEqual([
        'GeneralDetails',
        'SourceOfWealth',
        'SourceOfFunds',
        'MoreInformation',
      ]);
      const steps = ids(stepsFor(dueDiligence, context(400159)));
      expect(steps[0]).toBe('Introduction');
      expect(steps[steps.length - 1]).toBe('Confirmation');
    });

    test('due diligence hides nationality and employment for a corporate account', () => {
      const ui = uiFor(generalDetails, base, context(400163));
      for (const holder of ['PrimaryAccountHolder', 'SecondaryAccountHolder']) {
        expect(valueAt(ui, holder, 'PersonalInfo', 'Nationality', 'ui:widget')).toBe('hidden');
        expect(valueAt(ui, holder, 'EmploymentDetails', 'ui:widget')).toBe('hidden');
        expect(valueAt(ui, holder, 'TaxInfo', 'ui:widget')).not.toBe('hidden');
      }
    });

    test.each([
      ['trust', 400164],
      ['QROPS', 400160],
    ])('due diligence hides tax details and relabels Scheme Name and Member Name for a %s account', (_case, type) => {
      const ui = uiFor(generalDetails, base, context(type));
      for (const holder of ['PrimaryAccountHolder', 'SecondaryAccountHolder']) {
        expect(valueAt(ui, holder, 'TaxInfo', 'ui:widget')).toBe('hidden');
        expect(valueAt(ui, holder, 'Name', 'FirstName', 'ui:title')).toBe('Scheme Name');
        expect(valueAt(ui, holder, 'Name', 'LastName', 'ui:title')).toBe('Member Name');
        expect(valueAt(ui, holder, 'PersonalInfo', 'Nationality', 'ui:widget')).not.toBe('hidden');
        expect(valueAt(ui, holder, 'EmploymentDetails', 'ui:widget')).not.toBe('hidden');
      }
    });

    test('due diligence keeps every section and the usual labels for a standalone account', () => {
      const ui = uiFor(generalDetails, base, context(400159));
      expect(valueAt(ui, 'PrimaryAccountHolder', 'TaxInfo', 'ui:widget')).not.toBe('hidden');
      expect(valueAt(ui, 'PrimaryAccountHolder', 'EmploymentDetails', 'ui:widget')).not.toBe('hidden');
      expect(valueAt(ui, 'PrimaryAccountHolder', 'Name', 'FirstName', 'ui:title')).toBe('First Name');
    });

    test("due diligence shows a holder's contact details only once that holder's fiscal residence changed", () => {
      const unchanged = uiFor(generalDetails, base, context(400159));
      expect(valueAt(unchanged, 'PrimaryAccountHolder', 'ContactDetails', 'ui:widget')).toBe('hidden');
      const changed = uiFor(generalDetails, base, { ...context(400159), PrimaryFiscalResidenceChanged: true });
      expect(valueAt(changed, 'PrimaryAccountHolder', 'ContactDetails', 'ui:widget')).not.toBe('hidden');
      expect(valueAt(changed, 'SecondaryAccountHolder', 'ContactDetails', 'ui:widget')).toBe('hidden');
    });

    test('due diligence hides the secondary holder of a single-holder account', () => {
      const ui = uiFor(generalDetails, base, { AccountTypeId: 400159, IsJoint: false });
      expect(valueAt(ui, 'SecondaryAccountHolder', 'ui:widget')).toBe('hidden');
    });
  });

  describe('profile reminder', () => {
    test('profile reminder has 2 steps', () => {
      expect(ids(stepsFor(profileReminder, { DetailsUpdated: false }))).toEqual(['Circumstances', 'ConfirmDetails']);
      expect(progressOf(profileReminder, { DetailsUpdated: false }, 'ConfirmDetails')).toMatchObject({ index: 2, total: 2 });
    });

    test('profile reminder has no step once details are updated, nor for head-office staff', () => {
      expect(stepsFor(profileReminder, { DetailsUpdated: true })).toEqual([]);
      expect(stepsFor(profileReminder, { DetailsUpdated: false, CphqUser: true })).toEqual([]);
    });

    test('profile reminder makes email and phone editable only when the circumstances changed', () => {
      const confirm = step(profileReminder, 'ConfirmDetails');
      const base = profileReminderUiJson as UiSchema;
      const same = uiFor(confirm, base, { DetailsUpdated: false, DetailsChanged: false });
      expect(valueAt(same, 'email', 'ui:readonly')).toBe(true);
      expect(valueAt(same, 'phone', 'ui:readonly')).toBe(true);
      const changed = uiFor(confirm, base, { DetailsUpdated: false, DetailsChanged: true });
      expect(valueAt(changed, 'email', 'ui:readonly')).toBeUndefined();
      expect(valueAt(changed, 'firstName', 'ui:readonly')).toBe(true);
    });
  });
});

describe("uiForContext: a form's own overrides over the context it is shown in", () => {
  const ui: UiSchema = {
    'ui:order': ['a', 'b_2'],
    a: { 'ui:title': 'A' },
    b_2: { 'ui:title': 'B, second holder', 'ui:widget': 'checkbox' },
    [interpreter.CONTEXT_OVERRIDES]: [
      { when: { not: { properties: { IsJoint: { const: true } }, required: ['IsJoint'] } }, ui: { b_2: { 'ui:widget': 'hidden' } } },
      { ui: { a: { 'ui:help': 'Always' } } },
    ],
  };

  test('applies every override whose `when` holds, merged into the field, and leaves the list out', () => {
    expect(interpreter.uiForContext(ui, { IsJoint: false }, conditions)).toEqual({
      'ui:order': ['a', 'b_2'],
      a: { 'ui:title': 'A', 'ui:help': 'Always' },
      b_2: { 'ui:title': 'B, second holder', 'ui:widget': 'hidden' },
    });
    expect(interpreter.uiForContext(ui, {}, conditions).b_2).toMatchObject({ 'ui:widget': 'hidden' });
  });

  test('skips an override whose `when` does not hold; a ui.json without overrides is returned as it is', () => {
    expect(interpreter.uiForContext(ui, { IsJoint: true }, conditions).b_2).toEqual({
      'ui:title': 'B, second holder',
      'ui:widget': 'checkbox',
    });
    const plain: UiSchema = { a: { 'ui:title': 'A' } };
    expect(interpreter.uiForContext(plain, { IsJoint: false }, conditions)).toBe(plain);
  });
});

describe("hiddenByFlow: whether a step's overrides hide a field for a context", () => {
  const flow = accountOpeningJson as unknown as Flow;
  test('reads the shipped account-opening overrides, nested paths included', () => {
    const fiscal = ['Holders', 'items', 'FiscalCountryId'];
    expect(interpreter.hiddenByFlow(flow, 'FirstAccountHolderDetails', fiscal, { AccountTypeId: 400160 }, conditions)).toBe(true);
    expect(interpreter.hiddenByFlow(flow, 'FirstAccountHolderDetails', fiscal, { AccountTypeId: 400159 }, conditions)).toBe(false);
    expect(interpreter.hiddenByFlow(flow, 'AccountType', ['QSTProviderId'], { AccountTypeId: 400159 }, conditions)).toBe(true);
    expect(interpreter.hiddenByFlow(flow, 'AccountType', ['QSTProviderId'], { AccountTypeId: 400160 }, conditions)).toBe(false);
    expect(interpreter.hiddenByFlow(flow, 'NoSuchStep', ['QSTProviderId'], {}, conditions)).toBe(false);
  });
});
