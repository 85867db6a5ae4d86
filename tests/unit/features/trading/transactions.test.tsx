import type { ReactElement } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Holding, HoldingTransaction, PendingOrder, TransactionDetails, TransactionRow } from '@/types/api';
import { HoldingsSection } from '@/features/trading/holdings/HoldingsSection';
import { PendingOrdersSection } from '@/features/trading/transactions/PendingOrdersSection';
import { TransactionsSection } from '@/features/trading/transactions/TransactionsSection';
import { cartActions } from '@/store/cartSlice';
import { portfolioActions } from '@/store/portfolioSlice';
import { sessionActions } from '@/store/sessionSlice';
import { transactionsActions } from '@/store/transactionsSlice';
import { account, user } from '../../support/fixtures';
import { renderScreen } from '../../support/render';
import { stateAfter } from '../../support/sagas';
import { sessionToken } from '../../support/tokens';

const order = (OrderLineId: number, overrides: Partial<PendingOrder> = {}): PendingOrder => ({
  OrderId: 500 + OrderLineId,
  OrderLineId,
  ISIN: `IE00000000${OrderLineId}0`,
  Name: `Fund ${OrderLineId}`,
  ProductType: 'Fund',
  ORDER_DATE: '2029-12-0' + OrderLineId,
  CreatedAt: '',
  QUANTITY: 12.34567,
  Units: 12.34567,
  Amount: 1000,
  Currency: 'EUR',
  TransactionType: 'Purchase',
  TradeOptions: 'Amount',
  Status: 'Pending',
  CheckoutType: 'Online',
  ...overrides,
});

const transaction = (Id: number, overrides: Partial<HoldingTransaction> = {}): HoldingTransaction => ({
  Id,
  Date: '2029-12-03',
  TransactionType: 'Buy',
  ISIN: 'IE0000000010',
  Name: 'Fund 1',
  ProductType: 'Fund',
  Units: 12.34567,
  Price: 81.00009,
  Amount: 1000.005,
  Currency: 'USD',
  CurrencySymbol: '$',
  OrderId: 501,
  Description: 'Purchase',
  ...overrides,
});

function renderAs(element: ReactElement, extra: UnknownAction[], role = 'client') {
  const { token, claims } = sessionToken(role);
  return renderScreen(element, {
    state: stateAfter(
      sessionActions.tokenReceived({ token, claims }),
      sessionActions.userInfoLoaded(user({ Role: role })),
      sessionActions.accountSummaryLoaded([account(11), account(12, { IsDFM: true })]),
      ...extra,
    ),
  });
}

const ready = (orders: PendingOrder[]) => [
  transactionsActions.pendingOrdersRequested(11),
  cartActions.pendingOrdersLoaded({
    Purchase: orders.filter((o) => o.TransactionType === 'Purchase'),
    Sell: orders.filter((o) => o.TransactionType === 'Sell'),
  }),
  transactionsActions.pendingOrdersReady(11),
];

