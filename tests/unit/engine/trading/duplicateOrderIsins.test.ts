/** @jest-environment node */
import { duplicateOrderIsins, duplicateOrderMessage } from '@/engine/trading/duplicateOrderIsins';

const pending = [
  { ISIN: 'LU0000000001', ORDER_DATE: '2025-03-04T09:15:00Z', QUANTITY: 10 },
  { ISIN: 'IE0000000002', ORDER_DATE: '2025-03-03', QUANTITY: 5 },
];

describe('duplicateOrderIsins', () => {
  test('duplicateOrderIsins finds an ISIN with a pending order on the same calendar date', () => {
    expect(duplicateOrderIsins(['LU0000000001', 'IE0000000002'], pending, '2025-03-04')).toEqual(['LU0000000001']);
  });

  test('duplicateOrderIsins ignores an order of yesterday and lists each ISIN once', () => {
    expect(duplicateOrderIsins(['IE0000000002'], pending, '2025-03-04')).toEqual([]);
    expect(duplicateOrderIsins(['LU0000000001', 'LU0000000001'], pending, '2025-03-04')).toEqual(['LU0000000001']);
  });

  test('duplicateOrderMessage names the ISINs and asks to confirm', () => {
    expect(duplicateOrderMessage(['LU0000000001', 'IE0000000002'])).toMatch(
      /^You have already submitted order\/s for ISIN\/s: LU0000000001, IE0000000002 in the last 24 hours\..*not liable.*Are you sure you wish to process another order\?$/,
    );
  });
});
