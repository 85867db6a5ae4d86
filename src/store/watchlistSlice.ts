import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionActions } from './sessionSlice';
import type { ClientWatchlistEntry, WatchlistItem } from '@/types/api';
import type { ProductRef } from './tradingActions';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The user's watchlist (trading §2 "Watchlist panel", §3 "Watchlist item"), the Update Watchlist
 * screen's item, and the advisers' add-to-client-watchlist modal (trading §2 "Client watchlist modal").
 */
export interface WatchlistState {
  items: WatchlistItem[];
  status: LoadStatus;
  /** The item the Update Watchlist screen edits; `editing` without an item in `items` shows the spec's error. */
  editing: boolean;
  editingId: number | null;
  saving: boolean;
  /** Items being removed (their remove button waits). */
  removing: number[];
  client: {
    open: boolean;
    product: ProductRef | null;
    clients: ClientWatchlistEntry[];
    status: LoadStatus;
    adding: boolean;
  };
}

const initialState: WatchlistState = {
  items: [],
  status: 'idle',
  editing: false,
  editingId: null,
  saving: false,
  removing: [],
  client: { open: false, product: null, clients: [], status: 'idle', adding: false },
};

const upsert = (items: WatchlistItem[], item: WatchlistItem) => {
  const i = items.findIndex((x) => x.ShoppingBasketId === item.ShoppingBasketId);
  if (i >= 0) items[i] = item;
  else items.push(item);
};

const watchlistSlice = createSlice({
  name: 'watchlist',
  initialState,
  reducers: {
    loadStarted: (s) => {
      s.status = 'loading';
    },
    loaded: (s, a: PayloadAction<WatchlistItem[]>) => {
      s.items = a.payload;
      s.status = 'ready';
    },
    loadFailed: (s) => {
      s.status = 'failed';
    },
    itemAdded: (s, a: PayloadAction<WatchlistItem>) => {
      upsert(s.items, a.payload);
    },
    editStarted: (s, a: PayloadAction<number | null>) => {
      s.editing = true;
      s.editingId = a.payload;
    },
    /** 'Go back without Saving'. */
    editCancelled: (s) => {
      s.editing = false;
      s.editingId = null;
      s.saving = false;
    },
    editSubmitted: (s, _a: PayloadAction<{ ShoppingBasketId: number; GainRate: number; FallRate: number }>) => {
      s.saving = true;
    },
    editSaved: (s, a: PayloadAction<WatchlistItem>) => {
      upsert(s.items, a.payload);
      s.saving = false;
      s.editing = false;
      s.editingId = null;
    },
    editFailed: (s) => {
      s.saving = false;
    },
    removeRequested: (s, a: PayloadAction<{ ShoppingBasketId: number; FundName: string }>) => {
      if (!s.removing.includes(a.payload.ShoppingBasketId)) s.removing.push(a.payload.ShoppingBasketId);
    },
    removed: (s, a: PayloadAction<number>) => {
      s.items = s.items.filter((i) => i.ShoppingBasketId !== a.payload);
      s.removing = s.removing.filter((id) => id !== a.payload);
    },
    removeFailed: (s, a: PayloadAction<number>) => {
      s.removing = s.removing.filter((id) => id !== a.payload);
    },
    clientWatchlistOpened: (s, a: PayloadAction<ProductRef>) => {
      s.client = { open: true, product: a.payload, clients: [], status: 'loading', adding: false };
    },
    clientListLoaded: (s, a: PayloadAction<ClientWatchlistEntry[]>) => {
      s.client.clients = a.payload;
      s.client.status = 'ready';
    },
    clientListFailed: (s) => {
      s.client.status = 'failed';
    },
    /** 'Add Selected': the chosen clients by BostonId. */
    clientAddRequested: (s, _a: PayloadAction<string[]>) => {
      s.client.adding = true;
    },
    /** 'Add To Your Watchlist' from the client watchlist modal. */
    ownAddRequested: (s) => {
      s.client.adding = true;
    },
    clientAddFinished: (s) => {
      s.client.adding = false;
    },
    clientWatchlistClosed: (s) => {
      s.client = initialState.client;
    },
    cleared: () => initialState,
  },
  // Nothing of one user stays in the store for the next (logout, timeout).
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, () => initialState);
  },
});

export const watchlistActions = watchlistSlice.actions;
export default watchlistSlice.reducer;
