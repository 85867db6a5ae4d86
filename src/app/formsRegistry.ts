import type { SchemaRegistry } from '@/engine/forms/SchemaRegistry';

let instance: Promise<SchemaRegistry> | null = null;

/**
 * The browser's one forms registry, created on first use so the login route never loads ajv or
 * the forms engine. Sagas fill it with the forms the server serves, each with the validator the
 * server precompiled for it; form screens read it. It compiles nothing, and neither does the
 * condition evaluator once it exists: the page's Content-Security-Policy has no 'unsafe-eval'.
 */
export function getFormsRegistry(): Promise<SchemaRegistry> {
  instance ??= Promise.all([import('@/engine/forms/SchemaRegistry'), import('@/engine/flows/evaluateCondition')]).then(([m, conditions]) => {
    conditions.setConditionCompiling(false);
    return new m.SchemaRegistry(null);
  });
  return instance;
}
