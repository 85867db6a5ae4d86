/**
 * The documents of an account opening (contract: accounts/opening/document/add): their types, which
 * supporting documents an opening asks for, and the rule "every asked document is uploaded before
 * the account is opened" — the same on the server (complete answers 409) and in the wizard.
 */
import { ACCOUNT_OPENING_MESSAGES as M } from './messages';

/** The document types of an upload. */
export const DOCUMENT_TYPES = [
  { Value: 1, Text: 'Passport or identity card' },
  { Value: 2, Text: 'Proof of address' },
  { Value: 3, Text: 'Signed application form' },
  { Value: 4, Text: 'Tax certificate' },
  { Value: 5, Text: 'Source of funds' },
] as const;

export const DOCUMENT_TYPE_IDS = {
  IdentityDocument: 1,
  ProofOfAddress: 2,
  SignedApplicationForm: 3,
  TaxCertificate: 4,
  SourceOfFunds: 5,
} as const;

/** The largest upload, 10 MB (the server's limit; the wizard checks it before sending). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The name of a document type ("Document" for an unknown id). */
export const documentTypeName = (id: number): string => DOCUMENT_TYPES.find((t) => t.Value === id)?.Text ?? 'Document';

/** The flags of an opening that decide which supporting documents it asks for. */
export interface DocumentFlags {
  TaxCertForm: boolean;
  SOFForm: boolean;
}

/**
 * The supporting documents an opening asks for, in the order the wizard lists them: identity and
 * proof of address always (know-your-customer before an account is opened), a tax certificate when
 * TaxCertForm is set, a source-of-funds document when SOFForm is set. Each is required before the
 * account is opened.
 */
export function requiredDocumentTypes(flags: DocumentFlags): number[] {
  const types: number[] = [DOCUMENT_TYPE_IDS.IdentityDocument, DOCUMENT_TYPE_IDS.ProofOfAddress];
  if (flags.TaxCertForm) types.push(DOCUMENT_TYPE_IDS.TaxCertificate);
  if (flags.SOFForm) types.push(DOCUMENT_TYPE_IDS.SourceOfFunds);
  return types;
}

/**
 * The 409 of completion (and the wizard's Sign-step message) while asked documents are missing.
 * @param names - the missing document types' names, in list order
 */
export const missingDocumentsMessage = (names: readonly string[]) =>
  `Please upload these documents before the account can be opened: ${names.join(', ')}.`;

/**
 * Engine rule "asked documents are uploaded before completion".
 * @param flags - the opening's TaxCertForm and SOFForm
 * @param uploadedTypes - the document type ids of the uploaded (not generated) documents
 * @returns the message naming every missing type, or null when none is missing
 */
export function missingDocumentsProblem(flags: DocumentFlags, uploadedTypes: readonly number[]): string | null {
  const missing = requiredDocumentTypes(flags).filter((t) => !uploadedTypes.includes(t));
  return missing.length ? missingDocumentsMessage(missing.map(documentTypeName)) : null;
}

/** What the file input accepts: PDF, PNG and JPEG, by type and by extension. */
export const DOCUMENT_ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';

const ALLOWED_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
const ALLOWED_EXTENSIONS = /\.(pdf|png|jpe?g)$/i;

/**
 * The browser's check of a chosen file before it is sent, with the server's own sentences (the
 * server checks the bytes again): PDF, PNG or JPEG by declared type or extension, not empty, at
 * most 10 MB.
 * @param file - the chosen file's name, declared type and size
 * @returns the message, or null when the file may be sent
 */
export function documentFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!ALLOWED_TYPES.includes(file.type.toLowerCase()) && !ALLOWED_EXTENSIONS.test(file.name)) return M.documentWrongType;
  if (file.size === 0) return M.documentEmpty;
  if (file.size > MAX_DOCUMENT_BYTES) return M.documentTooLarge;
  return null;
}
