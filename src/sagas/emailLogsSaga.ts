import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { toApiError } from '@/api/client';
import * as api from '@/api/emailLogs';
import type { EmailLogPage } from '@/types/generated/api/email-logs';
import type { EmailLogFilterAnswers } from '@/types/generated/email-log-filter';
import { EMAIL_LOG_PAGE_SIZE } from '@/engine/compliance/emailLog';
import { EMAIL_LOG_TEXTS } from '@/engine/messages/emailLogTexts';
import { chooseMessage } from '@/engine/messages/formatServerMessage';
import { emailLogsActions as actions } from '@/store/emailLogsSlice';

/** Reads one page of the email log; a failure is shown on the page (the server's Message preferred). */
export function* loadEmailLog(action: PayloadAction<{ filters: EmailLogFilterAnswers; pageNumber: number }>) {
  const { filters, pageNumber } = action.payload;
  try {
    const page: EmailLogPage = yield call(api.getEmailLog, { ...filters, PageNumber: pageNumber, PageSize: EMAIL_LOG_PAGE_SIZE });
    yield put(actions.loaded(page));
  } catch (error) {
    yield put(actions.loadFailed(chooseMessage(toApiError(error).message, EMAIL_LOG_TEXTS.loadFailed)));
  }
}

export function* watchEmailLogs() {
  // takeLatest: a newer search or page replaces the one still loading.
  yield takeLatest(actions.requested.type, loadEmailLog);
}
