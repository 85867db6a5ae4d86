/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/transaction-report/schema.json. */

/**
 * The controls of the transaction details modal (compliance spec §2.6, §5): a date range, or all transactions. Neither date may be in the future (engine rule dateNotInFuture: 'Please make sure to enter a date in past, not a future date.') and the start may not be after the end (engine rule dateRangeInOrder: 'Start Date must not be after End Date'); JSON Schema cannot know today, and ajv's $data is off, so both live in src/engine/rules.
 */
export interface TransactionReportAnswers {
  /**
   * Start Date, yyyy-MM-dd (shown dd/MM/yyyy). Not in the future (engine rule dateNotInFuture: 'Please make sure to enter a date in past, not a future date.').
   */
  startDate?: string;
  /**
   * End Date, yyyy-MM-dd (shown dd/MM/yyyy). Not in the future (engine rule dateNotInFuture: 'Please make sure to enter a date in past, not a future date.').
   */
  endDate?: string;
  /**
   * All transactions, whatever their date; the date pickers are disabled.
   */
  getAllTransactions?: boolean;
}
