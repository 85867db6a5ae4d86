import type { ErrorObject } from 'ajv';
import type { SchemaRegistry } from './SchemaRegistry';
import type { FormError, FormSchema, FormVerdict, UiSchema } from './types';

type Schema = Record<string, unknown>;

/** The pointer an error concerns: a missing property's own path, or the checked value's. */
function effectivePath(e: ErrorObject): { path: string; keyword: string } {
  if (e.keyword === 'errorMessage') {
    const original = (e.params as { errors?: ErrorObject[] }).errors?.[0];
    if (original) return effectivePath(original);
  }
  if (e.keyword === 'required')
    return { path: `${e.instancePath}/${(e.params as { missingProperty: string }).missingProperty}`, keyword: e.keyword };
  if (e.keyword === 'dependentRequired')
    return { path: `${e.instancePath}/${(e.params as { missingProperty: string }).missingProperty}`, keyword: e.keyword };
  return { path: e.instancePath, keyword: e.keyword };
}

const decode = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** Readable fallback for an error the schema gives no message for. */
function fallbackMessage(e: ErrorObject, path: string): string {
  const field = decode(path.split('/').filter(Boolean).pop() ?? 'This form');
  if (e.keyword === 'required' || e.keyword === 'dependentRequired') return `${field} is required`;
  return `${field} ${e.message ?? 'is not valid'}`;
}

/**
 * Position of each property of an object schema: ui:order first, then the schema's order. A '*'
 * in ui:order stands where RJSF renders the properties it does not name.
 */
function fieldOrder(schema: Schema | undefined, ui: UiSchema | undefined): string[] {
  const props = Object.keys((schema?.properties as Schema | undefined) ?? {});
  const order = Array.isArray(ui?.['ui:order']) ? (ui['ui:order'] as string[]) : [];
  const rest = props.filter((p) => !order.includes(p));
  const star = order.indexOf('*');
  const placed = star === -1 ? [...order, ...rest] : [...order.slice(0, star), ...rest, ...order.slice(star + 1)];
  return placed.filter((k) => k !== '*');
}

/** Stand for "no schema" / "no uiSchema" in the position cache (a WeakMap needs object keys). */
const NO_SCHEMA: Schema = {};
const NO_UI: UiSchema = {};
interface Positions {
  at: ReadonlyMap<string, number>;
  length: number;
}
const positionsCache = new WeakMap<Schema, WeakMap<UiSchema, Positions>>();

/**
 * `fieldOrder` as a lookup (name → first position, and the order's length), computed once per
 * schema node and ui node: sorting many errors asks about the same objects again and again.
 */
function positionsOf(schema: Schema | undefined, ui: UiSchema | undefined): Positions {
  const schemaKey = schema ?? NO_SCHEMA;
  let byUi = positionsCache.get(schemaKey);
  if (!byUi) positionsCache.set(schemaKey, (byUi = new WeakMap()));
  const uiKey = ui ?? NO_UI;
  let positions = byUi.get(uiKey);
  if (!positions) {
    const order = fieldOrder(schema, ui);
    const at = new Map<string, number>();
    order.forEach((name, i) => {
      if (!at.has(name)) at.set(name, i);
    });
    positions = { at, length: order.length };
    byUi.set(uiKey, positions);
  }
  return positions;
}

/** Follows `$ref`s (shared `_defs`) to the schema that declares the properties or items. */
function dereference(registry: SchemaRegistry, node: Schema | undefined, base: string): { node: Schema | undefined; base: string } {
  for (let hops = 0; node && typeof node.$ref === 'string' && !node.properties && !node.items && hops < 16; hops++) {
    const target = registry.resolveRef(node.$ref, base);
    if (!target) return { node: undefined, base };
    node = target.schema;
    base = target.baseId;
  }
  return { node, base };
}

/** A sort key per error: the position of every path segment, in form order. */
function sortKey(registry: SchemaRegistry, path: string, schema: FormSchema, ui: UiSchema): number[] {
  const key: number[] = [];
  let node: Schema | undefined = schema;
  let base = schema.$id;
  let uiNode: UiSchema | undefined = ui;
  for (const raw of path.split('/').filter(Boolean)) {
    const segment = decode(raw);
    ({ node, base } = dereference(registry, node, base));
    if (/^\d+$/.test(segment)) {
      key.push(Number(segment));
      node = (node?.items as Schema | undefined) ?? undefined;
      uiNode = (uiNode?.items as UiSchema | undefined) ?? undefined;
      continue;
    }
    // Position in form order; a segment the order does not name comes after every named one.
    const { at, length } = positionsOf(node, uiNode);
    key.push(at.get(segment) ?? length);
    node = ((node?.properties as Schema | undefined)?.[segment] as Schema | undefined) ?? undefined;
    uiNode = (uiNode?.[segment] as UiSchema | undefined) ?? undefined;
  }
  return key;
}

