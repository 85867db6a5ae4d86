import type { PendingOrderEntry } from './types';

/**
 * The confirmation a user must accept before ordering again an ISIN ordered today (trading §5). The
 * spec elides parts of the sentence ("..."); Tessera completes them as below.
 */
export const duplicateOrderMessage = (isins: readonly string[]) =>
  `You have already submitted order/s for ISIN/s: ${isins.join(', ')} in the last 24 hours. ` +
  'The provider is not liable for any losses arising from duplicated orders. Are you sure you wish to process another order?';

/**
 * The ISINs about to be ordered that already have a pending order placed on the same calendar date
 * (trading §9: "Duplicate-order window: same calendar date, described as the last 24 hours").
 * @param isins - the ISINs of the order being placed
 * @param pendingOrders - the account's pending orders (ISIN and ORDER_DATE)
 * @param today - today as 'yyyy-MM-dd' (the platform's calendar: UTC)
 * @returns each duplicated ISIN once, in the order given; empty when there is nothing to confirm
 */
export function duplicateOrderIsins(isins: readonly string[], pendingOrders: readonly PendingOrderEntry[], today: string): string[] {
  const day = today.slice(0, 10);
  const orderedToday = new Set(pendingOrders.filter((o) => o.ORDER_DATE.slice(0, 10) === day).map((o) => o.ISIN));
  return [...new Set(isins)].filter((isin) => orderedToday.has(isin));
}
