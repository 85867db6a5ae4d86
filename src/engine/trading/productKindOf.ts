/** The product types of trading §1 (and 'DFM' for discretionary portfolios). */
export type ProductType =
  | 'Exchange Traded Funds (ETF)'
  | 'Hybrid, Structured Instruments'
  | 'Fixed Income Bond'
  | 'Bonds'
  | 'Equity Funds'
  | 'Equities'
  | 'Fund'
  | 'DFM';

/** How a product trades: bonds and notes by nominal, equities in whole shares, the rest in (fractional) units. */
export type ProductKind = 'bond' | 'note' | 'equity' | 'dfm' | 'fund';

/** The fields of a product the trading rules read (the basket's product details of trading §3). */
export interface TradedProduct {
  ProductType: string;
  /** Set for bonds (trading §5 "a bond (Coupon)"). */
  Coupon?: number | null;
  Denomination?: number | null;
  MinInvest?: number | null;
}

/**
 * Which trading rules apply to a product. The spec recognises a bond by its Coupon ("a bond
 * (Coupon)") and by the types 'Fixed Income Bond' and 'Bonds'; structured notes are the type
 * 'Hybrid, Structured Instruments'.
 * @param product - at least its ProductType, and Coupon when it has one
 * @returns 'bond', 'note', 'equity', 'dfm' or 'fund' (funds, equity funds and ETFs)
 */
export function productKindOf(product: TradedProduct): ProductKind {
  const type = product.ProductType;
  if (type === 'Fixed Income Bond' || type === 'Bonds' || (product.Coupon !== null && product.Coupon !== undefined)) return 'bond';
  if (type === 'Hybrid, Structured Instruments') return 'note';
  if (type === 'Equities') return 'equity';
  if (type === 'DFM') return 'dfm';
  return 'fund';
}
