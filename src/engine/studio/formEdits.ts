import { canonicalJson } from '../forms/sha256';
import type { UiSchema } from '../forms/types';
import { labelOf, outlineForm, pointerSegment, pointerSegments, type FormField } from './outlineForm';
import { effectiveSchema } from './resolveSchema';
import type { EditResult, FormVersion, RefResolver } from './types';
import { BOUND_WORDS, formatValue } from './wording';

/*
 * Structured edits of a form for the studio's non-developers. Each takes the version and a field
 * pointer (property names from the root, `items` for an array's entries — as the diff reports
 * them), checks its input and answers a new version or a sentence saying why not; the version
 * given is never changed. An edit to a rule of a field whose schema is a shared `_defs`
 * definition copies that definition into the form first (docs/decisions.md).
 */

type Node = Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function refuse<T>(error: string): EditResult<T> {
  return { ok: false, error };
}

function quoted(field: FormField): string {
  return field.labels.length === 0 ? 'The form' : `'${field.labels.join(' › ')}'`;
}

/** The field at a pointer, or the sentence an unknown pointer gets. */
function findField(version: FormVersion, pointer: string, resolve: RefResolver): FormField | string {
  const field = outlineForm(version, resolve).fields.get(pointer);
  return field ?? `The form has no field at '${pointer}'`;
}

/**
 * In a copy of the schema, the node written for a field, with every `$ref` on the way replaced by
 * the definition it points to (and the field's own too, when `inlineField`), so that a change
 * stays inside this form. The copy accepts the same answers as the original.
 */
function writableNode(schema: Node, baseId: string, pointer: string, resolve: RefResolver, inlineField: boolean): Node {
  const inline = (node: Node): void => {
    if (typeof node.$ref !== 'string') return;
    const { schema: effective, unresolvedRef } = effectiveSchema(node, baseId, resolve);
    if (unresolvedRef) return;
    for (const key of Object.keys(node)) delete node[key];
    Object.assign(node, effective);
  };
  let node = schema;
  for (const segment of pointerSegments(pointer)) {
    inline(node);
    if (segment === 'items' && isNode(node.items) && !(isNode(node.properties) && segment in node.properties)) {
      node = node.items;
      continue;
    }
    if (!isNode(node.properties)) node.properties = {};
    const properties = node.properties as Node;
    if (!isNode(properties[segment])) properties[segment] = {};
    node = properties[segment] as Node;
  }
  if (inlineField) inline(node);
  return node;
}

/** In a copy of the uiSchema, the node for a field (made when the form has none yet). */
function writableUi(ui: UiSchema, pointer: string): UiSchema {
  let node = ui;
  for (const segment of pointerSegments(pointer)) {
    if (!isNode(node[segment])) node[segment] = {};
    node = node[segment] as UiSchema;
  }
  return node;
}

function copyOf(version: FormVersion): FormVersion {
  return structuredClone(version);
}

/**
 * Sets the label a field shows: its `ui:title` when the form gives it one, its schema title when
 * that is what shows, both when both are written (so they cannot disagree), a `ui:title` when
 * neither is (the form's own title is its schema title).
 * @param version - the form
 * @param pointer - the field
 * @param label - the new label (not blank)
 */
export function setFieldLabel(version: FormVersion, pointer: string, label: string, resolve: RefResolver): EditResult<FormVersion> {
  const field = findField(version, pointer, resolve);
  if (typeof field === 'string') return refuse(field);
  const text = label.trim();
  if (text === '') return refuse(`${quoted(field)} needs a label`);
  const next = copyOf(version);
  const hasUiTitle = typeof field.ui['ui:title'] === 'string';
  const hasTitle = typeof field.schema.title === 'string';
  if (hasUiTitle || !hasTitle) writableUi(next.ui, pointer)['ui:title'] = text;
  // A schema title hidden by a ui:title is changed too, so the two cannot disagree.
  if (hasTitle) writableNode(next.schema, next.schema.$id, pointer, resolve, false).title = text;
  return { ok: true, value: next };
}

/**
 * Sets the help text under a field: its `ui:help`, or its `ui:description` when the form uses
 * that one instead. The schema's `description` is documentation for developers and stays.
 * @param text - the new text, or null to remove it
 */
