import { CONSULTANT_PROJECTION_CURRENCY } from '../constants';
import { isConsultant } from '../session/roles';

/**
 * The currency a projection is shown in (compliance §6): a consultant — the role names
 * 'consultant' — uses the consultant's default currency, everyone else the account's currency.
 * @param role - the caller's role
 * @param accountCurrency - the currency of the account that holds the holding
 * @returns an ISO currency code
 */
export function projectionCurrency(role: string | undefined, accountCurrency: string): string {
  return isConsultant(role) ? CONSULTANT_PROJECTION_CURRENCY : accountCurrency;
}
