/**
 * 'yyyy-MM-dd' of a moment on the local calendar: "today" for a user is their own day, not UTC's
 * (the date rules and the date picker's 'today' limit compare calendar days this way).
 * @param date - the moment
 * @returns the local calendar day, 'yyyy-MM-dd'
 */
export function localCalendarDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
