/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as api from '@/api';
import { loadBrand, loadFooter, UNKNOWN_BRAND_TITLE } from '@/sagas/brandSaga';
import { rootReducer } from '@/store/rootReducer';
import { brandActions } from '@/store/brandSlice';
import { sessionActions } from '@/store/sessionSlice';
import { DEMO_BRAND } from '../support/fixtures';
import { httpError } from '../support/http';
import { fakeEnvironment } from '../support/sagaEnvironment';
import { sagaProviders, stateAfter } from '../support/sagas';

const footer = {
  ProviderName: 'Tessera Investment Platform',
  ProviderUrl: 'https://tessera.example',
  ContactEmail: 'cs@demowealth.example',
  ContactPhone: '+353 1 555 0142',
  CompanyName: 'Demo Wealth',
};

describe('loadBrand', () => {
  test('loadBrand stores the brand and sets the title, favicon and fonts of the page', async () => {
    const env = fakeEnvironment();
    const { storeState } = await expectSaga(loadBrand)
      .withReducer(rootReducer, stateAfter())
      .provide([[matchers.call.fn(api.getWhiteLabel), DEMO_BRAND], ...sagaProviders(env)])
      .put(brandActions.brandLoaded(DEMO_BRAND))
      .returns(true)
      .run();
    expect(storeState.brand).toMatchObject({ status: 'ready', brand: DEMO_BRAND });
    expect(env.setDocumentHead).toHaveBeenCalledWith({
      title: 'Demo Wealth',
      faviconHref: '/brands/dmo/favicon.svg',
      fontHrefs: ['/fonts/brand-dmo.css'],
    });
  });

  test('loadBrand on an unknown host (404) clears the brand, titles the page "Login error" and logs out', async () => {
    const env = fakeEnvironment();
    const { storeState } = await expectSaga(loadBrand)
      .withReducer(rootReducer, stateAfter(brandActions.brandLoaded(DEMO_BRAND)))
      .provide([[matchers.call.fn(api.getWhiteLabel), throwError(httpError(404, 'Unknown white label'))], ...sagaProviders(env)])
      .put(sessionActions.logoutRequested({ reason: 'unknownBrand' }))
      .returns(false)
      .run();
    expect(UNKNOWN_BRAND_TITLE).toBe('Login error');
    expect(env.setDocumentHead).toHaveBeenCalledWith({ title: 'Login error' });
    expect(storeState.brand).toMatchObject({ status: 'unknown', brand: null });
    // A 404 is the expected answer for an unknown host: the login screen says so, not an error modal.
    expect(storeState.ui.errors).toEqual([]);
  });

  test('loadBrand on a server failure shows the page-loading message and does not log out', async () => {
    const env = fakeEnvironment();
    const { storeState } = await expectSaga(loadBrand)
      .withReducer(rootReducer, stateAfter())
      .provide([[matchers.call.fn(api.getWhiteLabel), throwError(httpError(500))], ...sagaProviders(env)])
      .not.put.actionType(sessionActions.logoutRequested.type)
      .returns(false)
      .run();
    expect(storeState.brand.status).toBe('unknown');
    expect(env.setDocumentHead).toHaveBeenCalledWith({ title: 'Login error' });
    expect(storeState.ui.errors).toEqual([
      'Sorry, something went wrong while loading the page. Please refresh and check that your URL is valid',
    ]);
  });
});

describe('loadFooter', () => {
  test('loadFooter reads the footer and the company address of the brand', async () => {
    const { storeState } = await expectSaga(loadFooter)
      .withReducer(rootReducer, stateAfter(brandActions.brandLoaded(DEMO_BRAND)))
      .provide([
        [matchers.call.fn(api.getFooterInfo), footer],
        [matchers.call.fn(api.getCompanyAddress), '<p>14 Grand Canal Quay</p>'],
      ])
      .call(api.getFooterInfo, 7)
      .call(api.getCompanyAddress, 7)
      .run();
    expect(storeState.brand.footer).toEqual(footer);
    expect(storeState.brand.companyAddressHtml).toBe('<p>14 Grand Canal Quay</p>');
  });

  test('loadFooter shows the company-address message when the address cannot be read, and still stores the footer', async () => {
    const { storeState } = await expectSaga(loadFooter)
      .withReducer(rootReducer, stateAfter(brandActions.brandLoaded(DEMO_BRAND)))
      .provide([
        [matchers.call.fn(api.getFooterInfo), footer],
        [matchers.call.fn(api.getCompanyAddress), throwError(httpError(500))],
      ])
      .run();
    expect(storeState.ui.errors).toEqual(['Sorry! Looks like something went wrong while trying to get your company address details']);
    expect(storeState.brand.footer).toEqual(footer);
    expect(storeState.brand.companyAddressHtml).toBeNull();
  });

  test('loadFooter does nothing before a brand is known', async () => {
    await expectSaga(loadFooter)
      .withReducer(rootReducer, stateAfter())
      .not.call.fn(api.getFooterInfo)
      .not.call.fn(api.getCompanyAddress)
      .run();
  });
});
