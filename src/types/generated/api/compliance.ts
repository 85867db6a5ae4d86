/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/compliance.json. */
// Missing documents: lists, uploads, files and their review (compliance spec §2.3, §3.3, §9; issue 12 item 1).

import type { DayMonthYear } from './common';

export interface MissingDocumentClient {
  ID: number;
  AccountName: string;
  AccountNumber: string;
  FirstName: string;
  LastName: string;
  CreationDate: DayMonthYear;
}

/** One missing document. FileName, UploadedAt and UserMessage describe the pending or last upload; ReviewNote is client servicing's note (why an upload was sent back); SubmissionId is the KYC / appropriateness form submission that answered it. Each is present only when set. */
export interface MissingDocument {
  Id: number;
  DocumentType: string;
  Message: string;
  /** incomplete: still missing (or sent back by client servicing); uploaded: waiting for review; approved. */
  Status: 'incomplete' | 'uploaded' | 'approved';
  FileName?: string;
  /** When the upload arrived (ISO 8601 date and time, UTC). */
  UploadedAt?: string;
  UserMessage?: string;
  ReviewNote?: string;
  SubmissionId?: number;
}

/** One account's missing documents; Status is incomplete while any is still missing, else uploaded while any waits for review, else approved (a client also sees its approved documents). */
export interface MissingDocumentItem {
  Client: MissingDocumentClient;
  Message: string;
  Status: 'incomplete' | 'uploaded' | 'approved';
  Documents: MissingDocument[];
}

/** An uploaded document of the brand waiting for client servicing's review, with its client and account. */
export interface MissingDocumentReviewEntry {
  Document: MissingDocument;
  Client: MissingDocumentClient;
}

/** Client servicing's decision on an uploaded document: approved, or back to incomplete with a note the client sees. */
export interface MissingDocumentReview {
  Status: 'approved' | 'incomplete';
  Note?: string;
}
