import type { SchemaRegistry } from './SchemaRegistry';

type Json = Record<string, unknown>;

/** Keywords whose value maps names to schemas (the names themselves are not keywords). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Notes for developers, not for the user. */
const NOTES = new Set(['description', '$comment']);
/** Keywords whose value is data or messages, never a schema: copied as they are. */
const DATA = new Set(['enum', 'const', 'default', 'examples', 'errorMessage']);

type Resolve = (ref: string, baseId: string) => { schema: Json; baseId: string } | undefined;

/** A copy of `node` with its `$ref`s replaced by their targets (resolved against `base`, the id of the document it is in). */
function inline(node: unknown, base: string, resolve: Resolve, seen: string[], isMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => inline(item, base, resolve, seen));
  if (!node || typeof node !== 'object') return node;
  if (isMap) return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v, base, resolve, seen)]));
  const { $ref, ...rest } = node as Json;
  const own = Object.fromEntries(
    Object.entries(rest)
      .filter(([k]) => !NOTES.has(k))
      .map(([k, v]) => [k, DATA.has(k) ? v : inline(v, base, resolve, seen, SCHEMA_MAPS.has(k))]),
  );
  if (typeof $ref !== 'string') return own;
  const target = resolve($ref, base);
  const key = target ? `${target.baseId}#${$ref}` : $ref;
  if (!target || seen.includes(key)) throw new Error(`Cannot resolve ${$ref} for the form renderer`);
  const resolved = inline(target.schema, target.baseId, resolve, [...seen, key]) as Json;
  const { $id: _id, $schema: _schema, $defs: _defs, ...definition } = resolved;
  // Keywords beside the $ref (a title, an errorMessage) refine the shared definition.
  return { ...definition, ...own };
}

/** The requirement-only parts of an object schema without `anyOf` / `oneOf`. */
function stripAlternatives(node: Json): Json {
  const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = node;
  if (Array.isArray(rest.allOf)) rest.allOf = (rest.allOf as Json[]).map((m) => (m && typeof m === 'object' ? stripAlternatives(m) : m));
  for (const branch of ['then', 'else'] as const) {
    if (rest[branch] && typeof rest[branch] === 'object') rest[branch] = stripAlternatives(rest[branch] as Json);
  }
  return rest;
}

/** Every object schema (one with `properties`) of the tree, without its `anyOf` / `oneOf` alternatives. */
function withoutObjectAlternatives(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutObjectAlternatives);
  if (!node || typeof node !== 'object') return node;
  const copy = Object.fromEntries(Object.entries(node as Json).map(([k, v]) => [k, DATA.has(k) ? v : withoutObjectAlternatives(v)]));
  return 'properties' in copy ? stripAlternatives(copy) : copy;
}

/**
 * The schema RJSF draws a form from: the registry's schema with every `$ref` replaced by what it
 * points to. Forms reference the shared `_defs` by absolute `$id`, which RJSF cannot resolve (it
 * only looks inside the form), and the conditions RJSF evaluates while rendering must be
 * self-contained. Schema `description`s and `$comment`s are notes for developers, so they are left
 * out: what a user reads comes from ui.json (`ui:title`, `ui:description`, `ui:help`).
 * An object's `anyOf` / `oneOf` (also inside its `allOf` and `then` / `else`) only add requirements
 * in the platform's forms (every property is declared at the top level), so they are left out too:
 * RJSF would draw them as "choose one of" selectors.
 * Validation never uses this copy: it goes through the registry's (compiled or precompiled)
 * validator. The server builds the same copy to precompile the conditions RJSF asks about
 * (server/forms/precompile.ts), so both sides must build it here.
 * @param registry - the registry holding the form and its shared definitions
 * @param formId - the form id
 * @returns a ref-free copy of the form's schema (a new object on every call)
 */
export function renderCopyOf(registry: SchemaRegistry, formId: string): Json {
  const root = registry.schema(formId);
  const inlined = inline(root, root.$id, (ref, base) => registry.resolveRef(ref, base), []);
  return withoutObjectAlternatives(inlined) as Json;
}
