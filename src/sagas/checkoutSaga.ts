import { call, delay, put, race, select, take, takeLeading, throttle } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import * as api from '@/api';
import { toApiError } from '@/api';
import type {
  AccountSummary,
  CartItem,
  CashPosition,
  CurrencyRate,
  PendingOrders,
  PlacedOrder,
  PurchasedFundLine,
  SoldFundLine,
  TradeRequest,
  WhiteLabel,
} from '@/types/api';
import { CHECKOUT_SUCCESS_STATE_MS, ORDER_CLICK_LIMIT_MS } from '@/engine/constants';
import { plainConditions } from '@/engine/flows/ConditionEvaluator';
import { nextStep, previousStep, stepsFor } from '@/engine/flows/interpreter';
import type { Flow } from '@/engine/flows/types';
import { CART_TEXTS } from '@/engine/messages/cartTexts';
import type { CheckoutType } from '@/engine/trading/checkoutOptions';
import { forexLinesOf } from '@/engine/trading/checkoutPayment';
import { duplicateOrderIsins, duplicateOrderMessage } from '@/engine/trading/duplicateOrderIsins';
import { checkoutActions, emptyDraft, type CheckoutDraft, type CheckoutState } from '@/store/checkoutSlice';
import {
  ALERT_DEFAULTS,
  BUY_CHECKOUT_FLOW,
  checkoutContextOf,
  selectCheckout,
  selectCheckoutItems,
  SELL_CHECKOUT_FLOW,
} from '@/store/checkoutSelectors';
import { formsActions } from '@/store/formsSlice';
import { portfolioActions } from '@/store/portfolioSlice';
import { selectActiveAccount, selectBrand, selectSession } from '@/store/selectors';
import type { SessionState } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import type { RootState } from '@/store/rootReducer';
import { environment, showError, type SagaEnvironment } from './effects';
import { loadPendingOrders, reloadCart, reloadCashPosition } from './cartSaga';
import { loadAccountSummary } from './sessionData';
import { fetchFlow } from './formsSaga';

/** The prefix of the server's duplicate-order 409 (the engine's duplicateOrderMessage). */
const DUPLICATE_PREFIX = duplicateOrderMessage([]).slice(0, 40);
/** A placement that failed on the way (no answer, or a 5xx) is sent again, with the same key, this many times. */
const ORDER_RETRIES = 2;
const ORDER_RETRY_DELAY_MS = 1000;

/** One idempotency key per placement attempt, reused by its retries (docs/api.md Orders). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

/** The flow, read once from the server (flows are data: a changed JSON file needs no rebuild). */
function* checkoutFlow(id: string) {
  const known: Flow | undefined = yield select((s: RootState) => s.forms.flows[id]);
  if (known) return known;
  const flow: Flow = yield call(fetchFlow, id);
  yield put(formsActions.flowLoaded(flow));
  return flow;
}

/** A product's starting draft: paid from its own currency when that cash covers it; alert defaults or the previous values. */
export function draftFor(item: CartItem, cash: CashPosition | null, previousAlert: Record<string, unknown> | null): CheckoutDraft {
  const draft = emptyDraft();
  const own = cash?.[item.Currency] ?? 0;
  if (own >= item.Amount) draft.payments[item.Currency] = { SellAmount: item.Amount, BuyAmount: item.Amount };
  draft.alert = { ...(previousAlert ?? ALERT_DEFAULTS), CartId: item.ID };
  return draft;
}

/** Proceed with Buy Order / Proceed with Sell order: the checked items, the flow, its first step. */
export function* startCheckout(action: PayloadAction<{ kind: 'buy' | 'sell'; itemIds: number[] }>) {
  const { kind } = action.payload;
  yield put(uiActions.cartCheckoutChanged(true));
  try {
    const flow: Flow = yield call(checkoutFlow, kind === 'buy' ? BUY_CHECKOUT_FLOW : SELL_CHECKOUT_FLOW);
    if (kind === 'sell') {
      yield put(checkoutActions.stepEntered({ stepId: stepsFor(flow, {}, plainConditions)[0].id }));
      return;
    }
    yield put(formsActions.formRequested('alert-targets'));
    const rates: CurrencyRate[] = yield select((s: RootState) => s.portfolio.rates);
    if (!rates.length) {
      try {
        const loaded: CurrencyRate[] = yield call(api.getConversionRates);
        yield put(portfolioActions.ratesLoaded(loaded));
      } catch {
        // Paying in another currency then waits for the rates; paying in the product's currency does not.
      }
    }
    yield call(enterProduct, flow, 0, null);
  } catch (error) {
    yield put(checkoutActions.reset());
    yield put(uiActions.cartCheckoutChanged(false));
    yield call(showError, error, CART_TEXTS.checkoutFailed);
  }
}

function* enterProduct(flow: Flow, index: number, previousAlert: Record<string, unknown> | null) {
  const items: CartItem[] = yield select(selectCheckoutItems);
  const item = items[index];
  if (!item) return;
  const cash: CashPosition | null = yield select((s: RootState) => s.portfolio.cashPosition);
  const first = stepsFor(flow, checkoutContextOf(item, index, items.length), plainConditions)[0];
  yield put(checkoutActions.stepEntered({ stepId: first.id, productIndex: index, draft: draftFor(item, cash, previousAlert) }));
}

