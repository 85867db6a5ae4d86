/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as cartApi from '@/api/cart';
import * as api from '@/api/transactions';
import type { HoldingTransaction } from '@/types/api';
import { TEXTS } from '@/engine/messages/texts';
import { openOrderForm, TRANSACTIONS_MODAL, watchTransactions } from '@/sagas/transactionsSaga';
import { rootReducer } from '@/store/rootReducer';
import { sessionActions } from '@/store/sessionSlice';
import { transactionsActions as actions } from '@/store/transactionsSlice';
import { account } from '../support/fixtures';
import { httpError } from '../support/http';
import { fakeEnvironment } from '../support/sagaEnvironment';
import { sagaProviders, stateAfter } from '../support/sagas';

const row = (Id: number, ISIN = 'IE0000000001'): HoldingTransaction => ({
  Id,
  Date: '2029-12-01',
  TransactionType: 'Buy',
  ISIN,
  Name: `Fund ${Id}`,
  ProductType: 'Fund',
  Units: 12.3456,
  Price: 81.0001,
  Amount: 1000,
  Currency: 'EUR',
  CurrencySymbol: '€',
  OrderId: 70 + Id,
  Description: 'Purchase',
});
const withAccounts = () => stateAfter(sessionActions.accountSummaryLoaded([account(11), account(12)]));

describe('transactions saga', () => {
  test('opening the Transactions of a holding marks the modal open and loads that ISIN of the active account', async () => {
    const { storeState } = await expectSaga(watchTransactions)
      .withReducer(rootReducer, withAccounts())
      .provide([[matchers.call.fn(api.getHoldingTransactions), [row(1, 'LU0000000002')]]])
      .call(api.getHoldingTransactions, 11, 'LU0000000002')
      .dispatch(actions.opened({ ISIN: 'LU0000000002', name: 'Fund 1' }))
      .silentRun(50);
    expect(storeState.ui.openModals).toEqual([TRANSACTIONS_MODAL]);
    expect(storeState.transactions).toMatchObject({
      open: true,
      accountId: 11,
      status: 'ready',
      rows: [row(1, 'LU0000000002')],
      error: null,
    });
  });

  test("a change of active account while the modal is open shows the new account's transactions; closing frees the account choice", async () => {
    const { storeState } = await expectSaga(watchTransactions)
      .withReducer(rootReducer, withAccounts())
      .provide({
        call(effect, next) {
          if (effect.fn === api.getHoldingTransactions) return effect.args[0] === 12 ? [row(2)] : [row(1)];
          return next();
        },
      })
      .dispatch(actions.opened(null))
      .delay(10)
      .dispatch(sessionActions.activeAccountChanged(12))
      .call(api.getHoldingTransactions, 11, null)
      .call(api.getHoldingTransactions, 12, null)
      .delay(10)
      .dispatch(actions.closed())
      .silentRun(50);
    expect(storeState.transactions).toMatchObject({ open: false, accountId: 12, rows: [row(2)] });
    expect(storeState.ui.openModals).toEqual([]);
  });

  test('a change of active account with the modal closed reads nothing', async () => {
    await expectSaga(watchTransactions)
      .withReducer(rootReducer, withAccounts())
      .provide([[matchers.call.fn(api.getHoldingTransactions), []]])
      .not.call.fn(api.getHoldingTransactions)
      .dispatch(sessionActions.activeAccountChanged(12))
      .silentRun(50);
  });

  test("a failed read shows the server's Message in the modal, else the generic request failure of trading §8", async () => {
    const refused = await expectSaga(watchTransactions)
      .withReducer(rootReducer, withAccounts())
      .provide([[matchers.call.fn(api.getHoldingTransactions), throwError(httpError(403, 'You may not see this account.'))]])
      .dispatch(actions.opened(null))
      .silentRun(50);
    expect(refused.storeState.transactions).toMatchObject({ status: 'failed', error: 'You may not see this account.', rows: [] });
    // In the modal, not the error modal: the Active Account choice beside it stays usable.
    expect(refused.storeState.ui.errors).toEqual([]);

    const down = await expectSaga(watchTransactions)
      .withReducer(rootReducer, withAccounts())
      .provide([[matchers.call.fn(api.getHoldingTransactions), throwError(httpError(500))]])
      .dispatch(actions.opened(null))
      .silentRun(50);
    expect(down.storeState.transactions.error).toBe(TEXTS.requestFailed);
  });

  test("the Pending orders section's read fills the cart's pending orders for the account it asked for", async () => {
    const pending = { Purchase: [], Sell: [] };
    const { storeState } = await expectSaga(watchTransactions)
      .withReducer(rootReducer, withAccounts())
      .provide([[matchers.call.fn(cartApi.getPendingOrders), pending]])
      .call(cartApi.getPendingOrders, 11)
      .dispatch(actions.pendingOrdersRequested(11))
      .silentRun(50);
    expect(storeState.cart.pendingOrders).toEqual(pending);
    expect(storeState.transactions.pending).toEqual({ accountId: 11, status: 'ready' });

    const failed = await expectSaga(watchTransactions)
      .withReducer(rootReducer, withAccounts())
      .provide([[matchers.call.fn(cartApi.getPendingOrders), throwError(httpError(500))]])
      .dispatch(actions.pendingOrdersRequested(11))
      .silentRun(50);
    expect(failed.storeState.transactions.pending).toEqual({ accountId: 11, status: 'failed' });
  });

  test('an order form opens its signed link in a new tab, and is kept to click when the browser blocks the tab', async () => {
    const link = { FileName: 'order-form-77.pdf', PDFUrl: '/api/products/orderform?OrderId=77&expires=1&signature=s', ExpiresAt: '' };
    const env = fakeEnvironment();
    const { storeState } = await expectSaga(openOrderForm, actions.orderFormRequested({ OrderId: 77 }))
      .withReducer(rootReducer, stateAfter(actions.orderFormRequested({ OrderId: 77 })))
      .provide([[matchers.call.fn(api.getOrderFormUrl), link], ...sagaProviders(env)])
      .call(api.getOrderFormUrl, 77)
      .run();
    expect(env.openWindow).toHaveBeenCalledWith(link.PDFUrl);
    expect(storeState.transactions.orderForm).toEqual({
      OrderId: 77,
      status: 'ready',
      url: link.PDFUrl,
      fileName: link.FileName,
      blocked: false,
    });

    const blocked = fakeEnvironment();
    blocked.openWindow.mockReturnValue(null);
    const after = await expectSaga(openOrderForm, actions.orderFormRequested({ OrderId: 77 }))
      .withReducer(rootReducer, stateAfter(actions.orderFormRequested({ OrderId: 77 })))
      .provide([[matchers.call.fn(api.getOrderFormUrl), link], ...sagaProviders(blocked)])
      .run();
    expect(after.storeState.transactions.orderForm).toMatchObject({ status: 'ready', blocked: true, url: link.PDFUrl });
  });

  test("a refused order form shows the server's Message in the error modal", async () => {
    const { storeState } = await expectSaga(openOrderForm, actions.orderFormRequested({ OrderId: 77 }))
      .withReducer(rootReducer, stateAfter(actions.orderFormRequested({ OrderId: 77 })))
      .provide([
        [matchers.call.fn(api.getOrderFormUrl), throwError(httpError(404, 'Online orders have no order form.'))],
        ...sagaProviders(fakeEnvironment()),
      ])
      .run();
    expect(storeState.transactions.orderForm).toMatchObject({ status: 'failed' });
    expect(JSON.stringify(storeState.ui.errors)).toContain('Online orders have no order form.');
  });
});
