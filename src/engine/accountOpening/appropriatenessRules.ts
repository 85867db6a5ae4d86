import { ACCOUNT_OPENING_MESSAGES as M } from './messages';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** The account-appropriateness fields that are a checkbox row with one box per holder (`holderFlags`). */
export const HOLDER_FLAG_FIELDS = ['PastServiceOrdersWithoutAssistance', 'PastServiceAdvice', 'PastServicePortfolioManagement'] as const;

/**
 * Engine rule "SecondHolder ticks need a joint account" (account-appropriateness schema): the
 * second holder's column of the Previous Experience table and of the past-services rows exists
 * only for a joint account, so a tick there on another account is refused (an unticked box is fine).
 * @param isJoint - IsJoint of the saved account type entry
 * @param appropriateness - the account-appropriateness answers
 * @returns the message, or null
 */
export function secondHolderTicksProblem(isJoint: boolean, appropriateness: unknown): string | null {
  if (isJoint || !isObject(appropriateness)) return null;
  const rows = Array.isArray(appropriateness.Appropriatenesses) ? appropriateness.Appropriatenesses : [];
  const ticked =
    rows.some((r) => isObject(r) && r.SecondHolder === true) ||
    HOLDER_FLAG_FIELDS.some((f) => isObject(appropriateness[f]) && appropriateness[f].SecondHolder === true);
  return ticked ? M.secondHolderTicksNeedJoint : null;
}

/**
 * Engine rule "NaturalPersonTerms is required where the flow asks it" (account-appropriateness
 * schema): the declaration about the account for natural persons is required whenever the
 * account-opening flow shows it (its override hides it for a corporate account:
 * `asksNaturalPersonTerms`). The schema refuses `false` itself.
 * @param asked - whether the flow asks the declaration for the opening's context
 * @param appropriateness - the account-appropriateness answers
 * @returns the form's own message when the declaration is missing, or null
 */
export function naturalPersonTermsProblem(asked: boolean, appropriateness: unknown): string | null {
  if (!asked || !isObject(appropriateness)) return null;
  return appropriateness.NaturalPersonTerms === true ? null : M.naturalPersonTermsRequired;
}
