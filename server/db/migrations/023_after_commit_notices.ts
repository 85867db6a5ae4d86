import { sql, type Kysely } from 'kysely';
import type { Db } from '../database';
import { NOTICES_AFTER_COMMIT, NOTICES_SETTING } from '../afterCommitNotices';
import { CHANGE_CHANNEL } from './021_cross_node';

/**
 * PostgreSQL: the account trigger of migration 021 leaves its notice out when the writing transaction
 * says it announces its changes itself after the commit (`set_config('tessera.notices', 'after-commit',
 * true)`): the order path, so that orders commit without the notify lock (server/db/afterCommitNotices.ts).
 * Every other writer — settlement, an administrator's SQL — is notified by the trigger as before.
 */
export async function up(db: Kysely<unknown>, dialect: Db['dialect']): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql
    .raw(
      `create or replace function tessera_notify_account() returns trigger language plpgsql as $$
      begin
        if current_setting('${NOTICES_SETTING}', true) = '${NOTICES_AFTER_COMMIT}' then return null; end if;
        if tg_op <> 'INSERT' then perform pg_notify('${CHANGE_CHANNEL}', 'a:' || old.account_id); end if;
        if tg_op <> 'DELETE' then perform pg_notify('${CHANGE_CHANNEL}', 'a:' || new.account_id); end if;
        return null;
      end $$`,
    )
    .execute(db);
}
