import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import * as api from '@/api/nonPlatformHoldings';
import type { NonPlatformHoldingInput, NonPlatformHoldings, NonPlatformSaleAnswer } from '@/types/api';
import { TEXTS } from '@/engine/messages/texts';
import { nonPlatformHoldingsActions as actions } from '@/store/nonPlatformHoldingsSlice';
import { uiActions } from '@/store/uiSlice';
import { showError } from './effects';

export const HELD_ELSEWHERE_TEXTS = {
  added: 'Added the holding held elsewhere',
  updated: 'Updated the holding held elsewhere',
  removed: 'Removed the holding held elsewhere',
} as const;

/** Loads the active account's holdings held elsewhere. */
export function* loadNonPlatformHoldings(action: PayloadAction<number>) {
  try {
    const data: NonPlatformHoldings = yield call(api.getNonPlatformHoldings, action.payload);
    yield put(actions.loaded(data));
  } catch (error) {
    yield put(actions.loadFailed());
    yield call(showError, error, TEXTS.requestFailed);
  }
}

/** An adviser's add, edit or remove: the answer is the account's new list; a success snackbar. */
function* change<A>(request: (body: A) => Promise<NonPlatformHoldings>, body: A, done: string) {
  try {
    const data: NonPlatformHoldings = yield call(request, body);
    yield put(actions.saved(data));
    yield put(uiActions.snackbarShown({ message: done, type: 'success' }));
  } catch (error) {
    yield put(actions.saveFailed());
    yield call(showError, error, TEXTS.requestFailed);
  }
}

export function* addHolding(action: PayloadAction<NonPlatformHoldingInput & { AccountId: number }>) {
  yield* change(api.addNonPlatformHolding, action.payload, HELD_ELSEWHERE_TEXTS.added);
}

export function* updateHolding(action: PayloadAction<NonPlatformHoldingInput & { Id: number }>) {
  yield* change(api.updateNonPlatformHolding, action.payload, HELD_ELSEWHERE_TEXTS.updated);
}

export function* removeHolding(action: PayloadAction<{ Id: number }>) {
  yield* change(api.deleteNonPlatformHolding, action.payload, HELD_ELSEWHERE_TEXTS.removed);
}

/** The client's sale request: the server's confirmation as the snackbar, then the list again (it shows the open request). */
export function* requestSale(action: PayloadAction<{ Id: number }>, accountId: () => number | null) {
  try {
    const answer: NonPlatformSaleAnswer = yield call(api.sellNonPlatformHolding, action.payload);
    yield put(actions.saved(null));
    yield put(uiActions.snackbarShown({ message: answer.Message, type: 'success' }));
    const id = accountId();
    if (id !== null) yield put(actions.viewOpened(id));
  } catch (error) {
    yield put(actions.saveFailed());
    yield call(showError, error, TEXTS.requestFailed);
  }
}

export function* watchNonPlatformHoldings() {
  let lastAccount: number | null = null;
  // takeLatest: a newer account's list supersedes an older read.
  yield takeLatest(actions.viewOpened.type, function* remember(action: PayloadAction<number>) {
    lastAccount = action.payload;
    yield call(loadNonPlatformHoldings, action);
  });
  // takeLeading: one change at a time; a double click does not add or request twice.
  yield takeLeading(actions.addSubmitted.type, addHolding);
  yield takeLeading(actions.updateSubmitted.type, updateHolding);
  yield takeLeading(actions.removeSubmitted.type, removeHolding);
  yield takeLeading(actions.saleSubmitted.type, function* sale(action: PayloadAction<{ Id: number }>) {
    yield call(requestSale, action, () => lastAccount);
  });
}
