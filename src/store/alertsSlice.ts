import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionActions } from './sessionSlice';
import type { AlertItem, AlertUpdate } from '@/types/api';
import type { LoadStatus } from './watchlistSlice';

/** The client's price alerts of the active account (trading §2 "Alerts panel", §3, §4 "Alerts") and the Reset Alert screen. */
export interface AlertsState {
  items: AlertItem[];
  status: LoadStatus;
  /** The account the items belong to. */
  accountId: number | null;
  /** The Reset Alert screen is open; without an item in `items` it shows the spec's error. */
  resetting: boolean;
  resettingId: number | null;
  saving: boolean;
}

const initialState: AlertsState = { items: [], status: 'idle', accountId: null, resetting: false, resettingId: null, saving: false };

const alertsSlice = createSlice({
  name: 'alerts',
  initialState,
  reducers: {
    loadStarted: (s, a: PayloadAction<number | null>) => {
      s.status = 'loading';
      if (s.accountId !== a.payload) s.items = [];
      s.accountId = a.payload;
    },
    loaded: (s, a: PayloadAction<AlertItem[]>) => {
      s.items = a.payload;
      s.status = 'ready';
    },
    loadFailed: (s) => {
      s.status = 'failed';
    },
    resetStarted: (s, a: PayloadAction<number | null>) => {
      s.resetting = true;
      s.resettingId = a.payload;
    },
    resetCancelled: (s) => {
      s.resetting = false;
      s.resettingId = null;
      s.saving = false;
    },
    resetSubmitted: (s, _a: PayloadAction<AlertUpdate>) => {
      s.saving = true;
    },
    resetSaved: (s, a: PayloadAction<AlertItem>) => {
      const i = s.items.findIndex((x) => x.TradeBuyId === a.payload.TradeBuyId);
      if (i >= 0) s.items[i] = a.payload;
      s.saving = false;
      s.resetting = false;
      s.resettingId = null;
    },
    resetFailed: (s) => {
      s.saving = false;
    },
    cleared: () => initialState,
  },
  // Nothing of one user stays in the store for the next (logout, timeout).
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, () => initialState);
  },
});

export const alertsActions = alertsSlice.actions;
export default alertsSlice.reducer;
