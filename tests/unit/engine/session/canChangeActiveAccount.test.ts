/** @jest-environment node */
import { canChangeActiveAccount } from '@/engine/session/canChangeActiveAccount';

describe('canChangeActiveAccount', () => {
  test.each(['watchlist', 'alerts', 'transactions', 'buy', 'sell', 'cart'])(
    'canChangeActiveAccount allows a change while the %s modal is open',
    (modal) => {
      expect(canChangeActiveAccount([modal], false)).toBe(true);
    },
  );

  test('canChangeActiveAccount refuses a change when no modal is open', () => {
    expect(canChangeActiveAccount([], false)).toBe(false);
  });

  test.each(['fundDetails', 'notifications', 'kyc', 'missingDocuments'])(
    'canChangeActiveAccount refuses a change while only the %s modal is open',
    (modal) => {
      expect(canChangeActiveAccount([modal], false)).toBe(false);
    },
  );

  test('canChangeActiveAccount refuses a change while the cart is at checkout', () => {
    expect(canChangeActiveAccount(['cart'], true)).toBe(false);
  });

  test('canChangeActiveAccount allows a change at cart checkout when another listed modal is open too', () => {
    expect(canChangeActiveAccount(['cart', 'watchlist'], true)).toBe(true);
  });

  test('canChangeActiveAccount ignores the checkout flag when the cart is closed', () => {
    expect(canChangeActiveAccount(['sell'], true)).toBe(true);
  });
});
