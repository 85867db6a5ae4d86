import type { Db } from '../db/database';
import type { OrderCommitPath } from './orderCommitPath';
import { kyselyCommitPath } from './orderCommitKysely';
import { postgresCommitPath } from './orderCommitPostgres';
import { sqliteCommitPath } from './orderCommitSqlite';

const paths = new WeakMap<Db, OrderCommitPath>();

/**
 * The order path of a database: the SQLite fast path when the raw better-sqlite3 handle is there,
 * the PostgreSQL group commit on PostgreSQL, else the portable Kysely path. One per database, so the
 * fast paths' prepared statements and group-commit queues are shared by every request.
 */
export function orderCommitPathOf(db: Db): OrderCommitPath {
  let path = paths.get(db);
  if (!path) {
    path = db.sqlite ? sqliteCommitPath(db.sqlite) : db.dialect === 'postgres' ? postgresCommitPath(db) : kyselyCommitPath(db);
    paths.set(db, path);
  }
  return path;
}
