import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import * as auditApi from '@/api/audit';
import type { AuditPage, ClientActsPage } from '@/types/generated/api/audit';
import { AUDIT_PAGE_SIZE } from '@/engine/audit/auditActions';
import { AUDIT_TEXTS } from '@/engine/messages/auditTexts';
import { chooseMessage } from '@/engine/messages/formatServerMessage';
import { auditActions, selectClientActs, type ClientActsState } from '@/store/auditSlice';
import { toApiError } from '@/api/client';
import { fileSaver } from './documentsSaga';
import { showError } from './effects';

/** One page of "Done on your behalf"; a failure stays in the section (with Try again). */
export function* loadActsPage(action: PayloadAction<number>) {
  try {
    const page: AuditPage = yield call(auditApi.getActsOnMyBehalf, action.payload, AUDIT_PAGE_SIZE);
    yield put(auditActions.pageLoaded({ entries: page.Entries, total: page.TotalCount, page: page.Page }));
  } catch (error) {
    yield put(auditActions.pageFailed(chooseMessage(toApiError(error).message, AUDIT_TEXTS.listFailed)));
  }
}

/** Downloads the client's data and saves the ZIP under the server's file name. */
export function* downloadMyData() {
  try {
    const { blob, fileName }: { blob: Blob; fileName: string } = yield call(auditApi.downloadAccountData);
    yield call(fileSaver.save, blob, fileName);
    yield put(auditActions.downloadFinished('done'));
  } catch (error) {
    yield put(auditActions.downloadFinished('failed'));
    yield call(showError, error, AUDIT_TEXTS.downloadFailed);
  }
}

/** One page of a client's acts for an administrator (the first when the dialog opens); a failure stays in the dialog (with Try again). */
export function* loadClientActsPage(action: PayloadAction<number | { clientId: number }>) {
  const client: ClientActsState | null = yield select(selectClientActs);
  if (!client) return;
  const { clientId } = client;
  const pageNumber = typeof action.payload === 'number' ? action.payload : 1;
  try {
    const page: ClientActsPage = yield call(auditApi.getClientActs, clientId, pageNumber, AUDIT_PAGE_SIZE);
    yield put(auditActions.clientActsLoaded({ clientId, entries: page.Entries, total: page.TotalCount, page: page.Page }));
  } catch (error) {
    yield put(
      auditActions.clientActsFailed({ clientId, message: chooseMessage(toApiError(error).message, AUDIT_TEXTS.client.listFailed) }),
    );
  }
}

/** An administrator downloads the data of the client the dialog shows. */
export function* downloadClientData() {
  const client: ClientActsState | null = yield select(selectClientActs);
  if (!client) return;
  const { clientId } = client;
  try {
    const { blob, fileName }: { blob: Blob; fileName: string } = yield call(auditApi.downloadAccountData, clientId);
    yield call(fileSaver.save, blob, fileName);
    yield put(auditActions.clientDataDownloadFinished({ clientId, outcome: 'done' }));
  } catch (error) {
    yield put(auditActions.clientDataDownloadFinished({ clientId, outcome: 'failed' }));
    yield call(showError, error, AUDIT_TEXTS.downloadFailed);
  }
}

export function* watchAudit() {
  // takeLatest: a newer page asked for supersedes one on its way.
  yield takeLatest(auditActions.pageRequested.type, loadActsPage);
  // takeLeading: one download at a time; clicks while it runs are ignored.
  yield takeLeading(auditActions.downloadRequested.type, downloadMyData);
  yield takeLatest([auditActions.clientActsOpened.type, auditActions.clientActsPageRequested.type], loadClientActsPage);
  yield takeLeading(auditActions.clientDataDownloadRequested.type, downloadClientData);
}
