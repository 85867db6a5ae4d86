import type { Conditions } from '../flows/ConditionEvaluator';
import type { UiSchema } from './types';

/** The uiSchema keyword that shows a field only while a condition over its object's answers holds. */
export const SHOW_WHEN = 'ui:showWhen';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields of an object that its uiSchema hides for the answers given: a field whose
 * `ui:showWhen` (a JSON Schema, the flows' condition language) does not hold for the object's
 * answers is not drawn. It only hides: whether an answer is required stays the schema's business
 * (its own `if` / `then`). Conditions that are not plain come precompiled from the server with the
 * form's validator (server/forms/precompile.ts) into the registry's evaluator, so the browser
 * compiles nothing.
 * @param ui - the object's uiSchema (its fields' entries are read)
 * @param names - the object's field names
 * @param answers - the object's answers (the condition's instance; undefined counts as `{}`)
 * @param conditions - the form's registry's condition evaluator (`registry.conditions`)
 * @returns the names of the hidden fields
 */
export function hiddenByShowWhen(
  ui: UiSchema | undefined,
  names: readonly string[],
  answers: Record<string, unknown> | undefined,
  conditions: Conditions,
): Set<string> {
  const hidden = new Set<string>();
  if (!ui) return hidden;
  for (const name of names) {
    const entry = ui[name];
    const condition = isObject(entry) ? entry[SHOW_WHEN] : undefined;
    if (isObject(condition) && !conditions.evaluate(condition, answers ?? {})) hidden.add(name);
  }
  return hidden;
}
