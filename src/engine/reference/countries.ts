import { COUNTRY_ROWS, type RiskCategory } from './countryRows';
import { isCrsJurisdiction } from './crs';

export type { RiskCategory } from './countryRows';

/** One country as the platform's country metadata carries it (compliance §8: Value, Text, RiskCategory, NonCRS). */
export interface Country {
  /** Numeric id: the ISO 3166-1 numeric code, which is what forms store (`_defs/common#/$defs/countryId`). */
  Value: number;
  Text: string;
  RiskCategory: RiskCategory;
  /** True for a country that does not exchange account information under the OECD Common Reporting Standard. */
  NonCRS: boolean;
}

export const RISK_CATEGORY_LABELS: Readonly<Record<RiskCategory, string>> = { 1: 'Low', 2: 'Moderate', 3: 'High' };

/**
 * The country list, alphabetical by name: every ISO 3166-1 entry (countryRows.ts, where the risk
 * rule and its sources are written down). NonCRS comes from the OECD's list of CRS jurisdictions
 * (crs.ts, its source and date there): a country not on it is non-CRS.
 */
export const COUNTRIES: readonly Country[] = COUNTRY_ROWS.map(([Value, , Text, RiskCategory]) => ({
  Value,
  Text,
  RiskCategory,
  NonCRS: !isCrsJurisdiction(Value),
})).sort((a, b) => a.Text.localeCompare(b.Text, 'en'));

const BY_VALUE = new Map(COUNTRIES.map((c) => [c.Value, c]));

/**
 * A country by its numeric id.
 * @param value - the id a form stores, e.g. 276
 * @returns the country, or undefined for an id the list does not hold
 */
export function countryById(value: number): Country | undefined {
  return BY_VALUE.get(value);
}
