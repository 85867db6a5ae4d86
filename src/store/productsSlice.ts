import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FactSheet, FundSummary, PagingInfo, Product, ProductOptions, SearchCriteria } from '@/types/api';
import { PRODUCT_SEARCH_PAGE_SIZE } from '@/engine/trading/limits';
import { tradingActions, type ProductRef } from './tradingActions';
import { portfolioActions } from './portfolioSlice';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** Trading §7 "Product search": default sort YTD, page size 20, page 1, order asc. */
export const DEFAULT_PAGING: PagingInfo = { PageNumber: 1, PageSize: PRODUCT_SEARCH_PAGE_SIZE, SortBy: 'YTD', SortOrder: 'asc' };

export interface ProductsState {
  search: {
    criteria: SearchCriteria;
    paging: PagingInfo;
    status: LoadStatus;
    items: Product[];
    total: number;
    /** Bumped by "Search for Products": Home focuses the search box and shows the results tab. */
    focusRequest: number;
  };
  options: ProductOptions | null;
  factSheet: { ref: ProductRef; status: LoadStatus; data: FactSheet | null } | null;
  fundSummary: { ref: ProductRef; status: LoadStatus; data: FundSummary | null } | null;
  /** The report download of the open fact sheet; `url` stays when the browser blocked the new tab. */
  report: { ISIN: string; status: 'loading' | 'ready' | 'failed'; url: string | null; blocked: boolean } | null;
}

const initialState: ProductsState = {
  search: { criteria: {}, paging: DEFAULT_PAGING, status: 'idle', items: [], total: 0, focusRequest: 0 },
  options: null,
  factSheet: null,
  fundSummary: null,
  report: null,
};

const productsSlice = createSlice({
  name: 'products',
  initialState,
  reducers: {
    /** A new search (criteria given: back to page 1) or another page or order of the current one. */
    searchRequested: (s, a: PayloadAction<{ criteria?: SearchCriteria; paging?: Partial<PagingInfo> }>) => {
      if (a.payload.criteria) {
        s.search.criteria = a.payload.criteria;
        s.search.paging = { ...s.search.paging, PageNumber: 1 };
      }
      s.search.paging = { ...s.search.paging, ...a.payload.paging };
      s.search.status = 'loading';
    },
    searchLoaded: (s, a: PayloadAction<{ items: Product[]; total: number }>) => {
      s.search.items = a.payload.items;
      s.search.total = a.payload.total;
      s.search.status = 'loaded';
    },
    searchFailed: (s) => {
      s.search.status = 'failed';
    },
    searchFocusRequested: (s) => {
      s.search.focusRequest += 1;
    },
    optionsLoaded: (s, a: PayloadAction<ProductOptions>) => {
      s.options = a.payload;
    },
    factSheetLoaded: (s, a: PayloadAction<FactSheet>) => {
      if (s.factSheet && s.factSheet.ref.ISIN === a.payload.ISIN) s.factSheet = { ...s.factSheet, status: 'loaded', data: a.payload };
    },
    factSheetFailed: (s) => {
      if (s.factSheet) s.factSheet.status = 'failed';
    },
    factSheetClosed: (s) => {
      s.factSheet = null;
      s.report = null;
    },
    fundSummaryLoaded: (s, a: PayloadAction<FundSummary>) => {
      if (s.fundSummary && s.fundSummary.ref.ISIN === a.payload.ISIN)
        s.fundSummary = { ...s.fundSummary, status: 'loaded', data: a.payload };
    },
    fundSummaryFailed: (s) => {
      if (s.fundSummary) s.fundSummary.status = 'failed';
    },
    fundSummaryClosed: (s) => {
      s.fundSummary = null;
    },
    reportRequested: (s, a: PayloadAction<{ ISIN: string }>) => {
      s.report = { ISIN: a.payload.ISIN, status: 'loading', url: null, blocked: false };
    },
    reportReady: (s, a: PayloadAction<{ ISIN: string; url: string; blocked: boolean }>) => {
      s.report = { ISIN: a.payload.ISIN, status: 'ready', url: a.payload.url, blocked: a.payload.blocked };
    },
    reportFailed: (s) => {
      if (s.report) s.report.status = 'failed';
    },
    cleared: () => initialState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(tradingActions.factSheetRequested, (s, a) => {
        s.factSheet = { ref: a.payload, status: 'loading', data: null };
        s.report = null;
      })
      .addCase(tradingActions.fundSummaryRequested, (s, a) => {
        s.fundSummary = { ref: a.payload, status: 'loading', data: null };
      })
      // Logout clears what the session loaded.
      .addCase(portfolioActions.cleared, () => initialState);
  },
});

export const productsActions = productsSlice.actions;
export default productsSlice.reducer;

type WithProducts = { products: ProductsState };
export const selectProductSearch = (s: WithProducts) => s.products.search;
export const selectProductOptions = (s: WithProducts) => s.products.options;
export const selectFactSheet = (s: WithProducts) => s.products.factSheet;
export const selectFundSummary = (s: WithProducts) => s.products.fundSummary;
export const selectReport = (s: WithProducts) => s.products.report;
