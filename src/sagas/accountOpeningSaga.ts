import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import * as api from '@/api';
import type { FeesInfo, Opening, OpeningFormInfo, SectionPath } from '@/types/api';
import { documentFileProblem } from '@/engine/accountOpening';
import { chooseMessage } from '@/engine/messages/formatServerMessage';
import {
  ACCOUNT_OPENING_FLOW,
  ACCOUNT_OPENING_FORMS,
  ACCOUNT_OPENING_TEXTS,
  accountOpeningActions as actions,
} from '@/store/accountOpeningSlice';
import { formsActions } from '@/store/formsSlice';
import type { RootState } from '@/store/rootReducer';
import { uiActions } from '@/store/uiSlice';
import { showError } from './effects';

/** The client-side mirror of the server's rule "the accountOpeningId is required before saving any section". */
export const OPENING_ID_REQUIRED = 'The accountOpeningId is required before saving any section.';

const selectOpening = (s: RootState) => s.accountOpening.opening;
const selectWhiteLabelId = (s: RootState) => s.brand.brand?.WhiteLabelId;
const selectFeesInfo = (s: RootState) => s.accountOpening.feesInfo;

/** Which stored part of the opening a section call writes (add the first time, update after). */
const SECTION_KEYS: Record<SectionPath, (o: Opening) => unknown> = {
  accounttype: (o) => o.AccountType,
  personaldetails: (o) => o.PersonalDetails,
  disbursement: (o) => o.Disbursement,
  investmentprofile: (o) => o.InvestmentProfile,
  fees: (o) => o.Fees,
  acknowldedgements: (o) => o.Acknowledgements,
};

const messageOf = (error: unknown, fallback: string) => chooseMessage(api.toApiError(error).message, fallback);

/** The wizard page opened: the adviser's unfinished opening (to resume), the flow, its forms and their reference data. */
export function* openPage() {
  yield put(formsActions.flowRequested(ACCOUNT_OPENING_FLOW));
  for (const id of ACCOUNT_OPENING_FORMS) yield put(formsActions.formRequested(id));
  const whiteLabelId: number | undefined = yield select(selectWhiteLabelId);
  try {
    const [unfinished, formInfo]: [Opening | null, OpeningFormInfo] = yield all([
      call(api.getUnfinishedAccountOpening),
      call(api.getAccountOpeningForm, whiteLabelId ?? 0),
    ]);
    yield put(actions.formInfoLoaded(formInfo));
    yield put(actions.unfinishedFound(unfinished));
  } catch (error) {
    yield put(actions.unfinishedFound(null));
    yield call(showError, error, ACCOUNT_OPENING_TEXTS.loadFailed);
  }
}

/** The fee choices, once per page (they do not change while the wizard is open). */
function* ensureFeesInfo(openingId: number) {
  const have: FeesInfo | null = yield select(selectFeesInfo);
  if (have) return;
  try {
    const info: FeesInfo = yield call(api.getAccountOpeningFeesInfo, openingId);
    yield put(actions.feesInfoLoaded(info));
  } catch {
    // The fees step still offers the form's own lists; the server checks the choice when it is saved.
  }
}

/** Starts a new opening; a failure shows the server's Message (or the spec's text) and goes back to the start. */
export function* startOpening(action: PayloadAction<{ clientId?: number }>) {
  try {
    const opening: Opening = yield call(api.startAccountOpening, action.payload.clientId);
    yield put(actions.openingLoaded(opening));
    yield call(ensureFeesInfo, opening.ID);
  } catch (error) {
    yield put(actions.startFailed());
    yield call(showError, error, ACCOUNT_OPENING_TEXTS.startFailed);
  }
}

/** Continues an unfinished opening where the adviser left off. */
export function* resumeOpening(action: PayloadAction<number>) {
  try {
    const opening: Opening = yield call(api.getAccountOpening, action.payload);
    yield put(actions.openingLoaded(opening));
    yield call(ensureFeesInfo, opening.ID);
  } catch (error) {
    yield put(actions.startFailed());
    yield call(showError, error, ACCOUNT_OPENING_TEXTS.loadFailed);
  }
}

/** Deletes the unfinished opening and starts a new one for a new client. */
export function* discardOpening(action: PayloadAction<number>) {
  try {
    yield call(api.deleteAccountOpening, action.payload);
  } catch (error) {
    yield put(actions.startFailed());
    yield call(showError, error, ACCOUNT_OPENING_TEXTS.startFailed);
    return;
  }
  yield call(startOpening, actions.startRequested({}));
}

/**
 * Saves a section with its call (add the first time, update after). The wizard waits for the
 * verdict: a failure keeps the adviser on the step with the server's first message.
 */
export function* saveSection(action: PayloadAction<{ id: number; stepId: string; section: SectionPath; body: Record<string, unknown> }>) {
  const { id, section, body } = action.payload;
  const opening: Opening | null = yield select(selectOpening);
  if (!opening) {
    yield put(actions.sectionSaveFailed({ id, message: OPENING_ID_REQUIRED }));
    return;
  }
  const mode = SECTION_KEYS[section](opening) ? 'update' : 'add';
  try {
    const saved: Opening = yield call(api.saveAccountOpeningSection, section, mode, opening.ID, body);
    yield put(actions.sectionSaved({ id, opening: saved }));
  } catch (error) {
    yield put(actions.sectionSaveFailed({ id, message: messageOf(error, ACCOUNT_OPENING_TEXTS.saveFailed) }));
  }
}

