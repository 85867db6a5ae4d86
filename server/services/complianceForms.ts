import type { Kysely } from 'kysely';
import {
  appropriatenessAnswersFromOnlineForm,
  holderNamesFrom,
  kycAnswersFromOnlineForm,
  onlineFormDataWithAppropriateness,
  onlineFormDataWithKyc,
  sanitiseAppropriatenessAnswers,
  sanitiseKycAnswers,
  type OnlineFormData,
  type SchemaRegistry,
} from '@/engine';
import { normalisePhone } from '@/engine/sanitise/normalisePhone';
import { MISSING_DOCUMENT_TEXTS } from '@/engine/messages/complianceTexts';
import type { MissingDocument } from '@/types/generated/api/compliance';
import type { Database } from '../db/schema';
import type { SessionClaims } from '../plugins/auth';
import { badRequest, conflict, notFound } from '../lib/http';
import { storeSubmission, validateSubmission } from '../forms/validateSubmission';
import { attachSubmissionPdfs } from './complianceEvidence';
import { markMissingDocumentUploaded, missingDocumentOf, missingDocumentRowById } from './missingDocuments';
import { fullName, userById } from './users';

// The KYC form and the appropriateness test of a missing-document item (compliance §2.1, §2.2,
// §3.1, §3.2), and the profile reminder's update (§2.5, §3.5): prefill, validation with the
// form's schema, the stored submission with its evidence PDF, and what changes with it.

/** The form that answers each missing-document type (the others are answered with an upload). */
export const DOCUMENT_FORMS = Object.freeze({ KYC: 'kyc', AppropriatenessTest: 'appropriateness-test' } as const);
export type ComplianceFormId = (typeof DOCUMENT_FORMS)[keyof typeof DOCUMENT_FORMS];

/** Refusals of the compliance form calls (Tessera's words: the spec shows none). */
export const COMPLIANCE_FORM_TEXTS = {
  notAForm: 'This missing document is not answered with a form. Please upload the document instead.',
  wrongForm: {
    kyc: 'This missing document is not a Know Your Customer form.',
    'appropriateness-test': 'This missing document is not an Appropriateness Test.',
  },
} as const;

/** Who acts: the session's user (the client under "Login As") and the adviser acting as them. */
export function actorOf(session: SessionClaims): { userId: number; impersonatorId: number | null } {
  return { userId: Number(session.nameid), impersonatorId: session.impersonator ? Number(session.impersonator) : null };
}

/**
 * A missing-document item of the session's own client, on this brand: anyone else's is a 404, the
 * same answer as for an item that does not exist (never revealing another user's items).
 */
async function ownDocument(db: Kysely<Database>, session: SessionClaims, whiteLabelId: number, documentId: number) {
  const row = await missingDocumentRowById(db, documentId);
  if (!row || row.user_id !== Number(session.nameid) || row.white_label_id !== whiteLabelId)
    throw notFound(MISSING_DOCUMENT_TEXTS.notFound);
  return row;
}

/** The stored online-form data of a client's account (an empty object when there is none). */
export async function onlineFormDataOf(db: Kysely<Database>, userId: number, accountId: number): Promise<OnlineFormData> {
  const row = await db
    .selectFrom('online_form_data')
    .select('data_json')
    .where('user_id', '=', userId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (!row) return {};
  const parsed = JSON.parse(row.data_json) as unknown;
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as OnlineFormData) : {};
}

/** Writes a client's online-form data for an account (insert or replace). */
export async function saveOnlineFormData(db: Kysely<Database>, userId: number, accountId: number, data: OnlineFormData): Promise<void> {
  const values = { data_json: JSON.stringify(data), updated_at: new Date().toISOString() };
  const updated = await db
    .updateTable('online_form_data')
    .set(values)
    .where('user_id', '=', userId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db
      .insertInto('online_form_data')
      .values({ user_id: userId, account_id: accountId, ...values })
      .execute();
  }
}

/** The account's holders as the forms name them, and whether it is a joint account. */
async function holdersOf(db: Kysely<Database>, stored: OnlineFormData, userId: number) {
  const HolderNames = holderNamesFrom(stored, fullName(await userById(db, userId)));
  return { HolderNames, IsJoint: HolderNames.length > 1 };
}

/**
 * GET missing-documents/{id}/form: which form answers the item and its prefilled answers, from the
 * account's stored online-form data (compliance §2.1, §2.2), with the holders of the account.
 */
export async function complianceFormPrefill(db: Kysely<Database>, session: SessionClaims, whiteLabelId: number, documentId: number) {
  const row = await ownDocument(db, session, whiteLabelId, documentId);
  const FormId = DOCUMENT_FORMS[row.document_type as keyof typeof DOCUMENT_FORMS];
  if (!FormId) throw badRequest(COMPLIANCE_FORM_TEXTS.notAForm);
  const stored = await onlineFormDataOf(db, row.user_id, row.account_id);
  const { HolderNames, IsJoint } = await holdersOf(db, stored, row.user_id);
  const Answers = FormId === 'kyc' ? kycAnswersFromOnlineForm(stored) : appropriatenessAnswersFromOnlineForm(stored, IsJoint, row.id);
  return { FormId, Answers, IsJoint, HolderNames };
}

