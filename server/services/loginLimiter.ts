import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http';
import { TWO_FACTOR_TEXTS } from '@/engine/session/twoFactor';

/** How many failed tries of one username lock it, and for how long (Config.userLoginLimit). */
export interface UserLoginLimit {
  max: number;
  windowMs: number;
}

/** One sign-in try under way: settle it as a failure (kept) or a success (the username's failures end). */
export interface LoginTry {
  /** The try failed: its row stays and counts against the username for the window. */
  failed(): Promise<void>;
  /** The try passed one step but the sign-in is not finished (a code follows): this try does not count. */
  passed(): Promise<void>;
  /** The user is signed in: every failure of the username is forgotten. */
  succeeded(): Promise<void>;
}

/** The key a username's tries are counted under: its brand and the name as the login matches it. */
export const userKeyOf = (whiteLabelId: number, userName: string) => `${whiteLabelId}:${userName.trim().toLowerCase()}`;

/**
 * The per-user sign-in lock (issue 15 item 6; the per-address limit is @fastify/rate-limit's): every
 * try of a username inserts a row first and is then told its place among the username's rows of the
 * window, by id. The first `max` go on; a later one is refused with 429 and its row removed again, so
 * the lock ends `windowMs` after the oldest failure however long someone keeps trying. Rows, not a
 * counter in memory: every API process sees the same count, and two tries at once can never both
 * take the last place (ids are unique). Unknown usernames are counted the same way, so the lock
 * tells nobody whether a user exists. A success removes the username's rows.
 * @param db - the database
 * @param limit - tries and window (Config.userLoginLimit)
 * @param key - userKeyOf(brand, username)
 * @returns the try, to settle once its outcome is known
 * @throws HttpError 429 with TWO_FACTOR_TEXTS.userLocked while the username is locked
 */
export async function beginLoginTry(db: Kysely<Database>, limit: UserLoginLimit, key: string): Promise<LoginTry> {
  const now = Date.now();
  const windowStart = new Date(now - limit.windowMs).toISOString();
  // Old failures of this username are of no further use.
  await db.deleteFrom('login_failures').where('user_key', '=', key).where('at', '<=', windowStart).execute();
  const row = await db
    .insertInto('login_failures')
    .values({ user_key: key, at: new Date(now).toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { n } = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_key', '=', key)
    .where('at', '>', windowStart)
    .where('id', '<=', row.id)
    .executeTakeFirstOrThrow();
  const forget = () =>
    db
      .deleteFrom('login_failures')
      .where('id', '=', row.id)
      .execute()
      .then(() => undefined);
  if (Number(n) > limit.max) {
    await forget();
    throw new HttpError(429, TWO_FACTOR_TEXTS.userLocked);
  }
  return {
    failed: async () => undefined,
    passed: forget,
    succeeded: async () => {
      await db.deleteFrom('login_failures').where('user_key', '=', key).execute();
    },
  };
}
