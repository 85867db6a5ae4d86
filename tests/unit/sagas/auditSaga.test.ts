/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as api from '@/api/audit';
import type { AuditPage, ClientActsPage } from '@/types/generated/api/audit';
import { AUDIT_TEXTS } from '@/engine/messages/auditTexts';
import { watchAudit } from '@/sagas/auditSaga';
import { fileSaver } from '@/sagas/documentsSaga';
import { auditActions as actions } from '@/store/auditSlice';
import { injectPortalSlices } from '@/store/portalSlices';
import { rootReducer } from '@/store/rootReducer';
import { httpError, networkError } from '../support/http';

// The portal's slices, which the app injects when the logged-in portal loads.
injectPortalSlices();

const page: AuditPage = {
  Entries: [
    {
      Id: 12,
      Date: '2026-11-26T10:15:00.000Z',
      By: 'Clara Whitfield',
      ByRole: 'Your adviser',
      ActingAsYou: true,
      Action: 'cart.itemsAdded',
      Description: 'Added a purchase to the cart',
    },
  ],
  TotalCount: 11,
  Page: 2,
  PageSize: 10,
};

describe('audit saga', () => {
  test('a page asked for is read ten at a time and kept with the total', async () => {
    const { storeState } = await expectSaga(watchAudit)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.getActsOnMyBehalf), page]])
      .call(api.getActsOnMyBehalf, 2, 10)
      .dispatch(actions.pageRequested(2))
      .silentRun(50);
    expect(storeState.audit).toMatchObject({ status: 'ready', entries: page.Entries, total: 11, page: 2, message: null });
  });

  test("a failed page stays in the section with the server's Message, else the section's own text", async () => {
    const failed = async (error: unknown) =>
      (
        await expectSaga(watchAudit)
          .withReducer(rootReducer)
          .provide([[matchers.call.fn(api.getActsOnMyBehalf), throwError(error as Error)]])
          .dispatch(actions.pageRequested(1))
          .silentRun(50)
      ).storeState.audit;
    expect(await failed(networkError())).toMatchObject({ status: 'failed', message: AUDIT_TEXTS.listFailed });
    expect((await failed(httpError(403, 'You do not have permission to do this.'))).message).toBe('You do not have permission to do this.');
  });

  test('Download my data saves the ZIP under the server’s name and says so; a failure shows the error', async () => {
    const blob = { size: 3 } as Blob;
    const { storeState } = await expectSaga(watchAudit)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(api.downloadAccountData), { blob, fileName: 'tessera-data-dmoclient-2026-11-26.zip' }],
        [matchers.call.fn(fileSaver.save), undefined],
      ])
      .call(fileSaver.save, blob, 'tessera-data-dmoclient-2026-11-26.zip')
      .dispatch(actions.downloadRequested())
      .silentRun(50);
    expect(storeState.audit.download).toBe('done');
    const failed = await expectSaga(watchAudit)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.downloadAccountData), throwError(networkError())]])
      .dispatch(actions.downloadRequested())
      .silentRun(50);
    expect(failed.storeState.audit.download).toBe('failed');
    expect(failed.storeState.ui.errors).toEqual([AUDIT_TEXTS.downloadFailed]);
  });

  const clientPage: ClientActsPage = {
    Entries: [
      {
        ...page.Entries[0],
        ByRole: 'Adviser',
        ByUserId: 4,
        Method: 'POST',
        Route: '/api/products/addCart',
        ResourceId: null,
        RequestId: 'req-1',
      },
    ],
    TotalCount: 1,
    Page: 1,
    PageSize: 10,
    ClientId: 7,
  };

  const opened = (clientId: number) => rootReducer(undefined, actions.clientActsOpened({ clientId, clientName: 'Maximilian' }));

  test("an administrator's Activity reads the client's first ten acts when it opens", async () => {
    const { storeState } = await expectSaga(watchAudit)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.getClientActs), clientPage]])
      .call(api.getClientActs, 7, 1, 10)
      .dispatch(actions.clientActsOpened({ clientId: 7, clientName: 'Maximilian' }))
      .silentRun(50);
    expect(storeState.audit.client).toMatchObject({ clientId: 7, clientName: 'Maximilian', status: 'ready', entries: clientPage.Entries });
  });

  test('the next page is read for the client shown; a failure keeps the server’s Message in the dialog', async () => {
    const next = await expectSaga(watchAudit)
      .withReducer(rootReducer, opened(7))
      .provide([[matchers.call.fn(api.getClientActs), { ...clientPage, Page: 2, TotalCount: 11 }]])
      .call(api.getClientActs, 7, 2, 10)
      .dispatch(actions.clientActsPageRequested(2))
      .silentRun(50);
    expect(next.storeState.audit.client).toMatchObject({ status: 'ready', page: 2, total: 11 });
    const failed = await expectSaga(watchAudit)
      .withReducer(rootReducer, opened(8))
      .provide([[matchers.call.fn(api.getClientActs), throwError(httpError(403, 'This client belongs to another brand.'))]])
      .dispatch(actions.clientActsPageRequested(1))
      .silentRun(50);
    expect(failed.storeState.audit.client).toMatchObject({
      clientId: 8,
      status: 'failed',
      message: 'This client belongs to another brand.',
    });
  });

  test('an answer about a client no longer shown is dropped; closing forgets the client', () => {
    const stale = rootReducer(opened(8), actions.clientActsLoaded({ clientId: 7, entries: clientPage.Entries, total: 1, page: 1 }));
    expect(stale.audit.client).toMatchObject({ clientId: 8, status: 'loading', entries: [] });
    expect(rootReducer(stale, actions.clientActsClosed()).audit.client).toBeNull();
  });

  test("Download the client's data asks for that client's ZIP and saves it", async () => {
    const blob = { size: 3 } as Blob;
    const { storeState } = await expectSaga(watchAudit)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(api.getClientActs), clientPage],
        [matchers.call.fn(api.downloadAccountData), { blob, fileName: 'tessera-data-dmoclient-2026-11-27.zip' }],
        [matchers.call.fn(fileSaver.save), undefined],
      ])
      .call(api.downloadAccountData, 7)
      .call(fileSaver.save, blob, 'tessera-data-dmoclient-2026-11-27.zip')
      .dispatch(actions.clientActsOpened({ clientId: 7, clientName: 'Maximilian' }))
      .dispatch(actions.clientDataDownloadRequested())
      .silentRun(50);
    expect(storeState.audit.client?.download).toBe('done');
  });
});
