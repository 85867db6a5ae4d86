import { convertViaEur, type EurRates } from './convertViaEur';
import { PAYMENT_AMOUNT_MAX } from './limits';
import { roundMoney } from './roundMoney';
import type { Blocker } from './types';

/** Overpaying shows this tooltip (trading §5 Payment step), word for word; the server answers it too. */
export const EXCEEDS_AMOUNT_NEEDED_MESSAGE = 'Exceeds Amount Needed';
export const AMOUNT_LEFT_MESSAGE = 'The amount left to pay must be 0.00 before you continue.';
export const exceedsCurrencyCashMessage = (currency: string) => `The amount exceeds the available ${currency} cash.`;
export const PAYMENT_MAX_MESSAGE = 'A payment amount must be between 0 and 1,000,000.';

/** What one currency pays: the amount sold of it, and what that buys of the product's currency. */
export interface PaymentPart {
  SellAmount: number;
  BuyAmount: number;
}

/**
 * One currency's part of a payment from the amount the user types in that currency: what it buys of
 * the product's currency through EUR, to the cent.
 * @param sellAmount - the amount of `sellCurrency` paid
 * @param sellCurrency - the currency paid from
 * @param productCurrency - the product's currency
 * @param rates - units per 1 EUR
 */
export function paymentPartOf(sellAmount: number, sellCurrency: string, productCurrency: string, rates: EurRates): PaymentPart {
  return { SellAmount: roundMoney(sellAmount), BuyAmount: roundMoney(convertViaEur(sellAmount, sellCurrency, productCurrency, rates)) };
}

/**
 * The part that pays exactly `left` of the product's currency from `sellCurrency` ("pay the rest"):
 * the bought amount is `left` to the cent and the sold amount its conversion, which the server
 * accepts within 0.01.
 */
export function remainderPartOf(left: number, sellCurrency: string, productCurrency: string, rates: EurRates): PaymentPart {
  return { SellAmount: roundMoney(convertViaEur(left, productCurrency, sellCurrency, rates)), BuyAmount: roundMoney(left) };
}

/**
 * The amount still to pay of a product line (trading §5: Next waits until it is exactly 0).
 * @param total - the line's amount in the product's currency
 * @param parts - per currency what is paid
 */
export function amountLeftToPay(total: number, parts: Readonly<Record<string, PaymentPart>>): number {
  return roundMoney(total - Object.values(parts).reduce((s, p) => s + p.BuyAmount, 0));
}

/**
 * Why Next on the Payment Details step is disabled (trading §5): an amount left to pay other than 0
 * (overpaying: 'Exceeds Amount Needed'); a currency paying more than its available cash; an amount
 * outside 0 to 1,000,000.
 * @param total - the line's amount in the product's currency
 * @param parts - per currency what is paid
 * @param cash - available cash per currency (accounts/cashposition)
 */
export function paymentBlockers(
  total: number,
  parts: Readonly<Record<string, PaymentPart>>,
  cash: Readonly<Record<string, number>>,
): Blocker[] {
  const blockers: Blocker[] = [];
  for (const [currency, part] of Object.entries(parts)) {
    if (part.SellAmount < 0 || part.SellAmount > PAYMENT_AMOUNT_MAX) blockers.push({ rule: 'payment-max', message: PAYMENT_MAX_MESSAGE });
    else if (roundMoney(part.SellAmount) > roundMoney(cash[currency] ?? 0))
      blockers.push({ rule: 'exceeds-cash', message: exceedsCurrencyCashMessage(currency) });
  }
  const left = amountLeftToPay(total, parts);
  if (left < 0) blockers.unshift({ rule: 'exceeds-needed', message: EXCEEDS_AMOUNT_NEEDED_MESSAGE });
  else if (left !== 0) blockers.unshift({ rule: 'amount-left', message: AMOUNT_LEFT_MESSAGE });
  return blockers;
}

/** The Forex entries of a purchased fund line: every currency other than the product's that pays a part. */
export function forexLinesOf(parts: Readonly<Record<string, PaymentPart>>, productCurrency: string) {
  return Object.entries(parts)
    .filter(([currency, p]) => currency !== productCurrency && p.BuyAmount > 0)
    .map(([currency, p]) => ({ SellCurrency: currency, SellAmount: p.SellAmount, BuyCurrency: productCurrency, BuyAmount: p.BuyAmount }));
}

/**
 * Whether a currency can pay for a product: its own currency always; another only when both have a
 * EUR rate (conversion goes via EUR, trading §9), EUR itself counting as rate 1.
 * @param currency - the currency paid from
 * @param productCurrency - the product's currency
 * @param rates - units per 1 EUR
 */
export function canPayFrom(currency: string, productCurrency: string, rates: EurRates): boolean {
  if (currency === productCurrency) return true;
  const known = (c: string) => c === 'EUR' || rates[c] !== undefined;
  return known(currency) && known(productCurrency);
}
