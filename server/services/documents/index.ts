/**
 * Account-opening documents (issue 4 item 2): the application form, the fee schedule and the
 * business-conditions acknowledgement, generated as real PDFs after validating their payload
 * against schemas/documents/<kind>.schema.json.
 */

/** What the documents are generated from: the saved opening sections plus display context. */
export interface OpeningDocumentInput {
  openingId: number;
  brand: { name: string; code: string };
  adviserName: string;
  /** ISO date-time the opening was started. */
  createdAt: string;
  sections: {
    AccountType: unknown;
    /** { Holders, Correspondence } */
    PersonalDetails: unknown;
    Disbursement: unknown | null;
    /** { RiskProfile, Appropriateness } — null for QROPS/trust. */
    InvestmentProfile: unknown | null;
    Fees: unknown;
    Acknowledgements: unknown;
  };
  /** Reference lists (by name, e.g. titles, countries) to print names instead of ids. */
  referenceData?: Record<string, Array<{ id: number | string; name: string }>>;
  /** ISO date-time of the generation (the acknowledgement's date); now when omitted. */
  generatedAt?: string;
}

export type OpeningDocumentKind = 'ApplicationForm' | 'FeeSchedule' | 'BusinessConditions';

export interface GeneratedDocument { kind: OpeningDocumentKind; title: string; fileName: string; pdf: Uint8Array }

export { DOCUMENT_GENERATION_FAILED_MESSAGE, DocumentGenerationError } from './errors';
export { generateOpeningDocuments, stampSignature, validateOpeningDocuments, OPENING_DOCUMENT_KINDS } from './generate';
export { applicationFormLines, printedLines, documentContent, formatUtcDateTime } from './content';
export { signatureStampText } from './render';
export { toWinAnsi } from './winAnsi';
