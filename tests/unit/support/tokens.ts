import type { TokenClaims } from '@/engine/session/decodeToken';

/** Base64url of a UTF-8 string, as a JWT encodes its parts (btoa exists in Node and jsdom). */
export function base64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (b) => String.fromCharCode(b)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A compact JWT with the given payload and a fake signature: the browser never verifies it. */
export function makeToken(payload: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

/** 2030-01-01T00:00:00Z: the fixed "now" of the saga tests. */
export const NOW_MS = Date.UTC(2030, 0, 1);
export const NOW_S = NOW_MS / 1000;

/** Claims of a live session (30 minutes left) for a role; overrides win. */
export function claimsFor(role: string, overrides: Partial<TokenClaims> = {}): TokenClaims {
  return {
    sessionId: '5f0c1f4e-9a51-4a32-8a3c-0d6c1d1f2e3a',
    role,
    nameid: '42',
    unique_name: `dmo${role}`,
    accountNo: '',
    email: `${role}@demowealth.example`,
    company: 'dmo',
    exp: NOW_S + 30 * 60,
    iat: NOW_S,
    ...overrides,
  };
}

/** A token and its claims, together. */
export function sessionToken(role: string, overrides: Partial<TokenClaims> = {}) {
  const claims = claimsFor(role, overrides);
  return { token: makeToken(claims as unknown as Record<string, unknown>), claims };
}
