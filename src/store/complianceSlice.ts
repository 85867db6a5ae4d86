import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  ComplianceFormInfo,
  ComplianceItem,
  ComplianceSubmission,
  DocumentReview,
  FormVersionDefinition,
  ReviewQueueEntry,
} from '@/types/api';
import type { ComplianceSubmissionRead } from '@/types/generated/api/compliance-forms';
import type { RootState } from './rootReducer';

/** The modal ids of this area in `ui.openModals` (they lock page scroll like every modal). */
export const COMPLIANCE_MODALS = {
  clientNotice: 'missingDocumentsNotice',
  adviserAlerts: 'missingDocumentAlerts',
  kyc: 'kycForm',
  appropriateness: 'appropriatenessForm',
  submissionView: 'submissionView',
} as const;

export type ComplianceFormId = ComplianceFormInfo['FormId'];
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** An upload on its way or refused: the server's Message stays until the next try. */
export interface UploadState {
  status: 'uploading' | 'failed';
  message?: string;
}

/** The KYC or appropriateness form open now (compliance §2.1, §2.2, §4). */
export interface ComplianceFormState {
  documentId: number | null;
  formId: ComplianceFormId | null;
  status: LoadStatus;
  answers: Record<string, unknown>;
  isJoint: boolean;
  holderNames: string[];
  /** From 'Generate and Send Form' until the call returns: the 'Generating Documents' loader shows. */
  submitting: boolean;
  /** The call succeeded: 'Form Generated and submitted to client servicing for review' shows. */
  submitted: boolean;
  /** The server's Message (or the default) when the call failed; the answers stay in the form. */
  error: string | null;
}

/**
 * A stored submission shown read-only (issue 13 item 2): its answers drawn with the form version they
 * were given on, which may no longer be the one in effect.
 */
export interface SubmissionViewState {
  submissionId: number | null;
  status: LoadStatus;
  /** The submission's entry and its stored answers. */
  read: ComplianceSubmissionRead | null;
  /**
   * The studio version it names (`Submission.FormVersion`); null for a submission stored before the
   * studio recorded versions, drawn with the served form.
   */
  version: FormVersionDefinition | null;
  /** The server's Message (or the default) when the submission or its version could not be read. */
  error: string | null;
}
// The view's dialog opens and closes with `ui.openModals` (COMPLIANCE_MODALS.submissionView); what it
// showed stays until the next "View", so the dialog closes without its content vanishing first.

/**
 * Missing documents, KYC and appropriateness (compliance §2.1–2.3): the client's items with their
 * uploads, the review queue of client servicing, the form open now and the past submissions. The
 * list itself is the portfolio's `missingDocuments` (login loads it); this slice holds the rest.
 */
export interface ComplianceState {
  items: ComplianceItem[];
  itemsStatus: LoadStatus;
  /** Compliance §8: "Failed missing-document loads set error flags". */
  itemsFailed: boolean;
  uploads: Record<number, UploadState>;
  reviewQueue: ReviewQueueEntry[];
  reviewQueueStatus: LoadStatus;
  reviewQueueFailed: boolean;
  /** Reviews on their way, by document id, and the Message of a refused one. */
  reviews: Record<number, { status: 'saving' | 'failed'; message?: string }>;
  form: ComplianceFormState;
  submissions: ComplianceSubmission[];
  submissionsStatus: LoadStatus;
  submissionView: SubmissionViewState;
}

const emptyForm: ComplianceFormState = {
  documentId: null,
  formId: null,
  status: 'idle',
  answers: {},
  isJoint: false,
  holderNames: [],
  submitting: false,
  submitted: false,
  error: null,
};

const closedView: SubmissionViewState = { submissionId: null, status: 'idle', read: null, version: null, error: null };

const initialState: ComplianceState = {
  items: [],
  itemsStatus: 'idle',
  itemsFailed: false,
  uploads: {},
  reviewQueue: [],
  reviewQueueStatus: 'idle',
  reviewQueueFailed: false,
  reviews: {},
  form: emptyForm,
  submissions: [],
  submissionsStatus: 'idle',
  submissionView: closedView,
};

