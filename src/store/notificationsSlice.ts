import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Notifications } from '@/types/generated/api/notifications';
import { sessionActions } from './sessionSlice';
import type { RootState } from './rootReducer';
import type { LoadStatus } from './watchlistSlice';

/** The Notifications modal's id in `ui.openModals` (portal-shell §6, §9 width 1220). */
export const NOTIFICATIONS_MODAL = 'notifications';

/** How often the bell reads the notifications again while the page is shown (and when it is shown again after that long). */
export const NOTIFICATIONS_REFRESH_MS = 120_000;

/**
 * The adviser's notifications: read when the bell first shows, again each time the modal opens, and
 * quietly every NOTIFICATIONS_REFRESH_MS while the page is shown.
 */
export interface NotificationsState {
  status: LoadStatus;
  data: Notifications | null;
  /** The failure text shown in the modal: the server's Message or the modal's own. */
  error: string | null;
}

const initialState: NotificationsState = { status: 'idle', data: null, error: null };

const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    /** Read them (the bell shown, the modal opened, Try again). What was read before stays shown for the count. */
    requested: (s) => {
      s.status = 'loading';
      s.error = null;
    },
    /** A quiet read (the bell's refresh): what is shown stays, no loader, and a failure keeps the last answer. */
    refreshRequested: () => undefined,
    loaded: (s, a: PayloadAction<Notifications>) => {
      s.data = a.payload;
      s.status = 'ready';
    },
    loadFailed: (s, a: PayloadAction<string>) => {
      s.status = 'failed';
      s.error = a.payload;
    },
  },
  // Nothing of one user stays in the store for the next.
  extraReducers: (builder) => builder.addCase(sessionActions.loggedOut, () => initialState),
});

export const notificationsActions = notificationsSlice.actions;
export default notificationsSlice.reducer;

/** The slice as the portal reads it (injected with the portal's slices, store/portalSlices.ts). */
export const selectNotifications = (s: RootState): NotificationsState => (s as Partial<RootState>).notifications ?? initialState;

declare module './rootReducer' {
  /** The notifications' slice is one of the logged-in portal's (store/portalSlices.ts injects it). */
  interface PortalState {
    notifications: NotificationsState;
  }
}
