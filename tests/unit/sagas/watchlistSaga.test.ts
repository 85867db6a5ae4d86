/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as watchlistApi from '@/api/watchlist';
import type { WatchlistItem } from '@/types/api';
import {
  addToClientWatchlists,
  addToWatchlist,
  addFromClientModalToOwn,
  editWatchlistItem,
  loadWatchlist,
  removeWatchlistItem,
  watchWatchlist,
} from '@/sagas/watchlistSaga';
import { rootReducer } from '@/store/rootReducer';
import { sessionActions } from '@/store/sessionSlice';
import { tradingActions } from '@/store/tradingActions';
import { uiActions, type Snackbar } from '@/store/uiSlice';
import { watchlistActions } from '@/store/watchlistSlice';
import { user } from '../support/fixtures';
import { httpError } from '../support/http';
import { stateAfter } from '../support/sagas';
import { sessionToken } from '../support/tokens';

const GENERIC =
  'Sorry! Looks like something went wrong while trying to process your request. Our support team has been notified of this error.';

function watchlistItem(id: number, overrides: Partial<WatchlistItem> = {}): WatchlistItem {
  return {
    ShoppingBasketId: id,
    FundId: 100 + id,
    FundName: `Fund ${id}`,
    ISIN: `LU00000000${String(id).padStart(2, '0')}`,
    ProductType: 'Fund',
    Currency: 'EUR',
    CurrencySymbol: '€',
    StartDate: '2029-12-01',
    ModifiedDate: '2029-12-01',
    StampNAV: 100,
    NAV: 105,
    NavDate: '2029-12-31',
    OneDay: 0.1,
    OneWeek: 0.5,
    OneMonth: 1,
    ThreeMonths: 2,
    SixMonths: 3,
    YTD: 4,
    OneYear: 5,
    ThreeYears: 6,
    FiveYears: null,
    ReturnPercent: 5,
    GainRate: 5,
    FallRate: -5,
    AddedBy: null,
    Fees: { InitialFee: 1, ManagementFee: 0.75, ExitFee: 0, PublishCharge: null, ActualCharge: null },
    ...overrides,
  };
}

const as = (role: string, overrides = {}) => {
  const { token, claims } = sessionToken(role, overrides);
  return [sessionActions.tokenReceived({ token, claims }), sessionActions.userInfoLoaded(user({ BostonId: 'B-ADV' }))];
};
const fund = { ISIN: 'LU0000000001', FundName: 'Alpine Growth', FundId: 7 };

