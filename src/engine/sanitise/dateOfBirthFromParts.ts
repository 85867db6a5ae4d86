const WHOLE_NUMBER = /^\d+$/;

function partOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && WHOLE_NUMBER.test(value.trim())) return Number(value.trim());
  return null;
}

/**
 * The birth date is entered as day, month and year and set only when the day is 1–31, the month
 * 1–12 and all three are numbers; otherwise it is null (compliance §2.4). A date that does not
 * exist (31/02, 29/02 outside a leap year) is null too: stored, it would fail the schema's
 * `format: date` with a message about a field the user never saw, while null asks for the date.
 * The year must have four digits ('yyyy'): "85" is a typo, not the year 85.
 * @param day - 1–31, as number or text
 * @param month - 1–12, as number or text
 * @param year - a four-digit year, as number or text
 * @returns 'yyyy-MM-dd', or null
 */
export function dateOfBirthFromParts(day: unknown, month: unknown, year: unknown): string | null {
  const d = partOf(day);
  const m = partOf(month);
  const y = partOf(year);
  if (d === null || m === null || y === null) return null;
  if (d < 1 || d > 31 || m < 1 || m > 12 || y < 1000 || y > 9999) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${y}-${pad(m)}-${pad(d)}`;
}