/** Generates the documents and starts the chosen signing; the review flags follow (slice). */
export function* sign(action: PayloadAction<{ IsDocuSign: boolean; IsManual: boolean }>) {
  const opening: Opening | null = yield select(selectOpening);
  if (!opening) return;
  try {
    const answer: { opening: Opening; message?: string } = yield call(api.signAccountOpening, opening.ID, action.payload);
    yield put(actions.signStarted(answer.opening));
    if (action.payload.IsDocuSign)
      yield put(uiActions.snackbarShown({ message: answer.message || ACCOUNT_OPENING_TEXTS.docuSignSent, type: 'success' }));
  } catch (error) {
    yield put(actions.signFailed(messageOf(error, ACCOUNT_OPENING_TEXTS.generatingFailed)));
  }
}

/** The next signer confirms with the full name they typed (built-in e-signature). */
export function* confirmSignature(action: PayloadAction<{ order: number; name: string }>) {
  const opening: Opening | null = yield select(selectOpening);
  if (!opening) return;
  try {
    const signed: Opening = yield call(api.confirmAccountOpeningSignature, opening.ID, action.payload.order, action.payload.name);
    yield put(actions.signatureConfirmed(signed));
  } catch (error) {
    yield put(actions.signatureConfirmFailed(messageOf(error, ACCOUNT_OPENING_TEXTS.saveFailed)));
  }
}

/**
 * Uploads a document (a supporting document, or the signed application form of a manual signing).
 * The file is checked here first — PDF, PNG or JPEG, at most 10 MB, not empty — with the server's
 * own sentences, so a file the server would refuse is not sent; the server checks again (413/415).
 */
export function* uploadDocument(action: PayloadAction<{ documentTypeId: number; file: File }>) {
  const { documentTypeId, file } = action.payload;
  const opening: Opening | null = yield select(selectOpening);
  if (!opening) return;
  const problem = documentFileProblem(file);
  if (problem) {
    yield put(actions.documentUploadFailed({ documentTypeId, message: problem }));
    return;
  }
  try {
    const fresh: Opening = yield call(api.uploadAccountOpeningDocument, opening.ID, documentTypeId, file, file.name);
    yield put(actions.documentUploaded(fresh));
  } catch (error) {
    yield put(actions.documentUploadFailed({ documentTypeId, message: messageOf(error, ACCOUNT_OPENING_TEXTS.uploadFailed) }));
  }
}

/** Removes an uploaded document; the answer is the opening without it. */
export function* deleteDocument(action: PayloadAction<number>) {
  const opening: Opening | null = yield select(selectOpening);
  if (!opening) return;
  try {
    const fresh: Opening = yield call(api.deleteAccountOpeningDocument, action.payload);
    yield put(actions.documentDeleted(fresh));
  } catch (error) {
    yield put(actions.documentDeleteFailed());
    yield call(showError, error, ACCOUNT_OPENING_TEXTS.deleteFailed);
  }
}

/** Reads the opening again: the server asks DocuSign for the signatures on the way. */
export function* refreshOpening() {
  const opening: Opening | null = yield select(selectOpening);
  if (!opening) return;
  try {
    const fresh: Opening = yield call(api.getAccountOpening, opening.ID);
    yield put(actions.openingRefreshed(fresh));
  } catch (error) {
    yield put(actions.openingRefreshFailed());
    yield call(showError, error, ACCOUNT_OPENING_TEXTS.loadFailed);
  }
}

/** Saves a blob as a file in the browser (the download link carries no token, so it is fetched first). */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export function* downloadDocument(action: PayloadAction<{ url: string; name: string }>) {
  try {
    const blob: Blob = yield call(api.downloadAccountOpeningDocument, action.payload.url);
    yield call(saveBlob, blob, action.payload.name);
  } catch (error) {
    yield call(showError, error);
  }
}

/** Completes the opening: the account is created (idempotent on the server) and the opening reloaded. */
export function* complete() {
  const opening: Opening | null = yield select(selectOpening);
  if (!opening) return;
  try {
    yield call(api.completeAccountOpening, opening.ID);
    const fresh: Opening = yield call(api.getAccountOpening, opening.ID);
    yield put(actions.completed(fresh));
  } catch (error) {
    yield put(actions.completeFailed(messageOf(error, ACCOUNT_OPENING_TEXTS.completeFailed)));
  }
}

export function* watchAccountOpening() {
  // takeLatest: reopening the page replaces an earlier check.
  yield takeLatest(actions.pageOpened.type, openPage);
  // takeLeading: a double click starts, resumes or discards once.
  yield takeLeading(actions.startRequested.type, startOpening);
  yield takeLeading(actions.resumeRequested.type, resumeOpening);
  yield takeLeading(actions.discardRequested.type, discardOpening);
  // takeEvery: each save answers its own request (the wizard sends one at a time and waits for it).
  yield takeEvery(actions.sectionSaveRequested.type, saveSection);
  // takeLeading: one generation, one confirmation, one completion at a time.
  yield takeLeading(actions.signRequested.type, sign);
  yield takeLeading(actions.signatureConfirmRequested.type, confirmSignature);
  yield takeLeading(actions.completeRequested.type, complete);
  // takeLeading: one upload at a time (the screen shows which one is on its way).
  yield takeLeading(actions.documentUploadRequested.type, uploadDocument);
  // takeEvery: deletions and downloads of different documents are independent.
  yield takeEvery(actions.documentDeleteRequested.type, deleteDocument);
  yield takeEvery(actions.documentDownloadRequested.type, downloadDocument);
  // takeLeading: one refresh at a time.
  yield takeLeading(actions.openingRefreshRequested.type, refreshOpening);
}
