/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as alertsApi from '@/api/alerts';
import type { AlertItem } from '@/types/api';
import { loadAlerts, saveAlert, watchAlerts } from '@/sagas/alertsSaga';
import { alertsActions } from '@/store/alertsSlice';
import { rootReducer } from '@/store/rootReducer';
import { sessionActions } from '@/store/sessionSlice';
import { uiActions, type Snackbar } from '@/store/uiSlice';
import { account } from '../support/fixtures';
import { httpError } from '../support/http';
import { stateAfter } from '../support/sagas';
import { sessionToken } from '../support/tokens';

const LOAD_FAILED = 'Sorry! looks like something went wrong while loading your Alerts';
const UPDATE_FAILED = 'Sorry! looks like something went wrong while trying to update your alert';

function alertItem(id: number, overrides: Partial<AlertItem> = {}): AlertItem {
  return {
    TradeBuyId: id,
    AccountId: 11,
    FundId: 5,
    FundName: `Fund ${id}`,
    ISIN: 'LU0000000005',
    ProductType: 'Fund',
    Currency: 'EUR',
    PurchaseDate: '2029-01-02',
    StartValue: 100,
    CurrentValue: 110,
    OneDay: 0,
    OneWeek: 0,
    OneMonth: 1,
    ThreeMonths: 1,
    SixMonths: 2,
    YTD: 3,
    OneYear: 10,
    ThreeYears: null,
    FiveYears: null,
    TenYears: null,
    ReturnPercent: 10,
    GainRate: 5,
    FallRate: -5,
    AutoResetGainFallValue: 5,
    GainSelection: 1,
    FallSelection: 1,
    IsFallAutoEmail: true,
    IsFallAutoSell: false,
    IsAutoReset: false,
    IsGainAutoEmail: true,
    IsGainAutoSell: false,
    IsGainAutoReset: false,
    History: [],
    ModifiedDate: '2029-01-02',
    ...overrides,
  };
}

const client = () => {
  const { token, claims } = sessionToken('client');
  return [sessionActions.tokenReceived({ token, claims }), sessionActions.accountSummaryLoaded([account(11), account(12)])];
};

describe('alerts saga', () => {
  test("loadAlerts reads the active account's alerts", async () => {
    const items = [alertItem(1)];
    const { storeState } = await expectSaga(loadAlerts)
      .withReducer(rootReducer, stateAfter(...client()))
      .provide([[matchers.call.fn(alertsApi.getAlerts), items]])
      .call(alertsApi.getAlerts, 11)
      .run();
    expect(storeState.alerts).toMatchObject({ items, status: 'ready', accountId: 11 });
  });

  test('a failed load shows "Sorry! looks like something went wrong while loading your Alerts"', async () => {
    const { storeState } = await expectSaga(loadAlerts)
      .withReducer(rootReducer, stateAfter(...client()))
      .provide([[matchers.call.fn(alertsApi.getAlerts), throwError(httpError(500))]])
      .run();
    expect(storeState.alerts.status).toBe('failed');
    expect(storeState.ui.errors).toEqual([LOAD_FAILED]);
  });

  test('the panel loads when it opens and again when the active account changes while it is open, not otherwise', async () => {
    await expectSaga(watchAlerts)
      .withReducer(rootReducer, stateAfter(...client()))
      .provide([[matchers.call.fn(alertsApi.getAlerts), []]])
      .dispatch(sessionActions.activeAccountChanged(12))
      .not.call(alertsApi.getAlerts, 12)
      .silentRun(30);
    await expectSaga(watchAlerts)
      .withReducer(rootReducer, stateAfter(...client()))
      .provide([[matchers.call.fn(alertsApi.getAlerts), []]])
      .dispatch(uiActions.modalOpened('alerts'))
      .dispatch(sessionActions.activeAccountChanged(12))
      .call(alertsApi.getAlerts, 11)
      .call(alertsApi.getAlerts, 12)
      .silentRun(30);
  });

  test('saving the Reset Alert screen says "Updated Alert", shows the new row and closes the screen', async () => {
    const update = { TradeId: 1, GainRate: 9, FallRate: -4, GainSelection: 3, FallSelection: 1, AutoResetGainFallValue: 6 };
    const saved = alertItem(1, {
      GainRate: 9,
      FallRate: -4,
      GainSelection: 3,
      AutoResetGainFallValue: 6,
      History: [{ Date: '2030-01-01', State: 'Updated', GainRate: 5, FallRate: -5, NewGainRate: 9, NewFallRate: -4 }],
    });
    const start = stateAfter(
      ...client(),
      alertsActions.loaded([alertItem(1), alertItem(2)]),
      alertsActions.resetStarted(1),
      alertsActions.resetSubmitted(update),
    );
    const { storeState } = await expectSaga(saveAlert, alertsActions.resetSubmitted(update))
      .withReducer(rootReducer, start)
      .provide([[matchers.call.fn(alertsApi.saveAlert), saved]])
      .call(alertsApi.saveAlert, update)
      .run();
    expect(storeState.alerts).toMatchObject({ items: [saved, alertItem(2)], resetting: false, resettingId: null, saving: false });
    expect(storeState.ui.snackbars.map((s: Snackbar) => [s.message, s.type])).toEqual([['Updated Alert', 'success']]);
  });

  test("a failed save keeps the screen open and shows the server's message, else the spec's text", async () => {
    const update = { TradeId: 1, GainSelection: 1, FallSelection: 1, GainRate: 5, FallRate: -5 };
    const start = stateAfter(
      ...client(),
      alertsActions.loaded([alertItem(1)]),
      alertsActions.resetStarted(1),
      alertsActions.resetSubmitted(update),
    );
    const plain = await expectSaga(saveAlert, alertsActions.resetSubmitted(update))
      .withReducer(rootReducer, start)
      .provide([[matchers.call.fn(alertsApi.saveAlert), throwError(httpError(500))]])
      .run();
    expect(plain.storeState.alerts).toMatchObject({ resetting: true, resettingId: 1, saving: false });
    expect(plain.storeState.ui.errors).toEqual([UPDATE_FAILED]);
    const told = await expectSaga(saveAlert, alertsActions.resetSubmitted(update))
      .withReducer(rootReducer, start)
      .provide([[matchers.call.fn(alertsApi.saveAlert), throwError(httpError(400, 'Gain Target is required'))]])
      .run();
    expect(told.storeState.ui.errors).toEqual(['Gain Target is required']);
  });
});
