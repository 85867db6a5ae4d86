/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/acknowledgements/schema.json. */

/**
 * Your acknowledgements before signing.
 */
export interface AcknowledgementsAnswers {
  AppointDAM: boolean;
  DiscretionaryAssetManager?: string;
  DiscretionaryManagementTerms?: boolean;
  BusinessConditionsTerms: true;
  AppropriatenessTestTerms: true;
}