export function setHelpText(version: FormVersion, pointer: string, text: string | null, resolve: RefResolver): EditResult<FormVersion> {
  const field = findField(version, pointer, resolve);
  if (typeof field === 'string') return refuse(field);
  if (text !== null && text.trim() === '') return refuse(`${quoted(field)}: a help text cannot be blank (remove it instead)`);
  const next = copyOf(version);
  const ui = writableUi(next.ui, pointer);
  const key = ui['ui:help'] === undefined && typeof ui['ui:description'] === 'string' ? 'ui:description' : 'ui:help';
  if (text === null) delete ui[key];
  else ui[key] = text.trim();
  return { ok: true, value: next };
}

/** Keywords a message can be set for, besides the bounds (and `_`, every error not named). */
const MESSAGE_KEYWORDS = ['type', 'pattern', 'format', 'const', 'enum', 'oneOf', 'anyOf', 'multipleOf', 'additionalProperties', 'contains'];

/**
 * Sets the error message a field shows when one of its rules fails: `_` for every error that has
 * no message of its own, a keyword of the field ('maxLength', 'pattern', …), or 'required' for a
 * missing answer (kept on the parent, as ajv-errors wants). A single text for every error is
 * kept as `_` when a keyword gets its own message.
 * @param keyword - the rule the message is for
 * @param text - the message, or null to remove it
 */
export function setErrorMessage(
  version: FormVersion,
  pointer: string,
  keyword: string,
  text: string | null,
  resolve: RefResolver,
): EditResult<FormVersion> {
  const field = findField(version, pointer, resolve);
  if (typeof field === 'string') return refuse(field);
  if (text !== null && text.trim() === '') return refuse(`${quoted(field)}: an error message cannot be blank (remove it instead)`);
  const next = copyOf(version);
  const setIn = (node: Node, key: string, name?: string): void => {
    let messages: Node = isNode(node.errorMessage)
      ? node.errorMessage
      : typeof node.errorMessage === 'string'
        ? { _: node.errorMessage }
        : {};
    if (name === undefined) {
      if (text === null) delete messages[key];
      else messages[key] = text.trim();
    } else {
      const group: Node = isNode(messages[key]) ? messages[key] : {};
      if (text === null) delete group[name];
      else group[name] = text.trim();
      if (Object.keys(group).length === 0) delete messages[key];
      else messages[key] = group;
    }
    // One text for every error is written as the form wrote it: a plain string.
    if (Object.keys(messages).length === 1 && typeof messages._ === 'string') messages = messages._ as unknown as Node;
    if (isNode(messages) && Object.keys(messages).length === 0) delete node.errorMessage;
    else node.errorMessage = messages;
  };

  if (keyword === 'required') {
    if (field.required !== true) return refuse(`${quoted(field)} is not required, so it has no message for a missing answer`);
    const parentPointer = pointer.slice(0, pointer.lastIndexOf('/'));
    setIn(writableNode(next.schema, next.schema.$id, parentPointer, resolve, true), 'required', field.name);
    return { ok: true, value: next };
  }
  const known = keyword === '_' || MESSAGE_KEYWORDS.includes(keyword) || keyword in BOUND_WORDS;
  if (!known) return refuse(`'${keyword}' is not a rule a message can be set for`);
  if (keyword !== '_' && field.schema[keyword] === undefined) return refuse(`${quoted(field)} has no '${keyword}' rule`);
  setIn(writableNode(next.schema, next.schema.$id, pointer, resolve, true), keyword);
  return { ok: true, value: next };
}

/** The bounds the studio edits. */
export type EditableBound = 'minimum' | 'maximum' | 'minLength' | 'maxLength';

/**
 * Sets or removes bounds of a field: minimum and maximum of a number, minimum and maximum length
 * of a text. Refused: a bound the field's type does not have, a length that is not a whole number
 * from 0, a minimum above the maximum.
 * @param bounds - the bounds to change: a number sets, null removes, absent keeps
 */
