import { all, call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import * as productsApi from '@/api/products';
import type { FactSheet, FundSummary, PagingInfo, ProductOptions, ReportLink, SearchCriteria, SearchPage } from '@/types/api';
import { CART_TEXTS } from '@/engine/messages/cartTexts';
import { TEXTS } from '@/engine/messages/texts';
import { productKindOf } from '@/engine/trading/productKindOf';
import { PRODUCT_SEARCH_ALL } from '@/engine/trading/limits';
import { productsActions, selectProductOptions, selectProductSearch, type ProductsState } from '@/store/productsSlice';
import { tradingActions, type ProductRef } from '@/store/tradingActions';
import { uiActions } from '@/store/uiSlice';
import { environment, navigateTo, showError, type SagaEnvironment } from './effects';

/** Trading §8 "Fact sheet not loaded". */
export const FACT_SHEET_FAILED = CART_TEXTS.factSheetFailed;
const FACT_SHEET_MODAL = 'factSheet';
const FUND_SUMMARY_MODAL = 'fundSummary';
const NOTE_TYPE = 'Hybrid, Structured Instruments';

/** Structured notes are searched all at once (trading §7 "structured notes use size -1 (all)"). */
export function pagingFor(criteria: SearchCriteria, paging: PagingInfo): PagingInfo {
  const types = criteria.ProductType === undefined ? [] : ([] as string[]).concat(criteria.ProductType);
  return types.length === 1 && types[0] === NOTE_TYPE ? { ...paging, PageNumber: 1, PageSize: PRODUCT_SEARCH_ALL } : paging;
}

/** Runs the search in the slice (criteria and paging already stored by `searchRequested`). */
export function* searchProducts() {
  const { criteria, paging }: ProductsState['search'] = yield select(selectProductSearch);
  try {
    const page: SearchPage = yield call(productsApi.searchProducts, criteria, pagingFor(criteria, paging));
    yield put(productsActions.searchLoaded({ items: page.Items, total: page.TotalCount }));
  } catch (error) {
    yield put(productsActions.searchFailed());
    yield call(showError, error, TEXTS.requestFailed);
  }
  const options: ProductOptions | null = yield select(selectProductOptions);
  if (!options) yield call(loadOptions);
}

/** The filters' choices (product types, currencies, providers); the search works without them. */
export function* loadOptions() {
  try {
    const options: ProductOptions = yield call(productsApi.getProductOptions);
    yield put(productsActions.optionsLoaded(options));
  } catch {
    // The filters stay hidden; the text search still works.
  }
}

/** Buy Options → Search for Products: goes Home, where the search box takes the focus (trading §2). */
export function* goToSearch() {
  const env: SagaEnvironment = yield call(environment);
  if (env.location().pathname !== '/') yield call(navigateTo, '/');
}

/** Loads the fact sheet; a structured note gets the notes variant (trading §7 notesfundfactsheet) over the fund data. */
export function* openFactSheet(action: PayloadAction<ProductRef>) {
  const ref = action.payload;
  yield put(uiActions.modalOpened(FACT_SHEET_MODAL));
  try {
    let sheet: FactSheet;
    if (ref.ProductType && productKindOf({ ProductType: ref.ProductType }) === 'note') {
      const [fund, note]: [FactSheet, FactSheet] = yield all([
        call(productsApi.getFundFactSheet, ref.ISIN),
        call(productsApi.getNotesFactSheet, ref.ISIN),
      ]);
      sheet = { ...fund, ...note };
    } else {
      sheet = yield call(productsApi.getFundFactSheet, ref.ISIN);
      if (sheet.ProductType === NOTE_TYPE) sheet = { ...sheet, ...((yield call(productsApi.getNotesFactSheet, ref.ISIN)) as FactSheet) };
    }
    yield put(productsActions.factSheetLoaded(sheet));
  } catch (error) {
    yield put(productsActions.factSheetClosed());
    yield put(uiActions.modalClosed(FACT_SHEET_MODAL));
    yield call(showError, error, FACT_SHEET_FAILED);
  }
}

export function* closeFactSheet() {
  yield put(uiActions.modalClosed(FACT_SHEET_MODAL));
}

/** Loads the fund summary popup (ratings provider, fees, settlements). */
export function* openFundSummary(action: PayloadAction<ProductRef>) {
  yield put(uiActions.modalOpened(FUND_SUMMARY_MODAL));
  try {
    const summary: FundSummary = yield call(productsApi.getFundSummary, action.payload.ISIN);
    yield put(productsActions.fundSummaryLoaded(summary));
  } catch (error) {
    yield put(productsActions.fundSummaryClosed());
    yield put(uiActions.modalClosed(FUND_SUMMARY_MODAL));
    yield call(showError, error, TEXTS.requestFailed);
  }
}

export function* closeFundSummary() {
  yield put(uiActions.modalClosed(FUND_SUMMARY_MODAL));
}

/**
 * Download Report: asks for the report's signed link and opens it in a new tab. When the browser
 * blocks the tab, the link is kept so the fact sheet can offer it to click.
 */
export function* downloadReport(action: PayloadAction<{ ISIN: string }>) {
  try {
    const link: ReportLink = yield call(productsApi.getFactSheetUrl, action.payload.ISIN);
    const href = productsApi.reportHref(link.Url);
    const env: SagaEnvironment = yield call(environment);
    const opened: Window | null = yield call([env, env.openWindow], href);
    yield put(productsActions.reportReady({ ISIN: action.payload.ISIN, url: href, blocked: !opened }));
  } catch (error) {
    yield put(productsActions.reportFailed());
    yield call(showError, error, TEXTS.requestFailed);
  }
}

export function* watchProducts() {
  // takeLatest: a newer search (typing, paging, sorting) supersedes the one in flight.
  yield takeLatest(productsActions.searchRequested.type, searchProducts);
  // takeLatest: only the latest navigation request matters.
  yield takeLatest(productsActions.searchFocusRequested.type, goToSearch);
  // takeLatest: opening another product's fact sheet replaces the one loading.
  yield takeLatest(tradingActions.factSheetRequested.type, openFactSheet);
  yield takeLatest(productsActions.factSheetClosed.type, closeFactSheet);
  // takeLatest: the popup shows the last product asked for.
  yield takeLatest(tradingActions.fundSummaryRequested.type, openFundSummary);
  yield takeLatest(productsActions.fundSummaryClosed.type, closeFundSummary);
  // takeLeading: one report request at a time; double clicks open one tab.
  yield takeLeading(productsActions.reportRequested.type, downloadReport);
}
