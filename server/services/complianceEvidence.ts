import type { Kysely } from 'kysely';
import { holderNamesFrom, type OnlineFormData, type SchemaRegistry } from '@/engine';
import { isClientRole, type Role } from '@/engine/session/roles';
import type { Database } from '../db/schema';
import type { SessionClaims } from '../plugins/auth';
import { notFound } from '../lib/http';
import { registryWithVersion } from '../forms/formVersionContent';
import { formAnswerRows } from './documents/answerRows';
import { formatUtcDateTime } from './documents/content';
import { renderDocument } from './documents/render';
import type { DocumentBlock, DocumentContent } from './documents/types';
import { advisedClientIds, fullName } from './users';

// Evidence of compliance submissions (issue 12 item 5): every stored answer of a compliance form
// gets a PDF, drawn when it is stored, with every label the client saw, the answers, the form id,
// version and schema hash, who submitted it and for whom.

/** The 404 of a submission the caller may not see (never saying whether it exists). */
export const SUBMISSION_NOT_FOUND = 'This submission does not exist.';

/** What attachSubmissionPdfs needs of the forms: the registry the answers were validated with. */
export interface EvidenceForms {
  registry: SchemaRegistry;
}

/** One stored submission with the people and the brand its PDF names. */
async function submissionsForPdf(db: Kysely<Database>, ids: number[]) {
  return db
    .selectFrom('form_submissions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .innerJoin('white_labels as w', 'w.id', 'u.white_label_id')
    .leftJoin('users as i', 'i.id', 's.impersonator_id')
    .leftJoin('accounts as a', 'a.id', 's.account_id')
    .leftJoin('online_form_data as o', (join) => join.onRef('o.user_id', '=', 's.user_id').onRef('o.account_id', '=', 's.account_id'))
    .leftJoin('form_versions as fv', 'fv.id', 's.form_version_id')
    .select([
      's.id',
      's.form_id',
      's.version',
      's.schema_hash',
      's.data_json',
      'fv.version as studio_version',
      'fv.content_json as version_content_json',
      'o.data_json as online_form_json',
      's.created_at',
      'u.first_name',
      'u.last_name',
      'u.username',
      'w.name as brand_name',
      'i.first_name as imp_first_name',
      'i.last_name as imp_last_name',
      'i.username as imp_username',
      'a.number as account_number',
    ])
    .where('s.id', 'in', ids)
    .orderBy('s.id')
    .execute();
}

type SubmissionForPdf = Awaited<ReturnType<typeof submissionsForPdf>>[number];

/** "submission-kyc-17.pdf". */
export const submissionFileName = (formId: string, id: number) => `submission-${formId}-${id}.pdf`;

/**
 * What the evidence PDF of one submission prints: its labels from the studio version the answers
 * were given on (the served version for a submission stored before the studio recorded it).
 * @param served - the server's registry
 * @param s - the submission
 */
export function submissionPdfContent(served: SchemaRegistry, s: SubmissionForPdf): DocumentContent {
  const registry = registryWithVersion(served, s.version_content_json);
  const schema = registry.has(s.form_id) ? registry.schema(s.form_id) : undefined;
  const title = typeof schema?.title === 'string' ? schema.title : s.form_id;
  const client = `${fullName(s)} (${s.username})`;
  const holders = s.online_form_json ? holderNamesFrom(JSON.parse(s.online_form_json) as OnlineFormData, fullName(s)) : [fullName(s)];
  const adviser = s.imp_username ? `${s.imp_first_name} ${s.imp_last_name} (${s.imp_username})` : null;
  const blocks: DocumentBlock[] = [
    { type: 'heading', text: 'Submission' },
    { type: 'row', label: 'Form', value: title },
    { type: 'row', label: 'Form id', value: s.form_id },
    { type: 'row', label: 'Schema', value: schema?.$id ?? s.form_id },
    { type: 'row', label: 'Version', value: s.version },
    ...(s.studio_version !== null ? [{ type: 'row', label: 'Form version', value: String(s.studio_version) } as const] : []),
    { type: 'row', label: 'Schema hash', value: s.schema_hash },
    { type: 'row', label: 'Submitted on', value: `${formatUtcDateTime(s.created_at)} UTC` },
    { type: 'row', label: 'Submitted for', value: client },
    { type: 'row', label: 'Submitted by', value: adviser ? `${adviser}, adviser acting as the client (Login As)` : client },
    { type: 'row', label: 'Account', value: s.account_number ?? '–' },
    ...(s.account_number ? holders.map((name, i): DocumentBlock => ({ type: 'row', label: `Account Holder ${i + 1}`, value: name })) : []),
    { type: 'row', label: 'Brand', value: s.brand_name },
    { type: 'heading', text: 'Answers' },
  ];
  const answers = JSON.parse(s.data_json) as unknown;
  const isObject = !!answers && typeof answers === 'object' && !Array.isArray(answers);
  if (schema && isObject) {
    if (schema.version !== s.version) {
      blocks.push({ type: 'paragraph', text: `Labels of version ${schema.version}; the answers were given on version ${s.version}.` });
    }
    blocks.push(...formAnswerRows(registry, s.form_id, answers as Record<string, unknown>));
  } else {
    blocks.push({ type: 'paragraph', text: JSON.stringify(answers) });
  }
  return {
    kind: 'ComplianceSubmission',
    title,
    fileName: submissionFileName(s.form_id, s.id),
    brandName: s.brand_name,
    openingId: s.id,
    reference: `Submission ${s.id} – ${s.form_id} ${s.version}`,
    blocks,
    signers: holders.map((name, i) => ({ order: i + 1, name, role: holders.length > 1 ? `Account Holder ${i + 1}` : 'Client' })),
  };
}

/**
 * Renders and stores the PDF of stored form_submissions rows (those without one yet), with every
 * label the client saw, the answers, the form id, version and schema hash, who submitted it and for
 * whom, and the brand, in the studio version each was answered on. Call it right after storing
 * the submissions (in the same transaction when there is one).
 * @param db - Kysely, or the transaction that stored the submissions
 * @param forms - the server's forms (`app.forms`)
 * @param submissionIds - ids of form_submissions rows
 */
export async function attachSubmissionPdfs(db: Kysely<Database>, forms: EvidenceForms, submissionIds: number[]): Promise<void> {
  if (!submissionIds.length) return;
  const existing = await db
    .selectFrom('form_submission_pdfs')
    .select('submission_id')
    .where('submission_id', 'in', submissionIds)
    .execute();
  const have = new Set(existing.map((r) => r.submission_id));
  const wanted = submissionIds.filter((id) => !have.has(id));
  if (!wanted.length) return;
  for (const s of await submissionsForPdf(db, wanted)) {
    const content = submissionPdfContent(forms.registry, s);
    const pdf = await renderDocument(content, new Date(s.created_at));
    await db
      .insertInto('form_submission_pdfs')
      .values({ submission_id: s.id, pdf: Buffer.from(pdf), file_name: content.fileName, created_at: new Date().toISOString() })
      .execute();
  }
}

/** The clients whose submissions a session may see: a client its own; advisers as for their book. */
async function visibleClientIds(db: Kysely<Database>, session: SessionClaims, whiteLabelId: number): Promise<number[]> {
  if (isClientRole(session.role)) return [Number(session.nameid)];
  return advisedClientIds(db, session, whiteLabelId);
}

/** Roles that may read compliance evidence (the client itself, its consultant, client servicing). */
export const EVIDENCE_ROLES: Role[] = ['client', 'clientreadonly', 'consultant', 'whitelabeladmin', 'ownerofbusiness'];

/** The list's and the read's query: compliance submissions (those with an evidence PDF), newest first. */
function submissionEntriesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('form_submissions as s')
    .innerJoin('form_submission_pdfs as p', 'p.submission_id', 's.id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('users as i', 'i.id', 's.impersonator_id')
    .leftJoin('accounts as a', 'a.id', 's.account_id')
    .leftJoin('form_versions as fv', 'fv.id', 's.form_version_id')
    .select([
      's.id',
      's.form_id',
      's.version',
      'fv.version as form_version',
      's.schema_hash',
      's.created_at',
      'u.first_name',
      'u.last_name',
      'i.first_name as imp_first_name',
      'i.last_name as imp_last_name',
      'a.number as account_number',
    ])
    .orderBy('s.id', 'desc');
}

type SubmissionEntryRow = Awaited<ReturnType<ReturnType<typeof submissionEntriesQuery>['execute']>>[number];

/** One submission as the list and the read answer it (`ComplianceSubmission`). */
function submissionEntry(registry: SchemaRegistry, r: SubmissionEntryRow) {
  return {
    Id: r.id,
    FormId: r.form_id,
    FormTitle:
      registry.has(r.form_id) && typeof registry.schema(r.form_id).title === 'string'
        ? String(registry.schema(r.form_id).title)
        : r.form_id,
    Version: r.version,
    ...(r.form_version !== null ? { FormVersion: r.form_version } : {}),
    Hash: r.schema_hash,
    SubmittedAt: r.created_at,
    SubmittedBy: fullName(r),
    ...(r.imp_first_name ? { ImpersonatorName: `${r.imp_first_name} ${r.imp_last_name}` } : {}),
    ...(r.account_number ? { AccountNumber: r.account_number } : {}),
  };
}

/**
 * The compliance submissions (those with an evidence PDF) a session may see, newest first,
 * optionally of one account only.
 */
export async function listComplianceSubmissions(
  db: Kysely<Database>,
  registry: SchemaRegistry,
  session: SessionClaims,
  whiteLabelId: number,
  accountNumber?: string,
) {
  const clientIds = await visibleClientIds(db, session, whiteLabelId);
  if (!clientIds.length) return [];
  let q = submissionEntriesQuery(db).where('s.user_id', 'in', clientIds).where('u.white_label_id', '=', whiteLabelId);
  if (accountNumber !== undefined) q = q.where('a.number', '=', accountNumber);
  const rows = await q.execute();
  return rows.map((r) => submissionEntry(registry, r));
}

/**
 * One client's compliance submissions of the brand (those with an evidence PDF), newest first, with
 * the PDF's file name: GET accounts/userdocuments lists them among the client's documents, each
 * opened by GET compliance/submissions/{id}/pdf (its own guard). The caller has proved it acts for
 * this client (clientForSession), which is the same set of clients visibleClientIds gives it.
 */
export async function clientSubmissionEntries(db: Kysely<Database>, registry: SchemaRegistry, clientId: number, whiteLabelId: number) {
  const rows = await submissionEntriesQuery(db)
    .select('p.file_name')
    .where('s.user_id', '=', clientId)
    .where('u.white_label_id', '=', whiteLabelId)
    .execute();
  return rows.map((r) => ({ ...submissionEntry(registry, r), FileName: r.file_name }));
}

/**
 * The guard of one submission's read and PDF: a compliance submission (one with an evidence PDF)
 * of the host's brand, of a client the session may see (as the list decides); 404 otherwise
 * (another user's, another brand's, none), never saying whether it exists.
 */
async function assertSubmissionVisible(db: Kysely<Database>, session: SessionClaims, whiteLabelId: number, submissionId: number) {
  const row = await db
    .selectFrom('form_submissions as s')
    .innerJoin('form_submission_pdfs as p', 'p.submission_id', 's.id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.user_id', 'u.white_label_id'])
    .where('s.id', '=', submissionId)
    .executeTakeFirst();
  if (!row || row.white_label_id !== whiteLabelId) throw notFound(SUBMISSION_NOT_FOUND);
  const clientIds = await visibleClientIds(db, session, whiteLabelId);
  if (!clientIds.includes(row.user_id)) throw notFound(SUBMISSION_NOT_FOUND);
}

