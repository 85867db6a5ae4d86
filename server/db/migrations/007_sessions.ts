import type { Kysely } from 'kysely';

/**
 * Sessions (portal spec §3 "Session"): one row per token issued, so a token can be ended before it
 * expires — by its own logout, or with every other session of its user when the password changes or
 * is reset. Tokens stay self-contained (the signature proves them); the server checks only whether
 * their session was ended. Rows are kept: they are the record of who was given a session, when, and
 * for whom an adviser acted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // The adviser acting as the client (a "log in as" token), else null.
    .addColumn('impersonator_id', 'integer', (c) => c.references('users.id'))
    .addColumn('issued_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  // A password change ends the user's sessions and those the user opened as an adviser.
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_impersonator').on('sessions').column('impersonator_id').execute();
  // Each process re-reads the ended sessions that have not expired: a range of the unexpired ones
  // (the last SESSION_MINUTES), however many sessions the table keeps.
  await db.schema.createIndex('sessions_unexpired').on('sessions').columns(['expires_at', 'revoked_at']).execute();
}
