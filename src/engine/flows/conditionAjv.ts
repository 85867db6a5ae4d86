import Ajv2020, { type Options } from 'ajv/dist/2020';
import { normaliseCondition, setConditionCompiler } from './evaluateCondition';

/**
 * The ajv set-up of conditions (small schemas over a plain context): non-strict, so notes and the
 * forms' `errorMessage`s inside an `if` are fine. The server also precompiles conditions with it
 * (`forms/precompile.ts`), so a precompiled condition answers as a compiled one. Kept apart from
 * `evaluateCondition` so that code which only evaluates conditions (the browser) does not bundle ajv.
 * @param options - extra ajv options (the server's `code` options for standalone code)
 */
export function createConditionAjv(options: Options = {}): Ajv2020 {
  return new Ajv2020({ strict: false, allErrors: false, ...options });
}

let installed = false;

/**
 * Lets `evaluateCondition` compile conditions that are neither plain nor precompiled (the server,
 * scripts and tests; a `SchemaRegistry` that compiles installs it). Idempotent.
 */
export function installConditionCompiler(): void {
  if (installed) return;
  installed = true;
  let ajv: Ajv2020 | undefined;
  setConditionCompiler((condition) => {
    ajv ??= createConditionAjv();
    const validate = ajv.compile(normaliseCondition(condition));
    return (context) => validate(context) as boolean;
  });
}
