import { dateOfBirthFromParts } from './dateOfBirthFromParts';
import { toMobileField } from './toMobileField';
import { usTaxResidentFromNationality } from './usTaxResidentFromNationality';

/** ISO 3166-1 numeric code of the United States in the country list. */
export const UNITED_STATES_COUNTRY_ID = 840;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

const ISO_PARTS = /^\s*(\d+)-(\d+)-(\d+)\s*$/;
const MOBILE_PARTS = /^(\+?\d{1,4})-(.*)$/;

/** One holder, sanitised in place (the caller passes a copy). */
function sanitiseHolder(holder: Json): void {
  const personal = holder.PersonalInfo;
  if (isObject(personal) && typeof personal.BirthDate === 'string') {
    const parts = ISO_PARTS.exec(personal.BirthDate);
    personal.BirthDate = parts ? dateOfBirthFromParts(parts[3], parts[2], parts[1]) : null;
  }
  const tax = holder.TaxInfo;
  if (isObject(tax)) {
    tax.IsUSTaxResident = usTaxResidentFromNationality(
      isObject(personal) ? (personal.Nationality as number | string | null | undefined) : null,
      UNITED_STATES_COUNTRY_ID,
    );
  }
  const contact = holder.ContactDetails;
  if (isObject(contact) && typeof contact.MobileNo === 'string') {
    const compact = contact.MobileNo.replace(/\s+/g, '');
    const parts = MOBILE_PARTS.exec(compact);
    contact.MobileNo = parts ? toMobileField(parts[1], parts[2]) || compact : compact;
  }
}

/**
 * The due-diligence details as the browser's sanitisers leave them (compliance §2.4), applied again
 * by the server to what it is sent: each holder's US tax flag follows the nationality
 * (usTaxResidentFromNationality), the birth date is kept only when it is a real day, month and year
 * (dateOfBirthFromParts; otherwise null, which the schema refuses), and the mobile number loses its
 * spaces and is stored as dial code and number joined by a hyphen (toMobileField). Nothing else
 * changes: the forms' schemas judge the rest.
 * @param details - the details object (GeneralDetails with the holders, the source lists, more information)
 * @returns a sanitised copy; a value that is not an object is returned as it is
 */
export function sanitiseDueDiligenceDetails<T>(details: T): T {
  if (!isObject(details)) return details;
  const copy = JSON.parse(JSON.stringify(details)) as Json;
  const general = copy.GeneralDetails;
  if (isObject(general)) {
    for (const key of ['PrimaryAccountHolder', 'SecondaryAccountHolder']) {
      if (isObject(general[key])) sanitiseHolder(general[key]);
    }
  }
  return copy as T;
}
