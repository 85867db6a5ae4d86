import type { ValidateFunction } from 'ajv';
import equal from 'ajv/dist/runtime/equal';
import ucs2length from 'ajv/dist/runtime/ucs2length';
import uri from 'ajv/dist/runtime/uri';
import ValidationError from 'ajv/dist/runtime/validation_error';
import { fullFormats } from 'ajv-formats/dist/formats';

/**
 * The browser's half of precompiled validation (the server's half is server/forms/precompile.ts). The server
 * turns each form's schema, and every condition RJSF or a flow evaluates, into ajv standalone code
 * and serves it as an ES module from its own origin; the browser imports it (`import()`, allowed by
 * `script-src 'self'`) and calls its factory with the few runtime helpers the code needs, which
 * come from the app's own bundle. Nothing here generates code: the page's Content-Security-Policy
 * has no 'unsafe-eval'.
 */

type Check = (data: unknown) => boolean;

/** What the header of a served module says about it. */
export interface PrecompiledMeta {
  /** 'form': a form's validator and the conditions inside it; 'conditions': a flow's conditions. */
  kind: 'form' | 'conditions';
  /** The form id, or the flow id. */
  id: string;
  /** A form's schema hash (sha-256 of its canonical JSON), as `SchemaRegistry.hash` gives it. */
  hash?: string;
  /** Content keys (`conditionKey`) of the conditions, in the order of the factory's `c0`, `c1`, … */
  conditions: string[];
}

/** A served module as `import()` hands it over. */
export interface PrecompiledModule {
  meta: PrecompiledMeta;
  /** Runs the standalone code with the runtime helpers; returns `validate` (forms) and `c0`, `c1`, … */
  default: (runtime: (name: string) => unknown) => Record<string, unknown>;
}

/** A form's precompiled validator and conditions, ready for `SchemaRegistry.addForm`. */
export interface PrecompiledForm {
  formId: string;
  hash: string;
  validate: ValidateFunction;
  /** Content key → check. */
  conditions: Record<string, Check>;
}

/** The modules ajv's standalone code `require`s (rewritten to ask the runtime), from the app's bundle. */
const RUNTIME: Record<string, unknown> = {
  'ajv/dist/runtime/equal': { default: equal },
  'ajv/dist/runtime/ucs2length': { default: ucs2length },
  'ajv/dist/runtime/uri': { default: uri },
  'ajv/dist/runtime/validation_error': { default: ValidationError },
  'ajv-formats/dist/formats': { fullFormats },
};

/** The names the precompiled code may ask its runtime for (the server refuses to emit others). */
export const RUNTIME_MODULES: readonly string[] = Object.keys(RUNTIME);

/**
 * The runtime the standalone code asks for its helpers.
 * @param name - a module name ajv's code would `require`
 */
export function standaloneRuntime(name: string): unknown {
  const found = RUNTIME[name];
  if (!found) throw new Error(`Precompiled code asks for an unknown module "${name}"`);
  return found;
}

function instantiate(module: PrecompiledModule): { exports: Record<string, unknown>; conditions: Record<string, Check> } {
  const { meta } = module;
  if (!meta || typeof module.default !== 'function') throw new Error('Not a precompiled validator module');
  const exports = module.default(standaloneRuntime);
  const conditions: Record<string, Check> = {};
  meta.conditions.forEach((key, i) => {
    const check = exports[`c${i}`];
    if (typeof check !== 'function') throw new Error(`The precompiled module of "${meta.id}" lacks condition c${i}`);
    conditions[key] = check as Check;
  });
  return { exports, conditions };
}

/**
 * A form's served module, instantiated.
 * @param module - what `import()` of the form's validator URL gives
 */
export function instantiatePrecompiledForm(module: PrecompiledModule): PrecompiledForm {
  const { meta } = module;
  if (meta?.kind !== 'form' || !meta.hash) throw new Error('Not a precompiled form module');
  const { exports, conditions } = instantiate(module);
  if (typeof exports.validate !== 'function') throw new Error(`The precompiled module of form "${meta.id}" has no validator`);
  return { formId: meta.id, hash: meta.hash, validate: exports.validate as ValidateFunction, conditions };
}

/**
 * A flow's served conditions module, instantiated: content key → check, for the registry's `conditions.addPrecompiled`.
 * @param module - what `import()` of the flow's conditions URL gives
 */
export function instantiatePrecompiledConditions(module: PrecompiledModule): Record<string, Check> {
  if (module.meta?.kind !== 'conditions') throw new Error('Not a precompiled conditions module');
  return instantiate(module).conditions;
}
