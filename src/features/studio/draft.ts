import type { ValidateFunction } from 'ajv';
import type { SchemaRegistry } from '@/engine/forms/SchemaRegistry';
import { registryWithForm } from '@/engine/forms/registryWithForm';
import { canonicalJson, sha256 } from '@/engine/forms/sha256';
import { formIdOf, type FormSchema } from '@/engine/forms/types';
import { definitionsResolver, type FormVersion, type RefResolver } from '@/engine/studio';

/*
 * The studio's draft of a form: `{ schema, ui }` held by the page, starting from the version the
 * server serves. Pure helpers, so the page and its tests share them.
 */

/**
 * The served version of a form as a draft (a deep copy: editing it never touches the registry).
 * @param registry - the registry holding the served forms
 * @param formId - the form
 */
export function servedVersion(registry: SchemaRegistry, formId: string): FormVersion {
  return structuredClone({ schema: registry.schema(formId), ui: registry.ui(formId) });
}

/**
 * Finds the `$ref` targets of a draft: the shared `_defs` schemas the served registry holds, and the
 * draft's own definitions (its `$id` is the served form's, so they must come from the draft).
 * @param registry - the served registry (its shared definitions)
 * @param draft - the draft
 */
export function draftResolver(registry: SchemaRegistry, draft: FormVersion): RefResolver {
  return definitionsResolver([...registry.definitionSchemas(), draft.schema]);
}

/** The draft's text in the JSON editor. */
export function draftText(draft: FormVersion): string {
  return `${JSON.stringify(draft, null, 2)}\n`;
}

/** What the JSON editor's text makes: a new draft, or the sentence saying why it is not one. */
export type DraftParse = { ok: true; draft: FormVersion } | { ok: false; message: string };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the JSON editor's text as a draft of the form: JSON that parses, an object with a `schema`
 * (the same `$id` as the form, a `version`) and a `ui` object.
 * @param text - the editor's text
 * @param formId - the form the draft is of
 */
export function parseDraft(text: string, formId: string): DraftParse {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `The JSON does not parse: ${(error as Error).message}` };
  }
  if (!isObject(value)) return { ok: false, message: 'The draft must be a JSON object with "schema" and "ui"' };
  const { schema, ui } = value;
  if (!isObject(schema)) return { ok: false, message: 'The draft needs a "schema" object' };
  if (!isObject(ui)) return { ok: false, message: 'The draft needs a "ui" object' };
  const extra = Object.keys(value).filter((key) => key !== 'schema' && key !== 'ui');
  if (extra.length > 0) return { ok: false, message: `The draft has only "schema" and "ui", not ${extra.map((k) => `"${k}"`).join(', ')}` };
  if (typeof schema.$id !== 'string' || formIdOf(schema.$id) !== formId) {
    return { ok: false, message: `The schema's "$id" must stay the form's own ("${formId}")` };
  }
  if (typeof schema.version !== 'string' || schema.version === '') return { ok: false, message: 'The schema needs a "version"' };
  return { ok: true, draft: { schema: schema as unknown as FormSchema, ui } };
}

/** A registry holding a draft for the preview, and whether the preview validates it. */
export interface DraftRegistry {
  registry: SchemaRegistry;
  /**
   * True when the draft's schema has the served one's rules (only its uiSchema, titles or
   * descriptions changed), so the server's precompiled validator applies; false when its rules changed: the browser compiles nothing, so
   * the preview of such a draft draws the form but does not validate it.
   */
  validates: boolean;
}

/** Keywords that only annotate a schema: a draft changing nothing else validates as the served version does. */
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'examples']);
/** Keywords whose value is data, not a schema (copied as they are). */
const DATA = new Set(['enum', 'const', 'default', 'examples', 'required', 'errorMessage', 'type', 'pattern', 'format']);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);

/** A schema without its annotations (titles, descriptions): what decides which answers are valid. */
function rulesOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(rulesOf);
  if (!isObject(node)) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (ANNOTATIONS.has(key) && typeof value !== 'object') continue;
    if (DATA.has(key)) out[key] = value;
    else if (SCHEMA_MAPS.has(key) && isObject(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([name, schema]) => [name, rulesOf(schema)]));
    else out[key] = rulesOf(value);
  }
  return out;
}

/** Accepts any answers: the preview of a draft whose rules changed (see `DraftRegistry.validates`). */
const acceptAll = Object.assign(() => true, { errors: null }) as unknown as ValidateFunction;

/**
 * A registry for drawing a draft with TesseraForm: the served registry's shared definitions and
 * condition evaluator (the conditions the server precompiled), and the draft in place of the form.
 * @param served - the registry of the served forms
 * @param formId - the form
 * @param draft - the draft of it
 */
export function draftRegistry(served: SchemaRegistry, formId: string, draft: FormVersion): DraftRegistry {
  const hash = sha256(canonicalJson(draft.schema));
  const validates = hash === served.hash(formId) || canonicalJson(rulesOf(draft.schema)) === canonicalJson(rulesOf(served.schema(formId)));
  const validate = validates ? served.validator(formId) : acceptAll;
  const registry = registryWithForm(served, draft, { precompiled: { formId, hash, validate, conditions: {} } });
  return { registry, validates };
}
