import { combineReducers } from '@reduxjs/toolkit';
import session from './sessionSlice';
import brand from './brandSlice';
import ui from './uiSlice';
import portfolio from './portfolioSlice';
import forms from './formsSlice';

export const rootReducer = combineReducers({ session, brand, ui, portfolio, forms });
export type RootState = ReturnType<typeof rootReducer>;
