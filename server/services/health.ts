import { sql } from 'kysely';
import type { Db } from '../db/database';
import { MIGRATION_NAMES } from '../db/migrate';

/** The Messages of GET /api/ready when this process should not be sent requests. */
export const READINESS_MESSAGES = {
  unreachable: 'The database cannot be reached.',
  notMigrated: 'The database is not up to date: its migrations have not run.',
  shuttingDown: 'The server is shutting down.',
} as const;

/** The Message of GET /api/ready when the database lacks some of the migrations this code knows. */
export const migrationsMissing = (names: readonly string[]) =>
  `The database is not up to date: migration${names.length > 1 ? 's' : ''} ${names.join(', ')} ${names.length > 1 ? 'have' : 'has'} not run.`;

export type Readiness = { ready: true; migrations: number } | { ready: false; message: string };

/**
 * Whether this process can serve: the database answers, and it has run every migration this code knows
 * (a node started with newer code than the database's schema is not ready until the migration ran).
 * Two small queries; no table is created or changed.
 * @param db - the process's database
 * @returns ready with the number of migrations, or not ready with the reason as a sentence
 */
export async function databaseReadiness(db: Db): Promise<Readiness> {
  try {
    await sql`SELECT 1`.execute(db.kysely);
  } catch {
    return { ready: false, message: READINESS_MESSAGES.unreachable };
  }
  let done: Set<string>;
  try {
    const rows = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db.kysely);
    done = new Set(rows.rows.map((r) => r.name));
  } catch {
    return { ready: false, message: READINESS_MESSAGES.notMigrated };
  }
  const missing = MIGRATION_NAMES.filter((name) => !done.has(name));
  if (missing.length > 0) return { ready: false, message: migrationsMissing(missing) };
  return { ready: true, migrations: MIGRATION_NAMES.length };
}
