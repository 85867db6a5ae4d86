import { all, call, delay, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import * as api from '@/api';
import type { AccountSummary, BasketOrder, BasketProductDetails, Cart, CartItem, CashPosition, Holdings, PendingOrders } from '@/types/api';
import { RECALCULATION_DEBOUNCE_MS } from '@/engine/constants';
import { CART_TEXTS } from '@/engine/messages/cartTexts';
import { formatServerMessage } from '@/engine/messages/formatServerMessage';
import { isAdviser } from '@/engine/session/roles';
import { productKindOf } from '@/engine/trading/productKindOf';
import { roundPercent } from '@/engine/trading/roundPercent';
import { roundUnitCost } from '@/engine/trading/roundUnitCost';
import { tradeAmounts, type TradeMode } from '@/engine/trading/tradeAmounts';
import { cartActions, type BasketFigures, type BasketState, type SellDetails } from '@/store/cartSlice';
import { checkoutActions } from '@/store/checkoutSlice';
import { portfolioActions } from '@/store/portfolioSlice';
import { selectActiveAccount, selectPortfolio } from '@/store/selectors';
import { sessionActions } from '@/store/sessionSlice';
import { tradingActions, type ProductRef } from '@/store/tradingActions';
import { uiActions } from '@/store/uiSlice';
import type { RootState } from '@/store/rootReducer';
import { attempt, showError } from './effects';
import { loadPendingOrders } from './cartSaga';

/** The buy and sell baskets (trading §4): opening one for a product, its figures, adding it to the cart. */

const selectBasket = (s: RootState) => s.cart.basket;
const selectCashPosition = (s: RootState) => s.portfolio.cashPosition;

/** The holding a sell basket sells: every holding row of the ISIN, less units already being sold. */
export function sellDetailsOf(holdings: Holdings | null, ISIN: string, pending: PendingOrders | null): SellDetails | null {
  const rows = holdings?.Holdings.filter((h) => h.ISIN === ISIN) ?? [];
  const first = rows[0];
  if (!first) return null;
  const units = rows.reduce((s, h) => s + h.Units, 0);
  const selling = (pending?.Sell ?? []).filter((o) => o.ISIN === ISIN).reduce((s, o) => s + o.Units, 0);
  return {
    Name: first.Name,
    ISIN,
    Type: first.Type,
    Currency: first.Currency,
    CurrencySymbol: first.CurrencySymbol,
    Units: roundUnitCost(units),
    SellableUnits: Math.max(0, roundUnitCost(units - selling)),
    PurchasedValue: rows.reduce((s, h) => s + h.PurchasedValue, 0),
    Performance: first.Performance,
    CurrentValue: rows.reduce((s, h) => s + h.CurrentValue, 0),
    LatestNAV: first.LatestNAV,
  };
}

/** Recomputes the basket's other values from the active input (trading §4 Basket input modes). */
export function basketFigures(
  basket: Pick<BasketState, 'product' | 'holding' | 'input' | 'side'>,
  cash: CashPosition | null,
): BasketFigures | null {
  const { product, holding, input } = basket;
  if (!product) return null;
  const availableCash = cash?.[product.Currency] ?? 0;
  const heldUnits = holding?.SellableUnits ?? 0;
  const nav = holding?.LatestNAV ?? product.NAV;
  const value = Number.isFinite(input.value) ? input.value : 0;
  const amounts = tradeAmounts(product, { mode: input.mode, value }, nav, { availableCash, heldUnits });
  if (!amounts) return null;
  return {
    Units: amounts.Units,
    Amount: amounts.Amount,
    PercentOfCash: availableCash > 0 ? roundPercent((amounts.Amount / availableCash) * 100) : null,
    PercentOfHoldings: heldUnits > 0 ? roundPercent((amounts.Units / heldUnits) * 100) : null,
  };
}

/** Loads what a basket shows: the product details, and for a sell the holding and pending orders. */
function* loadBasket(side: 'Purchase' | 'Sell', ISIN: string) {
  const result: { ok: boolean; value?: BasketProductDetails | null; error?: unknown } = yield call(attempt, api.getBasketProduct, ISIN);
  if (!result.ok || !result.value) {
    yield put(cartActions.basketFailed());
    yield call(showError, result.ok ? new Error('not found') : result.error, CART_TEXTS.productNotFound);
    return;
  }
  let holding: SellDetails | null = null;
  if (side === 'Sell') {
    const account: AccountSummary | null = yield select(selectActiveAccount);
    const [holdings, pending]: [{ ok: boolean; value?: Holdings }, PendingOrders | null] = yield all([
      call(attempt, api.getHoldings, account?.Id ?? 0),
      call(loadPendingOrders),
    ]);
    if (holdings.ok) yield put(portfolioActions.holdingsLoaded(holdings.value!));
    const { holdings: known }: { holdings: Holdings | null } = yield select(selectPortfolio);
    holding = sellDetailsOf(holdings.ok ? holdings.value! : known, ISIN, pending);
    if (!holding) {
      yield put(cartActions.basketFailed());
      yield call(showError, new Error('not held'), CART_TEXTS.notHeld);
      return;
    }
  }
  yield put(cartActions.basketLoaded({ product: result.value, holding }));
  const basket: BasketState = yield select(selectBasket);
  const cash: CashPosition | null = yield select(selectCashPosition);
  yield put(cartActions.basketRecomputed(basketFigures(basket, cash)));
}

/** Advisers' own sessions cannot buy or sell (trading §5 Fact sheet, §6): the spec's error. */
function* adviserBlocked() {
  const role: string | undefined = yield select((s: RootState) => s.session.claims?.role);
  if (!isAdviser(role)) return false;
  yield put(uiActions.errorRaised(formatServerMessage(CART_TEXTS.consultantBuy)));
  return true;
}

/** trading/buyRequested: the buy basket opens for the product. */
export function* openBuyBasket(action: PayloadAction<ProductRef>) {
  if ((yield call(adviserBlocked)) as boolean) return;
  const { ISIN, FundName } = action.payload;
  yield put(cartActions.basketOpened({ side: 'Purchase', ISIN, name: FundName ?? ISIN }));
  yield put(uiActions.modalOpened('buy'));
  yield call(loadBasket, 'Purchase', ISIN);
}

/** trading/sellRequested: the sell basket opens for the holding. */
export function* openSellBasket(action: PayloadAction<ProductRef>) {
  if ((yield call(adviserBlocked)) as boolean) return;
  const { ISIN, FundName } = action.payload;
  yield put(cartActions.basketOpened({ side: 'Sell', ISIN, name: FundName ?? ISIN }));
  yield put(uiActions.modalOpened('sell'));
  yield call(loadBasket, 'Sell', ISIN);
}

/** Edit mode preloads the item's trade value and mode (trading §4). */
export function* openEditBasket(action: PayloadAction<CartItem>) {
  const item = action.payload;
  const side = item.TransactionType;
  const mode = (item.TradeOptions === 'SellAll' ? 'SellAll' : item.TradeOptions === 'Units' ? 'Units' : 'Amount') as TradeMode;
  yield put(
    cartActions.basketOpened({
      side,
      ISIN: item.ISIN,
      name: item.Name,
      editItemId: item.ID,
      input: { mode, value: mode === 'SellAll' ? 0 : item.TradeValue },
    }),
  );
  yield put(uiActions.modalOpened(side === 'Purchase' ? 'buy' : 'sell'));
  yield call(loadBasket, side, item.ISIN);
}

/** The other values follow the active input 500 ms after the last keystroke. */
export function* recomputeBasket() {
  yield delay(RECALCULATION_DEBOUNCE_MS);
  const basket: BasketState | null = yield select(selectBasket);
  if (!basket) return;
  const cash: CashPosition | null = yield select(selectCashPosition);
  yield put(cartActions.basketRecomputed(basketFigures(basket, cash)));
}

/** The basket order the server stores for the basket's input (percentages are sent as what they come to). */
export function basketOrderOf(basket: BasketState, figures: BasketFigures, accountId: number): BasketOrder {
  const product = basket.product!;
  const base = {
    ISIN: basket.ISIN,
    PlatformId: accountId,
    ProductType: product.ProductType,
    FundName: product.FundName,
    Currency: product.Currency,
  };
  const byNominal = ['bond', 'note'].includes(productKindOf(product));
  const { mode, value } = basket.input;
  if (basket.side === 'Purchase') {
    if (mode === 'Units' || byNominal)
      return {
        ...base,
        TransactionType: 'Purchase',
        TradeOptions: 'Units',
        TradeValue: byNominal && mode !== 'Units' ? figures.Units : value,
      };
    return { ...base, TransactionType: 'Purchase', TradeOptions: 'Amount', TradeValue: mode === 'Amount' ? value : figures.Amount };
  }
  if (mode === 'SellAll')
    return { ...base, TransactionType: 'Sell', TradeOptions: 'SellAll', Amount: '100%', TradeValue: basket.holding?.SellableUnits };
  if (mode === 'Amount') return { ...base, TransactionType: 'Sell', TradeOptions: 'Amount', Amount: value, TradeValue: value };
  const units = mode === 'Units' ? value : figures.Units;
  return { ...base, TransactionType: 'Sell', TradeOptions: 'Units', Units: units, TradeValue: units };
}

/** Buy / Sell / Update Amount: the item goes to the cart (the server checks every rule again). */
export function* submitBasket() {
  const basket: BasketState | null = yield select(selectBasket);
  const account: AccountSummary | null = yield select(selectActiveAccount);
  const cash: CashPosition | null = yield select(selectCashPosition);
  if (!basket || !basket.product || !account) return;
  const figures = basketFigures(basket, cash);
  if (!figures) {
    yield put(cartActions.basketSaveFailed());
    return;
  }
  const order = basketOrderOf(basket, figures, account.Id);
  try {
    let cart: Cart;
    if (basket.editItemId !== null) {
      cart = yield call(api.updateCartItem, {
        ID: basket.editItemId,
        TradeOptions: order.TradeOptions,
        TradeValue: Number(order.TradeValue ?? 0),
      });
    } else if (basket.side === 'Purchase') {
      cart = yield call(api.addToCart, [order]);
    } else {
      cart = yield call(api.addSellToCart, order);
    }
    yield put(portfolioActions.cartLoaded(cart));
    yield put(uiActions.snackbarShown({ message: CART_TEXTS.addedToCart, type: 'success' }));
    yield call(closeBasket);
  } catch (error) {
    yield put(cartActions.basketSaveFailed());
    yield call(showError, error, CART_TEXTS.purchaseFailed);
  }
}

export function* closeBasket() {
  const basket: BasketState | null = yield select(selectBasket);
  yield put(cartActions.basketClosed());
  if (basket) yield put(uiActions.modalClosed(basket.side === 'Purchase' ? 'buy' : 'sell'));
}

/** A basket closed from its own Close button or Escape. */
export function* basketModalClosed(action: PayloadAction<string>) {
  if (action.payload !== 'buy' && action.payload !== 'sell') return;
  const basket: BasketState | null = yield select(selectBasket);
  if (basket && (basket.side === 'Purchase' ? 'buy' : 'sell') === action.payload) yield put(cartActions.basketClosed());
}

/** The cart is for consultants or an active account that is not DFM (trading §6): switching to a DFM account closes it. */
export function* activeAccountChanged() {
  const account: AccountSummary | null = yield select(selectActiveAccount);
  const role: string | undefined = yield select((s: RootState) => s.session.claims?.role);
  if (!account?.IsDFM || isAdviser(role)) return;
  yield put(checkoutActions.reset());
  yield put(uiActions.cartCheckoutChanged(false));
  yield put(uiActions.modalClosed('cart'));
  yield call(closeBasket);
}

export function* watchBasket() {
  // takeLatest: the last product asked for is the basket shown.
  yield takeLatest(
    [tradingActions.buyRequested.type, tradingActions.sellRequested.type, cartActions.editRequested.type],
    function* (action: PayloadAction<never>) {
      if (action.type === tradingActions.buyRequested.type) yield call(openBuyBasket, action as PayloadAction<ProductRef>);
      else if (action.type === tradingActions.sellRequested.type) yield call(openSellBasket, action as PayloadAction<ProductRef>);
      else yield call(openEditBasket, action as PayloadAction<CartItem>);
    },
  );
  // takeLatest: the debounce — each keystroke restarts the 500 ms wait.
  yield takeLatest(cartActions.basketInputChanged.type, recomputeBasket);
  // takeLeading: one save per Buy / Sell / Update Amount click (the click sets the basket to saving).
  yield takeLeading(cartActions.basketSubmitted.type, submitBasket);
  // takeEvery: each close of a basket is handled.
  yield takeEvery(uiActions.modalClosed.type, basketModalClosed);
  // takeLatest: only the account now active matters.
  yield takeLatest(sessionActions.activeAccountChanged.type, activeAccountChanged);
}
