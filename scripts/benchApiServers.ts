/**
 * The API bench's databases and servers: the demo seed plus the funded trading accounts and the
 * generated catalogue it needs, a server process on a free port, plain HTTP calls and log-in.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

const ROOT = resolve(__dirname, '..');
export const HOST = 'dmo.localhost';
const PASSWORD = 'Portal-demo-1';
/** Accounts funded for the ProcessTrade run, so the cash check never limits it. */
export const TRADE_ACCOUNTS = 200;
export const GENERATED_PRODUCTS = 50_000;

// ---------------------------------------------------------------------------------------------
// Databases: the demo seed, plus what the bench needs, written before the server starts.

export async function seededDatabase(file: string): Promise<void> {
  const { prepareDatabase } = await import('../server/db/setup');
  const db = await prepareDatabase({ databaseUrl: `sqlite:${file}`, seed: 'demo' });
  await db.close();
}

/** Copies a row with some columns changed (every other column as the template has it). */
export function copyRow(
  sqlite: BetterSqlite3.Database,
  table: string,
  template: Record<string, unknown>,
  changes: Record<string, unknown>,
) {
  const row = { ...template, ...changes };
  delete row.id;
  const cols = Object.keys(row);
  return sqlite.prepare(`INSERT INTO ${table} (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')})`);
}

/** A client (`dmobenchtrader`, the demo password) with TRADE_ACCOUNTS EUR accounts of 1,000,000,000 each. */
export function addTradeAccounts(file: string): void {
  const sqlite = new BetterSqlite3(file);
  sqlite.transaction(() => {
    const client = sqlite.prepare("SELECT * FROM users WHERE username = 'dmoclient'").get() as Record<string, unknown>;
    const changes = { username: 'dmobenchtrader', email: 'benchtrader@dmo.example.com', boston_id: 'BENCH-TRADER' };
    const userId = Number(copyRow(sqlite, 'users', client, changes).run({ ...client, ...changes }).lastInsertRowid);
    const account = sqlite.prepare("SELECT * FROM accounts WHERE number = 'DMO-100101'").get() as Record<string, unknown>;
    const cash = sqlite.prepare("INSERT INTO cash_balances (account_id, currency, amount) VALUES (?, 'EUR', 1000000000)");
    for (let i = 1; i <= TRADE_ACCOUNTS; i++) {
      const c = {
        number: `BENCH-${String(i).padStart(6, '0')}`,
        user_id: userId,
        currency: 'EUR',
        is_dfm: 0,
        allowed_to_purchase: 1,
        allowed_to_sell: 1,
        min_cash_balance: 0,
      };
      const id = Number(copyRow(sqlite, 'accounts', account, c).run({ ...account, ...c }).lastInsertRowid);
      cash.run(id);
    }
  })();
  sqlite.close();
}

/**
 * GENERATED_PRODUCTS more products, each a copy of a demo fund with its own ISIN and name and a
 * thinned copy of the fund's prices (the last 8 days, month ends for 13 months, year ends for 10
 * years), so returns and NAVs exist as for the demo products. Written straight into the database.
 */
export function addGeneratedProducts(file: string): void {
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.transaction(() => {
    const templates = sqlite.prepare("SELECT * FROM products WHERE product_type LIKE '%Fund%' ORDER BY id").all() as Record<
      string,
      unknown
    >[];
    const series = new Map<number, { price_date: string; nav: number }[]>();
    for (const t of templates) {
      const all = sqlite.prepare('SELECT price_date, nav FROM prices WHERE product_id = ? ORDER BY price_date').all(t.id) as {
        price_date: string;
        nav: number;
      }[];
      const keep = all.filter((p, i) => {
        const nextDate = all[i + 1]?.price_date;
        return (
          i >= all.length - 8 ||
          (i >= all.length - 400 && nextDate?.slice(0, 7) !== p.price_date.slice(0, 7)) ||
          nextDate?.slice(0, 4) !== p.price_date.slice(0, 4)
        );
      });
      series.set(Number(t.id), keep);
    }
    const price = sqlite.prepare('INSERT INTO prices (product_id, price_date, nav) VALUES (?, ?, ?)');
    const inserts = new Map<number, BetterSqlite3.Statement>();
    for (let i = 0; i < GENERATED_PRODUCTS; i++) {
      const t = templates[i % templates.length];
      const changes = { isin: `XB${String(i).padStart(9, '0')}0`, name: `${String(t.name)} Series ${i + 1}` };
      let insert = inserts.get(Number(t.id));
      if (!insert) {
        insert = copyRow(sqlite, 'products', t, changes);
        inserts.set(Number(t.id), insert);
      }
      const row: Record<string, unknown> = { ...t, ...changes };
      delete row.id;
      const id = Number(insert.run(row).lastInsertRowid);
      for (const p of series.get(Number(t.id)) ?? []) price.run(id, p.price_date, p.nav);
    }
  })();
  sqlite.close();
}

