import forms from './formsSlice';
import accountOpening from './accountOpeningSlice';
import cart from './cartSlice';
import checkout from './checkoutSlice';
import watchlist from './watchlistSlice';
import alerts from './alertsSlice';
import dealing from './dealingSlice';
import products from './productsSlice';
import nonPlatformHoldings from './nonPlatformHoldingsSlice';
import transactions from './transactionsSlice';
import compliance from './complianceSlice';
import dueDiligence from './dueDiligenceSlice';
import profileReminder from './profileReminderSlice';
import projection from './projectionSlice';
import emailLogs from './emailLogsSlice';
import statement from './statementSlice';
import clientDirectory from './clientDirectorySlice';
import notifications from './notificationsSlice';
import utilities from './utilitiesSlice';
import documents from './documentsSlice';
import audit from './auditSlice';
import { injectSlice, type PortalState } from './rootReducer';

const PORTAL_REDUCERS: { [K in keyof PortalState]: (state: PortalState[K] | undefined, action: { type: string }) => PortalState[K] } = {
  forms,
  accountOpening,
  cart,
  checkout,
  watchlist,
  alerts,
  dealing,
  products,
  nonPlatformHoldings,
  transactions,
  compliance,
  dueDiligence,
  profileReminder,
  emailLogs,
  projection,
  statement,
  clientDirectory,
  notifications,
  utilities,
  documents,
  audit,
};

/**
 * Adds the logged-in portal's slices to the root reducer (the login page does not load them).
 * Their state appears with the next action; injecting again changes nothing.
 */
export function injectPortalSlices(): void {
  for (const reducerPath of Object.keys(PORTAL_REDUCERS) as Array<keyof PortalState>) {
    injectSlice({ reducerPath, reducer: PORTAL_REDUCERS[reducerPath] as never });
  }
}
