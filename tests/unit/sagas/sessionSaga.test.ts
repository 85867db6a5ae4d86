/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import * as api from '@/api';
import { establishSession, login, logout, openClientSession, POPUP_BLOCKED, protectedPathVisited, startApp } from '@/sagas/sessionSaga';
import { loadAccountSummary } from '@/sagas/sessionData';
import { autoCloseSnackbar, NEW_FEATURE_COUNTER_KEY } from '@/sagas/sessionTimers';
import { rootReducer, type RootState } from '@/store/rootReducer';
import { brandActions } from '@/store/brandSlice';
import { portfolioActions } from '@/store/portfolioSlice';
import { sessionActions } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';
import { account, cartWith, DEMO_BRAND, user } from '../support/fixtures';
import { httpError, networkError } from '../support/http';
import { fakeEnvironment, type FakeEnvironment } from '../support/sagaEnvironment';
import { delayFn, sagaProviders, stateAfter } from '../support/sagas';
import { NOW_S, sessionToken } from '../support/tokens';

const TIMEOUT_TEXT = 'Sorry you have been logged out due to inactivity or timeout, please login again';
const LOGIN_FAILED_TEXT = 'Sorry! Looks like something went wrong while trying to login, please try again';
const PREFIX_TEXT = 'Sorry, something went wrong. Please check your username and url to make sure it is valid';

// Sagas that leave a session running (expiry watcher) end when the run times out.
const RUN_MS = 100;

const holdings = { Holdings: [], Totals: { Currency: 'EUR', PurchasedValue: 0, CurrentValue: 0, Performance: 0 } };
const clientList = [{ Id: 5, Name: 'Jane Doe' }];
const adminClientList = [
  { Id: 5, Name: 'Jane Doe' },
  { Id: 6, Name: 'John Roe' },
];

/** Every read made after login answers; which ones are called depends on the role. */
const dataProviders: StaticProvider[] = [
  [matchers.call.fn(api.getUserInfo), user({ detailsUpdated: false })],
  [matchers.call.fn(api.getAccountSummary), [account(11), account(12)]],
  [matchers.call.fn(api.getCashPosition), { EUR: 1000 }],
  [matchers.call.fn(api.getCart), cartWith(2)],
  [matchers.call.fn(api.getHoldings), holdings],
  [matchers.call.fn(api.getMissingDocuments), []],
  [matchers.call.fn(api.getConversionRates), [{ Currency: 'USD', Rate_EUR: 1.1, CurrencySymbol: '$' }]],
  [matchers.call.fn(api.getConsultantSummary), { TotalClients: 1 }],
  [matchers.call.fn(api.getClientList), clientList],
  [matchers.call.fn(api.getInvestmentSummary), []],
  [matchers.call.fn(api.getAdminClientList), adminClientList],
];

const brandReady = () => stateAfter(brandActions.brandLoaded(DEMO_BRAND), sessionActions.startupFinished());
const loginAction = (userName: string, password = 'Secret-pass1') => sessionActions.loginRequested({ userName, password });

