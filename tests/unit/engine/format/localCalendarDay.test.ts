/** @jest-environment node */
import { localCalendarDay } from '@/engine/format/localCalendarDay';

describe('localCalendarDay', () => {
  test('localCalendarDay gives the day on the local calendar, padded, whatever the time of day', () => {
    expect(localCalendarDay(new Date(2026, 0, 5, 0, 0, 1))).toBe('2026-01-05');
    expect(localCalendarDay(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31');
  });
});
