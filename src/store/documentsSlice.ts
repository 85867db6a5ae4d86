import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OnlineDocument, UserDocument } from '@/types/generated/api/online-documents';
import { sessionActions } from './sessionSlice';
import type { LoadStatus } from './watchlistSlice';

/** A document to open: where the server serves it, its file name and, for an online document, its code. */
export interface DocumentToOpen {
  url: string;
  fileName: string;
  code?: string;
}

/** The client whose documents an adviser opened from the client directory, and what was read of them. */
export interface ClientDocumentsState {
  clientId: number;
  clientName: string;
  status: LoadStatus;
  online: OnlineDocument[];
  user: UserDocument[];
  /** Why the lists could not be read: the server's Message, else compliance §8's text. */
  message: string | null;
}

/**
 * My Account's Documents section (compliance §7): the brand's online documents and the client's own
 * documents (read together; a failure of either is the section's failure), and the document being opened.
 */
export interface DocumentsState {
  status: LoadStatus;
  online: OnlineDocument[];
  user: UserDocument[];
  /** Why the lists could not be read: the server's Message, else compliance §8's text. */
  message: string | null;
  /** The Url of the document being downloaded to open, or null. */
  opening: string | null;
  /** An adviser's view of one client's documents (the same lists, asked with clientId), or null when none is open. */
  client: ClientDocumentsState | null;
}

const initialState: DocumentsState = { status: 'idle', online: [], user: [], message: null, opening: null, client: null };

/** The open client view, when an answer is about the client it was asked for (one that arrives after it closed is dropped). */
const viewOf = (s: DocumentsState, clientId: number) => (s.client?.clientId === clientId ? s.client : null);

const documentsSlice = createSlice({
  name: 'documents',
  initialState,
  reducers: {
    loadRequested: (s) => {
      s.status = 'loading';
      s.message = null;
    },
    loaded: (s, a: PayloadAction<{ online: OnlineDocument[]; user: UserDocument[] }>) => {
      s.status = 'ready';
      s.online = a.payload.online;
      s.user = a.payload.user;
    },
    loadFailed: (s, a: PayloadAction<string>) => {
      s.status = 'failed';
      s.message = a.payload;
    },
    openRequested: (s, a: PayloadAction<DocumentToOpen>) => {
      s.opening = a.payload.url;
    },
    openFinished: (s) => {
      s.opening = null;
    },
    /** An adviser opens a client's documents (or asks again after a failure). */
    clientDocumentsOpened: (s, a: PayloadAction<{ clientId: number; clientName: string }>) => {
      s.client = { ...a.payload, status: 'loading', online: [], user: [], message: null };
    },
    clientDocumentsLoaded: (s, a: PayloadAction<{ clientId: number; online: OnlineDocument[]; user: UserDocument[] }>) => {
      const view = viewOf(s, a.payload.clientId);
      if (!view) return;
      view.status = 'ready';
      view.online = a.payload.online;
      view.user = a.payload.user;
    },
    clientDocumentsFailed: (s, a: PayloadAction<{ clientId: number; message: string }>) => {
      const view = viewOf(s, a.payload.clientId);
      if (!view) return;
      view.status = 'failed';
      view.message = a.payload.message;
    },
    clientDocumentsClosed: (s) => {
      s.client = null;
    },
  },
  // Nothing of one user stays in the store for the next (logout, timeout).
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, () => initialState);
  },
});

declare module './rootReducer' {
  /** The Documents section's slice is one of the logged-in portal's (store/portalSlices.ts injects it). */
  interface PortalState {
    documents: DocumentsState;
  }
}

export const documentsActions = documentsSlice.actions;
export default documentsSlice.reducer;