describe('login', () => {
  let env: FakeEnvironment;
  beforeEach(() => {
    env = fakeEnvironment();
  });

  test('login shows the prefix message in the error modal and does not call the API when the username is not of this brand', async () => {
    const { storeState } = await expectSaga(login, loginAction('nbcjane'))
      .withReducer(rootReducer, brandReady())
      .provide(sagaProviders(env))
      .not.call.fn(api.login)
      .put(sessionActions.loginFailed())
      .run();
    expect(storeState.ui.errors).toEqual([PREFIX_TEXT]);
    expect(storeState.session.status).toBe('anonymous');
    expect(env.storage.local.length).toBe(0);
  });

  test('login stores the token and role in localStorage and redirects Home', async () => {
    const { token } = sessionToken('client');
    const { storeState } = await expectSaga(login, loginAction(' dmojane '))
      .withReducer(rootReducer, brandReady())
      .provide([[matchers.call.fn(api.login), { Token: token }], ...dataProviders, ...sagaProviders(env)])
      .call(api.login, 'dmojane', 'Secret-pass1')
      .silentRun(RUN_MS);
    expect(env.storage.local.getItem('token')).toBe(token);
    expect(env.storage.local.getItem('role')).toBe('client');
    expect(env.storage.session.getItem('token')).toBeNull();
    expect(env.navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(storeState.session).toMatchObject({ status: 'authenticated', token, activeAccountId: 11 });
    expect(storeState.ui.errors).toEqual([]);
  });

  test('login returns the user to the path remembered before login', async () => {
    const { token } = sessionToken('client');
    const { storeState } = await expectSaga(login, loginAction('dmojane'))
      .withReducer(
        rootReducer,
        stateAfter(
          brandActions.brandLoaded(DEMO_BRAND),
          sessionActions.startupFinished(),
          sessionActions.protectedPathVisited('/my-account?tab=transactions'),
        ),
      )
      .provide([[matchers.call.fn(api.login), { Token: token }], ...dataProviders, ...sagaProviders(env)])
      .silentRun(RUN_MS);
    expect(env.navigate).toHaveBeenCalledWith('/my-account?tab=transactions', { replace: true });
    expect(env.navigate).not.toHaveBeenCalledWith('/', expect.anything());
    expect(storeState.session.redirectPath).toBeNull();
  });

  const clientReads = [api.getAccountSummary, api.getCashPosition, api.getCart, api.getHoldings, api.getMissingDocuments];
  const adviserReads = [
    api.getConversionRates,
    api.getConsultantSummary,
    api.getClientList,
    api.getInvestmentSummary,
    api.getMissingDocuments,
  ];
  type ApiFn = (...args: never[]) => Promise<unknown>;
  const ROLE_DATA: Array<[role: string, loaded: ApiFn[], notLoaded: ApiFn[]]> = [
    [
      'client',
      clientReads,
      [api.getConversionRates, api.getConsultantSummary, api.getClientList, api.getInvestmentSummary, api.getAdminClientList],
    ],
    ['consultant', adviserReads, [api.getAccountSummary, api.getCashPosition, api.getCart, api.getHoldings, api.getAdminClientList]],
    ['whitelabeladmin', [...adviserReads, api.getAdminClientList], [api.getCashPosition, api.getCart, api.getHoldings]],
    ['ownerofbusiness', [...adviserReads, api.getAdminClientList], [api.getCashPosition, api.getCart, api.getHoldings]],
  ];

  test.each(ROLE_DATA)('login as %s loads the data of that role', async (role, loaded, notLoaded) => {
    const { token } = sessionToken(role);
    let saga = expectSaga(login, loginAction('dmojane'))
      .withReducer(rootReducer, brandReady())
      .provide([[matchers.call.fn(api.login), { Token: token }], ...dataProviders, ...sagaProviders(env)]);
    for (const fn of loaded) saga = saga.call.fn(fn);
    for (const fn of notLoaded) saga = saga.not.call.fn(fn);
    await saga.silentRun(RUN_MS);
  });

  test('login as a client stores cash position, cart, holdings, missing documents and the profile reminder', async () => {
    const { token } = sessionToken('client');
    const { storeState } = await expectSaga(login, loginAction('dmojane'))
      .withReducer(rootReducer, brandReady())
      .provide([[matchers.call.fn(api.login), { Token: token }], ...dataProviders, ...sagaProviders(env)])
      .call(api.getCashPosition, 11)
      .call(api.getCart, DEMO_BRAND.WhiteLabelId, 42, 11)
      .call(api.getHoldings, 11)
      .silentRun(RUN_MS);
    expect(storeState.portfolio).toMatchObject({
      cashPosition: { EUR: 1000 },
      cart: cartWith(2),
      holdings,
      missingDocuments: [],
      profileReminderDue: true,
    });
  });

  test('login as a head-office client gets no profile reminder', async () => {
    const { token } = sessionToken('client', { cphqUser: true });
    const { storeState } = await expectSaga(login, loginAction('dmojane'))
      .withReducer(rootReducer, brandReady())
      .provide([[matchers.call.fn(api.login), { Token: token }], ...dataProviders, ...sagaProviders(env)])
      .silentRun(RUN_MS);
    expect(storeState.portfolio.profileReminderDue).toBe(false);
  });

  test('login as a brand admin stores rates in the EUR reference currency, the client list and the admin client list', async () => {
    const { token } = sessionToken('whitelabeladmin');
    const { storeState } = await expectSaga(login, loginAction('dmojane'))
      .withReducer(rootReducer, brandReady())
      .provide([[matchers.call.fn(api.login), { Token: token }], ...dataProviders, ...sagaProviders(env)])
      .silentRun(RUN_MS);
    expect(storeState.portfolio).toMatchObject({
      referenceCurrency: 'EUR',
      clientList,
      adminClientList,
      consultantSummary: { TotalClients: 1 },
    });
    expect(storeState.portfolio.rates).toHaveLength(1);
  });

  test('login still finishes when one of the reads after login fails', async () => {
    const { token } = sessionToken('consultant');
    const { storeState } = await expectSaga(login, loginAction('dmojane'))
      .withReducer(rootReducer, brandReady())
      .provide([
        [matchers.call.fn(api.login), { Token: token }],
        [matchers.call.fn(api.getClientList), throwError(httpError(500))],
        ...dataProviders,
        ...sagaProviders(env),
      ])
      .silentRun(RUN_MS);
    expect(storeState.session.status).toBe('authenticated');
    expect(storeState.portfolio.clientList).toEqual([]);
    expect(storeState.portfolio.consultantSummary).toEqual({ TotalClients: 1 });
  });

  test('login shows the server Message, with line breaks and mail links, when the API refuses', async () => {
    const refusal = httpError(401, 'Your account is locked.\nPlease write to support@demowealth.example');
    const { storeState } = await expectSaga(login, loginAction('dmojane'))
      .withReducer(rootReducer, brandReady())
      .provide([[matchers.call.fn(api.login), throwError(refusal)], ...sagaProviders(env)])
      .put(sessionActions.loginFailed())
      .run();
    expect(storeState.ui.errors).toEqual([
      'Your account is locked.<br>Please write to <a href="mailto:support@demowealth.example">support@demowealth.example</a>',
    ]);
    expect(storeState.session.status).toBe('anonymous');
    expect(env.storage.local.getItem('token')).toBeNull();
    expect(env.navigate).not.toHaveBeenCalled();
  });

  test.each([
    ['an error without a Message', httpError(500)],
    ['a network failure', networkError()],
  ])('login shows the login failure text for %s', async (_case, error) => {
    const { storeState } = await expectSaga(login, loginAction('dmojane'))
      .withReducer(rootReducer, brandReady())
      .provide([[matchers.call.fn(api.login), throwError(error)], ...sagaProviders(env)])
      .run();
    expect(storeState.ui.errors).toEqual([LOGIN_FAILED_TEXT]);
  });

  test('login shows the login failure text when the server answers with an unreadable token', async () => {
    const { storeState } = await expectSaga(login, loginAction('dmojane'))
      .withReducer(rootReducer, brandReady())
      .provide([[matchers.call.fn(api.login), { Token: 'garbage' }], ...sagaProviders(env)])
      .run();
    expect(storeState.ui.errors).toEqual([LOGIN_FAILED_TEXT]);
    expect(env.storage.local.getItem('token')).toBeNull();
  });
});

describe('logout', () => {
  function loggedInAs(role: string, impersonator?: string): { state: RootState; token: string } {
    const { token, claims } = sessionToken(role, impersonator ? { impersonator } : {});
    const state = stateAfter(
      brandActions.brandLoaded(DEMO_BRAND),
      sessionActions.tokenReceived({ token, claims }),
      sessionActions.accountSummaryLoaded([account(11)]),
      sessionActions.sessionReady(),
      portfolioActions.cartLoaded(cartWith(1)),
      uiActions.noticeShown('newFeature'),
    );
    return { state, token };
  }

  test('logout clears both tokens, empties the session and goes to /login', async () => {
    const env = fakeEnvironment({ pathname: '/my-account' });
    const { state, token } = loggedInAs('client');
    env.storage.local.setItem('token', token);
    env.storage.local.setItem('role', 'client');
    env.storage.session.setItem('token', 'stale.client.token');
    const { storeState } = await expectSaga(logout, sessionActions.logoutRequested({ reason: 'user' }))
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(api.endSession), true], ...sagaProviders(env)])
      .call(api.endSession, token)
      .run();
    expect(env.storage.local.getItem('token')).toBeNull();
    expect(env.storage.local.getItem('role')).toBeNull();
    expect(env.storage.session.getItem('token')).toBeNull();
    expect(env.navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(env.closeWindow).not.toHaveBeenCalled();
    expect(storeState.session).toMatchObject({ status: 'anonymous', token: null, claims: null, redirectPath: null });
    expect(storeState.portfolio.cart).toBeNull();
    expect(storeState.ui.notices.newFeature).toBe(false);
  });

  test('logout still finishes when the server cannot end the session', async () => {
    const env = fakeEnvironment();
    const { state } = loggedInAs('client');
    const { storeState } = await expectSaga(logout, sessionActions.logoutRequested({ reason: 'inactivity' }))
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(api.endSession), throwError(networkError())], ...sagaProviders(env)])
      .run();
    expect(storeState.session).toMatchObject({ status: 'anonymous', token: null });
    expect(env.navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  test('logout after a timeout remembers the page so the next login returns there', async () => {
    const env = fakeEnvironment({ pathname: '/my-account', search: '?tab=transactions' });
    const { state } = loggedInAs('client');
    const { storeState } = await expectSaga(logout, sessionActions.logoutRequested({ reason: 'timeout' }))
      .withReducer(rootReducer, state)
      .provide(sagaProviders(env))
      .not.call.fn(api.endSession)
      .run();
    expect(storeState.session.redirectPath).toBe('/my-account?tab=transactions');
    expect(env.navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  test('logout while impersonating clears only the client token and tries to close the window', async () => {
    const env = fakeEnvironment();
    const { state, token: clientToken } = loggedInAs('client', '7');
    const consultant = sessionToken('consultant');
    env.storage.session.setItem('token', clientToken);
    env.storage.session.setItem('consultantName', 'Ann Adviser');
    env.storage.local.setItem('token', consultant.token);
    env.storage.local.setItem('role', 'consultant');
    const { storeState } = await expectSaga(logout, sessionActions.logoutRequested({ reason: 'user' }))
      .withReducer(rootReducer, state)
      .provide([[matchers.call.fn(api.endSession), true], ...dataProviders, ...sagaProviders(env)])
      .call(api.endSession, clientToken)
      .not.call(api.endSession, consultant.token)
      .silentRun(RUN_MS);
    expect(env.storage.session.getItem('token')).toBeNull();
    expect(env.storage.session.getItem('consultantName')).toBeNull();
    expect(env.storage.local.getItem('token')).toBe(consultant.token);
    expect(env.storage.local.getItem('role')).toBe('consultant');
    expect(env.closeWindow).toHaveBeenCalledTimes(1);
    // The browser may refuse to close the window: it then goes back to the consultant's own session.
    expect(env.navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(env.navigate).not.toHaveBeenCalledWith('/login', expect.anything());
    expect(storeState.session.claims?.role).toBe('consultant');
    expect(storeState.portfolio.cart).toBeNull();
  });
});

describe('loadAccountSummary', () => {
  test('a 401 on the account summary shows the timeout message, then logs out after 2500 ms', async () => {
    const env = fakeEnvironment();
    const waits: number[] = [];
    const { allEffects, storeState } = await expectSaga(loadAccountSummary)
      .withReducer(rootReducer, stateAfter())
      .provide([[matchers.call.fn(api.getAccountSummary), throwError(httpError(401, 'Token expired'))], ...sagaProviders(env, waits)])
      .put(uiActions.errorRaised(TIMEOUT_TEXT))
      .call(delayFn, 2500)
      .put(sessionActions.logoutRequested({ reason: 'timeout' }))
      .returns(false)
      .run();
    expect(waits).toEqual([2500]);
    expect(storeState.ui.errors).toEqual([TIMEOUT_TEXT]);
    const order = allEffects
      .map((e) => (e.type === 'CALL' && e.payload.fn === delayFn ? 'wait' : e.type === 'PUT' ? e.payload.action.type : null))
      .filter(Boolean);
    expect(order).toEqual(['ui/errorRaised', 'wait', 'session/logoutRequested']);
  });

  test('any other failure of the account summary keeps the figures and shows the out-of-date notice', async () => {
    const { storeState } = await expectSaga(loadAccountSummary)
      .withReducer(rootReducer, stateAfter(sessionActions.accountSummaryLoaded([account(11)])))
      .provide([[matchers.call.fn(api.getAccountSummary), throwError(httpError(500))], ...sagaProviders(fakeEnvironment())])
      .not.put.actionType(sessionActions.logoutRequested.type)
      .returns(false)
      .run();
    expect(storeState.ui.notices.summaryOutOfDate).toBe(true);
    expect(storeState.session.accountSummary).toHaveLength(1);
  });

  test('a successful account summary is stored and closes the out-of-date notice', async () => {
    const { storeState } = await expectSaga(loadAccountSummary)
      .withReducer(rootReducer, stateAfter(uiActions.noticeShown('summaryOutOfDate')))
      .provide([[matchers.call.fn(api.getAccountSummary), [account(11), account(12)]], ...sagaProviders(fakeEnvironment())])
      .returns(true)
      .run();
    expect(storeState.session.accountSummary.map((a: { Id: number }) => a.Id)).toEqual([11, 12]);
    expect(storeState.ui.notices.summaryOutOfDate).toBe(false);
  });
});

describe('startApp', () => {
  const brandProvider: StaticProvider = [matchers.call.fn(api.getWhiteLabel), DEMO_BRAND];

  test('startApp stores a token from ?auth= in localStorage and goes Home', async () => {
    const { token } = sessionToken('client');
    const env = fakeEnvironment({ search: `?auth=${token}` });
    const { storeState } = await expectSaga(startApp)
      .withReducer(rootReducer, stateAfter())
      .provide([brandProvider, ...dataProviders, ...sagaProviders(env)])
      .silentRun(RUN_MS);
    expect(env.storage.local.getItem('token')).toBe(token);
    expect(env.storage.local.getItem('role')).toBe('client');
    expect(env.navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(storeState.session).toMatchObject({ status: 'authenticated', token });
  });

  test('startApp stores an impersonated ?auth= token and the consultant name in sessionStorage only', async () => {
    const { token } = sessionToken('client', { impersonator: '7' });
    const env = fakeEnvironment({ search: `?auth=${token}&consultant=Ann%20Adviser` });
    const { storeState } = await expectSaga(startApp)
      .withReducer(rootReducer, stateAfter())
      .provide([brandProvider, ...dataProviders, ...sagaProviders(env)])
      .silentRun(RUN_MS);
    expect(env.storage.session.getItem('token')).toBe(token);
    expect(env.storage.session.getItem('consultantName')).toBe('Ann Adviser');
    expect(env.storage.local.getItem('token')).toBeNull();
    expect(env.navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(storeState.session).toMatchObject({ status: 'authenticated', consultantName: 'Ann Adviser' });
  });

  test('startApp sends an expired ?auth= token to /login without storing it', async () => {
    const { token } = sessionToken('client', { exp: NOW_S - 1 });
    const env = fakeEnvironment({ search: `?auth=${token}` });
    const { storeState } = await expectSaga(startApp)
      .withReducer(rootReducer, stateAfter())
      .provide([brandProvider, ...sagaProviders(env)])
      .not.call.fn(api.getUserInfo)
      .run();
    expect(env.storage.local.length + env.storage.session.length).toBe(0);
    expect(env.navigate).toHaveBeenCalledWith('/login', { replace: true });
    expect(storeState.session.status).toBe('anonymous');
  });

  test('startApp resumes a stored live session without navigating', async () => {
    const { token } = sessionToken('consultant');
    const env = fakeEnvironment({ pathname: '/my-account' });
    env.storage.local.setItem('token', token);
    const { storeState } = await expectSaga(startApp)
      .withReducer(rootReducer, stateAfter())
      .provide([brandProvider, ...dataProviders, ...sagaProviders(env)])
      .silentRun(RUN_MS);
    expect(storeState.session).toMatchObject({ status: 'authenticated', token });
    expect(env.navigate).not.toHaveBeenCalled();
  });

  test('startApp on /login with a stored live session goes Home', async () => {
    const { token } = sessionToken('client');
    const env = fakeEnvironment({ pathname: '/login' });
    env.storage.local.setItem('token', token);
    await expectSaga(startApp)
      .withReducer(rootReducer, stateAfter())
      .provide([brandProvider, ...dataProviders, ...sagaProviders(env)])
      .silentRun(RUN_MS);
    expect(env.navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  test('startApp drops a stored expired token and starts anonymous', async () => {
    const { token } = sessionToken('client', { exp: NOW_S - 60 });
    const env = fakeEnvironment();
    env.storage.local.setItem('token', token);
    env.storage.local.setItem('role', 'client');
    const { storeState } = await expectSaga(startApp)
      .withReducer(rootReducer, stateAfter())
      .provide([brandProvider, ...sagaProviders(env)])
      .not.call.fn(api.getUserInfo)
      .run();
    expect(env.storage.local.length).toBe(0);
    expect(storeState.session.status).toBe('anonymous');
  });

  test('startApp on an unknown brand (404) titles the page "Login error", clears the tokens and logs out', async () => {
    const { token } = sessionToken('client');
    const env = fakeEnvironment({ search: `?auth=${token}` });
    env.storage.local.setItem('token', token);
    env.storage.local.setItem('role', 'client');
    const { storeState } = await expectSaga(startApp)
      .withReducer(rootReducer, stateAfter())
      .provide([[matchers.call.fn(api.getWhiteLabel), throwError(httpError(404, 'Unknown white label'))], ...sagaProviders(env)])
      .put(sessionActions.logoutRequested({ reason: 'unknownBrand' }))
      .not.call.fn(api.getUserInfo)
      .run();
    expect(env.setDocumentHead).toHaveBeenCalledWith({ title: 'Login error' });
    expect(env.storage.local.length).toBe(0);
    expect(storeState.brand).toMatchObject({ status: 'unknown', brand: null });
    expect(storeState.session.status).toBe('anonymous');
  });
});

describe('establishSession', () => {
  const COUNTER_CASES: Array<[stored: string | null, shown: boolean, after: string | null]> = [
    [null, true, '1'],
    ['2', true, '3'],
    ['3', true, '4'],
    ['4', false, '4'],
    ['9', false, '9'],
  ];

  test.each(COUNTER_CASES)(
    'with the new-feature counter at %p the notice shown is %p and the counter becomes %p',
    async (stored, shown, after) => {
      const env = fakeEnvironment();
      if (stored !== null) env.storage.local.setItem(NEW_FEATURE_COUNTER_KEY, stored);
      const waits: number[] = [];
      const { token, claims } = sessionToken('consultant');
      const { storeState } = await expectSaga(establishSession, token, claims, false)
        .withReducer(rootReducer, brandReady())
        .provide([...dataProviders, ...sagaProviders(env, waits)])
        .silentRun(RUN_MS);
      expect(waits).toContain(1000);
      expect(storeState.ui.notices.newFeature).toBe(shown);
      expect(env.storage.local.getItem('newFeatureCounter')).toBe(after);
    },
  );

  test('the new-feature notice waits 1 s after the session is ready', async () => {
    const env = fakeEnvironment();
    const { token, claims } = sessionToken('consultant');
    const { allEffects } = await expectSaga(establishSession, token, claims, false)
      .withReducer(rootReducer, brandReady())
      .provide([...dataProviders, ...sagaProviders(env)])
      .silentRun(RUN_MS);
    const order = allEffects
      .map((e) =>
        e.type === 'CALL' && e.payload.fn === delayFn && e.payload.args[0] === 1000
          ? 'wait 1000'
          : e.type === 'PUT'
            ? e.payload.action.type
            : null,
      )
      .filter((x) => x === 'wait 1000' || x === 'session/sessionReady' || x === 'ui/noticeShown');
    expect(order).toEqual(['session/sessionReady', 'wait 1000', 'ui/noticeShown']);
  });

  test('a read-only client sees the limited-functionality notice', async () => {
    const { token, claims } = sessionToken('clientreadonly');
    const env = fakeEnvironment();
    env.storage.local.setItem(NEW_FEATURE_COUNTER_KEY, '4');
    const { storeState } = await expectSaga(establishSession, token, claims, false)
      .withReducer(rootReducer, brandReady())
      .provide([...dataProviders, ...sagaProviders(env)])
      .silentRun(RUN_MS);
    expect(storeState.ui.notices.limitedFunctionality).toBe(true);
  });
});

describe('openClientSession', () => {
  const consultantState = () => {
    const { token, claims } = sessionToken('consultant');
    return stateAfter(
      brandActions.brandLoaded(DEMO_BRAND),
      sessionActions.tokenReceived({ token, claims }),
      sessionActions.userInfoLoaded(user({ FirstName: 'Ann', LastName: 'Adviser', Role: 'consultant' })),
      sessionActions.sessionReady(),
    );
  };

  test('openClientSession opens / with the client token and the consultant name in a new window', async () => {
    const env = fakeEnvironment();
    const client = sessionToken('client', { impersonator: '42' });
    await expectSaga(openClientSession, sessionActions.clientAccessRequested({ clientId: 5, clientName: 'Jane Doe' }))
      .withReducer(rootReducer, consultantState())
      .provide([[matchers.call.fn(api.getClientAccess), { Token: client.token }], ...sagaProviders(env)])
      .call(api.getClientAccess, 5)
      .run();
    expect(env.openWindow).toHaveBeenCalledWith(`/?auth=${client.token}&consultant=Ann%20Adviser`);
  });

  test('openClientSession explains a blocked pop-up in the error modal', async () => {
    const env = fakeEnvironment();
    env.openWindow.mockReturnValue(null);
    const { storeState } = await expectSaga(
      openClientSession,
      sessionActions.clientAccessRequested({ clientId: 5, clientName: 'Jane Doe' }),
    )
      .withReducer(rootReducer, consultantState())
      .provide([[matchers.call.fn(api.getClientAccess), { Token: 'a.b.c' }], ...sagaProviders(env)])
      .run();
    expect(storeState.ui.errors).toEqual([POPUP_BLOCKED]);
  });

  test('openClientSession shows the server Message and opens nothing when access is refused', async () => {
    const env = fakeEnvironment();
    const { storeState } = await expectSaga(
      openClientSession,
      sessionActions.clientAccessRequested({ clientId: 9, clientName: 'Not Mine' }),
    )
      .withReducer(rootReducer, consultantState())
      .provide([[matchers.call.fn(api.getClientAccess), throwError(httpError(403, 'This client is not yours.'))], ...sagaProviders(env)])
      .run();
    expect(storeState.ui.errors).toEqual(['This client is not yours.']);
    expect(env.openWindow).not.toHaveBeenCalled();
  });
});

describe('snackbars', () => {
  test('a snackbar closes itself after 4000 ms', async () => {
    const shown = uiActions.snackbarShown({ message: 'Successfully added to cart', type: 'success' });
    const { storeState } = await expectSaga(autoCloseSnackbar, shown)
      .withReducer(rootReducer, stateAfter(shown))
      .provide(sagaProviders(fakeEnvironment()))
      .call(delayFn, 4000)
      .put(uiActions.snackbarDismissed(shown.payload.id))
      .run();
    expect(storeState.ui.snackbars).toEqual([]);
  });

  test('a snackbar without auto-close stays', async () => {
    const shown = uiActions.snackbarShown({ message: 'Updated Alert', autoClose: false });
    const { storeState } = await expectSaga(autoCloseSnackbar, shown)
      .withReducer(rootReducer, stateAfter(shown))
      .provide(sagaProviders(fakeEnvironment()))
      .not.call.fn(delayFn)
      .run();
    expect(storeState.ui.snackbars).toHaveLength(1);
  });

  test('a guest on a protected path is told "Log in to access this page" in an error snackbar', async () => {
    const { storeState } = await expectSaga(protectedPathVisited).withReducer(rootReducer, stateAfter()).run();
    expect(storeState.ui.snackbars).toEqual([
      expect.objectContaining({ message: 'Log in to access this page', type: 'error', autoClose: true }),
    ]);
  });
});
