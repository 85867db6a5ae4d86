import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../lib/http';
import { daysSince, toDayMonthYear } from '../lib/dates';
import { MISSING_DOCUMENT_MIN_ACCOUNT_AGE_DAYS } from '@/engine/constants';
import { MISSING_DOCUMENT_TEXTS as T } from '@/engine/messages/complianceTexts';
import type { MissingDocument, MissingDocumentClient, MissingDocumentItem } from '@/types/generated/api/compliance';

export type MissingDocumentStatus = 'incomplete' | 'uploaded' | 'approved';

/** Missing-document items with their account, client and latest uploaded file name (see missingDocumentRows). */
function documentsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('missing_documents')
    .innerJoin('accounts', 'accounts.id', 'missing_documents.account_id')
    .innerJoin('users', 'users.id', 'missing_documents.user_id')
    .select((eb) => [
      'missing_documents.id',
      'missing_documents.document_type',
      'missing_documents.message',
      'missing_documents.status',
      'missing_documents.uploaded_at',
      'missing_documents.user_message',
      'missing_documents.review_note',
      'missing_documents.submission_id',
      'accounts.id as account_id',
      'accounts.number',
      'accounts.created_at',
      'users.id as user_id',
      'users.first_name',
      'users.last_name',
      'users.white_label_id',
      'users.consultant_id',
      eb
        .selectFrom('missing_document_files')
        .select('missing_document_files.file_name')
        .whereRef('missing_document_files.document_id', '=', 'missing_documents.id')
        .orderBy('missing_document_files.id', 'desc')
        .limit(1)
        .as('file_name'),
    ]);
}

/**
 * The missing-document items of clients with their account and client, and the name of the file
 * uploaded to each (the latest upload; none when a form submission answered it), grouped by account
 * (account, then item order). Approved items only with `includeApproved` (a client sees them).
 */
export async function missingDocumentRows(db: Kysely<Database>, clientIds: number[], options: { includeApproved: boolean }) {
  if (!clientIds.length) return [];
  let q = documentsQuery(db).where('missing_documents.user_id', 'in', clientIds);
  if (!options.includeApproved) q = q.where('missing_documents.status', '!=', 'approved');
  return q.orderBy('accounts.id').orderBy('missing_documents.id').execute();
}

/** One missing-document item with its account, client (brand, consultant) and latest file name. */
export function missingDocumentRowById(db: Kysely<Database>, documentId: number) {
  return documentsQuery(db).where('missing_documents.id', '=', documentId).executeTakeFirst();
}

/** The uploaded items of a brand's clients waiting for client servicing's review, oldest upload first. */
export function uploadedDocumentRows(db: Kysely<Database>, whiteLabelId: number) {
  return documentsQuery(db)
    .where('users.white_label_id', '=', whiteLabelId)
    .where('missing_documents.status', '=', 'uploaded')
    .orderBy('missing_documents.uploaded_at')
    .orderBy('missing_documents.id')
    .execute();
}

export type MissingDocumentRow = Awaited<ReturnType<typeof missingDocumentRows>>[number];

/** The client and account of a missing-document row as the API gives them. */
export function missingDocumentClientOf(
  row: Pick<MissingDocumentRow, 'user_id' | 'first_name' | 'last_name' | 'number' | 'created_at'>,
): MissingDocumentClient {
  return {
    ID: row.user_id,
    AccountName: `${row.first_name} ${row.last_name} (${row.number})`,
    AccountNumber: row.number,
    FirstName: row.first_name,
    LastName: row.last_name,
    CreationDate: toDayMonthYear(row.created_at),
  };
}

/**
 * One missing document as the API gives it: the upload's file name, time and message, the review
 * note (why a rejected upload was sent back) and the answering form submission, each only when set.
 */
export function missingDocumentOf(
  row: Omit<MissingDocumentRow, 'account_id' | 'number' | 'created_at' | 'user_id' | 'first_name' | 'last_name'>,
): MissingDocument {
  const doc: MissingDocument = { Id: row.id, DocumentType: row.document_type, Message: row.message, Status: row.status };
  // A form submission answers the item instead of a file: an older file is no longer its upload.
  if (row.file_name && row.submission_id === null) doc.FileName = row.file_name;
  if (row.uploaded_at) doc.UploadedAt = row.uploaded_at;
  if (row.user_message) doc.UserMessage = row.user_message;
  if (row.review_note) doc.ReviewNote = row.review_note;
  if (row.submission_id !== null) doc.SubmissionId = row.submission_id;
  return doc;
}

/** An account's status: incomplete while any item is, else uploaded while any waits for review, else approved. */
export function itemStatusOf(statuses: string[]): MissingDocumentStatus {
  if (statuses.includes('incomplete')) return 'incomplete';
  return statuses.includes('uploaded') ? 'uploaded' : 'approved';
}

/**
 * GET missing-documents: one entry per account. A client sees all its items, approved ones too (so
 * it sees the new status after a review); an adviser sees the items not approved yet of accounts
 * created at least MISSING_DOCUMENT_MIN_ACCOUNT_AGE_DAYS ago (compliance §2.3, §4, §9).
 */
export async function missingDocumentItems(
  db: Kysely<Database>,
  clientIds: number[],
  viewer: 'client' | 'adviser',
  today: Date = new Date(),
): Promise<MissingDocumentItem[]> {
  const rows = await missingDocumentRows(db, clientIds, { includeApproved: viewer === 'client' });
  const byAccount = new Map<number, MissingDocumentRow[]>();
  for (const r of rows) {
    if (viewer === 'adviser' && daysSince(r.created_at, today) < MISSING_DOCUMENT_MIN_ACCOUNT_AGE_DAYS) continue;
    byAccount.set(r.account_id, [...(byAccount.get(r.account_id) ?? []), r]);
  }
  return [...byAccount.values()].map((docs) => ({
    Client: missingDocumentClientOf(docs[0]),
    Message: docs
      .filter((d) => d.status !== 'approved')
      .map((d) => d.message)
      .join('; '),
    Status: itemStatusOf(docs.map((d) => d.status)),
    Documents: docs.map(missingDocumentOf),
  }));
}

/**
 * A missing-document item was answered by a KYC or appropriateness-test form submission (helper B's
 * routes call this after storing the submission): the item becomes 'uploaded' with the submission,
 * the time and the acting user, and so enters client servicing's review queue. A previous review
 * note is cleared (it was about an earlier upload).
 * @throws HttpError 404 no such item, 409 already approved
 */
export async function markMissingDocumentUploaded(
  db: Kysely<Database>,
  { documentId, userId, submissionId }: { documentId: number; userId: number; submissionId: number },
): Promise<void> {
  const result = await db
    .updateTable('missing_documents')
    .set({
      status: 'uploaded',
      uploaded_at: new Date().toISOString(),
      uploaded_by: userId,
      user_message: null,
      submission_id: submissionId,
      review_note: null,
      reviewed_by: null,
      reviewed_at: null,
    })
    .where('id', '=', documentId)
    .where('status', '!=', 'approved')
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return;
  const exists = await db.selectFrom('missing_documents').select('id').where('id', '=', documentId).executeTakeFirst();
  throw exists ? conflict(T.alreadyApproved) : notFound(T.notFound);
}
