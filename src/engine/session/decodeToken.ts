/**
 * The claims of a session token (portal-shell §3 "Session"), the one definition the server issues
 * and the browser reads. The browser relies only on sessionId, role, nameid and exp (it may be
 * pointed at another implementation of the contract); the server's tokens carry all but the
 * optional ones (server/plugins/auth.ts SessionClaims).
 */
export interface TokenClaims {
  sessionId: string;
  role: string;
  nameid: string;
  unique_name?: string;
  accountNo?: string;
  email?: string;
  company?: string;
  /** A consultant of the platform's head office. */
  cphqUser?: boolean;
  /** The adviser's user id, in a token an adviser opened with "log in as". */
  impersonator?: string;
  exp: number;
  iat?: number;
}

function base64UrlDecode(part: string): string {
  const b64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const binary = atob(b64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads a token's claims without verifying it: the browser only needs to know who it is and when
 * the session ends; the server verifies every call.
 * @param token - a compact JWT
 * @returns the claims, or null when the token is not a readable JWT with nameid, role and exp
 */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(parts[1])) as Partial<TokenClaims>;
    if (typeof claims.exp !== 'number' || typeof claims.role !== 'string' || typeof claims.nameid !== 'string') return null;
    return claims as TokenClaims;
  } catch {
    return null;
  }
}

/**
 * An expired or absent token counts as logged out (portal-shell §4).
 * @param claims - decoded claims or null
 * @param nowSeconds - the current time in seconds since the epoch
 */
export function isSessionExpired(claims: TokenClaims | null, nowSeconds: number): boolean {
  return !claims || claims.exp <= nowSeconds;
}
