/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/new-password/schema.json. */

/**
 * The new password chosen from a reset link (portal spec §7: POST authentication/updatepassword; the link's Token is added by the page). The rule is the engine's passwordMeetsPolicy: 10 to 128 characters with an upper-case letter, a lower-case letter and a digit. ConfirmPassword stays in the browser and must equal NewPassword (engine rule passwordsMatch: 'The two passwords are not the same.').
 */
export interface NewPasswordAnswers {
  NewPassword: string;
  /**
   * The new password typed again; not sent.
   */
  ConfirmPassword?: string;
}
