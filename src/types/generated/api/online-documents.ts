/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/online-documents.json. */
// The brand's online documents and the signed-in user's documents (compliance spec §7 Online documents, User documents).

import type { Id } from './common';

export interface OnlineDocumentParams {
  /** A document the portal prints: customers (the terms for customers) or fees (the standard fee schedules). */
  document: 'customers' | 'fees';
}

/** One of the brand's online documents (schemas/content/<brand code>/online-documents.json or the default). */
export interface OnlineDocument {
  Code: string;
  Title: string;
  FileName: string;
  /** /api/online-document/customers or /api/online-document/fees for a document the portal prints (bearer token), else the brand's https address. */
  Url: string;
}

/** clientId: the client whose documents an adviser reads (a consultant its own clients, an admin or owner the brand's); a client reads its own and leaves it out. */
export interface UserDocumentsQuery {
  whitelabelID?: Id;
  clientId?: Id;
}

export interface UserDocumentParams {
  documentId: Id;
}

/** One of the client's documents: a document generated when one of its accounts was opened (Kind ApplicationForm, FeeSchedule or BusinessConditions), or the evidence PDF of a compliance form it submitted (Kind ComplianceSubmission: the KYC form, the appropriateness test, the due-diligence review, the profile update; with FormId, FormTitle, Version and FormVersion). */
export interface UserDocument {
  /** The document's id in the call its Url names: an opening document's id, or a compliance submission's id. */
  DocumentId: number;
  /** ApplicationForm, FeeSchedule, BusinessConditions or ComplianceSubmission. */
  Kind: string;
  /** The file name. */
  Name: string;
  /** The account opening that generated the document; null for a compliance submission. */
  AccountOpeningId: number | null;
  /** The account the opening created (null until it completed), or the account a submission was given for (null when none). */
  AccountNumber: string | null;
  /** Whether the document was signed; false for a compliance submission (its PDF is the evidence of the answers, not signed electronically). */
  Signed: boolean;
  /** ISO date-time the document was generated or the form submitted. */
  CreatedAt: string;
  /** Where the PDF is read (bearer token): /api/accounts/userdocuments/{DocumentId}, with ?clientId= when the list was asked for a client; for a compliance submission /api/compliance/submissions/{DocumentId}/pdf, the compliance call and its guard. */
  Url: string;
  /** A compliance submission's form id (kyc, appropriateness-test, due-diligence, …). */
  FormId?: string;
  /** A compliance submission's form title. */
  FormTitle?: string;
  /** A compliance submission's schema version string. */
  Version?: string;
  /** The studio version of the form the answers were given on; absent for a submission stored before the studio recorded it. */
  FormVersion?: number;
}
