/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as productsApi from '@/api/products';
import type { FactSheet, SearchPage } from '@/types/api';
import { downloadReport, FACT_SHEET_FAILED, goToSearch, openFactSheet, pagingFor, searchProducts } from '@/sagas/productsSaga';
import { rootReducer } from '@/store/rootReducer';
import { DEFAULT_PAGING, productsActions } from '@/store/productsSlice';
import { tradingActions } from '@/store/tradingActions';
import { uiActions } from '@/store/uiSlice';
import { httpError } from '../support/http';
import { fakeEnvironment } from '../support/sagaEnvironment';
import { sagaProviders, stateAfter } from '../support/sagas';

const NOTE = 'Hybrid, Structured Instruments';
const page: SearchPage = { Items: [], TotalCount: 0, PageNumber: 1, PageSize: 20 };
const options = { ProductTypes: ['Fund'], Currencies: [], Providers: [], SortBy: ['YTD'], SortOrder: ['asc'], PageSize: 20 };

describe('productsSaga', () => {
  test('searchProducts sends the default paging (YTD, 20, page 1, asc) and the criteria, then loads the filter options once', async () => {
    const env = fakeEnvironment();
    const requested = productsActions.searchRequested({ criteria: { Text: 'halvern' } });
    const { storeState } = await expectSaga(searchProducts)
      .withReducer(rootReducer, stateAfter(requested))
      .provide([
        [matchers.call.fn(productsApi.searchProducts), { ...page, Items: [{ ISIN: 'LU1' }], TotalCount: 1 }],
        [matchers.call.fn(productsApi.getProductOptions), options],
        ...sagaProviders(env),
      ])
      .call(productsApi.searchProducts, { Text: 'halvern' }, { PageNumber: 1, PageSize: 20, SortBy: 'YTD', SortOrder: 'asc' })
      .call(productsApi.getProductOptions)
      .run();
    expect(storeState.products.search).toMatchObject({ status: 'loaded', total: 1 });
    expect(storeState.products.options).toEqual(options);
  });

  test('pagingFor asks for every structured note at once (size -1) and leaves other searches at 20 a page', () => {
    expect(pagingFor({ ProductType: NOTE }, { ...DEFAULT_PAGING, PageNumber: 3 })).toEqual({
      ...DEFAULT_PAGING,
      PageNumber: 1,
      PageSize: -1,
    });
    expect(pagingFor({ ProductType: [NOTE, 'Fund'] }, DEFAULT_PAGING)).toEqual(DEFAULT_PAGING);
    expect(pagingFor({}, DEFAULT_PAGING).PageSize).toBe(20);
  });

  test('a failed search is shown in the error modal with the generic request text and the results say so', async () => {
    const { storeState } = await expectSaga(searchProducts)
      .withReducer(rootReducer, stateAfter(productsActions.searchRequested({ criteria: {} }), productsActions.optionsLoaded(options)))
      .provide([[matchers.call.fn(productsApi.searchProducts), throwError(httpError(500))], ...sagaProviders(fakeEnvironment())])
      .run();
    expect(storeState.products.search.status).toBe('failed');
    expect(storeState.ui.errors[0]).toContain('Sorry! Looks like something went wrong while trying to process your request.');
  });

  test('openFactSheet opens the modal and merges the notes fact sheet over the fund data for a structured note', async () => {
    const ref = { ISIN: 'XS0000000001', ProductType: NOTE };
    const fund = { FundId: 1, FundName: 'Note', ISIN: ref.ISIN, Currency: 'EUR', ProductType: NOTE, Narrative: 'x' } as FactSheet;
    const note = { ...fund, Issuer: 'Bank', Coupon: 4 } as FactSheet;
    const { storeState } = await expectSaga(openFactSheet, tradingActions.factSheetRequested(ref))
      .withReducer(rootReducer, stateAfter(tradingActions.factSheetRequested(ref)))
      .provide([
        [matchers.call.fn(productsApi.getFundFactSheet), fund],
        [matchers.call.fn(productsApi.getNotesFactSheet), note],
        ...sagaProviders(fakeEnvironment()),
      ])
      .put(uiActions.modalOpened('factSheet'))
      .run();
    expect(storeState.products.factSheet).toMatchObject({ status: 'loaded', data: { Issuer: 'Bank', Coupon: 4, Narrative: 'x' } });
  });

  test("a fact sheet that cannot be loaded closes and shows 'Sorry something went wrong'", async () => {
    const ref = { ISIN: 'LU0000000001' };
    const { storeState } = await expectSaga(openFactSheet, tradingActions.factSheetRequested(ref))
      .withReducer(rootReducer, stateAfter(tradingActions.factSheetRequested(ref)))
      .provide([[matchers.call.fn(productsApi.getFundFactSheet), throwError(httpError(500))], ...sagaProviders(fakeEnvironment())])
      .run();
    expect(storeState.products.factSheet).toBeNull();
    expect(storeState.ui.openModals).not.toContain('factSheet');
    expect(storeState.ui.errors).toEqual([FACT_SHEET_FAILED]);
  });

  test('downloadReport opens the signed link in a new tab, and keeps it to click when the browser blocks the tab', async () => {
    const link = { Url: '/api/products/fundfactsheetreport?ISIN=LU1&expires=1&signature=s', FileName: 'f.pdf', ExpiresAt: '' };
    const env = fakeEnvironment();
    const { storeState } = await expectSaga(downloadReport, productsActions.reportRequested({ ISIN: 'LU1' }))
      .withReducer(rootReducer, stateAfter(productsActions.reportRequested({ ISIN: 'LU1' })))
      .provide([[matchers.call.fn(productsApi.getFactSheetUrl), link], ...sagaProviders(env)])
      .run();
    expect(env.openWindow).toHaveBeenCalledWith(link.Url);
    expect(storeState.products.report).toEqual({ ISIN: 'LU1', status: 'ready', url: link.Url, blocked: false });

    const blocked = fakeEnvironment();
    blocked.openWindow.mockReturnValue(null);
    const after = await expectSaga(downloadReport, productsActions.reportRequested({ ISIN: 'LU1' }))
      .withReducer(rootReducer, stateAfter(productsActions.reportRequested({ ISIN: 'LU1' })))
      .provide([[matchers.call.fn(productsApi.getFactSheetUrl), link], ...sagaProviders(blocked)])
      .run();
    expect(after.storeState.products.report).toMatchObject({ status: 'ready', blocked: true, url: link.Url });
  });

  test('goToSearch goes Home from another page and stays on Home', async () => {
    const away = fakeEnvironment({ pathname: '/my-account' });
    await expectSaga(goToSearch).provide(sagaProviders(away)).run();
    expect(away.navigate).toHaveBeenCalledWith('/', { replace: false });
    const home = fakeEnvironment({ pathname: '/' });
    await expectSaga(goToSearch).provide(sagaProviders(home)).run();
    expect(home.navigate).not.toHaveBeenCalled();
  });
});