/**
 * One compliance submission with its stored answers, for a session that may see it (issue 13
 * item 2: the browser draws the answers with the form version they were given on, `FormVersion`).
 * @returns `ComplianceSubmissionRead`
 */
export async function complianceSubmissionFor(
  db: Kysely<Database>,
  registry: SchemaRegistry,
  session: SessionClaims,
  whiteLabelId: number,
  submissionId: number,
) {
  await assertSubmissionVisible(db, session, whiteLabelId, submissionId);
  const row = await submissionEntriesQuery(db).select('s.data_json').where('s.id', '=', submissionId).executeTakeFirstOrThrow();
  const answers = JSON.parse(row.data_json) as unknown;
  return {
    Submission: submissionEntry(registry, row),
    // Every compliance form's answers are an object; anything else stored is shown as no answers.
    Answers: answers && typeof answers === 'object' && !Array.isArray(answers) ? (answers as Record<string, unknown>) : {},
  };
}

/**
 * The evidence PDF of one submission, for a session that may see it; 404 otherwise (another
 * user's, another brand's, or no PDF).
 */
export async function submissionPdfFor(db: Kysely<Database>, session: SessionClaims, whiteLabelId: number, submissionId: number) {
  await assertSubmissionVisible(db, session, whiteLabelId, submissionId);
  const row = await db
    .selectFrom('form_submission_pdfs')
    .select(['pdf', 'file_name'])
    .where('submission_id', '=', submissionId)
    .executeTakeFirstOrThrow();
  return { pdf: Buffer.from(row.pdf), fileName: row.file_name };
}
