import { call, spawn } from 'redux-saga/effects';
import { watchBrand } from './brandSaga';
import { startApp, watchSession } from './sessionSaga';
import { watchForms } from './formsSaga';
import { watchCart } from './cartSaga';
import { watchCheckout } from './checkoutSaga';
import { watchAccountOpening } from './accountOpeningSaga';
import { watchWatchlist } from './watchlistSaga';
import { watchAlerts } from './alertsSaga';
import { watchDealing } from './dealingSaga';
import { watchProducts } from './productsSaga';
import { watchNonPlatformHoldings } from './nonPlatformHoldingsSaga';
import { watchTransactions } from './transactionsSaga';

/** Each feature saga is spawned, so one failure does not stop the others. */
export function* rootSaga() {
  yield spawn(watchBrand);
  yield spawn(watchSession);
  yield spawn(watchForms);
  yield spawn(watchCart);
  yield spawn(watchCheckout);
  yield spawn(watchAccountOpening);
  yield spawn(watchWatchlist);
  yield spawn(watchAlerts);
  yield spawn(watchDealing);
  yield spawn(watchProducts);
  yield spawn(watchNonPlatformHoldings);
  yield spawn(watchTransactions);
  yield call(startApp);
}
