import { MAX_CHECKOUT_ITEMS } from './limits';
import { roundMoney } from './roundMoney';
import type { Blocker } from './types';

/** The cart's tooltip over Proceed with more than 8 checked buy items (trading §5), word for word. */
export const MAX_CHECKOUT_ITEMS_MESSAGE = 'Maximum 8 items can be checked out at a time';
/** The cart's tooltip when the checked buy items cost more than the available cash (trading §5). */
export const AMOUNT_EXCEEDS_AVAILABLE_CASH_MESSAGE = 'Amount Exceeds Available Cash';
export const NOTHING_CHECKED_MESSAGE = 'Select at least one item to check out';

export interface CheckedCartItem {
  TransactionType: 'Purchase' | 'Sell';
  /** The item's amount in the account's currency (buy items). */
  Amount: number;
}

/**
 * Why Proceed with Buy Order and Proceed with Sell order are disabled (trading §5): nothing checked;
 * more than 8 checked buy items; the checked buy items together exceeding the available cash.
 * @param checkedItems - the checked cart items, buy amounts in the account's currency
 * @param availableCash - the account's available balance
 * @returns the blockers of each button
 */
export function cartCheckoutBlockers(checkedItems: readonly CheckedCartItem[], availableCash: number): { buy: Blocker[]; sell: Blocker[] } {
  const buys = checkedItems.filter((i) => i.TransactionType === 'Purchase');
  const sells = checkedItems.filter((i) => i.TransactionType === 'Sell');
  const buy: Blocker[] = [];
  if (!buys.length) buy.push({ rule: 'nothing-checked', message: NOTHING_CHECKED_MESSAGE });
  if (buys.length > MAX_CHECKOUT_ITEMS) buy.push({ rule: 'max-items', message: MAX_CHECKOUT_ITEMS_MESSAGE });
  const total = roundMoney(buys.reduce((sum, i) => sum + i.Amount, 0));
  if (total > roundMoney(availableCash)) buy.push({ rule: 'exceeds-cash', message: AMOUNT_EXCEEDS_AVAILABLE_CASH_MESSAGE });
  return { buy, sell: sells.length ? [] : [{ rule: 'nothing-checked', message: NOTHING_CHECKED_MESSAGE }] };
}
