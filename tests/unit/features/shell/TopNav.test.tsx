import type { ReactNode } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { TopNav } from '@/features/shell/TopNav';
import { brandActions } from '@/store/brandSlice';
import { portfolioActions } from '@/store/portfolioSlice';
import { sessionActions } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import { account, cartWith, DEMO_BRAND, user } from '../../support/fixtures';
import { renderScreen } from '../../support/render';
import { stateAfter } from '../../support/sagas';
import { sessionToken } from '../../support/tokens';

/** A logged-in user of `role` with the given accounts; `extra` actions shape the rest of the state. */
function renderNav(
  role: string,
  options: { accounts?: number; dfm?: boolean; name?: [string, string]; extra?: UnknownAction[]; buyMenu?: ReactNode } = {},
) {
  const { token, claims } = sessionToken(role);
  const [first, last] = options.name ?? ['Jane', 'Doe'];
  const accounts = Array.from({ length: options.accounts ?? 1 }, (_, i) => account(11 + i, { IsDFM: i === 0 && !!options.dfm }));
  return renderScreen(<TopNav buyMenu={options.buyMenu} />, {
    state: stateAfter(
      brandActions.brandLoaded(DEMO_BRAND),
      sessionActions.tokenReceived({ token, claims }),
      sessionActions.userInfoLoaded(user({ FirstName: first, LastName: last, Role: role })),
      sessionActions.accountSummaryLoaded(accounts),
      sessionActions.sessionReady(),
      ...(options.extra ?? []),
    ),
  });
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const activeAccount = () => screen.queryByRole<HTMLButtonElement>('combobox', { name: 'Active Account' });

/** portal-shell §2 and §6: Open Account for advisers, the alerts icon for clients; everyone has My Account and the watchlist. */
const ROLES: Array<[role: string, openAccount: boolean, alerts: boolean]> = [
  ['client', false, true],
  ['clientreadonly', false, true],
  ['consultant', true, false],
  ['whitelabeladmin', true, false],
  ['ownerofbusiness', true, false],
];

describe('TopNav', () => {
  test.each(ROLES)('for %s the top navigation shows Open Account: %p, alerts icon: %p', (role, openAccount, alerts) => {
    renderNav(role);
    expect(screen.queryByRole('link', { name: 'Open Account' }) !== null).toBe(openAccount);
    expect(screen.queryByRole('button', { name: 'Alerts' }) !== null).toBe(alerts);
    expect(screen.getByRole('link', { name: 'My Account' }).getAttribute('href')).toBe('/my-account');
    expect(screen.getByRole('button', { name: 'Watchlist' })).toBeTruthy();
  });

  test.each([
    ['client', true],
    ['consultant', true],
    ['whitelabelmaster', true],
    ['compliance', false],
  ])('for %s the Buy Options menu the app gives is shown: %p (compliance staff look after forms, not products)', (role, shown) => {
    renderNav(role, { buyMenu: <button type="button">Buy Options</button> });
    expect(screen.queryByRole('button', { name: 'Buy Options' }) !== null).toBe(shown);
  });

  test('Open Account links to the account opening wizard', () => {
    renderNav('consultant');
    expect(screen.getByRole('link', { name: 'Open Account' }).getAttribute('href')).toBe('/open-account');
    expect(mainNav().textContent).toBe('Open AccountMy Account');
  });

  test('the logo links Home and shows the brand', () => {
    renderNav('client');
    const home = screen.getByRole('link', { name: 'Demo Wealth home' });
    expect(home.getAttribute('href')).toBe('/');
    expect(screen.getByRole('img', { name: 'Demo Wealth' }).getAttribute('src')).toBe('/brands/dmo/logo.svg');
  });

  test('the cart icon carries the number of items in the cart', () => {
    renderNav('client', { extra: [portfolioActions.cartLoaded(cartWith(3))] });
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeTruthy();
  });

  test('an empty cart shows no counter', () => {
    renderNav('client', { extra: [portfolioActions.cartLoaded(cartWith(0))] });
    expect(screen.queryByTestId('cart-count')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy();
  });

  test.each([
    ['client', false, true],
    ['client', true, false],
    ['consultant', false, true],
    ['consultant', true, true],
  ])('for a %s whose active account is DFM: %p, the cart icon is shown: %p', (role, dfm, shown) => {
    renderNav(role, { dfm });
    expect(screen.queryByRole('button', { name: /^Cart/ }) !== null).toBe(shown);
  });

  test('pressing the cart icon opens the cart modal', () => {
    const { store } = renderNav('client');
    fireEvent.click(screen.getByRole('button', { name: /^Cart/ }));
    expect(store.getState().ui.openModals).toEqual(['cart']);
  });

  test('the account menu shows the user name cut to 14 characters plus an ellipsis', () => {
    renderNav('client', { name: ['Maximilian', 'Montgomery'] });
    expect(screen.getByTestId('menu-user-name').textContent).toBe('Maximilian Mon…');
    expect(screen.getByRole('button', { name: 'Maximilian Mon…, account menu for Maximilian Montgomery' })).toBeTruthy();
  });

  test('the account menu shows a short user name in full', () => {
    renderNav('client', { name: ['Jane', 'Doe'] });
    expect(screen.getByTestId('menu-user-name').textContent).toBe('Jane Doe');
  });

  test('Logout in the account menu asks for a user logout', async () => {
    const { dispatched } = renderNav('client');
    fireEvent.click(screen.getByRole('button', { name: /account menu for/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(dispatched).toContainEqual(sessionActions.logoutRequested({ reason: 'user' }));
  });

  test.each([
    ['client', ['Watchlist', 'Cart (2)', 'Alerts', 'My Account']],
    ['consultant', ['Watchlist', 'Cart (2)', 'My Account', 'Open Account']],
  ])('the small-screen menu of a %s repeats %j', async (role, items) => {
    renderNav(role, { extra: [portfolioActions.cartLoaded(cartWith(2))] });
    // The menu button is styled display:none on wide screens, which jsdom applies.
    fireEvent.click(screen.getByRole('button', { name: 'Menu', hidden: true }));
    await screen.findByRole('menu');
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(items);
  });

  test('there is no Active Account dropdown with a single account', () => {
    renderNav('client', { accounts: 1 });
    expect(activeAccount()).toBeNull();
  });

  test('with more than one account the Active Account dropdown shows the active one, disabled while no listed modal is open', () => {
    renderNav('client', { accounts: 2 });
    expect(activeAccount()).not.toBeNull();
    expect(activeAccount()!.textContent).toContain('DMO-11 (EUR)');
    expect(activeAccount()!.disabled).toBe(true);
  });

  test.each(['watchlist', 'alerts', 'transactions', 'buy', 'sell', 'cart'])(
    'the Active Account dropdown is enabled while the %s modal is open',
    (modal) => {
      renderNav('client', { accounts: 2, extra: [uiActions.modalOpened(modal)] });
      expect(activeAccount()!.disabled).toBe(false);
    },
  );

  test('the Active Account dropdown stays disabled while only another modal is open', () => {
    renderNav('client', { accounts: 2, extra: [uiActions.modalOpened('fundDetails')] });
    expect(activeAccount()!.disabled).toBe(true);
  });

  test('choosing another account in the dropdown changes the active account', async () => {
    const { dispatched } = renderNav('client', { accounts: 2, extra: [uiActions.modalOpened('watchlist')] });
    fireEvent.click(activeAccount()!);
    fireEvent.click(await screen.findByRole('option', { name: 'DMO-12 (EUR)' }));
    expect(dispatched).toContainEqual(sessionActions.activeAccountChanged(12));
  });
});
