/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/session.json. */
// Login, password reset and update, logout and the adviser's client access (portal-shell spec §7).

import type { Id } from './common';

export interface Credentials {
  UserName: string;
  Password: string;
  [key: string]: unknown;
}

export interface PasswordResetRequest {
  userName: string;
}

/** Either the Token of a password-reset e-mail, or (logged in) the CurrentPassword. */
export interface PasswordUpdate {
  Token?: string;
  CurrentPassword?: string;
  NewPassword: string;
}

export interface ClientAccessQuery {
  clientId: Id;
}

export interface SessionToken {
  Token: string;
}