const complianceSlice = createSlice({
  name: 'compliance',
  initialState,
  reducers: {
    itemsRequested: (s) => {
      s.itemsStatus = 'loading';
    },
    itemsLoaded: (s, a: PayloadAction<ComplianceItem[]>) => {
      s.items = a.payload;
      s.itemsStatus = 'ready';
      s.itemsFailed = false;
    },
    itemsFailed: (s) => {
      s.itemsStatus = 'failed';
      s.itemsFailed = true;
    },
    uploadRequested: (s, a: PayloadAction<{ documentId: number; file: File; userMessage: string }>) => {
      s.uploads[a.payload.documentId] = { status: 'uploading' };
    },
    /** The browser's own check refused the file (the engine's rule, the server's words). */
    uploadRefused: (s, a: PayloadAction<{ documentId: number; message: string }>) => {
      s.uploads[a.payload.documentId] = { status: 'failed', message: a.payload.message };
    },
    uploadSucceeded: (s, a: PayloadAction<number>) => {
      delete s.uploads[a.payload];
    },
    uploadFailed: (s, a: PayloadAction<{ documentId: number; message: string }>) => {
      s.uploads[a.payload.documentId] = { status: 'failed', message: a.payload.message };
    },
    fileRequested: (_s, _a: PayloadAction<{ documentId: number }>) => undefined,
    submissionPdfRequested: (_s, _a: PayloadAction<{ submissionId: number }>) => undefined,
    reviewQueueRequested: (s) => {
      s.reviewQueueStatus = 'loading';
    },
    reviewQueueLoaded: (s, a: PayloadAction<ReviewQueueEntry[]>) => {
      s.reviewQueue = a.payload;
      s.reviewQueueStatus = 'ready';
      s.reviewQueueFailed = false;
    },
    reviewQueueFailed: (s) => {
      s.reviewQueueStatus = 'failed';
      s.reviewQueueFailed = true;
    },
    reviewRequested: (s, a: PayloadAction<{ documentId: number; review: DocumentReview }>) => {
      s.reviews[a.payload.documentId] = { status: 'saving' };
    },
    reviewSaved: (s, a: PayloadAction<number>) => {
      delete s.reviews[a.payload];
      s.reviewQueue = s.reviewQueue.filter((e) => e.Document.Id !== a.payload);
    },
    reviewFailed: (s, a: PayloadAction<{ documentId: number; message: string }>) => {
      s.reviews[a.payload.documentId] = { status: 'failed', message: a.payload.message };
    },
    /** Opening the form resets the submitted flag (compliance §2.2) and loads its prefilled answers. */
    formOpened: (s, a: PayloadAction<{ documentId: number; formId: ComplianceFormId }>) => {
      s.form = { ...emptyForm, documentId: a.payload.documentId, formId: a.payload.formId, status: 'loading' };
    },
    formLoaded: (s, a: PayloadAction<ComplianceFormInfo>) => {
      s.form.status = 'ready';
      s.form.answers = a.payload.Answers;
      s.form.isJoint = a.payload.IsJoint;
      s.form.holderNames = a.payload.HolderNames;
    },
    formFailed: (s, a: PayloadAction<string>) => {
      s.form.status = 'failed';
      s.form.error = a.payload;
    },
    /** 'Generate and Send Form' with answers the engine found valid. */
    formSubmitted: (s, _a: PayloadAction<Record<string, unknown>>) => {
      s.form.submitting = true;
      s.form.error = null;
    },
    formSubmitSucceeded: (s) => {
      s.form.submitting = false;
      s.form.submitted = true;
    },
    formSubmitFailed: (s, a: PayloadAction<string>) => {
      s.form.submitting = false;
      s.form.error = a.payload;
    },
    /** Close (or Escape) on a form modal; ignored while the answers are on their way. */
    formCloseRequested: () => undefined,
    formClosed: (s) => {
      s.form.documentId = null;
      s.form.status = 'idle';
      s.form.submitting = false;
      s.form.error = null;
    },
    submittedFlagReset: (s) => {
      s.form.submitted = false;
    },
    submissionsRequested: (s, _a: PayloadAction<string | undefined>) => {
      s.submissionsStatus = 'loading';
    },
    submissionsLoaded: (s, a: PayloadAction<ComplianceSubmission[]>) => {
      s.submissions = a.payload;
      s.submissionsStatus = 'ready';
    },
    submissionsFailed: (s) => {
      s.submissionsStatus = 'failed';
    },
    /** "View" on a past submission: it and the form version it names load. */
    submissionViewOpened: (s, a: PayloadAction<{ submissionId: number }>) => {
      s.submissionView = { ...closedView, submissionId: a.payload.submissionId, status: 'loading' };
    },
    submissionViewLoaded: (s, a: PayloadAction<{ read: ComplianceSubmissionRead; version: FormVersionDefinition | null }>) => {
      if (s.submissionView.submissionId !== a.payload.read.Submission.Id) return;
      s.submissionView.status = 'ready';
      s.submissionView.read = a.payload.read;
      s.submissionView.version = a.payload.version;
    },
    submissionViewFailed: (s, a: PayloadAction<string>) => {
      s.submissionView.status = 'failed';
      s.submissionView.error = a.payload;
    },
    /** My Account opened: its missing documents (and client servicing's queue) are read again. */
    myAccountOpened: () => undefined,
    cleared: () => initialState,
  },
});

export const complianceActions = complianceSlice.actions;
export default complianceSlice.reducer;

export const selectCompliance = (s: RootState) => s.compliance;

declare module './rootReducer' {
  /** The compliance slice is one of the logged-in portal's (store/portalSlices.ts injects it). */
  interface PortalState {
    compliance: ComplianceState;
  }
}

/** Whether an account still has a document that is not approved. */
export const hasOpenDocuments = (item: { Documents: ReadonlyArray<{ Status: string }> }) =>
  item.Documents.some((d) => d.Status !== 'approved');

/** How many clients (not accounts) of a list have documents not yet approved (compliance §2.3, adviser version). */
export function clientsWithMissingDocuments(
  items: ReadonlyArray<{ Client: { ID: number }; Documents: ReadonlyArray<{ Status: string }> }>,
): number {
  return new Set(items.filter(hasOpenDocuments).map((i) => i.Client.ID)).size;
}
