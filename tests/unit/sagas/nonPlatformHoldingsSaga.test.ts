/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as api from '@/api/nonPlatformHoldings';
import type { NonPlatformHoldings } from '@/types/api';
import { HELD_ELSEWHERE_TEXTS, watchNonPlatformHoldings } from '@/sagas/nonPlatformHoldingsSaga';
import { nonPlatformHoldingsActions as actions } from '@/store/nonPlatformHoldingsSlice';
import { injectPortalSlices } from '@/store/portalSlices';
import { rootReducer } from '@/store/rootReducer';
import { httpError } from '../support/http';

// The portal's slices, which the app injects when the logged-in portal loads.
injectPortalSlices();

const list = (names: string[]): NonPlatformHoldings => ({
  Holdings: names.map((Name, i) => ({
    Id: i + 1,
    AccountId: 11,
    Name,
    ISIN: null,
    Provider: 'Other Bank',
    Currency: 'EUR',
    CurrencySymbol: '€',
    Units: 10,
    Value: 100,
    ValuationDate: '2026-01-02',
    SellRequests: [],
  })),
  Totals: { Currency: 'EUR', CurrencySymbol: '€', Value: names.length * 100 },
});
const input = { Name: 'New', ISIN: null, Provider: 'Other Bank', Currency: 'EUR', Units: 1, Value: 2, ValuationDate: '2026-01-02' };

describe('non-platform holdings saga', () => {
  test("viewOpened loads the account's holdings held elsewhere", async () => {
    const { storeState } = await expectSaga(watchNonPlatformHoldings)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.getNonPlatformHoldings), list(['A'])]])
      .call(api.getNonPlatformHoldings, 11)
      .dispatch(actions.viewOpened(11))
      .silentRun(50);
    expect(storeState.nonPlatformHoldings).toMatchObject({ accountId: 11, status: 'ready', data: list(['A']) });
  });

  test("an adviser's add stores the new list, closes the dialog and shows the success snackbar", async () => {
    const { storeState } = await expectSaga(watchNonPlatformHoldings)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.addNonPlatformHolding), list(['A', 'New'])]])
      .dispatch(actions.dialogOpened({ kind: 'add' }))
      .dispatch(actions.addSubmitted({ AccountId: 11, ...input }))
      .silentRun(50);
    expect(storeState.nonPlatformHoldings).toMatchObject({ dialog: null, saving: false, data: list(['A', 'New']) });
    expect(storeState.ui.snackbars.map((s: { message: string }) => s.message)).toEqual([HELD_ELSEWHERE_TEXTS.added]);
  });

  test("a refused sale request keeps the dialog open and shows the server's Message in the error modal", async () => {
    const message = 'You have already requested the sale of these units of A. Your adviser is processing that request.';
    const { storeState } = await expectSaga(watchNonPlatformHoldings)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.sellNonPlatformHolding), throwError(httpError(409, message))]])
      .dispatch(actions.dialogOpened({ kind: 'sell', id: 1 }))
      .dispatch(actions.saleSubmitted({ Id: 1 }))
      .silentRun(50);
    expect(storeState.nonPlatformHoldings).toMatchObject({ dialog: { kind: 'sell', id: 1 }, saving: false });
    expect(JSON.stringify(storeState.ui.errors)).toContain(message);
  });

  test("an accepted sale request shows the server's confirmation and reloads the list", async () => {
    const answer = {
      Id: 3,
      HoldingId: 1,
      Name: 'A',
      Units: 10,
      Status: 'Requested',
      RequestedDate: '2026-01-03',
      Message: 'Your request to sell A has been sent to your adviser.',
    };
    const { storeState } = await expectSaga(watchNonPlatformHoldings)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(api.sellNonPlatformHolding), answer],
        [matchers.call.fn(api.getNonPlatformHoldings), list(['A'])],
      ])
      .dispatch(actions.viewOpened(11))
      .dispatch(actions.dialogOpened({ kind: 'sell', id: 1 }))
      .dispatch(actions.saleSubmitted({ Id: 1 }))
      .call(api.sellNonPlatformHolding, { Id: 1 })
      .silentRun(50);
    expect(storeState.nonPlatformHoldings.dialog).toBeNull();
    expect(storeState.ui.snackbars.map((s: { message: string }) => s.message)).toEqual([answer.Message]);
  });
});
