/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/due-diligence-source-of-wealth/schema.json. */

/**
 * At least one source (compliance spec §5).
 *
 * @minItems 1
 */
export type SourceList = SourceItem[];

/**
 * Stage 2 of 4 of the ongoing due-diligence review (compliance spec §2.4, §3.4, §5): where the holders' overall wealth comes from, as a list of sources (the ids are the due-diligence metadata's options) with remarks.
 */
export interface DueDiligenceSourceOfWealthAnswers {
  SourceOfWealth: SourceList;
}
/**
 * One source of wealth or of funds: the option's id (reference data from the due-diligence metadata) and remarks. Messages sit on the properties themselves: ajv-errors cannot apply an object's `errorMessage.properties` inside array items.
 */
export interface SourceItem {
  Id: number;
  Remarks?: string;
}
