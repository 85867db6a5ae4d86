/** @jest-environment node */
import { formatMoney } from '@/engine/format/formatMoney';

describe('formatMoney', () => {
  test.each([
    [0, '0.00'],
    [5, '5.00'],
    [1234.5, '1,234.50'],
    [1234567.891, '1,234,567.89'],
    [0.005, '0.01'],
    [-2500.4, '-2,500.40'],
  ])('formatMoney shows %p as %s', (amount, shown) => {
    expect(formatMoney(amount)).toBe(shown);
  });
});
