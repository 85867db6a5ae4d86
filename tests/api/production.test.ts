/** @jest-environment node */
/**
 * Production mode (issue 15 items 1 and 8), tested on the compiled server as `npm start` runs it: JSON logs
 * with request ids and nothing secret or personal in them, health and readiness, routes with and without a
 * trailing slash, graceful shutdown on SIGTERM, WORKERS=2 on one SQLite file, and a backup taken while the
 * server writes, restored and served again. The in-process part (health, ready, trailing slashes) runs on
 * every dialect.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import bcrypt from 'bcryptjs';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/database';
import { MIGRATION_NAMES } from '../../server/db/migrate';
import { databaseReadiness, migrationsMissing, READINESS_MESSAGES } from '../../server/services/health';
import { DEMO_PASSWORD, UNKNOWN_HOST } from './support/http';
import { dialects, freshDatabase, postgresUrl, withApp } from './support/testApp';
import {
  buildCompiledServer,
  COMPILED_SERVER,
  demoDatabaseTemplate,
  httpCall,
  ROOT,
  startCompiled,
  suiteDir,
  type RunningProcess,
} from './support/compiledServer';

jest.setTimeout(60_000);

const login = async (port: number, username = 'dmoclient') => {
  const res = await httpCall(port, 'POST', '/api/authentication', { body: { UserName: username, Password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.Data.Token as string;
};

/** The JSON request lines of a process's output. */
const requestLines = (p: RunningProcess) =>
  p
    .lines()
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => l.msg === 'request');

const activityCount = (file: string) => {
  const db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT COUNT(*) AS n FROM activity_log WHERE action = 'createlog'").get() as { n: number }).n;
  } finally {
    db.close();
  }
};

