import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { reportHref } from '@/api/products';
import * as api from '@/api/statements';
import type { AccountStatementUrlQuery, StatementLink } from '@/types/api';
import { STATEMENT_DOWNLOAD_TEXTS as T } from '@/engine/messages/statementTexts';
import { statementActions as actions } from '@/store/statementSlice';
import { showError } from './effects';

/**
 * 'Download Statement' (compliance §2.6, §7): asks for the signed link to the statement of the
 * account and period the report shows; the button's print window opens it (§4). On failure the
 * error modal shows the server's Message, else the §8 text, and the transactions are cleared (§8).
 */
export function* downloadStatement(action: PayloadAction<AccountStatementUrlQuery>) {
  try {
    const link: StatementLink = yield call(api.getAccountStatementUrl, action.payload);
    yield put(actions.ready({ url: reportHref(link.Url), fileName: link.FileName }));
  } catch (error) {
    yield put(actions.failed());
    yield call(showError, error, T.failed);
  }
}

export function* watchStatement() {
  // takeLatest: the last click's statement is the one its window waits for.
  yield takeLatest(actions.requested.type, downloadStatement);
}
