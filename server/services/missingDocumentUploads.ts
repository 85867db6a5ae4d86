import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest, conflict, forbidden, HttpError, MESSAGES, notFound } from '../lib/http';
import type { SessionClaims } from '../plugins/auth';
import { isBrandAdminRole, isClientRole } from '@/engine/session/roles';
import {
  MISSING_DOCUMENT_MAX_UPLOAD_BYTES,
  MISSING_DOCUMENT_REVIEW_NOTE_MAX_LENGTH,
  MISSING_DOCUMENT_USER_MESSAGE_MAX_LENGTH,
} from '@/engine/constants';
import { MISSING_DOCUMENT_TEXTS as T } from '@/engine/messages/complianceTexts';
import { DOCUMENT_FILE_EXTENSIONS, documentFileNameMatches, documentFileTypeOf } from '@/engine/rules/documentFileType';
import type { MissingDocument, MissingDocumentReviewEntry } from '@/types/generated/api/compliance';
import { safeFileName } from './accountOpeningDocuments';
import { queueEmail } from './outbox';
import { fullName } from './users';
import {
  missingDocumentClientOf,
  missingDocumentOf,
  missingDocumentRowById,
  uploadedDocumentRows,
  type MissingDocumentRow,
} from './missingDocuments';

/** Who acts: the session's user (the client when "Login As") and, when acting as the client, the adviser. */
export interface MissingDocumentActor {
  userId: number;
  role: string;
  impersonatorId: number | null;
  /** The brand of the portal address the call came through. */
  whiteLabelId: number;
}

/** The actor of a session on a brand's portal. */
export const missingDocumentActorOf = (session: SessionClaims, whiteLabelId: number): MissingDocumentActor => ({
  userId: Number(session.nameid),
  role: session.role,
  impersonatorId: session.impersonator === undefined ? null : Number(session.impersonator),
  whiteLabelId,
});

/** The user who really acts: the adviser when acting as the client ("Login As"), else the session's user. */
const actingUserOf = (actor: MissingDocumentActor) => actor.impersonatorId ?? actor.userId;

/** What a multipart upload carried (the route reads it; this module checks it). */
export interface MissingDocumentUpload {
  fileName?: string;
  /** The file's bytes; undefined when no file part came. */
  bytes?: Buffer;
  userMessage?: string;
  status?: string;
}

/** Characters a stored message must not hold (line breaks and tabs are kept). */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * The client's own missing-document item on this brand, or 404 (another user's or brand's item is
 * never revealed); a read-only client is refused with 403.
 * @throws HttpError 403 clientreadonly, 404 not the caller's item
 */
export async function ownMissingDocument(
  db: Kysely<Database>,
  actor: MissingDocumentActor,
  documentId: number,
): Promise<MissingDocumentRow> {
  if (actor.role === 'clientreadonly') throw forbidden(MESSAGES.readOnly);
  const row = await missingDocumentRowById(db, documentId);
  if (!row || row.user_id !== actor.userId || row.white_label_id !== actor.whiteLabelId || !isClientRole(actor.role)) {
    throw notFound(T.notFound);
  }
  return row;
}

/**
 * The refusal of an upload's fields, checked before its file: a status other than 'uploaded', a
 * message over MISSING_DOCUMENT_USER_MESSAGE_MAX_LENGTH characters or with control characters.
 */
export function uploadFieldsRefusal(upload: Pick<MissingDocumentUpload, 'status' | 'userMessage'>): HttpError | null {
  if (upload.status !== undefined && upload.status !== 'uploaded') return badRequest(T.wrongStatus);
  const message = upload.userMessage ?? '';
  if ([...message].length > MISSING_DOCUMENT_USER_MESSAGE_MAX_LENGTH) return badRequest(T.userMessageTooLong);
  if (CONTROL.test(message)) return badRequest(T.userMessageInvalid);
  return null;
}

