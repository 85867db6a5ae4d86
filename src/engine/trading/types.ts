/** Why a trading button is disabled: a rule id (stable, for code and tests) and the text to show. */
export interface Blocker {
  rule: string;
  message: string;
}

/** A pending order as accounts read it (products/pendingorders): ISIN, order date and quantity. */
export interface PendingOrderEntry {
  ISIN: string;
  /** 'yyyy-MM-dd' (a time after it is ignored). */
  ORDER_DATE: string;
  /** Units ordered; 0 marks a pending sell-all (trading §5 "quantity within 1e-5 of 0"). */
  QUANTITY: number;
  TransactionType?: 'Purchase' | 'Sell';
}
