import { numberFromText } from './numberFromText';

/**
 * The trading numeric inputs (amounts, units, percentages) strip non-numeric characters and
 * treat empty as 0 (trading §5), so a pasted "1,250.00 EUR" is 1250. A minus is stripped like any
 * other character: no trading input takes a negative number.
 * @param text - the input's text; a number counts without its sign, as text loses its minus
 * @returns the number, or 0 when no digit is left
 */
export function stripNumericInput(text: string | number | null | undefined): number {
  if (typeof text === 'number') return Number.isFinite(text) ? Math.abs(text) : 0;
  const value = numberFromText(text ?? '', false);
  return Number.isFinite(value) ? value : 0;
}
