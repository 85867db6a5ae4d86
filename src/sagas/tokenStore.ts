import type { SagaEnvironment } from './effects';

/**
 * Where a session's token lives. The user's own token is kept in localStorage (keys token and
 * role); a client token a consultant opened in a new window stays in that window's
 * sessionStorage, so logging out there clears only the client token (portal-shell §4).
 */
export const TOKEN_KEY = 'token';
const ROLE_KEY = 'role';
export const CONSULTANT_NAME_KEY = 'consultantName';

export function readToken(storage: SagaEnvironment['storage']): string | null {
  return storage.session.getItem(TOKEN_KEY) ?? storage.local.getItem(TOKEN_KEY);
}

export function saveToken(
  storage: SagaEnvironment['storage'],
  token: string,
  role: string,
  impersonated: boolean,
  consultantName?: string | null,
) {
  if (impersonated) {
    storage.session.setItem(TOKEN_KEY, token);
    if (consultantName) storage.session.setItem(CONSULTANT_NAME_KEY, consultantName);
  } else {
    storage.local.setItem(TOKEN_KEY, token);
    storage.local.setItem(ROLE_KEY, role);
  }
}

/** Clears the client token of an impersonation window only. */
export function clearClientToken(storage: SagaEnvironment['storage']) {
  storage.session.removeItem(TOKEN_KEY);
  storage.session.removeItem(CONSULTANT_NAME_KEY);
}

export function clearAllTokens(storage: SagaEnvironment['storage']) {
  clearClientToken(storage);
  storage.local.removeItem(TOKEN_KEY);
  storage.local.removeItem(ROLE_KEY);
}
