import { ALERT_ACTION } from './limits';

/** The selection names a purchased fund line's Alert carries (trading §3) and their action codes (§4). */
const BY_NAME: Readonly<Record<string, number>> = {
  autoemail: ALERT_ACTION.NotifyByEmail,
  notifybyemail: ALERT_ACTION.NotifyByEmail,
  autosell: ALERT_ACTION.AutoSell,
  autoreset: ALERT_ACTION.ResetAlert,
  resetalert: ALERT_ACTION.ResetAlert,
  noalert: ALERT_ACTION.NoAlert,
};

/**
 * Alert selections arrive as names in checkout ('AutoEmail', 'AutoReset', 'No Alert') and as action
 * codes on the Reset Alert screen (1 Notify By Email, 2 auto-sell, 3 Reset Alert, 4 No Alert); this
 * reads either into the code the alert-targets form validates.
 * @param selection - a name (any case, spaces ignored) or a code
 * @returns the action code, or undefined for anything else (the form then says what is wrong)
 */
export function alertSelectionCode(selection: unknown): number | undefined {
  if (typeof selection === 'number') return Number.isInteger(selection) ? selection : undefined;
  if (typeof selection !== 'string') return undefined;
  const trimmed = selection.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return BY_NAME[trimmed.replace(/[\s_-]/g, '').toLowerCase()];
}
