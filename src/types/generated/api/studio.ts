/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/studio.json. */
// The form studio: versions of forms and flows, their review, approval, publication and rollback, and the hash-chained audit log (issue 13 items 2, 3, 5).

import type { FormId } from './forms';

/** What a version holds: a form ({schema, ui, fixtures?}) or a flow. */
export type StudioKind = 'form' | 'flow';

/** draft, in_review, approved; published (the version in effect), scheduled (published, effective from a future time) or retired (published and superseded). */
export type VersionStatus = 'draft' | 'in_review' | 'approved' | 'published' | 'scheduled' | 'retired';

export type NullableText = string | null;

export type NullableId = number | null;

/** One version of a form or flow (with its Content when one version is asked about). */
export interface Version {
  /** The version's row id (the path's :id). */
  Id: number;
  Kind: StudioKind;
  FormId: string;
  /** 1, 2, 3 … per form or flow; 1 is the file under schemas/. */
  Version: number;
  Status: VersionStatus;
  /** sha256 of the content's canonical JSON (keys sorted). */
  ContentHash: string;
  AuthorId: NullableId;
  AuthorName: NullableText;
  ApproverId: NullableId;
  ApproverName: NullableText;
  CreatedAt: string;
  SubmittedAt: NullableText;
  ApprovedAt: NullableText;
  PublishedAt: NullableText;
  EffectiveFrom: NullableText;
  ChangeNote: NullableText;
  /** The reviewer's note when the version was sent back to draft. */
  ReviewNote: NullableText;
  BasedOnVersion: NullableId;
  /** The version's content — a form: {schema, ui, fixtures?}; a flow: the flow. Given by the answers about one version, not in the list. */
  Content?: unknown;
}

/** A form or flow with its versions, newest first. */
export interface StudioItem {
  Kind: StudioKind;
  FormId: string;
  Title: string;
  /** The version in effect now; null when none is published yet. */
  InEffect: NullableId;
  Versions: Version[];
}

/** A new draft: what it is, the version it starts from, its content and, optionally, a change note. */
export interface DraftBody {
  kind: StudioKind;
  formId: FormId;
  basedOnVersion: number;
  /** A form: {schema, ui, fixtures?}; a flow: the flow JSON. */
  content: unknown;
  changeNote?: string;
}

/** A draft's new content and, optionally, its change note. */
export interface EditDraftBody {
  /** A form: {schema, ui, fixtures?}; a flow: the flow JSON. */
  content: unknown;
  changeNote?: string;
}

/** Submission for review; the change note is required (a missing or blank one is refused with a sentence). */
export interface SubmitBody {
  changeNote?: string;
}

/** Sending a version back to its author; the note is required. */
export interface RejectBody {
  note?: string;
}

/** Publication: in effect from now (no effectiveFrom) or from a future time (scheduled). */
export interface PublishBody {
  /** An ISO 8601 date-time; now or later. */
  effectiveFrom?: string;
}

export type EmptyBody = Record<string, unknown>;

export interface VersionsQuery {
  kind?: StudioKind;
  formId?: FormId;
}

export interface InEffectQuery {
  kind: StudioKind;
  formId: FormId;
  /** An ISO 8601 date-time; now when left out. */
  at?: string;
}

/** One entry of the studio's audit log; hash = sha256(PrevHash + the canonical JSON of {seq, at, actorId, action, kind, formId, version, detail}). */
export interface AuditEntry {
  Seq: number;
  At: string;
  ActorId: NullableId;
  Action:
    | 'seeded'
    | 'draft_created'
    | 'draft_edited'
    | 'submitted'
    | 'approved'
    | 'rejected'
    | 'published'
    | 'rollback_created';
  Kind: StudioKind;
  FormId: string;
  Version: NullableId;
  Detail: Record<string, unknown>;
  PrevHash: string;
  Hash: string;
}

/** The verdict on the whole log, recomputed on every read: valid, or the first entry where it breaks. */
export interface AuditChain {
  Valid: boolean;
  Entries: number;
  BrokenAt: NullableId;
  Reason: NullableText;
}

export interface AuditLog {
  /** The entries asked for (all, or those of one form or flow), in order. */
  Entries: AuditEntry[];
  Chain: AuditChain;
}

/** The impact check's report: a form's (FormImpactReport) or a flow's (FlowImpactReport). */
export type ImpactReport = Record<string, unknown>;

