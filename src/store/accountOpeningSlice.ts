import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeesInfo, Opening, OpeningFormInfo, SectionPath } from '@/types/api';

/** A section save the wizard waits for before it moves on (`id` tells one request from the next). */
export interface SectionSave {
  id: number;
  stepId: string;
  status: 'saving' | 'saved' | 'failed';
  error: string | null;
}

/**
 * The account-opening wizard (portal-shell §2, §4): the opening being filled in, what its forms need,
 * the last section save, and the review flags of the sign step. Form field state stays in the form.
 */
export interface AccountOpeningState {
  /** idle → checking (looking for an unfinished opening) → ready (start or resume) → starting → open. */
  status: 'idle' | 'checking' | 'ready' | 'starting' | 'open';
  opening: Opening | null;
  /** The adviser's most recent unfinished opening, offered to resume. */
  unfinished: Opening | null;
  formInfo: OpeningFormInfo | null;
  feesInfo: FeesInfo | null;
  save: SectionSave | null;
  /** Review flags (portal-shell §4): the documents are being generated … */
  generatingPdf: boolean;
  /** … the signers review and sign on screen (built-in e-signature or DocuSign) … */
  signReview: boolean;
  /** … or the adviser downloads, has signed and uploads the application form. */
  manualReview: boolean;
  signError: string | null;
  /** The order of the signer whose confirmation is on its way. */
  confirming: number | null;
  confirmError: string | null;
  /** The document type whose file is on its way (one upload at a time). */
  uploading: number | null;
  /** The last upload's refusal (checked in the browser first, else the server's Message), by document type. */
  uploadError: { documentTypeId: number; message: string } | null;
  /** The document being removed. */
  deleting: number | null;
  /** The opening is being read again (DocuSign signatures, say). */
  refreshing: boolean;
  completing: boolean;
  completeError: string | null;
  /** "Choosing a term account sets a term flag" (portal-shell §4). */
  isTermAccount: boolean;
  /** From the access type and fee option of the fees step. */
  feeScheduleId: number | null;
}

const initialState: AccountOpeningState = {
  status: 'idle',
  opening: null,
  unfinished: null,
  formInfo: null,
  feesInfo: null,
  save: null,
  generatingPdf: false,
  signReview: false,
  manualReview: false,
  signError: null,
  confirming: null,
  confirmError: null,
  uploading: null,
  uploadError: null,
  deleting: null,
  refreshing: false,
  completing: false,
  completeError: null,
  isTermAccount: false,
  feeScheduleId: null,
};

const reviewFlagsOf = (s: AccountOpeningState, o: Opening) => {
  const signingStarted = o.Status !== 'InProgress' || o.SigningOrders.length > 0 || o.IsManual || o.IsDocuSign;
  s.manualReview = signingStarted && o.IsManual;
  s.signReview = signingStarted && !o.IsManual;
};

