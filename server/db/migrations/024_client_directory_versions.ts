import { sql, type Kysely } from 'kysely';
import type { Db } from '../database';

/**
 * The client directory's version per brand (issue 14 item 6): `client_directory_versions` holds a
 * number that every write changing what a directory search of the brand can answer moves on — a
 * client_search row of the brand inserted, changed or deleted (migration 022's triggers keep
 * client_search from users and accounts), or an account number changed (searches match account
 * numbers too). A node keeps search results with the version it read before the search, and uses
 * them only while the version is the same: exact, not time-based, and right across nodes, since the
 * number moves in the writing transaction. No row is version 0.
 *
 * PostgreSQL: statement triggers with transition tables, one upsert per brand and statement (a
 * seed of 100,000 clients bumps once). SQLite: row triggers. An accounts update that does not set
 * the number (trading) fires none of them.
 */
export async function up(db: Kysely<unknown>, dialect: Db['dialect']): Promise<void> {
  await db.schema
    .createTable('client_directory_versions')
    .addColumn('white_label_id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  for (const statement of dialect === 'postgres' ? postgresTriggers() : sqliteTriggers()) await sql.raw(statement).execute(db);
}

/** Moves on the version of each brand in `brands` (a query of white_label_id), in brand order. */
const bump = (brands: string) =>
  `insert into client_directory_versions (white_label_id, version)
     select distinct white_label_id, 1 from (${brands}) b where white_label_id is not null order by white_label_id
   on conflict (white_label_id) do update set version = client_directory_versions.version + 1;`;

function postgresTriggers(): string[] {
  const fn = (name: string, body: string) =>
    `create function ${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`;
  const trigger = (name: string, event: string, table: string, referencing = '') =>
    `create trigger ${name} after ${event} on ${table} ${referencing} for each statement execute function ${name}()`;
  return [
    fn('client_directory_version_inserted', bump('select white_label_id from new_rows')),
    fn('client_directory_version_updated', bump('select white_label_id from old_rows union select white_label_id from new_rows')),
    fn('client_directory_version_deleted', bump('select white_label_id from old_rows')),
    fn('client_directory_version_truncated', 'update client_directory_versions set version = version + 1;'),
    // A row trigger: PostgreSQL allows no transition tables beside a column list; it fires only when a number changes.
    fn('client_directory_version_numbers', bump('select white_label_id from client_search where user_id = new.user_id')),
    trigger('client_directory_version_inserted', 'insert', 'client_search', 'referencing new table as new_rows'),
    trigger('client_directory_version_updated', 'update', 'client_search', 'referencing old table as old_rows new table as new_rows'),
    trigger('client_directory_version_deleted', 'delete', 'client_search', 'referencing old table as old_rows'),
    trigger('client_directory_version_truncated', 'truncate', 'client_search'),
    `create trigger client_directory_version_numbers after update of number on accounts
       for each row when (old.number is distinct from new.number) execute function client_directory_version_numbers()`,
  ];
}

function sqliteTriggers(): string[] {
  const row = (r: string) => `select ${r}.white_label_id as white_label_id`;
  return [
    `create trigger client_directory_version_inserted after insert on client_search begin ${bump(row('new'))} end`,
    `create trigger client_directory_version_updated after update on client_search begin
       ${bump(`${row('old')} union ${row('new')}`)}
     end`,
    `create trigger client_directory_version_deleted after delete on client_search begin ${bump(row('old'))} end`,
    `create trigger client_directory_version_numbers after update of number on accounts when old.number is not new.number begin
       ${bump('select white_label_id from client_search where user_id = new.user_id')}
     end`,
  ];
}
