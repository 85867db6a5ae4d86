import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AccountStatementUrlQuery } from '@/types/api';
import { portfolioActions } from './portfolioSlice';
import type { RootState } from './rootReducer';
import { sessionActions } from './sessionSlice';

/**
 * The account statement's download (compliance §2.6 'Download Statement', §4 print window): the
 * signed link asked for and, once answered, the link the print window opens. `request` counts the
 * clicks, so the window opened by a click shows the answer to that click only.
 */
export interface StatementState {
  request: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  link: { url: string; fileName: string } | null;
}

const initialState: StatementState = { request: 0, status: 'idle', link: null };

const statementSlice = createSlice({
  name: 'statement',
  initialState,
  reducers: {
    /** 'Download Statement': the statement of the account and period the report shows. */
    requested: (s, _a: PayloadAction<AccountStatementUrlQuery>) => {
      s.request += 1;
      s.status = 'loading';
      s.link = null;
    },
    ready: (s, a: PayloadAction<{ url: string; fileName: string }>) => {
      s.status = 'ready';
      s.link = a.payload;
    },
    /** The statement could not be had (compliance §8: the error modal, and the transactions are cleared). */
    failed: (s) => {
      s.status = 'failed';
      s.link = null;
    },
  },
  // Nothing of one user stays in the store for the next (logout, timeout).
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, () => initialState);
    builder.addCase(portfolioActions.cleared, () => initialState);
  },
});

export const statementActions = statementSlice.actions;
export default statementSlice.reducer;

export const selectStatement = (s: RootState) => s.statement;

declare module './rootReducer' {
  /** The statement slice is one of the logged-in portal's (store/portalSlices.ts injects it). */
  interface PortalState {
    statement: StatementState;
  }
}
