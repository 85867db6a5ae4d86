import Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import type { Condition } from './types';

// Conditions are small schemas over a plain context: non-strict so `title`/`description` notes are fine.
const ajv = new Ajv2020({ strict: false, allErrors: false });
const cache = new Map<string, ValidateFunction>();

/**
 * Whether a flow condition holds for a context. Conditions are JSON Schemas — one language for
 * forms and flows — compiled once per distinct condition.
 * @param condition - a JSON Schema, or undefined (always holds)
 * @param context - the flow context
 */
export function evaluateCondition(condition: Condition | undefined, context: unknown): boolean {
  if (!condition) return true;
  const key = JSON.stringify(condition);
  let validate = cache.get(key);
  if (!validate) {
    validate = ajv.compile(condition);
    cache.set(key, validate);
  }
  return validate(context) as boolean;
}
