import { _ } from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import { conditionKey, normaliseCondition } from '@/engine/flows/conditionKey';
import { isPlainCondition } from '@/engine/flows/plainCondition';
import type { Condition, Flow } from '@/engine/flows/types';
import { RUNTIME_MODULES, type PrecompiledMeta } from '@/engine/forms/precompiled';
import { renderCopyOf } from '@/engine/forms/renderCopy';
import type { SchemaRegistry } from '@/engine/forms/SchemaRegistry';
import { sha256 } from '@/engine/forms/sha256';
import { contextOverrideConditions, showWhenConditions } from '@/engine/forms/showWhenConditions';
import { createConditionAjv } from './conditionAjv';
import { createFormsAjv } from './createFormsAjv';

/**
 * The server's half of precompiled validation (the browser's half is the engine's `forms/precompiled.ts`): ajv
 * standalone code for a form's schema — ajv-errors' messages and ajv-formats' formats included —
 * and for the conditions the browser evaluates, as an ES module the browser imports from the
 * server's origin. The code is compiled with the same ajv set-ups as in-process validation
 * (`createFormsAjv`, `createConditionAjv`), so it answers exactly as they do. Server only: it
 * generates code.
 *
 * The module's shape: `export const meta = {…}` (kind, id, the form's schema hash, the content keys
 * of its conditions) and `export default function (__runtime) {…}`, which runs the standalone code
 * and returns `{ validate, c0, c1, … }`. ajv's code `require`s a few runtime helpers
 * (`ajv/dist/runtime/*`, ajv-formats' formats); those calls ask `__runtime` instead, which the
 * browser answers from its own bundle — a module with bare imports could not load in a browser.
 */

type Json = Record<string, unknown>;

/** Formats in standalone code come from ajv-formats' module (the browser's runtime provides it). */
const FORMATS = _`require("ajv-formats/dist/formats").fullFormats`;
const STANDALONE = { code: { source: true, formats: FORMATS } } as const;

/** ajv's `require("…")` → `__runtime("…")`, refusing any module the browser's runtime does not have. */
function viaRuntime(code: string): string {
  return code.replace(/\brequire\(("[^"\\]+")\)/g, (_m, quoted: string) => {
    const name = JSON.parse(quoted) as string;
    if (!RUNTIME_MODULES.includes(name)) throw new Error(`Precompiled code needs "${name}", which the browser's runtime does not provide`);
    return `__runtime(${quoted})`;
  });
}

function moduleText(meta: PrecompiledMeta, blocks: string[]): string {
  const body = blocks.map((b) => `{\n${viaRuntime(b)}\n}`).join('\n');
  return [
    `// Precompiled by the Tessera server (ajv standalone code) for ${meta.kind === 'form' ? 'form' : 'flow'} "${meta.id}". Generated; do not edit.`,
    `export const meta = ${JSON.stringify(meta)};`,
    'export default function (__runtime) {',
    'const exports = {};',
    body,
    'return exports;',
    '}',
    '',
  ].join('\n');
}

/** Standalone code exporting `c0`, `c1`, … for the conditions, in the order given. */
function conditionsCode(conditions: Condition[]): string {
  if (!conditions.length) return '';
  const ajv = createConditionAjv(STANDALONE);
  const refs: Record<string, string> = {};
  conditions.forEach((c, i) => {
    ajv.addSchema(normaliseCondition(c), `c${i}`);
    refs[`c${i}`] = `c${i}`;
  });
  return standaloneCode(ajv, refs);
}

/** The conditions of a list that need code (not plain), once per content key, in first-seen order. */
function needingCode(conditions: Iterable<Condition>): { keys: string[]; schemas: Condition[] } {
  const keys: string[] = [];
  const schemas: Condition[] = [];
  for (const c of conditions) {
    if (!c || typeof c !== 'object' || Array.isArray(c) || isPlainCondition(c)) continue;
    const key = conditionKey(c);
    if (keys.includes(key)) continue;
    keys.push(key);
    schemas.push(c);
  }
  return { keys, schemas };
}

/** Keywords whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is data, never a schema. */
const DATA = new Set(['enum', 'const', 'default', 'examples', 'errorMessage', 'required', 'dependentRequired', 'type']);

/**
 * The conditions RJSF may evaluate while it draws a form: in the form's render copy (the schema RJSF
 * is given), every `if` and every `anyOf` / `oneOf` option, wherever they are; and the `ui:showWhen`
 * conditions and the `ui:contextOverrides` `when`s of its ui.json.
 * @param registry - the registry holding the form
 * @param formId - the form id
 */
