import type { Condition } from './types';

/** A condition made ready to answer: whether it holds for a context. */
export type ConditionCheck = (context: unknown) => boolean;

type Check = ConditionCheck;
type Json = Record<string, unknown>;

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
  return (
    ka.length === kb.length && ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && jsonEqual((a as Json)[k], (b as Json)[k]))
  );
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    default:
      return false;
  }
}

/**
 * A direct check for the plain conditions forms and flows are made of — `const`, `enum`, `type`,
 * `properties` of those, `required`, and `anyOf` / `allOf` / `oneOf` / `not` over plain
 * conditions (plus notes; RJSF's own "is it an object" probe is one) — with JSON Schema's meaning; undefined for
 * anything else (which ajv compiles). Conditions of this shape need no compile at all: RJSF asks
 * about every `oneOf` option (`{const: 1, title: 'Mr'}`) and every `if` while it renders.
 */
export function plainCheck(schema: unknown): Check | undefined {
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
      if (
        !Array.isArray(types) ||
        types.length === 0 ||
        !types.every((t) => typeof t === 'string' && TYPES.has(t)) ||
        new Set(types).size !== types.length
      )
        return undefined;
      checks.push((v) => types.some((t) => hasType(v, t as string)));
    } else if (key === 'required') {
      if (!Array.isArray(value) || !value.every((n) => typeof n === 'string') || new Set(value).size !== value.length) return undefined;
      const names: string[] = value;
      checks.push((v) => !isObject(v) || names.every((n) => v[n] !== undefined));
    } else if (key === 'properties') {
      if (!isObject(value)) return undefined;
      const props: Array<[string, Check]> = [];
      for (const [name, sub] of Object.entries(value)) {
        const check = sub === true ? () => true : sub === false ? () => false : plainCheck(sub);
        if (!check) return undefined;
        props.push([name, check]);
      }
      checks.push((v) => !isObject(v) || props.every(([name, check]) => v[name] === undefined || check(v[name])));
    } else if (key === 'anyOf' || key === 'allOf' || key === 'oneOf') {
      if (!Array.isArray(value) || value.length === 0) return undefined;
      const subs: Check[] = [];
      for (const sub of value) {
        const check = sub === true ? () => true : sub === false ? () => false : plainCheck(sub);
        if (!check) return undefined;
        subs.push(check);
      }
      if (key === 'anyOf') checks.push((v) => subs.some((c) => c(v)));
      else if (key === 'allOf') checks.push((v) => subs.every((c) => c(v)));
      else checks.push((v) => subs.filter((c) => c(v)).length === 1);
    } else if (key === 'not') {
      const sub = value === true ? () => true : value === false ? () => false : plainCheck(value);
      if (!sub) return undefined;
      checks.push((v) => !sub(v));
    } else {
      return undefined;
    }
  }
  return (v) => checks.every((c) => c(v));
}

/**
 * Whether a condition is answered without compiling (`plainCheck` has a check for it). The server
 * precompiles exactly the conditions for which this is false.
 * @param condition - a JSON Schema
 */
export function isPlainCondition(condition: Condition): boolean {
  return plainCheck(condition) !== undefined;
}
