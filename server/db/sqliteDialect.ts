import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

/**
 * Kysely's transactions on SQLite open with a plain (deferred) BEGIN: the write lock is taken at the first
 * write. With several processes on one file (WORKERS=N, `npm run settle` beside the server) a transaction
 * that read first and then writes fails at once with SQLITE_BUSY when another process committed in between
 * (its snapshot is stale; the busy timeout does not apply). BEGIN IMMEDIATE takes the write lock first, so
 * it waits up to the busy timeout for the other writer and then sees its rows.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/** Kysely's SQLite dialect whose transactions begin IMMEDIATE (see ImmediateSqliteDriver). */
export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
