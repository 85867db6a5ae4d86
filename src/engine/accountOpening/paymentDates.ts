import { dateNotInPast } from '../rules/dateNotInPast';
import { ACCOUNT_OPENING_MESSAGES as M } from './messages';

type Instruction = { Active?: unknown; Date?: unknown } | null | undefined;

/**
 * Engine rule "payment date not in the past" of the disbursement form: an active direct debit or
 * regular payment starts today or later. An inactive one is not checked (its date is not used).
 * @param disbursement - the disbursement answers (DirectDebit, RegularPayments)
 * @param today - today: the browser passes its Date, the server the earliest day on Earth
 *   (earliestCalendarDay), so a date that is today for the user is never refused
 * @returns the message of the first instruction dated in the past, or null
 */
export function paymentDateProblem(
  disbursement: { DirectDebit?: Instruction; RegularPayments?: Instruction } | null | undefined,
  today: string | Date,
): string | null {
  const past = (i: Instruction) => !!i && i.Active === true && typeof i.Date === 'string' && !dateNotInPast(i.Date, today);
  if (past(disbursement?.DirectDebit)) return M.directDebitDateInPast;
  if (past(disbursement?.RegularPayments)) return M.regularPaymentDateInPast;
  return null;
}
