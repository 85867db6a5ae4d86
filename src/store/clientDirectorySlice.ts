import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClientDirectoryPage } from '@/types/generated/api/clients';
import type { ClientDirectorySort } from '@/engine/clients/directory';
import { sessionActions } from './sessionSlice';
import type { RootState } from './rootReducer';
import type { LoadStatus } from './watchlistSlice';

/** What the directory asks the server for: the search, the sort and the page. */
export interface ClientDirectoryRequest {
  search: string;
  sort: ClientDirectorySort;
  page: number;
}

/** My Account's client directory (issue 14 item 6): the page asked for and the page the server gave. */
export interface ClientDirectoryState {
  request: ClientDirectoryRequest;
  status: LoadStatus;
  page: ClientDirectoryPage | null;
  /** The failure text: the server's Message (e.g. a position sort over too many clients) or the directory's own. */
  error: string | null;
}

const initialState: ClientDirectoryState = { request: { search: '', sort: 'name', page: 1 }, status: 'idle', page: null, error: null };

const clientDirectorySlice = createSlice({
  name: 'clientDirectory',
  initialState,
  reducers: {
    /** A page with this search and sort (the section opened, a search typed, a header clicked, Previous or Next, Try again). */
    requested: (s, a: PayloadAction<ClientDirectoryRequest>) => {
      s.request = a.payload;
      s.status = 'loading';
      s.error = null;
    },
    loaded: (s, a: PayloadAction<ClientDirectoryPage>) => {
      s.page = a.payload;
      s.status = 'ready';
    },
    /** The page shown so far stays (a refused sort is explained above it, not an empty table). */
    loadFailed: (s, a: PayloadAction<string>) => {
      s.status = 'failed';
      s.error = a.payload;
    },
  },
  // Nothing of one user stays in the store for the next.
  extraReducers: (builder) => builder.addCase(sessionActions.loggedOut, () => initialState),
});

export const clientDirectoryActions = clientDirectorySlice.actions;
export default clientDirectorySlice.reducer;

/** The slice as the portal reads it (injected with the portal's slices, store/portalSlices.ts). */
export const selectClientDirectory = (s: RootState): ClientDirectoryState => (s as Partial<RootState>).clientDirectory ?? initialState;

declare module './rootReducer' {
  /** The client directory's slice is one of the logged-in portal's (store/portalSlices.ts injects it). */
  interface PortalState {
    clientDirectory: ClientDirectoryState;
  }
}