/** The product line Confirm Product Details stores (trading §3 Purchased fund line). */
export function purchasedLineOf(item: CartItem, draft: CheckoutDraft, withAlert: boolean): PurchasedFundLine {
  const alert = draft.alert ?? {};
  return {
    ID: item.ID,
    CartId: item.ID,
    Name: item.Name,
    ISIN: item.ISIN,
    NAV: item.NAV,
    TradeValue: item.TradeValue,
    ProductType: item.ProductType,
    Currency: item.Currency,
    CashRebate: item.CashRebate ?? null,
    DiscountPercentage: item.DiscountPercentage ?? 0,
    CashRebateType: (item.CashRebate ?? 0) > 0 ? draft.RebateType : null,
    CheckoutOnline: item.CheckoutOnline,
    CheckoutDocusign: item.CheckoutDocusign,
    TradeOptions: item.TradeOptions === 'Units' ? 'Units' : 'Amount',
    Price: item.UnitCost ?? undefined,
    Units: item.Units,
    Amount: item.Amount,
    isFilled: false,
    Forex: forexLinesOf(draft.payments, item.Currency),
    Alert: withAlert
      ? {
          CartId: item.ID,
          GainRate: (alert.GainRate as number | undefined) ?? null,
          GainSelection: alert.GainSelection as number,
          FallRate: (alert.FallRate as number | undefined) ?? null,
          FallSelection: alert.FallSelection as number,
          AutoResetGainFallValue: (alert.AutoResetGainFallValue as number | undefined) ?? null,
        }
      : null,
  };
}

/** Next (and Confirm Rebate, Confirm Product Details): the engine says where to go; the last product goes on to Finalise. */
export function* goNext() {
  const checkout: CheckoutState = yield select(selectCheckout);
  if (checkout.kind !== 'buy' || !checkout.stepId) return;
  const flow: Flow = yield call(checkoutFlow, BUY_CHECKOUT_FLOW);
  const items: CartItem[] = yield select(selectCheckoutItems);
  const item = items[checkout.productIndex];
  if (!item) return;
  const context = checkoutContextOf(item, checkout.productIndex, items.length);
  if (checkout.stepId === 'ProductSummary') {
    const withAlert = stepsFor(flow, context, plainConditions).some((s) => s.id === 'Alerts');
    yield put(checkoutActions.lineConfirmed(purchasedLineOf(item, checkout.draft, withAlert)));
    if (checkout.productIndex + 1 < items.length) {
      // Alert values go back to the defaults unless 'use same values' is ticked (trading §4).
      const keep = checkout.useSameValues && withAlert ? checkout.draft.alert : null;
      yield call(enterProduct, flow, checkout.productIndex + 1, keep);
      return;
    }
  }
  const following = nextStep(flow, context, checkout.stepId, plainConditions);
  if (following) yield put(checkoutActions.stepEntered({ stepId: following.id }));
}

/** Prev Step: the engine's previous visible step (for bonds and notes, step 3 goes back to step 1). */
export function* goPrevious() {
  const checkout: CheckoutState = yield select(selectCheckout);
  if (checkout.kind !== 'buy' || !checkout.stepId) return;
  const flow: Flow = yield call(checkoutFlow, BUY_CHECKOUT_FLOW);
  const items: CartItem[] = yield select(selectCheckoutItems);
  const item = items[checkout.productIndex];
  if (!item) return;
  const before = previousStep(flow, checkoutContextOf(item, checkout.productIndex, items.length), checkout.stepId, plainConditions);
  if (before) yield put(checkoutActions.stepEntered({ stepId: before.id }));
}

/** The trade request of trading §3 for the confirmed buy lines or the checked sell items. */
export function* tradeRequestFor(type: CheckoutType) {
  const checkout: CheckoutState = yield select(selectCheckout);
  const items: CartItem[] = yield select(selectCheckoutItems);
  const account: AccountSummary = yield select(selectActiveAccount);
  const session: SessionState = yield select(selectSession);
  const brand: WhiteLabel | null = yield select(selectBrand);
  const sold: SoldFundLine[] =
    checkout.kind === 'sell'
      ? items.map((i) => ({
          CartId: i.ID,
          ISIN: i.ISIN,
          Currency: i.Currency,
          TradeOptions: i.TradeOptions as SoldFundLine['TradeOptions'],
          Price: i.UnitCost ?? undefined,
          Units: i.Units,
          Amount: i.TradeOptions === 'SellAll' ? '100%' : i.Amount,
          DiscountPercentage: 0,
          ...(i.TradeOptions === 'SellAll' ? {} : { TradeValue: i.TradeValue }),
        }))
      : [];
  const claims = session.claims!;
  const request: TradeRequest = {
    PurchasedFunds: checkout.kind === 'buy' ? checkout.lines : [],
    SoldFunds: sold,
    CheckoutOnline: type === 'Online',
    CheckoutDocusign: type === 'Docusign',
    UserInfo: {
      PlatformId: account.Id,
      UserInfoId: Number(claims.nameid),
      ...(session.user?.BostonId ? { ActiveBostonId: session.user.BostonId } : {}),
      // The acting user is the client unless an adviser acts for them (the server knows the adviser from the token).
      ...(session.user?.BostonId && !claims.impersonator ? { CurrentUserBostonId: session.user.BostonId } : {}),
      WhiteLabelCode: (claims.unique_name ?? '').slice(0, 3),
      ...(brand ? { WhiteLabelId: brand.WhiteLabelId } : {}),
      TotalAccountPosition: account.securityAndCashPosition,
    },
  };
  return request;
}

