import { replayAnswers, stepsFor, type Flow, type SchemaRegistry } from '@/engine';
import { badRequest } from '../lib/http';
import { validateSubmission, type SubmissionStamp } from './validateSubmission';

/** A step of the flow that exists for the context, with its validated answers. */
export interface ReplayedStep extends SubmissionStamp {
  stepId: string;
  /** Where the step's answers live in the answers object (the step's `answers`, else its id). */
  key: string;
  answers: unknown;
}

export interface ReplayedFlow {
  flowId: string;
  version: string;
  /** Every form step that exists for the context, in flow order, with its answers validated. */
  steps: ReplayedStep[];
  /**
   * Answer keys thrown away: steps that do not exist for this context (a hidden branch must leave
   * no stale data behind), screens (they ask nothing) and keys no step of the flow owns.
   */
  dropped: string[];
}

export interface ReplayOptions {
  /**
   * A whole flow (default): every form step that exists must be answered; a missing step is
   * validated as `{}`, so its form's first message says what is missing. False validates only the
   * steps that were answered (a draft or one stage).
   */
  complete?: boolean;
}

/**
 * The server's replay of a flow: recomputes from the context which steps exist (the engine's
 * `stepsFor`/`replayAnswers`, the same interpreter the browser runs), drops the answers of the
 * steps that do not, and validates each remaining step's answers with its form.
 * @param registry - the server's forms (its condition evaluator answers the flow's conditions)
 * @param flow - the flow definition
 * @param context - the flow context, e.g. `{ ProductType: 'Bonds', HasCashRebate: false, IsNote: false }`
 * @param answers - answers keyed by step (`answers` key, default the step id)
 * @param options - `complete: false` for a partial replay
 * @returns the validated steps with their stamps, and the dropped keys
 * @throws HttpError 400 when the context does not fit the flow, or with the first message of the first step that fails
 */
export function replayFlow(
  registry: SchemaRegistry,
  flow: Flow,
  context: unknown,
  answers: Record<string, unknown>,
  options: ReplayOptions = {},
): ReplayedFlow {
  if (flow.context !== undefined && !registry.conditions.evaluate(flow.context, context)) {
    throw badRequest(`The context does not fit the flow "${flow.id}".`);
  }
  const complete = options.complete ?? true;
  const { kept, dropped } = replayAnswers(flow, context, answers, registry.conditions);
  const formSteps = stepsFor(flow, context, registry.conditions).filter((s) => s.form);
  const formKeys = new Set(formSteps.map((s) => s.answers ?? s.id));
  for (const key of Object.keys(kept)) if (!formKeys.has(key)) dropped.push(key);

  const steps: ReplayedStep[] = [];
  for (const step of formSteps) {
    const key = step.answers ?? step.id;
    const given = Object.prototype.hasOwnProperty.call(kept, key);
    if (!given && !complete) continue;
    const stepAnswers = given ? kept[key] : {};
    const { formId, version, hash, contentHash } = validateSubmission(registry, step.form!, stepAnswers);
    steps.push({ stepId: step.id, key, formId, version, hash, contentHash, answers: stepAnswers });
  }
  return { flowId: flow.id, version: flow.version, steps, dropped };
}
