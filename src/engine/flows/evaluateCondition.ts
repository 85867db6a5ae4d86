import { canonicalJson } from '../forms/sha256';
import type { Condition } from './types';

type Check = (context: unknown) => boolean;

/** Compiles a condition that is neither plain nor precompiled; installed by `conditionAjv.ts` (not in the browser). */
let compiler: ((condition: Condition) => Check) | null = null;

type Json = Record<string, unknown>;

/** Compiled conditions by object identity: a condition asked about again costs one lookup. */
const byIdentity = new WeakMap<object, Check>();
/** Compiled (or precompiled) conditions by content key, for equal conditions that are different objects. */
const byContent = new Map<string, Check>();
/** Whether a condition that is neither plain nor precompiled may be compiled here (not in the browser). */
let compiling = true;

/** Keywords that never change whether a schema holds (annotations and ajv-errors' messages). */
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'errorMessage', 'default', 'examples', 'deprecated', 'readOnly', 'writeOnly']);
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

/**
 * Adds conditions the server precompiled (standalone code served as a module): the browser answers
 * every condition that is not plain with these, and compiles nothing.
 * @param checks - content key (`conditionKey`) → compiled check
 */
export function addPrecompiledConditions(checks: Record<string, Check>): void {
  for (const [key, check] of Object.entries(checks)) if (!byContent.has(key)) byContent.set(key, (context) => check(context) as boolean);
}

/**
 * Installs the compiler of conditions that are neither plain nor precompiled (see `conditionAjv.ts`).
 * @param compile - condition → check
 */
export function setConditionCompiler(compile: (condition: Condition) => Check): void {
  compiler = compile;
}

/**
 * Whether conditions that are neither plain nor precompiled may be compiled with ajv (code
 * generation: `new Function`). The browser turns it off (its Content-Security-Policy has no
 * 'unsafe-eval'); such a condition then throws, naming itself.
 * @param allowed - false in the browser
 */
export function setConditionCompiling(allowed: boolean): void {
  compiling = allowed;
}

/**
 * Whether a condition is answered without compiling: plain (`const`, `enum`, … answered directly)
 * or precompiled. The server precompiles exactly the conditions for which this is false.
 * @param condition - a JSON Schema
 */
export function isPlainCondition(condition: Condition): boolean {
  return directCheck(condition) !== undefined;
}

/** Keywords that are notes only: they never change the answer. */
const NOTES = new Set(['title', 'description', '$comment']);
const TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null', 'object', 'array']);

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON equality, as ajv's `const` and `enum` compare. */
function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bs = b as unknown[];
    return a.length === bs.length && a.every((x, i) => jsonEqual(x, bs[i]));
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && jsonEqual((a as Json)[k], (b as Json)[k]));
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string': return typeof value === 'string';
    case 'number': return typeof value === 'number' && Number.isFinite(value);
    case 'integer': return typeof value === 'number' && Number.isInteger(value);
    case 'boolean': return typeof value === 'boolean';
    case 'null': return value === null;
    case 'object': return isObject(value);
    case 'array': return Array.isArray(value);
    default: return false;
  }
}

/**
 * A direct check for the plain conditions forms and flows are made of — `const`, `enum`, `type`,
 * `properties` of those, `required`, and `anyOf` / `allOf` / `oneOf` / `not` over plain
 * conditions (plus notes; RJSF's own "is it an object" probe is one) — with JSON Schema's meaning; undefined for
 * anything else (which ajv compiles). Conditions of this shape need no compile at all: RJSF asks
 * about every `oneOf` option (`{const: 1, title: 'Mr'}`) and every `if` while it renders.
 */
function directCheck(schema: unknown): Check | undefined {
  if (!isObject(schema)) return undefined;
  const checks: Check[] = [];
  for (const [key, value] of Object.entries(schema)) {
    if (NOTES.has(key)) continue;
    if (key === 'const') {
      checks.push((v) => jsonEqual(v, value));
    } else if (key === 'enum') {
      if (!Array.isArray(value) || value.length === 0) return undefined;
      checks.push((v) => value.some((e) => jsonEqual(v, e)));
    } else if (key === 'type') {
      const types = typeof value === 'string' ? [value] : value;
      if (!Array.isArray(types) || types.length === 0 || !types.every((t) => typeof t === 'string' && TYPES.has(t)) || new Set(types).size !== types.length) return undefined;
      checks.push((v) => types.some((t) => hasType(v, t as string)));
    } else if (key === 'required') {
      if (!Array.isArray(value) || !value.every((n) => typeof n === 'string') || new Set(value).size !== value.length) return undefined;
      const names = value as string[];
      checks.push((v) => !isObject(v) || names.every((n) => v[n] !== undefined));
    } else if (key === 'properties') {
      if (!isObject(value)) return undefined;
      const props: Array<[string, Check]> = [];
      for (const [name, sub] of Object.entries(value)) {
        const check = sub === true ? () => true : sub === false ? () => false : directCheck(sub);
        if (!check) return undefined;
        props.push([name, check]);
      }
      checks.push((v) => !isObject(v) || props.every(([name, check]) => v[name] === undefined || check(v[name])));
    } else if (key === 'anyOf' || key === 'allOf' || key === 'oneOf') {
      if (!Array.isArray(value) || value.length === 0) return undefined;
      const subs: Check[] = [];
      for (const sub of value) {
        const check = sub === true ? () => true : sub === false ? () => false : directCheck(sub);
        if (!check) return undefined;
        subs.push(check);
      }
      if (key === 'anyOf') checks.push((v) => subs.some((c) => c(v)));
      else if (key === 'allOf') checks.push((v) => subs.every((c) => c(v)));
      else checks.push((v) => subs.filter((c) => c(v)).length === 1);
    } else if (key === 'not') {
      const sub = value === true ? () => true : value === false ? () => false : directCheck(value);
      if (!sub) return undefined;
      checks.push((v) => !sub(v));
    } else {
      return undefined;
    }
  }
  return (v) => checks.every((c) => c(v));
}

/** The check for a condition: answered directly when it is plain, else compiled by ajv (once per distinct condition). */
function checkFor(condition: Condition): Check {
  const known = byIdentity.get(condition);
  if (known) return known;
  let check = directCheck(condition);
  if (!check) {
    const key = conditionKey(condition);
    check = byContent.get(key);
    if (!check) {
      if (!compiling || !compiler) throw new Error(`The condition ${key.length > 300 ? `${key.slice(0, 300)}…` : key} was not precompiled by the server`);
      check = compiler(condition);
      byContent.set(key, check);
    }
  }
  byIdentity.set(condition, check);
  return check;
}

/**
 * Whether a flow condition holds for a context. Conditions are JSON Schemas — one language for
 * forms and flows. Plain conditions (`const`, `enum`, `type`, `properties`, `required`) are answered
 * directly; others are precompiled by the server (the browser) or compiled once per distinct
 * condition (the server, tests). Either is cached by the condition object, so asking about the same
 * condition again costs no serialisation.
 * @param condition - a JSON Schema, or undefined (always holds)
 * @param context - the flow context
 */
export function evaluateCondition(condition: Condition | undefined, context: unknown): boolean {
  if (!condition) return true;
  return checkFor(condition)(context);
}
