type CountryId = number | string | null | undefined;

const idOf = (value: CountryId): number | null => (value === null || value === undefined || value === '' ? null : Number(value));

/**
 * A holder whose country of fiscal residence differs from the one the form opened with counts as
 * changed (compliance §2.4): the contact-details section shows and the more-information text gets
 * a note (appendHolderChangedNote). Ids compare as numbers, so 276 and "276" are the same country;
 * choosing the initial country again means unchanged.
 * @param initial - the country id the due-diligence form was opened with (may be empty)
 * @param current - the country id now chosen (may be empty)
 */
export function fiscalResidenceChanged(initial: CountryId, current: CountryId): boolean {
  return idOf(initial) !== idOf(current);
}
