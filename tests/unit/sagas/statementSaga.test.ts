/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as api from '@/api/statements';
import type { StatementLink, TransactionDetails } from '@/types/api';
import { STATEMENT_DOWNLOAD_TEXTS } from '@/engine/messages/statementTexts';
import { watchStatement } from '@/sagas/statementSaga';
import { injectPortalSlices } from '@/store/portalSlices';
import { rootReducer } from '@/store/rootReducer';
import { statementActions as actions } from '@/store/statementSlice';
import { transactionsActions } from '@/store/transactionsSlice';
import { uiActions } from '@/store/uiSlice';
import { httpError, networkError } from '../support/http';

// The portal's slices, which the app injects when the logged-in portal loads.
injectPortalSlices();

const query = { platformID: 11, getAllTransactions: false, dateFrom: '2029-01-01', dateTo: '2029-12-31' };
const link: StatementLink = {
  Url: '/api/accounts/accountstatement?platformID=11&dateFrom=2029-01-01&dateTo=2029-12-31&userId=3&expires=1&signature=x',
  FileName: 'Statement-DMO-11-2029-01-01-2029-12-31.pdf',
  ExpiresAt: '2030-01-01T00:00:00.000Z',
};

const run = (provided: unknown) =>
  expectSaga(watchStatement)
    .withReducer(rootReducer)
    .provide([[matchers.call.fn(api.getAccountStatementUrl), provided]])
    .dispatch(actions.requested(query));

describe('statement saga (compliance §2.6 Download Statement, §8)', () => {
  test('asks for the signed link of the account and period asked, and hands it to the print window', async () => {
    const { storeState } = await run(link)
      .call(api.getAccountStatementUrl, query)
      .put(actions.ready({ url: link.Url, fileName: link.FileName }))
      .silentRun(50);
    expect(storeState.statement).toEqual({ request: 1, status: 'ready', link: { url: link.Url, fileName: link.FileName } });
    expect(storeState.ui.errors).toEqual([]);
  });

  test('a failure without a Message shows the §8 text, word for word, in the error modal, and clears the transactions', async () => {
    const shown = { name: 'Ann Client', username: 'dmoclient', accountNumber: 'DMO-11', id: 11 } as TransactionDetails;
    const { storeState } = await expectSaga(watchStatement)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.getAccountStatementUrl), throwError(networkError())]])
      .dispatch(transactionsActions.detailsLoaded(shown))
      .dispatch(actions.requested(query))
      .put(actions.failed())
      .put(uiActions.errorRaised('Sorry! Looks like something went wrong while loading your Account Statement'))
      .silentRun(50);
    expect(STATEMENT_DOWNLOAD_TEXTS.failed).toBe('Sorry! Looks like something went wrong while loading your Account Statement');
    expect(storeState.statement).toMatchObject({ status: 'failed', link: null });
    expect(storeState.transactions.details).toMatchObject({ data: null, status: 'idle' });
  });

  test("the server's Message is preferred (a refused period, another's account)", async () => {
    const message = 'Please make sure to enter a date in past, not a future date.';
    await run(throwError(httpError(400, message)))
      .put(actions.failed())
      .put(uiActions.errorRaised(message))
      .silentRun(50);
  });

  test('a second click supersedes the first: only the last answer is kept', async () => {
    const { storeState } = await expectSaga(watchStatement)
      .withReducer(rootReducer)
      .provide([[matchers.call.fn(api.getAccountStatementUrl), link]])
      .dispatch(actions.requested(query))
      .dispatch(actions.requested({ platformID: 11, getAllTransactions: true }))
      .call(api.getAccountStatementUrl, { platformID: 11, getAllTransactions: true })
      .silentRun(50);
    expect(storeState.statement.request).toBe(2);
    expect(storeState.statement.status).toBe('ready');
  });
});
