import { act, fireEvent, screen } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  DownloadStatement,
  PRINT_WINDOW_FEATURES,
  STATEMENT_WINDOW_NAME,
  statementQueryOf,
} from '@/features/trading/transactions/DownloadStatement';
import { STATEMENT_PRINT_WINDOW_CLOSE_MS } from '@/engine/constants';
import { sessionActions } from '@/store/sessionSlice';
import { statementActions } from '@/store/statementSlice';
import { transactionsActions } from '@/store/transactionsSlice';
import { account, user } from '../../support/fixtures';
import { renderScreen } from '../../support/render';
import { stateAfter } from '../../support/sagas';
import { sessionToken } from '../../support/tokens';

const query = { startDate: '2029-01-01', endDate: '2029-12-31', getAllTransactions: false, cashTransactionType: 'all' };
const url = '/api/accounts/accountstatement?platformID=11&signature=x';

const details = {
  name: 'Ann Client',
  username: 'dmoclient',
  accountNumber: 'DMO-11',
  id: 11,
  details: {
    transTypes: { ddlCashTransactionTypes: [] },
    grdTransactions: {},
    rptCashBalance: {},
    rptSecTransHistory: {},
    rptFeeTransHistory: {},
  },
};
const shown = [
  transactionsActions.detailsOpened(),
  transactionsActions.detailsRequested(query),
  transactionsActions.detailsLoaded(details),
];

function renderButton(extra: UnknownAction[] = shown) {
  const { token, claims } = sessionToken('client');
  return renderScreen(<DownloadStatement />, {
    state: stateAfter(
      sessionActions.tokenReceived({ token, claims }),
      sessionActions.userInfoLoaded(user({ Role: 'client' })),
      sessionActions.accountSummaryLoaded([account(11), account(12)]),
      ...extra,
    ),
  });
}

/** A print window as the browser gives it: blank until the link is set. */
function fakeWindow() {
  const win = {
    closed: false,
    location: { href: 'about:blank' },
    document: { readyState: 'complete' },
    focus: jest.fn(),
    print: jest.fn(),
    close: jest.fn(() => {
      win.closed = true;
    }),
  };
  return win;
}

describe('DownloadStatement (compliance §2.6, §4)', () => {
  let open: jest.SpyInstance;
  afterEach(() => {
    open?.mockRestore();
    jest.useRealTimers();
  });

  test("the statement's query is the report's: its dates, or all transactions", () => {
    expect(statementQueryOf(11, query)).toEqual({
      platformID: 11,
      getAllTransactions: false,
      dateFrom: '2029-01-01',
      dateTo: '2029-12-31',
    });
    expect(statementQueryOf(11, { ...query, getAllTransactions: true })).toEqual({ platformID: 11, getAllTransactions: true });
  });

  test('a click opens the 595 × 842 print window at once and asks for the statement of the report’s period', () => {
    const win = fakeWindow();
    open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const { dispatched } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Download Statement' }));
    expect(open).toHaveBeenCalledWith('', STATEMENT_WINDOW_NAME, PRINT_WINDOW_FEATURES);
    expect(PRINT_WINDOW_FEATURES).toBe('popup,width=595,height=842');
    expect(dispatched).toContainEqual(
      statementActions.requested({ platformID: 11, getAllTransactions: false, dateFrom: '2029-01-01', dateTo: '2029-12-31' }),
    );
    expect(screen.getByRole('button', { name: 'Download Statement' })).toHaveProperty('disabled', true);
  });

  test('the link goes to the window, which prints once loaded and closes 1 s later', () => {
    jest.useFakeTimers();
    const win = fakeWindow();
    open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const { store } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Download Statement' }));
    act(() => {
      store.dispatch(statementActions.ready({ url, fileName: 'Statement.pdf' }));
    });
    expect(win.location.href).toBe(url);
    act(() => {
      // The window is looked at every 100 ms: loaded at the first look, so printed then.
      jest.advanceTimersByTime(100);
    });
    expect(win.print).toHaveBeenCalledTimes(1);
    expect(win.close).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(STATEMENT_PRINT_WINDOW_CLOSE_MS - 10);
    });
    expect(win.close).not.toHaveBeenCalled();
    act(() => {
      jest.advanceTimersByTime(20);
    });
    expect(win.close).toHaveBeenCalledTimes(1);
    expect(STATEMENT_PRINT_WINDOW_CLOSE_MS).toBe(1000);
    expect(screen.getByText('Your statement opened in a new window.').getAttribute('aria-live')).toBe('polite');
  });

  test('a blocked window leaves the statement’s link to open by hand', () => {
    open = jest.spyOn(window, 'open').mockReturnValue(null);
    const { store } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Download Statement' }));
    act(() => {
      store.dispatch(statementActions.ready({ url, fileName: 'Statement-DMO-11-all.pdf' }));
    });
    expect(screen.getByText(/Your browser blocked the print window/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Statement-DMO-11-all.pdf' })).toHaveProperty('href', `http://localhost${url}`);
  });

  test('a failure closes the empty window (the saga shows the error)', () => {
    const win = fakeWindow();
    open = jest.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const { store } = renderButton();
    fireEvent.click(screen.getByRole('button', { name: 'Download Statement' }));
    act(() => {
      store.dispatch(statementActions.failed());
    });
    expect(win.close).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Download Statement' })).toHaveProperty('disabled', false);
  });

  test('is disabled before the report is asked and while it loads', () => {
    renderButton([transactionsActions.detailsOpened()]);
    expect(screen.getByRole('button', { name: 'Download Statement' })).toHaveProperty('disabled', true);
  });

  test('is disabled while the report loads', () => {
    renderButton(shown.slice(0, 2));
    expect(screen.getByRole('button', { name: 'Download Statement' })).toHaveProperty('disabled', true);
  });
});
