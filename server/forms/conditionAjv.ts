import Ajv2020, { type Options } from 'ajv/dist/2020';
import { ConditionEvaluator, type ConditionCheck } from '@/engine/flows/ConditionEvaluator';
import { normaliseCondition } from '@/engine/flows/conditionKey';
import type { Condition } from '@/engine/flows/types';

/**
 * The ajv set-up of conditions (small schemas over a plain context): non-strict, so notes and the
 * forms' `errorMessage`s inside an `if` are fine. The precompiler uses it too (`precompile.ts`),
 * so a precompiled condition answers as a compiled one.
 * @param options - extra ajv options (the precompiler's `code` options for standalone code)
 */
export function createConditionAjv(options: Options = {}): Ajv2020 {
  return new Ajv2020({ strict: false, allErrors: false, ...options });
}

/**
 * A condition evaluator that compiles what is neither plain nor precompiled, with an ajv of its
 * own (made on the first such condition): the server's, the scripts' and the tests'. Code
 * generation (`new Function`) stays on this side; the browser's evaluator is given precompiled
 * checks instead.
 */
export function compilingConditionEvaluator(): ConditionEvaluator {
  let ajv: Ajv2020 | undefined;
  const compile = (condition: Condition): ConditionCheck => {
    ajv ??= createConditionAjv();
    const validate = ajv.compile(normaliseCondition(condition));
    return (context) => validate(context);
  };
  return new ConditionEvaluator({ compile });
}
