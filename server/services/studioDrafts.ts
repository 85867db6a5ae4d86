/** The form studio's draft life cycle: create, edit, submit for review, approve or send back. */
import type { StudioKind } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../lib/http';
import { isStudioApproverRole } from '@/engine/session/roles';
import { fixturesFor, runFixtures, type FormContent } from './studioContent';
import {
  blankToNull,
  checkOrRefuse,
  entry,
  hashOf,
  insertDraft,
  inTransaction,
  lockedRow,
  requireCompliance,
  requireSameBrand,
  STUDIO_MESSAGES,
  viewById,
  type StudioActor,
  type StudioDeps,
} from './studio';

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
