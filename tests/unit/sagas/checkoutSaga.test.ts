/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type EffectProviders, type StaticProvider } from 'redux-saga-test-plan/providers';
import buyCheckoutFlow from '../../../schemas/flows/buy-checkout.json';
import * as api from '@/api';
import type { Cart, CartItem, PlacedOrder } from '@/types/api';
import type { Flow } from '@/engine/flows/types';
import { duplicateOrderMessage } from '@/engine/trading/duplicateOrderIsins';
import { throttle } from 'redux-saga/effects';
import { goNext, goPrevious, newIdempotencyKey, placeOrder, startCheckout, watchCheckout } from '@/sagas/checkoutSaga';
import { loadAccountSummary } from '@/sagas/sessionData';
import { brandActions } from '@/store/brandSlice';
import { cartActions } from '@/store/cartSlice';
import { checkoutActions } from '@/store/checkoutSlice';
import { formsActions } from '@/store/formsSlice';
import { portfolioActions } from '@/store/portfolioSlice';
import { rootReducer, type RootState } from '@/store/rootReducer';
import { sessionActions } from '@/store/sessionSlice';
import { account, DEMO_BRAND, user } from '../support/fixtures';
import { httpError, networkError } from '../support/http';
import { fakeEnvironment } from '../support/sagaEnvironment';
import { sagaProviders, stateAfter } from '../support/sagas';
import { NOW_MS, sessionToken } from '../support/tokens';

const TODAY = new Date(NOW_MS).toISOString().slice(0, 10);
const flow = buyCheckoutFlow as unknown as Flow;

const line = (overrides: Partial<CartItem>): CartItem => ({
  ID: 1,
  UserInfoId: 42,
  AccountId: 11,
  FundId: 101,
  Name: 'Fund 1',
  ISIN: 'IE0000000001',
  NAV: 10,
  Currency: 'EUR',
  ProductType: 'Fund',
  TransactionType: 'Purchase',
  TradeOptions: 'Amount',
  TradeValue: 1000,
  Units: 100,
  Amount: 1000,
  UnitCost: 10,
  CashRebate: null,
  CheckoutOnline: true,
  CheckoutDocusign: false,
  CurrentValue: null,
  DiscountPercentage: 0,
  CashRebateType: null,
  NeedsDisclaimer: false,
  Denomination: null,
  MinInvest: null,
  Coupon: null,
  ...overrides,
});
const rebateFund = line({ ID: 1, Name: 'Rebate Fund', ISIN: 'IE0000000001', CashRebate: 0.5, CashRebateType: 'Cash' });
const plainFund = line({ ID: 2, Name: 'Plain Fund', ISIN: 'IE0000000002' });
const bond = line({
  ID: 3,
  Name: 'A Bond',
  ISIN: 'XS0000000003',
  ProductType: 'Fixed Income Bond',
  TradeOptions: 'Units',
  TradeValue: 2000,
  Units: 2000,
  Amount: 2010,
  Coupon: 2.1,
});

function stateWith(items: CartItem[], ...more: Parameters<typeof stateAfter>): RootState {
  const { token, claims } = sessionToken('client');
  const cart: Cart = { Items: items, TotalList: [] };
  return stateAfter(
    brandActions.brandLoaded(DEMO_BRAND),
    sessionActions.tokenReceived({ token, claims }),
    sessionActions.userInfoLoaded(user()),
    sessionActions.accountSummaryLoaded([account(11)]),
    portfolioActions.cashPositionLoaded({ EUR: 50_000 }),
    portfolioActions.ratesLoaded([{ Currency: 'EUR', Rate_EUR: 1, CurrencySymbol: '€' }]),
    portfolioActions.cartLoaded(cart),
    formsActions.flowLoaded(flow),
    ...more,
  );
}

const order = (overrides: Partial<PlacedOrder> = {}): PlacedOrder => ({
  OrderId: 77,
  AccountId: 11,
  Status: 'Pending',
  CheckoutType: 'Online',
  OrderDate: TODAY,
  CreatedAt: '',
  Currency: 'EUR',
  PendingOrderAmount: 0,
  AvailableBalance: 0,
  PurchasedFunds: [],
  SoldFunds: [],
  PDFDetails: { SignerDetails: [], PDFUrls: [] },
  ...overrides,
});

