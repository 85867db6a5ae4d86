import { canonicalJson } from '../forms/sha256';
import type { Condition } from './types';

type Json = Record<string, unknown>;

/** Keywords that never change whether a schema holds (annotations and ajv-errors' messages). */
const ANNOTATIONS = new Set([
  'title',
  'description',
  '$comment',
  'errorMessage',
  'default',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
]);
/** Keywords whose value is data, not a schema. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'required', 'type', 'dependentRequired']);
/** Keywords whose value maps names to schemas. */
const MAP_KEYWORDS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

function withoutAnnotations(node: unknown, isMap = false): unknown {
  if (Array.isArray(node)) return node.map((n) => withoutAnnotations(n));
  if (!node || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node as Json)) {
    if (isMap) out[k] = withoutAnnotations(v);
    else if (ANNOTATIONS.has(k)) continue;
    else out[k] = DATA_KEYWORDS.has(k) ? v : withoutAnnotations(v, MAP_KEYWORDS.has(k));
  }
  return out;
}

/**
 * A condition as it is compiled and looked up: without annotations (titles, notes, messages) and
 * without the root's `$id` / `$schema`, which never change its answer.
 * @param condition - a JSON Schema
 */
export function normaliseCondition(condition: Condition): Condition {
  const { $id: _id, $schema: _schema, ...rest } = condition;
  return withoutAnnotations(rest) as Condition;
}

/**
 * The content key of a condition: the canonical JSON of its normalised form. The server keys the
 * conditions it precompiles by it; the browser looks them up by it.
 * @param condition - a JSON Schema
 */
export function conditionKey(condition: Condition): string {
  return canonicalJson(normaliseCondition(condition));
}
