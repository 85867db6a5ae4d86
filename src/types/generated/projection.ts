/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/projection/schema.json. */

/**
 * Inputs of the projection of a holding's value (compliance spec §2.7, §3.7, §5). An empty input becomes 0 before validation (sanitiser); the request adds currentValue, baseCurrency and referenceCurrency from the holding.
 */
export interface ProjectionAnswers {
  /**
   * Expected rate of return, % per year.
   */
  expRatedOfReturn: number;
  /**
   * Yearly additional contribution, in the holding's currency.
   */
  yearlyContribution: number;
}
