/** @jest-environment node */
import * as engine from '@/engine';
import { COUNTRIES } from '@/engine/reference/countries';
import flow from '../../../../schemas/flows/due-diligence.json';
import { DUE_DILIGENCE_DOCUMENT_TEXTS, dueDiligenceDocuments, type HolderCountries } from '@/engine/rules/dueDiligenceDocuments';

const ADDRESS = 'Certified proof of address (utility bill under 3 months old)';
const WEALTH = 'Proof of wealth (payslip under 3 months old)';
const TAX = 'Certified proof of tax submission for the previous year';

const GERMANY = 276;
const IRELAND = 372;
const VIETNAM = 704; // high risk and not a CRS jurisdiction
const NIGERIA = 566; // high risk, exchanges under the CRS
const UNITED_STATES = 840; // low risk, not a CRS jurisdiction
const IRAN = 364;

const holder = (address: number, fiscal: number | null, nationality: number | null, usTax = false): HolderCountries => ({
  Address: { Country: address },
  PersonalInfo: { Nationality: nationality },
  TaxInfo: fiscal === null ? null : { CountryOfFiscalResidence: fiscal, IsUSTaxResident: usTax },
});
const details = (primary: HolderCountries, secondary?: HolderCountries) => ({
  GeneralDetails: { PrimaryAccountHolder: primary, SecondaryAccountHolder: secondary },
});

describe('dueDiligenceDocuments', () => {
  test('the texts are the spec\u2019s words', () => {
    expect(DUE_DILIGENCE_DOCUMENT_TEXTS).toEqual({ proofOfAddress: ADDRESS, proofOfWealth: WEALTH, proofOfTaxSubmission: TAX });
  });

  test('dueDiligenceDocuments asks only proof of address for a low-risk CRS country', () => {
    expect(dueDiligenceDocuments(details(holder(GERMANY, GERMANY, GERMANY)), COUNTRIES)).toEqual([ADDRESS]);
  });

  test('dueDiligenceDocuments asks all three for a fiscal residence in a high-risk non-CRS country', () => {
    expect(dueDiligenceDocuments(details(holder(GERMANY, VIETNAM, GERMANY)), COUNTRIES)).toEqual([ADDRESS, WEALTH, TAX]);
  });

  test('dueDiligenceDocuments adds proof of wealth, not of tax, for a high-risk CRS country', () => {
    expect(dueDiligenceDocuments(details(holder(NIGERIA, NIGERIA, NIGERIA)), COUNTRIES)).toEqual([ADDRESS, WEALTH]);
  });

  test('dueDiligenceDocuments adds proof of tax, not of wealth, for the United States as fiscal residence', () => {
    expect(dueDiligenceDocuments(details(holder(GERMANY, UNITED_STATES, GERMANY)), COUNTRIES)).toEqual([ADDRESS, TAX]);
  });

  test('a residence address in a non-CRS country counts for the tax proof', () => {
    expect(dueDiligenceDocuments(details(holder(UNITED_STATES, IRELAND, IRELAND)), COUNTRIES)).toEqual([ADDRESS, TAX]);
  });

  test('a high-risk nationality counts for proof of wealth, but nationality alone is no tax residence', () => {
    expect(dueDiligenceDocuments(details(holder(GERMANY, GERMANY, IRAN)), COUNTRIES)).toEqual([ADDRESS, WEALTH]);
    expect(dueDiligenceDocuments(details(holder(GERMANY, GERMANY, UNITED_STATES)), COUNTRIES)).toEqual([ADDRESS]);
  });

  test('a holder flagged a US tax resident needs the tax proof', () => {
    expect(dueDiligenceDocuments(details(holder(GERMANY, GERMANY, UNITED_STATES, true)), COUNTRIES)).toEqual([ADDRESS, TAX]);
  });

  test('the secondary holder of a joint account counts as much as the primary', () => {
    expect(dueDiligenceDocuments(details(holder(GERMANY, GERMANY, GERMANY), holder(GERMANY, VIETNAM, GERMANY)), COUNTRIES)).toEqual([
      ADDRESS,
      WEALTH,
      TAX,
    ]);
  });

  test('a trust holder without tax details is judged on address and nationality', () => {
    expect(dueDiligenceDocuments(details(holder(IRELAND, null, IRELAND)), COUNTRIES)).toEqual([ADDRESS]);
    expect(dueDiligenceDocuments(details(holder(VIETNAM, null, IRELAND)), COUNTRIES)).toEqual([ADDRESS, WEALTH, TAX]);
  });

  test('country ids given as text count; unknown ids and empty details ask only proof of address', () => {
    const asText = { GeneralDetails: { PrimaryAccountHolder: { TaxInfo: { CountryOfFiscalResidence: '704' } } } };
    expect(dueDiligenceDocuments(asText, COUNTRIES)).toEqual([ADDRESS, WEALTH, TAX]);
    expect(dueDiligenceDocuments(details(holder(999, 999, 999)), COUNTRIES)).toEqual([ADDRESS]);
    expect(dueDiligenceDocuments(null, COUNTRIES)).toEqual([ADDRESS]);
    expect(dueDiligenceDocuments({}, COUNTRIES)).toEqual([ADDRESS]);
  });

  test('the rule reads risk and CRS status from the metadata it is given', () => {
    const custom = [{ Value: GERMANY, RiskCategory: 3, NonCRS: true }];
    expect(dueDiligenceDocuments(details(holder(GERMANY, GERMANY, GERMANY)), custom)).toEqual([ADDRESS, WEALTH, TAX]);
  });

  test("the rule the due-diligence flow's confirmation names exists in the engine", () => {
    const confirmation = flow.stages.flatMap((stage) => stage.steps).find((step) => step.id === 'Confirmation');
    expect(confirmation?.description).toContain('dueDiligenceDocuments');
    expect(engine.dueDiligenceDocuments).toBe(dueDiligenceDocuments);
  });
});
