import { call, spawn } from 'redux-saga/effects';
import { watchBrand } from './brandSaga';
import { startApp, watchSession } from './sessionSaga';

/** Each feature saga is spawned, so one failure does not stop the others. */
export function* rootSaga() {
  yield spawn(watchBrand);
  yield spawn(watchSession);
  yield call(startApp);
}
