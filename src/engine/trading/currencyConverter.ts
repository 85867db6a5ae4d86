import { convertViaEur, type EurRates } from './convertViaEur';
import { roundMoney } from './roundMoney';

/** The Currency Converter's amount (issue 14 item 7): what a person may type, and what it says when they may not. */
export const CONVERTER_MAX_AMOUNT = 1_000_000_000;
export const CONVERTER_TEXTS = {
  amountRequired: 'Enter an amount to convert.',
  amountInvalid: 'Enter the amount as a number with at most 2 decimals, for example 100 or 2,500.50.',
  amountTooLarge: 'Enter an amount of at most 1,000,000,000.',
  ratesFailed: 'Sorry! Looks like something went wrong while loading the conversion rates',
} as const;

/** Digits with optional thousands commas, then at most 2 decimals. */
const AMOUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

/**
 * Reads the typed amount: spaces are ignored, commas are thousands separators.
 * @param text - the field's text
 * @returns the amount, or the message to show under the field
 */
export function parseConverterAmount(text: string): { amount: number } | { error: string } {
  const trimmed = text.replace(/\s+/g, '');
  if (trimmed === '') return { error: CONVERTER_TEXTS.amountRequired };
  if (!AMOUNT.test(trimmed)) return { error: CONVERTER_TEXTS.amountInvalid };
  const amount = Number(trimmed.replace(/,/g, ''));
  if (amount > CONVERTER_MAX_AMOUNT) return { error: CONVERTER_TEXTS.amountTooLarge };
  return { amount };
}

/**
 * The converter's result: through EUR (trading §9 "Conversion goes via EUR rates"), rounded to
 * cents only at the end (roundMoney), as every amount the portal shows.
 * @param amount - the amount in `from`
 * @param from - its currency
 * @param to - the wanted currency
 * @param rates - units of each currency per 1 EUR
 */
export function convertForDisplay(amount: number, from: string, to: string, rates: EurRates): number {
  return roundMoney(convertViaEur(amount, from, to, rates));
}
