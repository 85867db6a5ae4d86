/** @jest-environment node */
import { injectPortalSlices } from '@/store/portalSlices';
import { rootReducer, type RootState } from '@/store/rootReducer';
import {
  selectActiveAccount,
  selectAnyModalOpen,
  selectCanChangeActiveAccount,
  selectCapabilities,
  selectCartCount,
  selectDisplayName,
  selectIsAuthenticated,
  selectIsImpersonating,
} from '@/store/selectors';
import { account, cartWith, user } from '../support/fixtures';
import { claimsFor } from '../support/tokens';

// The portal's slices, which the app injects when the logged-in portal loads.
injectPortalSlices();

const initial = rootReducer(undefined, { type: '@@init' });

function stateWith(parts: {
  session?: Partial<RootState['session']>;
  ui?: Partial<RootState['ui']>;
  portfolio?: Partial<RootState['portfolio']>;
}): RootState {
  return {
    ...initial,
    session: { ...initial.session, ...parts.session },
    ui: { ...initial.ui, ...parts.ui },
    portfolio: { ...initial.portfolio, ...parts.portfolio },
  };
}

const twoAccounts = { accountSummary: [account(11), account(12, { IsDFM: true })] };

describe('selectActiveAccount', () => {
  test('selectActiveAccount returns the account whose id is active', () => {
    expect(selectActiveAccount(stateWith({ session: { ...twoAccounts, activeAccountId: 12 } }))?.Number).toBe('DMO-12');
  });

  test('selectActiveAccount returns null without accounts or with an unknown id', () => {
    expect(selectActiveAccount(initial)).toBeNull();
    expect(selectActiveAccount(stateWith({ session: { ...twoAccounts, activeAccountId: 99 } }))).toBeNull();
  });
});

describe('selectCapabilities', () => {
  test('selectCapabilities gives a client the cart on a non-DFM active account and not on a DFM one', () => {
    const claims = claimsFor('client');
    expect(selectCapabilities(stateWith({ session: { ...twoAccounts, claims, activeAccountId: 11 } })).cart).toBe(true);
    expect(selectCapabilities(stateWith({ session: { ...twoAccounts, claims, activeAccountId: 12 } })).cart).toBe(false);
  });

  test('selectCapabilities gives a consultant Open Account and no alerts icon', () => {
    const caps = selectCapabilities(stateWith({ session: { claims: claimsFor('consultant') } }));
    expect(caps).toMatchObject({ openAccount: true, alertsIcon: false, notifications: true });
  });

  test('selectCapabilities grants nothing to a guest', () => {
    expect(Object.values(selectCapabilities(initial)).some(Boolean)).toBe(false);
  });
});

describe('selectAnyModalOpen', () => {
  test('selectAnyModalOpen is false when nothing is open', () => {
    expect(selectAnyModalOpen(initial)).toBe(false);
  });

  test.each([
    ['a modal', { openModals: ['cart'] }],
    ['the error modal', { errors: ['Sorry, looks like something went wrong.'] }],
    ['the new-feature notice', { notices: { ...initial.ui.notices, newFeature: true } }],
    ['the limited-functionality notice', { notices: { ...initial.ui.notices, limitedFunctionality: true } }],
  ])('selectAnyModalOpen is true while %s is open', (_case, ui) => {
    expect(selectAnyModalOpen(stateWith({ ui }))).toBe(true);
  });

  test('selectAnyModalOpen ignores the account-summary-out-of-date toolbar', () => {
    expect(selectAnyModalOpen(stateWith({ ui: { notices: { ...initial.ui.notices, summaryOutOfDate: true } } }))).toBe(false);
  });
});

describe('selectCanChangeActiveAccount', () => {
  test('selectCanChangeActiveAccount is true with the watchlist open and false with nothing open', () => {
    expect(selectCanChangeActiveAccount(stateWith({ ui: { openModals: ['watchlist'] } }))).toBe(true);
    expect(selectCanChangeActiveAccount(initial)).toBe(false);
  });

  test('selectCanChangeActiveAccount is false with the cart at checkout', () => {
    expect(selectCanChangeActiveAccount(stateWith({ ui: { openModals: ['cart'], cartAtCheckout: false } }))).toBe(true);
    expect(selectCanChangeActiveAccount(stateWith({ ui: { openModals: ['cart'], cartAtCheckout: true } }))).toBe(false);
  });
});

describe('selectCartCount', () => {
  test('selectCartCount counts the cart items and is 0 before the cart is loaded', () => {
    expect(selectCartCount(initial)).toBe(0);
    expect(selectCartCount(stateWith({ portfolio: { cart: cartWith(3) } }))).toBe(3);
  });
});

describe('session selectors', () => {
  test('selectDisplayName prefers the user name and falls back to the token username', () => {
    expect(selectDisplayName(stateWith({ session: { user: user(), claims: claimsFor('client') } }))).toBe('Jane Doe');
    expect(selectDisplayName(stateWith({ session: { claims: claimsFor('client', { unique_name: 'dmojane' }) } }))).toBe('dmojane');
    expect(selectDisplayName(initial)).toBe('');
  });

  test('selectIsImpersonating is true only for a token with an impersonator', () => {
    expect(selectIsImpersonating(stateWith({ session: { claims: claimsFor('client', { impersonator: '7' }) } }))).toBe(true);
    expect(selectIsImpersonating(stateWith({ session: { claims: claimsFor('client') } }))).toBe(false);
  });

  test('selectIsAuthenticated is true only once the session is ready', () => {
    expect(selectIsAuthenticated(stateWith({ session: { status: 'loadingData' } }))).toBe(false);
    expect(selectIsAuthenticated(stateWith({ session: { status: 'authenticated' } }))).toBe(true);
  });
});
