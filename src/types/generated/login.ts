/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/forms/login/schema.json. */

/**
 * The login credentials (portal spec §2, §5, §7: POST authentication with UserName and Password). The username's brand prefix is checked by the engine (usernameMatchesBrand) against the brand of the host.
 */
export interface LoginAnswers {
  UserName: string;
  Password: string;
}
