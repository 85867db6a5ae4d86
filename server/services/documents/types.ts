/**
 * The account-opening documents (the application form, the fee schedule and the business-conditions
 * acknowledgement): what they are generated from, and the printed model every document (the order
 * form too) is laid out from.
 */

import type { Flow, FormSchema, UiSchema } from '@/engine';

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
    /** { RiskProfile, Appropriateness } — null when the flow has no Investment Profile for the opening. */
    InvestmentProfile: unknown | null;
    Fees: unknown;
    Acknowledgements: unknown;
  };
  /**
   * The sections the account-opening flow asks for this opening (the sections of its form steps
   * that exist for the opening's context, e.g. no 'InvestmentProfile' for QROPS and trust): the flow
   * decides what the application form must and must not carry.
   */
  flowSections: readonly string[];
  /** Reference lists (by name, e.g. titles, countries) to print names instead of ids. */
  referenceData?: Record<string, Array<{ id: number | string; name: string }>>;
  /** ISO date-time of the generation (the acknowledgement's date); now when omitted. */
  generatedAt?: string;
  /**
   * The {schema, ui} of the studio version each section's form was answered on, by form id (issue
   * 13 items 1 and 2): the section is validated against that version and prints with its labels. A
   * form not named is the version under schemas/.
   */
  formVersions?: Readonly<Record<string, { schema: FormSchema; ui: UiSchema }>>;
  /** The account-opening flow in effect, whose overrides give labels (schemas/flows/account-opening.json when omitted). */
  flow?: Flow;
}

export type OpeningDocumentKind = 'ApplicationForm' | 'FeeSchedule' | 'BusinessConditions';

export interface GeneratedDocument {
  kind: OpeningDocumentKind;
  title: string;
  fileName: string;
  pdf: Uint8Array;
}

/** One printed element of a document, in reading order. */
export type DocumentBlock =
  | { type: 'heading'; text: string }
  | { type: 'subheading'; text: string }
  /** A label and its answer; `path` is the JSON pointer of the answer in the document payload. */
  | { type: 'row'; label: string; value: string; path?: string }
  | { type: 'paragraph'; text: string };

/** Who signs a document, in signing order (the account holders). */
export interface DocumentSigner {
  order: number;
  name: string;
  email?: string;
  /** What the signature slot calls the signer ("Client", "Adviser"); "Account holder {order}" when absent. */
  role?: string;
}

/** Everything a document prints, before it is laid out on pages. */
export interface DocumentContent {
  kind: OpeningDocumentKind | 'OrderForm' | 'ComplianceSubmission' | 'OnlineDocument';
  title: string;
  fileName: string;
  /** Header text: brand name and opening number. */
  brandName: string;
  openingId: number;
  /** The header's reference and the PDF subject; "Account opening {openingId}" when absent. */
  reference?: string;
  blocks: DocumentBlock[];
  /** One signature slot each, on the last page. */
  signers: DocumentSigner[];
  /** false: no "Signatures" area (a document nobody signs, e.g. the online documents); drawn when absent. */
  signatureArea?: boolean;
}