export function setBounds(
  version: FormVersion,
  pointer: string,
  bounds: Partial<Record<EditableBound, number | null>>,
  resolve: RefResolver,
): EditResult<FormVersion> {
  const field = findField(version, pointer, resolve);
  if (typeof field === 'string') return refuse(field);
  const types =
    typeof field.schema.type === 'string' ? [field.schema.type] : Array.isArray(field.schema.type) ? (field.schema.type as string[]) : [];
  const numeric = types.includes('number') || types.includes('integer');
  const text = types.includes('string');
  const entries = Object.entries(bounds) as Array<[EditableBound, number | null | undefined]>;
  if (entries.length === 0) return refuse('No bound to change');
  const result: Node = {};
  for (const [key, value] of entries) {
    if (!(key in BOUND_WORDS) || !['minimum', 'maximum', 'minLength', 'maxLength'].includes(key))
      return refuse(`'${String(key)}' is not a bound the studio edits`);
    const words = BOUND_WORDS[key]?.name ?? key;
    if ((key === 'minimum' || key === 'maximum') && !numeric) return refuse(`${quoted(field)} is not a number, so it has no ${words}`);
    if ((key === 'minLength' || key === 'maxLength') && !text) return refuse(`${quoted(field)} is not a text, so it has no ${words}`);
    if (value === undefined) continue;
    if (value !== null && !Number.isFinite(value)) return refuse(`${quoted(field)}: the ${words} must be a number`);
    if (value !== null && (key === 'minLength' || key === 'maxLength') && (!Number.isInteger(value) || value < 0)) {
      return refuse(`${quoted(field)}: the ${words} must be a whole number of characters from 0`);
    }
    result[key] = value;
  }
  const next = copyOf(version);
  const node = writableNode(next.schema, next.schema.$id, pointer, resolve, true);
  for (const [key, value] of Object.entries(result)) {
    if (value === null) delete node[key];
    else node[key] = value;
  }
  for (const [low, high] of [
    ['minimum', 'maximum'],
    ['minLength', 'maxLength'],
  ] as const) {
    const min = node[low];
    const max = node[high];
    if (typeof min === 'number' && typeof max === 'number' && min > max) {
      return refuse(
        `${quoted(field)}: the ${BOUND_WORDS[low]?.name} (${formatValue(min)}) must not be above the ${BOUND_WORDS[high]?.name} (${formatValue(max)})`,
      );
    }
  }
  return { ok: true, value: next };
}

/**
 * Makes a field required or optional (its parent's `required` list).
 * @param required - true: an answer is needed
 */
export function setRequired(version: FormVersion, pointer: string, required: boolean, resolve: RefResolver): EditResult<FormVersion> {
  const field = findField(version, pointer, resolve);
  if (typeof field === 'string') return refuse(field);
  if (field.required === undefined)
    return refuse(
      pointer === ''
        ? 'The form itself cannot be required'
        : `${quoted(field)} is the entries of a list: set the list's number of entries instead`,
    );
  if (field.required === required) return refuse(`${quoted(field)} is already ${required ? 'required' : 'optional'}`);
  const next = copyOf(version);
  const parentPointer = pointer.slice(0, pointer.lastIndexOf('/'));
  const parent = writableNode(next.schema, next.schema.$id, parentPointer, resolve, true);
  const list = Array.isArray(parent.required) ? (parent.required as unknown[]).filter((name) => name !== field.name) : [];
  if (required) list.push(field.name);
  if (list.length === 0) delete parent.required;
  else parent.required = list;
  return { ok: true, value: next };
}

/** Where a field's options are written: an `enum` (labels in `ui:enumNames`) or a `oneOf` of `const`s with titles. */
function optionList(node: Node): { keyword: 'enum' | 'oneOf' | 'anyOf'; values: unknown[] } | undefined {
  if (Array.isArray(node.enum)) return { keyword: 'enum', values: node.enum as unknown[] };
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const list = node[keyword];
    if (Array.isArray(list) && list.length > 0 && list.every((entry) => isNode(entry) && 'const' in entry)) {
      return { keyword, values: list.map((entry) => (entry as Node).const) };
    }
  }
  return undefined;
}

