/** @jest-environment node */
import {
  canEnterStage, markSavedStages, mergeUi, nextStep, previousStep, progressOf, replayAnswers, stagesFor, stepsFor, uiFor,
} from '@/engine/flows/interpreter';
import type { Flow, Step } from '@/engine/flows/types';

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
      expect(stagesFor(FLOW, PERSON_NO_TAX)).toEqual([{ id: 'intro', title: 'Introduction' }, { id: 'end', title: 'End' }]);
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
        { when: { properties: { Kind: { const: 'trust' } }, required: ['Kind'] }, ui: { FirstName: { 'ui:title': 'Scheme Name' }, Tax: { 'ui:widget': 'hidden' } } },
        { when: { properties: { Kind: { const: 'company' } }, required: ['Kind'] }, ui: { Nationality: { 'ui:widget': 'hidden' } } },
        { ui: { 'ui:submitButtonOptions': { norender: true } } },
      ],
    };
    const base = { 'ui:order': ['FirstName', 'Tax', 'Nationality'], FirstName: { 'ui:title': 'First Name', 'ui:autofocus': true }, Tax: { 'ui:title': 'Tax' } };

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
      expect(uiFor(step, base, { Kind: 'company' })).toMatchObject({ Nationality: { 'ui:widget': 'hidden' }, FirstName: { 'ui:title': 'First Name' } });
    });

    test('uiFor returns ui.json itself for a step without overrides, and never changes it', () => {
      const plain: Step = { id: 'x', title: 'X', form: 'x' };
      expect(uiFor(plain, base, {})).toBe(base);
      const before = JSON.stringify(base);
      uiFor(step, base, { Kind: 'trust' });
      expect(JSON.stringify(base)).toBe(before);
    });

    test('uiFor applies overrides in order, the later one winning', () => {
      const twice: Step = { id: 'x', title: 'X', form: 'x', uiOverrides: [{ ui: { A: { 'ui:title': 'One' } } }, { ui: { A: { 'ui:title': 'Two' } } }] };
      expect(uiFor(twice, {}, {})).toEqual({ A: { 'ui:title': 'Two' } });
    });

    test('mergeUi merges objects deeply and replaces arrays and scalars', () => {
      const merged = mergeUi(
        { 'ui:order': ['a', 'b'], a: { 'ui:title': 'A', 'ui:options': { rows: 3, label: true } }, b: 'x' },
        { 'ui:order': ['b'], a: { 'ui:options': { rows: 5 } }, b: { 'ui:widget': 'hidden' }, c: 1 },
      );
      expect(merged).toEqual({ 'ui:order': ['b'], a: { 'ui:title': 'A', 'ui:options': { rows: 5, label: true } }, b: { 'ui:widget': 'hidden' }, c: 1 });
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

    test('replayAnswers reads a step\'s answers under its answers key, not its id', () => {
      expect(replayAnswers(FLOW, PERSON, { terms: 1, acknowledgements: 2 })).toEqual({ kept: { terms: 1, acknowledgements: 2 }, dropped: [] });
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
