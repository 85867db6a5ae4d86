import { call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Action, PayloadAction } from '@reduxjs/toolkit';
import * as watchlistApi from '@/api/watchlist';
import type { ClientWatchlistEntry, UserInfo, WatchlistItem } from '@/types/api';
import { isAdviser } from '@/engine/session/roles';
import { WATCHLIST_TEXTS } from '@/engine/messages/watchlistTexts';
import type { TokenClaims } from '@/engine/session/decodeToken';
import { selectClaims, selectSession } from '@/store/selectors';
import type { SessionState } from '@/store/sessionSlice';
import { tradingActions, type ProductRef } from '@/store/tradingActions';
import { uiActions } from '@/store/uiSlice';
import { watchlistActions, type WatchlistState } from '@/store/watchlistSlice';
import type { RootState } from '@/store/rootReducer';
import { showError } from './effects';

export const WATCHLIST_MODAL = 'watchlist';

const selectWatchlist = (s: RootState) => s.watchlist;
const modalOpened = (id: string) => (a: Action) => a.type === uiActions.modalOpened.type && (a as PayloadAction<string>).payload === id;

/**
 * The adviser acting in this client session, if any: watchlist calls then add the consultant role
 * id (portal-shell §6). The server checks it against the token.
 */
export function* actingAdviser() {
  const claims: TokenClaims | null = yield select(selectClaims);
  return claims?.impersonator ? { ConsultantRoleId: Number(claims.impersonator) } : {};
}

const success = (message: string) => uiActions.snackbarShown({ message, type: 'success' });

/** Loads the watchlist when its panel opens. */
export function* loadWatchlist() {
  yield put(watchlistActions.loadStarted());
  try {
    const items: WatchlistItem[] = yield call(watchlistApi.getWatchlist);
    yield put(watchlistActions.loaded(items));
  } catch (error) {
    yield put(watchlistActions.loadFailed());
    yield call(showError, error, WATCHLIST_TEXTS.requestFailed);
  }
}

/** Adds a product to the user's own watchlist: 'Added {name} to Watchlist'. */
export function* addOwn(product: ProductRef) {
  try {
    const acting: object = yield call(actingAdviser);
    const item: WatchlistItem = yield call(watchlistApi.addToWatchlist, { ISIN: product.ISIN, ...acting });
    const { status }: WatchlistState = yield select(selectWatchlist);
    if (status === 'ready') yield put(watchlistActions.itemAdded(item));
    yield put(success(WATCHLIST_TEXTS.addedToWatchlist(item.FundName)));
    return true;
  } catch (error) {
    yield call(showError, error, WATCHLIST_TEXTS.requestFailed);
    return false;
  }
}

/**
 * "Add to Watchlist" from a fact sheet, search result or holding: a client (or an adviser acting as
 * one) adds to its own watchlist; an adviser in its own session gets the add-to-client-watchlist
 * modal with its clients (trading §6).
 */
export function* addToWatchlist(action: PayloadAction<ProductRef>) {
  const claims: TokenClaims | null = yield select(selectClaims);
  if (isAdviser(claims?.role)) {
    yield put(watchlistActions.clientWatchlistOpened(action.payload));
    try {
      const clients: ClientWatchlistEntry[] = yield call(watchlistApi.getClientWatchlistClients, action.payload.ISIN);
      yield put(watchlistActions.clientListLoaded(clients));
    } catch (error) {
      yield put(watchlistActions.clientListFailed());
      yield call(showError, error, WATCHLIST_TEXTS.requestFailed);
    }
    return;
  }
  yield call(addOwn, action.payload);
}

/** 'Add Selected' of the client watchlist modal. */
export function* addToClientWatchlists(action: PayloadAction<string[]>) {
  const { client }: WatchlistState = yield select(selectWatchlist);
  const session: SessionState = yield select(selectSession);
  const user: UserInfo | null = session.user;
  const product = client.product;
  try {
    if (!product) throw new Error('no product');
    const result: { FundName: string } = yield call(watchlistApi.addToClientWatchlists, {
      CurrentUserBostonId: user?.BostonId ?? '',
      ClientBostonIds: action.payload,
      ...(product.FundId ? { FundId: product.FundId } : { ISIN: product.ISIN }),
    });
    yield put(watchlistActions.clientWatchlistClosed());
    yield put(success(WATCHLIST_TEXTS.addedToWatchlist(result.FundName)));
  } catch (error) {
    yield put(watchlistActions.clientAddFinished());
    yield call(showError, error, WATCHLIST_TEXTS.requestFailed);
  }
}

/** 'Add To Your Watchlist' of the client watchlist modal: the adviser's own list. */
export function* addFromClientModalToOwn() {
  const { client }: WatchlistState = yield select(selectWatchlist);
  const done: boolean = client.product ? yield call(addOwn, client.product) : false;
  yield put(done ? watchlistActions.clientWatchlistClosed() : watchlistActions.clientAddFinished());
}

/** Saves the Update Watchlist screen: 'Updated Watchlist', and the screen closes. */
export function* editWatchlistItem(action: PayloadAction<{ ShoppingBasketId: number; GainRate: number; FallRate: number }>) {
  try {
    const acting: object = yield call(actingAdviser);
    const item: WatchlistItem = yield call(watchlistApi.editWatchlist, { ...action.payload, ...acting });
    yield put(watchlistActions.editSaved(item));
    yield put(success(WATCHLIST_TEXTS.updatedWatchlist));
  } catch (error) {
    yield put(watchlistActions.editFailed());
    yield call(showError, error, WATCHLIST_TEXTS.requestFailed);
  }
}

/** Removes a row. */
export function* removeWatchlistItem(action: PayloadAction<{ ShoppingBasketId: number; FundName: string }>) {
  const id = action.payload.ShoppingBasketId;
  try {
    const acting: object = yield call(actingAdviser);
    yield call(watchlistApi.removeFromWatchlist, { ShoppingBasketId: id, ...acting });
    yield put(watchlistActions.removed(id));
    yield put(success(WATCHLIST_TEXTS.removedFromWatchlist(action.payload.FundName)));
  } catch (error) {
    yield put(watchlistActions.removeFailed(id));
    yield call(showError, error, WATCHLIST_TEXTS.requestFailed);
  }
}

export function* watchWatchlist() {
  // takeLatest: reopening the panel supersedes an older read.
  yield takeLatest(modalOpened(WATCHLIST_MODAL), loadWatchlist);
  // takeEvery: different products may be added one after another.
  yield takeEvery(tradingActions.addToWatchlistRequested.type, addToWatchlist);
  // takeLeading: one save of the Update Watchlist screen at a time.
  yield takeLeading(watchlistActions.editSubmitted.type, editWatchlistItem);
  // takeEvery: each row's remove is its own request (the row's button waits).
  yield takeEvery(watchlistActions.removeRequested.type, removeWatchlistItem);
  // takeLeading: one add from the client watchlist modal at a time.
  yield takeLeading(watchlistActions.clientAddRequested.type, addToClientWatchlists);
  yield takeLeading(watchlistActions.ownAddRequested.type, addFromClientModalToOwn);
}
