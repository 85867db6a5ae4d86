/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as api from '@/api';
import type { BasketProductDetails, Cart, CartItem } from '@/types/api';
import { cartClosed, cleanUpCart, removeItem } from '@/sagas/cartSaga';
import { basketFigures, openBuyBasket, recomputeBasket, submitBasket } from '@/sagas/basketSaga';
import { loadAccountSummary } from '@/sagas/sessionData';
import { brandActions } from '@/store/brandSlice';
import { cartActions } from '@/store/cartSlice';
import { checkoutActions } from '@/store/checkoutSlice';
import { portfolioActions } from '@/store/portfolioSlice';
import { rootReducer } from '@/store/rootReducer';
import { sessionActions } from '@/store/sessionSlice';
import { tradingActions } from '@/store/tradingActions';
import { uiActions } from '@/store/uiSlice';
import { account, cartWith, DEMO_BRAND } from '../support/fixtures';
import { httpError } from '../support/http';
import { fakeEnvironment } from '../support/sagaEnvironment';
import { sagaProviders, stateAfter } from '../support/sagas';
import { sessionToken } from '../support/tokens';

const fund: BasketProductDetails = {
  FundId: 7,
  ISIN: 'LU1409871222',
  FundName: 'Stenmark & Ivory European Value Fund',
  ProductType: 'Equity Funds',
  Currency: 'EUR',
  CurrencySymbol: '€',
  NAV: 50,
  Denomination: null,
  MinInvest: 1000,
  Coupon: null,
};

function clientState(...more: Parameters<typeof stateAfter>) {
  const { token, claims } = sessionToken('client');
  return stateAfter(
    brandActions.brandLoaded(DEMO_BRAND),
    sessionActions.tokenReceived({ token, claims }),
    sessionActions.accountSummaryLoaded([account(11)]),
    portfolioActions.cashPositionLoaded({ EUR: 10_000 }),
    ...more,
  );
}

const item = (overrides: Partial<CartItem>): CartItem => ({ ...cartWith(1).Items[0], ...overrides });

