import type { SchemaRegistry } from '@/engine/forms/SchemaRegistry';

let instance: Promise<SchemaRegistry> | null = null;

/**
 * The browser's one forms registry, created on first use so the login route never loads ajv or
 * the forms engine. Sagas fill it with the forms the server serves; form screens read it.
 */
export function getFormsRegistry(): Promise<SchemaRegistry> {
  instance ??= import('@/engine/forms/SchemaRegistry').then((m) => new m.SchemaRegistry());
  return instance;
}