function compareKeys(a: number[], b: number[]): number {
  // Errors on the form itself (no field) come after every field error.
  if (a.length === 0 || b.length === 0) return (a.length === 0 ? 1 : 0) - (b.length === 0 ? 1 : 0);
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** Keywords that only say "a sub-schema failed": the failing sub-schema reports the real error. */
const NOISE = new Set(['if', 'then', 'else', 'anyOf', 'oneOf', 'allOf', 'not', '$ref']);

/**
 * Failures that speak for their sub-schemas: a failed `contains` (no single item is at fault) and
 * an anyOf/oneOf whose failure has its own errorMessage. Errors from inside them are dropped.
 */
function spokenFor(raw: ErrorObject[]): Array<{ schemaPath: string; instancePath: string }> {
  return raw.flatMap((e) => {
    const originals = e.keyword === 'errorMessage' ? ((e.params as { errors?: ErrorObject[] }).errors ?? []) : [e];
    return originals
      .filter((o) => o.keyword === 'contains' || (e.keyword === 'errorMessage' && (o.keyword === 'anyOf' || o.keyword === 'oneOf')))
      .map((o) => ({ schemaPath: `${o.schemaPath}/`, instancePath: o.instancePath }));
  });
}

export interface ValidateOptions {
  /**
   * The uiSchema of the step being submitted (the form's ui.json with the flow's overrides):
   * errors are ordered by it, and errors of fields it hides (`ui:widget: hidden`) are left out,
   * so a step that shows part of a form is validated on what it shows. The whole form is
   * validated without it (on stage save and on the server).
   */
  ui?: UiSchema;
}

/** Whether a top-level field is hidden in a uiSchema. */
function isHiddenIn(ui: UiSchema, field: string): boolean {
  const entry = ui[field] as UiSchema | undefined;
  return !!field && !!entry && entry['ui:widget'] === 'hidden';
}

/**
 * Validates answers against a form with its compiled schema, returning the errors with the
 * schema's own messages in form order, so "the first error" is the first field a user meets.
 * Used unchanged by the browser (first-error display), the server (400 Message) and CI (fixtures).
 * @param registry - the registry holding the form
 * @param formId - the form id, e.g. 'kyc'
 * @param data - the answers
 * @param options - the step's uiSchema, to validate only what a step shows
 * @returns valid, and the ordered errors
 */
export function validateForm(registry: SchemaRegistry, formId: string, data: unknown, options: ValidateOptions = {}): FormVerdict {
  const validate = registry.validator(formId);
  if (validate(data)) return { valid: true, errors: [] };
  const schema = registry.schema(formId);
  const ui = options.ui ?? registry.ui(formId);
  const raw = validate.errors ?? [];
  const seen = new Set<string>();
  const errors: Array<FormError & { order: number[]; index: number }> = [];
  const covered = spokenFor(raw);
  raw.forEach((e, index) => {
    // Compound keywords only say that a branch failed; keep them only when nothing else speaks.
    if (NOISE.has(e.keyword) && raw.length > 1) return;
    if (covered.some((c) => e.schemaPath.startsWith(c.schemaPath) && e.instancePath.startsWith(c.instancePath))) return;
    const { path, keyword } = effectivePath(e);
    const message = e.keyword === 'errorMessage' ? (e.message ?? '') : fallbackMessage(e, path);
    const dedupe = `${path}\u0000${message}`;
    if (seen.has(dedupe)) return;
    seen.add(dedupe);
    const field = decode(path.split('/').filter(Boolean)[0] ?? '');
    errors.push({ path, field, message, keyword, order: sortKey(registry, path, schema, ui), index });
  });
  errors.sort((a, b) => compareKeys(a.order, b.order) || a.index - b.index);
  if (options.ui) {
    // A step that shows part of a form answers only for what it shows.
    const shown = errors.filter((e) => !isHiddenIn(options.ui!, e.field));
    return { valid: shown.length === 0, errors: shown.map(({ path, field, message, keyword }) => ({ path, field, message, keyword })) };
  }
  return { valid: false, errors: errors.map(({ path, field, message, keyword }) => ({ path, field, message, keyword })) };
}
