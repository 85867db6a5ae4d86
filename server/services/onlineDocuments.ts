import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { FEE_SCHEDULES, type SchemaRegistry } from '@/engine';
import { renderDocument } from './documents/render';
import type { DocumentBlock, DocumentContent } from './documents/types';
import type { ContentStore } from './content';
import { standardFeesOf } from './standardFees';
import type { OnlineDocumentsContent, PrintedDocumentContent } from '@/engine/content/types';
import { COMPLIANCE_SUBMISSION_KIND } from '@/engine/compliance/userDocuments';
import { clientSubmissionEntries } from './complianceEvidence';

/** The online documents the portal prints itself (the `serve` of schemas/content/<brand>/online-documents.json). */
export type ServedOnlineDocument = 'customers' | 'fees';

export interface OnlineDocument {
  Code: string;
  Title: string;
  FileName: string;
  /** api/online-document/{serve} for a document the portal prints, else the brand's https address. */
  Url: string;
}

/** The brand whose documents are printed: its code (which content applies) and the name in the header. */
export interface DocumentBrand {
  code: string;
  name: string;
}

/**
 * GET online-document (compliance §7 "Online documents"): the brand's list (its own
 * schemas/content/<code>/online-documents.json or the default), each with where to open it.
 */
export function onlineDocumentsOf(store: ContentStore, brandCode: string): OnlineDocument[] {
  const content = store.pageFor('online-documents', brandCode).Content as unknown as OnlineDocumentsContent;
  return content.documents.map((d) => ({
    Code: d.code,
    Title: d.title,
    FileName: d.fileName,
    Url: d.serve ? `/api/online-document/${d.serve}` : d.url!,
  }));
}

/** The file name the list gives a served document (so the download is named as the link says). */
export function servedFileName(store: ContentStore, brandCode: string, serve: ServedOnlineDocument, fallback: string): string {
  const content = store.pageFor('online-documents', brandCode).Content as unknown as OnlineDocumentsContent;
  return content.documents.find((d) => d.serve === serve)?.fileName ?? fallback;
}

/** The standard fee schedules on the PDF, in the order the wizard offers them (instant then term; Classic then ClassicFlex). */
export const PRINTED_FEE_SCHEDULES: readonly number[] = FEE_SCHEDULES.map((s) => s.FeeSchedulesId)
  .filter((id) => standardFeesOf(id) !== null)
  .sort((a, b) => a - b);

/** What GET online-document/fees prints: every standard schedule (standardFeesOf), a heading each and a row per fee. */
export function standardFeesContent(brand: DocumentBrand, fileName: string): DocumentContent {
  const blocks: DocumentBlock[] = [
    {
      type: 'paragraph',
      text: 'The fees each standard fee schedule allows, by access type and fee option. The fee schedule of your own account, signed when it was opened, is the one that applies to it.',
    },
  ];
  for (const id of PRINTED_FEE_SCHEDULES) {
    const fees = standardFeesOf(id)!;
    blocks.push({ type: 'heading', text: `${fees.AccessType} - ${fees.FeeOption}` });
    for (const fee of fees.Fees) blocks.push({ type: 'row', label: fee.Name, value: fee.Values.map((v) => v.Text).join(', ') });
  }
  return {
    kind: 'OnlineDocument',
    title: 'Standard Fee Schedules',
    fileName,
    brandName: brand.name,
    openingId: 0,
    reference: 'Standard fee schedules',
    blocks,
    signers: [],
    signatureArea: false,
  };
}

/** What GET online-document/customers prints: the brand's terms for customers (content page terms-for-customers). */
export function customerTermsContent(store: ContentStore, brand: DocumentBrand, fileName: string): DocumentContent {
  const terms = store.pageFor('terms-for-customers', brand.code).Content as unknown as PrintedDocumentContent;
  const blocks: DocumentBlock[] = [];
  if (terms.intro) blocks.push({ type: 'paragraph', text: terms.intro });
  for (const section of terms.sections) {
    blocks.push({ type: 'heading', text: section.heading });
    for (const text of section.paragraphs) blocks.push({ type: 'paragraph', text });
  }
  return {
    kind: 'OnlineDocument',
    title: terms.title,
    fileName,
    brandName: brand.name,
    openingId: 0,
    reference: terms.title,
    blocks,
    signers: [],
    signatureArea: false,
  };
}

/** The PDF of a served online document for the brand. */
export function renderOnlineDocument(store: ContentStore, brand: DocumentBrand, serve: ServedOnlineDocument, now = new Date()) {
  const fileName = servedFileName(store, brand.code, serve, serve === 'fees' ? 'Standard-Fee-Schedules.pdf' : 'Terms-of-Business.pdf');
  const content = serve === 'fees' ? standardFeesContent(brand, fileName) : customerTermsContent(store, brand, fileName);
  return renderDocument(content, now).then((pdf) => ({ fileName, pdf }));
}

