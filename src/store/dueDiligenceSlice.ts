import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  DueDiligenceCountry,
  DueDiligenceDetails,
  DueDiligenceDetailsInfo,
  DueDiligenceReminder,
  DueDiligenceSkip,
} from '@/types/api';
import type { RootState } from './rootReducer';

/** The flow the review runs on, and the forms of its four stages. */
export const DUE_DILIGENCE_FLOW = 'due-diligence';
export const DUE_DILIGENCE_FORMS = [
  'due-diligence-general-details',
  'due-diligence-source-of-wealth',
  'due-diligence-source-of-funds',
  'due-diligence-more-information',
] as const;

/** The review's modals, as ids in `ui.openModals` (compliance §2.4: intro, form and confirmation modals). */
export const DUE_DILIGENCE_MODALS = {
  introduction: 'dueDiligenceIntroduction',
  form: 'dueDiligenceForm',
  confirmation: 'dueDiligenceConfirmation',
} as const;

/** Texts of the review (compliance §2.4); the spec gives the buttons' words, Tessera the sentences around them. */
export const DUE_DILIGENCE_TEXTS = {
  title: 'Ongoing Due Diligence',
  introduction:
    'As a regulated platform we review the information you gave us from time to time. Has anything in a form you provided since 1 April 2025 changed?',
  yes: 'Yes',
  no: 'No',
  remindMeLater: 'Remind Me Later',
  /** Next to 'Remind Me Later' while skips are left (once used up, the engine's DUE_DILIGENCE_SKIP_LIMIT_MESSAGE). */
  skipsLeft: (left: number) => `You can postpone this review ${left} more ${left === 1 ? 'time' : 'times'}.`,
  stageQuestion: 'Has any of this information changed?',
  lastStageQuestion: 'Would you like to add more information?',
  addMoreInformation: 'Add More Information',
  acceptAndSubmit: 'Accept and Submit',
  saveAndGoNext: 'Save and Go Next',
  goBack: 'Go Back',
  submitting: 'Submitting your details…',
  loading: 'Loading your details…',
  confirmationTitle: 'Thank you for reviewing your details',
  confirmationIntro: 'Please e-mail the following documents to your consultant:',
  acknowledged: 'Acknowledged',
  loadFailed: 'Sorry! Looks like something went wrong while getting your due diligence details',
  submitFailed: 'Sorry! Looks like something went wrong while submitting your due diligence details',
  skipFailed: 'Sorry! Looks like something went wrong while postponing your due diligence review',
} as const;

export type Holder = 'primary' | 'secondary';

export interface DueDiligenceState {
  reminder: DueDiligenceReminder | null;
  info: DueDiligenceDetailsInfo | null;
  infoStatus: 'idle' | 'loading' | 'ready' | 'failed';
  metadata: DueDiligenceCountry[];
  /** What the review is doing: nothing, recording a skip, or sending details. */
  busy: 'none' | 'skipping' | 'submitting';
  /** The documents the server asked for (the confirmation's list). */
  documents: string[];
  /** A failed submission, shown in the form (the answers stay). */
  error: string | null;
  /** The holder whose revealed contact details the form moves to (after CONTACT_DETAILS_JUMP_DELAY_MS), with a counter so a second change moves again. */
  jump: { holder: Holder; seq: number } | null;
}

const initialState: DueDiligenceState = {
  reminder: null,
  info: null,
  infoStatus: 'idle',
  metadata: [],
  busy: 'none',
  documents: [],
  error: null,
  jump: null,
};

const dueDiligenceSlice = createSlice({
  name: 'dueDiligence',
  initialState,
  reducers: {
    reminderLoaded: (s, a: PayloadAction<DueDiligenceReminder>) => {
      s.reminder = a.payload;
    },
    infoRequested: (s) => {
      if (s.infoStatus !== 'ready') s.infoStatus = 'loading';
    },
    infoLoaded: (s, a: PayloadAction<DueDiligenceDetailsInfo>) => {
      s.info = a.payload;
      s.infoStatus = 'ready';
    },
    infoFailed: (s) => {
      s.infoStatus = 'failed';
    },
    metadataLoaded: (s, a: PayloadAction<DueDiligenceCountry[]>) => {
      s.metadata = a.payload;
    },
    /** Introduction 'Yes': the details changed, the four stages open. */
    changedChosen: () => undefined,
    /** Introduction 'No': the stored details are submitted unchanged. */
    unchangedChosen: (s) => {
      s.busy = 'submitting';
      s.error = null;
    },
    /** Introduction 'Remind Me Later'. */
    remindLaterChosen: (s) => {
      s.busy = 'skipping';
    },
    skipRecorded: (s, a: PayloadAction<DueDiligenceSkip>) => {
      s.busy = 'none';
      if (s.reminder) Object.assign(s.reminder, a.payload);
    },
    skipFailed: (s) => {
      s.busy = 'none';
    },
    /** The last stage's 'Save and Go Next' or 'Accept and Submit': all details. */
    detailsSubmitted: (s, _a: PayloadAction<DueDiligenceDetails>) => {
      s.busy = 'submitting';
      s.error = null;
    },
    submitSucceeded: (s, a: PayloadAction<string[]>) => {
      s.busy = 'none';
      s.documents = a.payload;
      if (s.reminder) s.reminder.IsReminderDue = false;
    },
    submitFailed: (s, a: PayloadAction<string>) => {
      s.busy = 'none';
      s.error = a.payload;
    },
    /** A holder's country of fiscal residence moved away from its initial value. */
    fiscalResidenceChanged: (_s, _a: PayloadAction<Holder>) => undefined,
    contactDetailsJumpDue: (s, a: PayloadAction<Holder>) => {
      s.jump = { holder: a.payload, seq: (s.jump?.seq ?? 0) + 1 };
    },
    /** The form's close button: the review stays due (no skip recorded). */
    formClosed: () => undefined,
    /** The confirmation's 'Acknowledged': closes every modal of the review. */
    acknowledged: () => undefined,
    /** The review's modals are done with (or were not needed): the next reminder may show. */
    settled: () => undefined,
  },
});

export const dueDiligenceActions = dueDiligenceSlice.actions;
export default dueDiligenceSlice.reducer;

/**
 * The slice as the portal's screens and sagas read it: injected with the portal's slices
 * (store/portalSlices.ts), so present whenever they run.
 */
export const selectDueDiligence = (s: RootState): DueDiligenceState => (s as Partial<RootState>).dueDiligence ?? initialState;

declare module './rootReducer' {
  /** The due-diligence slice is one of the logged-in portal's (store/portalSlices.ts injects it). */
  interface PortalState {
    dueDiligence: DueDiligenceState;
  }
}