describe('cartSaga', () => {
  it('cleanUpCart removes items without a NAV that are not bonds or notes after 500 ms, silently, then shows the removed-items modal and reloads', async () => {
    const waits: number[] = [];
    const cart: Cart = {
      Items: [item({ ID: 1, NAV: null, Name: 'Gone Fund' }), item({ ID: 2, NAV: null, ProductType: 'Fixed Income Bond' }), item({ ID: 3 })],
      TotalList: [],
    };
    await expectSaga(cleanUpCart, portfolioActions.cartLoaded(cart))
      .withState(clientState())
      .provide([
        ...sagaProviders(fakeEnvironment(), waits),
        [matchers.call.fn(api.deleteCartItem), { Removed: 1, Name: 'Gone Fund' }],
        [matchers.call.fn(api.getCart), cartWith(1)],
      ])
      .call(api.deleteCartItem, { cartID: 1, name: 'Gone Fund', disableSnackbar: true })
      .not.call(api.deleteCartItem, { cartID: 2, name: 'Fund 1', disableSnackbar: true })
      .not.call(api.deleteCartItem, { cartID: 3, name: 'Fund 1', disableSnackbar: true })
      .put(cartActions.removedNoticeShown())
      .put(portfolioActions.cartLoaded(cartWith(1)))
      .not.put.like({ action: { type: uiActions.snackbarShown.type } })
      .run();
    expect(waits).toEqual([500]);
  });

  it('cleanUpCart only logs a failed removal: no modal', async () => {
    const cart: Cart = { Items: [item({ ID: 1, NAV: null })], TotalList: [] };
    await expectSaga(cleanUpCart, portfolioActions.cartLoaded(cart))
      .withState(clientState())
      .provide([
        ...sagaProviders(fakeEnvironment()),
        [matchers.call.fn(api.deleteCartItem), throwError(httpError(500))],
        [matchers.call.fn(api.createLog), undefined],
      ])
      .call.fn(api.createLog)
      .not.put(cartActions.removedNoticeShown())
      .not.call.fn(api.getCart)
      .run();
  });

  it('a reloaded cart starts with nothing checked', () => {
    const state = clientState(cartActions.itemChecked({ id: 1, checked: true }), portfolioActions.cartLoaded(cartWith(2)));
    expect(state.cart.checked).toEqual([]);
  });

  it('recomputeBasket waits 500 ms and recomputes units and percentages from the amount', async () => {
    const waits: number[] = [];
    const state = clientState(
      cartActions.basketOpened({ side: 'Purchase', ISIN: fund.ISIN, name: fund.FundName }),
      cartActions.basketLoaded({ product: fund, holding: null }),
      cartActions.basketInputChanged({ mode: 'Amount', value: 2000 }),
    );
    await expectSaga(recomputeBasket)
      .withState(state)
      .provide(sagaProviders(fakeEnvironment(), waits))
      .put(cartActions.basketRecomputed({ Units: 40, Amount: 2000, PercentOfCash: 20, PercentOfHoldings: null }))
      .run();
    expect(waits).toEqual([500]);
  });

  it("basketFigures sells all the sellable units at the holding's NAV", () => {
    const holding = {
      Name: 'X',
      ISIN: fund.ISIN,
      Type: 'Equity Funds',
      Currency: 'EUR',
      CurrencySymbol: '€',
      Units: 120,
      SellableUnits: 100,
      PurchasedValue: 0,
      Performance: 0,
      CurrentValue: 0,
      LatestNAV: 10,
    };
    expect(basketFigures({ side: 'Sell', product: fund, holding, input: { mode: 'SellAll', value: 0 } }, null)).toEqual({
      Units: 100,
      Amount: 1000,
      PercentOfCash: null,
      PercentOfHoldings: 100,
    });
  });

  it('submitBasket adds a new buy to the cart, says "Successfully added to cart" and closes the basket', async () => {
    const state = clientState(
      cartActions.basketOpened({ side: 'Purchase', ISIN: fund.ISIN, name: fund.FundName }),
      cartActions.basketLoaded({ product: fund, holding: null }),
      cartActions.basketInputChanged({ mode: 'Amount', value: 3000 }),
      cartActions.basketSubmitted(),
    );
    const { storeState } = await expectSaga(submitBasket)
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(api.addToCart), cartWith(2)]])
      .call(api.addToCart, [
        {
          ISIN: fund.ISIN,
          PlatformId: 11,
          ProductType: 'Equity Funds',
          FundName: fund.FundName,
          Currency: 'EUR',
          TransactionType: 'Purchase',
          TradeOptions: 'Amount',
          TradeValue: 3000,
        },
      ])
      .put.like({ action: { type: uiActions.snackbarShown.type, payload: { message: 'Successfully added to cart', type: 'success' } } })
      .put(uiActions.modalClosed('buy'))
      .run();
    expect(storeState.cart.basket).toBeNull();
    expect(storeState.portfolio.cart?.Items).toHaveLength(2);
  });

  it('submitBasket sends Sell All as SellAll with Amount 100%, and Update Amount as an edit of the item', async () => {
    const holding = {
      Name: 'X',
      ISIN: fund.ISIN,
      Type: 'Equity Funds',
      Currency: 'EUR',
      CurrencySymbol: '€',
      Units: 10,
      SellableUnits: 10,
      PurchasedValue: 0,
      Performance: 0,
      CurrentValue: 500,
      LatestNAV: 50,
    };
    const sell = clientState(
      cartActions.basketOpened({ side: 'Sell', ISIN: fund.ISIN, name: fund.FundName }),
      cartActions.basketLoaded({ product: fund, holding }),
      cartActions.basketInputChanged({ mode: 'SellAll', value: 0 }),
    );
    await expectSaga(submitBasket)
      .withState(sell)
      .provide([[matchers.call.fn(api.addSellToCart), cartWith(1)]])
      .call(api.addSellToCart, {
        ISIN: fund.ISIN,
        PlatformId: 11,
        ProductType: 'Equity Funds',
        FundName: fund.FundName,
        Currency: 'EUR',
        TransactionType: 'Sell',
        TradeOptions: 'SellAll',
        Amount: '100%',
        TradeValue: 10,
      })
      .run();
    const edit = clientState(
      cartActions.basketOpened({
        side: 'Purchase',
        ISIN: fund.ISIN,
        name: fund.FundName,
        editItemId: 9,
        input: { mode: 'Amount', value: 3000 },
      }),
      cartActions.basketLoaded({ product: fund, holding: null }),
      cartActions.basketInputChanged({ mode: 'Amount', value: 4000 }),
    );
    await expectSaga(submitBasket)
      .withState(edit)
      .provide([[matchers.call.fn(api.updateCartItem), cartWith(1)]])
      .call(api.updateCartItem, { ID: 9, TradeOptions: 'Amount', TradeValue: 4000 })
      .run();
  });

  it("submitBasket keeps the basket open and shows the server's message when the cart refuses", async () => {
    const state = clientState(
      cartActions.basketOpened({ side: 'Purchase', ISIN: fund.ISIN, name: fund.FundName }),
      cartActions.basketLoaded({ product: fund, holding: null }),
      cartActions.basketInputChanged({ mode: 'Amount', value: 3000 }),
      cartActions.basketSubmitted(),
    );
    const { storeState } = await expectSaga(submitBasket)
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(api.addToCart), throwError(httpError(400, 'Amount Exceeds Available Cash'))]])
      .run();
    expect(storeState.cart.basket?.status).toBe('ready');
    expect(storeState.ui.errors).toEqual(['Amount Exceeds Available Cash']);
  });

  it('removeItem says "Removed {name} from your cart" and reloads the cart', async () => {
    await expectSaga(removeItem, cartActions.removeRequested({ ID: 1, Name: 'Fund 1' }))
      .withState(clientState())
      .provide([
        [matchers.call.fn(api.deleteCartItem), { Removed: 1, Name: 'Fund 1' }],
        [matchers.call.fn(api.getCart), cartWith(0)],
      ])
      .put.like({ action: { type: uiActions.snackbarShown.type, payload: { message: 'Removed Fund 1 from your cart', type: 'success' } } })
      .put(portfolioActions.cartLoaded(cartWith(0)))
      .put(cartActions.removeFinished(1))
      .run();
  });

  it('closing the cart resets checkout and reloads pending orders, the account summary and the cash', async () => {
    await expectSaga(cartClosed, uiActions.modalClosed('cart'))
      .withState(clientState())
      .provide([
        [matchers.call.fn(api.getPendingOrders), { Purchase: [], Sell: [] }],
        [matchers.call.fn(loadAccountSummary), true],
        [matchers.call.fn(api.getCashPosition), { EUR: 5 }],
      ])
      .put(checkoutActions.reset())
      .put(uiActions.cartCheckoutChanged(false))
      .put(cartActions.pendingOrdersLoaded({ Purchase: [], Sell: [] }))
      .call(loadAccountSummary)
      .put(portfolioActions.cashPositionLoaded({ EUR: 5 }))
      .run();
  });

  it("an adviser's own session asking to buy gets the consultant-buy error and no basket", async () => {
    const { token, claims } = sessionToken('consultant');
    await expectSaga(openBuyBasket, tradingActions.buyRequested({ ISIN: fund.ISIN }))
      .withState(stateAfter(sessionActions.tokenReceived({ token, claims })))
      .put(uiActions.errorRaised('Consultant buy functionality coming soon. Please login as client to continue with buy process'))
      .not.put.like({ action: { type: cartActions.basketOpened.type } })
      .run();
  });

  it('openBuyBasket loads the product details and the first figures', async () => {
    const { storeState } = await expectSaga(openBuyBasket, tradingActions.buyRequested({ ISIN: fund.ISIN, FundName: fund.FundName }))
      .withReducer(rootReducer, clientState())
      .provide([[matchers.call.fn(api.getBasketProduct), fund]])
      .put(uiActions.modalOpened('buy'))
      .run();
    expect(storeState.cart.basket).toMatchObject({ status: 'ready', side: 'Purchase', product: fund, figures: { Units: 0, Amount: 0 } });
  });
});
