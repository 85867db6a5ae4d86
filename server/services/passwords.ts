import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest, MESSAGES } from '../lib/http';

/** How long a password-reset link stays usable. */
export const RESET_MINUTES = 60;

// Only the token's hash is stored, so a copy of the table opens no account.
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * Opens a password-reset link for a user.
 * @returns the token the e-mailed link carries
 */
export async function openPasswordReset(db: Kysely<Database>, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('password_resets')
    .values({
      user_id: userId,
      token_hash: sha256(token),
      expires_at: new Date(Date.now() + RESET_MINUTES * 60_000).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * The reset a token opens, when it is unused, unexpired and of a user of the brand.
 * @throws HttpError 400 "reset token invalid" otherwise
 */
export async function usablePasswordReset(
  db: Kysely<Database>,
  token: string,
  whiteLabelId: number,
): Promise<{ id: number; userId: number }> {
  const now = new Date().toISOString();
  const reset = await db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select([
      'password_resets.id',
      'password_resets.user_id',
      'password_resets.expires_at',
      'password_resets.used_at',
      'users.white_label_id',
    ])
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!reset || reset.used_at || reset.expires_at < now || reset.white_label_id !== whiteLabelId)
    throw badRequest(MESSAGES.resetTokenInvalid);
  return { id: reset.id, userId: reset.user_id };
}

/**
 * Stores a user's new password. It ends every reset link still open for the user, so an old e-mail
 * cannot undo it; with `resetId`, that link is claimed in the same transaction, so of two concurrent
 * uses only one wins.
 * @throws HttpError 400 "reset token invalid" when the link was claimed meanwhile
 */
export async function setPassword(db: Kysely<Database>, userId: number, newPassword: string, resetId?: number): Promise<void> {
  const hash = await bcrypt.hash(newPassword, 10);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    if (resetId !== undefined) {
      const claimed = await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('id', '=', resetId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) throw badRequest(MESSAGES.resetTokenInvalid);
    }
    await trx.updateTable('users').set({ password_hash: hash }).where('id', '=', userId).execute();
    await trx.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
  });
}
