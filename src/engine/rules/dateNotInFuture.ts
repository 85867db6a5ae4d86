import { localCalendarDay } from '../format/localCalendarDay';

/** The transaction report's message for a start or end date after today (compliance §5), word for word. */
export const DATE_NOT_IN_FUTURE_MESSAGE = 'Please make sure to enter a date in past, not a future date.';

const ISO_DATE = /^(\d{4}-\d{2}-\d{2})/;

/**
 * A report date may be today or earlier, never later (compliance §5). JSON Schema cannot say
 * "not after today", so the browser and the server ask this rule and show
 * DATE_NOT_IN_FUTURE_MESSAGE when it fails. Dates compare as calendar days, so a time of day
 * never matters. An empty or malformed date passes: saying so is the schema's job, not this rule's.
 * @param isoDate - the chosen date, 'yyyy-MM-dd' (a time after it is ignored)
 * @param today - today, as 'yyyy-MM-dd' or a Date read on the local calendar
 * @returns false only when the date is after today
 */
export function dateNotInFuture(isoDate: string | null | undefined, today: string | Date): boolean {
  const day = ISO_DATE.exec(isoDate ?? '')?.[1];
  const todayDay = typeof today === 'string' ? ISO_DATE.exec(today)?.[1] : localCalendarDay(today);
  if (!day || !todayDay) return true;
  return day <= todayDay;
}
