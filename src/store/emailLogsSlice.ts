import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EmailLogPage } from '@/types/generated/api/email-logs';
import type { EmailLogFilterAnswers } from '@/types/generated/email-log-filter';
import { sessionActions } from './sessionSlice';
import type { RootState } from './rootReducer';
import type { LoadStatus } from './watchlistSlice';

/** The email logs page (compliance §2.9): the filters and page asked for, and the page the server gave. */
export interface EmailLogsState {
  filters: EmailLogFilterAnswers;
  pageNumber: number;
  status: LoadStatus;
  page: EmailLogPage | null;
  /** The failure text shown on the page: the server's Message or the page's own. */
  error: string | null;
  /** The mail whose text is open in the dialog. */
  openId: number | null;
}

const initialState: EmailLogsState = { filters: {}, pageNumber: 1, status: 'idle', page: null, error: null, openId: null };

const emailLogsSlice = createSlice({
  name: 'emailLogs',
  initialState,
  reducers: {
    /** A page of the log with these filters (the page opened, a search, Previous or Next, Try again). */
    requested: (s, a: PayloadAction<{ filters: EmailLogFilterAnswers; pageNumber: number }>) => {
      s.filters = a.payload.filters;
      s.pageNumber = a.payload.pageNumber;
      s.status = 'loading';
      s.error = null;
    },
    loaded: (s, a: PayloadAction<EmailLogPage>) => {
      s.page = a.payload;
      s.status = 'ready';
    },
    loadFailed: (s, a: PayloadAction<string>) => {
      s.page = null;
      s.status = 'failed';
      s.error = a.payload;
    },
    mailOpened: (s, a: PayloadAction<number>) => {
      s.openId = a.payload;
    },
    mailClosed: (s) => {
      s.openId = null;
    },
  },
  // Nothing of one user stays in the store for the next.
  extraReducers: (builder) => builder.addCase(sessionActions.loggedOut, () => initialState),
});

export const emailLogsActions = emailLogsSlice.actions;
export default emailLogsSlice.reducer;

/** The slice as the portal reads it (injected with the portal's slices, store/portalSlices.ts). */
export const selectEmailLogs = (s: RootState): EmailLogsState => (s as Partial<RootState>).emailLogs ?? initialState;

declare module './rootReducer' {
  /** The email logs' slice is one of the logged-in portal's (store/portalSlices.ts injects it). */
  interface PortalState {
    emailLogs: EmailLogsState;
  }
}
