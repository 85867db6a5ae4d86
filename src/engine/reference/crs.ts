/**
 * Jurisdictions that exchange financial account information under the OECD Common Reporting
 * Standard (CRS), by ISO 3166-1 numeric code — the id the country list and the forms use.
 *
 * Source: OECD Automatic Exchange Portal, "CRS by jurisdiction" and "AEOI: status of commitments"
 * (the list of jurisdictions committed to CRS exchanges, with their first exchange year), as
 * published in 2024 (first exchanges 2017 to 2027). A jurisdiction is a CRS participant once it has
 * committed to a first exchange; every jurisdiction not listed here (nor part of one listed, see
 * PART_OF_CRS_JURISDICTION below) is non-CRS (compliance §2.4:
 * "for non-CRS countries also certified proof of tax submission for the previous year"). The United
 * States is the best-known non-CRS jurisdiction: it exchanges under FATCA, not the CRS.
 *
 * When the OECD publishes a new status of commitments, add the new jurisdictions here (and the year)
 * — the country metadata and the due-diligence documents rule follow.
 */
const CRS_JURISDICTIONS: ReadonlyArray<readonly [number, string, number]> = [
  // [ISO numeric, name, first exchange year]
  [660, 'Anguilla', 2017],
  [32, 'Argentina', 2017],
  [56, 'Belgium', 2017],
  [60, 'Bermuda', 2017],
  [92, 'British Virgin Islands', 2017],
  [100, 'Bulgaria', 2017],
  [136, 'Cayman Islands', 2017],
  [170, 'Colombia', 2017],
  [191, 'Croatia', 2017],
  [196, 'Cyprus', 2017],
  [203, 'Czech Republic', 2017],
  [208, 'Denmark', 2017],
  [233, 'Estonia', 2017],
  [234, 'Faroe Islands', 2017],
  [246, 'Finland', 2017],
  [250, 'France', 2017],
  [276, 'Germany', 2017],
  [292, 'Gibraltar', 2017],
  [300, 'Greece', 2017],
  [304, 'Greenland', 2017],
  [831, 'Guernsey', 2017],
  [348, 'Hungary', 2017],
  [352, 'Iceland', 2017],
  [356, 'India', 2017],
  [372, 'Ireland', 2017],
  [833, 'Isle of Man', 2017],
  [380, 'Italy', 2017],
  [832, 'Jersey', 2017],
  [410, 'South Korea', 2017],
  [428, 'Latvia', 2017],
  [438, 'Liechtenstein', 2017],
  [440, 'Lithuania', 2017],
  [442, 'Luxembourg', 2017],
  [470, 'Malta', 2017],
  [484, 'Mexico', 2017],
  [500, 'Montserrat', 2017],
  [528, 'Netherlands', 2017],
  [578, 'Norway', 2017],
  [616, 'Poland', 2017],
  [620, 'Portugal', 2017],
  [642, 'Romania', 2017],
  [674, 'San Marino', 2017],
  [690, 'Seychelles', 2017],
  [703, 'Slovakia', 2017],
  [705, 'Slovenia', 2017],
  [710, 'South Africa', 2017],
  [724, 'Spain', 2017],
  [752, 'Sweden', 2017],
  [796, 'Turks and Caicos Islands', 2017],
  [826, 'United Kingdom', 2017],
  [20, 'Andorra', 2018],
  [28, 'Antigua and Barbuda', 2018],
  [533, 'Aruba', 2018],
  [36, 'Australia', 2018],
  [40, 'Austria', 2018],
  [31, 'Azerbaijan', 2018],
  [44, 'Bahamas', 2018],
  [48, 'Bahrain', 2018],
  [52, 'Barbados', 2018],
  [84, 'Belize', 2018],
  [76, 'Brazil', 2018],
  [96, 'Brunei Darussalam', 2018],
  [124, 'Canada', 2018],
  [152, 'Chile', 2018],
  [156, 'China', 2018],
  [184, 'Cook Islands', 2018],
  [188, 'Costa Rica', 2018],
  [531, 'Curaçao', 2018],
  [212, 'Dominica', 2018],
  [308, 'Grenada', 2018],
  [344, 'Hong Kong', 2018],
  [360, 'Indonesia', 2018],
  [376, 'Israel', 2018],
  [392, 'Japan', 2018],
  [414, 'Kuwait', 2018],
  [422, 'Lebanon', 2018],
  [446, 'Macao', 2018],
  [458, 'Malaysia', 2018],
  [584, 'Marshall Islands', 2018],
  [480, 'Mauritius', 2018],
  [492, 'Monaco', 2018],
  [520, 'Nauru', 2018],
  [554, 'New Zealand', 2018],
  [570, 'Niue', 2018],
  [586, 'Pakistan', 2018],
  [591, 'Panama', 2018],
  [634, 'Qatar', 2018],
  [643, 'Russia', 2018],
  [659, 'Saint Kitts and Nevis', 2018],
  [662, 'Saint Lucia', 2018],
  [670, 'Saint Vincent and the Grenadines', 2018],
  [882, 'Samoa', 2018],
  [682, 'Saudi Arabia', 2018],
  [702, 'Singapore', 2018],
  [534, 'Sint Maarten', 2018],
  [756, 'Switzerland', 2018],
  [792, 'Turkey', 2018],
  // Committed to first exchanges in 2018 (at first 2017): listed because the rule above counts commitments.
  [780, 'Trinidad and Tobago', 2018],
  [784, 'United Arab Emirates', 2018],
  [858, 'Uruguay', 2018],
  [548, 'Vanuatu', 2018],
  [288, 'Ghana', 2019],
  [566, 'Nigeria', 2019],
  [8, 'Albania', 2020],
  [218, 'Ecuador', 2020],
  [398, 'Kazakhstan', 2020],
  [462, 'Maldives', 2020],
  [512, 'Oman', 2020],
  [604, 'Peru', 2020],
  [388, 'Jamaica', 2021],
  [504, 'Morocco', 2022],
  [268, 'Georgia', 2023],
  [499, 'Montenegro', 2023],
  [764, 'Thailand', 2023],
  [404, 'Kenya', 2024],
  [498, 'Moldova', 2024],
  [51, 'Armenia', 2025],
  [132, 'Cabo Verde', 2025],
  [646, 'Rwanda', 2025],
  [804, 'Ukraine', 2025],
  [800, 'Uganda', 2026],
  [688, 'Serbia', 2027],
];