// ---------------------------------------------------------------------------------------------
// Servers and calls

export async function freePort(): Promise<number> {
  return new Promise((res) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
}

export function call(
  port: number,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; text: string }> {
  return new Promise((res, rej) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          host: `${HOST}:${port}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (r) => {
        let text = '';
        r.on('data', (d) => {
          text += d;
        });
        r.on('end', () => res({ status: r.statusCode ?? 0, text }));
      },
    );
    req.on('error', rej);
    if (payload) req.write(payload);
    req.end();
  });
}

let compiled: Promise<string> | undefined;

/**
 * The server as `npm start` runs it (dist-server/main.js under NODE_ENV=production, no TypeScript
 * compiler at run time), compiled first when missing or older than its sources: the bench measures
 * what production runs, and a server starts in about a second instead of three.
 */
export function compiledServer(): Promise<string> {
  compiled ??= (async () => {
    const { buildServer, serverIsStale, SERVER_OUT_DIR } = await import('./build-server.mjs');
    if (serverIsStale()) await buildServer();
    return join(SERVER_OUT_DIR, 'main.js');
  })();
  return compiled;
}

export interface Server {
  port: number;
  child: ChildProcess;
  file: string;
}

/** A server on `file` (SQLite), or on `databaseUrl` when given (the directory bench's PostgreSQL database); `env` adds to its environment. */
export async function startServer(
  dir: string,
  file: string,
  databaseUrl = `sqlite:${file}`,
  env: Record<string, string> = {},
): Promise<Server> {
  const port = await freePort();
  const main = await compiledServer();
  // BENCH_API_PROFILE=<dir>: each server writes a CPU profile there when it stops (for finding hot paths).
  const profile = process.env.BENCH_API_PROFILE;
  // The flags `npm start` gives (scripts/start.mjs), and a profile's when asked for.
  const args = ['--enable-source-maps', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : []), main];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dir,
      LOGIN_RATE_LIMIT: '100000',
      LOG_REQUESTS: '0',
      ...env,
    },
  });
  const started = Date.now();
  for (;;) {
    try {
      if ((await call(port, 'GET', '/api/whitelabel')).status === 200) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 120_000) throw new Error('server did not answer within 120 s');
    await new Promise((r) => setTimeout(r, 50));
  }
  return { port, child, file };
}

/**
 * The anchor (scripts/benchApiAnchor.cjs): a bare Node HTTP server answering every request with
 * `body`, in its own process as the real server is. Answers when it listens.
 */
export async function startAnchor(dir: string, body: string): Promise<Server> {
  const port = await freePort();
  const file = join(dir, 'anchor-body.json');
  writeFileSync(file, body);
  const child = spawn(process.execPath, [join(__dirname, 'benchApiAnchor.cjs'), String(port)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_ANCHOR_BODY: file },
  });
  await new Promise<void>((res, rej) => {
    child.stdout.once('data', () => res());
    child.once('exit', (code) => rej(new Error(`the bench's anchor server exited (${code}) before listening`)));
  });
  return { port, child, file };
}

export async function login(port: number, user: string): Promise<string> {
  const r = await call(port, 'POST', '/api/authentication', { UserName: user, Password: PASSWORD });
  if (r.status !== 200) throw new Error(`login as ${user} failed: ${r.status} ${r.text}`);
  return (JSON.parse(r.text) as { Data: { Token: string } }).Data.Token;
}
