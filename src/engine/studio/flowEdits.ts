import type { Condition, Flow } from '../flows/types';
import type { EditResult } from './types';

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The context facts a condition reads: the names under every `properties` and `required` of it and its sub-conditions. */
function factsRead(condition: unknown, facts = new Set<string>()): Set<string> {
  if (Array.isArray(condition)) {
    for (const entry of condition) factsRead(entry, facts);
    return facts;
  }
  if (!isNode(condition)) return facts;
  if (isNode(condition.properties)) for (const name of Object.keys(condition.properties)) facts.add(name);
  if (Array.isArray(condition.required)) for (const name of condition.required) if (typeof name === 'string') facts.add(name);
  for (const key of ['not', 'anyOf', 'oneOf', 'allOf', 'if', 'then', 'else']) factsRead(condition[key], facts);
  return facts;
}

/** Why a condition cannot be set on `subject` (e.g. "step 'Rebates'"), or undefined when it can. */
function conditionProblem(flow: Flow, subject: string, when: Condition | null): string | undefined {
  if (when === null) return undefined;
  if (!isNode(when) || Object.keys(when).length === 0) {
    return `The condition of ${subject} must be a rule over the flow's facts (an object that is not empty)`;
  }
  const declared = isNode(flow.context) && isNode(flow.context.properties) ? Object.keys(flow.context.properties) : undefined;
  if (!declared) return undefined;
  const unknown = [...factsRead(when)].filter((name) => !declared.includes(name));
  if (unknown.length === 0) return undefined;
  return `The condition of ${subject} reads ${unknown.map((name) => `'${name}'`).join(', ')}, which the flow does not know (it knows ${declared.join(', ')})`;
}

function withCondition<T extends { when?: Condition }>(target: T, when: Condition | null): void {
  if (when === null) delete target.when;
  else target.when = structuredClone(when);
}

/**
 * Sets or removes the condition (`when`) under which a flow step is shown, for the studio's
 * non-developers. The condition is a JSON Schema over the flow's context; it may read only facts
 * the context declares. Refused with a sentence: an unknown step, a condition that is not an
 * object, a fact the context does not have. The flow given is never changed.
 * @param flow - the flow
 * @param stepId - the step's id
 * @param when - the new condition, or null for "always shown"
 */
export function setStepCondition(flow: Flow, stepId: string, when: Condition | null): EditResult<Flow> {
  const stageIndex = flow.stages.findIndex((stage) => stage.steps.some((step) => step.id === stepId));
  if (stageIndex < 0) return { ok: false, error: `The flow has no step '${stepId}'` };
  const problem = conditionProblem(flow, `step '${stepId}'`, when);
  if (problem) return { ok: false, error: problem };
  const next = structuredClone(flow);
  const step = next.stages[stageIndex]?.steps.find((candidate) => candidate.id === stepId);
  if (!step) return { ok: false, error: `The flow has no step '${stepId}'` };
  withCondition(step, when);
  return { ok: true, value: next };
}

/**
 * Sets or removes the condition of a whole stage (account opening's Investment Profile is one),
 * checked as `setStepCondition` checks a step's.
 * @param flow - the flow
 * @param stageId - the stage's id
 * @param when - the new condition, or null for "always shown"
 */
export function setStageCondition(flow: Flow, stageId: string, when: Condition | null): EditResult<Flow> {
  const index = flow.stages.findIndex((stage) => stage.id === stageId);
  if (index < 0) return { ok: false, error: `The flow has no stage '${stageId}'` };
  const problem = conditionProblem(flow, `stage '${stageId}'`, when);
  if (problem) return { ok: false, error: problem };
  const next = structuredClone(flow);
  const stage = next.stages[index];
  if (!stage) return { ok: false, error: `The flow has no stage '${stageId}'` };
  withCondition(stage, when);
  return { ok: true, value: next };
}
