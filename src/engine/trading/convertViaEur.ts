/** Reference rates: units of each currency per 1 EUR (accounts/conversionrates `Rate_EUR`). */
export type EurRates = Readonly<Record<string, number>>;

/** Thrown when a currency has no rate: an amount must never be converted with a guessed rate. */
export const NO_RATE_MESSAGE = 'There is no conversion rate for this currency.';

/**
 * Converts an amount between currencies through EUR (trading §9 "Conversion goes via EUR rates"):
 * first into EUR, then into the target currency. Unrounded: round the result where it is shown or
 * booked (roundMoney), never in between.
 * @param amount - the amount in `from`
 * @param from - ISO code of the amount's currency
 * @param to - ISO code of the wanted currency
 * @param rates - units of each currency per 1 EUR (EUR itself is 1 whether listed or not)
 * @returns the amount in `to`
 * @throws Error(NO_RATE_MESSAGE) when either currency has no positive rate
 */
export function convertViaEur(amount: number, from: string, to: string, rates: EurRates): number {
  if (from === to) return amount;
  const rateOf = (currency: string) => (currency === 'EUR' ? (rates.EUR ?? 1) : rates[currency]);
  const fromRate = rateOf(from);
  const toRate = rateOf(to);
  if (!(fromRate > 0) || !(toRate > 0)) throw new Error(NO_RATE_MESSAGE);
  return (amount / fromRate) * toRate;
}
