/** The phone country code used when none is chosen (portal-shell §9: "default phone country code +1"). */
export const DEFAULT_DIAL_CODE = '+1';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Phone numbers are stored as one international string, dial code plus digits (portal-shell §5),
 * so "+49" and "0171 / 123-45" become "+49017112345", without spaces or punctuation. A number
 * typed with its own leading "+" is already international and keeps its own code. The trunk zero
 * is kept: the spec says "dial code plus digits", and the user's digits are not second-guessed.
 * @param dialCode - the chosen dial code, e.g. "+49" (empty: +1)
 * @param number - the number as typed
 * @returns "+" and digits, or "" when the number has no digit
 */
export function normalisePhone(dialCode: string, number: string): string {
  const digits = digitsOf(number ?? '');
  if (!digits) return '';
  if ((number ?? '').trim().startsWith('+')) return `+${digits}`;
  const code = digitsOf(dialCode ?? '') || digitsOf(DEFAULT_DIAL_CODE);
  return `+${code}${digits}`;
}
