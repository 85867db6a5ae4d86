import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';

export interface BackupResult {
  /** Where the copy is. */
  file: string;
  bytes: number;
  pages: number;
  /** `PRAGMA integrity_check` of the copy: 'ok' or the first problem it reports. */
  integrity: string;
  ms: number;
}

/**
 * Writes a consistent copy of a SQLite database while the server (or several) keeps reading and writing
 * it, with SQLite's online backup (better-sqlite3's `backup`). All pages are copied in one step, inside
 * one read transaction: the copy is the database as it was at one instant, whatever commits meanwhile
 * (in WAL mode those writers are not blocked; a copy in several steps would restart on every commit by
 * another process). The copy is switched out of WAL mode, so it is one self-contained file, checked with
 * `integrity_check`, and only then given its name: a copy that exists under `outFile` is complete.
 * @param sourceFile - the live database file
 * @param outFile - where the copy goes; must not exist yet
 * @returns where the copy went, its size and its integrity check
 */
export async function backupSqlite(sourceFile: string, outFile: string): Promise<BackupResult> {
  const started = Date.now();
  if (!existsSync(sourceFile)) throw new Error(`There is no database at ${sourceFile}.`);
  if (existsSync(outFile)) throw new Error(`${outFile} already exists: a backup never overwrites a file. Choose another --out.`);
  const partial = `${outFile}.partial`;
  rmSync(partial, { force: true });
  const source = new BetterSqlite3(sourceFile, { fileMustExist: true });
  let pages = 0;
  try {
    source.pragma('busy_timeout = 5000');
    const done = await source.backup(partial, {
      progress: ({ totalPages }) => {
        // Everything in the next step (the first step only measured the database).
        return totalPages + 1;
      },
    });
    pages = done.totalPages;
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  const copy = new BetterSqlite3(partial, { fileMustExist: true });
  let integrity: string;
  try {
    copy.pragma('journal_mode = DELETE');
    integrity = String(copy.pragma('integrity_check', { simple: true }));
  } finally {
    copy.close();
  }
  if (integrity !== 'ok') {
    rmSync(partial, { force: true });
    throw new Error(`The copy failed its integrity check (${integrity}); nothing was written.`);
  }
  renameSync(partial, outFile);
  return { file: outFile, bytes: statSync(outFile).size, pages, integrity, ms: Date.now() - started };
}
