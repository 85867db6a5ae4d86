/**
 * The documents a client e-mails to the consultant after a due-diligence review (compliance §2.4),
 * word for word: proof of address always, proof of wealth for a high-risk country, proof of tax
 * submission for a non-CRS country.
 */
export const DUE_DILIGENCE_DOCUMENT_TEXTS = Object.freeze({
  proofOfAddress: 'Certified proof of address (utility bill under 3 months old)',
  proofOfWealth: 'Proof of wealth (payslip under 3 months old)',
  proofOfTaxSubmission: 'Certified proof of tax submission for the previous year',
});

/** The risk category of a high-risk country (compliance §3.9: Low 1, Moderate 2, High 3). */
export const HIGH_RISK_CATEGORY = 3;

/** What the rule needs to know of a country: its id, risk category and CRS status (the country metadata). */
export interface CountryRisk {
  Value: number;
  RiskCategory: number;
  NonCRS: boolean;
}

type CountryId = number | string | null | undefined;

/** The parts of a holder the rule reads (the due-diligence general details' account holder). */
export interface HolderCountries {
  Address?: { Country?: CountryId } | null;
  PersonalInfo?: { Nationality?: CountryId } | null;
  TaxInfo?: { CountryOfFiscalResidence?: CountryId; IsUSTaxResident?: boolean | null } | null;
}

/** The parts of the due-diligence details the rule reads. */
export interface DetailsCountries {
  GeneralDetails?: {
    PrimaryAccountHolder?: HolderCountries | null;
    SecondaryAccountHolder?: HolderCountries | null;
  } | null;
}

/** ISO 3166-1 numeric code of the United States, the country of a holder flagged a US tax resident. */
const UNITED_STATES = 840;

const idOf = (value: CountryId): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const id = Number(value);
  return Number.isInteger(id) ? id : null;
};

/**
 * The documents to send after a due-diligence review (compliance §2.4), in the order the
 * confirmation lists them. Which countries count, as a European platform applies AML and CRS due
 * diligence, for every holder of the account (primary and, on a joint account, secondary):
 * - high risk (proof of wealth): the country of the residence address, of fiscal residence, or of
 *   nationality — each is a geographic risk factor of the customer (EBA ML/TF risk factor guidelines);
 * - non-CRS (proof of tax submission): the country of fiscal residence or of the residence address
 *   (an address is an indicium of tax residence in CRS due diligence), and the United States for a
 *   holder flagged a US tax resident. Nationality alone does not make a tax residence.
 * A country id the list does not hold counts as neither (the form's schema refuses it).
 * @param details - the submitted details (GeneralDetails with the holders)
 * @param countries - the country metadata (id, RiskCategory, NonCRS), e.g. the reference COUNTRIES
 * @returns the document texts of DUE_DILIGENCE_DOCUMENT_TEXTS that apply, proof of address first
 */
export function dueDiligenceDocuments(details: DetailsCountries | null | undefined, countries: Iterable<CountryRisk>): string[] {
  const byId = new Map<number, CountryRisk>();
  for (const c of countries) byId.set(c.Value, c);
  const holders = [details?.GeneralDetails?.PrimaryAccountHolder, details?.GeneralDetails?.SecondaryAccountHolder].filter(
    (h): h is HolderCountries => !!h,
  );
  const known = (ids: CountryId[]) => ids.map(idOf).flatMap((id) => (id === null ? [] : (byId.get(id) ?? [])));
  let highRisk = false;
  let nonCrs = false;
  for (const h of holders) {
    const address = h.Address?.Country;
    const fiscal = h.TaxInfo?.CountryOfFiscalResidence;
    const nationality = h.PersonalInfo?.Nationality;
    if (known([address, fiscal, nationality]).some((c) => c.RiskCategory >= HIGH_RISK_CATEGORY)) highRisk = true;
    const taxCountries: CountryId[] = [address, fiscal];
    if (h.TaxInfo?.IsUSTaxResident === true) taxCountries.push(UNITED_STATES);
    if (known(taxCountries).some((c) => c.NonCRS)) nonCrs = true;
  }
  const documents: string[] = [DUE_DILIGENCE_DOCUMENT_TEXTS.proofOfAddress];
  if (highRisk) documents.push(DUE_DILIGENCE_DOCUMENT_TEXTS.proofOfWealth);
  if (nonCrs) documents.push(DUE_DILIGENCE_DOCUMENT_TEXTS.proofOfTaxSubmission);
  return documents;
}
