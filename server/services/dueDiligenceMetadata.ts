import { COUNTRIES, RISK_CATEGORY_LABELS, type Country } from '@/engine/reference/countries';

/** One country of the due-diligence metadata (compliance §3.4: Value, Text, Description, RiskCategory, NonCRS). */
export interface CountryMetadata extends Country {
  Description: string;
}

/**
 * What the Description says of a country: its risk level and CRS status in words, e.g. "Low risk;
 * exchanges account information under the OECD Common Reporting Standard".
 */
export function countryDescription(c: Country): string {
  const crs = c.NonCRS
    ? 'does not exchange account information under the OECD Common Reporting Standard'
    : 'exchanges account information under the OECD Common Reporting Standard';
  return `${RISK_CATEGORY_LABELS[c.RiskCategory]} risk; ${crs}`;
}

let cached: readonly CountryMetadata[] | undefined;

/**
 * The country metadata of every country of the reference list (src/engine/reference/countries.ts),
 * built once per process: the list is code, so it changes only with a new release.
 */
export function dueDiligenceCountryMetadata(): readonly CountryMetadata[] {
  cached ??= Object.freeze(
    COUNTRIES.map((c) => ({
      Value: c.Value,
      Text: c.Text,
      Description: countryDescription(c),
      RiskCategory: c.RiskCategory,
      NonCRS: c.NonCRS,
    })),
  );
  return cached;
}
