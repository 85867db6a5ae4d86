/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/appropriateness-test/schema.json. */

/**
 * The missing-document Appropriateness Test (compliance spec §2.2, §3.2, §5), sent as data with whiteLabelId. Each flag has a _2 variant for account holder 2; for joint accounts the holder with the least experience is ticked.
 */
export interface AppropriatenessTestAnswers {
  /**
   * Shares in structured UCITS funds, account holder 1.
   */
  isSharesStructuredUCITS?: boolean;
  /**
   * Shares in structured UCITS funds, account holder 2.
   */
  isSharesStructuredUCITS_2?: boolean;
  /**
   * Shares in non-UCITS funds, account holder 1.
   */
  isSharesNonUCITS?: boolean;
  /**
   * Shares in non-UCITS funds, account holder 2.
   */
  isSharesNonUCITS_2?: boolean;
  /**
   * Structured products, account holder 1.
   */
  isStructuredProducts?: boolean;
  /**
   * Structured products, account holder 2.
   */
  isStructuredProducts_2?: boolean;
  /**
   * Derivative products, account holder 1.
   */
  isDeriativeProducts?: boolean;
  /**
   * Derivative products, account holder 2.
   */
  isDeriativeProducts_2?: boolean;
  /**
   * Other complex financial products, account holder 1.
   */
  isOtherComplexProducts?: boolean;
  /**
   * Other complex financial products, account holder 2.
   */
  isOtherComplexProducts_2?: boolean;
  /**
   * True when any instrument box is ticked (set by the form); it must be true.
   */
  isFinancialChecked: true;
  /**
   * Less than 5, account holder 1.
   */
  isLessThan5?: boolean;
  /**
   * Less than 5, account holder 2.
   */
  isLessThan5_2?: boolean;
  /**
   * Between 5 and 10, account holder 1.
   */
  isBetween5to10?: boolean;
  /**
   * Between 5 and 10, account holder 2.
   */
  isBetween5to10_2?: boolean;
  /**
   * More than 10, account holder 1.
   */
  isMoreThan10?: boolean;
  /**
   * More than 10, account holder 2.
   */
  isMoreThan10_2?: boolean;
  /**
   * Less than 3,000 EUR, account holder 1.
   */
  isLessThan3000?: boolean;
  /**
   * Less than 3,000 EUR, account holder 2.
   */
  isLessThan3000_2?: boolean;
  /**
   * 3,000-4,999 EUR, account holder 1.
   */
  isLessThan5000?: boolean;
  /**
   * 3,000-4,999 EUR, account holder 2.
   */
  isLessThan5000_2?: boolean;
  /**
   * 5,000-9,999 EUR, account holder 1.
   */
  isLessThan10000?: boolean;
  /**
   * 5,000-9,999 EUR, account holder 2.
   */
  isLessThan10000_2?: boolean;
  /**
   * More than 10,000 EUR, account holder 1.
   */
  isMoreThan10000?: boolean;
  /**
   * More than 10,000 EUR, account holder 2.
   */
  isMoreThan10000_2?: boolean;
  /**
   * Orders without advisory assistance, account holder 1.
   */
  isOrderWithoutAdvisory?: boolean;
  /**
   * Orders without advisory assistance, account holder 2.
   */
  isOrderWithoutAdvisory_2?: boolean;
  /**
   * Investment advice, account holder 1.
   */
  isInvestmentAdvice?: boolean;
  /**
   * Investment advice, account holder 2.
   */
  isInvestmentAdvice_2?: boolean;
  /**
   * Portfolio management, account holder 1.
   */
  isPortfolioManagement?: boolean;
  /**
   * Portfolio management, account holder 2.
   */
  isPortfolioManagement_2?: boolean;
  /**
   * Free-text remarks (prefilled from AppropriatenessTestRemarks).
   */
  remarks?: string;
  /**
   * Summary client instruction: 1 no wish to provide information, 2 no or insufficient knowledge, 3 sufficient knowledge.
   */
  isSummaryInstructionOption: number & (1 | 2 | 3);
  /**
   * True exactly when option 1 is chosen.
   */
  isSummaryInstructionOptionI?: boolean;
  /**
   * True exactly when option 2 is chosen.
   */
  isSummaryInstructionOptionII?: boolean;
  /**
   * True exactly when option 3 is chosen.
   */
  isSummaryInstructionOptionIII?: boolean;
  /**
   * Annual disposable net assets band (43 to 47), carried from the client's stored form data.
   */
  amountAnnualDisposable?: number & (43 | 44 | 45 | 46 | 47);
  /**
   * The missing-document item this test answers.
   */
  missingDocumentID?: number;
}
