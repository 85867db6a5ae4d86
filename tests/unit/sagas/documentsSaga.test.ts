/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as api from '@/api/onlineDocuments';
import type { OnlineDocument, UserDocument } from '@/types/generated/api/online-documents';
import { DOCUMENT_TEXTS } from '@/engine/messages/documentTexts';
import { fileSaver, watchDocuments } from '@/sagas/documentsSaga';
import { documentsActions as actions } from '@/store/documentsSlice';
import { complianceActions } from '@/store/complianceSlice';
import { injectPortalSlices } from '@/store/portalSlices';
import { rootReducer } from '@/store/rootReducer';
import { httpError, networkError } from '../support/http';
import { stateAfter } from '../support/sagas';

// The portal's slices, which the app injects when the logged-in portal loads.
injectPortalSlices();

const online: OnlineDocument[] = [
  { Code: 'customers', Title: 'Terms of Business for Customers', FileName: 'Terms-of-Business.pdf', Url: '/api/online-document/customers' },
  { Code: 'fees', Title: 'Standard Fee Schedules', FileName: 'Standard-Fee-Schedules.pdf', Url: '/api/online-document/fees' },
];
const user: UserDocument[] = [
  {
    DocumentId: 7,
    Kind: 'FeeSchedule',
    Name: 'Fee-Schedule-12.pdf',
    AccountOpeningId: 12,
    AccountNumber: 'DMO-100101',
    Signed: true,
    CreatedAt: '2026-03-05T09:00:00.000Z',
    Url: '/api/accounts/userdocuments/7',
  },
];

describe('documents saga', () => {
  test('a load reads the online documents and the user documents together and keeps both', async () => {
    const { storeState } = await expectSaga(watchDocuments)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(api.getOnlineDocuments), online],
        [matchers.call.fn(api.getUserDocuments), user],
      ])
      .dispatch(actions.loadRequested())
      .silentRun(50);
    expect(storeState.documents).toMatchObject({ status: 'ready', online, user, message: null });
  });

  test("a failed load stays in the section with the server's Message, else compliance §8's text", async () => {
    const failed = async (error: unknown) =>
      (
        await expectSaga(watchDocuments)
          .withReducer(rootReducer)
          .provide([
            [matchers.call.fn(api.getOnlineDocuments), online],
            [matchers.call.fn(api.getUserDocuments), throwError(error as Error)],
          ])
          .dispatch(actions.loadRequested())
          .silentRun(50)
      ).storeState.documents;
    expect(await failed(networkError())).toMatchObject({ status: 'failed', message: DOCUMENT_TEXTS.listFailed });
    expect((await failed(httpError(403, 'This client is not one of your clients.'))).message).toBe(
      'This client is not one of your clients.',
    );
  });

  test('opening a document downloads it and saves it under its file name', async () => {
    const blob = { size: 3 } as Blob;
    const { storeState } = await expectSaga(watchDocuments)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(api.getDocumentFile), blob],
        [matchers.call.fn(fileSaver.save), undefined],
      ])
      .call(api.getDocumentFile, '/api/accounts/userdocuments/7')
      .call(fileSaver.save, blob, 'Fee-Schedule-12.pdf')
      .dispatch(actions.openRequested({ url: '/api/accounts/userdocuments/7', fileName: 'Fee-Schedule-12.pdf' }))
      .silentRun(50);
    expect(storeState.documents.opening).toBeNull();
  });

  test("a failure to open the fee schedules is '…while loading fees'; any other document '…while getting available documents'", async () => {
    const errorsAfter = async (code: string | undefined) =>
      (
        await expectSaga(watchDocuments)
          .withReducer(rootReducer)
          .provide([[matchers.call.fn(api.getDocumentFile), throwError(networkError())]])
          .dispatch(actions.openRequested({ url: '/api/online-document/x', fileName: 'x.pdf', code }))
          .silentRun(50)
      ).storeState.ui.errors;
    expect(await errorsAfter('fees')).toEqual([DOCUMENT_TEXTS.feesFailed]);
    expect(await errorsAfter('customers')).toEqual([DOCUMENT_TEXTS.listFailed]);
  });

  test("an adviser's view of a client reads the user documents with the client's id, and keeps them for that client", async () => {
    const { storeState } = await expectSaga(watchDocuments)
      .withReducer(rootReducer)
      .provide([
        [matchers.call.fn(api.getOnlineDocuments), online],
        [matchers.call.fn(api.getUserDocuments), user],
      ])
      .call(api.getUserDocuments, undefined, 42)
      .dispatch(actions.clientDocumentsOpened({ clientId: 42, clientName: 'Sofia Brandt' }))
      .silentRun(50);
    expect(storeState.documents.client).toEqual({ clientId: 42, clientName: 'Sofia Brandt', status: 'ready', online, user, message: null });
    // the adviser's own lists are not touched
    expect(storeState.documents).toMatchObject({ status: 'idle', user: [] });
  });

  test("a client view that fails keeps the server's Message, else compliance §8's text; an answer after it closed is dropped", async () => {
    const failed = async (error: unknown) =>
      (
        await expectSaga(watchDocuments)
          .withReducer(rootReducer)
          .provide([
            [matchers.call.fn(api.getOnlineDocuments), online],
            [matchers.call.fn(api.getUserDocuments), throwError(error as Error)],
          ])
          .dispatch(actions.clientDocumentsOpened({ clientId: 42, clientName: 'Sofia Brandt' }))
          .silentRun(50)
      ).storeState.documents.client;
    expect(await failed(networkError())).toMatchObject({ status: 'failed', message: DOCUMENT_TEXTS.listFailed });
    expect((await failed(httpError(403, 'This client is not one of your clients.')))?.message).toBe(
      'This client is not one of your clients.',
    );
    const closed = [
      actions.clientDocumentsOpened({ clientId: 42, clientName: 'Sofia Brandt' }),
      actions.clientDocumentsClosed(),
      actions.clientDocumentsLoaded({ clientId: 42, online, user }),
    ].reduce(rootReducer, rootReducer(undefined, { type: '@@init' }));
    expect(closed.documents.client).toBeNull();
    const other = [
      actions.clientDocumentsOpened({ clientId: 43, clientName: 'Ben Bauer' }),
      actions.clientDocumentsLoaded({ clientId: 42, online, user }),
    ].reduce(rootReducer, rootReducer(undefined, { type: '@@init' }));
    expect(other.documents.client).toMatchObject({ clientId: 43, status: 'loading', user: [] });
  });

  test("a submitted compliance form reads the client's lists again once they were read, and not before", async () => {
    const { storeState } = await expectSaga(watchDocuments)
      .withReducer(rootReducer, stateAfter(actions.loadRequested(), actions.loaded({ online, user: [] })))
      .provide([
        [matchers.call.fn(api.getOnlineDocuments), online],
        [matchers.call.fn(api.getUserDocuments), user],
      ])
      .put(actions.loadRequested())
      .dispatch(complianceActions.formSubmitSucceeded())
      .silentRun(50);
    expect(storeState.documents).toMatchObject({ status: 'ready', user });
    await expectSaga(watchDocuments)
      .withReducer(rootReducer)
      .not.put(actions.loadRequested())
      .dispatch(complianceActions.formSubmitSucceeded())
      .silentRun(50);
  });
});
