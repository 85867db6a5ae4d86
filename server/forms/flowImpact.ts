// The impact check of a flow draft: the in-flight account openings replayed with the draft flow.
import { stepsFor, validateForm, type Conditions, type Flow, type FlowStep, type SchemaRegistry } from '@/engine';
import type { DroppedGroup, FlowImpactReport, StuckGroup } from '@/types/generated/api/studio';
import { ACCOUNT_OPENING_FLOW_ID, flowContextOf, isObject } from '../services/accountOpening';
import { compilingConditionEvaluator } from './conditionAjv';
import { ExampleCounter, type ImpactCount } from './impactReport';
import { IMPACT_PAGE_SIZE, message, openingAnswersOf, openingsPage, type ImpactCheckError, type ImpactDeps } from './impactSources';

/** Why an in-flight draft stops at a step of the draft flow. */
export type StuckReason =
  /** The step's saved answers fail its form. */
  | 'answers-fail'
  /** The step is new for the draft's context, has no answers, and later steps are answered: the user has passed it. */
  | 'new-step-unanswered'
  /** The draft's context schema refuses the draft's context. */
  | 'context';

export type FlowImpactResult = FlowImpactReport | ImpactCheckError;

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
