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

// [numeric id, name, risk category, non-CRS]. An embedded list (portal-shell §9); the demo platform's
// risk view: EU/EEA and comparable regulators low, FATF-monitored or offshore centres moderate,
// sanctioned or FATF "call for action" jurisdictions high.
const ROWS: ReadonlyArray<readonly [number, string, RiskCategory, boolean]> = [
  [4, 'Afghanistan', 3, true],
  [20, 'Andorra', 1, false],
  [32, 'Argentina', 2, false],
  [36, 'Australia', 1, false],
  [40, 'Austria', 1, false],
  [44, 'Bahamas', 2, false],
  [56, 'Belgium', 1, false],
  [76, 'Brazil', 2, false],
  [92, 'British Virgin Islands', 2, false],
  [100, 'Bulgaria', 1, false],
  [124, 'Canada', 1, false],
  [136, 'Cayman Islands', 2, false],
  [152, 'Chile', 1, false],
  [156, 'China', 2, false],
  [191, 'Croatia', 1, false],
  [196, 'Cyprus', 1, false],
  [203, 'Czech Republic', 1, false],
  [208, 'Denmark', 1, false],
  [818, 'Egypt', 2, true],
  [233, 'Estonia', 1, false],
  [246, 'Finland', 1, false],
  [250, 'France', 1, false],
  [276, 'Germany', 1, false],
  [292, 'Gibraltar', 1, false],
  [300, 'Greece', 1, false],
  [831, 'Guernsey', 1, false],
  [344, 'Hong Kong', 2, false],
  [348, 'Hungary', 1, false],
  [352, 'Iceland', 1, false],
  [356, 'India', 2, false],
  [360, 'Indonesia', 2, false],
  [364, 'Iran', 3, true],
  [372, 'Ireland', 1, false],
  [833, 'Isle of Man', 1, false],
  [376, 'Israel', 1, false],
  [380, 'Italy', 1, false],
  [392, 'Japan', 1, false],
  [832, 'Jersey', 1, false],
  [404, 'Kenya', 2, false],
  [428, 'Latvia', 1, false],
  [438, 'Liechtenstein', 1, false],
  [440, 'Lithuania', 1, false],
  [442, 'Luxembourg', 1, false],
  [458, 'Malaysia', 2, false],
  [470, 'Malta', 1, false],
  [484, 'Mexico', 2, false],
  [492, 'Monaco', 1, false],
  [104, 'Myanmar', 3, true],
  [528, 'Netherlands', 1, false],
  [554, 'New Zealand', 1, false],
  [566, 'Nigeria', 3, false],
  [408, 'North Korea', 3, true],
  [578, 'Norway', 1, false],
  [586, 'Pakistan', 2, false],
  [591, 'Panama', 3, false],
  [608, 'Philippines', 2, true],
  [616, 'Poland', 1, false],
  [620, 'Portugal', 1, false],
  [634, 'Qatar', 2, false],
  [642, 'Romania', 1, false],
  [643, 'Russia', 3, false],
  [674, 'San Marino', 1, false],
  [682, 'Saudi Arabia', 2, false],
  [702, 'Singapore', 1, false],
  [703, 'Slovakia', 1, false],
  [705, 'Slovenia', 1, false],
  [710, 'South Africa', 2, false],
  [410, 'South Korea', 1, false],
  [724, 'Spain', 1, false],
  [752, 'Sweden', 1, false],
  [756, 'Switzerland', 1, false],
  [760, 'Syria', 3, true],
  [764, 'Thailand', 2, false],
  [792, 'Turkey', 2, false],
  [804, 'Ukraine', 2, false],
  [784, 'United Arab Emirates', 2, false],
  [826, 'United Kingdom', 1, false],
  [840, 'United States', 1, true],
  [704, 'Vietnam', 3, true],
];

/** The country list, alphabetical by name. */
export const COUNTRIES: readonly Country[] = ROWS.map(([Value, Text, RiskCategory, NonCRS]) => ({
  Value,
  Text,
  RiskCategory,
  NonCRS,
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
