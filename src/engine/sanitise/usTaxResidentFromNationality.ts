/**
 * Choosing United States as a holder's nationality makes the holder a US tax resident, any other
 * nationality not (compliance §2.4). The id of the United States comes from the country reference
 * data, so it is passed in rather than fixed here.
 * @param countryId - the chosen nationality's id (number or numeric text; empty means none)
 * @param unitedStatesId - the id of the United States in the country list
 * @returns the IsUSTaxResident flag
 */
export function usTaxResidentFromNationality(countryId: number | string | null | undefined, unitedStatesId: number | string): boolean {
  if (countryId === null || countryId === undefined || countryId === '') return false;
  const chosen = Number(countryId);
  return Number.isFinite(chosen) && chosen === Number(unitedStatesId);
}
