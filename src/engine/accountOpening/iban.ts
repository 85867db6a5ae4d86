import { countryById } from '../reference/countries';
import { countryAlpha2 } from '../reference/countryAlpha2';

/** The disbursement step's message for an IBAN whose check digits do not match (ISO 13616 mod 97). */
export const IBAN_CHECKSUM_MESSAGE =
  'The IBAN is not valid: its check digits do not match the rest of it. Please check it for typing errors.';

/**
 * The disbursement step's message for an IBAN of another country than the bank's.
 * @param ibanPrefix - the IBAN's first two letters, e.g. "DE"
 * @param bankCountryName - the bank country's name, e.g. "France"
 * @param prefix - the code that country's IBANs start with, e.g. "FR"
 */
export const ibanCountryMessage = (ibanPrefix: string, bankCountryName: string, prefix: string) =>
  `The IBAN starts with ${ibanPrefix}, but the bank country is ${bankCountryName} (${prefix}).`;

/**
 * Territories without an IBAN country code of their own use their state's: the crown dependencies'
 * banks' IBANs start with GB (Guernsey 831, Jersey 832, Isle of Man 833).
 */
const IBAN_PREFIX_OF: Readonly<Record<number, string>> = {
  831: 'GB',
  832: 'GB',
  833: 'GB',
  // French overseas departments, collectivities and territories bank with FR IBANs (French Guiana, Guadeloupe,
  // Martinique, Réunion, Mayotte, Saint Martin, Saint Barthélemy, Saint Pierre and Miquelon, New Caledonia,
  // French Polynesia, Wallis and Futuna, French Southern Territories); Åland's banks with FI ones.
  ...Object.fromEntries([254, 312, 474, 638, 175, 663, 652, 666, 540, 258, 876, 260].map((id) => [id, 'FR'])),
  248: 'FI',
};

/** An IBAN as the rules read it: spaces removed, upper case. */
const compact = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/**
 * ISO 13616 check: move the country code and check digits to the end, turn letters into numbers
 * (A = 10 … Z = 35) and the remainder modulo 97 must be 1.
 * @param iban - the IBAN (spaces and case do not matter)
 * @returns true when the shape is IBAN-like and the check digits match
 */
export function ibanChecksumValid(iban: string): boolean {
  const text = compact(iban);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$/.test(text)) return false;
  const rearranged = text.slice(4) + text.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' ? ch.charCodeAt(0) - 55 : ch.charCodeAt(0) - 48;
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

/**
 * Engine rule "IBAN checksum" of the disbursement form. An IBAN the schema refuses for its shape
 * is left to the schema's message.
 * @param iban - the IBAN as saved (the server upper-cases it and removes spaces first)
 * @returns IBAN_CHECKSUM_MESSAGE, or null when the check digits match (or there is no IBAN-shaped text)
 */
export function ibanChecksumProblem(iban: unknown): string | null {
  if (typeof iban !== 'string' || !/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(compact(iban))) return null;
  return ibanChecksumValid(iban) ? null : IBAN_CHECKSUM_MESSAGE;
}

/**
 * Engine rule "IBAN country matches bank country": the IBAN's first two letters are the ISO code
 * of the disbursement's CountryId (GB for Guernsey, Jersey and the Isle of Man). A country outside
 * the platform's list cannot be checked and passes.
 * @param iban - the IBAN as saved
 * @param bankCountryId - the disbursement's CountryId (ISO 3166-1 numeric)
 * @returns the message naming the code the IBAN must start with, or null
 */
export function ibanCountryProblem(iban: unknown, bankCountryId: unknown): string | null {
  if (typeof iban !== 'string' || typeof bankCountryId !== 'number') return null;
  const prefix = IBAN_PREFIX_OF[bankCountryId] ?? countryAlpha2(bankCountryId);
  const country = countryById(bankCountryId);
  const text = compact(iban);
  if (!prefix || !country || text.length < 2) return null;
  return text.slice(0, 2) === prefix ? null : ibanCountryMessage(text.slice(0, 2), country.Text, prefix);
}
