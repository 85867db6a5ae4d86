/** The instrument rows of the appropriateness test, holder 1 then holder 2 (compliance §3.2; "Deriative" is the wire name). */
export const INSTRUMENT_FLAGS = Object.freeze([
  'isSharesStructuredUCITS',
  'isSharesNonUCITS',
  'isStructuredProducts',
  'isDeriativeProducts',
  'isOtherComplexProducts',
  'isSharesStructuredUCITS_2',
  'isSharesNonUCITS_2',
  'isStructuredProducts_2',
  'isDeriativeProducts_2',
  'isOtherComplexProducts_2',
] as const);

export type InstrumentFlag = (typeof INSTRUMENT_FLAGS)[number];

/**
 * `isFinancialChecked` is true when any instrument box is ticked, for either holder (compliance
 * §3.2); the schema then requires it to be true ('You must check at least one financial
 * instrument field'). Only a real `true` counts as ticked.
 * @param flags - the submission, or any object holding the instrument flags
 */
export function isFinancialCheckedFrom(flags: Partial<Record<InstrumentFlag, unknown>>): boolean {
  return INSTRUMENT_FLAGS.some((name) => flags?.[name] === true);
}
