import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HoldingTransaction, TransactionDetails } from '@/types/api';
import { portfolioActions } from './portfolioSlice';
import { sessionActions } from './sessionSlice';
import { statementActions } from './statementSlice';
import type { LoadStatus } from './watchlistSlice';

/** The product the Transactions modal is narrowed to (a holding's Transactions action), or null for all. */
export interface TransactionsFilter {
  ISIN: string;
  name: string;
}

/**
 * What the Transaction details report was last asked for (compliance §2.6): the transaction-report
 * form's answers (yyyy-MM-dd dates) and the cash type filter ('all' for every type).
 */
export interface TransactionReportQuery {
  startDate?: string;
  endDate?: string;
  getAllTransactions: boolean;
  cashTransactionType: string;
}

/** The Transaction details report of the modal opened for the whole account (no product filter). */
export interface TransactionDetailsState {
  query: TransactionReportQuery | null;
  status: LoadStatus;
  data: TransactionDetails | null;
  /** The failure text shown in the modal: the server's Message or the generic request failure. */
  error: string | null;
}

/**
 * My Account's Transactions modal (trading §2 "transactions section", §7 "Holding transactions",
 * width 1100) and the load state of the Pending orders section, whose data is the cart's
 * `pendingOrders` (one read of products/pendingorders for the cart rules and for the screen).
 */
export interface TransactionsState {
  open: boolean;
  /** Which modal is open: a holding's (or all products') transactions list, or the Transaction details report. */
  view: 'list' | 'details';
  filter: TransactionsFilter | null;
  /** The account the rows are of: a change of active account while open reloads. */
  accountId: number | null;
  status: LoadStatus;
  rows: HoldingTransaction[];
  /** The failure text shown in the modal: the server's Message or the generic request failure. */
  error: string | null;
  /** Opened without a product: the Transaction details report (compliance §2.6). */
  details: TransactionDetailsState;
  pending: { accountId: number | null; status: LoadStatus };
  /** The order form asked for from a pending order; `url` stays when the browser blocked the new tab. */
  orderForm: {
    OrderId: number;
    status: 'loading' | 'ready' | 'failed';
    url: string | null;
    fileName: string | null;
    blocked: boolean;
  } | null;
}

const initialState: TransactionsState = {
  open: false,
  view: 'list',
  filter: null,
  accountId: null,
  status: 'idle',
  rows: [],
  error: null,
  details: { query: null, status: 'idle', data: null, error: null },
  pending: { accountId: null, status: 'idle' },
  orderForm: null,
};

const transactionsSlice = createSlice({
  name: 'transactions',
  initialState,
  reducers: {
    opened: (s, a: PayloadAction<TransactionsFilter | null>) => {
      s.open = true;
      s.view = 'list';
      s.filter = a.payload;
      s.rows = [];
      s.error = null;
      s.status = 'loading';
    },
    /** My Account's Transactions: the Transaction details report of the active account, asked afresh. */
    detailsOpened: (s) => {
      s.open = true;
      s.view = 'details';
      s.filter = null;
      s.details = { query: null, status: 'loading', data: null, error: null };
    },
    closed: (s) => {
      s.open = false;
    },
    loadStarted: (s, a: PayloadAction<number>) => {
      if (s.accountId !== a.payload) s.rows = [];
      s.accountId = a.payload;
      s.status = 'loading';
      s.error = null;
    },
    loaded: (s, a: PayloadAction<HoldingTransaction[]>) => {
      s.rows = a.payload;
      s.status = 'ready';
    },
    loadFailed: (s, a: PayloadAction<string>) => {
      s.rows = [];
      s.status = 'failed';
      s.error = a.payload;
    },
    /** The report asked for (Get Transaction Report, the type filter, opening, another active account). */
    detailsRequested: (s, a: PayloadAction<TransactionReportQuery>) => {
      s.details.query = a.payload;
      s.details.status = 'loading';
      s.details.error = null;
    },
    detailsLoaded: (s, a: PayloadAction<TransactionDetails>) => {
      s.details.data = a.payload;
      s.details.status = 'ready';
    },
    detailsFailed: (s, a: PayloadAction<string>) => {
      s.details.data = null;
      s.details.status = 'failed';
      s.details.error = a.payload;
    },
    // The same account's list stays shown while it is read again (returning to My Account, the cart closed).
    pendingOrdersRequested: (s, a: PayloadAction<number>) => {
      if (s.pending.accountId !== a.payload || s.pending.status !== 'ready') s.pending = { accountId: a.payload, status: 'loading' };
    },
    pendingOrdersReady: (s, a: PayloadAction<number>) => {
      if (s.pending.accountId === a.payload) s.pending.status = 'ready';
    },
    pendingOrdersFailed: (s, a: PayloadAction<number>) => {
      if (s.pending.accountId === a.payload) s.pending.status = 'failed';
    },
    orderFormRequested: (s, a: PayloadAction<{ OrderId: number }>) => {
      s.orderForm = { OrderId: a.payload.OrderId, status: 'loading', url: null, fileName: null, blocked: false };
    },
    orderFormReady: (s, a: PayloadAction<{ OrderId: number; url: string; fileName: string; blocked: boolean }>) => {
      s.orderForm = { ...a.payload, status: 'ready' };
    },
    orderFormFailed: (s) => {
      if (s.orderForm) s.orderForm.status = 'failed';
    },
  },
  // Nothing of one user stays in the store for the next (logout, timeout).
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, () => initialState);
    builder.addCase(portfolioActions.cleared, () => initialState);
    // Compliance §8: a statement that could not be loaded clears the transactions too.
    builder.addCase(statementActions.failed, (s) => {
      s.details.data = null;
      s.details.status = 'idle';
    });
  },
});

export const transactionsActions = transactionsSlice.actions;
export const selectTransactions = (s: { transactions: TransactionsState }) => s.transactions;
export default transactionsSlice.reducer;
