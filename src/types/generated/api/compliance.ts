/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/compliance.json. */
// Missing documents (compliance spec §9).

import type { DayMonthYear } from './common';

export interface MissingDocumentClient {
  ID: number;
  AccountName: string;
  AccountNumber: string;
  FirstName: string;
  LastName: string;
  CreationDate: DayMonthYear;
}

export interface MissingDocument {
  Id: number;
  DocumentType: string;
  Message: string;
  Status: string;
}

/** One account's missing documents; Status is incomplete while any is still missing, else uploaded. */
export interface MissingDocumentItem {
  Client: MissingDocumentClient;
  Message: string;
  Status: 'incomplete' | 'uploaded';
  Documents: MissingDocument[];
}
