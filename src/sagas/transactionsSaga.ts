import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import { toApiError } from '@/api';
import { reportHref } from '@/api/products';
import * as api from '@/api/transactions';
import type {
  AccountSummary,
  CashTransactionHistoryQuery,
  HoldingTransaction,
  OrderFormLink,
  PendingOrders,
  TransactionDetails,
} from '@/types/api';
import { localCalendarDay } from '@/engine/format/localCalendarDay';
import { chooseMessage } from '@/engine/messages/formatServerMessage';
import { TEXTS } from '@/engine/messages/texts';
import { selectActiveAccount } from '@/store/selectors';
import { sessionActions } from '@/store/sessionSlice';
import {
  selectTransactions,
  transactionsActions as actions,
  type TransactionReportQuery,
  type TransactionsState,
} from '@/store/transactionsSlice';
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

/** The cash type filter's value for every type (compliance §7 "cash transaction type filter (all)"). */
export const ALL_CASH_TYPES = 'all';

/**
 * The period the Transaction details report opens with: the last twelve months up to today, on the
 * user's calendar (the spec names no default; decisions.md).
 * @param now - the moment, in ms
 */
export function defaultReportQuery(now: number): TransactionReportQuery {
  const today = new Date(now);
  const start = new Date(today.getFullYear() - 1, today.getMonth(), today.getDate() + 1);
  return {
    startDate: localCalendarDay(start),
    endDate: localCalendarDay(today),
    getAllTransactions: false,
    cashTransactionType: ALL_CASH_TYPES,
  };
}

/** The call's query from the report's answers: no dates with Get All Transactions (the server ignores them anyway). */
export function historyQueryOf(platformID: number, q: TransactionReportQuery): CashTransactionHistoryQuery {
  const query: CashTransactionHistoryQuery = {
    platformID,
    cashTransactionType: q.cashTransactionType,
    getAllTransactions: q.getAllTransactions,
  };
  if (!q.getAllTransactions) {
    if (q.startDate) query.dateFrom = q.startDate;
    if (q.endDate) query.dateTo = q.endDate;
  }
  return query;
}

/** Reads the Transaction details report last asked for, of the active account. */
export function* loadDetails() {
  const account: AccountSummary | null = yield select(selectActiveAccount);
  const { details }: TransactionsState = yield select(selectTransactions);
  if (!account || !details.query) return;
  try {
    const data: TransactionDetails = yield call(api.getCashTransactionHistory, historyQueryOf(account.Id, details.query));
    yield put(actions.detailsLoaded(data));
  } catch (error) {
    // Shown inside the modal: the dates and the Active Account choice stay usable.
    yield put(actions.detailsFailed(chooseMessage(toApiError(error).message, TEXTS.requestFailed)));
  }
}

/** Opening Transaction details marks the modal open and asks for the default period. */
export function* openDetails() {
  yield put(uiActions.modalOpened(TRANSACTIONS_MODAL));
  const env: SagaEnvironment = yield call(environment);
  const now: number = yield call([env, env.now]);
  yield put(actions.detailsRequested(defaultReportQuery(now)));
}

/** Opening the modal marks it open (the active account may change) and loads. */
export function* openTransactions() {
  yield put(uiActions.modalOpened(TRANSACTIONS_MODAL));
  yield call(loadTransactions);
}

export function* closeTransactions() {
  yield put(uiActions.modalClosed(TRANSACTIONS_MODAL));
}

/** A change of active account while the modal is open shows the new account's transactions (the same report). */
export function* activeAccountChanged() {
  const { open, view, details }: TransactionsState = yield select(selectTransactions);
  if (!open) return;
  if (view === 'details') {
    if (details.query) yield put(actions.detailsRequested(details.query));
  } else yield call(loadTransactions);
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
  // takeLatest: opening Transaction details again asks afresh for the default period.
  yield takeLatest(actions.detailsOpened.type, openDetails);
  // takeLatest: the report last asked for (dates, type, account) supersedes the read in flight.
  yield takeLatest(actions.detailsRequested.type, loadDetails);
  // takeLatest: only the account now active matters.
  yield takeLatest(sessionActions.activeAccountChanged.type, activeAccountChanged);
  // takeLatest: a newer account's pending orders supersede an older read.
  yield takeLatest(actions.pendingOrdersRequested.type, loadPendingOrdersFor);
  // takeLeading: one order-form request at a time; a double click opens one tab.
  yield takeLeading(actions.orderFormRequested.type, openOrderForm);
}