describe("checkoutSaga: progression through the engine's buy-checkout flow", () => {
  it("starts at Rebates for a product with a cash rebate, at Payment Details otherwise, paid from the product's currency", async () => {
    const started = checkoutActions.started({ kind: 'buy', itemIds: [1] });
    const { storeState } = await expectSaga(startCheckout, started)
      .withReducer(rootReducer, stateWith([rebateFund], started))
      .run();
    expect(storeState.checkout).toMatchObject({ stepId: 'Rebates', productIndex: 0 });
    expect(storeState.checkout.draft.payments).toEqual({ EUR: { SellAmount: 1000, BuyAmount: 1000 } });
    expect(storeState.checkout.draft.alert).toEqual({
      GainRate: 5,
      GainSelection: 1,
      FallRate: -5,
      FallSelection: 1,
      AutoResetGainFallValue: 5,
      CartId: 1,
    });
    expect(storeState.ui.cartAtCheckout).toBe(true);
    const second = checkoutActions.started({ kind: 'buy', itemIds: [3] });
    const bondRun = await expectSaga(startCheckout, second)
      .withReducer(rootReducer, stateWith([bond], second))
      .run();
    expect(bondRun.storeState.checkout.stepId).toBe('PaymentDetails');
  });

  it('skips Set Alerts for a bond: Payment Details → Product Summary, and Prev Step goes back to Payment Details', async () => {
    const base = stateWith(
      [bond],
      checkoutActions.started({ kind: 'buy', itemIds: [3] }),
      checkoutActions.stepEntered({ stepId: 'PaymentDetails', productIndex: 0 }),
    );
    await expectSaga(goNext)
      .withState(base)
      .put(checkoutActions.stepEntered({ stepId: 'ProductSummary' }))
      .run();
    const atSummary = rootReducer(base, checkoutActions.stepEntered({ stepId: 'ProductSummary' }));
    await expectSaga(goPrevious)
      .withState(atSummary)
      .put(checkoutActions.stepEntered({ stepId: 'PaymentDetails' }))
      .run();
  });

  it('goes from Payment Details to Set Alerts for a fund', async () => {
    const base = stateWith(
      [plainFund],
      checkoutActions.started({ kind: 'buy', itemIds: [2] }),
      checkoutActions.stepEntered({ stepId: 'PaymentDetails', productIndex: 0 }),
    );
    await expectSaga(goNext)
      .withState(base)
      .put(checkoutActions.stepEntered({ stepId: 'Alerts' }))
      .run();
  });

  it('Confirm Product Details stores the line and restarts at step 1 for the next product with default alerts; the last goes to Finalise', async () => {
    const changedAlert = { GainRate: 12, GainSelection: 3, FallRate: -7, FallSelection: 1, AutoResetGainFallValue: 4, CartId: 2 };
    const base = stateWith(
      [plainFund, rebateFund],
      checkoutActions.started({ kind: 'buy', itemIds: [2, 1] }),
      checkoutActions.stepEntered({
        stepId: 'ProductSummary',
        productIndex: 0,
        draft: { RebateType: null, payments: { EUR: { SellAmount: 1000, BuyAmount: 1000 } }, alert: changedAlert },
      }),
    );
    const { storeState } = await expectSaga(goNext).withReducer(rootReducer, base).run();
    expect(storeState.checkout.lines).toEqual([
      expect.objectContaining({
        CartId: 2,
        ISIN: 'IE0000000002',
        TradeOptions: 'Amount',
        TradeValue: 1000,
        Forex: [],
        CashRebateType: null,
        Alert: { CartId: 2, GainRate: 12, GainSelection: 3, FallRate: -7, FallSelection: 1, AutoResetGainFallValue: 4 },
      }),
    ]);
    expect(storeState.checkout).toMatchObject({ productIndex: 1, stepId: 'Rebates' });
    expect(storeState.checkout.draft.alert).toMatchObject({ GainRate: 5, FallRate: -5, CartId: 1 });

    // 'Use same values' keeps the alert for the next product.
    const same = rootReducer(base, checkoutActions.useSameValuesChanged(true));
    const kept = await expectSaga(goNext).withReducer(rootReducer, same).run();
    expect(kept.storeState.checkout.draft.alert).toEqual({ ...changedAlert, CartId: 1 });

    const last = rootReducer(storeState, checkoutActions.stepEntered({ stepId: 'ProductSummary' }));
    const done = await expectSaga(goNext).withReducer(rootReducer, last).run();
    expect(done.storeState.checkout.stepId).toBe('FinalisePurchaseOrder');
    expect(done.storeState.checkout.lines.map((l: { CartId?: number }) => l.CartId)).toEqual([2, 1]);
  });

  it('a bond line carries no alert', async () => {
    const base = stateWith(
      [bond],
      checkoutActions.started({ kind: 'buy', itemIds: [3] }),
      checkoutActions.stepEntered({ stepId: 'ProductSummary', productIndex: 0 }),
    );
    const { storeState } = await expectSaga(goNext).withReducer(rootReducer, base).run();
    expect(storeState.checkout.lines[0]).toMatchObject({ CartId: 3, TradeOptions: 'Units', Alert: null });
  });
});

