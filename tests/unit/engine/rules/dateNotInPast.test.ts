import { dateNotInPast, earliestCalendarDay } from '@/engine';

describe('dateNotInPast', () => {
  it('allows today and later, refuses yesterday (calendar days)', () => {
    expect(dateNotInPast('2026-03-10', '2026-03-10')).toBe(true);
    expect(dateNotInPast('2026-03-11', '2026-03-10')).toBe(true);
    expect(dateNotInPast('2026-03-09', '2026-03-10')).toBe(false);
    expect(dateNotInPast('2025-12-31T23:59:00Z', '2026-01-01')).toBe(false);
  });

  it('reads a Date as the local calendar day', () => {
    expect(dateNotInPast('2026-03-10', new Date(2026, 2, 10, 23, 59))).toBe(true);
    expect(dateNotInPast('2026-03-09', new Date(2026, 2, 10, 0, 1))).toBe(false);
  });

  it('leaves an empty or malformed date to the schema', () => {
    expect(dateNotInPast('', '2026-03-10')).toBe(true);
    expect(dateNotInPast(undefined, '2026-03-10')).toBe(true);
    expect(dateNotInPast('10/03/2026', '2026-03-10')).toBe(true);
  });
});

describe('earliestCalendarDay', () => {
  it('is the date at UTC−12', () => {
    expect(earliestCalendarDay(new Date('2026-03-10T11:59:00Z'))).toBe('2026-03-09');
    expect(earliestCalendarDay(new Date('2026-03-10T12:00:00Z'))).toBe('2026-03-10');
  });
});
