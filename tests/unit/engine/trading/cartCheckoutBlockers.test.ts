/** @jest-environment node */
import {
  AMOUNT_EXCEEDS_AVAILABLE_CASH_MESSAGE,
  cartCheckoutBlockers,
  MAX_CHECKOUT_ITEMS_MESSAGE,
  NOTHING_CHECKED_MESSAGE,
} from '@/engine/trading/cartCheckoutBlockers';

const buy = (Amount: number) => ({ TransactionType: 'Purchase' as const, Amount });
const sell = { TransactionType: 'Sell' as const, Amount: 0 };

describe('cartCheckoutBlockers', () => {
  test("the spec's texts are word for word", () => {
    expect(MAX_CHECKOUT_ITEMS_MESSAGE).toBe('Maximum 8 items can be checked out at a time');
    expect(AMOUNT_EXCEEDS_AVAILABLE_CASH_MESSAGE).toBe('Amount Exceeds Available Cash');
  });

  test('cartCheckoutBlockers allows 8 checked buy items within the available cash', () => {
    expect(
      cartCheckoutBlockers(
        Array.from({ length: 8 }, () => buy(1000)),
        8000,
      ).buy,
    ).toEqual([]);
  });

  test('cartCheckoutBlockers blocks a 9th checked buy item', () => {
    expect(
      cartCheckoutBlockers(
        Array.from({ length: 9 }, () => buy(1)),
        1e6,
      ).buy.map((b) => b.message),
    ).toEqual([MAX_CHECKOUT_ITEMS_MESSAGE]);
  });

  test('cartCheckoutBlockers blocks checked buy items that together exceed the available cash', () => {
    expect(cartCheckoutBlockers([buy(600), buy(400.01)], 1000).buy.map((b) => b.message)).toEqual([AMOUNT_EXCEEDS_AVAILABLE_CASH_MESSAGE]);
  });

  test('cartCheckoutBlockers blocks each Proceed button while nothing of its side is checked', () => {
    expect(cartCheckoutBlockers([], 1000)).toEqual({
      buy: [{ rule: 'nothing-checked', message: NOTHING_CHECKED_MESSAGE }],
      sell: [{ rule: 'nothing-checked', message: NOTHING_CHECKED_MESSAGE }],
    });
    expect(cartCheckoutBlockers([sell], 0).sell).toEqual([]);
  });
});
