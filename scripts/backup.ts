/**
 * `npm run backup [-- --out <file>]`: a consistent copy of the SQLite database of DATABASE_URL (default
 * sqlite:data/portal.sqlite), taken while the server runs (server/db/backup.ts). Without --out the copy
 * goes to <data folder>/backups/portal-<UTC time>.sqlite. It never overwrites a file.
 *
 * Restore: stop Tessera, copy the backup over the database file, delete the `-wal` and `-shm` files beside
 * it if they are there, start Tessera. PostgreSQL has its own tools: pg_dump -Fc and pg_restore (README).
 */
import { mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { loadConfig, sqliteFileFromUrl } from '../server/config';
import { backupSqlite } from '../server/db/backup';

function argValue(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a file name.`);
  return value;
}

async function main() {
  const args = process.argv.slice(2);
  const unknown = args.filter((a, i) => a !== '--out' && args[i - 1] !== '--out');
  if (unknown.length) throw new Error(`Unknown argument ${unknown[0]}. Use --out <file>.`);
  const config = loadConfig();
  if (!config.databaseUrl.startsWith('sqlite:')) {
    throw new Error(
      'npm run backup copies SQLite databases. For PostgreSQL use pg_dump -Fc (and pg_restore to restore), as the README says.',
    );
  }
  const source = sqliteFileFromUrl(config.databaseUrl);
  if (source === ':memory:') throw new Error('An in-memory database cannot be backed up.');
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const out = resolve(argValue(args, '--out') ?? join(config.dataDir, 'backups', `portal-${stamp}.sqlite`));
  mkdirSync(dirname(out), { recursive: true });
  const done = await backupSqlite(source, out);
  const shown = (file: string) => (relative(process.cwd(), file).startsWith('..') ? file : relative(process.cwd(), file));
  console.log(
    `Backup of ${shown(source)} written to ${shown(done.file)}: ${(done.bytes / 1_048_576).toFixed(1)} MB, ${done.pages} pages, integrity ${done.integrity}, ${done.ms} ms.`,
  );
  console.log(`To restore: stop Tessera, copy it to ${shown(source)}, delete ${shown(source)}-wal and -shm if present, start Tessera.`);
}

main().catch((error: Error) => {
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
});
