/**
 * Seeded template databases for the API suites. Migrating and seeding the demo platform (~90k price
 * rows) costs seconds per suite and dialect, and every suite starts from the same rows; so the first
 * suite that needs a seed builds it once — a SQLite file in the temporary folder, a PostgreSQL database
 * `tessera_tpl_…` — and each suite then gets its own copy (a file copy; `CREATE DATABASE … TEMPLATE`).
 * The suite opens the copy with `prepareDatabase` as before, which finds it migrated and seeded.
 *
 * The demo users' password hash is the one change a template makes to the seed: the same password,
 * hashed with bcrypt cost 4 instead of 10. Logging in still runs the real bcrypt comparison, but in a
 * few milliseconds instead of ~150–300 ms here — and the API suites log in some thousand times.
 * Passwords set during a test (change, reset, welcome) are hashed by the server at its own cost.
 *
 * A template is named by the seed kind, the UTC day it was seeded for (the demo's dates are relative to
 * today) and a hash of every file the migrations and the seed could be built from (server/, src/engine/,
 * schemas/): a change to any of them, or a new day, builds a new template. Builders take a lock (a lock
 * file, a PostgreSQL advisory lock), so parallel workers and runs build each template once.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import bcrypt from 'bcryptjs';
import { sql } from 'kysely';
import { Client } from 'pg';
import type { Config } from '../../server/config';
import type { Db } from '../../server/db/database';
import { DEMO_PASSWORD } from '../../server/db/seed/demo';
import { prepareDatabase } from '../../server/db/setup';

const ROOT = resolve(__dirname, '../..');
/** What the migrations and the seed are made of (their imports reach into all three), and this file, which finishes a template. */
const SOURCES = ['server', 'src/engine', 'schemas', 'tests/support/seededTemplate.ts'];
/** Templates of other sources or days are removed once they are this old (a run still using one has finished). */
const STALE_MS = 60 * 60_000;
const SQLITE_TEMPLATES = join(tmpdir(), 'tessera-test-templates');

let sourceHash: string | undefined;

/** Migrates and seeds the database at `databaseUrl` as a template: see the file's comment for the password hash. */
async function seedTemplate(databaseUrl: string, seed: Config['seed'], today: Date): Promise<void> {
  const db: Db = await prepareDatabase({ databaseUrl, seed }, today);
  try {
    const seeded = await db.kysely.selectFrom('users').select('password_hash').where('username', '=', 'dmoclient').executeTakeFirst();
    if (seeded && bcrypt.compareSync(DEMO_PASSWORD, seeded.password_hash)) {
      await db.kysely
        .updateTable('users')
        .set({ password_hash: bcrypt.hashSync(DEMO_PASSWORD, 4) })
        .where('password_hash', '=', seeded.password_hash)
        .execute();
    }
    // PostgreSQL: planner statistics, as autovacuum would gather them after the seed's inserts. A copy inherits them, but
    // its autovacuum sees no inserts of its own to trigger on, so without this every copy plans on empty statistics.
    if (db.dialect === 'postgres') await sql`ANALYZE`.execute(db.kysely);
    // A source edited while this process loaded its modules and seeded would give a template named by one
    // state of the sources and built from another, which later runs would then reuse: refuse to publish it.
    if (hashOfSources(true) !== sourceHash)
      throw new Error('The sources of the migrations or the seed changed while a test template was built: run the tests again.');
  } finally {
    // SQLite: closing the last connection checkpoints the WAL into the file and removes it.
    await db.close();
  }
}

/** A hash of every file of SOURCES (paths and contents), computed once per test file (or `fresh`, to compare). */
function hashOfSources(fresh = false): string {
  if (sourceHash && !fresh) return sourceHash;
  const hash = createHash('sha256');
  const add = (path: string) => {
    hash.update(`${path}\0`);
    hash.update(readFileSync(join(ROOT, path)));
    hash.update('\0');
  };
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true }).sort((x, y) => x.name.localeCompare(y.name))) {
      if (entry.isDirectory()) walk(`${dir}/${entry.name}`);
      else if (entry.isFile()) add(`${dir}/${entry.name}`);
    }
  };
  for (const source of SOURCES) {
    if (statSync(join(ROOT, source)).isDirectory()) walk(source);
    else add(source);
  }
  const digest = hash.digest('hex').slice(0, 16);
  if (fresh) return digest;
  sourceHash = digest;
  return sourceHash;
}

