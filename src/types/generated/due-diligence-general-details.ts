/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/due-diligence-general-details/schema.json. */

/**
 * Stage 1 of 4 of the ongoing due-diligence review (compliance spec §2.4, §3.4, §5): the platform account and its holders. Corporate accounts (400163) have no nationality; QROPS (400160) and trust (400164) accounts have no tax details.
 */
export interface DueDiligenceGeneralDetailsAnswers {
  PlatformAccount: {
    AccountNumber: string;
    ConsultantEmail?: string;
    ConsultantName?: string;
    /**
     * The account type code (400159 standalone, 400160 QROPS, 400163 corporate, 400164 trust, 400166 master account); the flow context's AccountTypeId.
     */
    PlatformAccountType?: number;
  };
  PrimaryAccountHolder: AccountHolder;
  SecondaryAccountHolder?: AccountHolder1;
  /**
   * The amount the holders plan to invest.
   */
  PlannedInvestmentVolume?: number;
}
/**
 * An account holder of the due-diligence review (compliance spec §3.4, §5). Nationality and the tax details are required by the form according to the account type (see holderNationalityRequired and holderTaxInfoRequired); a missing section reports the first field it lacks.
 */
export interface AccountHolder {
  Name: HolderName;
  ContactDetails?: HolderContactDetails;
  Address: HolderAddress;
  PersonalInfo: HolderPersonalInfo;
  TaxInfo?: HolderTaxInfo;
  EmploymentDetails?: HolderEmploymentDetails;
}
export interface HolderName {
  /**
   * Relabelled 'Scheme Name' for trust and QROPS accounts (flow due-diligence).
   */
  FirstName: string;
  /**
   * Relabelled 'Member Name' for trust and QROPS accounts (flow due-diligence).
   */
  LastName: string;
}
/**
 * Shown when the holder's fiscal residence changed; MobileNo is then required (engine rule mobileRequiredWhenFiscalResidenceChanged).
 */
export interface HolderContactDetails {
  /**
   * A mobile number stored as dial code and number joined by a hyphen, e.g. +49-123456789.
   */
  MobileNo?: string;
}
export interface HolderAddress {
  Street: string;
  StreetNo?: string;
  Place?: string;
  PostalCode: string;
  /**
   * A country by its numeric id (the country list with risk categories is reference data).
   */
  Country: number;
}
export interface HolderPersonalInfo {
  /**
   * A calendar date, yyyy-MM-dd (shown as dd/MM/yyyy).
   */
  BirthDate: string;
  PlaceOfBirth?: string;
  /**
   * The country of birth by name, as the spec stores it (a text of at most 45 characters).
   */
  CountryOfBirth: string;
  /**
   * A country by its numeric id (the country list with risk categories is reference data).
   */
  Nationality?: number;
}
export interface HolderTaxInfo {
  /**
   * A country by its numeric id (the country list with risk categories is reference data).
   */
  CountryOfFiscalResidence?: number;
  TinNo?: string;
  /**
   * True when the nationality is the United States (set by the form, engine rule usTaxResidentFromNationality).
   */
  IsUSTaxResident?: boolean;
}
export interface HolderEmploymentDetails {
  JobTitle?: string;
  NameOfEmployer?: string;
  SelfEmploymentRemarks?: string;
  RetiredRemarks?: string;
}
/**
 * An account holder of the due-diligence review (compliance spec §3.4, §5). Nationality and the tax details are required by the form according to the account type (see holderNationalityRequired and holderTaxInfoRequired); a missing section reports the first field it lacks.
 */
export interface AccountHolder1 {
  Name: HolderName;
  ContactDetails?: HolderContactDetails;
  Address: HolderAddress;
  PersonalInfo: HolderPersonalInfo;
  TaxInfo?: HolderTaxInfo;
  EmploymentDetails?: HolderEmploymentDetails;
}
