/** A form's JSON Schema as the engine reads it (the rest of the schema is ajv's business). */
export interface FormSchema {
  $id: string;
  title?: string;
  version: string;
  type?: string;
  properties?: Record<string, unknown>;
  [keyword: string]: unknown;
}

/** An RJSF uiSchema. */
export type UiSchema = Record<string, unknown>;

/** One validation error as the user sees it. */
export interface FormError {
  /** JSON pointer of the value the error concerns ('' for the whole form). */
  path: string;
  /** Top-level field the error belongs to ('' when none). */
  field: string;
  message: string;
  keyword: string;
}

export interface FormVerdict {
  valid: boolean;
  errors: FormError[];
}

export const FORM_ID_BASE = 'https://tessera.example/schemas/forms/';

/** 'https://tessera.example/schemas/forms/kyc' → 'kyc'. */
export function formIdOf(schemaId: string): string {
  return schemaId.startsWith(FORM_ID_BASE) ? schemaId.slice(FORM_ID_BASE.length) : schemaId;
}
