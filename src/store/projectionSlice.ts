import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Projection } from '@/types/generated/api/projections';
import { portfolioActions } from './portfolioSlice';
import type { RootState } from './rootReducer';
import { sessionActions } from './sessionSlice';
import type { LoadStatus } from './watchlistSlice';

/** The holding a Projection Report is of, as its row in the holdings list shows it. */
export interface ProjectionHolding {
  Id: number;
  Name: string;
  ISIN: string;
  Currency: string;
  CurrencySymbol: string;
  CurrentValue: number;
}

/** The projection form's answers, empty inputs already counted as 0 and validated. */
export interface ProjectionAsked {
  expRatedOfReturn: number;
  yearlyContribution: number;
}

/**
 * The Projection Report modal (compliance §2.7): which holding it is open for, the last projection
 * the server answered, and the chart's loader, which stops a moment after the answer (§9 "chart
 * loader 500 ms"). The typed inputs stay in the form.
 */
export interface ProjectionState {
  holding: ProjectionHolding | null;
  status: LoadStatus;
  result: Projection | null;
  chartLoading: boolean;
}

const initialState: ProjectionState = { holding: null, status: 'idle', result: null, chartLoading: false };

const projectionSlice = createSlice({
  name: 'projection',
  initialState,
  reducers: {
    opened: (_s, a: PayloadAction<ProjectionHolding>) => ({ ...initialState, holding: a.payload }),
    closed: () => initialState,
    requested: (s, _a: PayloadAction<ProjectionAsked>) => {
      s.status = 'loading';
      s.chartLoading = true;
    },
    loaded: (s, a: PayloadAction<Projection>) => {
      s.status = 'ready';
      s.result = a.payload;
    },
    failed: (s) => {
      s.status = 'failed';
      s.chartLoading = false;
    },
    chartShown: (s) => {
      s.chartLoading = false;
    },
  },
  // Nothing of one user stays in the store for the next (logout, timeout).
  extraReducers: (builder) => {
    builder.addCase(sessionActions.loggedOut, () => initialState);
    builder.addCase(portfolioActions.cleared, () => initialState);
  },
});

export const projectionActions = projectionSlice.actions;
export default projectionSlice.reducer;

export const selectProjection = (s: RootState) => s.projection;

declare module './rootReducer' {
  /** The projection slice is one of the logged-in portal's (store/portalSlices.ts injects it). */
  interface PortalState {
    projection: ProjectionState;
  }
}
