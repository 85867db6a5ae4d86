import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { TwoFactorSetup, TwoFactorStatus } from '@/types/api';
import { sessionActions } from './sessionSlice';

/** What a correct password earned when a second step must follow (issue 15 item 6). */
export interface TwoFactorChallenge {
  token: string;
  /** 'code': the authenticator or a recovery code; 'enrol': the brand requires two-factor sign-in and the user sets it up now. */
  kind: 'code' | 'enrol';
  expiresAt: string;
}

export interface TwoFactorState {
  /** The login's second step, while it is under way. */
  challenge: TwoFactorChallenge | null;
  /** What is being sent to the server, if anything. */
  pending: 'none' | 'code' | 'status' | 'setup' | 'enable' | 'disable';
  /** The signed-in user's two-factor sign-in (the Two-factor sign-in page). */
  status: TwoFactorStatus | null;
  /** A set-up waiting for its first code: the QR code and the key in text. */
  setup: TwoFactorSetup | null;
  /** The recovery codes just issued, shown once until the user goes on. */
  recoveryCodes: string[] | null;
  /** Enrolment at login: the session's token, used once the user has put the recovery codes away. */
  tokenAfterCodes: string | null;
  /** The server's refusal of the last code or step, shown beside the field. */
  error: string | null;
}

const initialState: TwoFactorState = {
  challenge: null,
  pending: 'none',
  status: null,
  setup: null,
  recoveryCodes: null,
  tokenAfterCodes: null,
  error: null,
};

const twoFactorSlice = createSlice({
  name: 'twoFactor',
  initialState,
  reducers: {
    challengeReceived: (_state, action: PayloadAction<TwoFactorChallenge>) => ({ ...initialState, challenge: action.payload }),
    /** Back to the password (the user chose to, or the challenge expired). */
    challengeEnded: () => initialState,
    codeSubmitted: (state, _action: PayloadAction<{ code: string }>) => {
      state.pending = 'code';
      state.error = null;
    },
    statusRequested: (state) => {
      state.pending = 'status';
    },
    statusLoaded: (state, action: PayloadAction<TwoFactorStatus>) => {
      state.status = action.payload;
      state.pending = 'none';
    },
    setupRequested: (state) => {
      state.pending = 'setup';
      state.error = null;
      state.recoveryCodes = null;
    },
    setupReady: (state, action: PayloadAction<TwoFactorSetup>) => {
      state.setup = action.payload;
      state.pending = 'none';
    },
    setupCancelled: (state) => {
      state.setup = null;
      state.error = null;
    },
    enableRequested: (state, _action: PayloadAction<{ code: string }>) => {
      state.pending = 'enable';
      state.error = null;
    },
    enabled: (state, action: PayloadAction<{ recoveryCodes: string[]; token?: string }>) => {
      state.pending = 'none';
      state.setup = null;
      state.recoveryCodes = action.payload.recoveryCodes;
      state.tokenAfterCodes = action.payload.token ?? null;
    },
    /** The user has put the recovery codes away: they are dropped from memory. */
    recoveryCodesSaved: (state) => {
      state.recoveryCodes = null;
    },
    disableRequested: (state, _action: PayloadAction<{ code: string }>) => {
      state.pending = 'disable';
      state.error = null;
    },
    disabled: (state) => {
      state.pending = 'none';
    },
    stepRefused: (state, action: PayloadAction<string>) => {
      state.pending = 'none';
      state.error = action.payload;
    },
    /** Leaving the page forgets everything. */
    cleared: () => initialState,
  },
  // Signing out forgets everything too.
  extraReducers: (builder) => builder.addCase(sessionActions.loggedOut, () => initialState),
});

export const twoFactorActions = twoFactorSlice.actions;
export default twoFactorSlice.reducer;
