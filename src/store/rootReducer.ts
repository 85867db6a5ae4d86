import { combineReducers } from '@reduxjs/toolkit';
import session from './sessionSlice';
import brand from './brandSlice';
import ui from './uiSlice';
import portfolio from './portfolioSlice';
import forms from './formsSlice';
import accountOpening from './accountOpeningSlice';
import cart from './cartSlice';
import checkout from './checkoutSlice';
import watchlist from './watchlistSlice';
import alerts from './alertsSlice';
import dealing from './dealingSlice';
import products from './productsSlice';
import nonPlatformHoldings from './nonPlatformHoldingsSlice';
import transactions from './transactionsSlice';

export const rootReducer = combineReducers({ session, brand, ui, portfolio, forms, cart, checkout, accountOpening, watchlist, alerts, dealing, products, nonPlatformHoldings, transactions });
export type RootState = ReturnType<typeof rootReducer>;
