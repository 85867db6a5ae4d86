import { sql, type Kysely } from 'kysely';
import type { Db } from '../database';

/** The PostgreSQL channel every API node LISTENs on (server/db/changeFeed.ts). */
export const CHANGE_CHANNEL = 'tessera_changes';

/**
 * Several API nodes on one database (issue 15 item 2).
 *
 * `rate_limits`: the rate-limit counters (@fastify/rate-limit's store, server/plugins/rateLimitStore.ts)
 * live in the database, so a limit counts the attempts made on every node. One row per limited route
 * and caller address; `reset_at` is when its window ends (milliseconds since the epoch).
 *
 * PostgreSQL: triggers NOTIFY every node of the changes that end sessions or alter an account
 * summary, whoever writes them (any API node, `npm run settle`, an administrator's SQL). The payload
 * names what changed: `sessions`; `a:<account id>` (its cash, holdings or ledger); `u:<user id>` (the
 * user or the list of their accounts); `*` (prices, rates or products: every summary). NOTIFY is
 * transactional — sent at commit, never for a rolled-back write — and PostgreSQL folds identical
 * payloads of one transaction into one. SQLite needs none of this: one file, and each process sees
 * other processes' commits in `PRAGMA data_version`.
 */
export async function up(db: Kysely<unknown>, dialect: Db['dialect']): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
  // Expired windows are deleted in ranges of reset_at.
  await db.schema.createIndex('rate_limits_reset').on('rate_limits').column('reset_at').execute();
  if (dialect !== 'postgres') return;

  await sql
    .raw(
      `create function tessera_notify_account() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then perform pg_notify('${CHANGE_CHANNEL}', 'a:' || old.account_id); end if;
        if tg_op <> 'DELETE' then perform pg_notify('${CHANGE_CHANNEL}', 'a:' || new.account_id); end if;
        return null;
      end $$`,
    )
    .execute(db);
  for (const table of ['cash_balances', 'holdings', 'transactions']) {
    await sql
      .raw(
        `create trigger ${table}_notify after insert or update or delete on ${table} for each row execute function tessera_notify_account()`,
      )
      .execute(db);
  }
  // An account row belongs to a user: its owner's summaries change (a new account, a changed type or flag).
  await sql
    .raw(
      `create function tessera_notify_account_owner() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then perform pg_notify('${CHANGE_CHANNEL}', 'u:' || old.user_id); end if;
        if tg_op <> 'DELETE' then perform pg_notify('${CHANGE_CHANNEL}', 'u:' || new.user_id); end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      'create trigger accounts_notify after insert or update or delete on accounts for each row execute function tessera_notify_account_owner()',
    )
    .execute(db);
  await sql
    .raw(
      `create function tessera_notify_user() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then perform pg_notify('${CHANGE_CHANNEL}', 'u:' || old.id); end if;
        if tg_op <> 'DELETE' then perform pg_notify('${CHANGE_CHANNEL}', 'u:' || new.id); end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw('create trigger users_notify after update or delete on users for each row execute function tessera_notify_user()')
    .execute(db);
  // Prices, rates and products value every account: one notice per statement, not per row (a price load writes thousands).
  await sql
    .raw(
      `create function tessera_notify_all() returns trigger language plpgsql as $$
      begin
        perform pg_notify('${CHANGE_CHANNEL}', '*');
        return null;
      end $$`,
    )
    .execute(db);
  for (const table of ['prices', 'currency_rates', 'products']) {
    await sql
      .raw(
        `create trigger ${table}_notify after insert or update or delete or truncate on ${table} for each statement execute function tessera_notify_all()`,
      )
      .execute(db);
  }
  // A session ended (logout, password change): every node re-reads the ended sessions at once.
  await sql
    .raw(
      `create function tessera_notify_sessions() returns trigger language plpgsql as $$
      begin
        perform pg_notify('${CHANGE_CHANNEL}', 'sessions');
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw('create trigger sessions_notify after update on sessions for each statement execute function tessera_notify_sessions()')
    .execute(db);
}
