import { formatQuantity } from './formatQuantity';
import { DEFAULT_DENOMINATION } from './limits';
import { productKindOf, type TradedProduct } from './productKindOf';

/**
 * The label of the buy basket's amount field (trading §2 Buy basket): 'Nominal (multiples of N)'
 * for bonds (N the Denomination, else the default 1000), 'Nominal (divisible by N)' where a
 * Denomination is set, else the amount in the product's currency.
 * @param product - type, Coupon, Denomination and currency
 * @returns the label, e.g. 'Nominal (multiples of 1,000)'
 */
export function basketAmountLabel(product: TradedProduct & { Currency: string }): string {
  if (productKindOf(product) === 'bond') return `Nominal (multiples of ${formatQuantity(product.Denomination ?? DEFAULT_DENOMINATION)})`;
  if (product.Denomination) return `Nominal (divisible by ${formatQuantity(product.Denomination)})`;
  return `Amount (${product.Currency})`;
}
