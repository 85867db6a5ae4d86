/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from schemas/api/two-factor.json. */
// Staff two-factor sign-in (issue 15 item 6): the login's answer, the code step, enrolment and turning it off.

/** The answer of POST authentication: a session Token, or — for a staff user with two-factor sign-in on, or on a brand that requires it — a short-lived Challenge that is not a session (ChallengeKind 'code': send the code to authentication/twofactor; 'enrol': set it up with authentication/twofactor/setup and /enable). */
export interface LoginAnswer {
  Token?: string;
  Challenge?: string;
  ChallengeKind?: 'code' | 'enrol';
  /** ISO time after which the password must be given again. */
  ChallengeExpiresAt?: string;
}

export interface CodeRequest {
  Challenge: ChallengeText;
  Code: CodeText;
}

/** Signed in (bearer token): no body needed. At login on a brand that requires two-factor sign-in: the enrolment Challenge. */
export interface SetupRequest {
  Challenge?: ChallengeText;
}

export interface EnableRequest {
  Code: CodeText;
  Challenge?: ChallengeText;
}

export interface DisableRequest {
  Code: CodeText;
}

export type ChallengeText = string;

/** Six digits from the authenticator app, or a recovery code (xxxxx-xxxxx); spaces and dashes are ignored. */
export type CodeText = string;

/** The caller's two-factor sign-in: whether its role may use it, whether it is on, whether the brand requires it, and how many recovery codes are unused. */
export interface Status {
  Available: boolean;
  Enabled: boolean;
  Required: boolean;
  RecoveryCodesLeft: number;
}

/** A new authenticator key, pending until a code confirms it: the key in text for manual entry, the otpauth URI and its QR code (an SVG data URL). */
export interface Setup {
  Secret: string;
  OtpauthUri: string;
  QrCode: string;
}

/** Two-factor sign-in is on: the ten recovery codes, shown this once; with an enrolment Challenge also the session Token. */
export interface Enabled {
  RecoveryCodes: string[];
  Token?: string;
}
