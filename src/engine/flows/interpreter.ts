import type { UiSchema } from '../forms/types';
import type { Conditions } from './ConditionEvaluator';
import type { Flow, FlowStep, Step, UiOverride } from './types';

/**
 * The visible steps of a flow for a context, in order: a step exists when its stage's `when` and
 * its own `when` hold. Pure: the same flow and context give the same steps. Every function here
 * takes the evaluator of the conditions as its last argument: the forms registry's
 * (`registry.conditions`), which answers the flow's precompiled conditions in the browser.
 * @param flow - the flow definition
 * @param context - the flow context (e.g. `{ AccountTypeId: 400160 }`)
 * @param conditions - answers the flow's `when`s
 */
export function stepsFor(flow: Flow, context: unknown, conditions: Conditions): FlowStep[] {
  const steps: FlowStep[] = [];
  for (const stage of flow.stages) {
    if (!conditions.evaluate(stage.when, context)) continue;
    for (const step of stage.steps) {
      if (conditions.evaluate(step.when, context)) steps.push({ ...step, stageId: stage.id, stageTitle: stage.title });
    }
  }
  return steps;
}

/** The visible stages of a flow for a context, in order (a stage with no visible step is gone). */
export function stagesFor(flow: Flow, context: unknown, conditions: Conditions): Array<{ id: string; title: string }> {
  const seen = new Map<string, string>();
  for (const s of stepsFor(flow, context, conditions)) if (!seen.has(s.stageId)) seen.set(s.stageId, s.stageTitle);
  return [...seen.entries()].map(([id, title]) => ({ id, title }));
}

function indexOf(steps: FlowStep[], stepId: string): number {
  const i = steps.findIndex((s) => s.id === stepId);
  if (i === -1) throw new Error(`Step "${stepId}" is not part of this flow for the given context`);
  return i;
}

/** The step after `currentStepId`, skipping steps that do not exist for the context; null at the end. */
export function nextStep(flow: Flow, context: unknown, currentStepId: string, conditions: Conditions): FlowStep | null {
  const steps = stepsFor(flow, context, conditions);
  return steps[indexOf(steps, currentStepId) + 1] ?? null;
}

/** The step before `currentStepId`, skipping steps that do not exist; null at the start. */
export function previousStep(flow: Flow, context: unknown, currentStepId: string, conditions: Conditions): FlowStep | null {
  const steps = stepsFor(flow, context, conditions);
  return steps[indexOf(steps, currentStepId) - 1] ?? null;
}

/**
 * A stage can be entered only when every visible stage before it is valid (portal-shell §4).
 * @param progress - ids of the stages known to be valid
 */
export function canEnterStage(
  flow: Flow,
  context: unknown,
  stageId: string,
  progress: { validStages: readonly string[] },
  conditions: Conditions,
): boolean {
  const stages = stagesFor(flow, context, conditions).map((s) => s.id);
  const at = stages.indexOf(stageId);
  if (at === -1) return false;
  return stages.slice(0, at).every((id) => progress.validStages.includes(id));
}

/** Stages before the last saved one are valid; the last saved one too (it was saved valid). */
export function markSavedStages(flow: Flow, context: unknown, lastSavedStageId: string | null, conditions: Conditions): string[] {
  if (!lastSavedStageId) return [];
  const stages = stagesFor(flow, context, conditions).map((s) => s.id);
  const at = stages.indexOf(lastSavedStageId);
  return at === -1 ? [] : stages.slice(0, at + 1);
}

