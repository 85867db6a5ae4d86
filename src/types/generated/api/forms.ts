/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/forms.json. */
// Forms and flows as data: schemas, precompiled validators, validation and storage of answers (DESIGN.md §3).

import type { AnyObject, Id } from './common';

/** A form or flow id: kebab-case. */
export type FormId = string;

export interface FormIdParams {
  id: FormId;
}

/** A precompiled validator module's file: 16 hex digits of its content hash, .js. */
export interface ValidatorModuleParams {
  id: FormId;
  file: string;
}

export interface FormSummary {
  id: string;
  title: string;
  version: string;
  hash: string;
}

/** The shared definitions (schemas/forms/_defs) the forms refer to. */
export type SharedDefinitions = AnyObject[];

/** A form: schema, uiSchema, version and hash, the shared definitions it refers to and where its precompiled validator is. */
export interface FormDocument {
  id: string;
  schema: AnyObject;
  ui: AnyObject;
  version: string;
  hash: string;
  defs: string[];
  validator: string;
}

/** A published version of a form: the form id and the studio's version number (1 = the file under schemas/). */
export interface FormVersionParams {
  id: FormId;
  version: Id;
}

/** A published version of a form, current or not (what a stored answer was given on): its schema and uiSchema, the studio's version number, the schema's own version string and hash, the studio's content hash, when it took effect and the shared definitions it refers to. No validator: an old version is shown, not answered. */
export interface FormVersionDocument {
  id: string;
  formVersion: number;
  schema: AnyObject;
  ui: AnyObject;
  version: string;
  hash: string;
  contentHash: string;
  effectiveFrom: string | null;
  defs: string[];
}

export interface FlowSummary {
  id: string;
  title: string;
  version: string;
}

/** A flow file as written (schemas/flows). */
export type Flow = Record<string, unknown>;

/** Answers to one form, validated with the form's own schema; accountId names the account they are about. */
export interface FormAnswers {
  answers: AnyObject;
  accountId?: Id;
}

/** Answers to a flow keyed by step, and the context that decides which steps exist. */
export interface FlowAnswers {
  context: AnyObject;
  answers: Record<string, AnyObject>;
  accountId?: Id;
}

/** Which schema the server validated answers against: stored with every submission. */
export interface SubmissionStamp {
  formId: string;
  version: string;
  hash: string;
}

export interface FormValidation {
  valid: boolean;
  formId: string;
  version: string;
  hash: string;
}

export interface FormSubmission {
  id: number;
  formId: string;
  version: string;
  hash: string;
}

/** A step the server validated; id is the stored submission (submissions only). */
export interface FlowReplayStep {
  stepId: string;
  id?: number;
  formId: string;
  version: string;
  hash: string;
}

/** A flow replayed by the server: the steps it validated (and stored), and the answer keys it dropped. */
export interface FlowReplay {
  flowId: string;
  version: string;
  steps: FlowReplayStep[];
  dropped: string[];
}
