import type { Kysely } from 'kysely';
import {
  formIdOf,
  stepsFor,
  validateForm,
  type Conditions,
  type Flow,
  type FlowStep,
  type FormSchema,
  type SchemaRegistry,
  type UiSchema,
} from '@/engine';
import type { Database } from '../db/schema';
import {
  ACCOUNT_OPENING_FLOW_ID,
  flowContextOf,
  isObject,
  SECTION_OF_FORM,
  type SectionName,
  type Sections,
} from '../services/accountOpening';
import { createCompilingRegistry } from './compilingRegistry';
import { compilingConditionEvaluator } from './conditionAjv';
import { ExampleCounter, failuresOf, fieldLabel, ImpactTally, type ImpactCount, type ImpactGroup } from './impactReport';

export type { ImpactCount, ImpactGroup, ImpactFailure } from './impactReport';

/** Rows read per query: the check pages through the tables, it never loads a whole table. */
export const IMPACT_PAGE_SIZE = 500;

/** What the impact check reads: the database and the forms and flows in effect (`app.forms`). */
export interface ImpactDeps {
  db: Kysely<Database>;
  /** The current compiled forms and flows (`app.forms`, or any `loadForms` result). */
  forms: { registry: SchemaRegistry; flows: ReadonlyMap<string, Flow> };
  /** Rows per page (default IMPACT_PAGE_SIZE). */
  pageSize?: number;
}

/** A draft of one form: its id, schema and uiSchema, as the studio edits them. */
export interface FormDraft {
  id: string;
  schema: FormSchema;
  ui?: UiSchema;
}

/** The check could not run: the draft does not compile or does not fit. Never thrown; returned. */
export interface ImpactCheckError {
  ok: false;
  /** One sentence for the studio to show, e.g. `The draft of "kyc" does not compile: …`. */
  error: string;
}

/** How many records of one kind were checked and how many fail under the draft. */
export interface ImpactTotals {
  checked: number;
  /** Records with at least one error under the draft. */
  failing: number;
  /** Of those, the records the form in effect accepts: the failures the draft brings. */
  newlyFailing: number;
}

/** How the stored answers of a form fare under a draft of it. */
export interface FormImpactReport {
  ok: true;
  formId: string;
  /** The draft's version and schema hash. */
  version: string;
  /** Every stored submission of the form (`form_submissions`). */
  submissions: ImpactTotals;
  /** The answers of the form in in-flight account openings (not completed), one per opening. */
  openings: ImpactTotals;
  /** The failures grouped by rule and field, most records first. */
  groups: ImpactGroup[];
  /** How long the check took. */
  elapsedMs: number;
}

/** Why an in-flight draft stops at a step of the draft flow. */
export type StuckReason =
  /** The step's saved answers fail its form. */
  | 'answers-fail'
  /** The step is new for the draft's context, has no answers, and later steps are answered: the user has passed it. */
  | 'new-step-unanswered'
  /** The draft's context schema refuses the draft's context. */
  | 'context';

/** In-flight drafts that the draft flow stops at one step, for one reason. */
export interface StuckGroup extends ImpactCount {
  stepId: string;
  stepTitle: string;
  formId: string | null;
  reason: StuckReason;
  /** What the user would read: the form's first message (for a new step: what it asks first). */
  message: string;
}

/** In-flight drafts whose saved answers of one step the draft flow throws away (the step no longer applies). */
export interface DroppedGroup extends ImpactCount {
  /** The step of the flow in effect whose answers are dropped. */
  stepId: string;
  stepTitle: string;
  formId: string;
}

/** How the in-flight drafts of a flow fare under a draft of it. */
export interface FlowImpactReport {
  ok: true;
  flowId: string;
  version: string;
  /** In-flight drafts of the flow replayed (account openings not completed, for the account-opening flow). */
  checked: number;
  /** Drafts the draft flow stops at a step the flow in effect does not stop them at. */
  stuck: number;
  /** Drafts that lose answers. */
  dropping: number;
  stuckAt: StuckGroup[];
  dropped: DroppedGroup[];
  elapsedMs: number;
}

export type FormImpactResult = FormImpactReport | ImpactCheckError;
export type FlowImpactResult = FlowImpactReport | ImpactCheckError;

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

// ---------------------------------------------------------------------------------------------
// In-flight account openings: where each form's answers live in an opening's sections