describe('watchlist saga', () => {
  test('loadWatchlist stores the list; a failure shows the generic error and marks the load failed', async () => {
    const items = [watchlistItem(1), watchlistItem(2)];
    const ok = await expectSaga(loadWatchlist)
      .withReducer(rootReducer, stateAfter(...as('client')))
      .provide([[matchers.call.fn(watchlistApi.getWatchlist), items]])
      .run();
    expect(ok.storeState.watchlist).toMatchObject({ items, status: 'ready' });
    const failed = await expectSaga(loadWatchlist)
      .withReducer(rootReducer, stateAfter(...as('client')))
      .provide([[matchers.call.fn(watchlistApi.getWatchlist), throwError(httpError(500))]])
      .run();
    expect(failed.storeState.watchlist.status).toBe('failed');
    expect(failed.storeState.ui.errors).toEqual([GENERIC]);
  });

  test('opening the watchlist panel loads it (the watcher listens to the modal id only)', async () => {
    await expectSaga(watchWatchlist)
      .withReducer(rootReducer, stateAfter(...as('client')))
      .provide([[matchers.call.fn(watchlistApi.getWatchlist), [watchlistItem(3)]]])
      .dispatch(uiActions.modalOpened('cart'))
      .dispatch(uiActions.modalOpened('watchlist'))
      .call(watchlistApi.getWatchlist)
      .put(watchlistActions.loaded([watchlistItem(3)]))
      .silentRun(50);
  });

  test('a client adds to its own watchlist with the "Added {name} to Watchlist" snackbar', async () => {
    const item = watchlistItem(9, { FundName: 'Alpine Growth' });
    const { storeState } = await expectSaga(addToWatchlist, tradingActions.addToWatchlistRequested(fund))
      .withReducer(rootReducer, stateAfter(...as('client'), watchlistActions.loaded([])))
      .provide([[matchers.call.fn(watchlistApi.addToWatchlist), item]])
      .call(watchlistApi.addToWatchlist, { ISIN: fund.ISIN })
      .run();
    expect(storeState.ui.snackbars.map((s: Snackbar) => [s.message, s.type])).toEqual([['Added Alpine Growth to Watchlist', 'success']]);
    expect(storeState.watchlist.items).toEqual([item]);
  });

  test('a consultant acting as a client adds the consultant role id to every watchlist call', async () => {
    const state = stateAfter(...as('client', { impersonator: '17' }), watchlistActions.loaded([watchlistItem(4)]));
    await expectSaga(addToWatchlist, tradingActions.addToWatchlistRequested(fund))
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(watchlistApi.addToWatchlist), watchlistItem(9)]])
      .call(watchlistApi.addToWatchlist, { ISIN: fund.ISIN, ConsultantRoleId: 17 })
      .run();
    await expectSaga(editWatchlistItem, watchlistActions.editSubmitted({ ShoppingBasketId: 4, GainRate: 8, FallRate: -3 }))
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(watchlistApi.editWatchlist), watchlistItem(4, { GainRate: 8, FallRate: -3 })]])
      .call(watchlistApi.editWatchlist, { ShoppingBasketId: 4, GainRate: 8, FallRate: -3, ConsultantRoleId: 17 })
      .run();
    await expectSaga(removeWatchlistItem, watchlistActions.removeRequested({ ShoppingBasketId: 4, FundName: 'Fund 4' }))
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(watchlistApi.removeFromWatchlist), { Removed: 4, FundName: 'Fund 4' }]])
      .call(watchlistApi.removeFromWatchlist, { ShoppingBasketId: 4, ConsultantRoleId: 17 })
      .run();
  });

  test("an item already in the watchlist shows the server's message in the error modal", async () => {
    const { storeState } = await expectSaga(addToWatchlist, tradingActions.addToWatchlistRequested(fund))
      .withReducer(rootReducer, stateAfter(...as('client')))
      .provide([[matchers.call.fn(watchlistApi.addToWatchlist), throwError(httpError(409, 'Alpine Growth is already in your watchlist'))]])
      .run();
    expect(storeState.ui.errors).toEqual(['Alpine Growth is already in your watchlist']);
    expect(storeState.ui.snackbars).toEqual([]);
  });

  test.each(['consultant', 'whitelabeladmin', 'ownerofbusiness'])(
    'a %s gets the client watchlist modal with its clients instead',
    async (role) => {
      const clients = [{ Id: 1, Name: 'Sofia Brandt', BostonId: 'B-1', InWatchlist: false }];
      const { storeState } = await expectSaga(addToWatchlist, tradingActions.addToWatchlistRequested(fund))
        .withReducer(rootReducer, stateAfter(...as(role)))
        .provide([[matchers.call.fn(watchlistApi.getClientWatchlistClients), clients]])
        .call(watchlistApi.getClientWatchlistClients, fund.ISIN)
        .not.call.fn(watchlistApi.addToWatchlist)
        .run();
      expect(storeState.watchlist.client).toEqual({ open: true, product: fund, clients, status: 'ready', adding: false });
    },
  );

  test("Add Selected sends the adviser's and the clients' ids, closes the modal and says so", async () => {
    const state = stateAfter(...as('consultant'), watchlistActions.clientWatchlistOpened(fund), watchlistActions.clientListLoaded([]));
    const { storeState } = await expectSaga(addToClientWatchlists, watchlistActions.clientAddRequested(['B-1', 'B-2']))
      .withReducer(rootReducer, state)
      .provide([
        [
          matchers.call.fn(watchlistApi.addToClientWatchlists),
          { FundName: 'Alpine Growth', Added: ['B-1', 'B-2'], AlreadyInWatchlist: [] },
        ],
      ])
      .call(watchlistApi.addToClientWatchlists, { CurrentUserBostonId: 'B-ADV', ClientBostonIds: ['B-1', 'B-2'], FundId: 7 })
      .run();
    expect(storeState.watchlist.client.open).toBe(false);
    expect(storeState.ui.snackbars.map((s: Snackbar) => s.message)).toEqual(['Added Alpine Growth to Watchlist']);
  });

  test("a failed Add Selected keeps the modal open with the choice and shows the server's message", async () => {
    const state = stateAfter(
      ...as('consultant'),
      watchlistActions.clientWatchlistOpened(fund),
      watchlistActions.clientAddRequested(['B-9']),
    );
    const { storeState } = await expectSaga(addToClientWatchlists, watchlistActions.clientAddRequested(['B-9']))
      .withReducer(rootReducer, state)
      .provide([
        [matchers.call.fn(watchlistApi.addToClientWatchlists), throwError(httpError(403, 'This client is not one of your clients.'))],
      ])
      .run();
    expect(storeState.watchlist.client).toMatchObject({ open: true, adding: false });
    expect(storeState.ui.errors).toEqual(['This client is not one of your clients.']);
  });

  test("Add To Your Watchlist adds to the adviser's own list and closes the modal", async () => {
    const state = stateAfter(...as('consultant'), watchlistActions.clientWatchlistOpened(fund), watchlistActions.ownAddRequested());
    const { storeState } = await expectSaga(addFromClientModalToOwn)
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(watchlistApi.addToWatchlist), watchlistItem(1, { FundName: 'Alpine Growth' })]])
      .call(watchlistApi.addToWatchlist, { ISIN: fund.ISIN })
      .run();
    expect(storeState.watchlist.client.open).toBe(false);
    expect(storeState.ui.snackbars.map((s: Snackbar) => s.message)).toEqual(['Added Alpine Growth to Watchlist']);
  });

  test('saving the Update Watchlist screen says "Updated Watchlist" and closes it; a failure keeps it open', async () => {
    const start = stateAfter(
      ...as('client'),
      watchlistActions.loaded([watchlistItem(4)]),
      watchlistActions.editStarted(4),
      watchlistActions.editSubmitted({ ShoppingBasketId: 4, GainRate: 12, FallRate: -7 }),
    );
    const saved = watchlistItem(4, { GainRate: 12, FallRate: -7, ModifiedDate: '2030-01-01' });
    const ok = await expectSaga(editWatchlistItem, watchlistActions.editSubmitted({ ShoppingBasketId: 4, GainRate: 12, FallRate: -7 }))
      .withReducer(rootReducer, start)
      .provide([[matchers.call.fn(watchlistApi.editWatchlist), saved]])
      .run();
    expect(ok.storeState.watchlist).toMatchObject({ items: [saved], editing: false, editingId: null, saving: false });
    expect(ok.storeState.ui.snackbars.map((s: Snackbar) => [s.message, s.type])).toEqual([['Updated Watchlist', 'success']]);
    const failed = await expectSaga(editWatchlistItem, watchlistActions.editSubmitted({ ShoppingBasketId: 4, GainRate: 12, FallRate: -7 }))
      .withReducer(rootReducer, start)
      .provide([
        [matchers.call.fn(watchlistApi.editWatchlist), throwError(httpError(400, 'Gain Target must be a whole percentage from 1 to 1000'))],
      ])
      .run();
    expect(failed.storeState.watchlist).toMatchObject({ editing: true, editingId: 4, saving: false });
    expect(failed.storeState.ui.errors).toEqual(['Gain Target must be a whole percentage from 1 to 1000']);
  });

  test('removing a row takes it off the list; a failure keeps it', async () => {
    const start = stateAfter(
      ...as('client'),
      watchlistActions.loaded([watchlistItem(1), watchlistItem(2)]),
      watchlistActions.removeRequested({ ShoppingBasketId: 1, FundName: 'Fund 1' }),
    );
    const ok = await expectSaga(removeWatchlistItem, watchlistActions.removeRequested({ ShoppingBasketId: 1, FundName: 'Fund 1' }))
      .withReducer(rootReducer, start)
      .provide([[matchers.call.fn(watchlistApi.removeFromWatchlist), { Removed: 1, FundName: 'Fund 1' }]])
      .run();
    expect(ok.storeState.watchlist.items.map((i: WatchlistItem) => i.ShoppingBasketId)).toEqual([2]);
    expect(ok.storeState.watchlist.removing).toEqual([]);
    expect(ok.storeState.ui.snackbars.map((s: Snackbar) => s.message)).toEqual(['Removed Fund 1 from your Watchlist']);
    const failed = await expectSaga(removeWatchlistItem, watchlistActions.removeRequested({ ShoppingBasketId: 1, FundName: 'Fund 1' }))
      .withReducer(rootReducer, start)
      .provide([[matchers.call.fn(watchlistApi.removeFromWatchlist), throwError(httpError(500))]])
      .run();
    expect(failed.storeState.watchlist.items.map((i: WatchlistItem) => i.ShoppingBasketId)).toEqual([1, 2]);
    expect(failed.storeState.ui.errors).toEqual([GENERIC]);
  });

  test('logout empties the watchlist', () => {
    const s = stateAfter(...as('client'), watchlistActions.loaded([watchlistItem(1)]), sessionActions.loggedOut());
    expect(s.watchlist.items).toEqual([]);
  });
});
