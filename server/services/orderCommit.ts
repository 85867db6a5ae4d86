import type { Db } from '../db/database';
import type { OrderCommitPath } from './orderCommitPath';
import { kyselyCommitPath } from './orderCommitKysely';
import { sqliteCommitPath } from './orderCommitSqlite';

const paths = new WeakMap<Db, OrderCommitPath>();

/**
 * The order path of a database: the SQLite fast path when the raw better-sqlite3 handle is there,
 * else the portable Kysely path (PostgreSQL). One per database, so the fast path's prepared
 * statements and group-commit queue are shared by every request.
 */
export function orderCommitPathOf(db: Db): OrderCommitPath {
  let path = paths.get(db);
  if (!path) {
    path = db.sqlite ? sqliteCommitPath(db.sqlite) : kyselyCommitPath(db);
    paths.set(db, path);
  }
  return path;
}
