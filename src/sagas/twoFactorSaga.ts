import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '@/types/api';
import { TEXTS } from '@/engine/messages/texts';
import { TWO_FACTOR_TEXTS } from '@/engine/session/twoFactor';
import { selectTwoFactor } from '@/store/selectors';
import { twoFactorActions, type TwoFactorState } from '@/store/twoFactorSlice';
import { loadApi, type Api } from './apiClient';
import { showError } from './effects';
import { signedIn } from './sessionSaga';

/** The server's Message for a refused step, or the fallback; and whether the login must start again. */
function* refusal(error: unknown, fallback: string) {
  const { toApiError }: Api = yield call(loadApi);
  const { status, message } = toApiError(error);
  return { message: message || fallback, restart: status === 401 && message === TWO_FACTOR_TEXTS.challengeExpired };
}

/** The login's second step: the code answers the challenge; a token starts the session. */
export function* submitCode(action: PayloadAction<{ code: string }>) {
  const { challenge }: TwoFactorState = yield select(selectTwoFactor);
  if (!challenge) return;
  try {
    const api: Api = yield call(loadApi);
    const { Token }: { Token: string } = yield call(api.verifyTwoFactorCode, challenge.token, action.payload.code.trim());
    yield put(twoFactorActions.challengeEnded());
    yield call(signedIn, Token);
  } catch (error) {
    const { message, restart }: { message: string; restart: boolean } = yield call(refusal, error, TEXTS.loginFailed);
    if (restart) {
      yield put(twoFactorActions.challengeEnded());
      yield call(showError, error, TEXTS.loginFailed);
    } else yield put(twoFactorActions.stepRefused(message));
  }
}

/** The Two-factor sign-in page: the signed-in user's state. */
export function* loadStatus() {
  try {
    const api: Api = yield call(loadApi);
    const status: TwoFactorStatus = yield call(api.getTwoFactorStatus);
    yield put(twoFactorActions.statusLoaded(status));
  } catch (error) {
    yield put(twoFactorActions.stepRefused(''));
    yield call(showError, error, TEXTS.requestFailed);
  }
}

/** A new authenticator key and its QR code: signed in, or with the login's enrolment challenge. */
export function* startSetup() {
  const { challenge }: TwoFactorState = yield select(selectTwoFactor);
  try {
    const api: Api = yield call(loadApi);
    const setup: TwoFactorSetup = yield call(api.startTwoFactorSetup, challenge?.kind === 'enrol' ? challenge.token : undefined);
    yield put(twoFactorActions.setupReady(setup));
  } catch (error) {
    const { message, restart }: { message: string; restart: boolean } = yield call(refusal, error, TEXTS.requestFailed);
    if (restart) yield put(twoFactorActions.challengeEnded());
    yield put(twoFactorActions.stepRefused(message));
    if (restart) yield call(showError, error, TEXTS.loginFailed);
  }
}

/** The first code turns two-factor sign-in on; the recovery codes are shown (and at login, the session waits for them). */
export function* confirmSetup(action: PayloadAction<{ code: string }>) {
  const { challenge }: TwoFactorState = yield select(selectTwoFactor);
  try {
    const api: Api = yield call(loadApi);
    const answer: TwoFactorEnabled = yield call(
      api.enableTwoFactor,
      action.payload.code.trim(),
      challenge?.kind === 'enrol' ? challenge.token : undefined,
    );
    yield put(twoFactorActions.enabled({ recoveryCodes: answer.RecoveryCodes, token: answer.Token }));
    if (!challenge) yield call(loadStatus);
  } catch (error) {
    const { message, restart }: { message: string; restart: boolean } = yield call(refusal, error, TEXTS.requestFailed);
    if (restart) {
      yield put(twoFactorActions.challengeEnded());
      yield call(showError, error, TEXTS.loginFailed);
    } else yield put(twoFactorActions.stepRefused(message));
  }
}

/** The recovery codes are put away: at login the session starts now; on the page they are dropped. */
export function* recoveryCodesSaved() {
  const { tokenAfterCodes }: TwoFactorState = yield select(selectTwoFactor);
  if (!tokenAfterCodes) return;
  yield put(twoFactorActions.challengeEnded());
  yield call(signedIn, tokenAfterCodes);
}

/** A current code turns two-factor sign-in off. */
export function* disable(action: PayloadAction<{ code: string }>) {
  try {
    const api: Api = yield call(loadApi);
    yield call(api.disableTwoFactor, action.payload.code.trim());
    yield put(twoFactorActions.disabled());
    yield call(loadStatus);
  } catch (error) {
    const { message }: { message: string } = yield call(refusal, error, TEXTS.requestFailed);
    yield put(twoFactorActions.stepRefused(message));
  }
}

export function* watchTwoFactor() {
  // takeLeading: one code, set-up, confirmation or turn-off in flight at a time; a double click is ignored.
  yield takeLeading(twoFactorActions.codeSubmitted.type, submitCode);
  yield takeLeading(twoFactorActions.setupRequested.type, startSetup);
  yield takeLeading(twoFactorActions.enableRequested.type, confirmSetup);
  yield takeLeading(twoFactorActions.disableRequested.type, disable);
  yield takeLeading(twoFactorActions.recoveryCodesSaved.type, recoveryCodesSaved);
  // takeLatest: the newest read of the page's state wins.
  yield takeLatest(twoFactorActions.statusRequested.type, loadStatus);
}
