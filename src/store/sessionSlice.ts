import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TokenClaims } from '@/engine/session/decodeToken';
import type { AccountSummary, UserInfo } from '@/types/api';

export type SessionStatus = 'starting' | 'anonymous' | 'loggingIn' | 'loadingData' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  claims: TokenClaims | null;
  /** The path a guest asked for before logging in; the user returns there after login. */
  redirectPath: string | null;
  user: UserInfo | null;
  accountSummary: AccountSummary[];
  activeAccountId: number | null;
  /** The consultant's name while a consultant acts as a client in this window. */
  consultantName: string | null;
  passwordReset: 'idle' | 'sending' | 'sent' | 'updating' | 'updated';
}

const initialState: SessionState = {
  status: 'starting',
  token: null,
  claims: null,
  redirectPath: null,
  user: null,
  accountSummary: [],
  activeAccountId: null,
  consultantName: null,
  passwordReset: 'idle',
};

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loginRequested: (state, _action: PayloadAction<{ userName: string; password: string }>) => {
      state.status = 'loggingIn';
    },
    /** App start found no usable session. */
    startupFinished: (state) => {
      if (state.status === 'starting') state.status = 'anonymous';
    },
    loginFailed: (state) => {
      state.status = 'anonymous';
    },
    /** The password was right and a second step follows (a staff user's two-factor code or enrolment): no session yet. */
    secondStepAsked: (state) => {
      state.status = 'anonymous';
    },
    tokenReceived: (state, action: PayloadAction<{ token: string; claims: TokenClaims; consultantName?: string | null }>) => {
      state.token = action.payload.token;
      state.claims = action.payload.claims;
      state.consultantName = action.payload.consultantName ?? null;
      state.status = 'loadingData';
    },
    userInfoLoaded: (state, action: PayloadAction<UserInfo>) => {
      state.user = action.payload;
    },
    accountSummaryLoaded: (state, action: PayloadAction<AccountSummary[]>) => {
      state.accountSummary = action.payload;
      const stillThere = action.payload.some((a) => a.Id === state.activeAccountId);
      if (!stillThere) state.activeAccountId = action.payload[0]?.Id ?? null;
    },
    sessionReady: (state) => {
      state.status = 'authenticated';
    },
    activeAccountChanged: (state, action: PayloadAction<number>) => {
      if (state.accountSummary.some((a) => a.Id === action.payload)) state.activeAccountId = action.payload;
    },
    protectedPathVisited: (state, action: PayloadAction<string>) => {
      state.redirectPath = action.payload;
    },
    redirectConsumed: (state) => {
      state.redirectPath = null;
    },
    logoutRequested: (_state, _action: PayloadAction<{ reason?: 'user' | 'timeout' | 'inactivity' | 'unknownBrand' } | undefined>) =>
      undefined,
    loggedOut: (state, action: PayloadAction<{ keepRedirect?: string | null } | undefined>) => ({
      ...initialState,
      status: 'anonymous' as const,
      redirectPath: action.payload?.keepRedirect ?? state.redirectPath,
    }),
    passwordResetRequested: (state, _action: PayloadAction<{ userName: string }>) => {
      state.passwordReset = 'sending';
    },
    passwordResetSent: (state) => {
      state.passwordReset = 'sent';
    },
    passwordUpdateRequested: (state, _action: PayloadAction<{ token: string; newPassword: string }>) => {
      state.passwordReset = 'updating';
    },
    passwordUpdated: (state) => {
      state.passwordReset = 'updated';
    },
    passwordResetFailed: (state) => {
      state.passwordReset = 'idle';
    },
    clientAccessRequested: (_state, _action: PayloadAction<{ clientId: number; clientName: string }>) => undefined,
  },
});

export const sessionActions = sessionSlice.actions;
export default sessionSlice.reducer;
