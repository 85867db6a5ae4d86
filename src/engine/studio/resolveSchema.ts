import { canonicalJson } from '../forms/sha256';
import type { RefResolver } from './types';

type Node = Record<string, unknown>;

/** Bounds that limit from below: where a `$ref` and its siblings both set one, the higher applies. */
export const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minContains', 'minProperties'] as const;
/** Bounds that limit from above: where a `$ref` and its siblings both set one, the lower applies. */
export const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxContains', 'maxProperties'] as const;

/** Keywords that only annotate: written beside a reference, they replace the target's. */
const ANNOTATIONS = new Set([
  'title',
  'description',
  '$comment',
  'default',
  'examples',
  'errorMessage',
  'readOnly',
  'writeOnly',
  'deprecated',
]);

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A resolver over a list of schema documents (the `_defs` files, a draft's own definitions), for
 * callers without a `SchemaRegistry`; it answers as `SchemaRegistry.resolveRef` does.
 * @param documents - schemas with an `$id`
 * @returns a resolver of absolute or relative references into those documents
 */
export function definitionsResolver(documents: ReadonlyArray<{ $id: string } & Node>): RefResolver {
  const byId = new Map(documents.map((doc) => [doc.$id, doc as Node]));
  return (ref, baseId) => {
    let url: URL;
    try {
      url = new URL(ref, baseId);
    } catch {
      return undefined;
    }
    const pointer = decodeURIComponent(url.hash.slice(1));
    url.hash = '';
    const docId = url.href;
    if (pointer && !pointer.startsWith('/')) return undefined;
    let node: unknown = byId.get(docId);
    for (const raw of pointer.split('/').slice(1)) {
      const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      node = isNode(node) ? node[segment] : undefined;
    }
    return isNode(node) ? { schema: node, baseId: docId } : undefined;
  };
}

/**
 * A deep copy of a schema with every `$ref` made absolute against the document it came from, so
 * that it can be moved into another document (a form inlining a shared definition, a diff
 * comparing a field whose definition lives in `_defs`).
 * @param value - a schema or part of one
 * @param baseId - the `$id` of its document
 */
export function absoluteRefs<T>(value: T, baseId: string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => absoluteRefs(item, baseId)) as T;
  if (!isNode(value)) return value;
  const copy: Node = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string') {
      try {
        copy[key] = new URL(child, baseId).href;
      } catch {
        copy[key] = child;
      }
    } else {
      copy[key] = absoluteRefs(child, baseId);
    }
  }
  return copy as T;
}

/** What `effectiveSchema` made of a node. */
export interface EffectiveSchema {
  /** The node with its `$ref` chain merged in (references inside it made absolute). */
  schema: Node;
  /** A reference that could not be resolved (the node is then compared as written). */
  unresolvedRef?: string;
}

/**
 * The schema a field really has: its `$ref` target (followed to the end of the chain) merged with
 * the keywords written beside the reference, into one schema that accepts the same answers. In
 * draft 2020-12 both apply: a bound set on both sides keeps the stricter one, `required` lists and
 * `allOf`s join, properties set on both sides take both, any other clash goes into an `allOf`;
 * annotations (title, description, messages) written beside the reference win, as on screen.
 * @param node - the field's schema as written
 * @param baseId - the `$id` of the document it is written in
 * @param resolve - finds the target of a reference
 */
export function effectiveSchema(node: Node, baseId: string, resolve: RefResolver): EffectiveSchema {
  return merged(node, baseId, resolve, new Set());
}

function merged(node: Node, baseId: string, resolve: RefResolver, seen: Set<string>): EffectiveSchema {
  const ref = node.$ref;
  if (typeof ref !== 'string') return { schema: node };
  let absolute: string;
  try {
    absolute = new URL(ref, baseId).href;
  } catch {
    return { schema: node, unresolvedRef: ref };
  }
  const found = seen.has(absolute) ? undefined : resolve(absolute, baseId);
  if (!found) return { schema: node, unresolvedRef: absolute };
  const target = merged(absoluteRefs(found.schema, found.baseId), found.baseId, resolve, new Set([...seen, absolute]));
  const result: Node = { ...target.schema };
  const apart: Node[] = [];
  for (const [key, written] of Object.entries(node)) {
    if (key === '$ref') continue;
    const value = absoluteRefs(written, baseId);
    const existing = result[key];
    if (existing === undefined || ANNOTATIONS.has(key)) {
      result[key] = value;
    } else if ((LOWER_BOUNDS as readonly string[]).includes(key) && typeof existing === 'number' && typeof value === 'number') {
      result[key] = Math.max(existing, value);
    } else if ((UPPER_BOUNDS as readonly string[]).includes(key) && typeof existing === 'number' && typeof value === 'number') {
      result[key] = Math.min(existing, value);
    } else if (key === 'required' && Array.isArray(existing) && Array.isArray(value)) {
      result[key] = [...new Set([...(existing as unknown[]), ...(value as unknown[])])];
    } else if (key === 'allOf' && Array.isArray(existing) && Array.isArray(value)) {
      result[key] = [...(existing as unknown[]), ...(value as unknown[])];
    } else if (key === 'properties' && isNode(existing) && isNode(value)) {
      const properties: Node = { ...existing };
      for (const [name, schema] of Object.entries(value)) {
        properties[name] = properties[name] === undefined ? schema : { allOf: [properties[name], schema] };
      }
      result[key] = properties;
    } else if (canonicalJson(existing) !== canonicalJson(value)) {
      // Both apply: the one beside the reference goes into an allOf rather than replacing the other.
      apart.push({ [key]: value });
    }
  }
  if (apart.length > 0) result.allOf = [...(Array.isArray(result.allOf) ? (result.allOf as unknown[]) : []), ...apart];
  return { schema: result, unresolvedRef: target.unresolvedRef };
}
