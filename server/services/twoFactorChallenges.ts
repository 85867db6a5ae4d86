import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { unauthorized } from '../lib/http';
import { TWO_FACTOR_CHALLENGE_MINUTES, TWO_FACTOR_TEXTS } from '@/engine/session/twoFactor';
import { challengeHash } from './twoFactor';

export type ChallengeKind = 'code' | 'enrol';

/**
 * What a correct password earns when a second step must follow: a random token (32 bytes) the
 * browser sends back with the code or the enrolment, valid TWO_FACTOR_CHALLENGE_MINUTES and used
 * once. It is no session: no route but the two-factor ones reads it, and the database keeps only
 * its SHA-256.
 * @returns the token and when it expires (ISO time)
 */
export async function openChallenge(db: Kysely<Database>, userId: number, kind: ChallengeKind) {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const expiresAt = new Date(now + TWO_FACTOR_CHALLENGE_MINUTES * 60_000).toISOString();
  await db
    .insertInto('two_factor_challenges')
    .values({
      token_hash: challengeHash(token),
      user_id: userId,
      kind,
      created_at: new Date(now).toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * The open challenge of `token` and `kind`: its user. An unknown, expired, used or other kind of
 * challenge is a 401 that sends the user back to the password.
 */
export async function openChallengeOf(db: Kysely<Database>, token: string, kind: ChallengeKind): Promise<{ id: number; userId: number }> {
  const row = await db
    .selectFrom('two_factor_challenges')
    .select(['id', 'user_id'])
    .where('token_hash', '=', challengeHash(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  if (!row) throw unauthorized(TWO_FACTOR_TEXTS.challengeExpired);
  return { id: row.id, userId: row.user_id };
}

/** Spends a challenge; false when another request spent it first (then that one signed in, not this). */
export async function spendChallenge(db: Kysely<Database>, id: number): Promise<boolean> {
  const res = await db
    .updateTable('two_factor_challenges')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
