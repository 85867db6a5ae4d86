/** One option of a due-diligence source list: the id a source item stores and its label. */
export interface SourceOption {
  Value: number;
  Text: string;
}

/**
 * The sources a due-diligence review lists under Source of Wealth and Source of Funds (compliance
 * §3.4: "lists of items with Id and Remarks"). The spec names the origins of funds once, in the
 * source-of-funds guidelines (§2.8), and both stages choose from them: where the holders' wealth
 * came from and where the money on the account comes from are answered from the same origins. The
 * forms' `ReferenceSelectWidget` reads them as `dueDiligenceMetadata.SourceOfWealth` and
 * `dueDiligenceMetadata.SourceOfFunds`; the server refuses an id that is not one of them.
 */
export const DUE_DILIGENCE_SOURCES: readonly SourceOption[] = Object.freeze([
  { Value: 1, Text: 'Salary / wages' },
  { Value: 2, Text: 'Financial investments' },
  { Value: 3, Text: 'Property sale' },
  { Value: 4, Text: 'Company sale' },
  { Value: 5, Text: 'Matured insurance' },
  { Value: 6, Text: 'Inheritance' },
  { Value: 7, Text: 'Donation' },
  { Value: 8, Text: 'Compensation' },
  { Value: 9, Text: 'Rental income' },
  { Value: 10, Text: 'Shareholding gain' },
  { Value: 11, Text: 'Business gain' },
  { Value: 12, Text: 'Retirement / disability pension' },
  { Value: 13, Text: 'Other' },
]);

/** The reference data the due-diligence forms' selects name (`ui:options.referenceData`). */
export const DUE_DILIGENCE_REFERENCE_DATA = Object.freeze({
  dueDiligenceMetadata: { SourceOfWealth: DUE_DILIGENCE_SOURCES, SourceOfFunds: DUE_DILIGENCE_SOURCES },
});

const IDS = new Set(DUE_DILIGENCE_SOURCES.map((s) => s.Value));

/**
 * Whether a source item's id is one of the listed sources.
 * @param id - the stored id
 */
export function isDueDiligenceSource(id: unknown): boolean {
  return typeof id === 'number' && IDS.has(id);
}