/**
 * Territories with an ISO code of their own that are part of a CRS jurisdiction's tax territory:
 * their residents are that jurisdiction's tax residents and are reported under its CRS exchanges.
 * Åland is Finnish for tax; French Guiana, Guadeloupe, Martinique, Réunion and Mayotte are French
 * overseas departments under the French tax code. (Territories with a tax system of their own —
 * Saint Martin, Saint Barthélemy, New Caledonia, French Polynesia, Bonaire/Sint Eustatius/Saba — are
 * not: they are non-CRS unless the OECD lists them.)
 */
const PART_OF_CRS_JURISDICTION: ReadonlyArray<readonly [number, string, number]> = [
  // [ISO numeric, name, ISO numeric of the CRS jurisdiction]
  [248, 'Åland Islands', 246],
  [254, 'French Guiana', 250],
  [312, 'Guadeloupe', 250],
  [474, 'Martinique', 250],
  [638, 'Réunion', 250],
  [175, 'Mayotte', 250],
];

/** The ISO numeric codes of the CRS jurisdictions and of the territories that are part of one. */
export const CRS_JURISDICTION_IDS: ReadonlySet<number> = new Set([
  ...CRS_JURISDICTIONS.map(([id]) => id),
  ...PART_OF_CRS_JURISDICTION.map(([id]) => id),
]);

/** How many jurisdictions the OECD's list holds (tests check it against the source's count). */
export const CRS_JURISDICTION_COUNT = CRS_JURISDICTIONS.length;

/**
 * Whether a country exchanges under the CRS: the country metadata's NonCRS is its negation.
 * @param countryId - the ISO 3166-1 numeric code, as the forms store it (e.g. 276 Germany, 840 United States)
 * @returns true for a jurisdiction of the OECD's list
 */
export function isCrsJurisdiction(countryId: number): boolean {
  return CRS_JURISDICTION_IDS.has(countryId);
}
