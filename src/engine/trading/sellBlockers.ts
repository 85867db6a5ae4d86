import { SELL_ALL_QUANTITY_EPSILON } from './limits';
import { roundMoney } from './roundMoney';
import type { TradeInput } from './tradeAmounts';
import type { Blocker, PendingOrderEntry } from './types';
import { bondSellValue } from './bondSellValue';

export const SELL_UNITS_REQUIRED_MESSAGE = 'Units must be above 0';
export const SELL_UNITS_EXCEED_MESSAGE = 'You cannot sell more units than you hold';
export const SELL_AMOUNT_EXCEEDS_MESSAGE = 'The amount exceeds the current value of your holding';
export const SELL_ALL_PENDING_MESSAGE = 'A sell-all order for this product is already pending';
export const PERCENT_OF_HOLDINGS_MESSAGE = 'Percentage of holdings must be above 0 and at most 100';

/** The holding being sold (the sell details of trading §3). */
export interface SellHolding {
  ISIN: string;
  ProductType: string;
  /** Units that may still be sold: held units less units of pending sell orders. */
  Units: number;
  LatestNAV: number | null;
}

/**
 * Why Sell (or Update Amount) in the sell basket is disabled (trading §5): the units exceed the held
 * units, the cash exceeds the current value, or a pending sell-all order (quantity within 1e-5 of 0)
 * exists for the same ISIN; units must be above 0. The server passes the held units less those of
 * pending sells, so two sells cannot together sell more than is held.
 * @param holding - ISIN, type, sellable units and latest NAV
 * @param input - Units, Amount, SellAll or PercentOfHoldings and the typed number
 * @param pendingSells - pending sell orders of the account (their ISIN and QUANTITY)
 * @returns the blockers, empty when Sell may be pressed
 */
export function sellBlockers(holding: SellHolding, input: TradeInput, pendingSells: readonly PendingOrderEntry[] = []): Blocker[] {
  const sellAllPending = pendingSells.some(
    (o) => o.ISIN === holding.ISIN && o.TransactionType !== 'Purchase' && Math.abs(o.QUANTITY) < SELL_ALL_QUANTITY_EPSILON,
  );
  if (sellAllPending) return [{ rule: 'sell-all-pending', message: SELL_ALL_PENDING_MESSAGE }];
  if (input.mode === 'SellAll') {
    return holding.Units > SELL_ALL_QUANTITY_EPSILON ? [] : [{ rule: 'units-exceed', message: SELL_UNITS_EXCEED_MESSAGE }];
  }
  if (input.mode === 'PercentOfHoldings' && !(Number.isFinite(input.value) && input.value > 0 && input.value <= 100)) {
    return [{ rule: 'percent-of-holdings', message: PERCENT_OF_HOLDINGS_MESSAGE }];
  }
  if (!Number.isFinite(input.value) || input.value <= 0) return [{ rule: 'units-required', message: SELL_UNITS_REQUIRED_MESSAGE }];
  if (input.mode === 'Amount') {
    const currentValue = holding.LatestNAV === null ? 0 : roundMoney(bondSellValue(holding.Units, holding.LatestNAV, holding.ProductType));
    return input.value > currentValue + 1e-9 ? [{ rule: 'amount-exceeds', message: SELL_AMOUNT_EXCEEDS_MESSAGE }] : [];
  }
  const units = input.mode === 'PercentOfHoldings' ? (holding.Units * input.value) / 100 : input.value;
  return units > holding.Units + 1e-9 ? [{ rule: 'units-exceed', message: SELL_UNITS_EXCEED_MESSAGE }] : [];
}