export interface UserDocument {
  /** The id in the call Url names: an opening document's, or a compliance submission's. */
  DocumentId: number;
  /** ApplicationForm, FeeSchedule, BusinessConditions or ComplianceSubmission. */
  Kind: string;
  Name: string;
  /** The opening that generated the document; null for a compliance submission. */
  AccountOpeningId: number | null;
  /** The account the opening created (null until it completed), or the one a submission was given for. */
  AccountNumber: string | null;
  Signed: boolean;
  CreatedAt: string;
  /** Where the file is read: GET accounts/userdocuments/{DocumentId}, or GET compliance/submissions/{id}/pdf. */
  Url: string;
  FormId?: string;
  FormTitle?: string;
  Version?: string;
  FormVersion?: number;
}

/** Whose documents are listed, and how: the caller has already been proved to act for this client of this brand. */
export interface UserDocumentsRequest {
  clientId: number;
  whiteLabelId: number;
  /** The clientId the list was asked with (an adviser's): opening documents' links carry it, so each link opens as it is. */
  askedForClient?: number;
  /** The forms' registry, to name compliance submissions; without it they are left out (a role without evidence rights). */
  registry?: SchemaRegistry;
}

/**
 * GET accounts/userdocuments (compliance §7 "User documents: whitelabelID"): the documents generated
 * when the client's accounts were opened (application form, fee schedule, business conditions) and
 * the evidence PDFs of the compliance forms it submitted (KYC, appropriateness test, due diligence,
 * profile update), newest first. A submission's link is the compliance call's own PDF route and guard.
 */
export async function userDocumentsOf(db: Kysely<Database>, request: UserDocumentsRequest): Promise<UserDocument[]> {
  const { clientId, whiteLabelId, askedForClient, registry } = request;
  const rows = await db
    .selectFrom('account_opening_documents as d')
    .innerJoin('account_openings as o', 'o.id', 'd.opening_id')
    .leftJoin('accounts as a', 'a.id', 'o.account_id')
    .select(['d.id', 'd.kind', 'd.name', 'd.opening_id', 'd.signed', 'd.created_at', 'a.number'])
    .where('o.client_id', '=', clientId)
    .where('o.white_label_id', '=', whiteLabelId)
    .where('d.generated', '=', 1)
    .orderBy('d.created_at', 'desc')
    .orderBy('d.id', 'desc')
    .execute();
  const query = askedForClient !== undefined ? `?clientId=${askedForClient}` : '';
  const opening: UserDocument[] = rows.map((r) => ({
    DocumentId: Number(r.id),
    Kind: r.kind ?? 'Document',
    Name: r.name,
    AccountOpeningId: r.opening_id,
    AccountNumber: r.number ?? null,
    Signed: r.signed === 1,
    CreatedAt: r.created_at,
    Url: `/api/accounts/userdocuments/${Number(r.id)}${query}`,
  }));
  if (!registry) return opening;
  const submissions: UserDocument[] = (await clientSubmissionEntries(db, registry, clientId, whiteLabelId)).map((s) => ({
    DocumentId: Number(s.Id),
    Kind: COMPLIANCE_SUBMISSION_KIND,
    Name: s.FileName,
    AccountOpeningId: null,
    AccountNumber: s.AccountNumber ?? null,
    Signed: false,
    CreatedAt: s.SubmittedAt,
    Url: `/api/compliance/submissions/${Number(s.Id)}/pdf`,
    FormId: s.FormId,
    FormTitle: s.FormTitle,
    Version: s.Version,
    ...(s.FormVersion !== undefined ? { FormVersion: s.FormVersion } : {}),
  }));
  // Newest first across both kinds (ISO times compare as text); a stable sort keeps each kind's own order on a tie.
  return [...opening, ...submissions].sort((x, y) => (x.CreatedAt < y.CreatedAt ? 1 : x.CreatedAt > y.CreatedAt ? -1 : 0));
}

/** One of the client's user documents (as listed by userDocumentsOf), or undefined when it is not theirs. */
export function userDocumentFile(db: Kysely<Database>, clientId: number, whiteLabelId: number, documentId: number) {
  return db
    .selectFrom('account_opening_documents as d')
    .innerJoin('account_openings as o', 'o.id', 'd.opening_id')
    .select(['d.name', 'd.content_type', 'd.content', 'd.sha256'])
    .where('d.id', '=', documentId)
    .where('o.client_id', '=', clientId)
    .where('o.white_label_id', '=', whiteLabelId)
    .where('d.generated', '=', 1)
    .executeTakeFirst();
}
