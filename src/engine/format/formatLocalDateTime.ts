import { formatIsoDate } from './formatIsoDate';
import { localCalendarDay } from './localCalendarDay';

/**
 * A moment as the reader's calendar day and clock, 'dd/MM/yyyy hh:mm' (the audit lists' Date column).
 * @param iso - an ISO 8601 moment
 * @returns the local day and time
 */
export function formatLocalDateTime(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatIsoDate(localCalendarDay(d))} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
