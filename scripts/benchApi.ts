/**
 * The API half of `npm run bench` (issue 5 item 5): account summary with a real token, product search
 * on the demo catalogue and on a generated catalogue of 50,000 products, and ProcessTrade with its
 * consistency checked afterwards. Each server is one `tsx server/main.ts` process on a fresh SQLite
 * database; the load comes from a second process (this file run with `--worker`, driving autocannon
 * on loopback; ProcessTrade by closed loops of node:http that wait for every order in flight), never from
 * the bench's own event loop. Every figure is the median of ROUNDS runs,
 * the cases interleaved round by round, and is printed next to its target.
 *
 * BENCH_API_SECONDS (default 3, so the whole `npm run bench` stays near 6 minutes) sets the length of each run, BENCH_API_ROUNDS (default 3) the rounds.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

const ROOT = resolve(__dirname, '..');
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
/** Closed loops placing orders at once (BENCH_API_TRADE_CONNECTIONS). */
const TRADE_CONNECTIONS = Number(process.env.BENCH_API_TRADE_CONNECTIONS ?? 50);
const HOST = 'dmo.localhost';
const PASSWORD = 'Portal-demo-1';
/** Accounts funded for the ProcessTrade run, so the cash check never limits it. */
const TRADE_ACCOUNTS = 200;
const GENERATED_PRODUCTS = 50_000;
/**
 * Connections of the paced runs. autocannon paces each connection on its own timer, so the
 * connections' requests leave together; 10 keep those bursts small, so the figure is the server's
 * latency at 2,000 req/s and not a queue the load tool made (50 gave a p99 several ms higher).
 */
const PACED_CONNECTIONS = 10;
const SEARCH_BODY = { searchCriteria: { Text: 'global' }, pagingInfo: { PageNumber: 1, PageSize: 20, SortBy: 'YTD', SortOrder: 'asc' } };

// ---------------------------------------------------------------------------------------------
// The load worker (a second process): `tsx scripts/benchApi.ts --worker '<json>'` prints one JSON line.

interface WorkerJob {
  url: string;
  token: string;
  seconds: number;
  connections: number;
  rate?: number;
  method: 'GET' | 'POST';
  body?: unknown;
  /** ProcessTrade (tradeWorker): each request a fresh Idempotency-Key, accounts taken in turn. */
  trade?: { accounts: number[]; isin: string; amount: number };
}
export interface WorkerResult {
  requests: number;
  ok: number;
  other: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * ProcessTrade load: `connections` closed loops on keep-alive sockets, each sending the next order
 * when its answer came. When time is up no new order starts and every order in flight is waited
 * for, so the answers counted are every order the server took (autocannon drops those in flight).
 */
async function tradeWorker(job: WorkerJob & { trade: NonNullable<WorkerJob['trade']> }): Promise<WorkerResult> {
  const { Agent, request } = await import('node:http');
  const agent = new Agent({ keepAlive: true, maxSockets: job.connections });
  const url = new URL(job.url);
  const latencies: number[] = [];
  let ok = 0;
  let other = 0;
  let errors = 0;
  let next = 0;
  const started = Date.now();
  const until = started + job.seconds * 1000;
  const one = () =>
    new Promise<void>((res) => {
      const accountId = job.trade.accounts[next++ % job.trade.accounts.length];
      const body = JSON.stringify({
        PurchasedFunds: [{ ISIN: job.trade.isin, TradeOptions: 'Amount', TradeValue: job.trade.amount }],
        SoldFunds: [],
        CheckoutOnline: true,
        CheckoutDocusign: false,
        ConfirmDuplicate: true,
        UserInfo: { PlatformId: accountId },
      });
      const t = process.hrtime.bigint();
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          agent,
          headers: {
            host: HOST,
            authorization: `Bearer ${job.token}`,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'idempotency-key': randomUUID(),
          },
        },
        (r) => {
          r.resume();
          r.on('end', () => {
            latencies.push(Number(process.hrtime.bigint() - t) / 1e6);
            if ((r.statusCode ?? 0) >= 200 && (r.statusCode ?? 0) < 300) ok++;
            else other++;
            res();
          });
        },
      );
      req.on('error', () => {
        errors++;
        res();
      });
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      while (Date.now() < until) await one();
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const q = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] : Number.NaN);
  return {
    requests: latencies.length,
    ok,
    other,
    errors,
    seconds,
    rps: latencies.length / seconds,
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
  };
}

