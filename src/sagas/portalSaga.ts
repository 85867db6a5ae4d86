import { spawn } from 'redux-saga/effects';
import { watchForms } from './formsSaga';
import { watchCart } from './cartSaga';
import { watchBasket } from './basketSaga';
import { watchCheckout } from './checkoutSaga';
import { watchAccountOpening } from './accountOpeningSaga';
import { watchWatchlist } from './watchlistSaga';
import { watchAlerts } from './alertsSaga';
import { watchDealing } from './dealingSaga';
import { watchProducts } from './productsSaga';
import { watchNonPlatformHoldings } from './nonPlatformHoldingsSaga';
import { watchTransactions } from './transactionsSaga';
import { watchDueDiligence } from './dueDiligenceSaga';
import { watchProfileReminder } from './profileReminderSaga';
import { watchCompliance } from './complianceSaga';
import { watchProjection } from './projectionSaga';
import { watchEmailLogs } from './emailLogsSaga';
import { watchStatement } from './statementSaga';
import { watchClientDirectory } from './clientDirectorySaga';
import { watchNotifications } from './notificationsSaga';
import { watchUtilities } from './utilitiesSaga';
import { watchDocuments } from './documentsSaga';
import { watchAudit } from './auditSaga';

/**
 * The logged-in portal's sagas, started when its code loads (not with the login page). Each is
 * spawned, so one failure does not stop the others.
 */
export function* portalSaga() {
  yield spawn(watchForms);
  yield spawn(watchCart);
  yield spawn(watchBasket);
  yield spawn(watchCheckout);
  yield spawn(watchAccountOpening);
  yield spawn(watchWatchlist);
  yield spawn(watchAlerts);
  yield spawn(watchDealing);
  yield spawn(watchProducts);
  yield spawn(watchNonPlatformHoldings);
  yield spawn(watchTransactions);
  yield spawn(watchDueDiligence);
  yield spawn(watchProfileReminder);
  yield spawn(watchCompliance);
  yield spawn(watchProjection);
  yield spawn(watchEmailLogs);
  yield spawn(watchStatement);
  yield spawn(watchClientDirectory);
  yield spawn(watchNotifications);
  yield spawn(watchUtilities);
  yield spawn(watchDocuments);
  yield spawn(watchAudit);
}
