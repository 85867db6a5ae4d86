import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as api from '@/api';
import { App } from '@/app/App';
import { browserEnvironment } from '@/app/browserEnvironment';
import { createAppRouter } from '@/app/router';
import { createAppStore } from '@/app/store';
import { account, cartWith, DEMO_BRAND, user } from '../support/fixtures';
import { sessionToken } from '../support/tokens';
// For its ResizeObserver stub, which Fluent needs in jsdom.
import '../support/render';

// The whole app (route table, guards, sagas, browser environment) with only the API faked.
jest.mock('@/api', () => {
  const actual = jest.requireActual('@/api');
  const faked: Record<string, unknown> = { ...actual };
  for (const [name, value] of Object.entries(actual)) {
    if (typeof value === 'function' && name !== 'toApiError' && name !== 'configureApi') faked[name] = jest.fn();
  }
  return faked;
});
const fakeApi = api as jest.Mocked<typeof api>;

// The lazily loaded sagas' own API modules (the catalogue, non-platform holdings, notifications,
// documents) are not the subject here: their calls stay pending rather than reach for a server
// that is not there.
function pendingModule(path: string): Record<string, unknown> {
  const actual = jest.requireActual(path);
  const faked: Record<string, unknown> = { ...actual };
  for (const [name, value] of Object.entries(actual)) {
    if (typeof value === 'function') faked[name] = jest.fn(() => new Promise(() => undefined));
  }
  return faked;
}
jest.mock('@/api/products', () => pendingModule('@/api/products'));
jest.mock('@/api/nonPlatformHoldings', () => pendingModule('@/api/nonPlatformHoldings'));
jest.mock('@/api/notifications', () => pendingModule('@/api/notifications'));
jest.mock('@/api/onlineDocuments', () => pendingModule('@/api/onlineDocuments'));

// jsdom has no fetch Request; the data router builds one per navigation and reads only these fields.
if (!globalThis.Request) {
  globalThis.Request = class {
    url: string;
    method: string;
    signal: AbortSignal;
    constructor(url: string | URL, init: RequestInit = {}) {
      this.url = String(url);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  } as unknown as typeof Request;
}

const liveToken = (role: string) => sessionToken(role, { exp: Math.floor(Date.now() / 1000) + 1800 }).token;

function renderApp(path: string) {
  window.history.replaceState(null, '', path);
  const router = createAppRouter();
  const store = createAppStore(browserEnvironment((p, o) => void router.navigate(p, o)));
  render(<App store={store} router={router} />);
  return { router, store };
}

/** Lets pending navigations and the renders they cause finish. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

async function logInThroughTheForm(userName: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: /username/i }), { target: { value: userName } });
  fireEvent.change(document.querySelector('input[name="password"]')!, { target: { value: 'Secret-pass1' } });
  fireEvent.click(screen.getByRole('button', { name: 'LOG IN' }));
}

beforeEach(() => {
  // The sagas update the store as fake API answers resolve, outside any act(), as in the browser;
  // Testing Library turns the act() environment on in its own beforeAll, so it is turned off here.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  localStorage.clear();
  sessionStorage.clear();
  // Keeps the new-feature notice out of the way.
  localStorage.setItem('newFeatureCounter', '4');
  fakeApi.getWhiteLabel.mockResolvedValue(DEMO_BRAND);
  fakeApi.getFooterInfo.mockResolvedValue({
    ProviderName: 'Tessera Investment Platform',
    ProviderUrl: '',
    ContactEmail: '',
    ContactPhone: '',
    CompanyName: '',
  });
  fakeApi.getCompanyAddress.mockResolvedValue('<p>14 Grand Canal Quay</p>');
  fakeApi.getUserInfo.mockResolvedValue(user());
  fakeApi.getAccountSummary.mockResolvedValue([account(11)]);
  fakeApi.getCashPosition.mockResolvedValue({ EUR: 1000 });
  fakeApi.getCart.mockResolvedValue(cartWith(0));
  fakeApi.getHoldings.mockResolvedValue({ Holdings: [], Totals: { Currency: 'EUR', PurchasedValue: 0, CurrentValue: 0, Performance: 0 } });
  fakeApi.getMissingDocuments.mockResolvedValue([]);
  fakeApi.getConversionRates.mockResolvedValue([]);
  fakeApi.getConsultantSummary.mockResolvedValue({
    TotalClients: 0,
    TotalPosition: 0,
    TotalAvailableCash: 0,
    CashPosition: 0,
    SecurityPosition: 0,
    Currency: 'EUR',
  });
  fakeApi.getClientList.mockResolvedValue([]);
  fakeApi.getInvestmentSummary.mockResolvedValue([]);
  // The form studio (a compliance user's home) asks for the served forms; none are served here.
  fakeApi.getFormList.mockResolvedValue([]);
  fakeApi.getFormDefinitions.mockResolvedValue([]);
});

describe('App', () => {
  test('a guest on a protected path is sent to Login with "Log in to access this page", the path remembered', async () => {
    const { router, store } = renderApp('/my-account');
    // The file's first render of the lazily loaded Login page: its first import under CI's load took over the default 1 s.
    await screen.findByRole('button', { name: 'LOG IN' }, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('Log in to access this page')).toBeTruthy();
    expect(store.getState().session.redirectPath).toBe('/my-account');
  });

  test('a logged-in user who opens /login is sent Home', async () => {
    localStorage.setItem('token', liveToken('client'));
    const { router, store } = renderApp('/login');
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    await settle();
    expect(router.state.location.pathname).toBe('/');
  });

  test('a client who opens /open-account is sent Home', async () => {
    localStorage.setItem('token', liveToken('client'));
    const { router, store } = renderApp('/open-account');
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    await settle();
    expect(router.state.location.pathname).toBe('/');
  });

  test('a consultant may open /open-account', async () => {
    localStorage.setItem('token', liveToken('consultant'));
    const { router, store } = renderApp('/open-account');
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    await settle();
    expect(router.state.location.pathname).toBe('/open-account');
  });

  test('a compliance user who opens Home is sent to the form studio; a client is not', async () => {
    localStorage.setItem('token', liveToken('compliance'));
    const { router, store } = renderApp('/');
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    await settle();
    expect(router.state.location.pathname).toBe('/studio/forms');
    expect(store.getState().portfolio.cart).toBeFalsy();
  });

  test('a guest who asked for /my-account returns there after logging in', async () => {
    fakeApi.login.mockResolvedValue({ Token: liveToken('client') });
    const { router, store } = renderApp('/my-account');
    await logInThroughTheForm('dmojane');
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    await settle();
    expect(router.state.location.pathname).toBe('/my-account');
  });

  test('a user who logs out is sent to /login without "Log in to access this page" and without a remembered path', async () => {
    localStorage.setItem('token', liveToken('client'));
    const { router, store } = renderApp('/my-account');
    await waitFor(() => expect(store.getState().session.status).toBe('authenticated'));
    await settle();
    fireEvent.click(await screen.findByRole('button', { name: /account menu for/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await settle();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().ui.snackbars.map((s) => s.message)).toEqual([]);
    expect(store.getState().session.redirectPath).toBeNull();
  });
});