/** Where the user is: step n of m and stage n of m, counting only visible ones (1-based). */
export function progressOf(flow: Flow, context: unknown, currentStepId: string, conditions: Conditions) {
  const steps = stepsFor(flow, context, conditions);
  const index = indexOf(steps, currentStepId);
  const stages = stagesFor(flow, context, conditions).map((s) => s.id);
  return { index: index + 1, total: steps.length, stageIndex: stages.indexOf(steps[index].stageId) + 1, stageTotal: stages.length };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

/** Deep merge of uiSchemas: objects merge, everything else is replaced by the patch. */
export function mergeUi(base: UiSchema, patch: UiSchema): UiSchema {
  const out: UiSchema = { ...base };
  for (const [k, v] of Object.entries(patch)) out[k] = isObject(v) && isObject(out[k]) ? mergeUi(out[k], v) : v;
  return out;
}

/**
 * The uiSchema of a step for a context: the form's ui.json with every override whose `when`
 * holds applied in order (label changes such as 'Scheme Name' / 'Member Name' are data).
 */
export function uiFor(step: Step, baseUi: UiSchema, context: unknown, conditions: Conditions): UiSchema {
  return (step.uiOverrides ?? []).reduce((ui, o) => (conditions.evaluate(o.when, context) ? mergeUi(ui, o.ui) : ui), baseUi);
}

/**
 * What a step's overrides say about a field for a context: the entry at `path` (keys into the
 * uiSchema, e.g. `['Holders', 'items', 'FiscalCountryId']`) of the overrides whose `when` holds,
 * merged in order (the form's own ui.json left out); undefined when none names it or the flow has
 * no such step. An engine rule that depends on what the flow shows reads the flow's decision here
 * instead of repeating its condition.
 * @param flow - the flow definition
 * @param stepId - the step's id
 * @param path - the field's path in the step's uiSchema
 * @param context - the flow context
 * @param conditions - the evaluator of the flow's conditions
 */
export function flowUiAt(flow: Flow, stepId: string, path: readonly string[], context: unknown, conditions: Conditions): unknown {
  const step = flow.stages.flatMap((st) => st.steps).find((s) => s.id === stepId);
  if (!step) return undefined;
  let node: unknown = uiFor(step, {}, context, conditions);
  for (const key of path) node = isObject(node) ? node[key] : undefined;
  return node;
}

/**
 * Whether a step's overrides hide a field for a context (`ui:widget: hidden` at `path`, see
 * `flowUiAt`). False for a step the flow does not have.
 */
export function hiddenByFlow(flow: Flow, stepId: string, path: readonly string[], context: unknown, conditions: Conditions): boolean {
  const node = flowUiAt(flow, stepId, path, context, conditions);
  return isObject(node) && node['ui:widget'] === 'hidden';
}

/**
 * The key of a form's ui.json that lists overrides over a context the form is shown in, each in a
 * flow step's `uiOverrides` shape (`{ description?, when?, ui }`): e.g. the appropriateness test's
 * Account Holder 2 boxes, hidden unless `IsJoint`. The form's own data says which fields depend on
 * the context; no code names them.
 */
export const CONTEXT_OVERRIDES = 'ui:contextOverrides';

/**
 * A form's uiSchema for the context it is shown in: its ui.json with every `ui:contextOverrides`
 * entry whose `when` holds for the context applied in order (as `uiFor` applies a flow step's), and
 * the list itself left out. A ui.json without the key is returned as it is.
 * @param ui - the form's ui.json
 * @param context - the context, e.g. `{ IsJoint: false }`
 * @param conditions - the form's registry's condition evaluator (`registry.conditions`)
 */
export function uiForContext(ui: UiSchema, context: unknown, conditions: Conditions): UiSchema {
  const overrides = ui[CONTEXT_OVERRIDES];
  if (!Array.isArray(overrides)) return ui;
  const { [CONTEXT_OVERRIDES]: _listed, ...base } = ui;
  void _listed;
  return (overrides as UiOverride[]).reduce(
    (out, o) => (isObject(o) && isObject(o.ui) && conditions.evaluate(o.when, context) ? mergeUi(out, o.ui) : out),
    base,
  );
}

/**
 * Server-side replay: recomputes from the context which steps exist and keeps only the answers of
 * those steps, so hidden branches never leave stale data behind.
 * @param answers - answers keyed by step `answers` key (default the step id)
 * @returns the kept answers and the keys that were dropped
 */
export function replayAnswers(
  flow: Flow,
  context: unknown,
  answers: Record<string, unknown>,
  conditions: Conditions,
): { kept: Record<string, unknown>; dropped: string[] } {
  const visible = new Set(stepsFor(flow, context, conditions).map((s) => s.answers ?? s.id));
  const all = new Set(flow.stages.flatMap((st) => st.steps.map((s) => s.answers ?? s.id)));
  const kept: Record<string, unknown> = {};
  const dropped: string[] = [];
  for (const [key, value] of Object.entries(answers)) {
    if (visible.has(key) || !all.has(key)) kept[key] = value;
    else dropped.push(key);
  }
  return { kept, dropped };
}
