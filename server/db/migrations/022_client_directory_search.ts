import { sql, type Kysely } from 'kysely';
import type { Db } from '../database';

/** The roles the client directory lists (every directory query is about these users only). */
const CLIENTS = "('client', 'clientreadonly')";
/** USER_SEARCH_TEXT (015) of the users row `r`: name, user name and e-mail, lower-cased. */
const searchText = (r: string) => `lower(${r}.first_name || ' ' || ${r}.last_name || ' ' || ${r}.username || ' ' || ${r}.email)`;

/**
 * The client directory at scale (issue 14 item 6), kept by the database itself so that no write
 * path can forget it:
 * - `client_search`: one narrow row per user (`client` 1 for the client roles; scope, name order,
 *   number of accounts, the searched text). A broad search's trigram recheck and sort read these
 *   ~100-byte rows, not the wide users rows, and sorting by accounts reads a column, not a count per match.
 * - `client_counts`: clients per brand and consultant (`consultant_key` 0 = none), so the unsearched
 *   directory's total is a sum of a few rows instead of counting 100,000 index entries.
 * Triggers on users and accounts (insert, update, delete, truncate) keep both in the writing
 * transaction: statement-level with transition tables on PostgreSQL (a bulk insert moves each
 * counter once), row-level on SQLite (one writer at a time). Every change to a count is a relative
 * upsert (`n = n + delta`): concurrent writers serialise on the row and the sums stay exact. A user's
 * row exists from the user's insert (an account needs its user first), so the accounts triggers only
 * ever add to it and the users triggers never recount it. The triggers are created before the tables
 * are filled, in one transaction (PostgreSQL: the migration's; SQLite: BEGIN IMMEDIATE): CREATE TRIGGER
 * keeps writers to users and accounts out until commit, so no write falls between the fill and the triggers.
 */
