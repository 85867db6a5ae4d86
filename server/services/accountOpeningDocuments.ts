import { createHash } from 'node:crypto';
import { DOCUMENT_FILE_EXTENSIONS, MAX_DOCUMENT_BYTES, documentFileTypeOf } from '@/engine';
import { conflict, HttpError, notFound } from '../lib/http';
import {
  ACCOUNT_OPENING_MESSAGES as M,
  DOCUMENT_TYPES,
  lockOpening,
  openingForActor,
  type Actor,
  type OpeningDeps,
} from './accountOpening';
import { openingView, type OpeningView } from './accountOpeningView';

/** Uploads are at most 10 MB (the multipart limit of the route, and checked again here; the wizard checks it too). */
export { MAX_DOCUMENT_BYTES };

/**
 * A file name safe to store and to send back in Content-Disposition: no path, no control or
 * quoting characters, at most 120 characters, with the extension of its real type.
 */
export function safeFileName(name: string | undefined, extension: string, fallback: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // Control characters are exactly what a stored file name must not keep.
  // eslint-disable-next-line no-control-regex -- control characters are what this strips
  const unsafe = /[\u0000-\u001f\u007f"*:<>?|;]/g;
  const clean = base.normalize('NFC').replace(unsafe, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  const stem = clean.replace(/\.[^.]*$/, '').slice(0, 100) || fallback;
  return `${stem}.${extension}`;
}

/**
 * POST accounts/opening/document/add: stores one uploaded file of a document type with its name,
 * real type, size, SHA-256 and uploader; refused after completion.
 * @throws HttpError 413 over 10 MB, 415 not a PDF, PNG or JPEG, 400 empty, 409 completed
 */
export async function addDocument(
  deps: OpeningDeps,
  actor: Actor,
  openingId: number,
  documentTypeId: number,
  file: { fileName?: string; bytes: Buffer },
): Promise<OpeningView> {
  await openingForActor(deps.db.kysely, actor, openingId);
  if (file.bytes.byteLength === 0) throw new HttpError(400, M.documentEmpty);
  if (file.bytes.byteLength > MAX_DOCUMENT_BYTES) throw new HttpError(413, M.documentTooLarge);
  // The same check by content as the missing-document uploads (the engine's rule).
  const type = documentFileTypeOf(file.bytes);
  if (!type) throw new HttpError(415, M.documentWrongType);
  const detected = { type, extension: DOCUMENT_FILE_EXTENSIONS[type] };
  const typeName = DOCUMENT_TYPES.find((t) => t.Value === documentTypeId)?.Text ?? 'Document';
  const saved = await deps.db.kysely.transaction().execute(async (trx) => {
    const locked = await lockOpening(trx, deps.db.dialect, openingId);
    if (locked.status === 'Completed') throw conflict(M.completed);
    const at = new Date().toISOString();
    await trx
      .insertInto('account_opening_documents')
      .values({
        opening_id: openingId,
        document_type_id: documentTypeId,
        kind: null,
        name: safeFileName(file.fileName, detected.extension, typeName),
        content_type: detected.type,
        size: file.bytes.byteLength,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        content: file.bytes,
        generated: 0,
        signed: 0,
        uploaded_by: actor.userId,
        created_at: at,
      })
      .execute();
    await trx.updateTable('account_openings').set({ updated_at: at }).where('id', '=', openingId).execute();
    return lockOpening(trx, deps.db.dialect, openingId);
  });
  return openingView(deps.db.kysely, saved);
}

/** A document the actor may read or delete: it belongs to an opening the actor may work on. */
async function documentForActor(deps: OpeningDeps, actor: Actor, documentId: number) {
  const doc = await deps.db.kysely
    .selectFrom('account_opening_documents')
    .select(['id', 'opening_id', 'generated', 'name', 'content_type'])
    .where('id', '=', documentId)
    .executeTakeFirst();
  if (!doc) throw notFound(M.documentNotFound);
  await openingForActor(deps.db.kysely, actor, doc.opening_id);
  return doc;
}

/** POST accounts/opening/document/delete: an uploaded document of an unfinished opening. */
export async function deleteDocument(deps: OpeningDeps, actor: Actor, documentId: number): Promise<OpeningView> {
  const doc = await documentForActor(deps, actor, documentId);
  if (doc.generated === 1) throw conflict(M.generatedDocumentKept);
  const saved = await deps.db.kysely.transaction().execute(async (trx) => {
    const locked = await lockOpening(trx, deps.db.dialect, doc.opening_id);
    if (locked.status === 'Completed') throw conflict(M.completed);
    await trx.deleteFrom('account_opening_documents').where('id', '=', documentId).execute();
    await trx.updateTable('account_openings').set({ updated_at: new Date().toISOString() }).where('id', '=', doc.opening_id).execute();
    return lockOpening(trx, deps.db.dialect, doc.opening_id);
  });
  return openingView(deps.db.kysely, saved);
}

/** GET accounts/opening/document: the file, for an actor who may work on its opening. */
export async function readDocument(deps: OpeningDeps, actor: Actor, documentId: number) {
  const doc = await documentForActor(deps, actor, documentId);
  const row = await deps.db.kysely
    .selectFrom('account_opening_documents')
    .select(['content', 'sha256'])
    .where('id', '=', documentId)
    .executeTakeFirstOrThrow();
  return { name: doc.name, contentType: doc.content_type, content: Buffer.from(row.content), sha256: row.sha256 };
}
