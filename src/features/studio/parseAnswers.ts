import type { FormData } from '@/widgets/TesseraForm';

export type ParsedAnswers = { ok: true; answers: FormData } | { ok: false; message: string };

/**
 * Reads answers pasted into the studio (a submission copied from a ticket, a fixture): a form's
 * answers are one JSON object, so anything else is refused with a sentence the user can act on.
 * @param text - what was pasted
 * @returns the answers, or the reason they cannot be loaded
 */
export function parseAnswers(text: string): ParsedAnswers {
  if (text.trim() === '') return { ok: false, message: 'Paste the answers as a JSON object, e.g. {"Name": "Ada"}.' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `The answers are not valid JSON: ${(error as Error).message}` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, message: 'The answers must be a JSON object of field names and answers, e.g. {"Name": "Ada"}.' };
  }
  return { ok: true, answers: value as FormData };
}
