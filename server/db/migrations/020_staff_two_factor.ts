import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Staff two-factor sign-in (issue 15 item 6) and the per-user sign-in lock:
 * - `user_two_factor`: a user's authenticator key, encrypted (AES-256-GCM, TWO_FACTOR_KEY), pending
 *   until a first code confirms it (`enabled_at`), and the last time step a code was accepted for,
 *   so the same code is refused a second time (`last_step`);
 * - `two_factor_recovery_codes`: ten single-use codes per user, stored as keyed hashes;
 * - `two_factor_challenges`: what a correct password earns when a code (or an enrolment) must follow —
 *   a random token kept as its SHA-256, short-lived and used once; never a session;
 * - `login_failures`: one row per sign-in try of a username (brand and lower-cased name), kept while
 *   it failed; counting them in the database holds the lock across every API process.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const withId = (name: string) => {
    const t = db.schema.createTable(name);
    return dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };

  await db.schema
    .createTable('user_two_factor')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('secret_encrypted', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'text')
    .addColumn('last_step', 'integer')
    .execute();

  await withId('two_factor_recovery_codes')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('two_factor_recovery_codes_user').on('two_factor_recovery_codes').column('user_id').execute();

  await withId('two_factor_challenges')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    // 'code': the authenticator code or a recovery code comes next; 'enrol': the brand requires two-factor sign-in and the user has none yet.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await withId('login_failures')
    .addColumn('user_key', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_failures_key_at').on('login_failures').columns(['user_key', 'at']).execute();
}