/**
 * The answers of `formId` in an opening's saved sections, as the section saves store them
 * (services/accountOpeningSections.ts): personal details hold `{ Holders, Correspondence }`, the
 * investment profile `{ RiskProfile, Appropriateness }`; every other section is its form's answers.
 * @returns the answers, or undefined when the opening has none for the form
 */
export function openingAnswersOf(formId: string, sections: Sections): unknown {
  const section = SECTION_OF_FORM[formId];
  const data = section ? sections[section] : undefined;
  if (!data) return undefined;
  let answers: unknown = data;
  if (formId === 'personal-details') answers = { Holders: data.Holders };
  else if (formId === 'correspondence') answers = data.Correspondence;
  else if (formId === 'risk-profile') answers = data.RiskProfile;
  else if (formId === 'account-appropriateness') answers = data.Appropriateness;
  return isObject(answers) ? answers : undefined;
}

/**
 * In-flight openings (not completed), a page at a time: ids above `after`, with their current
 * sections (only `section` when given: a form check needs one).
 */
async function openingsPage(
  db: Kysely<Database>,
  after: number,
  pageSize: number,
  section?: SectionName,
): Promise<Array<{ id: number; sections: Sections }>> {
  const openings = await db
    .selectFrom('account_openings')
    .select('id')
    .where('status', '!=', 'Completed')
    .where('id', '>', after)
    .orderBy('id')
    .limit(pageSize)
    .execute();
  if (!openings.length) return [];
  const rows = await db
    .selectFrom('account_opening_sections')
    .select(['opening_id', 'section', 'data_json'])
    .where(
      'opening_id',
      'in',
      openings.map((o) => o.id),
    )
    .where('current', '=', 1)
    .$if(section !== undefined, (q) => q.where('section', '=', section!))
    .execute();
  const byId = new Map<number, Sections>(openings.map((o) => [o.id, {}]));
  for (const r of rows) {
    const data: unknown = JSON.parse(r.data_json);
    if (isObject(data)) byId.get(r.opening_id)![r.section as keyof Sections] = data;
  }
  return [...byId.entries()].map(([id, sections]) => ({ id, sections }));
}

// ---------------------------------------------------------------------------------------------
// Forms

/**
 * Compiles a form draft with the platform's ajv in a registry of its own that holds the current
 * registry's shared definitions, so the draft's `$ref`s resolve and the live registry is untouched.
 */
function compileDraft(current: SchemaRegistry, draft: FormDraft, ui: UiSchema): SchemaRegistry | ImpactCheckError {
  const schema: unknown = draft.schema;
  if (!isObject(schema) || typeof schema.$id !== 'string' || formIdOf(schema.$id) !== draft.id)
    return { ok: false, error: `The draft's schema must have the "$id" of form "${draft.id}".` };
  if (typeof schema.version !== 'string' || !schema.version) return { ok: false, error: `The draft of "${draft.id}" has no "version".` };
  const registry = createCompilingRegistry();
  try {
    for (const def of current.definitionSchemas()) registry.addDefinitions(def);
    registry.addForm(draft.schema, ui);
    registry.validator(draft.id);
  } catch (e) {
    return { ok: false, error: `The draft of "${draft.id}" does not compile: ${message(e)}` };
  }
  return registry;
}

/**
 * Checks a draft of a form against the answers already given: every stored submission of the form
 * and the form's answers in every in-flight account opening are validated with the draft (compiled
 * once, with the platform's ajv and the current shared definitions); the failures are grouped by
 * rule (ajv keyword + schema path) and field (instance path + label), with the message the user
 * would see and a few example ids. Reads the tables a page at a time; works on SQLite and PostgreSQL.
 * @param deps - the database and the forms in effect
 * @param draft - the form's id, draft schema and uiSchema (the form's current ui.json when left out)
 * @returns the report, or `{ ok: false, error }` when the draft does not compile or names another form
 */
