/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as api from '@/api/clients';
import type { ClientDirectoryPage } from '@/types/generated/api/clients';
import { CLIENT_DIRECTORY_PAGE_SIZE, CLIENT_DIRECTORY_TEXTS } from '@/engine/clients/directory';
import { watchClientDirectory } from '@/sagas/clientDirectorySaga';
import { clientDirectoryActions as actions, selectClientDirectory } from '@/store/clientDirectorySlice';
import { injectPortalSlices } from '@/store/portalSlices';
import { rootReducer } from '@/store/rootReducer';
import { httpError } from '../support/http';

// The portal's slices, which the app injects when the logged-in portal loads.
injectPortalSlices();

const page: ClientDirectoryPage = { Clients: [], TotalCount: 40, Page: 2, PageSize: CLIENT_DIRECTORY_PAGE_SIZE };

describe('client directory saga', () => {
  test('a request reads that page, the search trimmed and 25 a page, and keeps the answer', async () => {
    const { storeState } = await expectSaga(watchClientDirectory)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.getClientDirectory), page]])
      .call(api.getClientDirectory, { search: 'ober', sort: '-position', page: 2, pageSize: CLIENT_DIRECTORY_PAGE_SIZE })
      .dispatch(actions.requested({ search: '  ober ', sort: '-position', page: 2 }))
      .silentRun(50);
    expect(selectClientDirectory(storeState)).toMatchObject({ status: 'ready', page, error: null });
  });

  test('no search is left out of the call', async () => {
    await expectSaga(watchClientDirectory)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.getClientDirectory), page]])
      .call(api.getClientDirectory, { sort: 'name', page: 1, pageSize: CLIENT_DIRECTORY_PAGE_SIZE })
      .dispatch(actions.requested({ search: '   ', sort: 'name', page: 1 }))
      .silentRun(50);
  });

  test("a failure keeps the server's Message, else the directory's own text", async () => {
    const failed = async (error: unknown) =>
      selectClientDirectory(
        (
          await expectSaga(watchClientDirectory)
            .withReducer(rootReducer)
            .provide([[matchers.call.fn(api.getClientDirectory), throwError(error as Error)]])
            .dispatch(actions.requested({ search: '', sort: '-position', page: 1 }))
            .silentRun(50)
        ).storeState,
      );
    expect(await failed(httpError(400, CLIENT_DIRECTORY_TEXTS.positionSortTooBroad))).toMatchObject({
      status: 'failed',
      error: CLIENT_DIRECTORY_TEXTS.positionSortTooBroad,
    });
    expect((await failed(new Error('network'))).error).toBe(CLIENT_DIRECTORY_TEXTS.loadFailed);
  });
});