export interface ComplianceFormSubmission {
  formId: ComplianceFormId;
  documentId: number;
  data: unknown;
}

/**
 * POST missing-documents/docusign/kyc | appropriateness: the client's own item of the form's type,
 * not approved yet; the answers sanitised as the browser does and validated with the form's schema
 * (400 with its first message); then, in one transaction, the submission stored with its stamp and
 * the adviser acting as the client, its evidence PDF, the answers saved back as the account's
 * online-form data (the next form starts from them) and the item marked uploaded for review.
 * @returns the submission's id and the item as the client now sees it
 */
export async function submitComplianceForm(
  db: Kysely<Database>,
  forms: { registry: SchemaRegistry },
  session: SessionClaims,
  whiteLabelId: number,
  submission: ComplianceFormSubmission,
): Promise<{ SubmissionId: number; Document: MissingDocument }> {
  const row = await ownDocument(db, session, whiteLabelId, submission.documentId);
  if (DOCUMENT_FORMS[row.document_type as keyof typeof DOCUMENT_FORMS] !== submission.formId) {
    throw badRequest(COMPLIANCE_FORM_TEXTS.wrongForm[submission.formId]);
  }
  if (row.status === 'approved') throw conflict(MISSING_DOCUMENT_TEXTS.alreadyApproved);
  const raw = submission.data && typeof submission.data === 'object' && !Array.isArray(submission.data) ? submission.data : {};
  const answers =
    submission.formId === 'kyc'
      ? sanitiseKycAnswers(raw as Record<string, unknown>)
      : sanitiseAppropriatenessAnswers(raw as Record<string, unknown>, row.id);
  const validated = validateSubmission(forms.registry, submission.formId, answers);
  const { userId, impersonatorId } = actorOf(session);

  const SubmissionId = await db.transaction().execute(async (trx) => {
    const id = await storeSubmission(trx, { stamp: validated, answers, userId, impersonatorId, accountId: row.account_id });
    await attachSubmissionPdfs(trx, forms, [id]);
    const stored = await onlineFormDataOf(trx, row.user_id, row.account_id);
    const next = submission.formId === 'kyc' ? onlineFormDataWithKyc(stored, answers) : onlineFormDataWithAppropriateness(stored, answers);
    await saveOnlineFormData(trx, row.user_id, row.account_id, next);
    await markMissingDocumentUploaded(trx, { documentId: row.id, userId: impersonatorId ?? userId, submissionId: id });
    return id;
  });
  const updated = await missingDocumentRowById(db, row.id);
  return { SubmissionId, Document: missingDocumentOf(updated!) };
}

export interface ProfileUpdate {
  email?: unknown;
  phone?: unknown;
  financialChanged?: unknown;
  detailsChanged?: unknown;
}

/**
 * PUT userinfo (the profile reminder, compliance §2.5, §3.5): the answers validated with the
 * profile-reminder form; the e-mail and phone stored only when the client said its details changed
 * (otherwise the stored ones are what it confirmed); detailsUpdated set; the answers stored as a
 * submission with the form's version, with its evidence PDF.
 * @returns the submission's id
 */
export async function updateProfileFromReminder(
  db: Kysely<Database>,
  forms: { registry: SchemaRegistry },
  session: SessionClaims,
  update: ProfileUpdate,
): Promise<number> {
  const { userId, impersonatorId } = actorOf(session);
  const user = await userById(db, userId);
  // Unchanged details confirm what is stored (the form shows them read-only): the stored e-mail and
  // phone (kept as dial code, hyphen, number) in the form's format are what the client confirmed,
  // whatever else the body says. Changed ones are validated as sent.
  const changed = update.detailsChanged === true;
  const answers: Record<string, unknown> = {
    detailsChanged: changed,
    firstName: user.first_name,
    lastName: user.last_name,
    email: changed ? update.email : user.email,
    phone: changed ? update.phone : normalisePhone('', user.phone) || undefined,
    financialChanged: update.financialChanged === true,
  };
  for (const key of Object.keys(answers)) if (answers[key] === undefined) delete answers[key];
  const validated = validateSubmission(forms.registry, 'profile-reminder', answers);
  return db.transaction().execute(async (trx) => {
    const changes: { details_updated: number; email?: string; phone?: string } = { details_updated: 1 };
    if (changed) {
      changes.email = answers.email as string;
      if (typeof answers.phone === 'string') changes.phone = answers.phone;
    }
    await trx.updateTable('users').set(changes).where('id', '=', userId).execute();
    const id = await storeSubmission(trx, { stamp: validated, answers, userId, impersonatorId });
    await attachSubmissionPdfs(trx, forms, [id]);
    return id;
  });
}
