import { productKindOf, type TradedProduct } from './productKindOf';
import { roundMoney } from './roundMoney';
import { roundUnitCost } from './roundUnitCost';
import { unitPriceOf } from './unitPriceOf';

/**
 * The four basket input modes of trading §4 plus Sell All: the active input is units, an amount,
 * a percentage of the holding or a percentage of the available cash; the others are recomputed.
 */
export type TradeMode = 'Amount' | 'Units' | 'SellAll' | 'PercentOfCash' | 'PercentOfHoldings';

export interface TradeInput {
  mode: TradeMode;
  /** What the user typed in the active input (ignored for SellAll); NaN when it is not a number. */
  value: number;
}

export interface TradeContext {
  /** Cash available for buying, in the product's currency (PercentOfCash). */
  availableCash?: number;
  /** Units held and not already being sold (PercentOfHoldings, SellAll). */
  heldUnits?: number;
}

export interface TradeAmounts {
  /** Units to trade; for bonds and notes the nominal. */
  Units: number;
  /** Cash value in the product's currency, 2 decimals: what a buy reserves, what a sell raises. */
  Amount: number;
  /** The cost of one unit, 4 decimals (NAV, NAV / 100 for bonds and notes, 1 for a bond or note without a NAV). */
  UnitPrice: number;
  /** The number the multiple rules of trading §5 are checked on: the nominal of bonds and notes, else the amount. */
  CheckedValue: number;
}

/**
 * Recomputes the other basket values from the active input (trading §4). Bonds and notes are
 * bought by nominal at 1 currency unit per unit: whether the mode says Amount or Units, the typed
 * number is the nominal, and its cash value is nominal × NAV / 100. Equities bought by amount buy
 * the whole shares the amount pays for; other funds take fractional units to 4 decimals.
 * @param product - the product details (type, Coupon)
 * @param input - the active mode and the typed number
 * @param nav - the latest NAV, or null
 * @param context - available cash and held units for the percentage modes and Sell All
 * @returns the units, the cash amount and the unit price, or null when there is no price
 */
export function tradeAmounts(
  product: TradedProduct,
  input: TradeInput,
  nav: number | null,
  context: TradeContext = {},
): TradeAmounts | null {
  const kind = productKindOf(product);
  const byNominal = kind === 'bond' || kind === 'note';
  const price = unitPriceOf(product, nav) ?? (byNominal ? 1 : null);
  if (price === null || !(price > 0)) return null;
  const fromUnits = (units: number): TradeAmounts => ({
    Units: units,
    Amount: roundMoney(units * price),
    UnitPrice: roundUnitCost(price),
    CheckedValue: byNominal ? units : roundMoney(units * price),
  });
  const fromAmount = (amount: number): TradeAmounts => {
    const units = kind === 'equity' ? Math.floor(roundUnitCost(amount / price)) : roundUnitCost(amount / price);
    return { Units: units, Amount: roundMoney(amount), UnitPrice: roundUnitCost(price), CheckedValue: byNominal ? units : amount };
  };
  switch (input.mode) {
    case 'Units':
      return fromUnits(input.value);
    case 'Amount':
      return byNominal ? fromUnits(input.value) : fromAmount(input.value);
    case 'PercentOfCash':
      return fromAmount(roundMoney(((context.availableCash ?? 0) * input.value) / 100));
    case 'PercentOfHoldings':
      return fromUnits(roundUnitCost(((context.heldUnits ?? 0) * input.value) / 100));
    case 'SellAll':
      return fromUnits(context.heldUnits ?? 0);
  }
}