async function worker(job: WorkerJob): Promise<void> {
  if (job.trade) {
    process.stdout.write(`${JSON.stringify(await tradeWorker(job as WorkerJob & { trade: NonNullable<WorkerJob['trade']> }))}\n`);
    return;
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only by the measuring process, never by the trade workers
  const autocannon = require('autocannon') as (opts: Record<string, unknown>) => NodeJS.EventEmitter & PromiseLike<Record<string, unknown>>;
  const latencies: number[] = [];
  let ok = 0;
  let other = 0;
  const headers: Record<string, string> = { host: HOST, authorization: `Bearer ${job.token}` };
  if (job.method === 'POST') headers['content-type'] = 'application/json';
  const started = process.hrtime.bigint();
  const instance = autocannon({
    url: job.url,
    connections: job.connections,
    duration: job.seconds,
    method: job.method,
    headers,
    body: job.body === undefined ? undefined : JSON.stringify(job.body),
    ...(job.rate ? { overallRate: job.rate } : {}),
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    if (status >= 200 && status < 300) ok++;
    else other++;
  });
  const result = await instance;
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  const q = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] : Number.NaN);
  const out: WorkerResult = {
    requests: latencies.length,
    ok,
    other,
    errors: Number(result.errors ?? 0) + Number(result.timeouts ?? 0),
    seconds: Number(result.duration ?? seconds),
    rps: latencies.length / Number(result.duration ?? seconds),
    p50: q(0.5),
    p95: q(0.95),
    p99: q(0.99),
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

function runWorker(job: WorkerJob): Promise<WorkerResult> {
  return new Promise((res, rej) => {
    const child = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), [__filename, '--worker', JSON.stringify(job)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (d) => {
      text += d;
    });
    child.on('exit', (code) => {
      const line = text.trim().split('\n').pop() ?? '';
      if (code !== 0 || !line.startsWith('{')) rej(new Error(`load worker failed (${code}): ${text}`));
      else res(JSON.parse(line) as WorkerResult);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Databases: the demo seed, plus what the bench needs, written before the server starts.

async function seededDatabase(file: string): Promise<void> {
  const { prepareDatabase } = await import('../server/db/setup');
  const db = await prepareDatabase({ databaseUrl: `sqlite:${file}`, seed: 'demo' });
  await db.close();
}

/** Copies a row with some columns changed (every other column as the template has it). */
function copyRow(sqlite: BetterSqlite3.Database, table: string, template: Record<string, unknown>, changes: Record<string, unknown>) {
  const row = { ...template, ...changes };
  delete row.id;
  const cols = Object.keys(row);
  return sqlite.prepare(`INSERT INTO ${table} (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')})`);
}

/** A client (`dmobenchtrader`, the demo password) with TRADE_ACCOUNTS EUR accounts of 1,000,000,000 each. */
function addTradeAccounts(file: string): void {
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
function addGeneratedProducts(file: string): void {
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

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
}

function call(port: number, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; text: string }> {
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

interface Server {
  port: number;
  child: ChildProcess;
  file: string;
}

async function startServer(dir: string, file: string): Promise<Server> {
  const port = await freePort();
  // BENCH_API_PROFILE=<dir>: each server writes a CPU profile there when it stops (for finding hot paths).
  const profile = process.env.BENCH_API_PROFILE;
  const [command, args] = profile
    ? [process.execPath, ['--import', 'tsx', '--cpu-prof', `--cpu-prof-dir=${profile}`, join(ROOT, 'server', 'main.ts')]]
    : [join(ROOT, 'node_modules', '.bin', 'tsx'), [join(ROOT, 'server', 'main.ts')]];
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${file}`,
      DATA_DIR: dir,
      LOGIN_RATE_LIMIT: '100000',
      LOG_REQUESTS: '0',
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

async function login(port: number, user: string): Promise<string> {
  const r = await call(port, 'POST', '/api/authentication', { UserName: user, Password: PASSWORD });
  if (r.status !== 200) throw new Error(`login as ${user} failed: ${r.status} ${r.text}`);
  return (JSON.parse(r.text) as { Data: { Token: string } }).Data.Token;
}

// ---------------------------------------------------------------------------------------------
// Figures

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const f0 = (n: number) => n.toFixed(0);
const f1 = (n: number) => n.toFixed(1);
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

interface Case {
  name: string;
  run: () => Promise<WorkerResult>;
}

export async function apiLoadBench(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-api-'));
  const servers: Server[] = [];
  try {
    const mainFile = join(dir, 'main.sqlite');
    const bigFile = join(dir, 'catalogue50k.sqlite');
    let t = Date.now();
    await seededDatabase(mainFile);
    addTradeAccounts(mainFile);
    await seededDatabase(bigFile);
    addGeneratedProducts(bigFile);
    console.log(
      `API bench databases ready in ${Date.now() - t} ms (demo seed; + ${TRADE_ACCOUNTS} funded trade accounts; + ${GENERATED_PRODUCTS.toLocaleString('en')} generated products)`,
    );
    t = Date.now();
    const main = await startServer(dir, mainFile);
    const big = await startServer(dir, bigFile);
    servers.push(main, big);
    const clientToken = await login(main.port, 'dmoclient');
    const traderToken = await login(main.port, 'dmobenchtrader');
    const bigToken = await login(big.port, 'dmoclient');
    // Builds each catalogue (first use) before anything is measured.
    const demoCount = JSON.parse((await call(main.port, 'POST', '/api/products/search', SEARCH_BODY, clientToken)).text).Data
      .TotalCount as number;
    const bigSearch = await call(
      big.port,
      'POST',
      '/api/products/search',
      { ...SEARCH_BODY, pagingInfo: { ...SEARCH_BODY.pagingInfo, PageSize: 1 }, searchCriteria: {} },
      bigToken,
    );
    const bigTotal = JSON.parse(bigSearch.text).Data.TotalCount as number;
    const bigMatches = JSON.parse((await call(big.port, 'POST', '/api/products/search', SEARCH_BODY, bigToken)).text).Data
      .TotalCount as number;
    console.log(
      `servers up and catalogues built in ${Date.now() - t} ms; search "global": ${demoCount} matches in the demo catalogue, ${bigMatches} of ${bigTotal} products in the generated one`,
    );

    const trader = new BetterSqlite3(mainFile, { readonly: true });
    const traderId = (trader.prepare("SELECT id FROM users WHERE username = 'dmobenchtrader'").get() as { id: number }).id;
    const tradeAccounts = (trader.prepare('SELECT id FROM accounts WHERE user_id = ? ORDER BY id').all(traderId) as { id: number }[]).map(
      (r) => r.id,
    );
    const fundIsin = (
      trader.prepare("SELECT isin FROM products WHERE name = 'Halvern Reade Global Equity Fund A Acc EUR'").get() as { isin: string }
    ).isin;
    const ordersOfTrader = () => (trader.prepare('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?').get(traderId) as { n: number }).n;

    const summaryUrl = `http://127.0.0.1:${main.port}/api/accounts/summary/`;
    const searchUrl = (s: Server) => `http://127.0.0.1:${s.port}/api/products/search`;
    const tradeAnswers: { ok: number; orders: number }[] = [];
    const cases: Case[] = [
      {
        name: 'summary closed',
        run: () => runWorker({ url: summaryUrl, token: clientToken, seconds: SECONDS, connections: 50, method: 'GET' }),
      },
      {
        name: 'summary paced',
        run: () =>
          runWorker({ url: summaryUrl, token: clientToken, seconds: SECONDS, connections: PACED_CONNECTIONS, rate: 2000, method: 'GET' }),
      },
      {
        name: 'search demo closed',
        run: () =>
          runWorker({ url: searchUrl(main), token: clientToken, seconds: SECONDS, connections: 50, method: 'POST', body: SEARCH_BODY }),
      },
      {
        name: 'search demo paced',
        run: () =>
          runWorker({
            url: searchUrl(main),
            token: clientToken,
            seconds: SECONDS,
            connections: PACED_CONNECTIONS,
            rate: 2000,
            method: 'POST',
            body: SEARCH_BODY,
          }),
      },
      {
        name: 'search 50k closed',
        run: () =>
          runWorker({ url: searchUrl(big), token: bigToken, seconds: SECONDS, connections: 50, method: 'POST', body: SEARCH_BODY }),
      },
      {
        name: 'search 50k paced',
        run: () =>
          runWorker({
            url: searchUrl(big),
            token: bigToken,
            seconds: SECONDS,
            connections: PACED_CONNECTIONS,
            rate: 2000,
            method: 'POST',
            body: SEARCH_BODY,
          }),
      },
      {
        name: 'ProcessTrade closed',
        run: async () => {
          const before = ordersOfTrader();
          const r = await runWorker({
            url: `http://127.0.0.1:${main.port}/api/products/ProcessTrade`,
            token: traderToken,
            seconds: SECONDS,
            connections: TRADE_CONNECTIONS,
            method: 'POST',
            trade: { accounts: tradeAccounts, isin: fundIsin, amount: 1000 },
          });
          tradeAnswers.push({ ok: r.ok, orders: ordersOfTrader() - before });
          return r;
        },
      },
    ];
    // BENCH_API_ONLY=<text>: only the cases whose name contains it (e.g. "ProcessTrade" while profiling).
    const only = process.env.BENCH_API_ONLY;
    if (only) cases.splice(0, cases.length, ...cases.filter((c) => c.name.includes(only)));
    const ran = (name: string) => cases.some((c) => c.name === name);
    // Warm-up: each case once, briefly (JIT, statement caches), not counted.
    for (const c of cases.filter((c) => !c.name.includes('paced') && !c.name.includes('ProcessTrade')))
      await runWorker({
        ...jobOfWarmup(c.name, {
          summaryUrl,
          searchUrl: c.name.includes('50k') ? searchUrl(big) : searchUrl(main),
          token: c.name.includes('50k') ? bigToken : clientToken,
        }),
      });
    if (ran('ProcessTrade closed')) {
      await runWorker({
        url: `http://127.0.0.1:${main.port}/api/products/ProcessTrade`,
        token: traderToken,
        seconds: 2,
        connections: TRADE_CONNECTIONS,
        method: 'POST',
        trade: { accounts: tradeAccounts, isin: fundIsin, amount: 1000 },
      });
    }
    const results = new Map<string, WorkerResult[]>(cases.map((c) => [c.name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const c of cases) results.get(c.name)!.push(await c.run());
      console.log(`  round ${round}/${ROUNDS}: ${cases.map((c) => `${c.name} ${f0(results.get(c.name)!.at(-1)!.rps)}/s`).join(', ')}`);
    }
    const m = (name: string, key: keyof WorkerResult) => median(results.get(name)!.map((r) => r[key]));
    const bad = (name: string) => results.get(name)!.reduce((s, r) => s + r.other + r.errors, 0);

    console.log(
      `API figures, medians of ${ROUNDS} interleaved ${SECONDS} s runs, load from a second process (autocannon) on loopback, one server process each:`,
    );
    if (ran('summary closed')) {
      const sRps = m('summary closed', 'rps');
      console.log(
        `  account summary (real token), closed loop 50 connections: ${f0(sRps)} req/s, p50 ${f1(m('summary closed', 'p50'))} ms, p99 ${f1(m('summary closed', 'p99'))} ms, non-2xx/errors ${bad('summary closed')} — target >= 10,000 req/s: ${verdict(sRps >= 10_000)}`,
      );
    }
    if (ran('summary paced')) {
      const sP99 = m('summary paced', 'p99');
      console.log(
        `  account summary paced at 2,000 req/s (${PACED_CONNECTIONS} connections): ${f0(m('summary paced', 'rps'))} req/s, p50 ${f1(m('summary paced', 'p50'))} ms, p99 ${f1(sP99)} ms, non-2xx/errors ${bad('summary paced')} — target p99 < 10 ms: ${verdict(sP99 < 10)}`,
      );
    }
    if (ran('search demo closed')) {
      console.log(
        `  product search, demo catalogue, closed loop 50 connections: ${f0(m('search demo closed', 'rps'))} req/s, p50 ${f1(m('search demo closed', 'p50'))} ms, p95 ${f1(m('search demo closed', 'p95'))} ms, p99 ${f1(m('search demo closed', 'p99'))} ms, non-2xx/errors ${bad('search demo closed')}`,
      );
    }
    if (ran('search demo paced')) {
      console.log(
        `  product search, demo catalogue, paced at 2,000 req/s (${PACED_CONNECTIONS} connections): p50 ${f1(m('search demo paced', 'p50'))} ms, p95 ${f1(m('search demo paced', 'p95'))} ms, p99 ${f1(m('search demo paced', 'p99'))} ms, non-2xx/errors ${bad('search demo paced')}`,
      );
    }
    if (ran('search 50k closed')) {
      console.log(
        `  product search, ${GENERATED_PRODUCTS.toLocaleString('en')} products, closed loop 50 connections: ${f0(m('search 50k closed', 'rps'))} req/s, p50 ${f1(m('search 50k closed', 'p50'))} ms, p95 ${f1(m('search 50k closed', 'p95'))} ms, p99 ${f1(m('search 50k closed', 'p99'))} ms, non-2xx/errors ${bad('search 50k closed')}`,
      );
    }
    if (ran('search 50k paced')) {
      const bP95 = m('search 50k paced', 'p95');
      console.log(
        `  product search, ${GENERATED_PRODUCTS.toLocaleString('en')} products, paced at 2,000 req/s (${PACED_CONNECTIONS} connections): ${f0(m('search 50k paced', 'rps'))} req/s, p50 ${f1(m('search 50k paced', 'p50'))} ms, p95 ${f1(bP95)} ms, p99 ${f1(m('search 50k paced', 'p99'))} ms, non-2xx/errors ${bad('search 50k paced')} — target p95 < 50 ms: ${verdict(bP95 < 50)}`,
      );
    }
    if (ran('ProcessTrade closed')) {
      const oRate = median(results.get('ProcessTrade closed')!.map((r) => r.ok / r.seconds));

      // Consistency after every trade run (the server is still up; WAL lets this connection read).
      const answered = tradeAnswers.reduce((s, a) => s + a.ok, 0);
      const ordered = tradeAnswers.reduce((s, a) => s + a.orders, 0);
      const perRun = tradeAnswers.every((a) => a.ok === a.orders);
      const belowZero = trader
        .prepare(
          `SELECT COUNT(*) AS n FROM cash_balances c JOIN accounts a ON a.id = c.account_id
        WHERE a.user_id = ? AND c.amount - c.reserved < a.min_cash_balance - 0.005`,
        )
        .get(traderId) as { n: number };
      const reservedMismatch = trader
        .prepare(
          `SELECT COUNT(*) AS n FROM cash_balances c JOIN accounts a ON a.id = c.account_id WHERE a.user_id = ?
        AND ABS(c.reserved - COALESCE((SELECT SUM(p.amount) FROM order_payments p WHERE p.account_id = c.account_id AND p.currency = c.currency AND p.open = 1), 0)) > 0.005`,
        )
        .get(traderId) as { n: number };
      const openAmounts = new Map(
        (
          trader
            .prepare(
              `SELECT l.account_id, SUM(l.amount) AS amount FROM order_lines l JOIN accounts a ON a.id = l.account_id
        WHERE a.user_id = ? AND l.status IN ('Pending', 'AwaitingSignature') GROUP BY l.account_id`,
            )
            .all(traderId) as { account_id: number; amount: number }[]
        ).map((r) => [r.account_id, r.amount]),
      );
      const summaries = JSON.parse((await call(main.port, 'GET', '/api/accounts/summary/', undefined, traderToken)).text).Data as {
        Id: number;
        CashPosition: number;
        PendingOrderAmount: number;
        MinCashBalance: number;
        AvailableBalance: number;
      }[];
      const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
      const availableWrong = summaries.filter(
        (s) =>
          Math.abs(round2(s.CashPosition - (openAmounts.get(s.Id) ?? 0) - s.MinCashBalance) - s.AvailableBalance) > 0.005 ||
          Math.abs(round2(openAmounts.get(s.Id) ?? 0) - s.PendingOrderAmount) > 0.005,
      );
      const inconsistencies =
        (perRun ? 0 : 1) + belowZero.n + reservedMismatch.n + availableWrong.length + (summaries.length === tradeAccounts.length ? 0 : 1);
      console.log(
        `  ProcessTrade (one 1,000 EUR fund buy per order, fresh Idempotency-Key each, ${TRADE_ACCOUNTS} funded accounts, ${TRADE_CONNECTIONS} connections): ${f0(oRate)} orders/s, p50 ${f1(m('ProcessTrade closed', 'p50'))} ms, p99 ${f1(m('ProcessTrade closed', 'p99'))} ms, non-2xx/errors ${bad('ProcessTrade closed')} — target >= 3,000 orders/s with zero inconsistencies: ${verdict(oRate >= 3000 && inconsistencies === 0)}`,
      );
      console.log(
        `    checks: orders in the database ${ordered} = 200 answers ${answered}: ${ordered === answered && perRun ? 'yes' : 'NO'}; accounts below zero available cash: ${belowZero.n};` +
          ` accounts whose reserved cash differs from their open order payments: ${reservedMismatch.n}; accounts where cash minus open orders differs from AvailableBalance (or PendingOrderAmount from the open orders): ${availableWrong.length} of ${summaries.length}`,
      );
    }
    trader.close();
  } finally {
    for (const s of servers) s.child.kill('SIGTERM');
    setTimeout(() => rmSync(dir, { recursive: true, force: true }), 1000);
  }
}

function jobOfWarmup(name: string, where: { summaryUrl: string; searchUrl: string; token: string }): WorkerJob {
  const seconds = 2;
  if (name.startsWith('summary')) return { url: where.summaryUrl, token: where.token, seconds, connections: 50, method: 'GET' };
  return { url: where.searchUrl, token: where.token, seconds, connections: 50, method: 'POST', body: SEARCH_BODY };
}

if (process.argv[2] === '--worker') {
  worker(JSON.parse(process.argv[3]) as WorkerJob).catch((e: Error) => {
    console.error(e.message);
    process.exit(1);
  });
} else if (require.main === module) {
  apiLoadBench().catch((e: Error) => {
    console.error(e.stack ?? e.message);
    process.exit(1);
  });
}
