/**
 * Builds the real Tessera app on a fresh database for one API test suite.
 *
 * Every suite gets its own database so suites never see each other's rows: a SQLite file in a
 * temporary folder always, and — when `DATABASE_URL` names a PostgreSQL server — also a database
 * of its own on that server (`tessera_test_<random>`, dropped afterwards). Suites are written once
 * and run for each entry of `dialects` with `describe.each(dialects)`. A seeded suite's database
 * starts as a copy of a template seeded once (see seededTemplate.ts), not migrated and seeded anew.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import type { Db } from '../../../server/db/database';
import { prepareDatabase } from '../../../server/db/setup';
import { call, login, type CallOptions, type CallResult } from './http';
import { copySeededSqlite, createSeededPostgres } from '../../support/seededTemplate';

export type DialectName = 'sqlite' | 'postgres';

/** The PostgreSQL server named by DATABASE_URL, or undefined when the run is SQLite-only. */
export const postgresUrl: string | undefined = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')
  ? process.env.DATABASE_URL
  : undefined;

/** The dialects every suite runs on: SQLite always, PostgreSQL when DATABASE_URL points at one. */
export const dialects: DialectName[] = postgresUrl ? ['sqlite', 'postgres'] : ['sqlite'];

/** The JWT secret of every test app, so tests can forge expired or tampered tokens. */
export const TEST_JWT_SECRET = 'tessera-api-tests-fixed-secret-0123456789abcdef';

/** Seeding on PostgreSQL inserts ~90k price rows; give the hook room on a slow machine. */
export const SUITE_SETUP_TIMEOUT_MS = 180_000;

export interface TestAppOptions {
  /** `demo` (default) seeds the demo platform; `none` only the brands. */
  seed?: Config['seed'];
  /** Login and password-reset attempts per minute; high by default so only the rate-limit test hits it. */
  loginRateLimit?: Config['loginRateLimit'];
  /** Any other configuration override (sessionMinutes, portalEnv …). */
  config?: Partial<Config>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  dialect: DialectName;
  /** Closes the app and the database and removes the database (file or PostgreSQL database). */
  close(): Promise<void>;
}

/**
 * A fresh database URL for `dialect` and the function that removes it again.
 * @param dialect - which database engine
 * @param seeded - empty when left out; else a copy of the template migrated and seeded with this seed kind
 */
export async function freshDatabase(dialect: DialectName, seeded?: Config['seed']): Promise<{ url: string; remove(): Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-api-'));
    const file = join(dir, 'portal.sqlite');
    if (seeded) await copySeededSqlite(file, seeded);
    return { url: `sqlite:${file}`, remove: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  if (!postgresUrl) throw new Error('The postgres dialect needs DATABASE_URL=postgres://…');
  const name = `tessera_test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  if (seeded) await createSeededPostgres(postgresUrl, name, seeded);
  else await admin(`CREATE DATABASE ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), remove: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Builds the app on a new database of `dialect`, migrated and seeded.
 * @param dialect - which database engine to run on
 * @param options - seed, rate limit and configuration overrides
 * @returns the app, its database and a `close` that removes everything again
 */
export async function createTestApp(dialect: DialectName, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await freshDatabase(dialect, options.seed ?? 'demo');
  let db: Db | undefined;
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close();
    await db?.close();
    await database.remove();
  };
  try {
    const config = loadConfig(
      {},
      {
        databaseUrl: database.url,
        seed: options.seed ?? 'demo',
        jwtSecret: TEST_JWT_SECRET,
        // No web build in API tests: the history fallback is off and unknown paths are JSON 404s.
        staticDir: join(tmpdir(), 'tessera-api-tests-no-web-app'),
        dataDir: join(tmpdir(), 'tessera-api-tests-data'),
        loginRateLimit: options.loginRateLimit ?? { max: 10_000, windowMs: 60_000 },
        logLevel: 'silent',
        ...options.config,
      },
    );
    db = await prepareDatabase(config);
    app = await buildApp({ config, db });
    await app.ready();
    return { app, db, config, dialect, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/** A suite's app with request helpers bound to it; valid inside tests (after beforeAll). */
export interface AppHandle extends TestApp {
  /** Issues a request with Host `dmo.localhost` unless `options.host` says otherwise. */
  call(method: string, url: string, options?: CallOptions): Promise<CallResult>;
  get(url: string, options?: CallOptions): Promise<CallResult>;
  post(url: string, body?: unknown, options?: CallOptions): Promise<CallResult>;
  /** Logs `username` in with the demo password and returns the token. */
  login(username: string, host?: string, password?: string): Promise<string>;
}

/**
 * Registers beforeAll/afterAll hooks that build the app once for the enclosing `describe` and
 * remove it afterwards; returns a handle whose members are usable inside the tests.
 * @param dialect - the database engine of this run of the suite
 * @param options - as for createTestApp
 */
export function withApp(dialect: DialectName, options: TestAppOptions = {}): AppHandle {
  let current: TestApp | undefined;
  const need = (): TestApp => {
    if (!current) throw new Error('The test app is not ready: use the handle inside tests, not while defining them.');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(dialect, options);
  }, SUITE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await current?.close();
    current = undefined;
  }, 60_000);
  return {
    get app() {
      return need().app;
    },
    get db() {
      return need().db;
    },
    get config() {
      return need().config;
    },
    dialect,
    close: () => need().close(),
    call: (method, url, o) => call(need().app, method, url, o),
    get: (url, o) => call(need().app, 'GET', url, o),
    post: (url, body, o) => call(need().app, 'POST', url, { ...o, body: o?.body ?? body }),
    login: (username, host, password) => login(need().app, username, host, password),
  };
}

/** The id of a demo user, read from the suite's database. */
export async function userIdOf(db: Db, username: string): Promise<number> {
  const row = await db.kysely.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  return row.id;
}

/** The id of a demo account by its number (e.g. DMO-100101). */
export async function accountIdOf(db: Db, number: string): Promise<number> {
  const row = await db.kysely.selectFrom('accounts').select('id').where('number', '=', number).executeTakeFirstOrThrow();
  return row.id;
}
