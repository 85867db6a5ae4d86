import type { SchemaRegistry } from '@/engine/forms/SchemaRegistry';

let instance: Promise<SchemaRegistry> | null = null;

/**
 * The browser's one forms registry, created on first use so the login route never loads the forms
 * engine. Sagas fill it with the forms the server serves, each with the validator the server
 * precompiled for it, and with the flows' precompiled conditions; form screens read it. It
 * compiles nothing, and neither does its condition evaluator: the page's Content-Security-Policy
 * has no 'unsafe-eval'.
 */
export function getFormsRegistry(): Promise<SchemaRegistry> {
  instance ??= import('@/engine/forms/SchemaRegistry').then((m) => new m.SchemaRegistry(null));
  return instance;
}
