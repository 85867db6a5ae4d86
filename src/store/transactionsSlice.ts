import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HoldingTransaction } from '@/types/api';
import { portfolioActions } from './portfolioSlice';
import { sessionActions } from './sessionSlice';
import type { LoadStatus } from './watchlistSlice';

/** The product the Transactions modal is narrowed to (a holding's Transactions action), or null for all. */
export interface TransactionsFilter {
  ISIN: string;
  name: string;
}

/**
 * My Account's Transactions modal (trading §2 "transactions section", §7 "Holding transactions",
 * width 1100) and the load state of the Pending orders section, whose data is the cart's
 * `pendingOrders` (one read of products/pendingorders for the cart rules and for the screen).
 */
export interface TransactionsState {
  open: boolean;
  filter: TransactionsFilter | null;
  /** The account the rows are of: a change of active account while open reloads. */
  accountId: number | null;
  status: LoadStatus;
  rows: HoldingTransaction[];
  /** The failure text shown in the modal: the server's Message or the generic request failure. */
  error: string | null;
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
  filter: null,
  accountId: null,
  status: 'idle',
  rows: [],
  error: null,
  pending: { accountId: null, status: 'idle' },
  orderForm: null,
};

const transactionsSlice = createSlice({
  name: 'transactions',
  initialState,
  reducers: {
    opened: (s, a: PayloadAction<TransactionsFilter | null>) => {
      s.open = true;
      s.filter = a.payload;
      s.rows = [];
      s.error = null;
      s.status = 'loading';
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
  },
});

export const transactionsActions = transactionsSlice.actions;
export const selectTransactions = (s: { transactions: TransactionsState }) => s.transactions;
export default transactionsSlice.reducer;