export async function checkFormImpact(deps: ImpactDeps, draft: FormDraft): Promise<FormImpactResult> {
  const started = Date.now();
  const { registry: current } = deps.forms;
  const pageSize = deps.pageSize ?? IMPACT_PAGE_SIZE;
  const compiled = compileDraft(current, draft, draft.ui ?? (current.has(draft.id) ? current.ui(draft.id) : {}));
  if ('ok' in compiled) return compiled;
  const formId = draft.id;
  const ui = compiled.ui(formId);
  const schema = compiled.schema(formId);
  const validate = compiled.validator(formId);
  const tally = new ImpactTally((path) => fieldLabel(schema, ui, path, (ref, base) => compiled.resolveRef(ref, base)));
  const inEffect = current.has(formId);
  const submissions: ImpactTotals = { checked: 0, failing: 0, newlyFailing: 0 };
  const openings: ImpactTotals = { checked: 0, failing: 0, newlyFailing: 0 };

  const check = (kind: 'submission' | 'opening', id: number, answers: unknown, totals: ImpactTotals) => {
    totals.checked++;
    const verdict = validateForm(compiled, formId, answers);
    if (verdict.valid) return;
    totals.failing++;
    if (inEffect && validateForm(current, formId, answers).valid) totals.newlyFailing++;
    tally.add(kind, id, failuresOf(verdict.errors, validate.errors ?? []));
  };

  for (let after = 0; ;) {
    const rows = await deps.db
      .selectFrom('form_submissions')
      .select(['id', 'data_json'])
      .where('form_id', '=', formId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    for (const row of rows) check('submission', row.id, JSON.parse(row.data_json), submissions);
    if (rows.length < pageSize) break;
    after = rows[rows.length - 1].id;
  }

  const section = SECTION_OF_FORM[formId];
  if (section) {
    for (let after = 0; ;) {
      const page = await openingsPage(deps.db, after, pageSize, section);
      for (const opening of page) {
        const answers = openingAnswersOf(formId, opening.sections);
        if (answers !== undefined) check('opening', opening.id, answers, openings);
      }
      if (page.length < pageSize) break;
      after = page[page.length - 1].id;
    }
  }

  return {
    ok: true,
    formId,
    version: schema.version,
    submissions,
    openings,
    groups: tally.result(),
    elapsedMs: Date.now() - started,
  };
}

// ---------------------------------------------------------------------------------------------
// Flows

/** Every JSON Schema of a flow (context, stage and step conditions, override conditions). */
function conditionsOf(flow: Flow): unknown[] {
  const found: unknown[] = [flow.context];
  for (const stage of flow.stages) {
    found.push(stage.when);
    for (const step of stage.steps) found.push(step.when, ...(step.uiOverrides ?? []).map((o) => o.when));
  }
  return found.filter((c) => c !== undefined);
}

/** The draft flow's problems that stop a replay: not a flow, unknown forms, conditions that do not compile. */
function flowProblem(draft: unknown, registry: SchemaRegistry, conditions: Conditions): string | null {
  if (!isObject(draft) || typeof draft.id !== 'string' || typeof draft.version !== 'string' || !Array.isArray(draft.stages))
    return 'The draft is not a flow (id, version and stages).';
  const flow = draft as unknown as Flow;
  for (const stage of flow.stages) {
    if (!isObject(stage) || !Array.isArray(stage.steps)) return `The draft flow's stage "${String(stage?.id)}" has no steps.`;
    for (const step of stage.steps) {
      if (!isObject(step) || typeof step.id !== 'string') return `A step of stage "${stage.id}" has no id.`;
      if (step.form !== undefined && !registry.has(step.form)) return `Step "${step.id}" names form "${step.form}", which does not exist.`;
    }
  }
  for (const condition of conditionsOf(flow)) {
    try {
      conditions.evaluate(condition as Record<string, unknown>, {});
    } catch (e) {
      return `A condition of the draft flow does not compile: ${message(e)}`;
    }
  }
  return null;
}

/** Where a flow stops an in-flight draft: the first step it cannot pass, or null. */
function stuckPoint(
  flow: Flow,
  context: unknown,
  conditions: Conditions,
  registry: SchemaRegistry,
  answersOf: (step: FlowStep) => unknown,
  before: ReadonlySet<string> | null,
): Omit<StuckGroup, keyof ImpactCount> | null {
  const steps = stepsFor(flow, context, conditions).filter((s) => s.form);
  if (flow.context !== undefined && !conditions.evaluate(flow.context, context)) {
    const first = steps[0];
    return {
      stepId: first?.id ?? '',
      stepTitle: first?.title ?? '',
      formId: first?.form ?? null,
      reason: 'context',
      message: `The opening's context no longer fits the flow "${flow.id}".`,
    };
  }
  const answers = steps.map(answersOf);
  const lastAnswered = answers.reduce<number>((last, a, i) => (a !== undefined ? i : last), -1);
  for (const [i, step] of steps.entries()) {
    const given = answers[i];
    const at = { stepId: step.id, stepTitle: step.title, formId: step.form! };
    if (given !== undefined) {
      const verdict = validateForm(registry, step.form!, given);
      if (!verdict.valid) return { ...at, reason: 'answers-fail', message: verdict.errors[0]?.message ?? '' };
    } else if (i < lastAnswered && before && !before.has(step.form!)) {
      const asks = validateForm(registry, step.form!, {});
      return { ...at, reason: 'new-step-unanswered', message: asks.errors[0]?.message ?? `${step.title} has no answers.` };
    }
  }
  return null;
}

/**
 * Checks a draft of a flow against the in-flight drafts of that flow (for the account-opening flow:
 * every opening not completed): each is replayed with the draft flow by the engine's interpreter
 * (`stepsFor`, the one the wizard and the server's replay run), from the context its saved answers
 * give. Reports the drafts the draft flow would stop at a step — answers that now fail the step's
 * form, a step new for the context that was passed without answers, a context the flow refuses —
 * where the flow in effect does not stop them there, and the saved answers the draft would drop
 * because their step no longer applies. The draft's conditions compile in an evaluator of their own.
 * @param deps - the database and the forms and flows in effect
 * @param draft - the flow JSON as edited (validated against the flow meta-schema by the caller)
 * @returns the report, or `{ ok: false, error }` when the draft is not a usable flow
 */
export async function checkFlowImpact(deps: ImpactDeps, draft: unknown): Promise<FlowImpactResult> {
  const started = Date.now();
  const { registry } = deps.forms;
  const pageSize = deps.pageSize ?? IMPACT_PAGE_SIZE;
  const draftConditions = compilingConditionEvaluator();
  const problem = flowProblem(draft, registry, draftConditions);
  if (problem) return { ok: false, error: problem };
  const flow = draft as Flow;
  const inEffect = deps.forms.flows.get(flow.id) ?? null;
  const report: FlowImpactReport = {
    ok: true,
    flowId: flow.id,
    version: flow.version,
    checked: 0,
    stuck: 0,
    dropping: 0,
    stuckAt: [],
    dropped: [],
    elapsedMs: 0,
  };
  // Only the account-opening flow keeps drafts in flight; other flows are submitted whole.
  if (flow.id === ACCOUNT_OPENING_FLOW_ID) {
    const stuck = new ExampleCounter<Omit<StuckGroup, keyof ImpactCount>>();
    const dropped = new ExampleCounter<Omit<DroppedGroup, keyof ImpactCount>>();
    for (let after = 0; ;) {
      const page = await openingsPage(deps.db, after, pageSize);
      for (const { id, sections } of page) {
        report.checked++;
        const context = flowContextOf(sections);
        const answersOf = (step: FlowStep) => openingAnswersOf(step.form!, sections);
        const nowSteps = inEffect ? stepsFor(inEffect, context, registry.conditions).filter((s) => s.form) : [];
        const nowForms = new Set(nowSteps.map((s) => s.form!));
        const point = stuckPoint(flow, context, draftConditions, registry, answersOf, inEffect ? nowForms : null);
        const nowPoint = inEffect ? stuckPoint(inEffect, context, registry.conditions, registry, answersOf, null) : null;
        if (point && JSON.stringify(point) !== JSON.stringify(nowPoint)) {
          report.stuck++;
          stuck.add(point, id);
        }
        const draftForms = new Set(
          stepsFor(flow, context, draftConditions)
            .filter((s) => s.form)
            .map((s) => s.form!),
        );
        const lost = new Map<string, FlowStep>();
        for (const step of nowSteps)
          if (!draftForms.has(step.form!) && answersOf(step) !== undefined && !lost.has(step.form!)) lost.set(step.form!, step);
        if (lost.size) report.dropping++;
        for (const step of lost.values()) dropped.add({ stepId: step.id, stepTitle: step.title, formId: step.form! }, id);
      }
      if (page.length < pageSize) break;
      after = page[page.length - 1].id;
    }
    report.stuckAt = stuck.result();
    report.dropped = dropped.result();
  }
  report.elapsedMs = Date.now() - started;
  return report;
}
