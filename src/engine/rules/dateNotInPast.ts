import { localCalendarDay } from '../format/localCalendarDay';

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})/;

/**
 * A date that starts something (a direct debit, a regular payment) may be today or later, never
 * earlier. JSON Schema cannot say "not before today". Dates compare as calendar days. An empty or
 * malformed date passes: saying so is the schema's job, not this rule's.
 * @param isoDate - the chosen date, 'yyyy-MM-dd' (a time after it is ignored)
 * @param today - today, as 'yyyy-MM-dd' or a Date read on the local calendar
 * @returns false only when the date is before today
 */
export function dateNotInPast(isoDate: string | null | undefined, today: string | Date): boolean {
  const day = ISO_DATE.exec(isoDate ?? '')?.[1];
  const todayDay = typeof today === 'string' ? ISO_DATE.exec(today)?.[1] : localCalendarDay(today);
  if (!day || !todayDay) return true;
  return day >= todayDay;
}

/**
 * The earliest calendar day anywhere on Earth at `now`: the date at UTC−12. A server that checks
 * "not in the past" against it accepts every date that is today for some user, wherever they are
 * (the browser checks against its own local day).
 * @param now - the moment
 * @returns 'yyyy-MM-dd'
 */
export function earliestCalendarDay(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}
