import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionActions } from './sessionSlice';
import type { DealingInstruction } from '@/types/api';

/**
 * The dealing instructions modal (trading §2): the active account's Dealing Instructions Form when
 * one is set, downloaded as a blob (`fileUrl`, an object URL the saga revokes); cleared on close.
 */
export interface DealingState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  form: DealingInstruction | null;
  fileUrl: string | null;
}

const initialState: DealingState = { status: 'idle', form: null, fileUrl: null };

const dealingSlice = createSlice({
  name: 'dealing',
  initialState,
  reducers: {
    loadStarted: (s) => {
      s.status = 'loading';
      s.form = null;
      s.fileUrl = null;
    },
    loaded: (s, a: PayloadAction<{ form: DealingInstruction | null; fileUrl: string | null }>) => {
      s.status = 'ready';
      s.form = a.payload.form;
      s.fileUrl = a.payload.fileUrl;
    },
    loadFailed: (s) => {
      s.status = 'failed';
    },
    cleared: () => initialState,
  },
  // Nothing of one user stays in the store for the next (logout, timeout).
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, () => initialState);
  },
});

export const dealingActions = dealingSlice.actions;
export default dealingSlice.reducer;
