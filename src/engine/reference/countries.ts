import { isCrsJurisdiction } from './crs';

/** Risk levels of the country list (compliance §9: Low 1, Moderate 2, High 3). */
export type RiskCategory = 1 | 2 | 3;

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

// [numeric id, name, risk category]. An embedded list (portal-shell §9); the demo platform's
// risk view: EU/EEA and comparable regulators low, FATF-monitored or offshore centres moderate,
// sanctioned or FATF "call for action" jurisdictions high. NonCRS comes from the OECD's list of CRS
// jurisdictions (crs.ts, its source and date there): a country not on it is non-CRS.
const ROWS: ReadonlyArray<readonly [number, string, RiskCategory]> = [
  [4, 'Afghanistan', 3],
  [20, 'Andorra', 1],
  [32, 'Argentina', 2],
  [36, 'Australia', 1],
  [40, 'Austria', 1],
  [44, 'Bahamas', 2],
  [56, 'Belgium', 1],
  [76, 'Brazil', 2],
  [92, 'British Virgin Islands', 2],
  [100, 'Bulgaria', 1],
  [124, 'Canada', 1],
  [136, 'Cayman Islands', 2],
  [152, 'Chile', 1],
  [156, 'China', 2],
  [191, 'Croatia', 1],
  [196, 'Cyprus', 1],
  [203, 'Czech Republic', 1],
  [208, 'Denmark', 1],
  [818, 'Egypt', 2],
  [233, 'Estonia', 1],
  [246, 'Finland', 1],
  [250, 'France', 1],
  [276, 'Germany', 1],
  [292, 'Gibraltar', 1],
  [300, 'Greece', 1],
  [831, 'Guernsey', 1],
  [344, 'Hong Kong', 2],
  [348, 'Hungary', 1],
  [352, 'Iceland', 1],
  [356, 'India', 2],
  [360, 'Indonesia', 2],
  [364, 'Iran', 3],
  [372, 'Ireland', 1],
  [833, 'Isle of Man', 1],
  [376, 'Israel', 1],
  [380, 'Italy', 1],
  [392, 'Japan', 1],
  [832, 'Jersey', 1],
  [404, 'Kenya', 2],
  [428, 'Latvia', 1],
  [438, 'Liechtenstein', 1],
  [440, 'Lithuania', 1],
  [442, 'Luxembourg', 1],
  [458, 'Malaysia', 2],
  [470, 'Malta', 1],
  [484, 'Mexico', 2],
  [492, 'Monaco', 1],
  [104, 'Myanmar', 3],
  [528, 'Netherlands', 1],
  [554, 'New Zealand', 1],
  [566, 'Nigeria', 3],
  [408, 'North Korea', 3],
  [578, 'Norway', 1],
  [586, 'Pakistan', 2],
  [591, 'Panama', 3],
  [608, 'Philippines', 2],
  [616, 'Poland', 1],
  [620, 'Portugal', 1],
  [634, 'Qatar', 2],
  [642, 'Romania', 1],
  [643, 'Russia', 3],
  [674, 'San Marino', 1],
  [682, 'Saudi Arabia', 2],
  [702, 'Singapore', 1],
  [703, 'Slovakia', 1],
  [705, 'Slovenia', 1],
  [710, 'South Africa', 2],
  [410, 'South Korea', 1],
  [724, 'Spain', 1],
  [752, 'Sweden', 1],
  [756, 'Switzerland', 1],
  [760, 'Syria', 3],
  [764, 'Thailand', 2],
  [792, 'Turkey', 2],
  [804, 'Ukraine', 2],
  [784, 'United Arab Emirates', 2],
  [826, 'United Kingdom', 1],
  [840, 'United States', 1],
  [704, 'Vietnam', 3],
];

/** The country list, alphabetical by name. */
export const COUNTRIES: readonly Country[] = ROWS.map(([Value, Text, RiskCategory]) => ({
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
