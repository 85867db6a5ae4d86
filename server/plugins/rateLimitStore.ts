import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';

/** How often one process deletes the counters whose window has ended (they are ignored anyway). */
export const RATE_LIMIT_SWEEP_MS = 60_000;

type Incr = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit passes to `child` for a route: its merged options, with the route. */
type RouteOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * @fastify/rate-limit's store in the database (table `rate_limits`, migration 021), so a limit
 * counts the attempts made on every API node (issue 15 item 2). One upsert per limited request
 * counts the attempt and reads the window in one atomic statement (PostgreSQL and SQLite alike):
 * two nodes counting at once never lose an attempt. Windows are fixed, as the plugin's own store
 * keeps them; the clock is the node's. The caller's address is kept only as a keyed hash (HMAC with
 * `secret`), per route as the plugin's Redis store keys it.
 * @param db - the database every node shares
 * @param secret - the key of the address hash (the server's JWT secret)
 * @returns the store class the plugin's `store` option takes
 */
export function databaseRateLimitStore(db: Db, secret: string) {
  let sweptAt = 0;
  const sweep = (now: number) => {
    if (now - sweptAt < RATE_LIMIT_SWEEP_MS) return;
    sweptAt = now;
    void db.kysely
      .deleteFrom('rate_limits')
      .where('reset_at', '<=', now)
      .execute()
      .catch(() => undefined);
  };

  return class DatabaseRateLimitStore {
    private readonly prefix: string;

    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    /** Counts one attempt of `caller`; the plugin passes the route's window (ms) as the third argument. */
    incr(caller: string, done: Incr, timeWindow = 60_000): void {
      const now = Date.now();
      const key = this.prefix + createHmac('sha256', secret).update(caller).digest('base64url');
      db.kysely
        .insertInto('rate_limits')
        .values({ key, hits: 1, reset_at: now + timeWindow })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            hits: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end`,
            reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${now + timeWindow} else rate_limits.reset_at end`,
          }),
        )
        .returning(['hits', 'reset_at'])
        .executeTakeFirstOrThrow()
        .then(
          (row) => done(null, { current: Number(row.hits), ttl: Math.max(0, Number(row.reset_at) - now) }),
          (error: Error) => done(error),
        );
      sweep(now);
    }

    child(options: object): DatabaseRateLimitStore {
      const route = options as RouteOptions;
      const method = [route.routeInfo?.method ?? ''].flat().join(',');
      return new DatabaseRateLimitStore(undefined, `${this.prefix}${method}${route.routeInfo?.url ?? ''}-`);
    }
  };
}
