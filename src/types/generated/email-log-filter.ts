/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/email-log-filter/schema.json. */

/**
 * The filters of the email logs page (compliance spec §2.9, §7 email/get-email-log): a search text and a start and end date, each optional. The server validates the call's search, startDate and endDate with this form. The start may not be after the end (engine rule dateRangeInOrder, with its message); ajv's $data is off, so that rule lives in src/engine/rules.
 */
export interface EmailLogFilterAnswers {
  /**
   * Looked for in the recipient and the subject of the mails, ignoring case (not in the text, which may hold a one-time token).
   */
  search?: string;
  /**
   * Mails sent on or after this day (UTC), yyyy-MM-dd (shown dd/MM/yyyy).
   */
  startDate?: string;
  /**
   * Mails sent on or before this day (UTC), yyyy-MM-dd (shown dd/MM/yyyy).
   */
  endDate?: string;
}
