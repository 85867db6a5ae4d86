/**
 * The compiled server (dist-server/main.js) as `npm start` runs it — NODE_ENV=production, plain node — on a
 * free port and a SQLite file, for tests of the process itself: logs, signals, workers, backups.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { request as httpRequest, type Agent, type IncomingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '../../../server/config';
import { prepareDatabase } from '../../../server/db/setup';

export const ROOT = resolve(__dirname, '../../..');
export const COMPILED_SERVER = join(ROOT, 'dist-server', 'main.js');

/** Builds dist-server/main.js as `npm run build:server` does (about a second); throws with esbuild's output. */
export function buildCompiledServer(): void {
  const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-server.mjs')], { cwd: ROOT, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`npm run build:server failed:\n${built.stdout}${built.stderr}`);
}

/** A demo database made once (migrated and seeded in this process), copied for each server a test starts. */
export async function demoDatabaseTemplate(dir: string): Promise<string> {
  const file = join(dir, 'template.sqlite');
  const config = loadConfig({}, { databaseUrl: `sqlite:${file}`, seed: 'demo', jwtSecret: 'unused', dataDir: dir });
  const db = await prepareDatabase(config);
  await db.close();
  return file;
}

export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed JSON answer; tests read the fields they assert
  body: any;
}

export interface RequestOptions {
  host?: string;
  headers?: Record<string, string>;
  body?: unknown;
  token?: string;
  agent?: Agent;
  /** Called once the whole request has been written to the socket. */
  onSent?: () => void;
}

/** One HTTP request to 127.0.0.1:port with a brand Host (dmo.localhost unless given). */
export function httpCall(port: number, method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { host: options.host ?? 'dmo.localhost', ...options.headers };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  return new Promise((res, rej) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: options.agent }, (answer) => {
      let text = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (text += chunk));
      answer.on('end', () => {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
        res({ status: answer.statusCode ?? 0, headers: answer.headers, body });
      });
    });
    req.on('error', rej);
    req.end(payload, () => options.onSent?.());
  });
}

export interface RunningProcess {
  child: ChildProcess;
  port: number;
  dbFile: string;
  /** Every line the process wrote to stdout and stderr so far. */
  lines(): string[];
  /** Resolves when a line matching `pattern` has been written (or rejects after `ms`). */
  waitForLine(pattern: RegExp, ms?: number): Promise<string>;
  /** Sends `signal` and resolves with the exit code and how long after the signal the process ended. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

/**
 * Starts `node dist-server/main.js` with NODE_ENV=production on `dbFile` (a copy of `template` when the
 * file does not exist yet) and resolves once it says "Tessera is ready".
 */
export async function startCompiled(options: {
  dir: string;
  dbFile: string;
  template?: string;
  /** Another database than `dbFile` (a PostgreSQL URL). */
  databaseUrl?: string;
  env?: Record<string, string>;
}) {
  if (!existsSync(COMPILED_SERVER)) throw new Error('dist-server/main.js is missing: call buildCompiledServer() first.');
  if (!options.databaseUrl && !existsSync(options.dbFile) && options.template) copyFileSync(options.template, options.dbFile);
  const port = await freePort();
  const child = spawn(process.execPath, [COMPILED_SERVER], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl ?? `sqlite:${options.dbFile}`,
      DATA_DIR: options.dir,
      JWT_SECRET: 'production-test-secret-production-test-secret',
      LOGIN_RATE_LIMIT: '10000',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiters: Array<{ pattern: RegExp; resolve: (line: string) => void }> = [];
  let partial = '';
  const onData = (chunk: Buffer) => {
    partial += chunk.toString('utf8');
    const parts = partial.split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      for (const w of [...waiters]) {
        if (w.pattern.test(line)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(line);
        }
      }
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) =>
    child.once('exit', (code, signal) => res({ code, signal })),
  );
  const waitForLine = (pattern: RegExp, ms = 60_000) =>
    new Promise<string>((res, rej) => {
      const seen = lines.find((l) => pattern.test(l));
      if (seen) return res(seen);
      const timer = setTimeout(() => rej(new Error(`no line matching ${pattern} within ${ms} ms:\n${lines.join('\n')}`)), ms);
      waiters.push({
        pattern,
        resolve: (line) => {
          clearTimeout(timer);
          res(line);
        },
      });
      void exited.then(({ code }) => {
        clearTimeout(timer);
        rej(new Error(`the server exited (${code}) before a line matching ${pattern}:\n${lines.join('\n')}`));
      });
    });
  await waitForLine(/Tessera is ready/);
  const running: RunningProcess = {
    child,
    port,
    dbFile: options.dbFile,
    lines: () => [...lines],
    waitForLine,
    stop: async (signal = 'SIGTERM') => {
      const at = Date.now();
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const how = await exited;
      return { ...how, ms: Date.now() - at };
    },
  };
  return running;
}

/** A temporary folder for one suite's databases and data. */
export const suiteDir = () => mkdtempSync(join(tmpdir(), 'tessera-production-'));