describe('the compiled server in production mode (SQLite)', () => {
  const dir = suiteDir();
  let template: string;
  let server: RunningProcess;

  beforeAll(async () => {
    buildCompiledServer();
    template = await demoDatabaseTemplate(dir);
    server = await startCompiled({ dir, dbFile: join(dir, 'portal.sqlite'), template });
  }, 120_000);

  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('is one JavaScript file that needs no TypeScript compiler at run time', () => {
    const bundle = readFileSync(COMPILED_SERVER, 'utf8');
    expect(bundle).not.toMatch(/require\("(tsx|typescript|esbuild)[/"]/);
    expect(bundle).not.toMatch(/require\("\.{1,2}\//);
    expect(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts['build:server']).toBe('node scripts/build-server.mjs');
  });

  it('answers health and ready on any host, with and without a trailing slash', async () => {
    for (const path of ['/api/health', '/api/health/']) {
      const res = await httpCall(server.port, 'GET', path, { host: '10.1.2.3:8080' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ Data: { Status: 'ok' } });
    }
    for (const path of ['/api/ready', '/api/ready/']) {
      const res = await httpCall(server.port, 'GET', path, { host: UNKNOWN_HOST });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ Data: { Status: 'ready', Migrations: MIGRATION_NAMES.length } });
    }
  });

  it('logs one JSON line per request with its id, and answers with the id: the caller’s when well-formed', async () => {
    const mine = await httpCall(server.port, 'GET', '/api/whitelabel', { headers: { 'x-request-id': 'lb-7f3a.42:req_9' } });
    expect(mine.headers['x-request-id']).toBe('lb-7f3a.42:req_9');
    const odd = await httpCall(server.port, 'GET', '/api/whitelabel', { headers: { 'x-request-id': 'not an id; <script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const line = await server.waitForLine(/"reqId":"lb-7f3a\.42:req_9"/);
    expect(JSON.parse(line)).toEqual(
      expect.objectContaining({
        msg: 'request',
        method: 'GET',
        url: '/api/whitelabel',
        route: '/api/whitelabel',
        brand: 'dmo',
        status: 200,
      }),
    );
    expect(typeof JSON.parse(line).ms).toBe('number');
    await server.waitForLine(new RegExp(`"reqId":"${String(odd.headers['x-request-id'])}"`));
    expect(server.lines().join('\n')).not.toContain('<script>');
    // Every line the process wrote is JSON (a log collector reads it line by line).
    for (const l of server.lines()) expect(() => JSON.parse(l)).not.toThrow();
  });

  it('never logs a password, a token, a username or a query string (search terms, e-mail addresses)', async () => {
    const token = await login(server.port, 'dmoclient');
    const search = await httpCall(server.port, 'GET', '/api/email/get-email-log?search=anna.schmidt%40example.com&PageSize=5', {
      token,
      headers: { cookie: 'portal_session=cookie-secret-value' },
    });
    expect(search.status).toBe(200);
    const refused = await httpCall(server.port, 'POST', '/api/authentication', {
      body: { UserName: 'dmoclient', Password: 'Wrong-password-typed-9' },
    });
    expect(refused.status).toBe(401);
    await server.waitForLine(/"url":"\/api\/email\/get-email-log"/);
    await server.waitForLine(/"status":401/);
    const log = server.lines().join('\n');
    for (const secret of [
      DEMO_PASSWORD,
      'Wrong-password-typed-9',
      token,
      token.split('.')[2],
      'dmoclient',
      'anna.schmidt',
      'example.com',
      'cookie-secret-value',
    ]) {
      expect(log).not.toContain(secret);
    }
    const logins = requestLines(server).filter((l) => l.url === '/api/authentication');
    expect(logins.map((l) => l.status)).toEqual(expect.arrayContaining([200, 401]));
    for (const l of logins) {
      expect(Object.keys(l).sort()).toEqual([
        'brand',
        'hostname',
        'level',
        'method',
        'ms',
        'msg',
        'pid',
        'reqId',
        'route',
        'status',
        'time',
        'url',
      ]);
    }
  });

  it('backs up the database while the server writes; the restored copy is whole and serves again', async () => {
    const token = await login(server.port, 'dmoclient');
    const before = activityCount(server.dbFile);
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const res = await httpCall(server.port, 'POST', '/api/alerts/createlog', { token, body: { log: 'backup-test' } });
        expect(res.status).toBe(200);
        written++;
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    const out = join(dir, 'backups', 'copy.sqlite');
    const backup = await new Promise<{ code: number | null; output: string }>((res) => {
      const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'backup.ts'), '--out', out], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: `sqlite:${server.dbFile}`, DATA_DIR: dir },
      });
      let output = '';
      child.stdout.on('data', (d: Buffer) => (output += d.toString()));
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      child.on('exit', (code) => res({ code, output }));
    });
    writing = false;
    await writer;
    expect(backup.output).toMatch(/^Backup of .*portal\.sqlite written to .*copy\.sqlite: [\d.]+ MB, \d+ pages, integrity ok, \d+ ms\./);
    expect(backup.code).toBe(0);
    const after = activityCount(server.dbFile);
    expect(written).toBeGreaterThan(0);
    expect(after).toBe(before + written);

    // The copy is one self-contained file (no WAL), whole, and holds the rows of one instant of the writing.
    const copy = new BetterSqlite3(out, { readonly: true, fileMustExist: true });
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete');
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    copy.close();
    const copied = activityCount(out);
    expect(copied).toBeGreaterThanOrEqual(before);
    expect(copied).toBeLessThanOrEqual(after);

    // A second backup to the same name is refused: a backup never overwrites a file.
    const again = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'scripts', 'backup.ts'), '--out', out], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: `sqlite:${server.dbFile}`, DATA_DIR: dir },
    });
    let againOutput = '';
    again.stderr.on('data', (d: Buffer) => (againOutput += d.toString()));
    expect(await new Promise((res) => again.on('exit', res))).toBe(1);
    expect(againOutput).toContain('already exists: a backup never overwrites a file');

    // Restore as the README says: stop the server, copy the backup over the file, drop -wal and -shm, start.
    const stopped = await server.stop('SIGTERM');
    expect(stopped.code).toBe(0);
    copyFileSync(out, server.dbFile);
    rmSync(`${server.dbFile}-wal`, { force: true });
    rmSync(`${server.dbFile}-shm`, { force: true });
    server = await startCompiled({ dir, dbFile: server.dbFile });
    expect((await httpCall(server.port, 'GET', '/api/ready')).status).toBe(200);
    await login(server.port, 'dmoconsultant');
    expect(activityCount(server.dbFile)).toBe(copied);
  });

  it('on SIGTERM finishes the requests in hand, answers them with Connection: close, and exits 0 within 10 s', async () => {
    const agent = new Agent({ keepAlive: true });
    // One request first, so a kept-alive idle connection is open too: it must not hold the process open.
    await login(server.port);
    let sent = 0;
    let allWritten!: () => void;
    const allSent = new Promise<void>((res) => (allWritten = res));
    const onSent = () => {
      sent++;
      if (sent === 4) allWritten();
    };
    // Logins are slow-ish (a password hash each): four at once keep the server busy for a few hundred ms. The test
    // database's demo users are hashed cheaply (bcrypt cost 4, tests/support/seededTemplate.ts), so these four get a
    // cost-12 hash here: their logins are still in hand when SIGTERM arrives, however quiet the machine.
    const slowUsers = ['dmoclient', 'dmoclient2', 'dmoconsultant', 'dmoadmin'];
    const slowHash = bcrypt.hashSync(DEMO_PASSWORD, 12);
    const file = new BetterSqlite3(server.dbFile);
    for (const u of slowUsers) file.prepare('update users set password_hash = ? where username = ?').run(slowHash, u);
    file.close();
    const inHand = slowUsers.map((u) =>
      httpCall(server.port, 'POST', '/api/authentication', { agent, body: { UserName: u, Password: DEMO_PASSWORD }, onSent }),
    );
    await allSent;
    const stopping = server.stop('SIGTERM');
    const answers = await Promise.all(inHand);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.headers.connection)).toEqual(['close', 'close', 'close', 'close']);
    const stopped = await stopping;
    expect(stopped).toEqual(expect.objectContaining({ code: 0, signal: null }));
    expect(stopped.ms).toBeLessThan(10_000);
    agent.destroy();
  });

  it('WORKERS=2: two API processes share the port and the SQLite file; one that dies is replaced; SIGTERM stops both', async () => {
    const cluster = await startCompiled({ dir, dbFile: join(dir, 'workers.sqlite'), template, env: { WORKERS: '2' } });
    try {
      expect(cluster.lines().find((l) => l.includes('Tessera is ready'))).toContain('with 2 API processes');
      const tokens = await Promise.all(['dmoclient', 'dmoclient2', 'dmoconsultant', 'dmoadmin'].map((u) => login(cluster.port, u)));
      // Writers in both processes at once: autocommit inserts and sign-ins (sessions) wait for each other's lock.
      const writes = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          i % 6 === 0
            ? httpCall(cluster.port, 'POST', '/api/authentication', { body: { UserName: 'dmoclient', Password: DEMO_PASSWORD } })
            : httpCall(cluster.port, 'POST', '/api/log/useractivitylog', {
                body: { action: 'workers-test', level: 'info', payload: `${i}` },
              }),
        ),
      );
      expect(writes.filter((w) => w.status !== 200)).toEqual([]);
      const summaries = await Promise.all(tokens.map((token) => httpCall(cluster.port, 'GET', '/api/userinfo?whitelabelID=1', { token })));
      expect(summaries.map((s) => s.status)).toEqual([200, 200, 200, 200]);
      const db = new BetterSqlite3(cluster.dbFile, { readonly: true });
      expect((db.prepare("SELECT COUNT(*) AS n FROM activity_log WHERE action = 'workers-test'").get() as { n: number }).n).toBe(50);
      db.close();
      const pids = new Set(requestLines(cluster).map((l) => l.pid));
      expect(pids.size).toBe(2);

      // One worker dies: the primary says so and starts another, which serves.
      const victim = [...pids][0] as number;
      process.kill(victim, 'SIGKILL');
      await cluster.waitForLine(new RegExp(`API process ${victim} was killed by SIGKILL; starting another\\.`));
      const listening = () => cluster.lines().filter((l) => l.includes('Server listening')).length;
      const deadline = Date.now() + 30_000;
      while (listening() < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(listening()).toBe(3);
      expect((await httpCall(cluster.port, 'GET', '/api/ready')).status).toBe(200);
    } finally {
      const stopped = await cluster.stop('SIGTERM');
      expect(stopped).toEqual(expect.objectContaining({ code: 0, signal: null }));
      expect(stopped.ms).toBeLessThan(10_000);
    }
  }, 120_000);
});