/**
 * PUT missing-documents/{id}: stores the file (PDF, JPEG or PNG by content, at most
 * MISSING_DOCUMENT_MAX_UPLOAD_BYTES) and marks the item uploaded, in one transaction, so it enters
 * client servicing's review queue. A new upload while one waits for review replaces it as the
 * item's upload (the earlier file stays stored, no longer served); an approved item takes none.
 * Client servicing (the brand's whitelabeladmin and ownerofbusiness users) is told by e-mail.
 * @throws HttpError 400 no file / empty / bad fields, 413 too large, 415 not PDF/JPEG/PNG, 404, 403, 409 approved
 */
export async function uploadMissingDocument(
  db: Kysely<Database>,
  actor: MissingDocumentActor,
  documentId: number,
  upload: MissingDocumentUpload,
): Promise<MissingDocument> {
  const row = await ownMissingDocument(db, actor, documentId);
  if (row.status === 'approved') throw conflict(T.alreadyApproved);
  const fieldsRefusal = uploadFieldsRefusal(upload);
  if (fieldsRefusal) throw fieldsRefusal;
  const bytes = upload.bytes;
  if (!bytes) throw badRequest(T.noFile);
  if (bytes.byteLength === 0) throw badRequest(T.emptyFile);
  if (bytes.byteLength > MISSING_DOCUMENT_MAX_UPLOAD_BYTES) throw new HttpError(413, T.tooLarge);
  const type = documentFileTypeOf(bytes);
  if (!type) throw new HttpError(415, T.wrongType);
  if (!documentFileNameMatches(upload.fileName, type)) throw new HttpError(415, T.nameMismatch);
  const fileName = safeFileName(upload.fileName, DOCUMENT_FILE_EXTENSIONS[type], row.document_type);
  const userMessage = upload.userMessage?.trim() ? upload.userMessage.trim() : null;
  const acting = actingUserOf(actor);

  await db.transaction().execute(async (trx) => {
    const at = new Date().toISOString();
    await trx
      .insertInto('missing_document_files')
      .values({
        document_id: documentId,
        user_id: acting,
        white_label_id: row.white_label_id,
        file_name: fileName,
        content_type: type,
        size: bytes.byteLength,
        content: bytes,
        created_at: at,
      })
      .execute();
    const updated = await trx
      .updateTable('missing_documents')
      .set({
        status: 'uploaded',
        uploaded_at: at,
        uploaded_by: acting,
        user_message: userMessage,
        submission_id: null,
        review_note: null,
        reviewed_by: null,
        reviewed_at: null,
      })
      .where('id', '=', documentId)
      .where('status', '!=', 'approved')
      .executeTakeFirst();
    // Approved by client servicing between the read above and now: the file is not kept.
    if (Number(updated.numUpdatedRows) !== 1) throw conflict(T.alreadyApproved);
    await tellClientServicing(trx, row, fileName);
  });
  return missingDocumentOf((await missingDocumentRowById(db, documentId))!);
}

/** An e-mail to each whitelabeladmin and ownerofbusiness of the client's brand: an upload waits for review. */
async function tellClientServicing(db: Kysely<Database>, row: MissingDocumentRow, fileName: string): Promise<void> {
  const staff = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('white_label_id', '=', row.white_label_id)
    .where('role', 'in', ['whitelabeladmin', 'ownerofbusiness'])
    .orderBy('id')
    .execute();
  for (const s of staff) {
    await queueEmail(db, {
      whiteLabelId: row.white_label_id,
      userId: s.id,
      to: s.email,
      kind: 'missing-document-uploaded',
      subject: `Missing document uploaded: ${row.document_type} (${row.number})`,
      body: `${fullName(row)} uploaded ${fileName} for "${row.message}" on account ${row.number}. It waits for your review in the missing-documents review queue.`,
    });
  }
}

/**
 * May this session read the files of this item? Its client (also an adviser acting as it), the
 * client's consultant, and the whitelabeladmin and ownerofbusiness users of the client's brand —
 * always on the client's own brand's portal.
 */
