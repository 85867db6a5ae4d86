export const DOCUMENT_GENERATION_FAILED_MESSAGE = 'Sorry! Something wrong generating document.';

/** Generation failed: the message is the document schema's first error, or DOCUMENT_GENERATION_FAILED_MESSAGE. */
export class DocumentGenerationError extends Error {
  constructor(message: string = DOCUMENT_GENERATION_FAILED_MESSAGE, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DocumentGenerationError';
  }
}