export async function up(db: Kysely<unknown>, dialect: Db['dialect']): Promise<void> {
  await db.schema
    .createTable('client_search')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .addColumn('white_label_id', 'integer', (c) => c.notNull())
    .addColumn('consultant_id', 'integer')
    .addColumn('client', 'integer', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('accounts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('search_text', 'text', (c) => c.notNull())
    .execute();
  const clients = sql<boolean>`client = 1`;
  await db.schema
    .createIndex('client_search_brand_name')
    .on('client_search')
    .columns(['white_label_id', 'last_name', 'first_name', 'user_id'])
    .where(clients)
    .execute();
  await db.schema
    .createIndex('client_search_consultant_name')
    .on('client_search')
    .columns(['consultant_id', 'last_name', 'first_name', 'user_id'])
    .where(clients)
    .execute();
  await db.schema
    .createTable('client_counts')
    .addColumn('white_label_id', 'integer', (c) => c.notNull())
    .addColumn('consultant_key', 'integer', (c) => c.notNull())
    .addColumn('clients', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('client_counts_pk', ['white_label_id', 'consultant_key'])
    .execute();

  // PostgreSQL runs migrations in a transaction; Kysely does not on SQLite, so the triggers and the fill
  // are one BEGIN IMMEDIATE there: no other process writes between them.
  if (dialect === 'postgres') await triggersAndFill(db, dialect);
  else {
    await sql`begin immediate`.execute(db);
    try {
      await triggersAndFill(db, dialect);
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  }

  if (dialect !== 'postgres') return;
  const trgm = await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (trgm.rows[0]?.n)
    await sql`create index client_search_trgm on client_search using gin (search_text gin_trgm_ops) where client = 1`.execute(db);
}

/** Creates the triggers, then fills both tables from users and accounts (in the caller's transaction). */
async function triggersAndFill(db: Kysely<unknown>, dialect: Db['dialect']) {
  for (const statement of dialect === 'postgres' ? postgresTriggers() : sqliteTriggers()) await sql.raw(statement).execute(db);

  await sql
    .raw(
      `insert into client_search (user_id, white_label_id, consultant_id, client, last_name, first_name, accounts, search_text)
       select u.id, u.white_label_id, u.consultant_id, ${isClient('u')}, u.last_name, u.first_name,
         coalesce(a.n, 0), ${searchText('u')}
       from users u left join (select user_id, count(*) as n from accounts group by user_id) a on a.user_id = u.id`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into client_counts (white_label_id, consultant_key, clients)
       select white_label_id, coalesce(consultant_id, 0), count(*) from users where role in ${CLIENTS} group by 1, 2`,
    )
    .execute(db);
}

/** 1 when the users row `r` is a client (the roles the directory lists), else 0. */
const isClient = (r: string) => `case when ${r}.role in ${CLIENTS} then 1 else 0 end`;

/** The client_search columns of the users row `r`, but the number of accounts. */
const searchColumns = (r: string) =>
  `${r}.id, ${r}.white_label_id, ${r}.consultant_id, ${isClient(r)}, ${r}.last_name, ${r}.first_name, ${searchText(r)}`;
const SEARCH_COLUMNS = 'user_id, white_label_id, consultant_id, client, last_name, first_name, search_text';

/** A counter upsert of (white_label_id, consultant_key, delta) rows from `source`, in key order (no deadlock between two statements). */
const addToCounts = (source: string) =>
  `insert into client_counts (white_label_id, consultant_key, clients)
     select white_label_id, consultant_key, sum(delta) from (${source}) d
     group by white_label_id, consultant_key having sum(delta) <> 0 order by white_label_id, consultant_key
   on conflict (white_label_id, consultant_key) do update set clients = client_counts.clients + excluded.clients;`;

function postgresTriggers(): string[] {
  const counted = (rows: string, delta: number) =>
    `select white_label_id, coalesce(consultant_id, 0) as consultant_key, ${delta} as delta from ${rows} where role in ${CLIENTS}`;
  const changed = ['role', 'white_label_id', 'consultant_id', 'first_name', 'last_name', 'username', 'email']
    .map((c) => `o.${c} is distinct from n.${c}`)
    .join(' or ');
  /** Adds per-user deltas of accounts (rows of user_id, delta) to client_search, in user order. */
  const addToAccounts = (source: string) =>
    `update client_search s set accounts = s.accounts + d.delta
       from (select user_id, sum(delta) as delta from (${source}) x group by user_id having sum(delta) <> 0) d
      where s.user_id = d.user_id;`;
  const fn = (name: string, body: string) =>
    `create function ${name}() returns trigger language plpgsql as $$ begin ${body} return null; end $$`;
  const trigger = (name: string, event: string, table: string, referencing = '') =>
    `create trigger ${name} after ${event} on ${table} ${referencing} for each statement execute function ${name}()`;
  return [
    fn(
      'client_directory_users_inserted',
      `insert into client_search (${SEARCH_COLUMNS}) select ${searchColumns('n')} from new_users n;
       ${addToCounts(counted('new_users', 1))}`,
    ),
    // Rows whose directory columns did not change are left alone (a password change costs a join of one row).
    fn(
      'client_directory_users_updated',
      `update client_search s set white_label_id = n.white_label_id, consultant_id = n.consultant_id, client = ${isClient('n')},
         last_name = n.last_name, first_name = n.first_name, search_text = ${searchText('n')}
         from new_users n join old_users o on o.id = n.id where s.user_id = n.id and (${changed});
       ${addToCounts(`${counted('old_users', -1)} union all ${counted('new_users', 1)}`)}`,
    ),
    fn(
      'client_directory_users_deleted',
      `delete from client_search s using old_users o where s.user_id = o.id;
       ${addToCounts(counted('old_users', -1))}`,
    ),
    fn('client_directory_users_truncated', 'delete from client_search; delete from client_counts;'),
    fn('client_directory_accounts_inserted', addToAccounts('select user_id, 1 as delta from new_accounts')),
    fn(
      'client_directory_accounts_updated',
      addToAccounts('select user_id, -1 as delta from old_accounts union all select user_id, 1 from new_accounts'),
    ),
    fn('client_directory_accounts_deleted', addToAccounts('select user_id, -1 as delta from old_accounts')),
    fn('client_directory_accounts_truncated', 'update client_search set accounts = 0 where accounts <> 0;'),
    trigger('client_directory_users_inserted', 'insert', 'users', 'referencing new table as new_users'),
    trigger('client_directory_users_updated', 'update', 'users', 'referencing old table as old_users new table as new_users'),
    trigger('client_directory_users_deleted', 'delete', 'users', 'referencing old table as old_users'),
    trigger('client_directory_users_truncated', 'truncate', 'users'),
    trigger('client_directory_accounts_inserted', 'insert', 'accounts', 'referencing new table as new_accounts'),
    trigger('client_directory_accounts_updated', 'update', 'accounts', 'referencing old table as old_accounts new table as new_accounts'),
    trigger('client_directory_accounts_deleted', 'delete', 'accounts', 'referencing old table as old_accounts'),
    trigger('client_directory_accounts_truncated', 'truncate', 'accounts'),
  ];
}

function sqliteTriggers(): string[] {
  const inc = (r: string) =>
    `insert into client_counts (white_label_id, consultant_key, clients)
       select ${r}.white_label_id, coalesce(${r}.consultant_id, 0), 1 where ${r}.role in ${CLIENTS}
     on conflict (white_label_id, consultant_key) do update set clients = clients + 1;`;
  const dec = (r: string) =>
    `update client_counts set clients = clients - 1
      where ${r}.role in ${CLIENTS} and white_label_id = ${r}.white_label_id and consultant_key = coalesce(${r}.consultant_id, 0);`;
  return [
    `create trigger client_directory_users_inserted after insert on users begin
       insert into client_search (${SEARCH_COLUMNS}) select ${searchColumns('new')};
       ${inc('new')}
     end`,
    // Only writes to the columns the directory keeps; a password or flag change costs nothing.
    `create trigger client_directory_users_updated
       after update of role, white_label_id, consultant_id, first_name, last_name, username, email on users begin
       ${dec('old')}
       update client_search set white_label_id = new.white_label_id, consultant_id = new.consultant_id, client = ${isClient('new')},
         last_name = new.last_name, first_name = new.first_name, search_text = ${searchText('new')}
        where user_id = new.id;
       ${inc('new')}
     end`,
    `create trigger client_directory_users_deleted after delete on users begin
       ${dec('old')}
       delete from client_search where user_id = old.id;
     end`,
    `create trigger client_directory_accounts_inserted after insert on accounts begin
       update client_search set accounts = accounts + 1 where user_id = new.user_id;
     end`,
    `create trigger client_directory_accounts_moved after update of user_id on accounts begin
       update client_search set accounts = accounts - 1 where user_id = old.user_id;
       update client_search set accounts = accounts + 1 where user_id = new.user_id;
     end`,
    `create trigger client_directory_accounts_deleted after delete on accounts begin
       update client_search set accounts = accounts - 1 where user_id = old.user_id;
     end`,
  ];
}
