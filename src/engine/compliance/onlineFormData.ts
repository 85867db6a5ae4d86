/**
 * The stored online-form data the KYC form and the appropriateness test are prefilled from
 * (compliance §2.1 "prefilled from stored online form data, with a checkbox flag per income band";
 * §2.2 "keys prefixed CheckBox_ plus AppropriatenessTestRemarks"): one flat object per account.
 *
 * - `CheckBox_AmountIncome_43` … `CheckBox_AmountIncome_47`: one flag per annual-disposable band;
 * - `CheckBox_<flag>` for each appropriateness flag (`CheckBox_isLessThan5`, `CheckBox_isLessThan5_2`
 *   for holder 2, `CheckBox_isSummaryInstructionOptionII`, …) and `AppropriatenessTestRemarks`;
 * - the other KYC answers under their own names (`Saving`, `SelfEmployed`, `USPerson`, …);
 * - `HolderNames`: the account holders' names, two for a joint account.
 */
export type OnlineFormData = Record<string, unknown>;

/** A form's answers as a plain object (the engine does not import the generated form types). */
export type Answers = Record<string, unknown>;

export const CHECKBOX_PREFIX = 'CheckBox_';
export const APPROPRIATENESS_REMARKS_KEY = 'AppropriatenessTestRemarks';
export const HOLDER_NAMES_KEY = 'HolderNames';

/** The annual disposable net assets bands (compliance §3.9: codes 43 to 47). */
export const INCOME_BAND_CODES = Object.freeze([43, 44, 45, 46, 47] as const);

/** The stored flag of one income band: `CheckBox_AmountIncome_45`. */
export const incomeBandKey = (code: number) => `${CHECKBOX_PREFIX}AmountIncome_${code}`;

/** The stored flag of one appropriateness answer: `CheckBox_isLessThan5_2`. */
export const checkBoxKey = (flag: string) => `${CHECKBOX_PREFIX}${flag}`;

/** The band whose flag is set (the first, should the data hold several), or undefined. */
export function incomeBandFrom(stored: OnlineFormData): number | undefined {
  return INCOME_BAND_CODES.find((code) => stored?.[incomeBandKey(code)] === true);
}

/** The flags of every band, only `band` set (all clear when it is not a band code). */
export function incomeBandFlags(band: unknown): OnlineFormData {
  return Object.fromEntries(INCOME_BAND_CODES.map((code) => [incomeBandKey(code), band === code]));
}

/**
 * The account holders' names: the stored ones, else the client alone.
 * @param stored - the online-form data
 * @param clientName - the client's full name, for an account with no stored holders
 */
export function holderNamesFrom(stored: OnlineFormData, clientName: string): string[] {
  const names = stored?.[HOLDER_NAMES_KEY];
  const valid = Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string' && n.trim() !== '') : [];
  return valid.length ? valid.slice(0, 2) : [clientName];
}
