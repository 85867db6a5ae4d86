/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/profile-reminder/schema.json. */

/**
 * The profile-update reminder (compliance spec §2.5, §3.5), two steps (flow profile-reminder): step 1 asks whether the client's circumstances changed; step 2 confirms the contact details (editable only if they changed) and a financial change. The update sends email, phone and financialChanged; detailsChanged is the step-1 answer and is not sent; the names are shown read-only.
 */
export interface ProfileReminderAnswers {
  /**
   * Step 1: true when the client says their circumstances changed.
   */
  detailsChanged?: boolean & (true | false);
  firstName?: string;
  lastName?: string;
  email: string;
  /**
   * Dial code plus digits, e.g. +49123456789.
   */
  phone?: string;
  /**
   * True when the client's financial situation changed.
   */
  financialChanged?: boolean;
}
