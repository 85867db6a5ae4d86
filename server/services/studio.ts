/**
 * The form studio's shared pieces (issue 13 items 2, 3, 5): its refusals, the actor and version views,
 * the role and brand guards and the row helpers the reads, the draft life cycle (studioDrafts.ts) and
 * publication (studioPublication.ts) share. Versions are platform-wide; a draft belongs to its author's
 * brand, and only compliance staff of that brand act on it (decisions.md).
 */
import type { Kysely, Selectable } from 'kysely';
import { canonicalJson, sha256 } from '@/engine';
import { isComplianceRole, isStudioApproverRole } from '@/engine/session/roles';
import { writeTransaction, type Db } from '../db/database';
import type { Database, FormVersionTable, StudioKind } from '../db/schema';
import { badRequest, forbidden, notFound } from '../lib/http';
import type { LoadedForms } from '../forms/loadForms';
import { appendAudit, type NewAuditEntry, type StudioAction } from './studioAudit';
import { checkContent } from './studioContent';
import { displayStatusOf, pickVersionInEffect, type DisplayStatus } from './studioVersions';

export type FormVersionRow = Selectable<FormVersionTable>;

/** Who acts: the session's user, role and the host brand's white-label id. */
export interface StudioActor {
  userId: number;
  role: string;
  whiteLabelId: number;
}

/** The studio's refusals, word for word (the API's Messages). */
export const STUDIO_MESSAGES = {
  forbidden: 'Only compliance staff may do this in the form studio.',
  versionNotFound: 'There is no such version.',
  unknownItem: (kind: StudioKind, formId: string) => `There is no ${kind} "${formId}" in the studio.`,
  unknownBase: (kind: StudioKind, formId: string, version: number) => `Version ${version} of ${kind} "${formId}" does not exist.`,
  otherBrand: "This draft was started by another brand's compliance staff; only they may act on it.",
  notDraft: 'Only a draft can be changed or submitted for review.',
  notAuthor: 'Only the author of a draft may change it or submit it for review.',
  changeNoteRequired: 'A change note is required to submit a version for review.',
  notInReview: 'Only a version in review can be approved or sent back.',
  ownApproval: 'You may not approve or send back your own change: a second person must review it.',
  reviewNoteRequired: 'A note is required to send a version back to its author.',
  notApproved: 'Only an approved version can be published.',
  badEffectiveFrom: 'The effective-from date must be a date and time, now or in the future.',
  notPublished: 'Only a published version can be rolled back to.',
} as const;

/** How far in the past an effective-from may be and still mean "now" (the browser's clock and the request's travel). */
export const EFFECTIVE_FROM_SLACK_MS = 5 * 60_000;

/** One version as the API shows it. */
export interface VersionView {
  Id: number;
  Kind: StudioKind;
  FormId: string;
  Version: number;
  Status: DisplayStatus;
  ContentHash: string;
  AuthorId: number | null;
  AuthorName: string | null;
  ApproverId: number | null;
  ApproverName: string | null;
  CreatedAt: string;
  SubmittedAt: string | null;
  ApprovedAt: string | null;
  PublishedAt: string | null;
  EffectiveFrom: string | null;
  ChangeNote: string | null;
  ReviewNote: string | null;
  BasedOnVersion: number | null;
}

/** A form or flow with its versions, newest first. */
export interface StudioItem {
  Kind: StudioKind;
  FormId: string;
  Title: string;
  /** The version in effect now, or null when none is published yet. */
  InEffect: number | null;
  Versions: VersionView[];
}

/** What can happen to a version: the publish hook lets the server serve a new version at once. */
export interface StudioDeps {
  db: Db;
  forms: LoadedForms;
  /** Called after a publication is stored (the server reloads the versions in effect). */
  onPublished?: () => void | Promise<void>;
}

/**
 * A version's content hash: of what is served — a form's {schema, ui} (not the test cases a draft
 * carries, which change no answer's verdict or print) or the flow — so a submission's stamp, which
 * hashes the {schema, ui} it was validated against, finds its version (`form_version_id`).
 */
export const hashOf = (content: unknown) => {
  if (content && typeof content === 'object' && 'fixtures' in content) {
    const { fixtures: _tests, ...served } = content as Record<string, unknown>;
    return sha256(canonicalJson(served));
  }
  return sha256(canonicalJson(content));
};

