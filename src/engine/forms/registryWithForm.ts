import { SchemaRegistry, type AddFormOptions } from './SchemaRegistry';
import type { FormSchema, UiSchema } from './types';

/**
 * A registry holding another version of one form — a stored version old answers were given on, or
 * a studio draft — beside the shared definitions and the condition evaluator of `base`. Old answers
 * are shown and printed with their own version's labels and order, not the version in effect
 * (issue 13 item 2); the studio previews a draft the same way. It compiles nothing: a validator
 * comes only with `options.precompiled` (without one it draws and prints, it does not validate).
 * @param base - the registry whose shared definitions and conditions to use (the served one)
 * @param content - the version's `{ schema, ui }`
 * @param options - a precompiled validator for the version, when there is one
 * @returns a new registry with the definitions of `base` and that one form
 */
export function registryWithForm(
  base: SchemaRegistry,
  content: { schema: FormSchema; ui: UiSchema },
  options: AddFormOptions = {},
): SchemaRegistry {
  const registry = new SchemaRegistry(null, base.conditions);
  for (const definitions of base.definitionSchemas()) registry.addDefinitions(definitions);
  registry.addForm(content.schema, content.ui, options);
  return registry;
}
