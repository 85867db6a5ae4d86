/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as api from '@/api/notifications';
import type { Notifications } from '@/types/generated/api/notifications';
import { NOTIFICATION_TEXTS } from '@/engine/messages/notificationTexts';
import { watchNotifications } from '@/sagas/notificationsSaga';
import { notificationsActions as actions, selectNotifications } from '@/store/notificationsSlice';
import { injectPortalSlices } from '@/store/portalSlices';
import { rootReducer } from '@/store/rootReducer';
import { httpError } from '../support/http';

injectPortalSlices();

const answer: Notifications = {
  Items: [],
  Counts: { MissingDocuments: 0, DueDiligence: 0, PendingOrder: 0, SignedOrder: 0, NewAccount: 0 },
  Total: 0,
};

describe('notifications saga', () => {
  test('a request reads the notifications and keeps them', async () => {
    const { storeState } = await expectSaga(watchNotifications)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.getNotifications), answer]])
      .call(api.getNotifications)
      .dispatch(actions.requested())
      .silentRun(50);
    expect(selectNotifications(storeState)).toEqual({ status: 'ready', data: answer, error: null });
  });

  test("a failure keeps the server's Message, else the modal's own text", async () => {
    const failed = async (error: unknown) =>
      selectNotifications(
        (
          await expectSaga(watchNotifications)
            .withReducer(rootReducer)
            .provide([[matchers.call.fn(api.getNotifications), throwError(error as Error)]])
            .dispatch(actions.requested())
            .silentRun(50)
        ).storeState,
      );
    expect(await failed(httpError(500, 'The server is down for maintenance.'))).toMatchObject({
      status: 'failed',
      error: 'The server is down for maintenance.',
    });
    expect((await failed(httpError(500))).error).toBe(NOTIFICATION_TEXTS.loadFailed);
  });

  test('a quiet refresh updates what is shown, and its failure keeps the last answer without a loader', async () => {
    const newer: Notifications = { ...answer, Counts: { ...answer.Counts, NewAccount: 1 }, Total: 1 };
    const refreshed = await expectSaga(watchNotifications)
      .withReducer(rootReducer, rootReducer(undefined, actions.loaded(answer)))
      .provide([[matchers.call.fn(api.getNotifications), newer]])
      .dispatch(actions.refreshRequested())
      .silentRun(50);
    expect(selectNotifications(refreshed.storeState)).toEqual({ status: 'ready', data: newer, error: null });
    const failed = await expectSaga(watchNotifications)
      .withReducer(rootReducer, rootReducer(undefined, actions.loaded(answer)))
      .provide([[matchers.call.fn(api.getNotifications), throwError(httpError(500, 'The server is down for maintenance.'))]])
      .dispatch(actions.refreshRequested())
      .silentRun(50);
    expect(selectNotifications(failed.storeState)).toEqual({ status: 'ready', data: answer, error: null });
  });
});
