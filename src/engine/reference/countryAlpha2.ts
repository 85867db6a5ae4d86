import { COUNTRY_ROWS } from './countryRows';

/**
 * ISO 3166-1 alpha-2 codes of the platform's country list (countryRows.ts), by numeric id. The IBAN
 * rule reads them: an IBAN starts with its bank's country code.
 */
const ALPHA2: ReadonlyMap<number, string> = new Map(COUNTRY_ROWS.map(([id, alpha2]) => [id, alpha2]));

/**
 * The alpha-2 code of a country of the list.
 * @param countryId - the numeric id a form stores, e.g. 276
 * @returns 'DE', or undefined for an id the list does not hold
 */
export function countryAlpha2(countryId: number): string | undefined {
  return ALPHA2.get(countryId);
}
