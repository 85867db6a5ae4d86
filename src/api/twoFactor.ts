import type { TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '@/types/api';
import { http, unwrap } from './client';

/** POST authentication/twofactor: the login's challenge and the code (authenticator or recovery) → token. */
export const verifyTwoFactorCode = (Challenge: string, Code: string) =>
  http.post<{ Data: { Token: string } }>('authentication/twofactor', { Challenge, Code }).then(unwrap);

/** GET authentication/twofactor: the signed-in user's two-factor sign-in. */
export const getTwoFactorStatus = () => http.get<{ Data: TwoFactorStatus }>('authentication/twofactor').then(unwrap);

/** POST authentication/twofactor/setup: a new authenticator key (signed in, or with the login's enrolment challenge). */
export const startTwoFactorSetup = (Challenge?: string) =>
  http.post<{ Data: TwoFactorSetup }>('authentication/twofactor/setup', Challenge ? { Challenge } : {}).then(unwrap);

/** POST authentication/twofactor/enable: the first code turns it on; the recovery codes (and at login the token) come back. */
export const enableTwoFactor = (Code: string, Challenge?: string) =>
  http.post<{ Data: TwoFactorEnabled }>('authentication/twofactor/enable', Challenge ? { Code, Challenge } : { Code }).then(unwrap);

/** POST authentication/twofactor/disable: a current code turns it off. */
export const disableTwoFactor = (Code: string) => http.post<{ Data: boolean }>('authentication/twofactor/disable', { Code }).then(unwrap);
