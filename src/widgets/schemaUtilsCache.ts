import type { GlobalUISchemaOptions, RJSFSchema, SchemaUtilsType, UiSchema } from '@rjsf/utils';

type Json = Record<string, unknown>;
type FormData = Record<string, unknown>;

/**
 * How RJSF's `retrieveSchema` result depends on the answers, read from the schema's composition
 * (the schema itself, its `allOf` members and `then` / `else` branches, recursively):
 * - `ifs`: the result depends only on whether each of these `if` conditions holds for the answers
 *   (none: it does not depend on the answers at all);
 * - undefined: it may depend on them otherwise (`dependencies`, `patternProperties`, open
 *   `additionalProperties`, a `$ref` to follow), and is not cached.
 */
type Plan = { ifs: Json[] } | undefined;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

function collect(node: unknown, ifs: Json[], depth: number): boolean {
  if (typeof node === 'boolean') return true;
  if (!isObject(node) || depth > 16) return false;
  if ('$ref' in node || 'dependencies' in node || 'patternProperties' in node) return false;
  if (node.additionalProperties !== undefined && node.additionalProperties !== false) return false;
  if ('if' in node) {
    if (!isObject(node.if)) return false;
    ifs.push(node.if);
    if (node.then !== undefined && !collect(node.then, ifs, depth + 1)) return false;
    if (node.else !== undefined && !collect(node.else, ifs, depth + 1)) return false;
  }
  if ('allOf' in node) {
    if (!Array.isArray(node.allOf)) return false;
    for (const member of node.allOf) if (!collect(member, ifs, depth + 1)) return false;
  }
  return true;
}

const plans = new WeakMap<object, Plan>();

type Answers = (schema: RJSFSchema, ui: UiSchema | undefined) => boolean;
const NO_UI = {};

/** A yes/no question about a schema and its uiSchema, answered once per pair of objects. */
function answersFor(compute: Answers): Answers {
  const answers = new WeakMap<object, WeakMap<object, boolean>>();
  return (schema, ui) => {
    if (!isObject(schema) || (ui !== undefined && !isObject(ui))) return compute(schema, ui);
    let byUi = answers.get(schema);
    if (!byUi) answers.set(schema, (byUi = new WeakMap()));
    const uiKey = ui ?? NO_UI;
    let answer = byUi.get(uiKey);
    if (answer === undefined) byUi.set(uiKey, (answer = compute(schema, ui)));
    return answer;
  };
}

function planOf(schema: Json): Plan {
  if (plans.has(schema)) return plans.get(schema);
  const ifs: Json[] = [];
  const plan = collect(schema, ifs, 0) ? { ifs } : undefined;
  plans.set(schema, plan);
  return plan;
}

/**
 * RJSF's schema utils with `retrieveSchema` (and the schema-only questions `getDisplayLabel`,
 * `isSelect`, `isMultiSelect`, `isFilesArray`) cached: every field asks for its resolved schema on each
 * render, and RJSF copies and deep-compares the whole (sub)schema each time — for the form's root
 * that is the whole form, on every keystroke. The result is a pure function of the schema and of
 * the outcomes of the `if` conditions in its composition, so it is cached by schema object and
 * those outcomes: the same answer is the same object, which also lets RJSF's memoised fields skip
 * their deep comparisons. Schemas whose resolution depends on the answers in other ways are passed through.
 * @param utils - the schema utils of one form (RJSF's `createSchemaUtils`)
 */
