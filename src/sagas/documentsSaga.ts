import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import * as documentsApi from '@/api/onlineDocuments';
import type { OnlineDocument, UserDocument } from '@/types/generated/api/online-documents';
import { DOCUMENT_TEXTS } from '@/engine/messages/documentTexts';
import { documentsActions, type DocumentToOpen } from '@/store/documentsSlice';
import { complianceActions } from '@/store/complianceSlice';
import { dueDiligenceActions } from '@/store/dueDiligenceSlice';
import { profileReminderActions } from '@/store/profileReminderSlice';
import type { RootState } from '@/store/rootReducer';
import { toApiError } from '@/api/client';
import { chooseMessage } from '@/engine/messages/formatServerMessage';
import { showError } from './effects';

/** The code of the standard fee schedules among the online documents (its failure is compliance §8's '…while loading fees'). */
export const FEES_DOCUMENT_CODE = 'fees';

const selectWhiteLabelId = (s: RootState) => s.brand.brand?.WhiteLabelId;

/** Hands a downloaded PDF to the browser as a file: an object URL on a link, clicked, then revoked. */
export const fileSaver = {
  save: (blob: Blob, fileName: string) => {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
};

/** The brand's online documents and the client's own, read together; a failure stays in the section (with Try again). */
export function* loadDocuments() {
  const whiteLabelId: number | undefined = yield select(selectWhiteLabelId);
  try {
    const [online, user]: [OnlineDocument[], UserDocument[]] = yield all([
      call(documentsApi.getOnlineDocuments, whiteLabelId),
      call(documentsApi.getUserDocuments, whiteLabelId),
    ]);
    yield put(documentsActions.loaded({ online, user }));
  } catch (error) {
    yield put(documentsActions.loadFailed(chooseMessage(toApiError(error).message, DOCUMENT_TEXTS.listFailed)));
  }
}

/** A compliance form was submitted (its PDF is now one of the client's documents): lists already read are read again. */
export function* reloadAfterSubmission() {
  const status: string = yield select((s: RootState) => s.documents.status);
  if (status === 'ready' || status === 'failed') yield put(documentsActions.loadRequested());
}

/** An adviser's view of a client's documents: the same two lists, the user documents asked with the client's id. */
export function* loadClientDocuments(action: PayloadAction<{ clientId: number; clientName: string }>) {
  const { clientId } = action.payload;
  const whiteLabelId: number | undefined = yield select(selectWhiteLabelId);
  try {
    const [online, user]: [OnlineDocument[], UserDocument[]] = yield all([
      call(documentsApi.getOnlineDocuments, whiteLabelId),
      call(documentsApi.getUserDocuments, whiteLabelId, clientId),
    ]);
    yield put(documentsActions.clientDocumentsLoaded({ clientId, online, user }));
  } catch (error) {
    yield put(
      documentsActions.clientDocumentsFailed({ clientId, message: chooseMessage(toApiError(error).message, DOCUMENT_TEXTS.listFailed) }),
    );
  }
}

/** Downloads a served document with the session's token and saves it under its file name. */
export function* openDocument(action: PayloadAction<DocumentToOpen>) {
  const { url, fileName, code } = action.payload;
  try {
    const blob: Blob = yield call(documentsApi.getDocumentFile, url);
    yield call(fileSaver.save, blob, fileName);
  } catch (error) {
    yield call(showError, error, code === FEES_DOCUMENT_CODE ? DOCUMENT_TEXTS.feesFailed : DOCUMENT_TEXTS.listFailed);
  } finally {
    yield put(documentsActions.openFinished());
  }
}

export function* watchDocuments() {
  // takeLatest: a new load (Try again) supersedes one on its way.
  yield takeLatest(documentsActions.loadRequested.type, loadDocuments);
  // takeLatest: several submissions in a row need one reload (the load itself is takeLatest too).
  yield takeLatest(
    [complianceActions.formSubmitSucceeded.type, dueDiligenceActions.submitSucceeded.type, profileReminderActions.updateSucceeded.type],
    reloadAfterSubmission,
  );
  // takeLatest: the client opened last (or asked again) is the one shown.
  yield takeLatest(documentsActions.clientDocumentsOpened.type, loadClientDocuments);
  // takeEvery: each document asked for is opened.
  yield takeEvery(documentsActions.openRequested.type, openDocument);
}
