import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UserInfoUpdate } from '@/types/api';
import type { RootState } from './rootReducer';

/** The flow the reminder runs on (schemas/flows/profile-reminder.json) and its form. */
export const PROFILE_REMINDER_FLOW = 'profile-reminder';
export const PROFILE_REMINDER_FORM = 'profile-reminder';

/** The reminder's id in `ui.openModals`. */
export const PROFILE_REMINDER_MODAL = 'profileReminder';

/** Texts of the reminder (compliance §2.5, §8), word for word where the spec gives them. */
export const PROFILE_REMINDER_TEXTS = {
  title: 'Are your details still up-to-date?',
  backToStep1: 'Back to Step 1',
  confirmDetails: 'Confirm Details',
  updating: 'Updating your profile…',
  succeeded: 'Updated Profile Successfully',
  ok: 'OK',
  getFailed: 'Sorry! Looks like something went wrong while getting profile reminders',
  updateFailed: 'Sorry! Looks like something went wrong while updating profile reminders',
} as const;

/** The answers both steps fill (the profile-reminder form), prefilled from GET userinfo. */
export interface ProfileReminderAnswers {
  detailsChanged?: boolean;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  financialChanged: boolean;
}

export interface ProfileReminderState {
  /** What the modal shows: nothing, the two steps, the 1 s loader and call, or the success text. */
  status: 'closed' | 'open' | 'submitting' | 'succeeded';
  answers: ProfileReminderAnswers | null;
}

const initialState: ProfileReminderState = { status: 'closed', answers: null };

const profileReminderSlice = createSlice({
  name: 'profileReminder',
  initialState,
  reducers: {
    opened: (s, a: PayloadAction<ProfileReminderAnswers>) => {
      s.status = 'open';
      s.answers = a.payload;
    },
    /** 'Confirm Details' with valid answers. */
    confirmed: (s, _a: PayloadAction<UserInfoUpdate>) => {
      s.status = 'submitting';
    },
    updateSucceeded: (s) => {
      s.status = 'succeeded';
    },
    /** The update failed, or the OK of the success text: the modal closes. */
    closed: () => initialState,
  },
});

export const profileReminderActions = profileReminderSlice.actions;
export default profileReminderSlice.reducer;

/** The slice as the portal reads it (injected with the portal's slices, store/portalSlices.ts). */
export const selectProfileReminder = (s: RootState): ProfileReminderState => (s as Partial<RootState>).profileReminder ?? initialState;

declare module './rootReducer' {
  /** The profile reminder's slice is one of the logged-in portal's (store/portalSlices.ts injects it). */
  interface PortalState {
    profileReminder: ProfileReminderState;
  }
}
