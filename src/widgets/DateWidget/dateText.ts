import { dateOfBirthFromParts } from '@/engine/sanitise/dateOfBirthFromParts';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A stored date as the portal shows it: 'yyyy-MM-dd' → 'dd/MM/yyyy'. Anything else (a half-typed or
 * impossible date kept so the schema can name the problem) is shown as it is.
 * @param value - the stored value
 */
export function toDisplayDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  const iso = ISO.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

/**
 * A typed 'dd/MM/yyyy' (one-digit day and month allowed) as 'yyyy-MM-dd', or null when the text is
 * not a date that exists.
 * @param text - the field's text
 */
export function fromDisplayDate(text: string): string | null {
  const match = DISPLAY.exec(text.trim());
  return match ? dateOfBirthFromParts(match[1], match[2], match[3]) : null;
}

/** What a date field keeps of a keystroke: digits and slashes, at most 'dd/MM/yyyy' long. */
export function cleanDateText(text: string): string {
  return text.replace(/[^\d/]/g, '').slice(0, 10);
}
