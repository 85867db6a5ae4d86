/** @jest-environment node */
import { COUNTRIES, RISK_CATEGORY_LABELS, countryById } from '@/engine/reference/countries';
import { countryAlpha2 } from '@/engine/reference/countryAlpha2';

const byName = (name: string) => {
  const country = COUNTRIES.find((c) => c.Text === name);
  if (!country) throw new Error(`${name} is not on the list`);
  return country;
};
const risks = (...names: string[]) => names.map((name) => byName(name).RiskCategory);

describe('the country reference list', () => {
  test('holds the 249 ISO 3166-1 entries once each: unique numeric ids (1 to 999), names and alpha-2 codes', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.Value)).size).toBe(249);
    expect(new Set(COUNTRIES.map((c) => c.Text)).size).toBe(249);
    for (const c of COUNTRIES) {
      expect(Number.isInteger(c.Value) && c.Value >= 1 && c.Value <= 999).toBe(true);
      expect(countryAlpha2(c.Value)).toMatch(/^[A-Z]{2}$/);
      expect([1, 2, 3]).toContain(c.RiskCategory);
    }
    expect(new Set(COUNTRIES.map((c) => countryAlpha2(c.Value))).size).toBe(249);
    expect(countryAlpha2(999)).toBeUndefined();
  });

  test('is alphabetical by name and pairs numeric ids with their ISO alpha-2 codes', () => {
    const names = COUNTRIES.map((c) => c.Text);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const pairs = (ids: number[]) => ids.map((id) => [countryById(id)?.Text, countryAlpha2(id)]);
    expect(pairs([276, 840, 533, 531, 248, 336, 158, 535, 10, 894])).toEqual([
      ['Germany', 'DE'],
      ['United States', 'US'],
      ['Aruba', 'AW'],
      ['Curaçao', 'CW'],
      ['Åland Islands', 'AX'],
      ['Vatican City', 'VA'],
      ['Taiwan', 'TW'],
      ['Bonaire, Sint Eustatius and Saba', 'BQ'],
      ['Antarctica', 'AQ'],
      ['Zambia', 'ZM'],
    ]);
  });

  test('keeps the names stored data already uses', () => {
    for (const [id, name] of [
      [203, 'Czech Republic'],
      [792, 'Turkey'],
      [643, 'Russia'],
      [410, 'South Korea'],
      [408, 'North Korea'],
      [704, 'Vietnam'],
      [364, 'Iran'],
      [760, 'Syria'],
      [92, 'British Virgin Islands'],
    ] as const)
      expect(countryById(id)?.Text).toBe(name);
  });

  test('Germany is Low and CRS; the United States Low and non-CRS; Iran High and non-CRS; Aruba Moderate and CRS', () => {
    expect(countryById(276)).toEqual({ Value: 276, Text: 'Germany', RiskCategory: 1, NonCRS: false });
    expect(countryById(840)).toEqual({ Value: 840, Text: 'United States', RiskCategory: 1, NonCRS: true });
    expect(countryById(364)).toEqual({ Value: 364, Text: 'Iran', RiskCategory: 3, NonCRS: true });
    expect(countryById(533)).toEqual({ Value: 533, Text: 'Aruba', RiskCategory: 2, NonCRS: false });
    expect(RISK_CATEGORY_LABELS).toEqual({ 1: 'Low', 2: 'Moderate', 3: 'High' });
  });

  test('High: FATF call for action and grey list, EU high-risk third countries, EU tax blacklist, sanctions, UN regimes', () => {
    expect(risks('North Korea', 'Iran', 'Myanmar')).toEqual([3, 3, 3]); // FATF call for action
    expect(risks('Bulgaria', 'Monaco', 'Kenya', 'Bolivia', 'British Virgin Islands', 'Nepal')).toEqual([3, 3, 3, 3, 3, 3]); // FATF grey list
    expect(risks('Afghanistan', 'Mali', 'Tanzania', 'Trinidad and Tobago', 'Vanuatu')).toEqual([3, 3, 3, 3, 3]); // EU 2016/1675
    expect(risks('Panama', 'Fiji', 'Palau', 'Samoa', 'Anguilla', 'Guam')).toEqual([3, 3, 3, 3, 3, 3]); // EU tax Annex I
    expect(risks('Belarus', 'Cuba', 'Russia')).toEqual([3, 3, 3]); // comprehensive sanctions
    expect(risks('Libya', 'Somalia', 'Sudan', 'Iraq', 'Central African Republic', 'Guinea-Bissau')).toEqual([3, 3, 3, 3, 3, 3]); // UN regimes
  });

  test('Low: EU/EEA, FATF and OECD members, the European microstates and Crown Dependencies, territories under a Low state’s law', () => {
    expect(risks('France', 'Croatia', 'Norway', 'Liechtenstein')).toEqual([1, 1, 1, 1]);
    expect(risks('United Kingdom', 'Switzerland', 'Singapore', 'Hong Kong', 'Mexico', 'Chile', 'Costa Rica')).toEqual([
      1, 1, 1, 1, 1, 1, 1,
    ]);
    expect(risks('Andorra', 'San Marino', 'Vatican City', 'Jersey', 'Gibraltar')).toEqual([1, 1, 1, 1, 1]);
    expect(risks('Réunion', 'Åland Islands', 'Greenland', 'Puerto Rico')).toEqual([1, 1, 1, 1]);
  });

  test('Moderate: everyone else, and the territories without a permanent population', () => {
    expect(risks('Egypt', 'Philippines', 'United Arab Emirates', 'Cayman Islands', 'Aruba', 'Macao', 'Ukraine', 'Serbia')).toEqual(
      Array(8).fill(2),
    );
    expect(risks('Antarctica', 'Bouvet Island', 'Heard Island and McDonald Islands', 'United States Minor Outlying Islands')).toEqual(
      Array(4).fill(2),
    );
  });
});
