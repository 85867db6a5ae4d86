import { numberFromText } from './numberFromText';

/**
 * Fee fields reach the account-opening request as text such as "1.5%" or "EUR 212"; the server
 * stores numbers (portal-shell §5: "Numeric fee strings are stripped to numbers; invalid becomes
 * 0"). A minus before the first digit is kept, so a negative fee is refused by the schema's
 * minimum instead of silently turning positive.
 * @param value - the fee as text or number
 * @returns the number it means, or 0 when it means none (no digit, not finite, not text)
 */
export function sanitiseFeeString(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const fee = numberFromText(value, true);
  return Number.isFinite(fee) ? fee : 0;
}
