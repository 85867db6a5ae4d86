/** @jest-environment node */
import reducer, { sessionActions, type SessionState } from '@/store/sessionSlice';
import { account, user } from '../support/fixtures';
import { claimsFor } from '../support/tokens';

const initial = reducer(undefined, { type: '@@init' });

function authenticated(overrides: Partial<SessionState> = {}): SessionState {
  return {
    ...initial,
    status: 'authenticated',
    token: 'a.b.c',
    claims: claimsFor('client'),
    user: user(),
    accountSummary: [account(11), account(12)],
    activeAccountId: 11,
    ...overrides,
  };
}

describe('sessionSlice', () => {
  test('the session starts in "starting" with no token, no accounts and no redirect', () => {
    expect(initial).toEqual({
      status: 'starting',
      token: null,
      claims: null,
      redirectPath: null,
      user: null,
      accountSummary: [],
      activeAccountId: null,
      consultantName: null,
      passwordReset: 'idle',
    });
  });

  test('startupFinished makes a starting session anonymous', () => {
    expect(reducer(initial, sessionActions.startupFinished()).status).toBe('anonymous');
  });

  test('startupFinished leaves a session that has already moved on untouched', () => {
    expect(reducer(authenticated(), sessionActions.startupFinished()).status).toBe('authenticated');
  });

  test('loginRequested shows the session as logging in and loginFailed makes it anonymous again', () => {
    const loggingIn = reducer({ ...initial, status: 'anonymous' }, sessionActions.loginRequested({ userName: 'dmojane', password: 'x' }));
    expect(loggingIn.status).toBe('loggingIn');
    expect(reducer(loggingIn, sessionActions.loginFailed()).status).toBe('anonymous');
  });

  test('tokenReceived stores the token, its claims and the consultant name, and starts loading data', () => {
    const claims = claimsFor('client', { impersonator: '7' });
    const state = reducer(initial, sessionActions.tokenReceived({ token: 'a.b.c', claims, consultantName: 'Ann Adviser' }));
    expect(state).toMatchObject({ token: 'a.b.c', claims, consultantName: 'Ann Adviser', status: 'loadingData' });
  });

  test('tokenReceived without a consultant name clears a previous one', () => {
    const state = reducer(
      { ...initial, consultantName: 'Ann Adviser' },
      sessionActions.tokenReceived({ token: 't', claims: claimsFor('client') }),
    );
    expect(state.consultantName).toBeNull();
  });

  test('userInfoLoaded stores the user and sessionReady authenticates the session', () => {
    const loaded = reducer({ ...initial, status: 'loadingData' }, sessionActions.userInfoLoaded(user({ FirstName: 'Zoë' })));
    expect(loaded.user?.FirstName).toBe('Zoë');
    expect(reducer(loaded, sessionActions.sessionReady()).status).toBe('authenticated');
  });

  test('accountSummaryLoaded makes the first account active when none is', () => {
    const state = reducer(initial, sessionActions.accountSummaryLoaded([account(11), account(12)]));
    expect(state.accountSummary.map((a) => a.Id)).toEqual([11, 12]);
    expect(state.activeAccountId).toBe(11);
  });

  test('accountSummaryLoaded keeps the active account when it is still listed', () => {
    const state = reducer(authenticated({ activeAccountId: 12 }), sessionActions.accountSummaryLoaded([account(11), account(12)]));
    expect(state.activeAccountId).toBe(12);
  });

  test('accountSummaryLoaded moves to the first account when the active one is gone, and to none for an empty list', () => {
    const moved = reducer(authenticated({ activeAccountId: 12 }), sessionActions.accountSummaryLoaded([account(13), account(11)]));
    expect(moved.activeAccountId).toBe(13);
    expect(reducer(moved, sessionActions.accountSummaryLoaded([])).activeAccountId).toBeNull();
  });

  test('activeAccountChanged switches to a listed account and ignores an unknown one', () => {
    const switched = reducer(authenticated(), sessionActions.activeAccountChanged(12));
    expect(switched.activeAccountId).toBe(12);
    expect(reducer(switched, sessionActions.activeAccountChanged(99)).activeAccountId).toBe(12);
  });

  test('protectedPathVisited remembers the requested path and redirectConsumed forgets it', () => {
    const remembered = reducer({ ...initial, status: 'anonymous' }, sessionActions.protectedPathVisited('/my-account?tab=transactions'));
    expect(remembered.redirectPath).toBe('/my-account?tab=transactions');
    expect(reducer(remembered, sessionActions.redirectConsumed()).redirectPath).toBeNull();
  });

  test('loggedOut clears the token, claims, user and accounts and makes the session anonymous', () => {
    const state = reducer(authenticated({ consultantName: 'Ann Adviser' }), sessionActions.loggedOut());
    expect(state).toEqual({ ...initial, status: 'anonymous' });
  });

  test('loggedOut keeps the path to return to after a timeout', () => {
    const state = reducer(authenticated(), sessionActions.loggedOut({ keepRedirect: '/my-account' }));
    expect(state.redirectPath).toBe('/my-account');
    expect(state.token).toBeNull();
  });

  test('logoutRequested alone changes nothing: the saga decides', () => {
    const before = authenticated();
    expect(reducer(before, sessionActions.logoutRequested({ reason: 'user' }))).toEqual(before);
  });

  test('the password reset goes sending → sent, and updating → updated, and back to idle on failure', () => {
    const sending = reducer(initial, sessionActions.passwordResetRequested({ userName: 'dmojane' }));
    expect(sending.passwordReset).toBe('sending');
    expect(reducer(sending, sessionActions.passwordResetSent()).passwordReset).toBe('sent');
    const updating = reducer(initial, sessionActions.passwordUpdateRequested({ token: 'r', newPassword: 'Abcdefghi1' }));
    expect(updating.passwordReset).toBe('updating');
    expect(reducer(updating, sessionActions.passwordUpdated()).passwordReset).toBe('updated');
    expect(reducer(updating, sessionActions.passwordResetFailed()).passwordReset).toBe('idle');
  });
});
