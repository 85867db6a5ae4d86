/** What an income-source proceeds value becomes when it is not a number (portal-shell §5). */
export const DEFAULT_INCOME_PROCEEDS = 1;

const PLAIN_NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * Income-source proceeds are sent as numbers, and one that is not numeric becomes 1
 * (portal-shell §5). Unlike fees nothing is stripped: "abc 5" is not numeric, so it is 1, not 5.
 * @param value - a number, or text that is a plain decimal number (surrounding spaces allowed)
 * @returns the number, or 1
 */
export function sanitiseIncomeProceeds(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : DEFAULT_INCOME_PROCEEDS;
  if (typeof value === 'string' && PLAIN_NUMBER.test(value.trim())) return Number(value.trim());
  return DEFAULT_INCOME_PROCEEDS;
}
