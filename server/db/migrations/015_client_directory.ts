import { sql, type Kysely } from 'kysely';
import type { Db } from '../database';

/**
 * The text the client directory searches for a user (issue 14 item 6): name, user name and e-mail,
 * lower-cased. The service's WHERE uses this very expression, so PostgreSQL's trigram index on it
 * answers `LIKE '%…%'` (the planner matches an expression index only on the same expression).
 */
export const USER_SEARCH_TEXT = "lower(first_name || ' ' || last_name || ' ' || username || ' ' || email)";
/** An account number as the directory searches it. */
export const ACCOUNT_SEARCH_TEXT = 'lower(number)';

/**
 * The client directory pages a consultant's clients or a brand's in name order, and searches them
 * anywhere in the text: btree indexes on (white_label_id | consultant_id, last_name, first_name, id)
 * of the client roles for the pages and counts, and on PostgreSQL (with pg_trgm, when the server offers it) trigram GIN indexes on
 * the searched texts. Without pg_trgm the search still answers, by scanning.
 */
export async function up(db: Kysely<unknown>, dialect: Db['dialect']): Promise<void> {
  // Partial on the client roles, as every directory query is: PostgreSQL counts a brand's clients from the index alone.
  const clients = sql<boolean>`role in ('client', 'clientreadonly')`;
  await db.schema
    .createIndex('users_brand_clients_name')
    .on('users')
    .columns(['white_label_id', 'last_name', 'first_name', 'id'])
    .where(clients)
    .execute();
  await db.schema
    .createIndex('users_consultant_clients_name')
    .on('users')
    .columns(['consultant_id', 'last_name', 'first_name', 'id'])
    .where(clients)
    .execute();
  if (dialect !== 'postgres') return;
  const available = await sql<{ n: number }>`select count(*)::int as n from pg_available_extensions where name = 'pg_trgm'`.execute(db);
  if (!available.rows[0]?.n) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql.raw(`create index users_search_trgm on users using gin ((${USER_SEARCH_TEXT}) gin_trgm_ops)`).execute(db);
  await sql.raw(`create index accounts_number_trgm on accounts using gin ((${ACCOUNT_SEARCH_TEXT}) gin_trgm_ops)`).execute(db);
}
