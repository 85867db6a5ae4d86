import type { LoginAnswer } from '@/types/api';
import { http, unwrap } from './client';

/** POST authentication: credentials → token, or a staff user's two-factor challenge. */
export const login = (UserName: string, Password: string) =>
  http.post<{ Data: LoginAnswer }>('authentication', { UserName, Password }).then(unwrap);

/** POST authentication/passwordreset: always answers the same, whether or not the user exists. */
export const requestPasswordReset = (userName: string) =>
  http.post<{ Data: boolean }>('authentication/passwordreset', { userName }).then(unwrap);

/** POST authentication/updatepassword with the reset token from the e-mail. */
export const updatePassword = (Token: string, NewPassword: string) =>
  http.post<{ Data: boolean }>('authentication/updatepassword', { Token, NewPassword }).then(unwrap);

/** How long a logout waits for the server to end the session before it goes on regardless. */
export const END_SESSION_TIMEOUT_MS = 2000;

/** POST authentication/logout: the server ends the session of `token` (the one being logged out). */
export const endSession = (token: string) =>
  http
    .post<{ Data: boolean }>('authentication/logout', undefined, {
      headers: { Authorization: `Bearer ${token}` },
      timeout: END_SESSION_TIMEOUT_MS,
    })
    .then(unwrap);

/** GET authentication/clientaccess: a consultant's token for acting as one of its clients. */
export const getClientAccess = (clientId: number) =>
  http.get<{ Data: { Token: string } }>('authentication/clientaccess', { params: { clientId } }).then(unwrap);
