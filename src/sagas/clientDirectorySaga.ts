import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { toApiError } from '@/api/client';
import * as api from '@/api/clients';
import type { ClientDirectoryPage } from '@/types/generated/api/clients';
import { CLIENT_DIRECTORY_PAGE_SIZE, CLIENT_DIRECTORY_TEXTS } from '@/engine/clients/directory';
import { chooseMessage } from '@/engine/messages/formatServerMessage';
import { clientDirectoryActions as actions, type ClientDirectoryRequest } from '@/store/clientDirectorySlice';

/** Reads one page of the client directory; a failure is shown above the list (the server's Message preferred). */
export function* loadClientDirectory(action: PayloadAction<ClientDirectoryRequest>) {
  const { search, sort, page } = action.payload;
  try {
    const answer: ClientDirectoryPage = yield call(api.getClientDirectory, {
      ...(search.trim() ? { search: search.trim() } : {}),
      sort,
      page,
      pageSize: CLIENT_DIRECTORY_PAGE_SIZE,
    });
    yield put(actions.loaded(answer));
  } catch (error) {
    yield put(actions.loadFailed(chooseMessage(toApiError(error).message, CLIENT_DIRECTORY_TEXTS.loadFailed)));
  }
}

export function* watchClientDirectory() {
  // takeLatest: a newer search, sort or page replaces the one still loading.
  yield takeLatest(actions.requested.type, loadClientDirectory);
}