describe('checkoutSaga: placing the order', () => {
  const atFinalise = (pending: { ISIN: string; ORDER_DATE: string }[] = []) => {
    const state = stateWith(
      [plainFund],
      checkoutActions.started({ kind: 'buy', itemIds: [2] }),
      checkoutActions.lineConfirmed({ CartId: 2, ISIN: 'IE0000000002', TradeOptions: 'Amount', TradeValue: 1000 }),
      checkoutActions.stepEntered({ stepId: 'FinalisePurchaseOrder' }),
      checkoutActions.disclaimerChanged(true),
    );
    const pendingOrders = { Purchase: pending.map((p) => ({ ...p, QUANTITY: 1, TransactionType: 'Purchase' })), Sell: [] };
    return { state, pendingOrders };
  };
  const env = () => fakeEnvironment();
  const refreshProviders: StaticProvider[] = [
    [matchers.call.fn(api.getCart), { Items: [], TotalList: [] }],
    [matchers.call.fn(api.getCashPosition), { EUR: 1 }],
    [matchers.call.fn(loadAccountSummary), true],
    [matchers.call.fn(newIdempotencyKey), 'key-1'],
  ];
  type Providers = Array<EffectProviders | StaticProvider>;
  const providers = (...more: Providers): Providers => [...sagaProviders(env()), ...refreshProviders, ...more];

  it('places the order with one idempotency key, shows the success state for 2 s, then Next Steps', async () => {
    const waits: number[] = [];
    const { state, pendingOrders } = atFinalise();
    const { storeState } = await expectSaga(placeOrder, checkoutActions.finaliseRequested('Online'))
      .withReducer(rootReducer, state)
      .provide([
        ...sagaProviders(env(), waits),
        ...refreshProviders,
        [matchers.call.fn(api.getPendingOrders), pendingOrders],
        [matchers.call.fn(api.placeOrder), order()],
      ] as Providers)
      .call(
        api.placeOrder,
        {
          PurchasedFunds: [{ CartId: 2, ISIN: 'IE0000000002', TradeOptions: 'Amount', TradeValue: 1000 }],
          SoldFunds: [],
          CheckoutOnline: true,
          CheckoutDocusign: false,
          ConfirmDuplicate: false,
          UserInfo: {
            PlatformId: 11,
            UserInfoId: 42,
            ActiveBostonId: 'B-42',
            CurrentUserBostonId: 'B-42',
            WhiteLabelCode: 'dmo',
            WhiteLabelId: 7,
            TotalAccountPosition: 1000,
          },
        },
        'key-1',
      )
      .put(checkoutActions.placementSucceeded(order()))
      .put(checkoutActions.nextStepsShown('NextSteps'))
      .run();
    expect(waits).toEqual([2000]);
    expect(storeState.checkout.placement.status).toBe('done');
  });

  it('asks about a duplicate order placed today; Cancel places nothing', async () => {
    const { state, pendingOrders } = atFinalise([{ ISIN: 'IE0000000002', ORDER_DATE: TODAY }]);
    const { storeState } = await expectSaga(placeOrder, checkoutActions.finaliseRequested('Online'))
      .withReducer(rootReducer, state)
      .provide(providers([matchers.call.fn(api.getPendingOrders), pendingOrders]))
      .put(checkoutActions.duplicateWarned(duplicateOrderMessage(['IE0000000002'])))
      .dispatch(checkoutActions.duplicateCancelled())
      .not.call.fn(api.placeOrder)
      .run();
    expect(storeState.checkout.placement.status).toBe('idle');
  });

  it('asks about a duplicate order; Confirm places it with ConfirmDuplicate', async () => {
    const { state, pendingOrders } = atFinalise([{ ISIN: 'IE0000000002', ORDER_DATE: TODAY }]);
    await expectSaga(placeOrder, checkoutActions.finaliseRequested('Manual'))
      .withReducer(rootReducer, state)
      .provide(
        providers(
          [matchers.call.fn(api.getPendingOrders), pendingOrders],
          [matchers.call.fn(api.placeOrder), order({ CheckoutType: 'Manual' })],
        ),
      )
      .dispatch(checkoutActions.duplicateConfirmed())
      .call.like({ fn: api.placeOrder, args: [{ ConfirmDuplicate: true, CheckoutOnline: false, CheckoutDocusign: false }, 'key-1'] })
      .run();
  });

  it('asks when the server answers 409 with the duplicate warning, and retries with the same key', async () => {
    const { state, pendingOrders } = atFinalise();
    let calls = 0;
    const message = duplicateOrderMessage(['IE0000000002']);
    const keys: string[] = [];
    await expectSaga(placeOrder, checkoutActions.finaliseRequested('Online'))
      .withReducer(rootReducer, state)
      .provide(
        providers([matchers.call.fn(api.getPendingOrders), pendingOrders], {
          call(effect, next) {
            if (effect.fn !== api.placeOrder) return next();
            keys.push(effect.args[1] as string);
            calls += 1;
            if (calls === 1) throw httpError(409, message);
            return order();
          },
        }),
      )
      .put(checkoutActions.duplicateWarned(message))
      .dispatch(checkoutActions.duplicateConfirmed())
      .put(checkoutActions.placementSucceeded(order()))
      .run();
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('resends a placement that got no answer with the same idempotency key', async () => {
    const { state, pendingOrders } = atFinalise();
    const keys: string[] = [];
    await expectSaga(placeOrder, checkoutActions.finaliseRequested('Online'))
      .withReducer(rootReducer, state)
      .provide(
        providers([matchers.call.fn(api.getPendingOrders), pendingOrders], {
          call(effect, next) {
            if (effect.fn !== api.placeOrder) return next();
            keys.push(effect.args[1] as string);
            if (keys.length === 1) throw networkError();
            return order();
          },
        }),
      )
      .put(checkoutActions.placementSucceeded(order()))
      .run();
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it("shows the server's message in the error modal when the order is refused, and the user can try again", async () => {
    const { state, pendingOrders } = atFinalise();
    const { storeState } = await expectSaga(placeOrder, checkoutActions.finaliseRequested('Online'))
      .withReducer(rootReducer, state)
      .provide(
        providers(
          [matchers.call.fn(api.getPendingOrders), pendingOrders],
          [matchers.call.fn(api.placeOrder), throwError(httpError(400, 'Amount Exceeds Available Cash'))],
        ),
      )
      .run();
    expect(storeState.ui.errors).toEqual(['Amount Exceeds Available Cash']);
    expect(storeState.checkout.placement.status).toBe('idle');
  });

  it('does nothing before the disclaimer is ticked', async () => {
    const { state } = atFinalise();
    const unticked = rootReducer(state, checkoutActions.disclaimerChanged(false));
    await expectSaga(placeOrder, checkoutActions.finaliseRequested('Online'))
      .withState(unticked)
      .not.call.fn(api.placeOrder)
      .not.put.like({ action: { type: checkoutActions.placementStarted.type } })
      .run();
  });

  it('the cart resets with everything when the checkout resets', () => {
    const { state } = atFinalise();
    const after = rootReducer(rootReducer(state, cartActions.itemChecked({ id: 2, checked: true })), checkoutActions.reset());
    expect(after.checkout).toMatchObject({ kind: null, stepId: null, lines: [], disclaimerAccepted: false });
  });
});

describe('watchCheckout', () => {
  it('limits order placement to one click per 1000 ms, buy and sell alike (one action for both)', () => {
    const effects: unknown[] = [];
    const watcher = watchCheckout();
    for (let step = watcher.next(); !step.done; step = watcher.next()) effects.push(step.value);
    expect(effects).toContainEqual(throttle(1000, checkoutActions.finaliseRequested.type, placeOrder));
  });
});
