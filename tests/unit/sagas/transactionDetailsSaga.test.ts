/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import * as api from '@/api/transactions';
import type { TransactionDetails } from '@/types/api';
import { localCalendarDay } from '@/engine/format/localCalendarDay';
import { TEXTS } from '@/engine/messages/texts';
import { defaultReportQuery, historyQueryOf, TRANSACTIONS_MODAL, watchTransactions } from '@/sagas/transactionsSaga';
import { rootReducer } from '@/store/rootReducer';
import { sessionActions } from '@/store/sessionSlice';
import { transactionsActions as actions } from '@/store/transactionsSlice';
import { account } from '../support/fixtures';
import { httpError } from '../support/http';
import { fakeEnvironment } from '../support/sagaEnvironment';
import { sagaProviders, stateAfter } from '../support/sagas';
import { NOW_MS } from '../support/tokens';

const details = (id: number): TransactionDetails => ({
  name: 'Dana Client',
  username: 'dmoclient',
  accountNumber: `DMO-${id}`,
  id,
  details: {
    transTypes: { ddlCashTransactionTypes: ['Deposit'] },
    grdTransactions: {
      EUR: [
        {
          Id: 1,
          TransactionDate: '2029-12-01',
          TransactionType: 'Deposit',
          Description: 'Incoming transfer',
          GrossAmount: 100,
          NetAmount: 100,
          RunningBalance: 100,
          CurrencySymbol: '€',
          Currency: 'EUR',
        },
      ],
    },
    rptCashBalance: { EUR: { CurrencySymbol: '€', Amount: 100, Currency: 'EUR' } },
    rptSecTransHistory: {},
    rptFeeTransHistory: {},
  },
});
const withAccounts = () => stateAfter(sessionActions.accountSummaryLoaded([account(11), account(12)]));

describe('transaction details saga', () => {
  test('defaultReportQuery asks for the last twelve months up to today, every cash type', () => {
    const now = new Date(NOW_MS);
    const start = new Date(now.getFullYear() - 1, now.getMonth(), now.getDate() + 1);
    expect(defaultReportQuery(NOW_MS)).toEqual({
      startDate: localCalendarDay(start),
      endDate: localCalendarDay(now),
      getAllTransactions: false,
      cashTransactionType: 'all',
    });
  });

  test('historyQueryOf sends the dates only without Get All Transactions', () => {
    const q = { startDate: '2029-01-01', endDate: '2029-06-30', cashTransactionType: 'Deposit' };
    expect(historyQueryOf(11, { ...q, getAllTransactions: false })).toEqual({
      platformID: 11,
      cashTransactionType: 'Deposit',
      getAllTransactions: false,
      dateFrom: '2029-01-01',
      dateTo: '2029-06-30',
    });
    expect(historyQueryOf(11, { ...q, getAllTransactions: true })).toEqual({
      platformID: 11,
      cashTransactionType: 'Deposit',
      getAllTransactions: true,
    });
  });

  test('opening Transaction details marks the modal open and reads the default period of the active account', async () => {
    const env = fakeEnvironment();
    const { storeState } = await expectSaga(watchTransactions)
      .withReducer(rootReducer, withAccounts())
      .provide([[matchers.call.fn(api.getCashTransactionHistory), details(11)], ...sagaProviders(env)])
      .call(api.getCashTransactionHistory, historyQueryOf(11, defaultReportQuery(NOW_MS)))
      .dispatch(actions.detailsOpened())
      .silentRun(50);
    expect(storeState.ui.openModals).toEqual([TRANSACTIONS_MODAL]);
    expect(storeState.transactions).toMatchObject({
      open: true,
      view: 'details',
      details: { status: 'ready', data: details(11), error: null },
    });
  });

  test('a new report, and a change of active account, read again with the report last asked for', async () => {
    const query = { startDate: '2029-01-01', endDate: '2029-03-31', getAllTransactions: false, cashTransactionType: 'Deposit' };
    const { storeState } = await expectSaga(watchTransactions)
      .withReducer(rootReducer, withAccounts())
      .provide([
        [matchers.call.fn(api.getCashTransactionHistory), dynamic(({ args }) => details((args[0] as { platformID: number }).platformID))],
        ...sagaProviders(fakeEnvironment()),
      ])
      .dispatch(actions.detailsOpened())
      .delay(10)
      .dispatch(actions.detailsRequested(query))
      .delay(10)
      .dispatch(sessionActions.activeAccountChanged(12))
      .call(api.getCashTransactionHistory, historyQueryOf(11, query))
      .call(api.getCashTransactionHistory, historyQueryOf(12, query))
      .silentRun(80);
    expect(storeState.transactions.details).toMatchObject({ query, status: 'ready', data: details(12) });
  });

  test("a failed report shows the server's Message in the modal, else the generic request failure", async () => {
    const refused = await expectSaga(watchTransactions)
      .withReducer(rootReducer, withAccounts())
      .provide([
        [
          matchers.call.fn(api.getCashTransactionHistory),
          throwError(httpError(400, 'Please make sure to enter a date in past, not a future date.')),
        ],
        ...sagaProviders(fakeEnvironment()),
      ])
      .dispatch(actions.detailsOpened())
      .silentRun(50);
    expect(refused.storeState.transactions.details).toMatchObject({
      status: 'failed',
      data: null,
      error: 'Please make sure to enter a date in past, not a future date.',
    });
    expect(refused.storeState.ui.errors).toEqual([]);

    const down = await expectSaga(watchTransactions)
      .withReducer(rootReducer, withAccounts())
      .provide([[matchers.call.fn(api.getCashTransactionHistory), throwError(httpError(500))], ...sagaProviders(fakeEnvironment())])
      .dispatch(actions.detailsOpened())
      .silentRun(50);
    expect(down.storeState.transactions.details.error).toBe(TEXTS.requestFailed);
  });
});
