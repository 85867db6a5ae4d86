/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/due-diligence-more-information/schema.json. */

/**
 * Stage 4 of 4 (last) of the ongoing due-diligence review (compliance spec §2.4, §3.4, §5): anything else the client wants to tell client servicing. 'Accept and Submit' sends it unchanged; a changed fiscal residence appends a line (engine rule appendHolderChangedNote).
 */
export interface DueDiligenceMoreInformationAnswers {
  MoreInformation?: string;
}