describe('PendingOrdersSection', () => {
  test("asks for the active account's pending orders when it shows, with a labelled spinner until they come", () => {
    const { dispatched } = renderAs(<PendingOrdersSection />, []);
    expect(dispatched).toContainEqual(transactionsActions.pendingOrdersRequested(11));
    expect(screen.getByText('Loading your pending orders…')).toBeTruthy();
  });

  test('lists every pending order newest first with the columns, 4-decimal units, "All" for a sell-all and the order form of Manual and Docusign orders', () => {
    const { dispatched } = renderAs(
      <PendingOrdersSection />,
      ready([
        order(1),
        order(2, {
          TransactionType: 'Sell',
          TradeOptions: 'SellAll',
          QUANTITY: 0,
          Units: 40,
          Amount: 3456.789,
          Currency: 'USD',
          CheckoutType: 'Manual',
        }),
        order(3, { TradeOptions: 'Units', Status: 'AwaitingSignature', CheckoutType: 'Docusign', Currency: 'GBP', Amount: 99.5 }),
      ]),
    );
    const table = screen.getByRole('table', { name: 'Pending orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Order', 'Date', 'Product', 'Buy/Sell', 'Trade option', 'Units', 'Amount', 'Status', 'Checkout']);
    const cells = (i: number) => [...within(table).getAllByRole('row')[i].querySelectorAll('td')].map((c) => c.textContent);
    expect(cells(1)).toEqual([
      '503',
      '03/12/2029',
      'Fund 3IE0000000030',
      'Buy',
      'Units',
      '12.3457',
      '£ 99.50',
      'Awaiting signature',
      'DocusignOrder form',
    ]);
    expect(cells(2)).toEqual([
      '502',
      '02/12/2029',
      'Fund 2IE0000000020',
      'Sell',
      'Sell All',
      'All',
      '$ 3,456.79',
      'Pending',
      'ManualOrder form',
    ]);
    expect(cells(3)).toEqual(['501', '01/12/2029', 'Fund 1IE0000000010', 'Buy', 'Amount', '12.3457', '€ 1,000.00', 'Pending', 'Online']);
    expect(screen.getByRole('region', { name: 'Pending orders table' }).tabIndex).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Order form of order 502' }));
    expect(dispatched).toContainEqual(transactionsActions.orderFormRequested({ OrderId: 502 }));
  });

  test('says "You have no pending orders." when there are none', () => {
    renderAs(<PendingOrdersSection />, ready([]));
    expect(screen.getByText('You have no pending orders.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  test("does not show another account's orders as the active one's", () => {
    renderAs(<PendingOrdersSection />, [...ready([order(1)]), sessionActions.activeAccountChanged(12)]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Loading your pending orders…')).toBeTruthy();
  });

  test('a failed read says the generic request failure', () => {
    const { store } = renderAs(<PendingOrdersSection />, []);
    act(() => {
      store.dispatch(transactionsActions.pendingOrdersFailed(11));
    });
    expect(screen.getByRole('alert').textContent).toBe(
      'Sorry! Looks like something went wrong while trying to process your request. Our support team has been notified of this error.',
    );
  });

  test('offers the order form to click when the browser blocked the new tab', () => {
    renderAs(<PendingOrdersSection />, [
      ...ready([order(1, { CheckoutType: 'Manual' })]),
      transactionsActions.orderFormRequested({ OrderId: 501 }),
      transactionsActions.orderFormReady({ OrderId: 501, url: '/api/products/orderform?OrderId=501', fileName: 'f.pdf', blocked: true }),
    ]);
    expect(screen.getByRole('status').textContent).toBe('Your browser blocked the new tab. Open the order form of order 501');
    expect(screen.getByRole('link', { name: 'Open the order form of order 501' }).getAttribute('href')).toBe(
      '/api/products/orderform?OrderId=501',
    );
  });
});

const report = (Id: number): TransactionDetails => {
  const row = (n: number, overrides: Partial<TransactionRow>): TransactionRow => ({
    Id: n,
    TransactionDate: '2029-11-0' + n,
    TransactionType: 'Deposit',
    Description: `Row ${n}`,
    GrossAmount: 1000,
    NetAmount: 1000,
    RunningBalance: 1000,
    CurrencySymbol: '€',
    Currency: 'EUR',
    ...overrides,
  });
  return {
    name: 'Dana Client',
    username: 'dmoclient',
    accountNumber: 'DMO-100101',
    id: Id,
    details: {
      transTypes: { ddlCashTransactionTypes: ['Account Service Fee', 'Deposit'] },
      grdTransactions: {
        EUR: [row(1, {}), row(2, { TransactionType: 'Account Service Fee', GrossAmount: null, NetAmount: -37.5, RunningBalance: 962.5 })],
        USD: [],
      },
      rptCashBalance: {
        EUR: { CurrencySymbol: '€', Amount: 962.5, Currency: 'EUR' },
        USD: { CurrencySymbol: '$', Amount: 24800, Currency: 'USD' },
      },
      rptSecTransHistory: {},
      rptFeeTransHistory: {
        EUR: [row(2, { TransactionType: 'Account Service Fee', GrossAmount: null, NetAmount: -37.5, RunningBalance: null })],
      },
    },
  };
};
const asked = { startDate: '2029-01-01', endDate: '2029-12-31', getAllTransactions: false, cashTransactionType: 'all' };

describe('Transaction details modal (compliance §2.6)', () => {
  test('while loading: the skeleton of 8 lines, announced, under a title with the account number', () => {
    renderAs(<TransactionsSection />, [transactionsActions.detailsOpened(), transactionsActions.detailsRequested(asked)]);
    const dialog = screen.getByRole('dialog', { name: 'Transaction Details – Account DMO-11' });
    expect(within(dialog).getByRole('status').textContent).toBe('Loading transactions…');
    expect(dialog.querySelectorAll('.fui-SkeletonItem')).toHaveLength(8);
    expect(within(dialog).queryByRole('combobox', { name: 'Cash Transaction Type' })).toBeNull();
  });

  test('the report: title with name, user ID and account, a balance header per currency, the cash columns with N/A, and the two other sections', () => {
    renderAs(<TransactionsSection />, [
      transactionsActions.detailsOpened(),
      transactionsActions.detailsRequested(asked),
      transactionsActions.detailsLoaded(report(11)),
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Transaction Details – Dana Client (User ID dmoclient) – Account DMO-100101' });
    expect(within(dialog).getByRole('heading', { name: 'Balance: € 962.50 EUR' })).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Balance: $ 24,800.00 USD' })).toBeTruthy();
    const cash = within(dialog).getByRole('table', { name: 'Cash Transactions in EUR' });
    expect(
      within(cash)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Transaction Type', 'Description', 'Gross Amount', 'Net Amount', 'Running Balance']);
    const cells = within(cash)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(cells).toEqual([
      ['01/11/2029', 'Deposit', 'Row 1', '€ 1,000.00', '€ 1,000.00', '€ 1,000.00'],
      ['02/11/2029', 'Account Service Fee', 'Row 2', 'N/A', '€ -37.50', '€ 962.50'],
    ]);
    expect(within(dialog).getByText('No cash transactions in this period.')).toBeTruthy();
    expect(within(dialog).getByText('No security transactions in this period.')).toBeTruthy();
    const fees = within(dialog).getByRole('table', { name: 'Fees and Charges' });
    expect(
      within(fees)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Type', 'Description', 'Net Amount']);
    expect(within(dialog).getByRole('combobox', { name: 'Cash Transaction Type' })).toBeTruthy();
  });

  test('choosing a cash type asks for the same period with that type', () => {
    const { dispatched } = renderAs(<TransactionsSection />, [
      transactionsActions.detailsOpened(),
      transactionsActions.detailsRequested(asked),
      transactionsActions.detailsLoaded(report(11)),
    ]);
    fireEvent.click(screen.getByRole('combobox', { name: 'Cash Transaction Type' }));
    fireEvent.click(screen.getByRole('option', { name: 'Account Service Fee' }));
    expect(dispatched).toContainEqual(transactionsActions.detailsRequested({ ...asked, cashTransactionType: 'Account Service Fee' }));
  });

  test('no filter without a type list', () => {
    const none = report(11);
    none.details.transTypes.ddlCashTransactionTypes = [];
    renderAs(<TransactionsSection />, [
      transactionsActions.detailsOpened(),
      transactionsActions.detailsRequested(asked),
      transactionsActions.detailsLoaded(none),
    ]);
    expect(screen.queryByRole('combobox', { name: 'Cash Transaction Type' })).toBeNull();
  });

  test("a failed report shows the saga's text as an alert", () => {
    renderAs(<TransactionsSection />, [
      transactionsActions.detailsOpened(),
      transactionsActions.detailsRequested(asked),
      transactionsActions.detailsFailed('Please make sure to enter a date in past, not a future date.'),
    ]);
    expect(screen.getByRole('alert').textContent).toBe('Please make sure to enter a date in past, not a future date.');
  });
});

describe('TransactionsSection and its modal', () => {
  test('the Transactions button opens Transaction details (compliance §2.6)', () => {
    const { dispatched } = renderAs(<TransactionsSection />, []);
    expect(screen.getByRole('heading', { name: 'Transactions' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Transactions' }));
    expect(dispatched).toContainEqual(transactionsActions.detailsOpened());
  });

  test('loading shows a labelled spinner, with the Active Account choice above', () => {
    renderAs(<TransactionsSection />, [transactionsActions.opened(null), transactionsActions.loadStarted(11)]);
    const dialog = screen.getByRole('dialog', { name: 'Transactions' });
    expect(within(dialog).getByText('Loading transactions…')).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Active Account' })).toBeTruthy();
  });

  test('lists the transactions: date, type, product, units and price to 4 decimals, amount to 2 with the currency, order', () => {
    renderAs(<TransactionsSection />, [
      transactionsActions.opened(null),
      transactionsActions.loadStarted(11),
      transactionsActions.loaded([transaction(1), transaction(2, { TransactionType: 'Sell', OrderId: null, Price: null })]),
    ]);
    const table = screen.getByRole('table', { name: 'Transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Type', 'Product', 'Units', 'Price', 'Amount', 'Order']);
    const cells = (i: number) => [...within(table).getAllByRole('row')[i].querySelectorAll('td')].map((c) => c.textContent);
    expect(cells(1)).toEqual(['03/12/2029', 'Buy', 'Fund 1IE0000000010', '12.3457', '$ 81.0001', '$ 1,000.01', '501']);
    expect(cells(2)).toEqual(['03/12/2029', 'Sell', 'Fund 1IE0000000010', '12.3457', '–', '$ 1,000.01', '–']);
    expect(screen.getByRole('region', { name: 'Transactions table' }).tabIndex).toBe(0);
  });

  test('one holding\'s transactions are titled with its name; empty says "No transactions yet."', () => {
    renderAs(<TransactionsSection />, [
      transactionsActions.opened({ ISIN: 'IE0000000010', name: 'Fund 1' }),
      transactionsActions.loadStarted(11),
      transactionsActions.loaded([]),
    ]);
    const dialog = screen.getByRole('dialog', { name: 'Transactions – Fund 1' });
    expect(within(dialog).getByText('No transactions yet.')).toBeTruthy();
  });

  test('a failed read shows the text the saga chose, and Close closes', () => {
    const { dispatched } = renderAs(<TransactionsSection />, [
      transactionsActions.opened(null),
      transactionsActions.loadFailed('You may not see this account.'),
    ]);
    expect(screen.getByText('You may not see this account.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(dispatched).toContainEqual(transactionsActions.closed());
  });
});

describe('HoldingsSection', () => {
  test('each holding has a Transactions action that opens the modal for its ISIN', () => {
    const holding: Holding = {
      Id: 1,
      AccountId: 11,
      ProductId: 9,
      Name: 'Fund 1',
      ISIN: 'IE0000000010',
      Type: 'Fund',
      Units: 10,
      LatestNAV: 10,
      NavDate: '2029-12-01',
      PurchaseDate: '2029-01-01',
      PurchasedValue: 90,
      CurrentValue: 100,
      Performance: 11.1,
      Currency: 'EUR',
      CurrencySymbol: '€',
    };
    const { dispatched } = renderAs(<HoldingsSection />, [
      portfolioActions.holdingsLoaded({
        Holdings: [holding],
        Totals: { Currency: 'EUR', PurchasedValue: 90, CurrentValue: 100, Performance: 11.1 },
      }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Transactions of Fund 1' }));
    expect(dispatched).toContainEqual(transactionsActions.opened({ ISIN: 'IE0000000010', name: 'Fund 1' }));
  });
});