(postgresUrl ? describe : describe.skip)('the compiled server with WORKERS=2 on PostgreSQL', () => {
  it('starts two API processes on one database, both serve reads and writes, SIGTERM stops both with exit 0', async () => {
    buildCompiledServer();
    const dir = suiteDir();
    const database = await freshDatabase('postgres', 'demo');
    let cluster: RunningProcess | undefined;
    try {
      cluster = await startCompiled({ dir, dbFile: join(dir, 'unused.sqlite'), databaseUrl: database.url, env: { WORKERS: '2' } });
      expect(cluster.lines().find((l) => l.includes('Tessera is ready'))).toContain('with 2 API processes (PostgreSQL');
      const answers = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          i % 4 === 0
            ? httpCall(cluster!.port, 'POST', '/api/authentication', { body: { UserName: 'dmoclient', Password: DEMO_PASSWORD } })
            : httpCall(cluster!.port, 'GET', '/api/ready'),
        ),
      );
      expect(answers.filter((a) => a.status !== 200)).toEqual([]);
      expect(new Set(requestLines(cluster).map((l) => l.pid)).size).toBe(2);
      const stopped = await cluster.stop('SIGTERM');
      expect(stopped).toEqual(expect.objectContaining({ code: 0, signal: null }));
      expect(stopped.ms).toBeLessThan(10_000);
    } finally {
      await cluster?.stop('SIGKILL');
      await database.remove();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('SQLite transactions across processes', () => {
  it('take the write lock when they begin, so a read-then-write transaction never meets a stale snapshot', async () => {
    const dir = suiteDir();
    const url = `sqlite:${join(dir, 'locks.sqlite')}`;
    const a = openDatabase(url);
    const b = openDatabase(url);
    try {
      await sql`CREATE TABLE counter (n INTEGER NOT NULL)`.execute(a.kysely);
      await sql`INSERT INTO counter VALUES (0)`.execute(a.kysely);
      b.sqlite!.pragma('busy_timeout = 0');
      await a.kysely.transaction().execute(async (trx) => {
        const { rows } = await sql<{ n: number }>`SELECT n FROM counter`.execute(trx);
        // Another connection (another process) cannot commit between this read and the write below.
        expect(() => b.sqlite!.prepare('UPDATE counter SET n = n + 100').run()).toThrow(/SQLITE_BUSY|database is locked/);
        await sql`UPDATE counter SET n = ${rows[0].n + 1}`.execute(trx);
      });
      b.sqlite!.prepare('UPDATE counter SET n = n + 100').run();
      expect((await sql<{ n: number }>`SELECT n FROM counter`.execute(a.kysely)).rows[0].n).toBe(101);
    } finally {
      await a.close();
      await b.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(dialects)('health, readiness and trailing slashes in process (%s)', (dialect) => {
  const t = withApp(dialect);

  it('GET health answers 200 {Status: ok} without a brand host and without a token', async () => {
    const res = await t.get('/api/health', { host: '192.0.2.10:8080' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ Data: { Status: 'ok' } });
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('GET ready answers 200 with the number of migrations, and 503 with its Message when one has not run', async () => {
    expect((await t.get('/api/ready')).body).toEqual({ Data: { Status: 'ready', Migrations: MIGRATION_NAMES.length } });
    const last = MIGRATION_NAMES[MIGRATION_NAMES.length - 1];
    const row = await sql<{ name: string; timestamp: string }>`SELECT name, timestamp FROM kysely_migration WHERE name = ${last}`.execute(
      t.db.kysely,
    );
    await sql`DELETE FROM kysely_migration WHERE name = ${last}`.execute(t.db.kysely);
    try {
      const res = await t.get('/api/ready');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ Message: migrationsMissing([last]) });
      expect(res.body.Message).toBe(`The database is not up to date: migration ${last} has not run.`);
    } finally {
      await sql`INSERT INTO kysely_migration (name, timestamp) VALUES (${last}, ${row.rows[0].timestamp})`.execute(t.db.kysely);
    }
    expect((await t.get('/api/ready')).status).toBe(200);
  });

  it('GET ready answers 503 once the process is shutting down, while other routes still answer', async () => {
    t.app.lifecycle.closing = true;
    try {
      const res = await t.get('/api/ready');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ Message: READINESS_MESSAGES.shuttingDown });
      const health = await t.get('/api/health');
      expect(health.status).toBe(200);
      expect(health.headers.connection).toBe('close');
    } finally {
      t.app.lifecycle.closing = false;
    }
  });

  it('readiness says so when the database has never been migrated, or cannot be reached', async () => {
    if (dialect === 'sqlite') {
      const empty = openDatabase(`sqlite:${join(suiteDir(), 'empty.sqlite')}`);
      expect(await databaseReadiness(empty)).toEqual({ ready: false, message: READINESS_MESSAGES.notMigrated });
      // The file's connection gone (a lost disk, a closed handle): every query fails.
      empty.sqlite!.close();
      expect(await databaseReadiness(empty)).toEqual({ ready: false, message: READINESS_MESSAGES.unreachable });
    } else {
      const nowhere = openDatabase('postgres://postgres@127.0.0.1:1/tessera_unreachable');
      expect(await databaseReadiness(nowhere)).toEqual({ ready: false, message: READINESS_MESSAGES.unreachable });
      await nowhere.close();
    }
  });

  it('routes answer with and without a trailing slash', async () => {
    const token = await t.login('dmoclient');
    for (const [path, other] of [
      ['/api/whitelabel', '/api/whitelabel/'],
      ['/api/accounts/', '/api/accounts'],
      ['/api/accounts/summary/', '/api/accounts/summary'],
      ['/api/userinfo', '/api/userinfo/'],
    ]) {
      const a = await t.get(path, { token });
      const b = await t.get(other, { token });
      expect([path, a.status]).toEqual([path, 200]);
      expect([other, b.status]).toEqual([other, 200]);
      expect(b.body).toEqual(a.body);
    }
    const slashLogin = await t.post('/api/authentication/', { UserName: 'dmoclient', Password: DEMO_PASSWORD });
    expect(slashLogin.status).toBe(200);
    expect(typeof slashLogin.body.Data.Token).toBe('string');
    const unknown = await t.get('/api/no-such-route/', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ Message: 'Not found.' });
  });
});
