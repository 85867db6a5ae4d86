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

/** The impact check's report (server/forms/impactCheck.ts). A form: {ok, formId, version, submissions: {checked, failing, newlyFailing}, openings: {checked, failing, newlyFailing}, groups: [{rule, field, message, count, examples …}], elapsedMs}; a flow: {ok, flowId, version, checked, stuck, dropping, stuckAt: [{stepId, stepTitle, formId, reason, message, count …}], dropped: [{stepId, stepTitle, formId, count …}], elapsedMs}. */
export type ImpactReport = Record<string, unknown>;
