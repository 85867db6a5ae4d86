import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuditEntry } from '@/types/generated/api/audit';
import { sessionActions } from './sessionSlice';
import type { LoadStatus } from './watchlistSlice';
import type { RootState } from './rootReducer';

/**
 * My Account's "Done on your behalf" (one page of the acts done for the client) and "Your data"
 * (the download of everything the platform keeps about the client).
 */
export interface AuditState {
  status: LoadStatus;
  entries: AuditEntry[];
  total: number;
  page: number;
  /** Why the list could not be read: the server's Message, else the section's own text. */
  message: string | null;
  download: 'idle' | 'downloading' | 'done' | 'failed';
}

const initialState: AuditState = { status: 'idle', entries: [], total: 0, page: 1, message: null, download: 'idle' };

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
export const auditActions = auditSlice.actions;
export default auditSlice.reducer;
