import { conditionKey } from './conditionKey';
import { plainCheck, type ConditionCheck } from './plainCondition';
import type { Condition } from './types';

export type { ConditionCheck } from './plainCondition';

/**
 * What the flow interpreter and `ui:showWhen` ask whether a condition holds: a forms registry's
 * `conditions`, or `plainConditions` where no registry is at hand.
 */
export interface Conditions {
  /**
   * Whether a condition holds for a context.
   * @param condition - a JSON Schema over the context, or undefined (always holds)
   * @param context - the flow context, or the answers of the object that holds a field
   */
  evaluate(condition: Condition | undefined, context: unknown): boolean;
}

export interface ConditionEvaluatorOptions {
  /**
   * Compiles a condition that is neither plain nor precompiled (the server, scripts and tests:
   * ajv, see server/forms/conditionAjv.ts). Without it such a condition throws, naming itself:
   * the browser's Content-Security-Policy forbids generated code.
   */
  compile?: (condition: Condition) => ConditionCheck;
  /** Checks the server precompiled (served modules), by content key (`conditionKey`). */
  precompiled?: Record<string, ConditionCheck>;
}

/** A condition's text for an error message, cut short (a condition may be a large schema). */
const shown = (key: string) => (key.length > 300 ? `${key.slice(0, 300)}…` : key);

/**
 * Answers conditions — JSON Schemas over a flow context, one language for forms and flows — for
 * one forms registry: plain ones (`const`, `enum`, `type`, `properties`, `required`) directly,
 * the rest with the checks the server precompiled (the browser) or compiled once per distinct
 * condition (the server, tests). It belongs to the registry that holds the forms, and is handed
 * to whoever evaluates, so what a browser may answer is decided where the registry is made, not
 * by a switch somewhere else. Checks are cached by the condition object: asking about the same
 * condition again costs no serialisation.
 */
export class ConditionEvaluator implements Conditions {
  private readonly compile: ((condition: Condition) => ConditionCheck) | undefined;
  private readonly byIdentity = new WeakMap<object, ConditionCheck>();
  /** Compiled or precompiled checks by content key, for equal conditions that are different objects. */
  private readonly byContent = new Map<string, ConditionCheck>();

  constructor(options: ConditionEvaluatorOptions = {}) {
    this.compile = options.compile;
    if (options.precompiled) this.addPrecompiled(options.precompiled);
  }

  /** Whether a condition that is neither plain nor precompiled is compiled here (false in the browser). */
  get compiles(): boolean {
    return this.compile !== undefined;
  }

  /**
   * Adds checks the server precompiled (a form's validator module, a flow's conditions module),
   * as the browser loads them.
   * @param checks - content key (`conditionKey`) → check
   */
  addPrecompiled(checks: Record<string, ConditionCheck>): void {
    for (const [key, check] of Object.entries(checks)) if (!this.byContent.has(key)) this.byContent.set(key, check);
  }

  evaluate(condition: Condition | undefined, context: unknown): boolean {
    if (!condition) return true;
    return this.checkFor(condition)(context);
  }

  private checkFor(condition: Condition): ConditionCheck {
    const known = this.byIdentity.get(condition);
    if (known) return known;
    let check = plainCheck(condition);
    if (!check) {
      const key = conditionKey(condition);
      check = this.byContent.get(key);
      if (!check) {
        if (!this.compile) throw new Error(`The condition ${shown(key)} was not precompiled by the server`);
        check = this.compile(condition);
        this.byContent.set(key, check);
      }
    }
    this.byIdentity.set(condition, check);
    return check;
  }
}

const plainChecks = new WeakMap<object, ConditionCheck>();

/**
 * Answers plain conditions only, for code that evaluates a flow without a forms registry at hand
 * (the checkout's store selectors and saga, whose flows' conditions are all plain). Anything else
 * throws, naming the condition. Nothing can be added to it.
 */
export const plainConditions: Conditions = Object.freeze({
  evaluate(condition: Condition | undefined, context: unknown): boolean {
    if (!condition) return true;
    let check = plainChecks.get(condition);
    if (!check) {
      check = plainCheck(condition);
      if (!check)
        throw new Error(`The condition ${shown(conditionKey(condition))} is not plain: it needs a forms registry's condition evaluator`);
      plainChecks.set(condition, check);
    }
    return check(context);
  },
});