export function withRetrieveCache(utils: SchemaUtilsType<FormData, RJSFSchema>): SchemaUtilsType<FormData, RJSFSchema> {
  const validator = utils.getValidator();
  const rootSchema = utils.getRootSchema();
  const results = new WeakMap<object, Map<string, RJSFSchema>>();
  const cached = Object.create(utils) as SchemaUtilsType<FormData, RJSFSchema>;
  cached.retrieveSchema = (schema: RJSFSchema, formData?: FormData, resolveAnyOfOrOneOfRefs?: boolean): RJSFSchema => {
    if (resolvesToItself(schema)) return schema;
    const plan = isObject(schema) ? planOf(schema) : undefined;
    if (!plan) return utils.retrieveSchema(schema, formData, resolveAnyOfOrOneOfRefs);
    let key = resolveAnyOfOrOneOfRefs ? 'r' : '-';
    for (const condition of plan.ifs) key += validator.isValid(condition, formData || {}, rootSchema) ? '1' : '0';
    let bySchema = results.get(schema);
    if (!bySchema) results.set(schema, (bySchema = new Map()));
    let result = bySchema.get(key);
    if (!result) {
      result = utils.retrieveSchema(schema, formData, resolveAnyOfOrOneOfRefs);
      bySchema.set(key, result);
    }
    return result;
  };

  // Questions RJSF asks on every render whose answers depend on the schema (and uiSchema) alone;
  // RJSF walks and copies the schema again for each, so they are answered once per object.
  const displayLabels = new Map<GlobalUISchemaOptions | undefined, Answers>();
  cached.getDisplayLabel = (schema: RJSFSchema, uiSchema?: UiSchema, globalOptions?: GlobalUISchemaOptions) => {
    let answers = displayLabels.get(globalOptions);
    if (!answers) displayLabels.set(globalOptions, (answers = answersFor((s, ui) => utils.getDisplayLabel(s, ui, globalOptions))));
    return answers(schema, uiSchema);
  };
  const filesArray = answersFor((s, ui) => utils.isFilesArray(s, ui));
  cached.isFilesArray = (schema: RJSFSchema, uiSchema?: UiSchema) => filesArray(schema, uiSchema);
  const multiSelect = answersFor((s) => utils.isMultiSelect(s));
  cached.isMultiSelect = (schema: RJSFSchema) => multiSelect(schema, undefined);
  const select = answersFor((s) => utils.isSelect(s));
  cached.isSelect = (schema: RJSFSchema) => select(schema, undefined);
  return cached;
}

/** Whether `$ref` appears anywhere in the schema, answered once per schema object (parts first). */
const refs = new WeakMap<object, boolean>();
function refIn(node: unknown, depth = 0): boolean {
  if (!node || typeof node !== 'object') return false;
  // Deeper than any form goes: counted as holding one (RJSF resolves it).
  if (depth > 64) return true;
  let answer = refs.get(node);
  if (answer === undefined) {
    answer = Array.isArray(node)
      ? node.some((n) => refIn(n, depth + 1))
      : '$ref' in node || Object.values(node).some((v) => refIn(v, depth + 1));
    refs.set(node, answer);
  }
  return answer;
}

/**
 * Whether RJSF's `retrieveSchema` gives back the schema object itself, whatever the answers: no `$ref` in
 * it or its parts (RJSF copies the whole subtree looking for one and, finding none, deep-compares the copy
 * to return the original), and no keyword it resolves at this level (`if`, `allOf`, `dependencies`,
 * `patternProperties`, open `additionalProperties`). A form's render copy has its `$ref`s inlined, so
 * this is every field of a form without conditions, and opening it copies no schema.
 */
export function resolvesToItself(schema: unknown): schema is RJSFSchema {
  if (!isObject(schema)) return false;
  if ('if' in schema || 'allOf' in schema || 'dependencies' in schema || 'patternProperties' in schema) return false;
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) return false;
  return !refIn(schema);
}

const roots = new WeakMap<object, RJSFSchema>();

/**
 * The root schema to give RJSF's `createSchemaUtils`. For a draft 2020-12 root, RJSF first rewrites
 * every `$ref` to an absolute one — by copying each object once per key, quadratic in an object's
 * size: 0.25 s for a form with 1,250 top-level fields. A render copy (`renderSchemaFor`) has its
 * `$ref`s inlined, so there is nothing to rewrite: without `$ref`s the root is handed over without
 * its `$schema` (which RJSF reads for nothing else), the same nested objects kept. With a `$ref`
 * anywhere it is handed over as it is.
 * @param schema - the form's render schema
 */
export function schemaUtilsRoot(schema: RJSFSchema): RJSFSchema {
  if (!isObject(schema) || !('$schema' in schema)) return schema;
  let root = roots.get(schema);
  if (!root) {
    if (refIn(schema)) root = schema;
    else {
      const { $schema: _draft, ...rest } = schema as Json;
      root = rest;
    }
    roots.set(schema, root);
  }
  return root;
}

// What RJSF may fill in by itself. The forms' messages rely on unanswered staying unanswered: no
// empty objects for optional groups, no `const` as an answer, no `false` for an unanswered required
// yes/no, and no empty array items except for required lists (one row to fill in).
export const DEFAULT_FORM_STATE = {
  emptyObjectFields: 'skipEmptyDefaults',
  constAsDefaults: 'never',
  requiredBooleanDefault: 'skip',
  arrayMinItems: { populate: 'requiredOnly' },
} as const;

