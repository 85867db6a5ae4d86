/**
 * The form studio's life cycle (issue 13 items 2, 3, 5): drafts of forms and flows, review with the
 * fixtures, approval by a second person, publication (now or scheduled), rollback, every action in
 * the hash-chained audit log. Versions are platform-wide; a draft belongs to its author's brand, and
 * only compliance staff of that brand act on it (decisions.md).
 */
import type { Kysely, Selectable } from 'kysely';
import { canonicalJson, sha256 } from '@/engine';
import { isComplianceRole, isStudioApproverRole } from '@/engine/session/roles';
import { writeTransaction, type Db } from '../db/database';
import type { Database, FormVersionTable, StudioKind } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../lib/http';
import type { LoadedForms } from '../forms/loadForms';
import type { FlowImpactReport, FormImpactReport } from '@/types/generated/api/studio';
import { checkFlowImpact } from '../forms/flowImpact';
import { checkFormImpact } from '../forms/formImpact';
import { appendAudit, type NewAuditEntry, type StudioAction } from './studioAudit';
import { checkContent, fixturesFor, runFixtures, type FormContent } from './studioContent';
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
const hashOf = (content: unknown) => {
  if (content && typeof content === 'object' && 'fixtures' in content) {
    const { fixtures: _tests, ...served } = content as Record<string, unknown>;
    return sha256(canonicalJson(served));
  }
  return sha256(canonicalJson(content));
};

async function namesOf(db: Kysely<Database>, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.id, `${r.first_name} ${r.last_name}`]));
}

