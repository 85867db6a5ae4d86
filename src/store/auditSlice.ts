import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuditEntry, ClientActEntry } from '@/types/generated/api/audit';
import { sessionActions } from './sessionSlice';
import type { LoadStatus } from './watchlistSlice';
import type { RootState } from './rootReducer';

/**
 * My Account's "Done on your behalf" (one page of the acts done for the client) and "Your data"
 * (the download of everything the platform keeps about the client); for an administrator, the same
 * of one client of the brand (`client`).
 */
export interface AuditState {
  status: LoadStatus;
  entries: AuditEntry[];
  total: number;
  page: number;
  /** Why the list could not be read: the server's Message, else the section's own text. */
  message: string | null;
  download: 'idle' | 'downloading' | 'done' | 'failed';
  /** An administrator's view of one client's acts (the client directory's Activity): open while not null. */
  client: ClientActsState | null;
}

/** One client's acts as an administrator reads them, and the download of the client's data. */
export interface ClientActsState {
  clientId: number;
  clientName: string;
  status: LoadStatus;
  entries: ClientActEntry[];
  total: number;
  page: number;
  message: string | null;
  download: 'idle' | 'downloading' | 'done' | 'failed';
}

const initialState: AuditState = {
  status: 'idle',
  entries: [],
  total: 0,
  page: 1,
  message: null,
  download: 'idle',
  client: null,
};

const auditSlice = createSlice({
  name: 'audit',
  initialState,
  reducers: {
    pageRequested: (s, a: PayloadAction<number>) => {
      s.status = 'loading';
      s.page = a.payload;
      s.message = null;
    },
    pageLoaded: (s, a: PayloadAction<{ entries: AuditEntry[]; total: number; page: number }>) => {
      s.status = 'ready';
      s.entries = a.payload.entries;
      s.total = a.payload.total;
      s.page = a.payload.page;
    },
    pageFailed: (s, a: PayloadAction<string>) => {
      s.status = 'failed';
      s.message = a.payload;
    },
    downloadRequested: (s) => {
      s.download = 'downloading';
    },
    downloadFinished: (s, a: PayloadAction<'done' | 'failed'>) => {
      s.download = a.payload;
    },
    clientActsOpened: (s, a: PayloadAction<{ clientId: number; clientName: string }>) => {
      s.client = { ...a.payload, status: 'loading', entries: [], total: 0, page: 1, message: null, download: 'idle' };
    },
    clientActsPageRequested: (s, a: PayloadAction<number>) => {
      if (!s.client) return;
      s.client.status = 'loading';
      s.client.page = a.payload;
      s.client.message = null;
    },
    clientActsLoaded: (s, a: PayloadAction<{ clientId: number; entries: ClientActEntry[]; total: number; page: number }>) => {
      if (s.client?.clientId !== a.payload.clientId) return;
      s.client.status = 'ready';
      s.client.entries = a.payload.entries;
      s.client.total = a.payload.total;
      s.client.page = a.payload.page;
    },
    clientActsFailed: (s, a: PayloadAction<{ clientId: number; message: string }>) => {
      if (s.client?.clientId !== a.payload.clientId) return;
      s.client.status = 'failed';
      s.client.message = a.payload.message;
    },
    clientActsClosed: (s) => {
      s.client = null;
    },
    clientDataDownloadRequested: (s) => {
      if (s.client) s.client.download = 'downloading';
    },
    clientDataDownloadFinished: (s, a: PayloadAction<{ clientId: number; outcome: 'done' | 'failed' }>) => {
      if (s.client?.clientId === a.payload.clientId) s.client.download = a.payload.outcome;
    },
  },
  // Nothing of one user stays in the store for the next (logout, timeout).
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, () => initialState);
  },
});

declare module './rootReducer' {
  /** The audit slice is one of the logged-in portal's (store/portalSlices.ts injects it). */
  interface PortalState {
    audit: AuditState;
  }
}

export const selectAudit = (s: RootState): AuditState => (s as Partial<RootState>).audit ?? initialState;
export const selectClientActs = (s: RootState): ClientActsState | null => selectAudit(s).client;
export const auditActions = auditSlice.actions;
export default auditSlice.reducer;