/** Keywords under which RJSF may find a default, or which make it read an object's properties as a whole. */
const WHOLE = [
  'default',
  'const',
  '$ref',
  'allOf',
  'anyOf',
  'oneOf',
  'if',
  'then',
  'else',
  'dependencies',
  'dependentSchemas',
  'patternProperties',
];

/** A `oneOf` / `anyOf` of constants (a choice list), which gives no default when no option has one. */
function isChoiceList(options: unknown): boolean {
  return (
    Array.isArray(options) &&
    options.every((o) => isObject(o) && Object.keys(o).every((k) => k === 'const' || k === 'title' || k === 'description'))
  );
}

/** A field with no value of its own to give: a string, number, integer or boolean, no default, constant or composition but a choice list. */
function givesNoDefault(schema: unknown): boolean {
  if (!isObject(schema)) return false;
  if (schema.type === 'object' || schema.type === 'array' || Array.isArray(schema.type)) return false;
  if ('properties' in schema || 'items' in schema || 'prefixItems' in schema || 'additionalProperties' in schema) return false;
  for (const key of WHOLE) {
    if (!(key in schema)) continue;
    if ((key === 'oneOf' || key === 'anyOf') && isChoiceList(schema[key])) continue;
    return false;
  }
  return true;
}

const defaultsSchemas = new WeakMap<object, RJSFSchema>();
const nestedDefaultsSchemas = new WeakMap<object, Json>();

/**
 * Keywords of a nested object that RJSF does not read for defaults with these options: it resolves
 * conditions and `allOf` (when not asked to populate them) at the root only.
 */
const IGNORED_BELOW_ROOT = new Set(['if', 'then', 'else', 'allOf']);

/**
 * The schema RJSF fills a form's defaults from (`getDefaultFormState`), without the fields that can give
 * none. RJSF walks every field of the form when answers arrive, and for a choice list (`oneOf` of
 * constants) scores every option against the answers: with TesseraForm's default-state options
 * (`constAsDefaults: 'never'`, `emptyObjectFields: 'skipEmptyDefaults'`, `requiredBooleanDefault: 'skip'`,
 * no undefined values) a string, number or boolean field without `default` gives nothing, and the answers
 * it has are merged back from the answers themselves. So such fields are left out of the properties of
 * every plain object (closed — no open `additionalProperties`, whose keys RJSF finds by the properties
 * it lacks — and without a default or composition of its own; below the root, where RJSF reads neither
 * for defaults, conditions and `allOf` are kept as they are), down objects and array items; anything
 * else is kept as it is. The same nested objects are kept where nothing was left out.
 * @param schema - a form's render schema (its `$ref`s inlined)
 */
export function defaultsSchemaOf(schema: RJSFSchema): RJSFSchema {
  if (!isObject(schema)) return schema;
  let pruned = defaultsSchemas.get(schema);
  if (!pruned) defaultsSchemas.set(schema, (pruned = prunedForDefaults(schema, true)));
  return pruned;
}

function nestedForDefaults(schema: Json): Json {
  let pruned = nestedDefaultsSchemas.get(schema);
  if (!pruned) nestedDefaultsSchemas.set(schema, (pruned = prunedForDefaults(schema, false)));
  return pruned;
}

function prunedForDefaults(schema: Json, root: boolean): Json {
  if (WHOLE.some((key) => key in schema && (root || !IGNORED_BELOW_ROOT.has(key)))) return schema;
  let next = schema;
  if (isObject(schema.properties) && (schema.additionalProperties === undefined || schema.additionalProperties === false)) {
    const kept: Json = {};
    let changed = false;
    for (const [name, property] of Object.entries(schema.properties)) {
      if (givesNoDefault(property)) {
        changed = true;
        continue;
      }
      const child = isObject(property) ? nestedForDefaults(property) : property;
      if (child !== property) changed = true;
      kept[name] = child;
    }
    if (changed) next = { ...next, properties: kept };
  }
  if (isObject(schema.items)) {
    const items = nestedForDefaults(schema.items);
    if (items !== schema.items) next = { ...next, items };
  }
  return next;
}
