import { fiscalCountryRequiredMessage } from './messages';

/** The holder fields these rules read (personal-details holders). */
export interface HolderFacts {
  FiscalCountryId?: number;
  Address?: { CountryId?: number };
}

/**
 * A tax (self-)certificate is asked when a holder's country of fiscal residence differs from the
 * country of their address: the platform must document why it reports to another tax authority
 * (CRS/FATCA self-certification). Holders without a fiscal country (QROPS, trust) ask none.
 * @param holders - the saved holders
 * @returns true when the opening's TaxCertForm flag is set
 */
export function taxCertificateRequired(holders: readonly HolderFacts[]): boolean {
  return holders.some(
    (h) => typeof h.FiscalCountryId === 'number' && typeof h.Address?.CountryId === 'number' && h.FiscalCountryId !== h.Address.CountryId,
  );
}

/** The top band of disposable assets (150,000 EUR or more, code 47). */
export const TOP_DISPOSABLE_ASSETS_BAND = 47;

/**
 * A source-of-funds form is asked when the client's disposable assets are in the top band
 * (150,000 EUR or more): enhanced due diligence on where larger wealth comes from.
 * @param riskProfile - the saved risk-profile answers, or null when there is none
 * @returns true when the opening's SOFForm flag is set
 */
export function sourceOfFundsFormRequired(riskProfile: { DisposableAssetsRangeId?: number } | null | undefined): boolean {
  return riskProfile?.DisposableAssetsRangeId === TOP_DISPOSABLE_ASSETS_BAND;
}

/**
 * Engine rule "tax details required where the flow asks them" (personal-details schema): every
 * holder names a country of fiscal residence when the account-opening flow shows the tax details
 * for the account (its override hides them for QROPS and trust: `asksTaxDetails`); the schema then
 * asks the tax number or the remarks saying why there is none.
 * @param asked - whether the flow asks the holders' tax details for the opening's context
 * @param holders - the holders as sent, in card order
 * @returns the message for the first holder without a fiscal country, or null
 */
export function taxDetailsProblem(asked: boolean, holders: readonly unknown[]): string | null {
  if (!asked) return null;
  const missing = holders.findIndex((h) => {
    const fiscal = (h as HolderFacts | null)?.FiscalCountryId;
    return typeof fiscal !== 'number';
  });
  return missing === -1 ? null : fiscalCountryRequiredMessage(missing + 1);
}
