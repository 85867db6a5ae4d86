/** The form studio's publication (now or scheduled) and rollback to an earlier published version. */
import { badRequest, conflict } from '../lib/http';
import {
  EFFECTIVE_FROM_SLACK_MS,
  entry,
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
