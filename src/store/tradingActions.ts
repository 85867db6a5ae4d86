import { createAction } from '@reduxjs/toolkit';

/**
 * Events shared by the trading screens: a row of search results, the fact sheet, the holdings, the
 * watchlist or the alerts asks for something another area owns (the buy basket, the sell basket,
 * the fact sheet, the fund summary, the watchlist). Each area's saga or slice listens to the ones
 * it serves, so no feature imports another.
 */
export interface ProductRef {
  ISIN: string;
  /** Shown in snackbars and titles while the product's own data loads. */
  FundName?: string;
  FundId?: number;
  ProductType?: string;
}

export const tradingActions = {
  /** The user wants to buy a product (the buy basket opens; H6's cart saga listens). */
  buyRequested: createAction<ProductRef>('trading/buyRequested'),
  /** The user wants to sell (part of) a holding (the sell basket opens). */
  sellRequested: createAction<ProductRef>('trading/sellRequested'),
  /** Open the fund fact sheet (the notes variant for structured notes). */
  factSheetRequested: createAction<ProductRef>('trading/factSheetRequested'),
  /** Open the fund summary popup (ratings provider, fees, settlements). */
  fundSummaryRequested: createAction<ProductRef>('trading/fundSummaryRequested'),
  /** Add a product to the user's watchlist (advisers: the add-to-client-watchlist flow). */
  addToWatchlistRequested: createAction<ProductRef>('trading/addToWatchlistRequested'),
};
