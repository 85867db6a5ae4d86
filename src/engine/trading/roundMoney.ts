import { roundTo } from './rounding';

/**
 * Money is shown and stored rounded to 2 decimals (trading §9 "Money shown to 2 decimals (rounded to
 * 2)"), so what a user adds up on screen is what the server reserves and books.
 * @param amount - an amount in any currency
 * @returns the amount rounded half away from zero to 2 decimals
 */
export function roundMoney(amount: number): number {
  return roundTo(amount, 2);
}
