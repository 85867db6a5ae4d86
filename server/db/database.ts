import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { Pool, types } from 'pg';
import { sqliteFileFromUrl } from '../config';
import { afterCommitNotices, type AfterCommitNotices } from './afterCommitNotices';
import { ImmediateSqliteDialect } from './sqliteDialect';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

/** One interface over both dialects: the Kysely instance, which dialect it is, and how to close it. */
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** The raw better-sqlite3 handle, for synchronous transactions on hot paths (SQLite only). */
  sqlite?: BetterSqlite3.Database;
  /** The PostgreSQL connection string (PostgreSQL only), for connections outside the pool: the change feed's LISTEN. */
  postgresUrl?: string;
  /** Notices a writer announces after its commit (PostgreSQL only): see afterCommitNotices.ts. */
  afterCommit?: AfterCommitNotices;
  close(): Promise<void>;
}

// PostgreSQL returns int8 (count(*), sums of integers) and numeric as strings; the API speaks numbers.
types.setTypeParser(20, (value) => Number(value));
types.setTypeParser(1700, (value) => Number(value));

const pools = new WeakMap<Kysely<Database>, Pool>();

/**
 * The pg pool behind a PostgreSQL Kysely instance opened by openDatabase (undefined for SQLite, or a
 * transaction's instance): for the few hot statements run as named prepared statements, which Kysely
 * cannot name — planned once per connection instead of on every call.
 */
export function postgresPoolOf(kysely: Kysely<Database>): Pool | undefined {
  return pools.get(kysely);
}

/** Opens the database named by a `sqlite:` or `postgres://` URL. */
export function openDatabase(url: string): Db {
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) {
    const pool = new Pool({ connectionString: url, max: 10 });
    // An idle pooled connection can be ended by the server (restart, failover, an administrator's
    // pg_terminate_backend). pg then emits 'error' on the pool and drops that client; without a
    // listener Node treats it as an uncaught error and the whole process dies. The next query simply
    // takes a fresh connection, so note it and carry on.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`, { code: 'TESSERA_PG_IDLE' });
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(kysely, pool);
    const afterCommit = afterCommitNotices(url, (message) => process.emitWarning(message, { code: 'TESSERA_PG_NOTICES' }));
    return {
      kysely,
      dialect: 'postgres',
      postgresUrl: url,
      afterCommit,
      close: async () => {
        await afterCommit.close();
        await kysely.destroy();
      },
    };
  }
  if (!url.startsWith('sqlite:')) throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url}"`);
  const sqlite = new BetterSqlite3(sqliteFileFromUrl(url));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', sqlite, close: () => kysely.destroy() };
}

/**
 * One write transaction on either dialect. PostgreSQL: the caller locks the rows it changes
 * (SELECT … FOR UPDATE). SQLite: BEGIN IMMEDIATE on the one connection Kysely shares, so a settlement
 * run by `npm run settle` in another process waits for the server's write lock instead of failing
 * half-way, and the server's synchronous order transactions wait for this one (they check
 * `inTransaction` first).
 */
export async function writeTransaction<T>(db: Db, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (db.dialect === 'postgres') return db.kysely.transaction().execute(fn);
  return db.kysely.connection().execute(async (conn) => {
    await sql`BEGIN IMMEDIATE`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`COMMIT`.execute(conn);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(conn);
      throw error;
    }
  });
}