// Hashed when the test file loads, close to when its server modules are loaded.
hashOfSources();

/** The template's name for a seed built on `today`: seed kind, UTC day, hash of the sources. */
function templateName(seed: Config['seed'], today: Date): string {
  return `tessera_tpl_${seed}_${today.toISOString().slice(0, 10).replaceAll('-', '')}_${hashOfSources()}`;
}

const sleep = (ms: number) => new Promise((res) => setTimeout(res, ms));

/** Runs `fn` holding an exclusive lock file (created with O_EXCL; a lock older than 5 minutes is a crashed builder's). */
async function withLockFile<T>(lock: string, fn: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lock).mtimeMs > 5 * 60_000) rmSync(lock, { force: true });
      } catch {
        // Removed meanwhile by its owner: try again.
      }
      await sleep(100);
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { force: true });
  }
}

/**
 * Copies the seeded SQLite template to `file`, building the template first when there is none yet.
 * @param file - the new database file (its folder exists)
 * @param seed - the seed kind
 */
export async function copySeededSqlite(file: string, seed: Config['seed']): Promise<void> {
  const today = new Date();
  const name = templateName(seed, today);
  const template = join(SQLITE_TEMPLATES, `${name}.sqlite`);
  if (!existsSync(template)) {
    mkdirSync(SQLITE_TEMPLATES, { recursive: true });
    await withLockFile(join(SQLITE_TEMPLATES, 'build.lock'), async () => {
      if (existsSync(template)) return;
      const building = `${template}.${process.pid}.building`;
      rmSync(building, { force: true });
      await seedTemplate(`sqlite:${building}`, seed, today);
      renameSync(building, template);
      for (const old of readdirSync(SQLITE_TEMPLATES)) {
        const path = join(SQLITE_TEMPLATES, old);
        if (old !== `${name}.sqlite` && old !== 'build.lock' && Date.now() - statSync(path).mtimeMs > STALE_MS)
          rmSync(path, { force: true });
      }
    });
  }
  copyFileSync(template, file);
}

/**
 * Creates PostgreSQL database `target` on the server of `adminUrl` as a copy of the seeded template,
 * building the template first when there is none yet.
 * @param adminUrl - a connection string to the server (any database but the template)
 * @param target - the new database's name (a plain identifier)
 * @param seed - the seed kind
 */
export async function createSeededPostgres(adminUrl: string, target: string, seed: Config['seed']): Promise<void> {
  const today = new Date();
  const name = templateName(seed, today);
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = async (db: string) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [db])).rowCount === 1;
    if (!(await exists(name))) {
      // One builder at a time on this server; the others wait and then find the template.
      await admin.query(`SELECT pg_advisory_lock(hashtext('tessera_test_templates'))`);
      try {
        if (!(await exists(name))) await buildPostgresTemplate(admin, adminUrl, name, seed, today);
      } finally {
        await admin.query(`SELECT pg_advisory_unlock(hashtext('tessera_test_templates'))`);
      }
    }
    await admin.query(`CREATE DATABASE ${target} TEMPLATE ${name}`);
  } finally {
    await admin.end();
  }
}

/** Seeds `name` (built under another name and renamed when complete) and removes stale templates. Holds the builders' lock. */
async function buildPostgresTemplate(admin: Client, adminUrl: string, name: string, seed: Config['seed'], today: Date): Promise<void> {
  // Left by a builder that died: nobody else builds while we hold the lock.
  const leftovers = await admin.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE 'tessera\\_tpl\\_%\\_b\\_%'`,
  );
  for (const { datname } of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  const building = `${name.slice(0, 40)}_b_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${building}`);
  const url = new URL(adminUrl);
  url.pathname = `/${building}`;
  await seedTemplate(url.toString(), seed, today);
  await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
  await admin.query(`COMMENT ON DATABASE ${name} IS '${Date.now()}'`);
  const others = await admin.query<{ datname: string; built: string | null }>(
    `SELECT datname, shobj_description(oid, 'pg_database') AS built FROM pg_database WHERE datname LIKE 'tessera\\_tpl\\_%' AND datname <> $1`,
    [name],
  );
  for (const { datname, built } of others.rows) {
    if (Date.now() - Number(built ?? 0) > STALE_MS) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  }
}
