import { DEFAULT_DIAL_CODE } from './normalisePhone';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The due-diligence mobile number is stored as dial code and number joined by a hyphen, without
 * spaces (compliance §2.4), the shape its schema checks: "+49-123456789".
 * @param dialCode - the chosen dial code, e.g. "+49" (empty: +1)
 * @param number - the number as typed; spaces and punctuation are removed
 * @returns "+<code>-<digits>", or "" when the number has no digit
 */
export function toMobileField(dialCode: string, number: string): string {
  const digits = digitsOf(number ?? '');
  if (!digits) return '';
  const code = digitsOf(dialCode ?? '') || digitsOf(DEFAULT_DIAL_CODE);
  return `+${code}-${digits}`;
}
