import type { FormSchema, UiSchema } from '../forms/types';

/** One version of a form as the studio edits it: its JSON Schema and its RJSF uiSchema. */
export interface FormVersion {
  schema: FormSchema;
  ui: UiSchema;
}

/**
 * Finds the sub-schema a `$ref` points to (the `_defs` schemas the forms share), as
 * `SchemaRegistry.resolveRef` does: the caller passes it in so the studio's engine reads no files.
 * @returns the target and the `$id` of its document, or undefined when the reference is unknown
 */
export type RefResolver = (ref: string, baseId: string) => { schema: Record<string, unknown>; baseId: string } | undefined;

/** What kind of change a version diff found (the studio groups and words changes by it). */
export type ChangeKind =
  | 'field-added'
  | 'field-removed'
  | 'label-changed'
  | 'help-changed'
  | 'message-changed'
  | 'bound-tightened'
  | 'bound-loosened'
  | 'option-added'
  | 'option-removed'
  | 'option-label-changed'
  | 'value-fixed'
  | 'required-added'
  | 'required-removed'
  | 'type-changed'
  | 'pattern-changed'
  | 'format-changed'
  | 'default-changed'
  | 'widget-changed'
  | 'ui-option-changed'
  | 'order-changed'
  | 'rule-added'
  | 'rule-removed'
  | 'rule-changed'
  | 'definition-changed'
  | 'stage-added'
  | 'stage-removed'
  | 'stage-condition-changed'
  | 'step-added'
  | 'step-removed'
  | 'step-condition-changed'
  | 'step-order-changed'
  | 'step-form-changed'
  | 'step-screen-changed'
  | 'step-answers-changed'
  | 'context-changed';

/** One change between two versions of a form or a flow, worded for a non-developer. */
export interface VersionChange {
  kind: ChangeKind;
  /**
   * Where the change is: for a form, the field's pointer (property names from the root, `items`
   * for an array's entries — the same path as in the uiSchema; '' for the form itself); for a
   * flow, the JSON pointer of the stage or step in the version that has it.
   */
  pointer: string;
  /** The same place as the user reads it: labels from the form (or stage and step titles), e.g. ['Holders', 'First Name']. */
  labels: string[];
  /** What changed inside the place (a keyword, an option value, a ui key), when more than the place is needed. */
  detail?: string;
  before?: unknown;
  after?: unknown;
  /** One plain-English sentence, e.g. "'Annual income' maximum lowered from 10,000,000 to 5,000,000". */
  sentence: string;
  /**
   * True when answers valid under the earlier version may be invalid under the new one, or an
   * in-flight draft may get stuck (docs/decisions.md, "Form studio: version diff").
   */
  breaking: boolean;
}

/** The answer of a structured edit: the new document, or why the edit was refused. */
export type EditResult<T> = { ok: true; value: T } | { ok: false; error: string };
