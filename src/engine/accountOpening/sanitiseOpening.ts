import { normalisePhone, DEFAULT_DIAL_CODE } from '../sanitise/normalisePhone';
import { sanitiseFeeString } from '../sanitise/sanitiseFeeString';
import { sanitiseIncomeProceeds } from '../sanitise/sanitiseIncomeProceeds';
import { splitPhoneNumber } from '../reference/phoneCountries';
import { TERM_ACCOUNT_DEFAULTS } from '../constants';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * The mobile number (PhonePrimary) as the schema stores it, "+<code>-<digits>", and its dial code.
 * A number typed with its own "+" keeps its own code ("+49 171…", "+49-171…"); otherwise the
 * chosen dial code (default +1) goes in front.
 */
function mobileOf(dialCode: unknown, value: string): { number: string; code: string } | null {
  const text = value.trim();
  if (!digitsOf(text)) return null;
  if (text.startsWith('+')) {
    const hyphen = /^\+(\d{1,4})\s*-\s*(.*)$/.exec(text);
    if (hyphen) return { code: `+${hyphen[1]}`, number: `+${hyphen[1]}-${digitsOf(hyphen[2])}` };
    const chosen = typeof dialCode === 'string' ? digitsOf(dialCode) : '';
    const all = digitsOf(text);
    if (chosen && all.startsWith(chosen) && all.length > chosen.length)
      return { code: `+${chosen}`, number: `+${chosen}-${all.slice(chosen.length)}` };
    const split = splitPhoneNumber(text);
    if (split.country) return { code: split.country.dialCode, number: `${split.country.dialCode}-${split.digits}` };
    return { code: `+${all.slice(0, 1)}`, number: `+${all.slice(0, 1)}-${all.slice(1)}` };
  }
  const code = (typeof dialCode === 'string' && digitsOf(dialCode)) || digitsOf(DEFAULT_DIAL_CODE);
  return { code: `+${code}`, number: `+${code}-${digitsOf(text)}` };
}

/**
 * Phone fields of one account holder as the server stores them (portal-shell §5 "numbers are
 * normalised to dial code plus digits; the mobile field disallows spaces and is stored as country
 * code joined by a hyphen"): PhonePrimary is the mobile, PhoneSecondary and Fax are dial code plus
 * digits. The country-code fields follow their numbers; an empty number is left out, so the schema
 * says it is required where it is.
 * @param holder - the holder as sent
 * @returns a copy with the phone fields sanitised (anything that is not a holder object as given)
 */
export function sanitiseHolderPhones(holder: unknown): unknown {
  if (!isObject(holder)) return holder;
  const out: Obj = { ...holder };
  if (typeof out.PhonePrimary === 'string') {
    const mobile = mobileOf(out.PhonePrimaryCountryCode, out.PhonePrimary);
    if (mobile) {
      out.PhonePrimary = mobile.number;
      out.PhonePrimaryCountryCode = mobile.code;
    } else delete out.PhonePrimary;
  }
  if (typeof out.PhoneSecondary === 'string') {
    const typed = out.PhoneSecondary;
    const chosen = typeof out.PhoneSecondaryCountryCode === 'string' ? digitsOf(out.PhoneSecondaryCountryCode) : '';
    const phone = normalisePhone(chosen, typed);
    if (phone) {
      out.PhoneSecondary = phone;
      const own = typed.trim().startsWith('+') ? splitPhoneNumber(phone).country?.dialCode : undefined;
      out.PhoneSecondaryCountryCode = own ?? `+${chosen || digitsOf(DEFAULT_DIAL_CODE)}`;
    } else {
      delete out.PhoneSecondary;
      delete out.PhoneSecondaryCountryCode;
    }
  }
  if (typeof out.Fax === 'string') {
    const fax = normalisePhone(typeof out.PhonePrimaryCountryCode === 'string' ? out.PhonePrimaryCountryCode : '', out.Fax);
    if (fax) out.Fax = fax;
    else delete out.Fax;
  }
  return out;
}

/** The fee fields that reach the server as text such as "1.5%" or "EUR 212". */
export const FEE_AMOUNT_FIELDS = [
  'PlatformProcessingFee',
  'AnnualAccountFee',
  'AnnualAccountFeeRemuneration',
  'AccountServiceFee',
  'InitialFee',
  'ETFEntryFee',
  'EquitiesEntryFee',
  'NotesEntryFee',
  'MinimumCashBalance',
  'TA_PlatformProcessingFee',
  'TA_AccountServiceFee',
] as const;

/**
 * Fees answers as the server validates and stores them: fee strings stripped to numbers, invalid
 * ones 0 (portal-shell §5); a term account without its TA_ years gets TERM_ACCOUNT_DEFAULTS (10 and
 * 10). Absent fields stay absent, so the schema names what is missing.
 * @param fees - the fees answers as sent
 * @returns a sanitised copy
 */
export function sanitiseFeesAnswers(fees: unknown): unknown {
  if (!isObject(fees)) return fees;
  const out: Obj = { ...fees };
  for (const field of FEE_AMOUNT_FIELDS) {
    if (out[field] !== undefined && out[field] !== null && typeof out[field] !== 'number') out[field] = sanitiseFeeString(out[field]);
  }
  if (out.AccessTypeId === 2) {
    for (const [field, value] of Object.entries(TERM_ACCOUNT_DEFAULTS)) if (out[field] === undefined) out[field] = value;
  }
  return out;
}

/**
 * Risk-profile answers with every income-source proceeds value a number (portal-shell §5: "income-
 * source proceeds default to 1 if not numeric").
 * @param riskProfile - the risk-profile answers as sent
 * @returns a sanitised copy
 */
export function sanitiseRiskProfileAnswers(riskProfile: unknown): unknown {
  if (!isObject(riskProfile) || !Array.isArray(riskProfile.IncomeSources)) return riskProfile;
  return {
    ...riskProfile,
    IncomeSources: riskProfile.IncomeSources.map((s) =>
      isObject(s) && 'Proceeds' in s ? { ...s, Proceeds: sanitiseIncomeProceeds(s.Proceeds) } : s,
    ),
  };
}
