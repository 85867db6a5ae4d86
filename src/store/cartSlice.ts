import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BasketProductDetails, CartItem, PendingOrders } from '@/types/api';
import type { TradeInput } from '@/engine/trading/tradeAmounts';
import { portfolioActions } from './portfolioSlice';

/** The holding a sell basket sells (trading §3 Sell details), with the units not already being sold. */
export interface SellDetails {
  Name: string;
  ISIN: string;
  Type: string;
  Currency: string;
  CurrencySymbol: string;
  Units: number;
  SellableUnits: number;
  PurchasedValue: number;
  Performance: number;
  CurrentValue: number;
  LatestNAV: number | null;
}

/** The values recomputed from the active input after the debounce (trading §4 Basket input modes). */
export interface BasketFigures {
  Units: number;
  Amount: number;
  PercentOfCash: number | null;
  PercentOfHoldings: number | null;
}

export interface BasketState {
  side: 'Purchase' | 'Sell';
  ISIN: string;
  name: string;
  status: 'loading' | 'ready' | 'saving' | 'failed';
  product: BasketProductDetails | null;
  holding: SellDetails | null;
  /** The cart item being edited (Update Amount), or null for a new item. */
  editItemId: number | null;
  input: TradeInput;
  figures: BasketFigures | null;
  /** The figures are being recomputed (the 500 ms debounce is running). */
  recomputing: boolean;
}

/**
 * The cart's own state beside the cart data (portfolio.cart, loaded after login): which items are
 * checked (all unchecked whenever the cart reloads), the removed-items notice, the pending orders
 * the sell and duplicate rules read, and the open buy or sell basket.
 */
export interface CartState {
  checked: number[];
  loading: boolean;
  removing: number[];
  removedNoticeOpen: boolean;
  pendingOrders: PendingOrders | null;
  basket: BasketState | null;
}

const initialState: CartState = { checked: [], loading: false, removing: [], removedNoticeOpen: false, pendingOrders: null, basket: null };

const cartSlice = createSlice({
  name: 'cart',
  initialState,
  reducers: {
    reloadRequested: (s) => {
      s.loading = true;
    },
    loadFinished: (s) => {
      s.loading = false;
    },
    itemChecked: (s, a: PayloadAction<{ id: number; checked: boolean }>) => {
      s.checked = s.checked.filter((id) => id !== a.payload.id);
      if (a.payload.checked) s.checked.push(a.payload.id);
    },
    removeRequested: (s, a: PayloadAction<{ ID: number; Name: string }>) => {
      if (!s.removing.includes(a.payload.ID)) s.removing.push(a.payload.ID);
    },
    removeFinished: (s, a: PayloadAction<number>) => {
      s.removing = s.removing.filter((id) => id !== a.payload);
      s.checked = s.checked.filter((id) => id !== a.payload);
    },
    removedNoticeShown: (s) => {
      s.removedNoticeOpen = true;
    },
    removedNoticeClosed: (s) => {
      s.removedNoticeOpen = false;
    },
    pendingOrdersLoaded: (s, a: PayloadAction<PendingOrders>) => {
      s.pendingOrders = a.payload;
    },
    editRequested: (_s, _a: PayloadAction<CartItem>) => undefined,
    basketOpened: (
      s,
      a: PayloadAction<{ side: 'Purchase' | 'Sell'; ISIN: string; name: string; editItemId?: number | null; input?: TradeInput }>,
    ) => {
      const { side, ISIN, name, editItemId = null, input } = a.payload;
      s.basket = {
        side,
        ISIN,
        name,
        status: 'loading',
        product: null,
        holding: null,
        editItemId,
        input: input ?? { mode: side === 'Purchase' ? 'Amount' : 'Units', value: 0 },
        figures: null,
        recomputing: false,
      };
    },
    basketLoaded: (s, a: PayloadAction<{ product: BasketProductDetails; holding: SellDetails | null }>) => {
      if (!s.basket) return;
      s.basket.product = a.payload.product;
      s.basket.holding = a.payload.holding;
      s.basket.name = a.payload.product.FundName;
      s.basket.status = 'ready';
    },
    basketFailed: (s) => {
      if (s.basket) s.basket.status = 'failed';
    },
    basketInputChanged: (s, a: PayloadAction<TradeInput>) => {
      if (!s.basket) return;
      s.basket.input = a.payload;
      s.basket.recomputing = true;
    },
    basketRecomputed: (s, a: PayloadAction<BasketFigures | null>) => {
      if (!s.basket) return;
      s.basket.figures = a.payload;
      s.basket.recomputing = false;
    },
    basketSubmitted: (s) => {
      if (s.basket) s.basket.status = 'saving';
    },
    basketSaveFailed: (s) => {
      if (s.basket) s.basket.status = 'ready';
    },
    /** Closing the basket clears the edit state (trading §4). */
    basketClosed: (s) => {
      s.basket = null;
    },
  },
  extraReducers: (builder) => {
    // "all start unchecked whenever the cart reloads" (trading §4 Cart).
    builder.addCase(portfolioActions.cartLoaded, (s) => {
      s.checked = [];
      s.loading = false;
    });
    builder.addCase(portfolioActions.cleared, () => initialState);
  },
});

export const cartActions = cartSlice.actions;
export default cartSlice.reducer;