async function mayReadFiles(db: Kysely<Database>, actor: MissingDocumentActor, row: MissingDocumentRow): Promise<boolean> {
  if (row.white_label_id !== actor.whiteLabelId) return false;
  if (isClientRole(actor.role)) return row.user_id === actor.userId;
  const me = await db.selectFrom('users').select(['id', 'white_label_id']).where('id', '=', actor.userId).executeTakeFirst();
  if (!me || me.white_label_id !== row.white_label_id) return false;
  if (actor.role === 'consultant') return row.consultant_id === me.id;
  return isBrandAdminRole(actor.role);
}

/**
 * GET missing-documents/{id}/file: the file uploaded to the item (its latest upload), or 404 —
 * also when the caller may not read it, so another user's or brand's file is never revealed.
 * @throws HttpError 404
 */
export async function missingDocumentFile(db: Kysely<Database>, actor: MissingDocumentActor, documentId: number) {
  const row = await missingDocumentRowById(db, documentId);
  if (!row || !(await mayReadFiles(db, actor, row)) || row.submission_id !== null) throw notFound(T.fileNotFound);
  const file = await db
    .selectFrom('missing_document_files')
    .select(['file_name', 'content_type', 'size', 'content'])
    .where('document_id', '=', documentId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!file) throw notFound(T.fileNotFound);
  return { fileName: file.file_name, contentType: file.content_type, content: Buffer.from(file.content) };
}

/** GET missing-documents/review-queue: the brand's uploads waiting for review, oldest first. */
export async function missingDocumentReviewQueue(db: Kysely<Database>, whiteLabelId: number): Promise<MissingDocumentReviewEntry[]> {
  return (await uploadedDocumentRows(db, whiteLabelId)).map((r) => ({
    Document: missingDocumentOf(r),
    Client: missingDocumentClientOf(r),
  }));
}

/**
 * POST missing-documents/{id}/review by client servicing (whitelabeladmin, ownerofbusiness of the
 * client's brand): 'approved' approves the upload; 'incomplete' sends it back to the client with the
 * note, which the client sees with the item. Only an uploaded item can be reviewed. The client is
 * told by e-mail.
 * @throws HttpError 404 not of the brand, 409 not waiting for review, 400 note too long
 */
export async function reviewMissingDocument(
  db: Kysely<Database>,
  actor: MissingDocumentActor,
  documentId: number,
  review: { Status: 'approved' | 'incomplete'; Note?: string },
): Promise<MissingDocument> {
  const row = await missingDocumentRowById(db, documentId);
  if (!row || !isBrandAdminRole(actor.role) || !(await mayReadFiles(db, actor, row))) throw notFound(T.notFound);
  const note = review.Note?.trim() ? review.Note.trim() : null;
  if (note && [...note].length > MISSING_DOCUMENT_REVIEW_NOTE_MAX_LENGTH) throw badRequest(T.reviewNoteTooLong);
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('missing_documents')
      .set({ status: review.Status, review_note: note, reviewed_by: actingUserOf(actor), reviewed_at: new Date().toISOString() })
      .where('id', '=', documentId)
      .where('status', '=', 'uploaded')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw conflict(T.notUploaded);
    const client = await trx
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name'])
      .where('id', '=', row.user_id)
      .executeTakeFirstOrThrow();
    const approved = review.Status === 'approved';
    await queueEmail(trx, {
      whiteLabelId: row.white_label_id,
      userId: client.id,
      to: client.email,
      kind: 'missing-document-reviewed',
      subject: approved ? `Document approved: ${row.message}` : `Document needs your attention: ${row.message}`,
      body: approved
        ? `Dear ${fullName(client)},\n\nthe document you uploaded for "${row.message}" on account ${row.number} has been approved.`
        : `Dear ${fullName(client)},\n\nthe document you uploaded for "${row.message}" on account ${row.number} could not be accepted.${note ? `\n\n${note}` : ''}\n\nPlease upload it again in the Missing Documents section of My Account.`,
    });
  });
  return missingDocumentOf((await missingDocumentRowById(db, documentId))!);
}
