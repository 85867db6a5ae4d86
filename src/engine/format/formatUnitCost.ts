const unitCost = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

/**
 * A unit price or a number of fractional units as the portal shows it: 4 decimals (trading §9 "unit
 * cost … to 4 decimals").
 * @param value - the price or units
 * @returns '1,234.5678'; '–' for a missing value
 */
export function formatUnitCost(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return unitCost.format(value);
}