/** A count of records with at most 5 example ids (submission ids or account-opening ids, never personal data). */
export interface ImpactCount {
  count: number;
  exampleIds: number[];
}

/** How many records of one kind were checked and how many fail under the draft. */
export interface ImpactTotals {
  checked: number;
  /** Records with at least one error under the draft. */
  failing: number;
  /** Of those, the records the version in effect accepts: the failures the draft brings. */
  newlyFailing: number;
}

/** The records that fail one rule on one field with one message. */
export interface ImpactGroup {
  /** The ajv keyword of the rule (maximum, required, enum …). */
  keyword: string;
  /** Where the rule is in the schema, as ajv reports it (#/properties/Amount/maximum). */
  schemaPath: string;
  /** The field's instance path with array indexes as * (/Holders/* /Email). */
  path: string;
  /** The field's label, parent labels first (Holders › Email). */
  label: string;
  /** What the user would read. */
  message: string;
  submissions: ImpactCount;
  openings: ImpactCount;
}

/** How the stored answers of a form fare under a draft of it (server/forms/formImpact.ts). */
export interface FormImpactReport {
  ok: true;
  formId: string;
  /** The draft's version. */
  version: string;
  /** Every stored submission of the form. */
  submissions: ImpactTotals;
  /** The form's answers in in-flight account openings, one per opening. */
  openings: ImpactTotals;
  /** The failures grouped by rule and field, most records first. */
  groups: ImpactGroup[];
  elapsedMs: number;
}

/** In-flight drafts that the draft flow stops at one step, for one reason. */
export interface StuckGroup {
  stepId: string;
  stepTitle: string;
  formId: string | null;
  reason: 'answers-fail' | 'new-step-unanswered' | 'context';
  /** What the user would read: the form's first message (for a new step: what it asks first). */
  message: string;
  count: number;
  exampleIds: number[];
}

/** In-flight drafts whose saved answers of one step the draft flow throws away. */
export interface DroppedGroup {
  stepId: string;
  stepTitle: string;
  formId: string;
  count: number;
  exampleIds: number[];
}

/** How the in-flight drafts of a flow fare under a draft of it (server/forms/flowImpact.ts). */
export interface FlowImpactReport {
  ok: true;
  flowId: string;
  version: string;
  /** In-flight drafts replayed. */
  checked: number;
  /** Drafts the draft flow stops at a step the flow in effect does not. */
  stuck: number;
  /** Drafts that lose answers. */
  dropping: number;
  stuckAt: StuckGroup[];
  dropped: DroppedGroup[];
  elapsedMs: number;
}

/** A form draft's own fixtures, by name: a name of a file fixture (schemas/forms/<id>/fixtures) replaces it, a new name is added. */
export interface DraftFixtures {
  /** name → answers the form must accept. */
  valid?: Record<string, Record<string, unknown>>;
  /** name → answers and the exact first message the form must refuse them with. */
  invalid?: Record<
    string,
    {
      data: Record<string, unknown>;
      firstError: string;
    }
  >;
}

/** An unsaved draft whose fixtures to run, and optionally answers for the draft to judge (the preview's, to save as a new fixture). */
export interface FixturesCheckBody {
  kind: StudioKind;
  formId: FormId;
  /** A form: {schema, ui, fixtures?} (the same checks as a saved draft). */
  content: unknown;
  /** Answers to judge under the draft. */
  answers?: Record<string, unknown>;
}

/** One fixture's outcome under the draft. */
export interface FixtureResult {
  Name: string;
  Expect: 'valid' | 'invalid';
  Passed: boolean;
  /** The draft's first message for the fixture's answers; null when it accepts them. */
  FirstError: NullableText;
  /** Where that first error is (/Field; '' for the form); null when accepted. */
  Path: NullableText;
  /** An invalid fixture's expected first message; null for a valid one. */
  Expected: NullableText;
  /** The sentence a submission would be refused with for this fixture; null when it passes. */
  Problem: NullableText;
}

/** Every fixture's outcome, valid fixtures first, each in name order (the order a submission runs them in). */
export interface FixturesCheck {
  Passed: number;
  Failed: number;
  Fixtures: FixtureResult[];
  /** The draft's verdict on the answers sent, when some were. */
  Answers?: {
    Valid: boolean;
    FirstError: NullableText;
    Path: NullableText;
  };
}
