import { call, put, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { toApiError } from '@/api/client';
import * as api from '@/api/notifications';
import type { Notifications } from '@/types/generated/api/notifications';
import { NOTIFICATION_TEXTS } from '@/engine/messages/notificationTexts';
import { chooseMessage } from '@/engine/messages/formatServerMessage';
import { notificationsActions as actions } from '@/store/notificationsSlice';

/** Reads the adviser's notifications; a failure is shown in the modal (the server's Message preferred). */
export function* loadNotifications(action?: PayloadAction<unknown>) {
  try {
    const data: Notifications = yield call(api.getNotifications);
    yield put(actions.loaded(data));
  } catch (error) {
    // A quiet refresh that fails keeps what is shown; the next refresh or opening the modal tries again.
    if (action?.type === actions.refreshRequested.type) return;
    yield put(actions.loadFailed(chooseMessage(toApiError(error).message, NOTIFICATION_TEXTS.loadFailed)));
  }
}

export function* watchNotifications() {
  // takeLatest: a newer read (the modal opened again, Try again) replaces the one still loading.
  yield takeLatest([actions.requested.type, actions.refreshRequested.type], loadNotifications);
}