/** Asks the duplicate-order question and waits for the answer (Cancel, or the checkout closing, aborts). */
function* confirmDuplicate(message: string) {
  yield put(checkoutActions.duplicateWarned(message));
  const answer: { yes?: unknown; no?: unknown; gone?: unknown } = yield race({
    yes: take(checkoutActions.duplicateConfirmed.type),
    no: take(checkoutActions.duplicateCancelled.type),
    gone: take(checkoutActions.reset.type),
  });
  return !!answer.yes;
}

/**
 * Online / Docusign / Manual: the duplicate-order check against today's pending orders, then the
 * order with one idempotency key for this attempt (retries reuse it), the 2 s success state and
 * Next Steps. The server's own 409 duplicate warning is asked the same way.
 */
export function* placeOrder(action: PayloadAction<CheckoutType>) {
  const type = action.payload;
  const checkout: CheckoutState = yield select(selectCheckout);
  if (!checkout.kind || !checkout.disclaimerAccepted || checkout.placement.status !== 'idle') return;
  const env: SagaEnvironment = yield call(environment);
  const fallback = checkout.kind === 'buy' ? CART_TEXTS.purchaseFailed : CART_TEXTS.checkoutFailed;
  yield put(checkoutActions.placementStarted(type));
  const request: TradeRequest = yield call(tradeRequestFor, type);
  const isins = [...request.PurchasedFunds.map((l) => l.ISIN), ...request.SoldFunds.map((l) => l.ISIN)];
  const pending: PendingOrders | null = yield call(loadPendingOrders);
  const today = new Date(env.now()).toISOString().slice(0, 10);
  const duplicates = duplicateOrderIsins(isins, [...(pending?.Purchase ?? []), ...(pending?.Sell ?? [])], today);
  let confirmed = false;
  if (duplicates.length) {
    if (!((yield call(confirmDuplicate, duplicateOrderMessage(duplicates))) as boolean)) return;
    confirmed = true;
  }
  const key: string = yield call(newIdempotencyKey);
  let order: PlacedOrder | null = null;
  for (let attempt = 0; !order; attempt++) {
    try {
      order = (yield call(api.placeOrder, { ...request, ConfirmDuplicate: confirmed }, key)) as PlacedOrder;
    } catch (error) {
      const { status, message } = toApiError(error);
      if (status === 409 && !confirmed && message?.startsWith(DUPLICATE_PREFIX)) {
        if (!((yield call(confirmDuplicate, message)) as boolean)) return;
        confirmed = true;
        continue;
      }
      if ((status === 0 || status >= 500) && attempt < ORDER_RETRIES) {
        yield delay(ORDER_RETRY_DELAY_MS);
        continue;
      }
      yield put(checkoutActions.placementFailed());
      yield call(showError, error, fallback);
      return;
    }
  }
  yield put(checkoutActions.placementSucceeded(order));
  if (order.CheckoutType === 'Docusign') yield put(uiActions.snackbarShown({ message: CART_TEXTS.docusignSent, type: 'success' }));
  // What the order changed: the cart (ordered items leave it), cash, pending orders, the summary.
  yield call(reloadCart);
  yield call(reloadCashPosition);
  yield call(loadPendingOrders);
  yield call(loadAccountSummary);
  yield delay(CHECKOUT_SUCCESS_STATE_MS);
  const still: CheckoutState = yield select(selectCheckout);
  if (still.placement.order?.OrderId === order.OrderId) yield put(checkoutActions.nextStepsShown('NextSteps'));
}

/** Back to Cart resets everything and reloads the cart (trading §4). */
export function* backToCart() {
  yield put(checkoutActions.reset());
  yield put(uiActions.cartCheckoutChanged(false));
  yield call(reloadCart);
}

export function* watchCheckout() {
  // takeLeading: one start per Proceed click.
  yield takeLeading(checkoutActions.started.type, startCheckout);
  // takeLeading: a double click on Next moves one step.
  yield takeLeading(checkoutActions.nextRequested.type, goNext);
  yield takeLeading(checkoutActions.previousRequested.type, goPrevious);
  // throttle: order placement is limited to one click per 1000 ms (trading §5), buy and sell.
  yield throttle(ORDER_CLICK_LIMIT_MS, checkoutActions.finaliseRequested.type, placeOrder);
  // takeLeading: one reset per Back to Cart click.
  yield takeLeading(checkoutActions.backToCartRequested.type, backToCart);
}