function fitsType(value: unknown, types: string[]): boolean {
  if (types.length === 0) return true;
  return types.some((type) =>
    type === 'integer'
      ? Number.isInteger(value)
      : type === 'number'
        ? typeof value === 'number' && Number.isFinite(value)
        : type === 'string'
          ? typeof value === 'string'
          : type === 'boolean'
            ? typeof value === 'boolean'
            : type === 'null'
              ? value === null
              : false,
  );
}

/** A JSON type in words, for refusals. */
const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'a text',
  boolean: 'true or false',
  null: 'empty',
};

/** One change to a field's options. */
export type OptionEdit =
  | { action: 'add'; value: unknown; label: string }
  | { action: 'remove'; value: unknown }
  | { action: 'rename'; value: unknown; label: string };

/**
 * Adds, removes or renames one option of a choice field, with its label. Refused: a field without
 * a list of options, a value of the wrong type or already there, an unknown value, a blank label,
 * removing the last option.
 * @param edit - add (value and label), remove (value) or rename (value and new label)
 */
export function editOption(version: FormVersion, pointer: string, edit: OptionEdit, resolve: RefResolver): EditResult<FormVersion> {
  const field = findField(version, pointer, resolve);
  if (typeof field === 'string') return refuse(field);
  const current = optionList(field.schema);
  if (!current) return refuse(`${quoted(field)} has no list of options`);
  const key = canonicalJson(edit.value);
  const index = current.values.findIndex((value) => canonicalJson(value) === key);
  const label = edit.action === 'remove' ? '' : edit.label.trim();
  if (edit.action !== 'remove' && label === '') return refuse(`${quoted(field)}: an option needs a label`);
  if (edit.action === 'add') {
    if (index >= 0) return refuse(`${quoted(field)} already has the option ${formatValue(edit.value)}`);
    const types =
      typeof field.schema.type === 'string' ? [field.schema.type] : Array.isArray(field.schema.type) ? (field.schema.type as string[]) : [];
    if (!fitsType(edit.value, types))
      return refuse(
        `${quoted(field)}: the option ${formatValue(edit.value)} is not ${types.map((type) => TYPE_WORDS[type] ?? type).join(' or ')}`,
      );
  } else {
    if (index < 0) return refuse(`${quoted(field)} has no option ${formatValue(edit.value)}`);
    if (edit.action === 'remove' && current.values.length === 1) return refuse(`${quoted(field)}: the last option cannot be removed`);
  }

  const next = copyOf(version);
  const node = writableNode(next.schema, next.schema.$id, pointer, resolve, true);
  const ui = writableUi(next.ui, pointer);
  if (current.keyword === 'enum') {
    const values = node.enum as unknown[];
    const names = Array.isArray(ui['ui:enumNames']) ? [...(ui['ui:enumNames'] as unknown[])] : undefined;
    if (edit.action === 'add') {
      values.push(edit.value);
      if (names) names.push(label);
      else if (label !== String(edit.value)) ui['ui:enumNames'] = [...values.slice(0, -1).map(String), label];
    } else if (edit.action === 'remove') {
      values.splice(index, 1);
      names?.splice(index, 1);
    } else {
      if (names) names[index] = label;
      else ui['ui:enumNames'] = values.map((value, i) => (i === index ? label : String(value)));
    }
    if (names) ui['ui:enumNames'] = names;
  } else {
    const entries = node[current.keyword] as Node[];
    if (edit.action === 'add') entries.push({ const: edit.value, title: label });
    else if (edit.action === 'remove') entries.splice(index, 1);
    else entries[index] = { ...entries[index], title: label };
  }
  return { ok: true, value: next };
}

/**
 * The label a field shows, for the studio's editor and messages.
 * @returns the label, or undefined for an unknown pointer
 */
export function fieldLabel(version: FormVersion, pointer: string, resolve: RefResolver): string | undefined {
  const field = outlineForm(version, resolve).fields.get(pointer);
  return field ? labelOf(field.schema, field.ui, field.name) : undefined;
}

/**
 * The pointer of a field from its property names, for callers that build one.
 * @param names - property names from the root ('items' for an array's entries)
 */
export function fieldPointer(names: readonly string[]): string {
  return names.map((name) => `/${pointerSegment(name)}`).join('');
}
