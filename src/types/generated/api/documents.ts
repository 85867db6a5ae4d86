/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/documents.json. */
// An account's dealing instructions and document templates (trading spec §2, §7).

import type { Id } from './common';

/** null when the account has no dealing instructions (only DFM accounts have them). */
export type DealingInstruction = {
  AccountId: number;
  AccountNumber: string;
  Title: string;
  TemplateCode: string;
  FileName: string;
  Url: string;
} | null;

export interface DocumentTemplateQuery {
  code: string;
  accountId: Id;
}
