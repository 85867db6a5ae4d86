/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/reset-password/schema.json. */

/**
 * Request a password-reset link by username (portal spec §7: POST authentication/passwordreset with userName). The answer never reveals whether the user exists.
 */
export interface ResetPasswordAnswers {
  userName: string;
}
