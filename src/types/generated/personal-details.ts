/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/personal-details/schema.json. */

/**
 * The personal details of each account holder.
 */
export interface PersonalDetailsAnswers {
  /**
   * @minItems 1
   * @maxItems 2
   */
  Holders: {
    IsPrimary: boolean;
    TitleId: number & (1 | 2 | 3 | 4);
    FirstName: string;
    LastName: string;
    BirthDay: number;
    BirthMonth: number;
    BirthYear: number;
    PlaceOfBirth?: string;
    CountryOfBirthId: number;
    NationalityId: number;
    MaritalStatusId: number & (1 | 2 | 3 | 4);
    EducationLevelId: number & (1 | 2 | 3 | 4 | 5);
    PassportNumber: string;
    Address: Address;
    HasMoved: boolean;
    FormerAddress?: Address;
    EmailPrimary: string;
    EmailSecondary?: string;
    PhonePrimaryCountryCode?: string;
    PhonePrimary: string;
    PhoneSecondaryCountryCode?: string;
    PhoneSecondary?: string;
    Fax?: string;
    FiscalCountryId?: number;
    TaxNumber?: string;
    TaxRemarks?: string;
    LegalEntityIdentifier?: string;
    IsUSCitizen: boolean;
    PoliticallyExposed: boolean;
    EmploymentStatusId: number & (1 | 2 | 3 | 4 | 5);
    OccupationId?: number & (1 | 2 | 3 | 4 | 5 | 6 | 7 | 99);
    Occupation?: string;
    EmployerName?: string;
    EmployerNumber?: string;
    VATNumber?: string;
    ReportingTermsAgreed: true;
    CorrespondenceTermsAgreed: true;
    BusinessConditionsTerms?: boolean;
  }[];
}
export interface Address {
  Street: string;
  StreetNo?: string;
  Place: string;
  PostalCode: string;
  CountryId: number;
}
