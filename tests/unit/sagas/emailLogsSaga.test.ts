/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as api from '@/api/emailLogs';
import type { EmailLogPage } from '@/types/generated/api/email-logs';
import { EMAIL_LOG_TEXTS } from '@/engine/messages/emailLogTexts';
import { watchEmailLogs } from '@/sagas/emailLogsSaga';
import { emailLogsActions as actions, selectEmailLogs } from '@/store/emailLogsSlice';
import { injectPortalSlices } from '@/store/portalSlices';
import { rootReducer } from '@/store/rootReducer';
import { httpError } from '../support/http';

// The portal's slices, which the app injects when the logged-in portal loads.
injectPortalSlices();

const page: EmailLogPage = {
  EmailList: [{ Id: 7, Date: '2024-03-12T23:59:59.000Z', To: 'a@b.example', Subject: 'Hello', Kind: 'alert', Body: 'Text' }],
  TotalCount: 11,
  PageNumber: 2,
  PageSize: 10,
};

describe('email logs saga', () => {
  test('a request reads that page with the filters and ten a page, and keeps the answer', async () => {
    const filters = { search: 'hello', startDate: '2024-03-01' };
    const { storeState } = await expectSaga(watchEmailLogs)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.getEmailLog), page]])
      .call(api.getEmailLog, { search: 'hello', startDate: '2024-03-01', PageNumber: 2, PageSize: 10 })
      .dispatch(actions.requested({ filters, pageNumber: 2 }))
      .silentRun(50);
    expect(selectEmailLogs(storeState)).toMatchObject({ status: 'ready', page, filters, pageNumber: 2, error: null });
  });

  test("a failure is shown on the page: the server's Message, else the page's own text", async () => {
    const failed = async (error: unknown) =>
      selectEmailLogs(
        (
          await expectSaga(watchEmailLogs)
            .withReducer(rootReducer)
            .provide([[matchers.call.fn(api.getEmailLog), throwError(error as Error)]])
            .dispatch(actions.requested({ filters: {}, pageNumber: 1 }))
            .silentRun(50)
        ).storeState,
      );
    expect(await failed(httpError(400, 'Start Date must not be after End Date'))).toMatchObject({
      status: 'failed',
      page: null,
      error: 'Start Date must not be after End Date',
    });
    expect((await failed(new Error('network'))).error).toBe(EMAIL_LOG_TEXTS.loadFailed);
  });
});
