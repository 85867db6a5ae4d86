import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { copySeededSqlite } from '../../support/seededTemplate';

const ROOT = resolve(__dirname, '../../..');

export interface RunningServer {
  port: number;
  url(brand: string, path?: string): string;
  /** Reads the temporary SQLite database directly (e.g. the e-mail outbox). */
  query<T>(sql: string, ...params: unknown[]): T[];
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
}

export interface StartOptions {
  /**
   * Settles the demo's compliance tasks before the first page opens: no missing documents, no due-diligence
   * review due, every user's details confirmed. For suites about something else, whose logins as dmoclient2
   * or dmoconsultant would otherwise meet the notices that follow login (the compliance suites keep them).
   */
  complianceSettled?: boolean;
  /**
   * Settles only the reminders that follow the missing-documents notice (no due-diligence review due, details
   * confirmed): for the missing-documents suite, whose journeys are about the documents (the reminders have their own suite).
   */
  remindersSettled?: boolean;
}

/** The demo's compliance tasks, done (see `StartOptions.complianceSettled`). */
function settleCompliance(dbFile: string, what: { missingDocuments: boolean }): void {
  const db = new Database(dbFile, { fileMustExist: true });
  try {
    if (what.missingDocuments) db.exec(`UPDATE missing_documents SET status = 'approved';`);
    db.exec(`UPDATE due_diligence SET is_reminder_due = 0;
      UPDATE users SET details_updated = 1;`);
  } finally {
    db.close();
  }
}

/**
 * Starts the real server (as `npm start` does, without the build step: the suite builds once) on
 * a free port and a temporary SQLite database with the demo seed: a copy of the seeded template the
 * API suites use (tests/support/seededTemplate.ts), which the server finds migrated and seeded.
 */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  if (!existsSync(join(ROOT, 'dist', 'index.html'))) throw new Error('dist/ is missing: run `npm run build` before the browser tests.');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
  const dbFile = join(dir, 'portal.sqlite');
  await copySeededSqlite(dbFile, 'demo');
  const child: ChildProcess = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${dbFile}`,
      DATA_DIR: dir,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret',
      LOGIN_RATE_LIMIT: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`server did not start in 60 s:\n${output}`)), 60_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('Tessera is ready')) {
        clearTimeout(timer);
        res();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      rej(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  child.removeAllListeners('exit');
  if (options.complianceSettled || options.remindersSettled) settleCompliance(dbFile, { missingDocuments: !!options.complianceSettled });
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  return {
    port,
    url: (brand, path = '/') => `http://${brand}.localhost:${port}${path}`,
    query: <T>(sql: string, ...params: unknown[]) => db.prepare(sql).all(...params) as T[],
    stop: async () => {
      db.close();
      await new Promise<void>((res) => {
        child.once('exit', () => res());
        child.kill('SIGTERM');
        setTimeout(() => {
          child.kill('SIGKILL');
          res();
        }, 5000);
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
