import { DATE_RANGE_IN_ORDER_MESSAGE, dateRangeInOrder } from '@/engine/rules/dateRangeInOrder';

describe('dateRangeInOrder', () => {
  test('dateRangeInOrder has its message', () => {
    expect(DATE_RANGE_IN_ORDER_MESSAGE).toBe('Start Date must not be after End Date');
  });

  test('dateRangeInOrder accepts a start before or on the end', () => {
    expect(dateRangeInOrder('2025-01-01', '2025-12-31')).toBe(true);
    expect(dateRangeInOrder('2025-06-15', '2025-06-15')).toBe(true);
  });

  test('dateRangeInOrder refuses a start after the end', () => {
    expect(dateRangeInOrder('2025-06-16', '2025-06-15')).toBe(false);
  });

  test.each([
    ['missing', undefined],
    ['empty', ''],
    ['not a date', 'soon'],
  ])('dateRangeInOrder leaves a start that is %s to the schema', (_case, start) => {
    expect(dateRangeInOrder(start, '2025-06-15')).toBe(true);
  });
});
