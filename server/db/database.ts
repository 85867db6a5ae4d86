import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool, types } from 'pg';
import { sqliteFileFromUrl } from '../config';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

/** One interface over both dialects: the Kysely instance, which dialect it is, and how to close it. */
export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** The raw better-sqlite3 handle, for synchronous transactions on hot paths (SQLite only). */
  sqlite?: BetterSqlite3.Database;
  close(): Promise<void>;
}

// PostgreSQL returns int8 (count(*), sums of integers) and numeric as strings; the API speaks numbers.
types.setTypeParser(20, (value) => Number(value));
types.setTypeParser(1700, (value) => Number(value));

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
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  if (!url.startsWith('sqlite:')) throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url}"`);
  const sqlite = new BetterSqlite3(sqliteFileFromUrl(url));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { kysely, dialect: 'sqlite', sqlite, close: () => kysely.destroy() };
}
