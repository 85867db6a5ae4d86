import { canonicalJson } from '../forms/sha256';
import type { UiSchema } from '../forms/types';
import { effectiveSchema } from './resolveSchema';
import type { FormVersion, RefResolver } from './types';

type Node = Record<string, unknown>;

/** One field of a form (or the form itself, at pointer ''), as the diff compares it. */
export interface FormField {
  /** Property names from the root, `items` for an array's entries ('' for the form). */
  pointer: string;
  /** The property name ('' for the form, 'items' for an array's entries). */
  name: string;
  /** The labels of the field and its parents, as the form shows them (the form's own title excluded). */
  labels: string[];
  /** The field's schema with its `$ref` merged in. */
  schema: Node;
  /** The field's uiSchema. */
  ui: UiSchema;
  /** Whether its parent requires it (undefined for the form and for an array's entries). */
  required?: boolean;
  /** A reference the resolver did not know. */
  unresolvedRef?: string;
}

/** A block of an `allOf` (or a node's own if/then/else): a rule over the fields of one object. */
export interface FormRule {
  /** Identifies the rule across versions: its object's pointer and its condition (or its whole text). */
  key: string;
  /** Pointer of the object the rule constrains. */
  owner: string;
  /** The rule as written. */
  block: Node;
}

/** A form flattened for comparison: its fields by pointer (in document order) and its rules by key. */
export interface FormOutline {
  fields: Map<string, FormField>;
  rules: Map<string, FormRule>;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A property name as a JSON pointer segment. */
export function pointerSegment(name: string): string {
  return name.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The segments of a field pointer ('/Holders/items/FirstName' → ['Holders', 'items', 'FirstName']). */
export function pointerSegments(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .split('/')
        .slice(1)
        .map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/**
 * The label the form shows for a field: its `ui:title`, else its schema title, else its name.
 * @param schema - the field's schema
 * @param ui - the field's uiSchema
 * @param name - the property name
 */
export function labelOf(schema: Node, ui: UiSchema, name: string): string {
  const uiTitle = ui['ui:title'];
  if (typeof uiTitle === 'string' && uiTitle !== '') return uiTitle;
  return typeof schema.title === 'string' && schema.title !== '' ? schema.title : name;
}

/**
 * Flattens a form version into its fields and rules: nested objects, array entries (`items`),
 * `allOf` blocks and if/then/else, with every `$ref` resolved through `resolve`.
 * @param version - the form's schema and uiSchema
 * @param resolve - finds `_defs` targets
 */
export function outlineForm(version: FormVersion, resolve: RefResolver): FormOutline {
  const outline: FormOutline = { fields: new Map(), rules: new Map() };
  walk(version.schema, '', '', [], version.ui, undefined, version.schema.$id, resolve, outline);
  return outline;
}

/**
 * Flattens the `then` or `else` of a rule like an object at the rule's owner: the fields it
 * constrains (with no uiSchema of their own) and the rules nested in it.
 */
export function outlineBranch(branch: Node, owner: string, baseId: string, resolve: RefResolver): FormOutline {
  const outline: FormOutline = { fields: new Map(), rules: new Map() };
  const name = pointerSegments(owner).at(-1) ?? '';
  walk(branch, owner, name, [], {}, undefined, baseId, resolve, outline);
  return outline;
}

function walk(
  written: Node,
  pointer: string,
  name: string,
  parentLabels: string[],
  ui: UiSchema,
  required: boolean | undefined,
  baseId: string,
  resolve: RefResolver,
  outline: FormOutline,
): void {
  const { schema, unresolvedRef } = effectiveSchema(written, baseId, resolve);
  const labels =
    pointer === ''
      ? []
      : name === 'items' && !schema.title && !ui['ui:title']
        ? parentLabels
        : [...parentLabels, labelOf(schema, ui, name)];
  outline.fields.set(pointer, { pointer, name, labels, schema, ui, required, unresolvedRef });

  const properties = isNode(schema.properties) ? schema.properties : {};
  const requiredNames = Array.isArray(schema.required) ? schema.required.filter((n): n is string => typeof n === 'string') : [];
  const names = [...Object.keys(properties), ...requiredNames.filter((n) => !(n in properties))];
  for (const child of names) {
    const childSchema = properties[child];
    const childUi = isNode(ui[child]) ? ui[child] : {};
    walk(
      isNode(childSchema) ? childSchema : {},
      `${pointer}/${pointerSegment(child)}`,
      child,
      labels,
      childUi,
      requiredNames.includes(child),
      baseId,
      resolve,
      outline,
    );
  }
  if (isNode(schema.items)) {
    walk(schema.items, `${pointer}/items`, 'items', labels, isNode(ui.items) ? ui.items : {}, undefined, baseId, resolve, outline);
  }

  const blocks: Node[] = Array.isArray(schema.allOf) ? schema.allOf.filter(isNode) : [];
  if (schema.if !== undefined || schema.then !== undefined || schema.else !== undefined) {
    blocks.push({ if: schema.if, then: schema.then, else: schema.else });
  }
  for (const block of blocks) {
    const identity = block.if !== undefined ? `if ${canonicalJson(block.if)}` : `rule ${canonicalJson(withoutWording(block))}`;
    let key = `${pointer} ${identity}`;
    for (let n = 2; outline.rules.has(key); n += 1) key = `${pointer} ${identity} #${n}`;
    outline.rules.set(key, { key, owner: pointer, block });
  }
}

/** A rule without the words around it (its description and messages), to recognise it when only they changed. */
function withoutWording(block: Node): Node {
  const rest = { ...block };
  delete rest.description;
  delete rest.errorMessage;
  delete rest.$comment;
  return rest;
}
