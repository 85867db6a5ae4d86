import { call, spawn } from 'redux-saga/effects';
import { watchBrand } from './brandSaga';
import { startApp, watchSession } from './sessionSaga';
import { watchForms } from './formsSaga';

/** Each feature saga is spawned, so one failure does not stop the others. */
export function* rootSaga() {
  yield spawn(watchBrand);
  yield spawn(watchSession);
  yield spawn(watchForms);
  yield call(startApp);
}
