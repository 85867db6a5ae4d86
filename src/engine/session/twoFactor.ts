/**
 * Staff two-factor sign-in (issue 15 item 6): who may and who must use a time-based one-time
 * password (RFC 6238), its limits and its texts, in one module the server and the browser import.
 * The spec has no two-factor sign-in; every text and number here is Tessera's (docs/decisions.md).
 */
import type { Brand } from '../brands/types';
import type { Role } from './roles';

/** Staff roles that may (or, on a brand that requires it, must) sign in with a second factor. Clients never do. */
export const TWO_FACTOR_ROLES: readonly Role[] = ['consultant', 'whitelabeladmin', 'ownerofbusiness', 'whitelabelmaster', 'compliance'];

/** Exactly a staff role that two-factor sign-in applies to: the server's check. */
export const isTwoFactorRole = (role: string): boolean => (TWO_FACTOR_ROLES as readonly string[]).includes(role);

/** A brand's rule for its staff: `optional` (each user chooses) or `required` (no staff sign-in without it). */
export type StaffTwoFactorPolicy = 'optional' | 'required';

/**
 * The brand's two-factor rule for its staff users: the catalogue's `staffTwoFactor`, else optional.
 * @param brand - the brand's catalogue entry (only `staffTwoFactor` is read)
 */
export function staffTwoFactorPolicy(brand: Partial<Brand> | null | undefined): StaffTwoFactorPolicy {
  return brand?.staffTwoFactor === 'required' ? 'required' : 'optional';
}

/** A sign-in challenge (after a correct password, before the code) lives this long. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
/** How many single-use recovery codes a user receives when two-factor sign-in is turned on. */
export const RECOVERY_CODE_COUNT = 10;
/** Wrong passwords or codes for one username within USER_LOCK_WINDOW_MINUTES that lock further tries (LOGIN_USER_LIMIT). */
export const USER_LOCK_MAX_FAILURES = 5;
/** The window of USER_LOCK_MAX_FAILURES; a lock ends when the oldest of those failures is this old. */
export const USER_LOCK_WINDOW_MINUTES = 15;
/** Digits of an authenticator code (RFC 6238 with the authenticator apps' defaults: SHA-1, 30 s). */
export const TOTP_DIGITS = 6;

/** What the API and the screens say about two-factor sign-in. */
export const TWO_FACTOR_TEXTS = {
  codeWrong: 'That code is not correct or has already been used. Please enter the current code from your authenticator app.',
  challengeExpired: 'Your sign-in took too long. Please enter your username and password again.',
  userLocked: `Too many failed sign-in attempts for this username. Please wait ${USER_LOCK_WINDOW_MINUTES} minutes and try again.`,
  staffOnly: 'Two-factor sign-in is available to staff users only.',
  alreadyOn: 'Two-factor sign-in is already turned on.',
  notOn: 'Two-factor sign-in is not turned on.',
  notSetUp: 'Start the set-up again: no authenticator key is waiting for confirmation.',
  requiredByBrand: 'Two-factor sign-in is required for staff on this portal and cannot be turned off.',
  codeRequired: 'Please enter the 6-digit code from your authenticator app',
  codeFormat: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes',
} as const;

/** What the user typed, as the server compares it: a 6-digit code, or a recovery code without spaces and dashes, in lower case. */
export type TwoFactorCodeInput = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string } | { kind: 'invalid' };

/**
 * Reads a code the user typed: six digits (spaces allowed, as apps show "123 456") are an
 * authenticator code; ten letters and digits (dashes and spaces allowed) a recovery code.
 * @param typed - the text of the code field
 */
export function readTwoFactorCode(typed: string): TwoFactorCodeInput {
  const compact = typed.replace(/[\s-]/g, '').toLowerCase();
  if (new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(compact)) return { kind: 'totp', code: compact };
  if (/^[a-z0-9]{10}$/.test(compact)) return { kind: 'recovery', code: compact };
  return { kind: 'invalid' };
}
