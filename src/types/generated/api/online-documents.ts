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

/** A document generated when one of the client's accounts was opened. */
export interface UserDocument {
  DocumentId: number;
  /** ApplicationForm, FeeSchedule or BusinessConditions. */
  Kind: string;
  /** The file name. */
  Name: string;
  AccountOpeningId: number;
  /** The account the opening created; null until it completed. */
  AccountNumber: string | null;
  Signed: boolean;
  /** ISO date-time the document was generated. */
  CreatedAt: string;
  /** /api/accounts/userdocuments/{DocumentId}: the PDF (bearer token). */
  Url: string;
}
