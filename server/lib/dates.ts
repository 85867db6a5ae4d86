/** UTC calendar helpers: the platform's dates are calendar days, never local times. */
export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(d: Date, days: number): Date {
  const out = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  out.setUTCDate(out.getUTCDate() + days);
  return out;
}

/** 'YYYY-MM-DD' → 'dd-mm-yyyy', the form the session's accountSummary uses for creationDate. */
export function toDayMonthYear(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
}

/** Whole days from `iso` to `today`. */
export function daysSince(iso: string, today: Date = new Date()): number {
  const then = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.floor((now - then) / 86_400_000);
}