function viewOf(row: FormVersionRow, inEffect: number | undefined, now: string, names: Map<number, string>): VersionView {
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

function titleOf(row: FormVersionRow): string {
  const content = JSON.parse(row.content_json) as { title?: unknown; schema?: { title?: unknown } };
  const title = row.kind === 'form' ? content.schema?.title : content.title;
  return typeof title === 'string' ? title : row.form_id;
}

function requireCompliance(actor: StudioActor): void {
  if (!isComplianceRole(actor.role)) throw forbidden(STUDIO_MESSAGES.forbidden);
}

function requireReader(actor: StudioActor): void {
  if (!isStudioApproverRole(actor.role)) throw forbidden(STUDIO_MESSAGES.forbidden);
}

function requireSameBrand(row: FormVersionRow, actor: StudioActor): void {
  if (row.white_label_id !== null && row.white_label_id !== actor.whiteLabelId) throw forbidden(STUDIO_MESSAGES.otherBrand);
}

/**
 * Every form and flow with its versions and their status now.
 * @param deps - the database
 * @param actor - compliance or whitelabelmaster
 * @param now - the time the statuses are read at
 */
export async function listStudioItems(deps: Pick<StudioDeps, 'db'>, actor: StudioActor, now = new Date()): Promise<StudioItem[]> {
  requireReader(actor);
  const at = now.toISOString();
  const rows = await deps.db.kysely
    .selectFrom('form_versions')
    .selectAll()
    .orderBy('kind', 'asc')
    .orderBy('form_id', 'asc')
    .orderBy('version', 'desc')
    .execute();
  const names = await namesOf(
    deps.db.kysely,
    rows.flatMap((r) => [r.author_id, r.approver_id]),
  );
  const groups = new Map<string, FormVersionRow[]>();
  for (const row of rows) {
    const key = `${row.kind}:${row.form_id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((versions) => {
    const inEffect = pickVersionInEffect(versions, at);
    return {
      Kind: versions[0].kind,
      FormId: versions[0].form_id,
      Title: titleOf(inEffect ?? versions[versions.length - 1]),
      InEffect: inEffect?.version ?? null,
      Versions: versions.map((v) => viewOf(v, inEffect?.version, at, names)),
    };
  });
}

async function rowById(db: Kysely<Database>, id: number): Promise<FormVersionRow> {
  const row = await db.selectFrom('form_versions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(STUDIO_MESSAGES.versionNotFound);
  return row;
}

async function viewById(db: Kysely<Database>, id: number, now: Date): Promise<VersionView & { Content: unknown }> {
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

/**
 * One version with its content.
 * @param deps - the database
 * @param actor - compliance or whitelabelmaster
 * @param id - the version's row id
 */
export async function getStudioVersion(deps: Pick<StudioDeps, 'db'>, actor: StudioActor, id: number, now = new Date()) {
  requireReader(actor);
  return viewById(deps.db.kysely, id, now);
}

/**
 * The version of a form or flow in effect at a time.
 * @param deps - the database
 * @param actor - compliance or whitelabelmaster
 * @param kind - form or flow
 * @param formId - its id
 * @param at - the time asked about
 */
export async function getVersionInEffect(deps: Pick<StudioDeps, 'db'>, actor: StudioActor, kind: StudioKind, formId: string, at: Date) {
  requireReader(actor);
  const rows = await deps.db.kysely
    .selectFrom('form_versions')
    .selectAll()
    .where('kind', '=', kind)
    .where('form_id', '=', formId)
    .execute();
  if (!rows.length) throw notFound(STUDIO_MESSAGES.unknownItem(kind, formId));
  const found = pickVersionInEffect(rows, at.toISOString());
  if (!found) throw notFound(STUDIO_MESSAGES.versionNotFound);
  return viewById(deps.db.kysely, found.id, new Date());
}

function checkOrRefuse(forms: LoadedForms, kind: StudioKind, formId: string, content: unknown) {
  const verdict = checkContent(forms, kind, formId, content);
  if (!verdict.ok) throw badRequest(verdict.message);
  return verdict;
}

/** One write: the change and its audit entry in one transaction. */
async function inTransaction<T>(
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

async function lockedRow(trx: Kysely<Database>, db: Db, id: number): Promise<FormVersionRow> {
  let q = trx.selectFrom('form_versions').selectAll().where('id', '=', id);
  if (db.dialect === 'postgres') q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(STUDIO_MESSAGES.versionNotFound);
  return row;
}

const entry = (row: FormVersionRow, actor: StudioActor, action: StudioAction, detail: Record<string, unknown>): NewAuditEntry => ({
  actorId: actor.userId,
  action,
  kind: row.kind,
  formId: row.form_id,
  version: row.version,
  detail,
});

async function insertDraft(
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

const blankToNull = (text: string | undefined) => (text && text.trim() ? text.trim() : null);

/**
 * A new draft of a form or flow, based on one of its versions. The content must pass the checks
 * (meta-schema, strict compile).
 * @param deps - database and served forms
 * @param actor - a compliance user
 * @param input - kind, id, the version it is based on, the content and an optional change note
 */
export async function createDraft(
  deps: StudioDeps,
  actor: StudioActor,
  input: { kind: StudioKind; formId: string; basedOnVersion: number; content: unknown; changeNote?: string },
  now = new Date(),
) {
  requireCompliance(actor);
  const { kind, formId, basedOnVersion, content } = input;
  const base = await deps.db.kysely
    .selectFrom('form_versions')
    .select('id')
    .where('kind', '=', kind)
    .where('form_id', '=', formId)
    .where('version', '=', basedOnVersion)
    .executeTakeFirst();
  if (!base) {
    const any = await deps.db.kysely
      .selectFrom('form_versions')
      .select('id')
      .where('kind', '=', kind)
      .where('form_id', '=', formId)
      .executeTakeFirst();
    if (!any) throw notFound(STUDIO_MESSAGES.unknownItem(kind, formId));
    throw badRequest(STUDIO_MESSAGES.unknownBase(kind, formId, basedOnVersion));
  }
  checkOrRefuse(deps.forms, kind, formId, content);
  const row = await inTransaction(deps.db, async (trx, at) => {
    const draft = await insertDraft(trx, actor, kind, formId, basedOnVersion, content, at, blankToNull(input.changeNote));
    return { result: draft, audit: entry(draft, actor, 'draft_created', { basedOnVersion, contentHash: draft.content_hash }) };
  });
  return viewById(deps.db.kysely, row.id, now);
}

/**
 * Changes a draft's content (its author only).
 * @param deps - database and served forms
 * @param actor - the draft's author
 * @param id - the version's row id
 * @param input - the new content and optionally a change note
 */
export async function editDraft(
  deps: StudioDeps,
  actor: StudioActor,
  id: number,
  input: { content: unknown; changeNote?: string },
  now = new Date(),
) {
  requireCompliance(actor);
  await inTransaction(deps.db, async (trx) => {
    const row = await lockedRow(trx, deps.db, id);
    requireSameBrand(row, actor);
    if (row.status !== 'draft') throw conflict(STUDIO_MESSAGES.notDraft);
    if (row.author_id !== actor.userId) throw forbidden(STUDIO_MESSAGES.notAuthor);
    checkOrRefuse(deps.forms, row.kind, row.form_id, input.content);
    const contentHash = hashOf(input.content);
    await trx
      .updateTable('form_versions')
      .set({
        content_json: JSON.stringify(input.content),
        content_hash: contentHash,
        ...(input.changeNote !== undefined ? { change_note: blankToNull(input.changeNote) } : {}),
      })
      .where('id', '=', id)
      .execute();
    return { result: null, audit: entry(row, actor, 'draft_edited', { contentHash }) };
  });
  return viewById(deps.db.kysely, id, now);
}

/**
 * Submits a draft for review: its author, with a change note; a form's fixtures must all pass.
 * @param deps - database and served forms
 * @param actor - the draft's author
 * @param id - the version's row id
 * @param changeNote - what changed and why
 */
export async function submitForReview(deps: StudioDeps, actor: StudioActor, id: number, changeNote: string | undefined, now = new Date()) {
  requireCompliance(actor);
  await inTransaction(deps.db, async (trx, at) => {
    const row = await lockedRow(trx, deps.db, id);
    requireSameBrand(row, actor);
    if (row.status !== 'draft') throw conflict(STUDIO_MESSAGES.notDraft);
    if (row.author_id !== actor.userId) throw forbidden(STUDIO_MESSAGES.notAuthor);
    const note = blankToNull(changeNote);
    if (!note) throw badRequest(STUDIO_MESSAGES.changeNoteRequired);
    const content = JSON.parse(row.content_json) as unknown;
    const verdict = checkOrRefuse(deps.forms, row.kind, row.form_id, content);
    let fixturesPassed = 0;
    if (row.kind === 'form' && verdict.registry) {
      const folder = deps.forms.folders.find((f) => f.id === row.form_id);
      const run = runFixtures(verdict.registry, row.form_id, fixturesFor(folder?.dir, (content as FormContent).fixtures));
      if (!run.ok) throw badRequest(run.message);
      fixturesPassed = run.passed;
    }
    await trx
      .updateTable('form_versions')
      .set({ status: 'in_review', submitted_at: at, change_note: note, review_note: null })
      .where('id', '=', id)
      .execute();
    return { result: null, audit: entry(row, actor, 'submitted', { changeNote: note, fixturesPassed }) };
  });
  return viewById(deps.db.kysely, id, now);
}

async function review(
  deps: StudioDeps,
  actor: StudioActor,
  id: number,
  decision: 'approve' | 'reject',
  note: string | undefined,
  now: Date,
) {
  if (!isStudioApproverRole(actor.role)) throw forbidden(STUDIO_MESSAGES.forbidden);
  await inTransaction(deps.db, async (trx, at) => {
    const row = await lockedRow(trx, deps.db, id);
    requireSameBrand(row, actor);
    if (row.status !== 'in_review') throw conflict(STUDIO_MESSAGES.notInReview);
    if (row.author_id === actor.userId) throw forbidden(STUDIO_MESSAGES.ownApproval);
    if (decision === 'approve') {
      await trx
        .updateTable('form_versions')
        .set({ status: 'approved', approver_id: actor.userId, approved_at: at })
        .where('id', '=', id)
        .execute();
      return { result: null, audit: entry(row, actor, 'approved', { contentHash: row.content_hash }) };
    }
    const reviewNote = blankToNull(note);
    if (!reviewNote) throw badRequest(STUDIO_MESSAGES.reviewNoteRequired);
    await trx
      .updateTable('form_versions')
      .set({ status: 'draft', submitted_at: null, review_note: reviewNote })
      .where('id', '=', id)
      .execute();
    return { result: null, audit: entry(row, actor, 'rejected', { note: reviewNote }) };
  });
  return viewById(deps.db.kysely, id, now);
}

/**
 * Approves a version in review: compliance or whitelabelmaster of the draft's brand, never its author.
 * @param deps - database and served forms
 * @param actor - the approver
 * @param id - the version's row id
 */
export const approveVersion = (deps: StudioDeps, actor: StudioActor, id: number, now = new Date()) =>
  review(deps, actor, id, 'approve', undefined, now);

/**
 * Sends a version in review back to draft with a note (same reviewers as approval).
 * @param deps - database and served forms
 * @param actor - the reviewer
 * @param id - the version's row id
 * @param note - why
 */
export const rejectVersion = (deps: StudioDeps, actor: StudioActor, id: number, note: string | undefined, now = new Date()) =>
  review(deps, actor, id, 'reject', note, now);

/**
 * Publishes an approved version from a time: now (in effect at once) or later (scheduled).
 * @param deps - database, served forms and the publish hook
 * @param actor - compliance of the draft's brand
 * @param id - the version's row id
 * @param effectiveFrom - an ISO date-time, or undefined for now
 */
export async function publishVersion(
  deps: StudioDeps,
  actor: StudioActor,
  id: number,
  effectiveFrom: string | undefined,
  now = new Date(),
) {
  requireCompliance(actor);
  let from = now.toISOString();
  if (effectiveFrom !== undefined) {
    const asked = new Date(effectiveFrom);
    if (Number.isNaN(asked.getTime()) || asked.getTime() < now.getTime() - EFFECTIVE_FROM_SLACK_MS)
      throw badRequest(STUDIO_MESSAGES.badEffectiveFrom);
    if (asked.getTime() > now.getTime()) from = asked.toISOString();
  }
  await inTransaction(deps.db, async (trx, at) => {
    const row = await lockedRow(trx, deps.db, id);
    requireSameBrand(row, actor);
    if (row.status !== 'approved') throw conflict(STUDIO_MESSAGES.notApproved);
    await trx
      .updateTable('form_versions')
      .set({ status: 'published', published_at: at, effective_from: from })
      .where('id', '=', id)
      .execute();
    return {
      result: null,
      audit: entry(row, actor, 'published', { effectiveFrom: from, scheduled: from > at, contentHash: row.content_hash }),
    };
  });
  await deps.onPublished?.();
  return viewById(deps.db.kysely, id, now);
}

/**
 * Rolls back to an earlier published version: a new draft with its content, which then goes through
 * the same review, approval and publication.
 * @param deps - database and served forms
 * @param actor - a compliance user (the new draft's author)
 * @param id - the row id of the published version to return to
 */
export async function rollbackTo(deps: StudioDeps, actor: StudioActor, id: number, now = new Date()) {
  requireCompliance(actor);
  const row = await inTransaction(deps.db, async (trx, at) => {
    const target = await lockedRow(trx, deps.db, id);
    if (target.status !== 'published') throw conflict(STUDIO_MESSAGES.notPublished);
    const content = JSON.parse(target.content_json) as unknown;
    const draft = await insertDraft(trx, actor, target.kind, target.form_id, target.version, content, at, null);
    return {
      result: draft,
      audit: entry(draft, actor, 'rollback_created', { rollbackTo: target.version, contentHash: draft.content_hash }),
    };
  });
  return viewById(deps.db.kysely, row.id, now);
}

/**
 * The impact of a version against real data (issue 13 item 3): a form's draft validated against every
 * stored submission and in-flight opening's answers, a flow's draft replayed over the in-flight drafts
 * (server/forms/formImpact.ts, flowImpact.ts). Reads only; any version may be checked, a draft most usefully.
 * @param deps - database and served forms (the versions in effect, to compare with)
 * @param actor - compliance or whitelabelmaster
 * @param id - the version's row id
 * @returns the report; 400 with the check's sentence when the content cannot be checked
 */
export async function impactOf(deps: StudioDeps, actor: StudioActor, id: number): Promise<FormImpactReport | FlowImpactReport> {
  requireReader(actor);
  const row = await rowById(deps.db.kysely, id);
  const content = JSON.parse(row.content_json) as unknown;
  const impactDeps = { db: deps.db.kysely, forms: deps.forms };
  const result =
    row.kind === 'form'
      ? await checkFormImpact(impactDeps, { id: row.form_id, ...(content as Pick<FormContent, 'schema' | 'ui'>) })
      : await checkFlowImpact(impactDeps, content);
  if (!result.ok) throw badRequest(result.error);
  return result;
}
