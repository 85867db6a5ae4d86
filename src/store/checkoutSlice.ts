import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PlacedOrder, PurchasedFundLine } from '@/types/api';
import type { CheckoutType } from '@/engine/trading/checkoutOptions';
import { portfolioActions } from './portfolioSlice';

/** One currency's part of a payment: what is sold of it and what that buys of the product's currency. */
export interface PaymentPart {
  SellAmount: number;
  BuyAmount: number;
}

/** The alert answers of the Set Alerts step (the alert-targets form). */
export type AlertAnswers = Record<string, unknown>;

/** The product being checked out now: its rebate, payment and alert before Confirm Product Details. */
export interface CheckoutDraft {
  RebateType: 'Units' | 'Cash' | null;
  /** Per currency: what is paid from it (the product's own currency has SellAmount = BuyAmount). */
  payments: Record<string, PaymentPart>;
  alert: AlertAnswers | null;
}

export type PlacementStatus = 'idle' | 'placing' | 'confirmDuplicate' | 'success' | 'done';

/**
 * Buy and sell checkout (trading §2, §4): which cart items are checked out, where the user is in the
 * engine's buy-checkout or sell-checkout flow, the confirmed product lines, the disclaimer, and the
 * order placement (its idempotency key, the duplicate-order question, the success state, the order).
 */
export interface CheckoutState {
  kind: 'buy' | 'sell' | null;
  /** Cart item ids in checkout order (buy: at most 8). */
  itemIds: number[];
  /** 0-based: 'Product N of M' shows index + 1. */
  productIndex: number;
  stepId: string | null;
  draft: CheckoutDraft;
  useSameValues: boolean;
  /** Product lines stored by Confirm Product Details. */
  lines: PurchasedFundLine[];
  disclaimerAccepted: boolean;
  placement: { status: PlacementStatus; checkoutType: CheckoutType | null; duplicateMessage: string | null; order: PlacedOrder | null };
}

export const emptyDraft = (): CheckoutDraft => ({ RebateType: null, payments: {}, alert: null });

const initialState: CheckoutState = {
  kind: null,
  itemIds: [],
  productIndex: 0,
  stepId: null,
  draft: emptyDraft(),
  useSameValues: false,
  lines: [],
  disclaimerAccepted: false,
  placement: { status: 'idle', checkoutType: null, duplicateMessage: null, order: null },
};

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    /** Proceed with Buy Order / Proceed with Sell order. */
    started: (_s, a: PayloadAction<{ kind: 'buy' | 'sell'; itemIds: number[] }>) => ({
      ...initialState,
      kind: a.payload.kind,
      itemIds: a.payload.itemIds,
    }),
    /** The saga moved to a step (and maybe to the next product, with a fresh draft). */
    stepEntered: (s, a: PayloadAction<{ stepId: string; productIndex?: number; draft?: CheckoutDraft }>) => {
      s.stepId = a.payload.stepId;
      if (a.payload.productIndex !== undefined) s.productIndex = a.payload.productIndex;
      if (a.payload.draft) s.draft = a.payload.draft;
    },
    nextRequested: (_s) => undefined,
    previousRequested: (_s) => undefined,
    rebateChosen: (s, a: PayloadAction<'Units' | 'Cash'>) => {
      s.draft.RebateType = a.payload;
    },
    paymentChanged: (s, a: PayloadAction<{ currency: string; part: PaymentPart | null }>) => {
      if (a.payload.part) s.draft.payments[a.payload.currency] = a.payload.part;
      else delete s.draft.payments[a.payload.currency];
    },
    alertChanged: (s, a: PayloadAction<AlertAnswers>) => {
      s.draft.alert = a.payload;
    },
    useSameValuesChanged: (s, a: PayloadAction<boolean>) => {
      s.useSameValues = a.payload;
    },
    lineConfirmed: (s, a: PayloadAction<PurchasedFundLine>) => {
      s.lines = s.lines.filter((l) => l.CartId !== a.payload.CartId);
      s.lines.push(a.payload);
    },
    disclaimerChanged: (s, a: PayloadAction<boolean>) => {
      s.disclaimerAccepted = a.payload;
    },
    /** Online, Docusign or Manual pressed (throttled to one per 1000 ms by the saga). */
    finaliseRequested: (_s, _a: PayloadAction<CheckoutType>) => undefined,
    placementStarted: (s, a: PayloadAction<CheckoutType>) => {
      s.placement = { status: 'placing', checkoutType: a.payload, duplicateMessage: null, order: null };
    },
    duplicateWarned: (s, a: PayloadAction<string>) => {
      s.placement.status = 'confirmDuplicate';
      s.placement.duplicateMessage = a.payload;
    },
    duplicateConfirmed: (s) => {
      s.placement.status = 'placing';
      s.placement.duplicateMessage = null;
    },
    duplicateCancelled: (s) => {
      s.placement = { ...initialState.placement };
    },
    placementFailed: (s) => {
      s.placement = { ...initialState.placement };
    },
    placementSucceeded: (s, a: PayloadAction<PlacedOrder>) => {
      s.placement.status = 'success';
      s.placement.order = a.payload;
    },
    /** The 2 s success state is over: Next Steps. */
    nextStepsShown: (s, a: PayloadAction<string>) => {
      s.placement.status = 'done';
      s.stepId = a.payload;
    },
    backToCartRequested: (_s) => undefined,
    /** Back to Cart, or the cart closed: everything resets (the saga reloads the cart). */
    reset: () => initialState,
  },
  extraReducers: (builder) => {
    builder.addCase(portfolioActions.cleared, () => initialState);
  },
});

export const checkoutActions = checkoutSlice.actions;
export default checkoutSlice.reducer;