const accountOpeningSlice = createSlice({
  name: 'accountOpening',
  initialState,
  reducers: {
    /** The wizard page opened: look for an unfinished opening and load what the forms need. */
    pageOpened: (s) => {
      s.status = 'checking';
      s.opening = null;
      s.unfinished = null;
      s.save = null;
    },
    unfinishedFound: (s, a: PayloadAction<Opening | null>) => {
      s.status = 'ready';
      s.unfinished = a.payload;
    },
    formInfoLoaded: (s, a: PayloadAction<OpeningFormInfo>) => {
      s.formInfo = a.payload;
    },
    feesInfoLoaded: (s, a: PayloadAction<FeesInfo>) => {
      s.feesInfo = a.payload;
    },
    startRequested: (s, _a: PayloadAction<{ clientId?: number }>) => {
      s.status = 'starting';
    },
    /** A start failure sets the position back to the start (portal-shell §4). */
    startFailed: (s) => {
      s.status = 'ready';
      s.opening = null;
    },
    resumeRequested: (s, _a: PayloadAction<number>) => {
      s.status = 'starting';
    },
    discardRequested: (s, _a: PayloadAction<number>) => {
      s.status = 'starting';
    },
    openingLoaded: (s, a: PayloadAction<Opening>) => {
      s.status = 'open';
      s.opening = a.payload;
      s.unfinished = null;
      reviewFlagsOf(s, a.payload);
    },
    sectionSaveRequested: {
      reducer: (s, a: PayloadAction<{ id: number; stepId: string; section: SectionPath; body: Record<string, unknown> }>) => {
        s.save = { id: a.payload.id, stepId: a.payload.stepId, status: 'saving', error: null };
      },
      prepare: (p: { stepId: string; section: SectionPath; body: Record<string, unknown> }) => ({ payload: { ...p, id: nextSaveId() } }),
    },
    sectionSaved: (s, a: PayloadAction<{ id: number; opening: Opening }>) => {
      s.opening = a.payload.opening;
      if (s.save?.id === a.payload.id) s.save = { ...s.save, status: 'saved' };
    },
    sectionSaveFailed: (s, a: PayloadAction<{ id: number; message: string }>) => {
      if (s.save?.id === a.payload.id) s.save = { ...s.save, status: 'failed', error: a.payload.message };
    },
    feesChoiceChanged: (s, a: PayloadAction<{ isTermAccount: boolean; feeScheduleId: number | null }>) => {
      s.isTermAccount = a.payload.isTermAccount;
      s.feeScheduleId = a.payload.feeScheduleId;
    },
    signRequested: (s, a: PayloadAction<{ IsDocuSign: boolean; IsManual: boolean }>) => {
      s.generatingPdf = true;
      s.signError = null;
      s.manualReview = a.payload.IsManual;
      s.signReview = !a.payload.IsManual;
    },
    signStarted: (s, a: PayloadAction<Opening>) => {
      s.generatingPdf = false;
      s.opening = a.payload;
      reviewFlagsOf(s, a.payload);
    },
    signFailed: (s, a: PayloadAction<string>) => {
      s.generatingPdf = false;
      s.signReview = false;
      s.manualReview = false;
      s.signError = a.payload;
    },
    /** Back to the choice of signing (before anybody signed). */
    signingMethodReset: (s) => {
      s.signReview = false;
      s.manualReview = false;
      s.signError = null;
    },
    signatureConfirmRequested: (s, a: PayloadAction<{ order: number; name: string }>) => {
      s.confirming = a.payload.order;
      s.confirmError = null;
    },
    signatureConfirmed: (s, a: PayloadAction<Opening>) => {
      s.confirming = null;
      s.opening = a.payload;
    },
    signatureConfirmFailed: (s, a: PayloadAction<string>) => {
      s.confirming = null;
      s.confirmError = a.payload;
    },
    documentUploadRequested: (s, a: PayloadAction<{ documentTypeId: number; file: File }>) => {
      s.uploading = a.payload.documentTypeId;
      s.uploadError = null;
    },
    documentUploaded: (s, a: PayloadAction<Opening>) => {
      s.uploading = null;
      s.opening = a.payload;
    },
    documentUploadFailed: (s, a: PayloadAction<{ documentTypeId: number; message: string }>) => {
      s.uploading = null;
      s.uploadError = a.payload;
    },
    documentDeleteRequested: (s, a: PayloadAction<number>) => {
      s.deleting = a.payload;
    },
    documentDeleted: (s, a: PayloadAction<Opening>) => {
      s.deleting = null;
      s.opening = a.payload;
    },
    documentDeleteFailed: (s) => {
      s.deleting = null;
    },
    /** Reads the opening again (DocuSign's signatures are brought up to date by the server on the way). */
    openingRefreshRequested: (s) => {
      s.refreshing = true;
    },
    openingRefreshed: (s, a: PayloadAction<Opening>) => {
      s.refreshing = false;
      s.opening = a.payload;
    },
    openingRefreshFailed: (s) => {
      s.refreshing = false;
    },
    documentDownloadRequested: (_s, _a: PayloadAction<{ url: string; name: string }>) => undefined,
    completeRequested: (s) => {
      s.completing = true;
      s.completeError = null;
    },
    completed: (s, a: PayloadAction<Opening>) => {
      s.completing = false;
      s.opening = a.payload;
    },
    completeFailed: (s, a: PayloadAction<string>) => {
      s.completing = false;
      s.completeError = a.payload;
    },
    /** The adviser left the wizard: nothing of this opening stays in the store. */
    pageLeft: () => initialState,
  },
});

let saveCounter = 0;
/** Save requests are numbered so a late answer to an earlier save is not taken for the current one. */
function nextSaveId(): number {
  saveCounter += 1;
  return saveCounter;
}

export const accountOpeningActions = accountOpeningSlice.actions;
export default accountOpeningSlice.reducer;

/** Texts of the wizard (portal-shell §2, §8), word for word where the spec gives them. */
export const ACCOUNT_OPENING_TEXTS = {
  startFailed: 'Error occured while starting a new account opening',
  unknownPastExperience: 'Unknown past experience entry from server.',
  generatingFailed: 'Sorry! Something wrong generating document.',
  docuSignSent: 'Your Docusign emails have been sent. Please check your emails',
  /** Spec §8 gives only the gist ("account sign-up is complete and an e-mail from Client Servicing follows"); the sentence is a decision. */
  completionNotice: 'Your account sign-up is complete. You will receive an e-mail from Client Servicing shortly.',
  saveFailed: 'Sorry! Looks like something went wrong while saving this section. Your answers are still here; please try again.',
  uploadFailed: 'Sorry! The document could not be uploaded. Please try again.',
  deleteFailed: 'Sorry! The document could not be removed. Please try again.',
  completeFailed: 'Sorry! The account could not be opened yet. Please try again.',
  loadFailed: 'Sorry! Looks like something went wrong while loading the account opening. Please refresh and try again.',
} as const;

/** The flow the wizard runs and the forms it asks (the server's form info names them too). */
export const ACCOUNT_OPENING_FLOW = 'account-opening';
export const ACCOUNT_OPENING_FORMS = [
  'account-type',
  'personal-details',
  'correspondence',
  'disbursement',
  'risk-profile',
  'account-appropriateness',
  'fees',
  'acknowledgements',
] as const;
