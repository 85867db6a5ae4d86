import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionActions } from './sessionSlice';
import type { NonPlatformHoldingInput, NonPlatformHoldings } from '@/types/api';
import type { LoadStatus } from './watchlistSlice';

/** The dialog of the Held elsewhere section that is open: add or edit (advisers), remove, or request a sale. */
export type HeldElsewhereDialog = { kind: 'add' } | { kind: 'edit' | 'remove' | 'sell'; id: number } | null;

/** Holdings held elsewhere of the active account (My Account "Held elsewhere"). */
export interface NonPlatformHoldingsState {
  accountId: number | null;
  data: NonPlatformHoldings | null;
  status: LoadStatus;
  dialog: HeldElsewhereDialog;
  saving: boolean;
}

const initialState: NonPlatformHoldingsState = { accountId: null, data: null, status: 'idle', dialog: null, saving: false };

const nonPlatformHoldingsSlice = createSlice({
  name: 'nonPlatformHoldings',
  initialState,
  reducers: {
    viewOpened: (s, a: PayloadAction<number>) => {
      if (s.accountId !== a.payload) s.data = null;
      s.accountId = a.payload;
      s.status = 'loading';
    },
    loaded: (s, a: PayloadAction<NonPlatformHoldings>) => {
      s.data = a.payload;
      s.status = 'ready';
    },
    loadFailed: (s) => {
      s.status = 'failed';
    },
    dialogOpened: (s, a: PayloadAction<Exclude<HeldElsewhereDialog, null>>) => {
      s.dialog = a.payload;
      s.saving = false;
    },
    dialogClosed: (s) => {
      s.dialog = null;
      s.saving = false;
    },
    addSubmitted: (s, _a: PayloadAction<NonPlatformHoldingInput & { AccountId: number }>) => {
      s.saving = true;
    },
    updateSubmitted: (s, _a: PayloadAction<NonPlatformHoldingInput & { Id: number }>) => {
      s.saving = true;
    },
    removeSubmitted: (s, _a: PayloadAction<{ Id: number }>) => {
      s.saving = true;
    },
    saleSubmitted: (s, _a: PayloadAction<{ Id: number }>) => {
      s.saving = true;
    },
    saved: (s, a: PayloadAction<NonPlatformHoldings | null>) => {
      if (a.payload) s.data = a.payload;
      s.saving = false;
      s.dialog = null;
    },
    saveFailed: (s) => {
      s.saving = false;
    },
  },
  // Nothing of one user stays in the store for the next (logout, timeout).
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, () => initialState);
  },
});

export const nonPlatformHoldingsActions = nonPlatformHoldingsSlice.actions;
export default nonPlatformHoldingsSlice.reducer;
