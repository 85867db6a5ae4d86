/** @jest-environment node */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import * as api from '@/api';
import { TWO_FACTOR_TEXTS } from '@/engine/session/twoFactor';
import { login } from '@/sagas/sessionSaga';
import { confirmSetup, recoveryCodesSaved, submitCode } from '@/sagas/twoFactorSaga';
import { rootReducer } from '@/store/rootReducer';
import { brandActions } from '@/store/brandSlice';
import { sessionActions } from '@/store/sessionSlice';
import { twoFactorActions } from '@/store/twoFactorSlice';
import { DEMO_BRAND, user } from '../support/fixtures';
import { httpError } from '../support/http';
import { fakeEnvironment, type FakeEnvironment } from '../support/sagaEnvironment';
import { sagaProviders, stateAfter } from '../support/sagas';
import { sessionToken } from '../support/tokens';

const RUN_MS = 100;
const CHALLENGE = { token: 'challenge-token', kind: 'code' as const, expiresAt: '2030-01-01T00:05:00.000Z' };
const adviserReads: StaticProvider[] = [
  [matchers.call.fn(api.getUserInfo), user()],
  [matchers.call.fn(api.getMissingDocuments), []],
  [matchers.call.fn(api.getConversionRates), []],
  [matchers.call.fn(api.getConsultantSummary), { TotalClients: 0 }],
  [matchers.call.fn(api.getClientList), []],
  [matchers.call.fn(api.getInvestmentSummary), []],
];

describe('two-factor sign-in sagas', () => {
  let env: FakeEnvironment;
  beforeEach(() => {
    env = fakeEnvironment();
  });

  test('login with a staff password that earns a challenge stores no token and asks for the code', async () => {
    const { storeState } = await expectSaga(login, sessionActions.loginRequested({ userName: 'dmoconsultant', password: 'Secret-pass1' }))
      .withReducer(rootReducer, stateAfter(brandActions.brandLoaded(DEMO_BRAND), sessionActions.startupFinished()))
      .provide([
        [matchers.call.fn(api.login), { Challenge: CHALLENGE.token, ChallengeKind: 'code', ChallengeExpiresAt: CHALLENGE.expiresAt }],
        ...sagaProviders(env),
      ])
      .run();
    expect(storeState.twoFactor.challenge).toEqual(CHALLENGE);
    expect(storeState.session.status).toBe('anonymous');
    expect(storeState.session.token).toBeNull();
    expect(env.storage.local.getItem('token')).toBeNull();
  });

  test('a wrong code keeps the challenge and shows the server sentence beside the field, not in the error modal', async () => {
    const { storeState } = await expectSaga(submitCode, twoFactorActions.codeSubmitted({ code: '000000' }))
      .withReducer(rootReducer, stateAfter(brandActions.brandLoaded(DEMO_BRAND), twoFactorActions.challengeReceived(CHALLENGE)))
      .provide([[matchers.call.fn(api.verifyTwoFactorCode), throwError(httpError(401, TWO_FACTOR_TEXTS.codeWrong))], ...sagaProviders(env)])
      .call(api.verifyTwoFactorCode, CHALLENGE.token, '000000')
      .run();
    expect(storeState.twoFactor.error).toBe(TWO_FACTOR_TEXTS.codeWrong);
    expect(storeState.twoFactor.challenge).toEqual(CHALLENGE);
    expect(storeState.ui.errors).toEqual([]);
  });

  test('an expired challenge goes back to the password with the server sentence in the error modal', async () => {
    const { storeState } = await expectSaga(submitCode, twoFactorActions.codeSubmitted({ code: '123456' }))
      .withReducer(rootReducer, stateAfter(brandActions.brandLoaded(DEMO_BRAND), twoFactorActions.challengeReceived(CHALLENGE)))
      .provide([
        [matchers.call.fn(api.verifyTwoFactorCode), throwError(httpError(401, TWO_FACTOR_TEXTS.challengeExpired))],
        ...sagaProviders(env),
      ])
      .run();
    expect(storeState.twoFactor.challenge).toBeNull();
    expect(storeState.ui.errors).toEqual([TWO_FACTOR_TEXTS.challengeExpired]);
  });

  test('the right code stores the token and starts the session', async () => {
    const { token } = sessionToken('consultant');
    const { storeState } = await expectSaga(submitCode, twoFactorActions.codeSubmitted({ code: ' 123456 ' }))
      .withReducer(rootReducer, stateAfter(brandActions.brandLoaded(DEMO_BRAND), twoFactorActions.challengeReceived(CHALLENGE)))
      .provide([[matchers.call.fn(api.verifyTwoFactorCode), { Token: token }], ...adviserReads, ...sagaProviders(env)])
      .call(api.verifyTwoFactorCode, CHALLENGE.token, '123456')
      .silentRun(RUN_MS);
    expect(env.storage.local.getItem('token')).toBe(token);
    expect(storeState.twoFactor.challenge).toBeNull();
    expect(storeState.session.token).toBe(token);
  });

  test('enrolment at login shows the recovery codes first and starts the session only once they are saved', async () => {
    const { token } = sessionToken('consultant');
    const enrol = { ...CHALLENGE, kind: 'enrol' as const };
    const codes = ['abcde-fghjk'];
    const { storeState: afterEnable } = await expectSaga(confirmSetup, twoFactorActions.enableRequested({ code: '123456' }))
      .withReducer(rootReducer, stateAfter(brandActions.brandLoaded(DEMO_BRAND), twoFactorActions.challengeReceived(enrol)))
      .provide([[matchers.call.fn(api.enableTwoFactor), { RecoveryCodes: codes, Token: token }], ...sagaProviders(env)])
      .call(api.enableTwoFactor, '123456', enrol.token)
      .run();
    expect(afterEnable.twoFactor.recoveryCodes).toEqual(codes);
    expect(afterEnable.session.token).toBeNull();
    const { storeState } = await expectSaga(recoveryCodesSaved)
      .withReducer(rootReducer, rootReducer(afterEnable, twoFactorActions.recoveryCodesSaved()))
      .provide([...adviserReads, ...sagaProviders(env)])
      .silentRun(RUN_MS);
    expect(storeState.session.token).toBe(token);
    expect(storeState.twoFactor.recoveryCodes).toBeNull();
    expect(env.storage.local.getItem('token')).toBe(token);
  });
});
