const percent = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 5 });

/**
 * A percentage as the portal shows it: rounded to 5 decimals (trading §9 "percentages rounded to 5
 * decimals"), at least 2 shown, with the sign kept and a '%' after it.
 * @param value - a percentage, 12.5 for 12.5 %
 * @returns '12.50%'; '–' for a missing value
 */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  return `${percent.format(value)}%`;
}