export async function namesOf(db: Kysely<Database>, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`]));
}

export function viewOf(row: FormVersionRow, inEffect: number | undefined, now: string, names: Map<number, string>): VersionView {
  return {
    Id: row.id,
    Kind: row.kind,
    FormId: row.form_id,
    Version: row.version,
    Status: displayStatusOf(row, inEffect, now),
    ContentHash: row.content_hash,
    AuthorId: row.author_id,
    AuthorName: row.author_id === null ? null : (names.get(row.author_id) ?? null),
    ApproverId: row.approver_id,
    ApproverName: row.approver_id === null ? null : (names.get(row.approver_id) ?? null),
    CreatedAt: row.created_at,
    SubmittedAt: row.submitted_at,
    ApprovedAt: row.approved_at,
    PublishedAt: row.published_at,
    EffectiveFrom: row.effective_from,
    ChangeNote: row.change_note,
    ReviewNote: row.review_note,
    BasedOnVersion: row.based_on_version,
  };
}

export function requireCompliance(actor: StudioActor): void {
  if (!isComplianceRole(actor.role)) throw forbidden(STUDIO_MESSAGES.forbidden);
}

export function requireReader(actor: StudioActor): void {
  if (!isStudioApproverRole(actor.role)) throw forbidden(STUDIO_MESSAGES.forbidden);
}

export function requireSameBrand(row: FormVersionRow, actor: StudioActor): void {
  if (row.white_label_id !== null && row.white_label_id !== actor.whiteLabelId) throw forbidden(STUDIO_MESSAGES.otherBrand);
}
export async function rowById(db: Kysely<Database>, id: number): Promise<FormVersionRow> {
  const row = await db.selectFrom('form_versions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(STUDIO_MESSAGES.versionNotFound);
  return row;
}

export async function viewById(db: Kysely<Database>, id: number, now: Date): Promise<VersionView & { Content: unknown }> {
  const row = await rowById(db, id);
  const siblings = await db
    .selectFrom('form_versions')
    .select(['version', 'status', 'effective_from'])
    .where('kind', '=', row.kind)
    .where('form_id', '=', row.form_id)
    .execute();
  const at = now.toISOString();
  const names = await namesOf(db, [row.author_id, row.approver_id]);
  return { ...viewOf(row, pickVersionInEffect(siblings, at)?.version, at, names), Content: JSON.parse(row.content_json) as unknown };
}
export function checkOrRefuse(forms: LoadedForms, kind: StudioKind, formId: string, content: unknown) {
  const verdict = checkContent(forms, kind, formId, content);
  if (!verdict.ok) throw badRequest(verdict.message);
  return verdict;
}

/** One write: the change and its audit entry in one transaction. */
export async function inTransaction<T>(
  db: Db,
  change: (trx: Kysely<Database>, at: string) => Promise<{ result: T; audit: NewAuditEntry }>,
): Promise<T> {
  const at = new Date().toISOString();
  return writeTransaction(db, async (trx) => {
    const { result, audit } = await change(trx, at);
    await appendAudit(trx, db.dialect, [audit], at);
    return result;
  });
}

export async function lockedRow(trx: Kysely<Database>, db: Db, id: number): Promise<FormVersionRow> {
  let q = trx.selectFrom('form_versions').selectAll().where('id', '=', id);
  if (db.dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(STUDIO_MESSAGES.versionNotFound);
  return row;
}

export const entry = (row: FormVersionRow, actor: StudioActor, action: StudioAction, detail: Record<string, unknown>): NewAuditEntry => ({
  actorId: actor.userId,
  action,
  kind: row.kind,
  formId: row.form_id,
  version: row.version,
  detail,
});

export async function insertDraft(
  trx: Kysely<Database>,
  actor: StudioActor,
  kind: StudioKind,
  formId: string,
  basedOn: number,
  content: unknown,
  at: string,
  changeNote: string | null,
): Promise<FormVersionRow> {
  const last = await trx
    .selectFrom('form_versions')
    .select('version')
    .where('kind', '=', kind)
    .where('form_id', '=', formId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return trx
    .insertInto('form_versions')
    .values({
      kind,
      form_id: formId,
      version: (last?.version ?? 0) + 1,
      status: 'draft',
      content_json: JSON.stringify(content),
      content_hash: hashOf(content),
      author_id: actor.userId,
      white_label_id: actor.whiteLabelId,
      approver_id: null,
      created_at: at,
      submitted_at: null,
      approved_at: null,
      published_at: null,
      effective_from: null,
      change_note: changeNote,
      review_note: null,
      based_on_version: basedOn,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const blankToNull = (text: string | undefined) => (text && text.trim() ? text.trim() : null);
