import { call, spawn } from 'redux-saga/effects';
import { watchBrand } from './brandSaga';
import { startApp, watchSession } from './sessionSaga';
import { watchTwoFactor } from './twoFactorSaga';

/**
 * The sagas of the shell and the login page; the portal's own start with its code (portalSaga).
 * Each is spawned, so one failure does not stop the others.
 */
export function* rootSaga() {
  yield spawn(watchBrand);
  yield spawn(watchSession);
  yield spawn(watchTwoFactor);
  yield call(startApp);
}
