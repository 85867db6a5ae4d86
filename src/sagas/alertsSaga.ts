import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import * as alertsApi from '@/api/alerts';
import type { AlertItem, AlertUpdate } from '@/types/api';
import { WATCHLIST_TEXTS } from '@/engine/messages/watchlistTexts';
import { alertsActions } from '@/store/alertsSlice';
import { sessionActions } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import type { RootState } from '@/store/rootReducer';
import { showError } from './effects';

export const ALERTS_MODAL = 'alerts';

const isAlertsOpen = (s: RootState) => s.ui.openModals.includes(ALERTS_MODAL);
const selectActiveAccountId = (s: RootState) => s.session.activeAccountId;

/** Loads the alerts of the active account (the panel lets the active account change while it is open). */
export function* loadAlerts() {
  const accountId: number | null = yield select(selectActiveAccountId);
  yield put(alertsActions.loadStarted(accountId));
  try {
    const items: AlertItem[] = yield call(alertsApi.getAlerts, accountId ?? undefined);
    yield put(alertsActions.loaded(items));
  } catch (error) {
    yield put(alertsActions.loadFailed());
    yield call(showError, error, WATCHLIST_TEXTS.loadingAlertsFailed);
  }
}

/** Saves the Reset Alert screen: 'Updated Alert', and the screen closes. */
export function* saveAlert(action: PayloadAction<AlertUpdate>) {
  try {
    const item: AlertItem = yield call(alertsApi.saveAlert, action.payload);
    yield put(alertsActions.resetSaved(item));
    yield put(uiActions.snackbarShown({ message: WATCHLIST_TEXTS.updatedAlert, type: 'success' }));
  } catch (error) {
    yield put(alertsActions.resetFailed());
    yield call(showError, error, WATCHLIST_TEXTS.updatingAlertFailed);
  }
}

/** The panel opened, or the active account changed while it is open. */
const wantsAlerts = (a: Action) =>
  (a.type === uiActions.modalOpened.type && (a as PayloadAction<string>).payload === ALERTS_MODAL) ||
  a.type === sessionActions.activeAccountChanged.type;

/** Reloads only while the panel is open. */
export function* loadIfOpen() {
  const open: boolean = yield select(isAlertsOpen);
  if (open) yield call(loadAlerts);
}

export function* watchAlerts() {
  // takeLatest: a newer opening or account supersedes an older read.
  yield takeLatest(wantsAlerts, loadIfOpen);
  // takeLeading: one save of the Reset Alert screen at a time.
  yield takeLeading(alertsActions.resetSubmitted.type, saveAlert);
}
