import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { conflict, HttpError } from '../lib/http';
import { DocuSignError } from './signing/docusign';
import {
  ACCOUNT_OPENING_MESSAGES as M,
  lockOpening,
  now,
  openingForActor,
  type Actor,
  type OpeningDeps,
  type OpeningRow,
} from './accountOpening';
import { openingView, type OpeningView } from './accountOpeningView';

// Starting and deleting an opening, and undoing a signing that a changed answer makes stale.

/**
 * Starts an opening for an existing client of the brand (already checked by the caller) or for a
 * new client (null), created at completion.
 */
export async function startOpening(deps: OpeningDeps, actor: Actor, clientId: number | null): Promise<OpeningView> {
  const at = now();
  const row = await deps.db.kysely
    .insertInto('account_openings')
    .values({
      white_label_id: actor.whiteLabelId,
      client_id: clientId,
      created_by: actor.userId,
      impersonator_id: actor.impersonatorId,
      status: 'InProgress',
      last_saved_step: null,
      is_manual: 0,
      is_docusign: 0,
      envelope_id: null,
      account_id: null,
      created_at: at,
      updated_at: at,
      signing_started_at: null,
      completed_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return openingView(deps.db.kysely, row);
}

/** Removes an unfinished opening with everything saved for it (an opening that became no account keeps no personal data). */
export async function deleteOpening(deps: OpeningDeps, actor: Actor, openingId: number): Promise<void> {
  const opening = await openingForActor(deps.db.kysely, actor, openingId);
  if (opening.status === 'Completed') throw conflict(M.completed);
  await voidPendingEnvelope(deps, opening);
  await deps.db.kysely.transaction().execute(async (trx) => {
    const opening = await lockOpening(trx, deps.db.dialect, openingId);
    if (opening.status === 'Completed') throw conflict(M.completed);
    await trx.deleteFrom('account_opening_signers').where('opening_id', '=', openingId).execute();
    await trx.deleteFrom('account_opening_documents').where('opening_id', '=', openingId).execute();
    await trx.deleteFrom('account_opening_sections').where('opening_id', '=', openingId).execute();
    await trx.deleteFrom('account_openings').where('id', '=', openingId).execute();
  });
}

/**
 * Voids the DocuSign envelope of an opening whose signing is pending, before a change discards its
 * documents: the signers must not be able to sign documents that no longer say what was saved. The
 * recipients are read first: if anybody signed, nothing is voided and the change is refused (409,
 * as for the portal's signing). An envelope DocuSign no longer knows or can no longer void (already
 * voided) counts as withdrawn. When DocuSign cannot be asked, the change is refused (502) and
 * everything stays as it was.
 */
export async function voidPendingEnvelope(deps: OpeningDeps, opening: OpeningRow): Promise<void> {
  if (opening.status !== 'Signing' || opening.is_docusign !== 1 || !opening.envelope_id) return;
  const adapter = deps.docuSign?.() ?? null;
  if (!adapter) throw new HttpError(502, M.envelopeNotWithdrawn);
  try {
    const status = await adapter.status(opening.envelope_id);
    if (status.signers.some((s) => s.signedAt)) throw conflict(M.signingStarted);
    await adapter.void(opening.envelope_id, M.envelopeVoidReason);
  } catch (e) {
    if (e instanceof HttpError) throw e;
    if (e instanceof DocuSignError && (e.status === 404 || e.errorCode === 'ENVELOPE_CANNOT_VOID_INVALID_STATE')) return;
    throw new HttpError(502, M.envelopeNotWithdrawn);
  }
}

/** Clears what signing produced, so a changed answer is signed again; refused once someone signed. */
export async function undoSigning(trx: Transaction<Database>, opening: OpeningRow): Promise<void> {
  if (opening.status !== 'Signing') return;
  const signed = await trx
    .selectFrom('account_opening_signers')
    .select('signer_order')
    .where('opening_id', '=', opening.id)
    .where('signed_at', 'is not', null)
    .executeTakeFirst();
  if (signed) throw conflict(M.signingStarted);
  await trx.deleteFrom('account_opening_signers').where('opening_id', '=', opening.id).execute();
  await trx.deleteFrom('account_opening_documents').where('opening_id', '=', opening.id).where('generated', '=', 1).execute();
  await trx
    .updateTable('account_openings')
    .set({ status: 'InProgress', is_manual: 0, is_docusign: 0, envelope_id: null, signing_started_at: null })
    .where('id', '=', opening.id)
    .execute();
}
