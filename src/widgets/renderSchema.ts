import type { RJSFSchema } from '@rjsf/utils';
import type { SchemaRegistry } from '@/engine';

type Json = Record<string, unknown>;

const cache = new WeakMap<SchemaRegistry, Map<string, { hash: string; schema: RJSFSchema }>>();

/**
 * The schema RJSF draws a form from: the registry's schema with every `$ref` replaced by what it
 * points to. Forms reference the shared `_defs` by absolute `$id`, which RJSF cannot resolve (it
 * only looks inside the form), and the conditions RJSF evaluates while rendering must be
 * self-contained. Schema `description`s and `$comment`s are notes for developers, so they are left
 * out: what a user reads comes from ui.json (`ui:title`, `ui:description`, `ui:help`).
 * Validation never uses this copy: it goes through the registry's compiled schema.
 * Built once per schema version (by content hash), so a keystroke never rebuilds it.
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
  const root = registry.schema(formId);
  const schema = inline(root, root, (id) => definitionOf(registry, id), []) as RJSFSchema;
  forms.set(formId, { hash, schema });
  return schema;
}

/**
 * A shared definition document by `$id`. The registry hands its definitions to its ajv and keeps no
 * copy of its own, so they are read back from there (ajv's `schemas` map is public; the registry's
 * `ajv` field is not, hence the cast). Reading never compiles.
 */
function definitionOf(registry: SchemaRegistry, id: string): Json | undefined {
  const ajv = (registry as unknown as { ajv?: { schemas?: Record<string, { schema?: unknown } | undefined> } }).ajv;
  const schema = ajv?.schemas?.[id]?.schema;
  return schema && typeof schema === 'object' ? (schema as Json) : undefined;
}

function pointer(document: Json, fragment: string): unknown {
  return fragment
    .replace(/^\//, '')
    .split('/')
    .filter((s) => s.length > 0)
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Json)[key] : undefined), document);
}

/** Keywords whose value maps names to schemas (the names themselves are not keywords). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Notes for developers, not for the user. */
const NOTES = new Set(['description', '$comment']);
/** Keywords whose value is data or messages, never a schema: copied as they are. */
const DATA = new Set(['enum', 'const', 'default', 'examples', 'errorMessage']);

function inline(node: unknown, base: Json, lookup: (id: string) => Json | undefined, seen: string[], isMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(item, base, lookup, seen));
  if (!node || typeof node !== 'object') return node;
  if (isMap) return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v, base, lookup, seen)]));
  const { $ref, ...rest } = node as Json;
  const own = Object.fromEntries(
    Object.entries(rest)
      .filter(([k]) => !NOTES.has(k))
      .map(([k, v]) => [k, DATA.has(k) ? v : inline(v, base, lookup, seen, SCHEMA_MAPS.has(k))]),
  );
  if (typeof $ref !== 'string') return own;
  const [documentId, fragment = ''] = $ref.split('#');
  const document = documentId ? lookup(documentId) : base;
  const target = document ? pointer(document, fragment) : undefined;
  if (!document || target === undefined || seen.includes($ref)) {
    throw new Error(`Cannot resolve ${$ref} for the form renderer`);
  }
  const resolved = inline(target, document, lookup, [...seen, $ref]) as Json;
  const { $id: _id, $schema: _schema, $defs: _defs, ...definition } = resolved;
  // Keywords beside the $ref (a title, an errorMessage) refine the shared definition.
  return { ...definition, ...own };
}
