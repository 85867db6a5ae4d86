import { all, call, delay, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import * as api from '@/api';
import type { AccountSummary, Cart, CartItem, CashPosition, PendingOrders, WhiteLabel } from '@/types/api';
import { NULL_NAV_CHECK_DELAY_MS } from '@/engine/constants';
import { CART_TEXTS } from '@/engine/messages/cartTexts';
import { isAdviser } from '@/engine/session/roles';
import { productKindOf } from '@/engine/trading/productKindOf';
import { cartActions } from '@/store/cartSlice';
import { checkoutActions } from '@/store/checkoutSlice';
import { portfolioActions } from '@/store/portfolioSlice';
import { selectActiveAccount, selectBrand, selectSession } from '@/store/selectors';
import type { SessionState } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import type { RootState } from '@/store/rootReducer';
import { attempt, showError } from './effects';
import { loadAccountSummary } from './sessionData';

/** The cart (trading §4): its reads, the clean-up of items without a NAV, removing an item. The baskets are in basketSaga. */

/** Cart items that lost their NAV and are not bonds or notes (which are priced by nominal): trading §4. */
export function itemsWithoutNav(cart: Cart): CartItem[] {
  return cart.Items.filter((i) => (i.NAV === null || i.NAV === undefined) && !['bond', 'note'].includes(productKindOf(i)));
}

/** Reads the active account's cart (checks reset with it). */
export function* reloadCart() {
  const account: AccountSummary | null = yield select(selectActiveAccount);
  const session: SessionState = yield select(selectSession);
  const brand: WhiteLabel | null = yield select(selectBrand);
  if (!account || !session.claims || !brand) {
    yield put(cartActions.loadFinished());
    return;
  }
  try {
    const cart: Cart = yield call(api.getCart, brand.WhiteLabelId, Number(session.claims.nameid), account.Id);
    yield put(portfolioActions.cartLoaded(cart));
  } catch (error) {
    yield put(cartActions.loadFinished());
    yield call(showError, error, CART_TEXTS.requestFailed);
  }
}

/**
 * Items with no NAV that are not bonds or notes leave the cart after 500 ms, with no message per
 * item; the removed-items modal tells the user once. A failed removal is only logged (trading §4).
 */
export function* cleanUpCart(action: PayloadAction<Cart>) {
  const stale = itemsWithoutNav(action.payload);
  if (!stale.length) return;
  yield delay(NULL_NAV_CHECK_DELAY_MS);
  let removed = 0;
  for (const item of stale) {
    const result: { ok: boolean; error?: unknown } = yield call(attempt, api.deleteCartItem, {
      cartID: item.ID,
      name: item.Name,
      disableSnackbar: true,
    });
    if (result.ok) removed += 1;
    else yield call(logQuietly, `cart clean-up: removing item ${item.ID} (${item.ISIN}) without a NAV failed`);
  }
  if (!removed) return;
  yield put(cartActions.removedNoticeShown());
  yield call(reloadCart);
}

/** The "only logged" of trading §4: the log call, whose own failure is only a console warning. */
export function* logQuietly(text: string) {
  try {
    yield call(api.createLog, { level: 'warning', payload: text });
  } catch {
    console.warn(text);
  }
}

export function* loadPendingOrders() {
  const account: AccountSummary | null = yield select(selectActiveAccount);
  if (!account) return null;
  const result: { ok: boolean; value?: PendingOrders } = yield call(attempt, api.getPendingOrders, account.Id);
  if (!result.ok) return null;
  yield put(cartActions.pendingOrdersLoaded(result.value!));
  return result.value!;
}

/** Opening the cart reloads it (all items unchecked) and the pending orders. */
export function* cartOpened(action: PayloadAction<string>) {
  if (action.payload !== 'cart') return;
  const role: string | undefined = yield select((s: RootState) => s.session.claims?.role);
  if (isAdviser(role)) return;
  yield put(cartActions.reloadRequested());
  yield all([call(reloadCart), call(loadPendingOrders)]);
}

/** Leaving the cart view resets checkout and reloads pending orders and the account summary (trading §4). */
export function* cartClosed(action: PayloadAction<string>) {
  if (action.payload !== 'cart') return;
  yield put(checkoutActions.reset());
  yield put(uiActions.cartCheckoutChanged(false));
  const role: string | undefined = yield select((s: RootState) => s.session.claims?.role);
  if (isAdviser(role)) return;
  yield all([call(loadPendingOrders), call(loadAccountSummary), call(reloadCashPosition)]);
}

export function* reloadCashPosition() {
  const account: AccountSummary | null = yield select(selectActiveAccount);
  if (!account) return;
  const result: { ok: boolean; value?: CashPosition } = yield call(attempt, api.getCashPosition, account.Id);
  if (result.ok) yield put(portfolioActions.cashPositionLoaded(result.value!));
}

/** Remove: the item leaves the cart with 'Removed {name} from your cart'. */
export function* removeItem(action: PayloadAction<{ ID: number; Name: string }>) {
  try {
    const { Name }: { Name: string } = yield call(api.deleteCartItem, { cartID: action.payload.ID, name: action.payload.Name });
    yield put(uiActions.snackbarShown({ message: CART_TEXTS.removedFromCart(Name || action.payload.Name), type: 'success' }));
    yield call(reloadCart);
  } catch (error) {
    yield call(showError, error, CART_TEXTS.requestFailed);
  } finally {
    yield put(cartActions.removeFinished(action.payload.ID));
  }
}

export function* watchCart() {
  // takeLatest: a newer cart answer supersedes the clean-up of an older one.
  yield takeLatest(portfolioActions.cartLoaded.type, cleanUpCart);
  // takeLatest: opening the cart again restarts its reads.
  yield takeLatest((a: { type: string; payload?: unknown }) => a.type === uiActions.modalOpened.type && a.payload === 'cart', cartOpened);
  // takeEvery: each close of the cart is handled.
  yield takeEvery(uiActions.modalClosed.type, cartClosed);
  // takeEvery: each item's removal is its own request.
  yield takeEvery(cartActions.removeRequested.type, removeItem);
}
