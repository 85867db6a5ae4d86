/**
 * The multiple rules of trading §5 (denomination, minimum investment, 1000 for bonds) compare money
 * typed in decimals, which binary floats cannot always hold exactly; this says "is a whole multiple"
 * with a relative tolerance, so 0.3 counts as 3 × 0.1.
 * @param value - the checked amount or nominal
 * @param step - the multiple; a missing or non-positive step always passes
 * @returns true when value / step is a whole number
 */
export function isMultipleOf(value: number, step: number | null | undefined): boolean {
  if (step === null || step === undefined || !(step > 0)) return true;
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-9 * Math.max(1, Math.abs(ratio));
}
