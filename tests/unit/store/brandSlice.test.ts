/** @jest-environment node */
import reducer, { brandActions } from '@/store/brandSlice';
import { DEMO_BRAND } from '../support/fixtures';

const initial = reducer(undefined, { type: '@@init' });
const footer = {
  ProviderName: 'Tessera Investment Platform',
  ProviderUrl: 'https://tessera.example',
  ContactEmail: 'cs@x.example',
  ContactPhone: '+1',
  CompanyName: 'Demo Wealth',
};

describe('brandSlice', () => {
  test('the brand starts loading with nothing known', () => {
    expect(initial).toEqual({ status: 'loading', brand: null, footer: null, companyAddressHtml: null });
  });

  test('brandLoaded stores the brand and makes it ready', () => {
    expect(reducer(initial, brandActions.brandLoaded(DEMO_BRAND))).toMatchObject({ status: 'ready', brand: DEMO_BRAND });
  });

  test('brandUnknown clears a brand that was loaded', () => {
    const ready = reducer(initial, brandActions.brandLoaded(DEMO_BRAND));
    expect(reducer(ready, brandActions.brandUnknown())).toMatchObject({ status: 'unknown', brand: null });
  });

  test('footerLoaded and companyAddressLoaded store the footer and the address HTML', () => {
    let state = reducer(initial, brandActions.footerLoaded(footer));
    state = reducer(state, brandActions.companyAddressLoaded('<p>14 Grand Canal Quay</p>'));
    expect(state.footer).toEqual(footer);
    expect(state.companyAddressHtml).toBe('<p>14 Grand Canal Quay</p>');
  });

  test('companyAddressRequested changes nothing', () => {
    expect(reducer(initial, brandActions.companyAddressRequested())).toEqual(initial);
  });
});
