import type { RJSFSchema } from '@rjsf/utils';
import type { SchemaRegistry } from '@/engine';
import { renderCopyOf } from '@/engine/forms/renderCopy';

const cache = new WeakMap<SchemaRegistry, Map<string, { hash: string; schema: RJSFSchema }>>();

/**
 * The schema RJSF draws a form from (see `renderCopyOf` in the engine: `$ref`s inlined, notes and
 * object alternatives left out), built once per schema version (by content hash), so a keystroke
 * never rebuilds it.
 * @param registry - the registry holding the form and its shared definitions
 * @param formId - the form id
 * @returns a ref-free copy of the form's schema
 */
export function renderSchemaFor(registry: SchemaRegistry, formId: string): RJSFSchema {
  let forms = cache.get(registry);
  if (!forms) cache.set(registry, (forms = new Map()));
  const hash = registry.hash(formId);
  const hit = forms.get(formId);
  if (hit && hit.hash === hash) return hit.schema;
  const schema = renderCopyOf(registry, formId) as RJSFSchema;
  forms.set(formId, { hash, schema });
  return schema;
}
