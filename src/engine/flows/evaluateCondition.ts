import Ajv2020 from 'ajv/dist/2020';
import type { Condition } from './types';

// Conditions are small schemas over a plain context: non-strict so `title`/`description` notes are fine.
const ajv = new Ajv2020({ strict: false, allErrors: false });

type Check = (context: unknown) => boolean;
type Json = Record<string, unknown>;

/** Compiled conditions by object identity: a condition asked about again costs one lookup. */
const byIdentity = new WeakMap<object, Check>();
/** Compiled conditions by content, for equal conditions that are different objects (compiled once). */
const byContent = new Map<string, Check>();

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
 * `properties` of those and `required` (plus notes) — with JSON Schema's meaning; undefined for
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
    const key = JSON.stringify(condition);
    check = byContent.get(key);
    if (!check) {
      const validate = ajv.compile(condition);
      check = (context) => validate(context) as boolean;
      byContent.set(key, check);
    }
  }
  byIdentity.set(condition, check);
  return check;
}

/**
 * Whether a flow condition holds for a context. Conditions are JSON Schemas — one language for
 * forms and flows. Plain conditions (`const`, `enum`, `type`, `properties`, `required`) are answered
 * directly; others are compiled once per distinct condition. Either is cached by the condition
 * object, so asking about the same condition again costs no serialisation.
 * @param condition - a JSON Schema, or undefined (always holds)
 * @param context - the flow context
 */
export function evaluateCondition(condition: Condition | undefined, context: unknown): boolean {
  if (!condition) return true;
  return checkFor(condition)(context);
}
