import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Config } from '../config';
import { CHANGES_MISSED } from '../db/changeFeed';
import { forbidden, MESSAGES, unauthorized } from '../lib/http';
import type { Role } from '@/engine/session/roles';
import type { TokenClaims } from '@/engine/session/decodeToken';

/** The claims of the tokens this server issues: the engine's TokenClaims, with a role of ROLES and every claim it always sets. */
export type SessionClaims = TokenClaims &
  Required<Pick<TokenClaims, 'unique_name' | 'accountNo' | 'email' | 'company' | 'iat'>> & { role: Role };

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
    /**
     * Ends sessions before their tokens expire: one session (logout) or every session of a user
     * (password changed or reset). Effective at once in this process; in the others as soon as the
     * change feed tells them (PostgreSQL), and within REVOCATION_REFRESH_MS in any case.
     */
    endSessions(which: { sessionId: string } | { userId: number }): Promise<void>;
  }
}

/** The caller's session; routes behind `authenticate` may rely on it. */
export function sessionOf(request: FastifyRequest): SessionClaims {
  if (!request.session) throw unauthorized(MESSAGES.noToken);
  return request.session;
}

/** How many verified tokens one server process remembers (a few MB at most). */
export const VERIFIED_TOKENS_MAX = 10_000;

/**
 * The oldest list of ended sessions a process decides on (other processes' logouts and password
 * changes): older, a request waits for a fresh read. Re-read in the background from half this age.
 */
export const REVOCATION_REFRESH_MS = 1000;

/** JWT issue and verification; the HMAC key is imported once (verifying is on every request). */
export const authPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const db = app.db.kysely;
    const key: KeyObject = createSecretKey(Buffer.from(config.jwtSecret, 'utf8'));
    app.decorateRequest('session', null);

    app.decorate('issueToken', async (claims: NewSession) => {
      const { sessionId, ...rest } = claims;
      const payload: Record<string, unknown> = { ...rest, sessionId: sessionId ?? randomUUID() };
      for (const k of Object.keys(payload)) if (payload[k] === undefined) delete payload[k];
      const now = Math.floor(Date.now() / 1000);
      // Seconds, so fractional SESSION_MINUTES (used by tests of expiry) work too.
      const exp = now + Math.max(1, Math.round(config.sessionMinutes * 60));
      const token = await new SignJWT(payload)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(key);
      await db
        .insertInto('sessions')
        .values({
          session_id: payload.sessionId as string,
          user_id: Number(claims.nameid),
          impersonator_id: claims.impersonator === undefined ? null : Number(claims.impersonator),
          issued_at: new Date(now * 1000).toISOString(),
          expires_at: new Date(exp * 1000).toISOString(),
          revoked_at: null,
        })
        .execute();
      return token;
    });

    // Ended sessions that have not expired yet: a small set, read at start, re-read when the change feed
    // says another node ended sessions, and re-read while requests come once it is REVOCATION_REFRESH_MS/2
    // old (in the background). A request never decides on a set older than REVOCATION_REFRESH_MS: it
    // waits for the read, unless the feed is listening (then the set is current but for the notice's
    // latency). An ending in this process re-reads at once, before it answers.
    let ended = new Set<string>();
    let endedReadAt = 0;
    let reading: Promise<void> | null = null;
    const readEnded = async () => {
      const started = Date.now();
      const rows = await db
        .selectFrom('sessions')
        .select('session_id')
        .where('revoked_at', 'is not', null)
        .where('expires_at', '>', new Date(started).toISOString())
        .execute();
      ended = new Set(rows.map((r) => r.session_id));
      endedReadAt = started;
    };
    const refreshEnded = () => {
      reading ??= readEnded()
        .catch((error: unknown) => app.log.error({ err: error }, 'reading ended sessions failed'))
        .finally(() => {
          reading = null;
        });
      return reading;
    };
    // A read under way may have started before the change: wait for it, then read again.
    const rereadEnded = async () => {
      await reading;
      await refreshEnded();
    };
    app.addHook('onReady', async () => {
      await readEnded();
    });
    app.changes.subscribe((change) => {
      if (change === 'sessions' || change === CHANGES_MISSED) void rereadEnded();
    });

    app.decorate('endSessions', async (which: { sessionId: string } | { userId: number }) => {
      const now = new Date().toISOString();
      let q = db.updateTable('sessions').set({ revoked_at: now }).where('revoked_at', 'is', null).where('expires_at', '>', now);
      // A user's sessions include the "log in as" sessions an adviser opened from them.
      q =
        'sessionId' in which
          ? q.where('session_id', '=', which.sessionId)
          : q.where((eb) => eb.or([eb('user_id', '=', which.userId), eb('impersonator_id', '=', which.userId)]));
      await q.execute();
      await rereadEnded();
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
      const token = match[1];
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
      const age = Date.now() - endedReadAt;
      if (age > REVOCATION_REFRESH_MS && !app.changes.listening) await refreshEnded();
      else if (age > REVOCATION_REFRESH_MS / 2) void refreshEnded();
      if (ended.has(claims.sessionId)) throw unauthorized(MESSAGES.noToken);
      request.session = claims;
      if (!request.brand || request.brand.brand.code !== claims.company) throw forbidden(MESSAGES.wrongBrand);
    });

    app.decorate('requireRole', (...roles: Role[]) => async (request: FastifyRequest) => {
      if (!roles.includes(sessionOf(request).role)) throw forbidden(MESSAGES.forbiddenRole);
    });

    app.decorate('requireWritable', async (request: FastifyRequest) => {
      if (sessionOf(request).role === 'clientreadonly') throw forbidden(MESSAGES.readOnly);
    });
  },
  { name: 'auth', dependencies: ['change-feed'] },
);
