/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/account-appropriateness/schema.json. */

/**
 * Your knowledge of and experience with complex financial instruments.
 */
export interface AccountAppropriatenessAnswers {
  AppropriatenessExemption?: boolean;
  /**
   * @maxItems 12
   */
  Appropriatenesses?: {
    AppropriatenessId: number & (1 | 2 | 3 | 4 | 5 | 11 | 12 | 13 | 21 | 22 | 23 | 24);
    FirstHolder?: boolean;
    SecondHolder?: boolean;
    OtherRemarks?: string;
  }[];
  PastServiceOrdersWithoutAssistance?: HolderFlags;
  PastServiceAdvice?: HolderFlags;
  PastServicePortfolioManagement?: HolderFlags;
  NotInterested?: boolean;
  NotSufficient?: boolean;
  Sufficient?: boolean;
  NaturalPersonTerms?: true;
  AppropriatenessTestTerms: true;
}
/**
 * A checkbox row with one box per account holder.
 */
export interface HolderFlags {
  FirstHolder?: boolean;
  SecondHolder?: boolean;
}
