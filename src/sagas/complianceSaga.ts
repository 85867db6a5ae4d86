import { call, delay, fork, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import * as complianceApi from '@/api';
import { toApiError } from '@/api/client';
import type {
  ComplianceFormInfo,
  ComplianceItem,
  ComplianceSubmission,
  DocumentReview,
  FormVersionDefinition,
  MissingDocumentItem,
  ReviewQueueEntry,
  WhiteLabel,
} from '@/types/api';
import type { ComplianceSubmissionRead } from '@/types/generated/api/compliance-forms';
import {
  COMPLIANCE_FORM_FLAG_RESET_MS,
  COMPLIANCE_FORM_SUBMISSION_DELAY_MS,
  COMPLIANCE_FORM_SUCCESS_DISPLAY_MS,
  MISSING_DOCUMENT_MAX_UPLOAD_BYTES,
  MISSING_DOCUMENT_USER_MESSAGE_MAX_LENGTH,
} from '@/engine/constants';
import { MISSING_DOCUMENT_TEXTS } from '@/engine/messages/complianceTexts';
import { chooseMessage, formatServerMessage } from '@/engine/messages/formatServerMessage';
import { documentFileNameMatches, documentFileTypeOf } from '@/engine/rules/documentFileType';
import { isBrandAdmin } from '@/engine/session/roles';
import {
  COMPLIANCE_MODALS,
  clientsWithMissingDocuments,
  complianceActions,
  hasOpenDocuments,
  selectCompliance,
  type ComplianceFormState,
  type ComplianceState,
} from '@/store/complianceSlice';
import { portfolioActions } from '@/store/portfolioSlice';
import { selectBrand, selectPortfolio, selectSession } from '@/store/selectors';
import { sessionActions, type SessionState } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import { environment, type SagaEnvironment } from './effects';

/** What the browser says when a file it fetched for the user cannot open in a new window. */
export const FILE_WINDOW_BLOCKED = 'Your browser blocked the new window. Please allow pop-ups for this portal and try again.';
/** How long a file opened in a new window keeps its address (the window has read it by then). */
export const FILE_URL_LIFETIME_MS = 60_000;
/** What the view of a past submission says when it or its form version cannot be read and the server gave no Message. */
export const SUBMISSION_VIEW_FAILED = 'Sorry! Looks like something went wrong while loading this submission';
/** The session-storage key that remembers the after-login notices of one login session. */
export const NOTICE_SHOWN_KEY = 'missingDocumentsNoticeShown';

/** Object URLs for fetched files, so tests can fake them. */
export const fileUrls = {
  create: (blob: Blob) => URL.createObjectURL(blob),
  revoke: (url: string) => URL.revokeObjectURL(url),
};

/** The first bytes of a chosen file: its type is told by its content, as the server tells it. */
export const readFileHead = (file: Blob): Promise<Uint8Array> =>
  file
    .slice(0, 16)
    .arrayBuffer()
    .then((b) => new Uint8Array(b));

const messageOf = (error: unknown, fallback?: string) => chooseMessage(toApiError(error).message, fallback);

/** Reads the missing documents again (My Account, after an upload or a submitted form); a failure sets the error flag. */
export function* loadComplianceItems() {
  try {
    const answer: unknown = yield call(complianceApi.getComplianceItems);
    // Anything but a list (an API that answers nothing) reads as no missing documents.
    const items = Array.isArray(answer) ? (answer as ComplianceItem[]) : [];
    yield put(complianceActions.itemsLoaded(items));
    yield put(portfolioActions.missingDocumentsLoaded(items));
  } catch {
    yield put(complianceActions.itemsFailed());
  }
}

/**
 * Uploads a file to a missing document. The file is checked here first with the engine's rule the
 * server applies again — PDF, JPEG or PNG by its content under a name of that type, not empty, within
 * the size limit — and the message with its limit, so a file the server would refuse is not sent.
 */
export function* uploadMissingDocument(action: PayloadAction<{ documentId: number; file: File; userMessage: string }>) {
  const { documentId, file, userMessage } = action.payload;
  let problem: string | null = null;
  if (file.size === 0) problem = MISSING_DOCUMENT_TEXTS.emptyFile;
  else if (file.size > MISSING_DOCUMENT_MAX_UPLOAD_BYTES) problem = MISSING_DOCUMENT_TEXTS.tooLarge;
  else if (userMessage.length > MISSING_DOCUMENT_USER_MESSAGE_MAX_LENGTH) problem = MISSING_DOCUMENT_TEXTS.userMessageTooLong;
  else {
    const head: Uint8Array = yield call(readFileHead, file);
    const type = documentFileTypeOf(head);
    if (!type) problem = MISSING_DOCUMENT_TEXTS.wrongType;
    else if (!documentFileNameMatches(file.name, type)) problem = MISSING_DOCUMENT_TEXTS.nameMismatch;
  }
  if (problem) {
    yield put(complianceActions.uploadRefused({ documentId, message: problem }));
    return;
  }
  try {
    yield call(complianceApi.uploadMissingDocument, documentId, { file, fileName: file.name, userMessage });
  } catch (error) {
    yield put(complianceActions.uploadFailed({ documentId, message: messageOf(error, MISSING_DOCUMENT_TEXTS.uploadFailed) }));
    return;
  }
  yield put(complianceActions.uploadSucceeded(documentId));
  yield put(uiActions.snackbarShown({ message: MISSING_DOCUMENT_TEXTS.uploaded, type: 'success' }));
  yield call(loadComplianceItems);
}

/** Opens a fetched file (an upload, a submission's PDF) in a new window; the address is revoked a minute later. */
function* openBlob(blob: Blob) {
  const env: SagaEnvironment = yield call(environment);
  const url: string = yield call(fileUrls.create, blob);
  if (!env.openWindow(url)) yield put(uiActions.errorRaised(formatServerMessage(FILE_WINDOW_BLOCKED)));
  yield fork(function* () {
    yield delay(FILE_URL_LIFETIME_MS);
    yield call(fileUrls.revoke, url);
  });
}

/** The uploaded file of a missing document, fetched with the session's token. */
export function* openMissingDocumentFile(action: PayloadAction<{ documentId: number }>) {
  try {
    const blob: Blob = yield call(complianceApi.getMissingDocumentFile, action.payload.documentId);
    yield call(openBlob, blob);
  } catch (error) {
    yield put(uiActions.errorRaised(formatServerMessage(messageOf(error, MISSING_DOCUMENT_TEXTS.fileNotFound))));
  }
}

/** The PDF generated for a KYC or appropriateness submission (issue 12 item 5). */
export function* openSubmissionPdf(action: PayloadAction<{ submissionId: number }>) {
  try {
    const blob: Blob = yield call(complianceApi.getSubmissionPdf, action.payload.submissionId);
    yield call(openBlob, blob);
  } catch (error) {
    yield put(uiActions.errorRaised(formatServerMessage(messageOf(error, MISSING_DOCUMENT_TEXTS.fileNotFound))));
  }
}

/** The brand's uploads waiting for client servicing; a failure sets the error flag. */
export function* loadReviewQueue() {
  try {
    const answer: unknown = yield call(complianceApi.getReviewQueue);
    yield put(complianceActions.reviewQueueLoaded(Array.isArray(answer) ? (answer as ReviewQueueEntry[]) : []));
  } catch {
    yield put(complianceActions.reviewQueueFailed());
  }
}

/** Approves an upload, or rejects it with a note: it leaves the queue and the client sees the new status. */
export function* reviewDocument(action: PayloadAction<{ documentId: number; review: DocumentReview }>) {
  const { documentId, review } = action.payload;
  try {
    yield call(complianceApi.reviewMissingDocument, documentId, review);
  } catch (error) {
    yield put(complianceActions.reviewFailed({ documentId, message: messageOf(error, MISSING_DOCUMENT_TEXTS.reviewFailed) }));
    return;
  }
  yield put(complianceActions.reviewSaved(documentId));
  const message = review.Status === 'approved' ? MISSING_DOCUMENT_TEXTS.approved : MISSING_DOCUMENT_TEXTS.rejected;
  yield put(uiActions.snackbarShown({ message, type: 'success' }));
}

/** The modal id of a compliance form. */
export const modalOfForm = (formId: ComplianceFormState['formId']) =>
  formId === 'appropriateness-test' ? COMPLIANCE_MODALS.appropriateness : COMPLIANCE_MODALS.kyc;

/** Opening a KYC or appropriateness form: the modal opens and the prefilled answers load. */
export function* openComplianceForm(action: PayloadAction<{ documentId: number; formId: ComplianceFormState['formId'] }>) {
  yield put(uiActions.modalOpened(modalOfForm(action.payload.formId)));
  try {
    const info: ComplianceFormInfo = yield call(complianceApi.getMissingDocumentForm, action.payload.documentId);
    yield put(complianceActions.formLoaded(info));
  } catch (error) {
    yield put(complianceActions.formFailed(messageOf(error)));
  }
}

/**
 * 'Generate and Send Form' (compliance §4): after 1 s with 'Generating Documents' the answers are
 * sent; on success 'Form Generated and submitted to client servicing for review' shows for 1 s, the
 * modal closes, the submitted flag resets 300 ms later and the missing documents and past
 * submissions are read again.
 * On failure the server's Message (or the default) shows in the modal, with the answers kept.
 */
export function* submitComplianceForm(action: PayloadAction<Record<string, unknown>>) {
  const { form }: ComplianceState = yield select(selectCompliance);
  const brand: WhiteLabel | null = yield select(selectBrand);
  const { documentId, formId } = form;
  if (documentId === null || !formId) return;
  yield delay(COMPLIANCE_FORM_SUBMISSION_DELAY_MS);
  const submit = formId === 'kyc' ? complianceApi.submitKyc : complianceApi.submitAppropriateness;
  const data = formId === 'kyc' ? action.payload : { ...action.payload, missingDocumentID: documentId };
  try {
    yield call(submit, { missingDocumentId: documentId, data, whiteLabelId: brand?.WhiteLabelId ?? 0 });
  } catch (error) {
    yield put(complianceActions.formSubmitFailed(messageOf(error)));
    return;
  }
  yield put(complianceActions.formSubmitSucceeded());
  yield delay(COMPLIANCE_FORM_SUCCESS_DISPLAY_MS);
  yield put(uiActions.modalClosed(modalOfForm(formId)));
  yield put(complianceActions.formClosed());
  yield delay(COMPLIANCE_FORM_FLAG_RESET_MS);
  yield put(complianceActions.submittedFlagReset());
  yield call(loadComplianceItems);
  yield put(complianceActions.submissionsRequested(undefined));
}

/** Closing a form modal with its Close button (or Escape) while nothing is on its way. */
export function* closeComplianceForm() {
  const { form }: ComplianceState = yield select(selectCompliance);
  if (form.submitting) return;
  yield put(uiActions.modalClosed(modalOfForm(form.formId)));
  yield put(complianceActions.formClosed());
}

/** The past compliance submissions the user may see, with their PDFs. */
export function* loadSubmissions(action: PayloadAction<string | undefined>) {
  try {
    const answer: unknown = yield call(complianceApi.getComplianceSubmissions, action.payload);
    yield put(complianceActions.submissionsLoaded(Array.isArray(answer) ? (answer as ComplianceSubmission[]) : []));
  } catch {
    yield put(complianceActions.submissionsFailed());
  }
}

/**
 * "View" on a past submission (issue 13 item 2): the dialog opens, then the submission with its
 * stored answers loads, and the form version it names (`FormVersion`, served by
 * GET schemas/forms/{id}/versions/{n}) — not the one in effect — so the answers are drawn with the
 * labels the client answered. A submission stored before the studio recorded versions names none
 * and is drawn with the served form.
 */
export function* openSubmissionView(action: PayloadAction<{ submissionId: number }>) {
  yield put(uiActions.modalOpened(COMPLIANCE_MODALS.submissionView));
  try {
    const read: ComplianceSubmissionRead = yield call(complianceApi.getComplianceSubmission, action.payload.submissionId);
    const { FormId, FormVersion } = read.Submission;
    const version: FormVersionDefinition | null =
      FormVersion === undefined ? null : yield call(complianceApi.getFormVersion, FormId, FormVersion);
    yield put(complianceActions.submissionViewLoaded({ read, version }));
  } catch (error) {
    yield put(complianceActions.submissionViewFailed(messageOf(error, SUBMISSION_VIEW_FAILED)));
  }
}

/**
 * After login, once per login session (compliance §2.3): a client who is an external user (not
 * head-office staff) with documents not yet approved sees the missing-documents modal; a consultant
 * with clients listed sees the alerts. The session's id is remembered in session storage, so a
 * reload of the same session does not show it again.
 */
export function* missingDocumentsNotice() {
  const session: SessionState = yield select(selectSession);
  const claims = session.claims;
  if (!claims) return;
  const env: SagaEnvironment = yield call(environment);
  if (env.storage.session.getItem(NOTICE_SHOWN_KEY) === claims.sessionId) return;
  const { missingDocuments }: { missingDocuments: MissingDocumentItem[] } = yield select(selectPortfolio);
  const external = !claims.cphqUser && !session.user?.cphqUser;
  let modal: string | null = null;
  if (claims.role === 'client' && external && missingDocuments.some(hasOpenDocuments)) modal = COMPLIANCE_MODALS.clientNotice;
  else if (claims.role === 'consultant' && clientsWithMissingDocuments(missingDocuments) > 0) modal = COMPLIANCE_MODALS.adviserAlerts;
  if (!modal) return;
  env.storage.session.setItem(NOTICE_SHOWN_KEY, claims.sessionId);
  yield put(uiActions.modalOpened(modal));
}

/** My Account opened: the items, and for client servicing the review queue. */
export function* openMyAccount() {
  const session: SessionState = yield select(selectSession);
  yield put(complianceActions.itemsRequested());
  if (isBrandAdmin(session.claims?.role)) yield put(complianceActions.reviewQueueRequested());
}

export function* watchCompliance() {
  // takeLatest: the newest read of the list wins.
  yield takeLatest(complianceActions.itemsRequested.type, loadComplianceItems);
  // takeEvery: uploads to different documents are independent (one button each, disabled while it runs).
  yield takeEvery(complianceActions.uploadRequested.type, uploadMissingDocument);
  // takeEvery: each file opens in its own window.
  yield takeEvery(complianceActions.fileRequested.type, openMissingDocumentFile);
  yield takeEvery(complianceActions.submissionPdfRequested.type, openSubmissionPdf);
  // takeLatest: the newest read of the queue wins.
  yield takeLatest(complianceActions.reviewQueueRequested.type, loadReviewQueue);
  // takeEvery: reviews of different documents are independent.
  yield takeEvery(complianceActions.reviewRequested.type, reviewDocument);
  // takeLatest: opening another form supersedes the older load.
  yield takeLatest(complianceActions.formOpened.type, openComplianceForm);
  // takeLeading: one submission at a time; a second click while one runs is ignored.
  yield takeLeading(complianceActions.formSubmitted.type, submitComplianceForm);
  // takeLeading: the close runs once.
  yield takeLeading(complianceActions.formCloseRequested.type, closeComplianceForm);
  // takeLatest: the newest list wins.
  yield takeLatest(complianceActions.submissionsRequested.type, loadSubmissions);
  // takeLatest: "View" on another submission supersedes the older load.
  yield takeLatest(complianceActions.submissionViewOpened.type, openSubmissionView);
  // takeLatest: one notice check per session start.
  yield takeLatest(sessionActions.sessionReady.type, missingDocumentsNotice);
  // takeLatest: My Account's reads.
  yield takeLatest(complianceActions.myAccountOpened.type, openMyAccount);
  // takeEvery: a logout forgets everything of the session.
  yield takeEvery(sessionActions.loggedOut.type, function* () {
    yield put(complianceActions.cleared());
  });
}
