import { validateForm } from '@/engine';
import { documentContent } from './content';
import { DOCUMENT_GENERATION_FAILED_MESSAGE, DocumentGenerationError } from './errors';
import { documentPayload } from './payload';
import { documentSchemaId, documentSchemasFor, type DocumentSchemas } from './registry';
import { renderDocument, stampPdf } from './render';
import type { GeneratedDocument, OpeningDocumentInput, OpeningDocumentKind } from './types';

/** The documents of an opening, in the order they are shown and signed. */
export const OPENING_DOCUMENT_KINDS: readonly OpeningDocumentKind[] = ['ApplicationForm', 'FeeSchedule', 'BusinessConditions'];

/**
 * Validates every document's payload against its schema (schemas/documents/<kind>.schema.json,
 * which checks each section with its own form, in the version the section was answered on) before
 * anything is drawn.
 * @param schemas - the schemas of the opening's form versions (`documentSchemasFor(input)`)
 * @throws DocumentGenerationError with the first error message of the first invalid document
 */
export function validateOpeningDocuments(input: OpeningDocumentInput, schemas: DocumentSchemas = documentSchemasFor(input)): void {
  const { registry } = schemas;
  for (const kind of OPENING_DOCUMENT_KINDS) {
    const verdict = validateForm(registry, documentSchemaId(kind), documentPayload(kind, input));
    if (!verdict.valid) throw new DocumentGenerationError(verdict.errors[0]?.message || DOCUMENT_GENERATION_FAILED_MESSAGE);
  }
}

/**
 * The account-opening documents as PDFs: the application form (every answer), the fee schedule and
 * the business-conditions acknowledgement, validated against their schemas first.
 * @param input - the opening's saved sections and context
 * @returns the three documents, application form first
 * @throws DocumentGenerationError — the schema's first error message, or
 *   "Sorry! Something wrong generating document." for any other failure
 */
export async function generateOpeningDocuments(input: OpeningDocumentInput): Promise<GeneratedDocument[]> {
  try {
    const schemas = documentSchemasFor(input);
    validateOpeningDocuments(input, schemas);
    const now = input.generatedAt ? new Date(input.generatedAt) : new Date();
    const dated = { ...input, generatedAt: now.toISOString() };
    const documents: GeneratedDocument[] = [];
    for (const kind of OPENING_DOCUMENT_KINDS) {
      const content = documentContent(kind, dated, schemas);
      documents.push({ kind, title: content.title, fileName: content.fileName, pdf: await renderDocument(content, now) });
    }
    return documents;
  } catch (e) {
    if (e instanceof DocumentGenerationError) throw e;
    throw new DocumentGenerationError(DOCUMENT_GENERATION_FAILED_MESSAGE, { cause: e });
  }
}

/**
 * Stamps an electronic signature on a generated document: "Signed electronically by {name} on
 * {dd/MM/yyyy HH:mm} UTC" in the signer's slot of the last page's signature area.
 */
export async function stampSignature(pdf: Uint8Array, stamp: { name: string; signedAt: Date; order: number }): Promise<Uint8Array> {
  return stampPdf(pdf, stamp);
}
