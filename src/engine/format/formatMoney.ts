const money = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Money as the portal shows it: thousands separators and 2 decimals (trading §9).
 * @param amount - an amount in any currency
 */
export function formatMoney(amount: number): string {
  return money.format(amount);
}
