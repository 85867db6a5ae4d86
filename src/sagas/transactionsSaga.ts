import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { toApiError } from '@/api';
import { reportHref } from '@/api/products';
import * as api from '@/api/transactions';
import type { AccountSummary, HoldingTransaction, OrderFormLink, PendingOrders } from '@/types/api';
import { chooseMessage } from '@/engine/messages/formatServerMessage';
import { TEXTS } from '@/engine/messages/texts';
import { selectActiveAccount } from '@/store/selectors';
import { sessionActions } from '@/store/sessionSlice';
import { selectTransactions, transactionsActions as actions, type TransactionsState } from '@/store/transactionsSlice';
import { uiActions } from '@/store/uiSlice';
import { loadPendingOrders } from './cartSaga';
import { environment, showError, type SagaEnvironment } from './effects';

/** The modal id in `ui.openModals`: one of the modals in which the active account may change (trading §2). */
export const TRANSACTIONS_MODAL = 'transactions';

/** Reads the active account's holding transactions (all, or the filter's product) into the open modal. */
export function* loadTransactions() {
  const account: AccountSummary | null = yield select(selectActiveAccount);
  const { filter }: TransactionsState = yield select(selectTransactions);
  if (!account) return;
  yield put(actions.loadStarted(account.Id));
  try {
    const rows: HoldingTransaction[] = yield call(api.getHoldingTransactions, account.Id, filter?.ISIN ?? null);
    yield put(actions.loaded(rows));
  } catch (error) {
    // Shown inside the modal, beside the Active Account choice, so another account can still be chosen.
    yield put(actions.loadFailed(chooseMessage(toApiError(error).message, TEXTS.requestFailed)));
  }
}

/** Opening the modal marks it open (the active account may change) and loads. */
export function* openTransactions() {
  yield put(uiActions.modalOpened(TRANSACTIONS_MODAL));
  yield call(loadTransactions);
}

export function* closeTransactions() {
  yield put(uiActions.modalClosed(TRANSACTIONS_MODAL));
}

/** A change of active account while the modal is open shows the new account's transactions. */
export function* activeAccountChanged() {
  const { open }: TransactionsState = yield select(selectTransactions);
  if (open) yield call(loadTransactions);
}

/**
 * The Pending orders section's read: the cart's own loader (state.cart.pendingOrders), with the
 * account it was asked for, so the section never shows another account's orders as this one's.
 */
export function* loadPendingOrdersFor(action: PayloadAction<number>) {
  const pending: PendingOrders | null = yield call(loadPendingOrders);
  yield put(pending ? actions.pendingOrdersReady(action.payload) : actions.pendingOrdersFailed(action.payload));
}

/**
 * A pending Manual or Docusign order's form: a fresh signed link, opened in a new tab. When the
 * browser blocks the tab, the link is kept so the section can offer it to click.
 */
export function* openOrderForm(action: PayloadAction<{ OrderId: number }>) {
  try {
    const link: OrderFormLink = yield call(api.getOrderFormUrl, action.payload.OrderId);
    const href = reportHref(link.PDFUrl);
    const env: SagaEnvironment = yield call(environment);
    const opened: Window | null = yield call([env, env.openWindow], href);
    yield put(actions.orderFormReady({ OrderId: action.payload.OrderId, url: href, fileName: link.FileName, blocked: !opened }));
  } catch (error) {
    yield put(actions.orderFormFailed());
    yield call(showError, error, TEXTS.requestFailed);
  }
}

export function* watchTransactions() {
  // takeLatest: opening again (another holding's Transactions) supersedes the read in flight.
  yield takeLatest(actions.opened.type, openTransactions);
  yield takeLatest(actions.closed.type, closeTransactions);
  // takeLatest: only the account now active matters.
  yield takeLatest(sessionActions.activeAccountChanged.type, activeAccountChanged);
  // takeLatest: a newer account's pending orders supersede an older read.
  yield takeLatest(actions.pendingOrdersRequested.type, loadPendingOrdersFor);
  // takeLeading: one order-form request at a time; a double click opens one tab.
  yield takeLeading(actions.orderFormRequested.type, openOrderForm);
}
