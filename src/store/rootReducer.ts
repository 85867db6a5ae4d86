import { combineReducers } from '@reduxjs/toolkit';
import session from './sessionSlice';
import brand from './brandSlice';
import ui from './uiSlice';
import portfolio from './portfolioSlice';

export const rootReducer = combineReducers({ session, brand, ui, portfolio });
export type RootState = ReturnType<typeof rootReducer>;
