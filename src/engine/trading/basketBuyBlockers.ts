import { formatQuantity } from './formatQuantity';
import { isMultipleOf } from './isMultipleOf';
import { BOND_NOMINAL_MULTIPLE } from './limits';
import { productKindOf, type TradedProduct } from './productKindOf';
import { tradeAmounts, type TradeInput } from './tradeAmounts';
import type { Blocker } from './types';

export const AMOUNT_REQUIRED_MESSAGE = 'Please enter an amount above 0';
export const PERCENT_OF_CASH_MESSAGE = 'Percentage of available cash must be above 0 and at most 100';
export const BOND_NOMINAL_MESSAGE = `Nominal must be a multiple of ${formatQuantity(BOND_NOMINAL_MULTIPLE)} and above 0`;
export const EQUITY_WHOLE_MESSAGE = 'Equities can only be bought in whole numbers';
export const UNITS_MINIMUM_MESSAGE = 'Units must be at least 1';
export const NO_PRICE_MESSAGE = 'This product has no price yet and cannot be bought';
/** 'Nominal (divisible by N)' is the basket's label where a denomination is set (trading §2). */
export const denominationMessage = (denomination: number) => `Nominal must be divisible by ${formatQuantity(denomination)}`;
export const minInvestMessage = (minInvest: number) =>
  `Amount must be a multiple of the minimum investment of ${formatQuantity(minInvest)}`;

export interface BasketProduct extends TradedProduct {
  /** The latest NAV, or null when the product has none. */
  NAV: number | null;
}

export interface BasketAccount {
  /** Cash available for buying, in the product's currency (for the percentage-of-cash mode). */
  AvailableBalance?: number;
}

/**
 * Why Buy (or Update Amount) in the buy basket is disabled (trading §5): the amount is not a
 * multiple of the Denomination or of MinInvest; a bond's nominal is not a multiple of 1000 or is 0;
 * an equity amount is not whole; the units come to less than 1; a percentage of available cash is
 * above 100, at or below 0 or not a number. Structured notes need units above 0 and a multiple of
 * their Denomination, which the same rules say. The multiple rules look at the nominal for bonds and
 * notes (bought by nominal) and at the amount for everything else; in Units mode a fund's amount is
 * derived, so only its units are checked. The server refuses an order with the first message.
 * @param product - type, Coupon, Denomination, MinInvest and NAV
 * @param input - the active input mode and the typed number (NaN when not a number)
 * @param account - the available balance, for the percentage-of-cash mode
 * @returns the blockers, empty when Buy may be pressed
 */
export function basketBuyBlockers(product: BasketProduct, input: TradeInput, account: BasketAccount = {}): Blocker[] {
  const kind = productKindOf(product);
  const byNominal = kind === 'bond' || kind === 'note';
  if (input.mode === 'PercentOfCash' && !(Number.isFinite(input.value) && input.value > 0 && input.value <= 100)) {
    return [{ rule: 'percent-of-cash', message: PERCENT_OF_CASH_MESSAGE }];
  }
  if (!Number.isFinite(input.value) || input.value <= 0) {
    return [
      kind === 'bond'
        ? { rule: 'bond-nominal', message: BOND_NOMINAL_MESSAGE }
        : { rule: 'amount-required', message: AMOUNT_REQUIRED_MESSAGE },
    ];
  }
  const amounts = tradeAmounts(product, input, product.NAV, { availableCash: account.AvailableBalance });
  if (!amounts) return [{ rule: 'no-price', message: NO_PRICE_MESSAGE }];
  const blockers: Blocker[] = [];
  const typedDirectly = input.mode === 'Amount' || (byNominal && input.mode === 'Units');
  const checked = amounts.CheckedValue;
  if (kind === 'bond' && !isMultipleOf(checked, BOND_NOMINAL_MULTIPLE))
    blockers.push({ rule: 'bond-nominal', message: BOND_NOMINAL_MESSAGE });
  if (typedDirectly || input.mode === 'PercentOfCash') {
    if (product.Denomination && !isMultipleOf(checked, product.Denomination)) {
      blockers.push({ rule: 'denomination', message: denominationMessage(product.Denomination) });
    }
    if (product.MinInvest && !isMultipleOf(checked, product.MinInvest)) {
      blockers.push({ rule: 'min-invest', message: minInvestMessage(product.MinInvest) });
    }
  }
  if (kind === 'equity' && (input.mode === 'Amount' || input.mode === 'Units' || input.mode === 'PercentOfCash')) {
    const typed = input.mode === 'PercentOfCash' ? amounts.Amount : input.value;
    if (!Number.isInteger(typed)) blockers.push({ rule: 'equity-whole', message: EQUITY_WHOLE_MESSAGE });
  }
  if (amounts.Units < 1) blockers.push({ rule: 'units-minimum', message: UNITS_MINIMUM_MESSAGE });
  return blockers;
}