export function formConditions(registry: SchemaRegistry, formId: string): Condition[] {
  const found: Condition[] = [];
  const walk = (node: unknown, isMap = false): void => {
    if (Array.isArray(node)) {
      node.forEach((n) => walk(n));
      return;
    }
    if (!node || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node as Json)) {
      if (isMap) {
        walk(v);
        continue;
      }
      if (DATA.has(k)) continue;
      if (k === 'if' && v && typeof v === 'object') found.push(v as Condition);
      if ((k === 'anyOf' || k === 'oneOf') && Array.isArray(v))
        for (const o of v) if (o && typeof o === 'object') found.push(o as Condition);
      walk(v, SCHEMA_MAPS.has(k));
    }
  };
  walk(renderCopyOf(registry, formId));
  // ...and the fields' `ui:showWhen`s of its ui.json, which the form's template evaluates, and the
  // `when`s of its `ui:contextOverrides`, which `uiForContext` evaluates before the form is drawn.
  found.push(...showWhenConditions(registry.ui(formId)), ...contextOverrideConditions(registry.ui(formId)));
  return found;
}

/** Every condition of a flow the browser evaluates: stage and step `when`s, uiOverride `when`s and their `ui:showWhen`s. */
export function flowConditions(flow: Flow): Condition[] {
  const found: Condition[] = [];
  for (const stage of flow.stages) {
    if (stage.when) found.push(stage.when);
    for (const step of stage.steps) {
      if (step.when) found.push(step.when);
      for (const o of step.uiOverrides ?? []) {
        if (o.when) found.push(o.when);
        // An override may add or change a field's `ui:showWhen`; the flow's module carries it.
        found.push(...showWhenConditions(o.ui));
      }
    }
  }
  return found;
}

/** A generated module and the hash of its text (for content-hashed, cacheable URLs). */
export interface PrecompiledText {
  code: string;
  hash: string;
}

const text = (code: string): PrecompiledText => ({ code, hash: sha256(code).slice(0, 16) });

/**
 * A form's validator module: its schema compiled with the forms' ajv set-up and the shared
 * definitions, plus the conditions inside it that are not plain.
 * @param registry - the (server's) registry holding the form and its definitions
 * @param formId - the form id
 */
export function precompileForm(registry: SchemaRegistry, formId: string): PrecompiledText {
  const schema = registry.schema(formId);
  const ajv = createFormsAjv(STANDALONE);
  for (const def of registry.definitionSchemas()) ajv.addSchema(def);
  ajv.addSchema(schema);
  const formCode = standaloneCode(ajv, { validate: schema.$id });
  const { keys, schemas } = needingCode(formConditions(registry, formId));
  const meta: PrecompiledMeta = { kind: 'form', id: formId, hash: registry.hash(formId), conditions: keys };
  return text(moduleText(meta, [formCode, conditionsCode(schemas)].filter(Boolean)));
}

/**
 * A flow's conditions module: every condition of the flow that is not plain.
 * @param flow - the flow
 */
export function precompileFlowConditions(flow: Flow): PrecompiledText {
  const { keys, schemas } = needingCode(flowConditions(flow));
  const meta: PrecompiledMeta = { kind: 'conditions', id: flow.id, conditions: keys };
  return text(moduleText(meta, [conditionsCode(schemas)].filter(Boolean)));
}

/**
 * The factory of a generated module as a function, for Node (tests, checks): the module's body
 * without its `export`s, run with `new Function` — which the server may do, the browser may not.
 * @param code - a module from `precompileForm` / `precompileFlowConditions`
 * @returns what `import()` of the module would give
 */
export function loadPrecompiledInNode(code: string): {
  meta: PrecompiledMeta;
  default: (runtime: (name: string) => unknown) => Record<string, unknown>;
} {
  const metaLine = /^export const meta = (.*);$/m.exec(code);
  if (!metaLine) throw new Error('Not a precompiled module');
  const start = code.indexOf('export default function (__runtime) {');
  const body = code.slice(start + 'export default function (__runtime) {'.length, code.lastIndexOf('}'));
  const factory = new Function('__runtime', `"use strict";${body}`) as (runtime: (name: string) => unknown) => Record<string, unknown>;
  return { meta: JSON.parse(metaLine[1]) as PrecompiledMeta, default: factory };
}
