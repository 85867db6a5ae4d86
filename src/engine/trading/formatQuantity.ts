const quantity = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 4 });

/**
 * A limit or quantity inside a message: thousands separators, no trailing zeros ("1,000", "2.5").
 * @param value - the number
 */
export function formatQuantity(value: number): string {
  return quantity.format(value);
}
