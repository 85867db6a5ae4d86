/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/correspondence/schema.json. */

/**
 * Where the provider sends letters and statements.
 */
export interface CorrespondenceAnswers {
  CorrespondenceAddress: ('Primary' | 'Secondary' | 'Other') & string;
  MailingAddress?: Address;
}
export interface Address {
  Street: string;
  StreetNo?: string;
  Place: string;
  PostalCode: string;
  CountryId: number;
}
