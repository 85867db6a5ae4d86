/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/risk-profile/schema.json. */

/**
 * Your means, your attitude to risk, and where the money comes from.
 */
export interface RiskProfileAnswers {
  CurrencyId: ('EUR' | 'USD' | 'GBP') & string;
  DisposableAssetsRangeId: number & (43 | 44 | 45 | 46 | 47);
  RiskProfileId: number & (1 | 2 | 3);
  /**
   * @minItems 1
   * @maxItems 8
   */
  IncomeSources: {
    IncomeSourceId: number & (1 | 2 | 3 | 4 | 5 | 6 | 7 | 8);
    Proceeds: number;
    Relationship?: string;
  }[];
  /**
   * @minItems 1
   * @maxItems 14
   */
  SourceOfFunds: {
    FundTypeId: number & (1 | 2 | 3);
    IncomeSaleId?: number & (21 | 22 | 23 | 24 | 31 | 32 | 33 | 34 | 35 | 36 | 37 | 38 | 39);
    Proceeds?: number;
    Remarks?: string;
    SelfEmployedRemarks?: string;
    RetiredRemarks?: string;
  }[];
}
