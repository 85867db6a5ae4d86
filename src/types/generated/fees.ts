/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/fees/schema.json. */

/**
 * The fees of the account.
 */
export interface FeesAnswers {
  IsCustom?: boolean;
  AccessTypeId: number & (1 | 2);
  FeeOptionId: number & (1 | 3);
  PlatformProcessingFee: number & (0 | 0.5 | 1 | 1.5 | 2 | 2.5 | 3 | 3.5 | 4 | 4.5 | 5 | 6 | 7 | 8 | 9 | 10);
  AnnualAccountFee: number & (212 | 112 | 150);
  AnnualAccountFeeRemuneration: number & (164 | 64);
  AccountServiceFee: number &
    (
      | 0.2
      | 0.3
      | 0.4
      | 0.5
      | 0.6
      | 0.7
      | 0.8
      | 0.9
      | 1
      | 1.1
      | 1.2
      | 1.3
      | 1.4
      | 1.5
      | 1.6
      | 1.7
      | 1.8
      | 1.9
      | 2
      | 2.1
      | 2.2
      | 2.3
      | 2.4
      | 2.5
    );
  InitialFee: number & (0 | 0.5 | 1 | 1.5 | 2 | 2.5 | 3 | 3.5 | 4 | 4.5 | 5 | 100);
  ETFEntryFee: number & (0 | 0.5 | 1 | 1.5 | 2 | 2.5 | 3 | 3.5 | 4 | 4.5 | 5);
  EquitiesEntryFee: number & (0 | 0.5 | 1 | 1.5 | 2 | 2.5 | 3 | 3.5 | 4 | 4.5 | 5);
  NotesEntryFee: number & 1.6;
  MinimumCashBalance: number & (1 | 1.5 | 2 | 2.5 | 3 | 3.5 | 4 | 4.5 | 5);
  InstantAccessClassic?: boolean;
  TermClassicFee?: boolean;
  InstantClassicFlex?: boolean;
  TermClassicFlexFee?: boolean;
  /**
   * Term accounts start with 10 (TERM_ACCOUNT_DEFAULTS in src/engine/constants.ts, applied when the term access is chosen).
   */
  TA_DeductionFeeYears?: number;
  /**
   * Term accounts start with 10 (TERM_ACCOUNT_DEFAULTS in src/engine/constants.ts, applied when the term access is chosen).
   */
  TA_EstablishPeriod?: number;
  TA_PlatformProcessingFee?: number & (1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10);
  TA_AccountServiceFee?: number &
    (
      | 0.2
      | 0.3
      | 0.4
      | 0.5
      | 0.6
      | 0.7
      | 0.8
      | 0.9
      | 1
      | 1.1
      | 1.2
      | 1.3
      | 1.4
      | 1.5
      | 1.6
      | 1.7
      | 1.8
      | 1.9
      | 2
      | 2.1
      | 2.2
      | 2.3
      | 2.4
      | 2.5
    );
}
