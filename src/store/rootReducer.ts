import { combineSlices, type Reducer } from '@reduxjs/toolkit';
import session from './sessionSlice';
import brand from './brandSlice';
import ui from './uiSlice';
import portfolio from './portfolioSlice';
import twoFactor from './twoFactorSlice';
import type forms from './formsSlice';
import type accountOpening from './accountOpeningSlice';
import type cart from './cartSlice';
import type checkout from './checkoutSlice';
import type watchlist from './watchlistSlice';
import type alerts from './alertsSlice';
import type dealing from './dealingSlice';
import type products from './productsSlice';
import type nonPlatformHoldings from './nonPlatformHoldingsSlice';
import type transactions from './transactionsSlice';

/** The logged-in portal's slices: injected by `injectPortalSlices` (store/portalSlices.ts). */
export interface PortalState {
  forms: ReturnType<typeof forms>;
  accountOpening: ReturnType<typeof accountOpening>;
  cart: ReturnType<typeof cart>;
  checkout: ReturnType<typeof checkout>;
  watchlist: ReturnType<typeof watchlist>;
  alerts: ReturnType<typeof alerts>;
  dealing: ReturnType<typeof dealing>;
  products: ReturnType<typeof products>;
  nonPlatformHoldings: ReturnType<typeof nonPlatformHoldings>;
  transactions: ReturnType<typeof transactions>;
}

/**
 * The slices the shell and the login page need. The logged-in portal's slices are injected when
 * its code loads (`injectSlice`, used by store/portalSlices.ts), before any of its screens or sagas runs.
 */
const combined = combineSlices({ session, brand, ui, portfolio, twoFactor }).withLazyLoadedSlices<PortalState>();

export const injectSlice = combined.inject;

/**
 * The state as the portal's screens and sagas see it: they run only after its slices are injected,
 * so those are typed as present (the login page and the shell read none of them).
 */
export type RootState = Required<ReturnType<typeof combined>>;

export const rootReducer = combined as Reducer<RootState>;
