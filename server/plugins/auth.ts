import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Config } from '../config';
import { forbidden, MESSAGES, unauthorized } from '../lib/http';
import type { Role } from '../lib/roles';

/** The claims of a Tessera token (spec §3 "Session"). */
export interface SessionClaims {
  sessionId: string;
  role: Role;
  nameid: string;
  unique_name: string;
  accountNo: string;
  email: string;
  company: string;
  cphqUser?: boolean;
  impersonator?: string;
  exp: number;
  iat: number;
}

export type NewSession = Omit<SessionClaims, 'exp' | 'iat' | 'sessionId'> & { sessionId?: string };

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionClaims | null;
  }
  interface FastifyInstance {
    issueToken(claims: NewSession): Promise<string>;
    /** preHandler: a valid token issued for this request's brand. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler factory: the session's role is one of `roles`. */
    requireRole(...roles: Role[]): (request: FastifyRequest) => Promise<void>;
    /** preHandler: refuses mutations for clientreadonly sessions. */
    requireWritable(request: FastifyRequest): Promise<void>;
  }
}

/** The caller's session; routes behind `authenticate` may rely on it. */
export function sessionOf(request: FastifyRequest): SessionClaims {
  if (!request.session) throw unauthorized(MESSAGES.noToken);
  return request.session;
}

/** How many verified tokens one server process remembers (a few MB at most). */
export const VERIFIED_TOKENS_MAX = 10_000;

/** JWT issue and verification; the HMAC key is imported once (verifying is on every request). */
export const authPlugin = fp<{ config: Config }>(async (app, { config }) => {
  const key: KeyObject = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
  app.decorateRequest('session', null);

  app.decorate('issueToken', async (claims: NewSession) => {
    const { sessionId, ...rest } = claims;
    const payload: Record<string, unknown> = { ...rest, sessionId: sessionId ?? randomUUID() };
    for (const k of Object.keys(payload)) if (payload[k] === undefined) delete payload[k];
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      // Seconds, so fractional SESSION_MINUTES (used by tests of expiry) work too.
      .setExpirationTime(Math.floor(Date.now() / 1000) + Math.max(1, Math.round(config.sessionMinutes * 60)))
      .sign(key);
  });

  // Verified tokens (raw token string -> claims), so the HMAC and JSON parse run once per token and
  // not on every request. Only tokens that verified are kept; expiry is still checked on every
  // request against the clock (as jose does: expired when exp <= now in whole seconds). Bounded:
  // when full, the oldest entry goes (a Map keeps insertion order). Tokens are never logged.
  const verified = new Map<string, SessionClaims>();
  const expiredAt = (claims: SessionClaims) => typeof claims.exp === 'number' && claims.exp <= Math.floor(Date.now() / 1000);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized(MESSAGES.noToken);
    const token = match[1]!;
    let claims = verified.get(token);
    if (claims) {
      if (expiredAt(claims)) {
        verified.delete(token);
        throw unauthorized(MESSAGES.sessionExpired);
      }
    } else {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        claims = payload as unknown as SessionClaims;
      } catch (e) {
        if (e instanceof joseErrors.JWTExpired) throw unauthorized(MESSAGES.sessionExpired);
        throw unauthorized(MESSAGES.noToken);
      }
      if (verified.size >= VERIFIED_TOKENS_MAX) verified.delete(verified.keys().next().value!);
      verified.set(token, claims);
    }
    request.session = claims;
    if (!request.brand || request.brand.brand.code !== claims.company) throw forbidden(MESSAGES.wrongBrand);
  });

  app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
    if (!roles.includes(sessionOf(request).role)) throw forbidden(MESSAGES.forbiddenRole);
  });

  app.decorate('requireWritable', async (request: FastifyRequest) => {
    if (sessionOf(request).role === 'clientreadonly') throw forbidden(MESSAGES.readOnly);
  });
}, { name: 'auth' });
