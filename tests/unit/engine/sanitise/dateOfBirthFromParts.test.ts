/** @jest-environment node */
import { dateOfBirthFromParts } from '@/engine/sanitise/dateOfBirthFromParts';

describe('dateOfBirthFromParts', () => {
  test('dateOfBirthFromParts builds yyyy-MM-dd with padded day and month', () => {
    expect(dateOfBirthFromParts(5, 3, 1980)).toBe('1980-03-05');
  });

  test('dateOfBirthFromParts takes numeric text, spaces and leading zeros included', () => {
    expect(dateOfBirthFromParts('05', ' 3 ', '1980')).toBe('1980-03-05');
  });

  test.each([
    [1, 1, 1990, '1990-01-01'],
    [31, 12, 1990, '1990-12-31'],
    [31, 1, 2001, '2001-01-31'],
    [30, 4, 2001, '2001-04-30'],
    [29, 2, 2000, '2000-02-29'],
    [29, 2, 2024, '2024-02-29'],
  ])('dateOfBirthFromParts accepts the bounds and real dates: %s/%s/%s', (d, m, y, expected) => {
    expect(dateOfBirthFromParts(d, m, y)).toBe(expected);
  });

  test.each([
    ['day 0', 0, 6, 1980],
    ['day 32', 32, 6, 1980],
    ['month 0', 10, 0, 1980],
    ['month 13', 10, 13, 1980],
    ['a negative day', -1, 6, 1980],
  ])('dateOfBirthFromParts returns null for %s', (_case, d, m, y) => {
    expect(dateOfBirthFromParts(d, m, y)).toBeNull();
  });

  test.each([
    ['a day that is not a number', 'a', 6, 1980],
    ['a month that is not a number', 10, 'June', 1980],
    ['a year that is not a number', 10, 6, 'nineteen'],
    ['an empty day', '', 6, 1980],
    ['a missing month', 10, undefined, 1980],
    ['a null year', 10, 6, null],
    ['a fractional day', 1.5, 6, 1980],
    ['a fractional month text', 10, '6.0', 1980],
    ['a signed day text', '+1', 6, 1980],
    ['NaN', Number.NaN, 6, 1980],
  ])('dateOfBirthFromParts returns null for %s', (_case, d, m, y) => {
    expect(dateOfBirthFromParts(d, m, y)).toBeNull();
  });

  test.each([
    ['31 February', 31, 2, 1990],
    ['30 February', 30, 2, 1990],
    ['29 February outside a leap year', 29, 2, 2001],
    ['29 February 1900 (not a leap year)', 29, 2, 1900],
    ['31 April', 31, 4, 1990],
    ['31 November', 31, 11, 1990],
  ])('dateOfBirthFromParts returns null for an impossible date: %s', (_case, d, m, y) => {
    expect(dateOfBirthFromParts(d, m, y)).toBeNull();
  });

  test('dateOfBirthFromParts returns null for a year without four digits', () => {
    expect(dateOfBirthFromParts(1, 1, 85)).toBeNull();
    expect(dateOfBirthFromParts(1, 1, '0985')).toBeNull();
    expect(dateOfBirthFromParts(1, 1, 10000)).toBeNull();
  });
});
