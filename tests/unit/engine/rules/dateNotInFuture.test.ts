/** @jest-environment node */
import { DATE_NOT_IN_FUTURE_MESSAGE, dateNotInFuture } from '@/engine/rules/dateNotInFuture';

describe('dateNotInFuture', () => {
  test("the message is the transaction report's text, word for word", () => {
    expect(DATE_NOT_IN_FUTURE_MESSAGE).toBe('Please make sure to enter a date in past, not a future date.');
  });

  test('dateNotInFuture accepts a date in the past', () => {
    expect(dateNotInFuture('2024-12-31', '2025-01-01')).toBe(true);
    expect(dateNotInFuture('1999-06-15', '2025-01-01')).toBe(true);
  });

  test('dateNotInFuture accepts today', () => {
    expect(dateNotInFuture('2025-01-01', '2025-01-01')).toBe(true);
  });

  test('dateNotInFuture refuses tomorrow and later', () => {
    expect(dateNotInFuture('2025-01-02', '2025-01-01')).toBe(false);
    expect(dateNotInFuture('2026-01-01', '2025-12-31')).toBe(false);
  });

  test('dateNotInFuture compares calendar days, ignoring a time of day on either side', () => {
    expect(dateNotInFuture('2025-01-01T23:59:59Z', '2025-01-01T00:00:00Z')).toBe(true);
    expect(dateNotInFuture('2025-01-02T00:00:00', '2025-01-01T23:59:59')).toBe(false);
  });

  test('dateNotInFuture reads a Date for today on the local calendar', () => {
    const today = new Date(2025, 5, 15, 23, 30);
    expect(dateNotInFuture('2025-06-15', today)).toBe(true);
    expect(dateNotInFuture('2025-06-16', today)).toBe(false);
    expect(dateNotInFuture('2025-06-14', new Date(2025, 5, 15, 0, 5))).toBe(true);
  });

  test.each([
    ['empty', ''],
    ['null', null],
    ['undefined', undefined],
    ['in another format', '16/06/2025'],
  ])('dateNotInFuture leaves a date that is %s to the schema', (_case, date) => {
    expect(dateNotInFuture(date, '2025-06-15')).toBe(true);
  });
});
