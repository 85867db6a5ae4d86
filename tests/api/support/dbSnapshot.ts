/**
 * A database snapshot for tests that must prove a request changed nothing: every table's row count
 * and a hash of its rows (order-independent), on SQLite or PostgreSQL. `writeCounter` tells cheaply
 * whether anything was written at all on SQLite (the app's one connection counts every changed row).
 */
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../../server/db/database';

export type Snapshot = Map<string, { rows: number; hash: string }>;

async function tablesOf(db: Db): Promise<string[]> {
  const query =
    db.dialect === 'sqlite'
      ? sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`
      : sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`;
  return (await query.execute(db.kysely)).rows.map((r) => r.name);
}

/**
 * Reads every table whole (or the tables of `only`).
 * @param db - the app's database
 * @param only - the tables to read, when not all
 * @returns per table: its row count and a SHA-256 of its rows (each row as JSON, sorted)
 */
export async function snapshotOf(db: Db, only?: ReadonlySet<string>): Promise<Snapshot> {
  const snapshot: Snapshot = new Map();
  for (const table of await tablesOf(db)) {
    if (only && !only.has(table)) continue;
    // SQLite: rows as arrays straight from the app's connection (no objects, no Kysely): a snapshot of
    // the demo database (90k price rows) then takes a fraction of a second.
    const rows: unknown[] = db.sqlite
      ? db.sqlite.prepare(`SELECT * FROM "${table}"`).raw().all()
      : (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db.kysely)).rows;
    const lines = rows.map((r) => JSON.stringify(r, (_, v: unknown) => (v instanceof Uint8Array ? Buffer.from(v).toString('base64') : v)));
    lines.sort();
    const hash = createHash('sha256');
    for (const line of lines) hash.update(line).update('\n');
    snapshot.set(table, { rows: rows.length, hash: hash.digest('hex') });
  }
  return snapshot;
}

/** The tables whose row count or rows differ between two snapshots (with the counts), except `ignore`. */
export function changedTables(before: Snapshot, after: Snapshot, ignore: ReadonlySet<string> = new Set()): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names]
    .filter((t) => !ignore.has(t) && before.get(t)?.hash !== after.get(t)?.hash)
    .map((t) => `${t} (${before.get(t)?.rows ?? 'absent'} → ${after.get(t)?.rows ?? 'absent'} rows)`);
}

/** SQLite: the rows changed so far on the app's connection (total_changes()); undefined on PostgreSQL. */
export function writeCounter(db: Db): number | undefined {
  return db.sqlite ? (db.sqlite.prepare('SELECT total_changes() AS n').get() as { n: number }).n : undefined;
}
