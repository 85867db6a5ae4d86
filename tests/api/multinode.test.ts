/** @jest-environment node */
/**
 * Two API nodes on one PostgreSQL database (issue 15 item 2): two real server processes
 * (`tsx server/main.ts`, own ports, the same DATABASE_URL and JWT secret) on a fresh database made
 * and dropped here, and everything a user could tell apart from one process: sessions ended on one
 * node are refused on the other, account summaries cached on one node follow writes on the other,
 * orders placed on both at once never overspend, an idempotency key answered on one node is answered
 * the same on the other, a login rate limit counts the attempts on both, and two `npm run settle`
 * runs beside live trading fill each order once. PostgreSQL only: SQLite is one process's file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { NOTICES_AFTER_COMMIT, NOTICES_SETTING } from '../../server/db/afterCommitNotices';
import { CHANGE_CHANNEL } from '../../server/db/migrations/021_cross_node';
import { MESSAGES } from '../../server/lib/http';
import { AMOUNT_EXCEEDS_AVAILABLE_CASH_MESSAGE } from '@/engine/trading/cartCheckoutBlockers';
import { postgresUrl } from './support/testApp';
import { DEMO_PASSWORD, DMO_HOST } from './support/http';

const ROOT = resolve(__dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const JWT_SECRET = 'tessera-multinode-test-secret-0123456789abcdef';
const LOGIN_LIMIT = 5;
const FUND = 'Halvern Reade Global Equity Fund A Acc EUR';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- every route's answer; tests read the fields they assert
  body: any;
}

/** One HTTP request to a node on loopback, with the demo brand's Host. */
function http(port: number, method: string, path: string, o: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  return new Promise<Answer>((done, fail) => {
    const payload = o.body === undefined ? undefined : JSON.stringify(o.body);
    const headers: Record<string, string> = { host: DMO_HOST, ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    if (payload !== undefined) headers['content-type'] = 'application/json';
    const req = request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
        done({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
    });
    req.on('error', fail);
    req.end(payload);
  });
}

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every 20 ms until it holds; returns the milliseconds it took, or throws after `limitMs`. */
async function within(limitMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await sleep(20);
  }
}

interface Node {
  port: number;
  child: ChildProcess;
  output: string[];
}

const run = postgresUrl ? describe : describe.skip;
if (!postgresUrl) {
  console.info(
    'tests/api/multinode.test.ts skipped: two API nodes need PostgreSQL; set DATABASE_URL=postgres://postgres@127.0.0.1:5432/test',
  );
}

run(`two API nodes on one PostgreSQL database${postgresUrl ? '' : ' (skipped: set DATABASE_URL=postgres://… to run)'}`, () => {
  const name = `tessera_multinode_${randomBytes(5).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-multinode-'));
  let url = '';
  let sql: Client;
  const nodes: Node[] = [];
  let A = 0;
  let B = 0;
  let ip = 0;
  // Each login comes from its own address (TRUST_PROXY), so only the rate-limit test meets the limit.
  const nextIp = () => `198.51.100.${++ip}`;
  const admin = async (statement: string) => {
    const c = new Client({ connectionString: postgresUrl });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  const env = (port: number) => ({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: url,
    JWT_SECRET,
    SEED: 'demo',
    DATA_DIR: dataDir,
    LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    TRUST_PROXY: '1',
    LOG_REQUESTS: '0',
    NODE_ENV: 'test',
  });
  const startNode = async (): Promise<Node> => {
    const port = await freePort();
    const child = spawn(TSX, ['server/main.ts'], { cwd: ROOT, env: env(port), stdio: ['ignore', 'pipe', 'pipe'] });
    const node: Node = { port, child, output: [] };
    child.stdout.on('data', (d: Buffer) => node.output.push(d.toString()));
    child.stderr.on('data', (d: Buffer) => node.output.push(d.toString()));
    nodes.push(node);
    await within(120_000, async () => {
      if (child.exitCode !== null) throw new Error(`node on ${port} exited: ${node.output.join('')}`);
      return http(port, 'GET', '/api/docs/json').then(
        (r) => r.status === 200,
        () => false,
      );
    });
    return node;
  };
  const login = async (port: number, user: string, password = DEMO_PASSWORD) => {
    const r = await http(port, 'POST', '/api/authentication', {
      body: { UserName: user, Password: password },
      headers: { 'x-forwarded-for': nextIp() },
    });
    if (r.status !== 200) throw new Error(`login of ${user} answered ${r.status}: ${JSON.stringify(r.body)}`);
    return r.body.Data.Token as string;
  };
  const one = async <T>(text: string, values: unknown[] = []) => (await sql.query(text, values)).rows[0] as T;
  let account = 0; // dmoclient's EUR account
  let fund = '';
  let keys = 0;
  const key = () => `multinode-${++keys}-${randomBytes(4).toString('hex')}`;
  const order = (port: number, token: string, amount: number, idempotencyKey = key()) =>
    http(port, 'POST', '/api/products/ProcessTrade', {
      token,
      headers: { 'idempotency-key': idempotencyKey },
      body: {
        PurchasedFunds: [{ ISIN: fund, TradeOptions: 'Amount', TradeValue: amount }],
        SoldFunds: [],
        CheckoutOnline: true,
        CheckoutDocusign: false,
        ConfirmDuplicate: true,
        UserInfo: { PlatformId: account },
      },
    });
  const summaryOn = async (port: number, token: string) => {
    const r = await http(port, 'GET', '/api/accounts/summary/', { token });
    expect(r.status).toBe(200);
    return (r.body.Data as { Id: number; PendingOrderAmount: number; AvailableBalance: number; CashPosition: number }[]).find(
      (s) => s.Id === account,
    )!;
  };
  /** The invariants of DESIGN.md §7 over the whole database: reservations are the open payments, no cash below its floor. */
  const invariants = async () => ({
    reservedNotOpenPayments: Number(
      (
        await one<{ n: number }>(`SELECT count(*) AS n FROM cash_balances c WHERE abs(c.reserved - coalesce((SELECT sum(p.amount)
          FROM order_payments p WHERE p.account_id = c.account_id AND p.currency = c.currency AND p.open = 1), 0)) > 0.005`)
      ).n,
    ),
    belowFloor: Number(
      (
        await one<{ n: number }>(`SELECT count(*) AS n FROM cash_balances c JOIN accounts a ON a.id = c.account_id
          WHERE c.amount - c.reserved < a.min_cash_balance - 0.005 OR c.amount < -0.005`)
      ).n,
    ),
  });

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const u = new URL(postgresUrl!);
    u.pathname = `/${name}`;
    url = u.toString();
    // A migrates and seeds; B starts on the prepared database (as WORKERS' primary does it once).
    A = (await startNode()).port;
    B = (await startNode()).port;
    sql = new Client({ connectionString: url });
    await sql.connect();
    account = (await one<{ id: number }>("SELECT id FROM accounts WHERE number = 'DMO-100101'")).id;
    fund = (await one<{ isin: string }>('SELECT isin FROM products WHERE name = $1', [FUND])).isin;
  }, 180_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all(
      nodes.map(
        (n) =>
          new Promise<void>((done) => {
            if (n.child.exitCode !== null) return done();
            n.child.once('exit', () => done());
            n.child.kill('SIGTERM');
            setTimeout(() => n.child.kill('SIGKILL'), 10_000).unref();
          }),
      ),
    );
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('a logout on node A refuses the token on node B within 1 s', async () => {
    const token = await login(A, 'dmoclient');
    expect((await http(B, 'GET', '/api/accounts/', { token })).status).toBe(200);
    expect((await http(A, 'POST', '/api/authentication/logout', { token })).status).toBe(200);
    const took = await within(1000, async () => {
      const r = await http(B, 'GET', '/api/accounts/', { token });
      if (r.status === 200) return false;
      expect(r).toMatchObject({ status: 401, body: { Message: MESSAGES.noToken } });
      return true;
    });
    expect(took).toBeLessThan(1000);
  });

  it('a password change on node B ends the user’s sessions on node A within 1 s, and the new password works on both', async () => {
    const onA = await login(A, 'dmoreadonly');
    const onB = await login(B, 'dmoreadonly');
    expect((await http(A, 'GET', '/api/accounts/', { token: onA })).status).toBe(200);
    const changed = await http(B, 'POST', '/api/authentication/updatepassword', {
      token: onB,
      body: { CurrentPassword: DEMO_PASSWORD, NewPassword: 'Portal-demo-2-new' },
      headers: { 'x-forwarded-for': nextIp() },
    });
    expect(changed.status).toBe(200);
    await within(1000, async () => (await http(A, 'GET', '/api/accounts/', { token: onA })).status === 401);
    expect((await http(A, 'GET', '/api/accounts/', { token: onB })).status).toBe(401);
    await login(A, 'dmoreadonly', 'Portal-demo-2-new');
  });

  it('an order placed on node A shows in the summary node B had cached', async () => {
    const onA = await login(A, 'dmoclient');
    const onB = await login(B, 'dmoclient');
    const before = await summaryOn(B, onB);
    expect(await summaryOn(B, onB)).toEqual(before); // now answered from B's cache
    expect((await order(A, onA, 1000)).status).toBe(200);
    await within(1000, async () => Math.abs((await summaryOn(B, onB)).PendingOrderAmount - before.PendingOrderAmount - 1000) < 0.005);
    const after = await summaryOn(B, onB);
    expect(after.AvailableBalance).toBeCloseTo(before.AvailableBalance - 1000, 2);
    // And a write no API node made: settlement by SQL on the database alone reaches both caches too.
    await sql.query("UPDATE cash_balances SET amount = amount + 100 WHERE account_id = $1 AND currency = 'EUR'", [account]);
    await within(1000, async () => Math.abs((await summaryOn(B, onB)).CashPosition - after.CashPosition - 100) < 0.005);
    await within(1000, async () => Math.abs((await summaryOn(A, onA)).CashPosition - after.CashPosition - 100) < 0.005);
  });

  it('an order commits without a notice of its own and announces its account after the commit, in time for the other node', async () => {
    const listener = new Client({ connectionString: url });
    await listener.connect();
    const heard: string[] = [];
    listener.on('notification', (n) => heard.push(n.payload ?? ''));
    try {
      await listener.query(`LISTEN ${CHANGE_CHANNEL}`);
      // A transaction that says it announces its changes itself is not notified by the account trigger …
      await sql.query('BEGIN');
      await sql.query(`SELECT set_config('${NOTICES_SETTING}', '${NOTICES_AFTER_COMMIT}', true)`);
      await sql.query('UPDATE cash_balances SET amount = amount WHERE account_id = $1', [account]);
      await sql.query('COMMIT');
      // … while any other writer still is (and the setting ended with that transaction).
      await sql.query('UPDATE cash_balances SET amount = amount WHERE account_id = $1', [account]);
      await within(1000, async () => heard.length > 0);
      expect(heard).toEqual([`a:${account}`]);
      heard.length = 0;
      // An order is announced after its commit: B's fresh cache follows well before its entries age out (1 s).
      const onA = await login(A, 'dmoclient');
      const onB = await login(B, 'dmoclient');
      const before = await summaryOn(B, onB);
      expect(await order(A, onA, 1000)).toMatchObject({ status: 200 });
      const took = await within(
        1000,
        async () => Math.abs((await summaryOn(B, onB)).PendingOrderAmount - before.PendingOrderAmount - 1000) < 0.005,
      );
      expect(took).toBeLessThan(500);
      expect(heard).toContain(`a:${account}`);
    } finally {
      await listener.end();
    }
  });

  it('a node whose listening connection is cut listens again, and its cache never answers what changed meanwhile', async () => {
    const onB = await login(B, 'dmoclient');
    const before = await summaryOn(B, onB);
    // Cut: each listening backend is stopped and waited for (up to 5 s), so its connection is closed
    // before anything changes; without the wait the change could commit while it still runs.
    const cut = await sql.query<{ done: boolean }>(
      "SELECT pg_terminate_backend(pid, 5000) AS done FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN%'",
      [name],
    );
    expect(cut.rows.map((r) => r.done)).toEqual([true, true]);
    await sql.query("UPDATE cash_balances SET amount = amount + 10 WHERE account_id = $1 AND currency = 'EUR'", [account]);
    expect((await summaryOn(B, onB)).CashPosition).toBeCloseTo(before.CashPosition + 10, 2);
    // Listening again (within a second or so), notices drop the cache again.
    await within(5000, async () => {
      const listening = await one<{ n: number }>(
        "SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1 AND query ILIKE 'LISTEN%'",
        [name],
      );
      return Number(listening.n) === 2;
    });
    const now = await summaryOn(B, onB);
    await sql.query("UPDATE cash_balances SET amount = amount + 10 WHERE account_id = $1 AND currency = 'EUR'", [account]);
    await within(1000, async () => Math.abs((await summaryOn(B, onB)).CashPosition - now.CashPosition - 10) < 0.005);
  });

  it('orders placed on A and B at once never spend more than the account has', async () => {
    const onA = await login(A, 'dmoclient');
    const onB = await login(B, 'dmoclient');
    await sql.query("UPDATE cash_balances SET amount = amount + 60000 WHERE account_id = $1 AND currency = 'EUR'", [account]);
    const { AvailableBalance } = await summaryOn(A, onA);
    const cash = await http(A, 'GET', `/api/accounts/cashposition?accountId=${account}`, { token: onA });
    // Twelve orders, each about a sixth of the euros available (the fund takes multiples of 1,000): six fit, whichever node decides them.
    const amount = Math.floor((cash.body.Data.EUR as number) / 6 / 1000) * 1000;
    expect(7 * amount).toBeGreaterThan(cash.body.Data.EUR as number);
    const ordersBefore = Number((await one<{ n: number }>('SELECT count(*) AS n FROM orders WHERE account_id = $1', [account])).n);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => order(i % 2 ? B : A, i % 2 ? onB : onA, amount)));
    const placed = answers.filter((r) => r.status === 200).length;
    expect(answers.filter((r) => r.status !== 200 && !(r.status === 400 && typeof r.body.Message === 'string'))).toEqual([]);
    const refusals = [...new Set(answers.filter((r) => r.status === 400).map((r) => r.body.Message as string))];
    expect({ placed, refusals }).toEqual({ placed: 6, refusals: [AMOUNT_EXCEEDS_AVAILABLE_CASH_MESSAGE] });
    const ordersAfter = Number((await one<{ n: number }>('SELECT count(*) AS n FROM orders WHERE account_id = $1', [account])).n);
    expect(ordersAfter - ordersBefore).toBe(placed);
    expect(await invariants()).toEqual({ reservedNotOpenPayments: 0, belowFloor: 0 });
    expect((await summaryOn(B, onB)).AvailableBalance).toBeCloseTo(AvailableBalance - placed * amount, 2);
  }, 30_000);

  it('an idempotency key answered on A is answered the same on B, and one sent to both at once places one order', async () => {
    const onA = await login(A, 'dmoclient');
    const onB = await login(B, 'dmoclient');
    await sql.query("UPDATE cash_balances SET amount = amount + 5000 WHERE account_id = $1 AND currency = 'EUR'", [account]);
    const k = key();
    const first = await order(A, onA, 1000, k);
    expect(first.status).toBe(200);
    const retry = await order(B, onB, 1000, k);
    expect(retry).toMatchObject({ status: 200, headers: { 'idempotent-replayed': 'true' }, body: first.body });
    const k2 = key();
    const both = await Promise.all([order(A, onA, 1000, k2), order(B, onB, 1000, k2)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(both[0].body).toEqual(both[1].body);
    const stored = await one<{ n: number }>('SELECT count(*) AS n FROM orders WHERE idempotency_key = $1', [k2]);
    expect(Number(stored.n)).toBe(1);
  });

  it('the login rate limit counts attempts made on A and on B together', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    // A different unknown user each time, so that only the address is counted (not a per-user limit).
    let tries = 0;
    const attempt = (port: number, headers: Record<string, string> = from) =>
      http(port, 'POST', '/api/authentication', { body: { UserName: `dmonosuchuser${++tries}`, Password: 'wrong-password-1' }, headers });
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT; i++) statuses.push((await attempt(i % 2 ? B : A)).status);
    expect(statuses).toEqual(Array(LOGIN_LIMIT).fill(401));
    for (const port of [A, B]) expect(await attempt(port)).toMatchObject({ status: 429, body: { Message: MESSAGES.tooManyRequests } });
    // Another address is not limited by them.
    expect((await attempt(B, { 'x-forwarded-for': '203.0.113.78' })).status).toBe(401);
  });

  it('two settlements at once, beside orders on A and B, fill each order line once', async () => {
    const onA = await login(A, 'dmoclient');
    const onB = await login(B, 'dmoclient');
    const onB2 = await login(B, 'dmoclient2');
    await sql.query("UPDATE cash_balances SET amount = amount + 100000 WHERE account_id = $1 AND currency = 'EUR'", [account]);
    for (let i = 0; i < 6; i++) expect(await order(i % 2 ? B : A, i % 2 ? onB : onA, 1000)).toMatchObject({ status: 200 });
    const settle = () =>
      new Promise<{ code: number | null; out: string }>((done) => {
        const child = spawn(TSX, ['scripts/settle.ts'], { cwd: ROOT, env: env(0), stdio: ['ignore', 'pipe', 'pipe'] });
        let out = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        child.stderr.on('data', (d: Buffer) => (out += d.toString()));
        child.on('exit', (code) => done({ code, out }));
      });
    const settling = Promise.all([settle(), settle()]);
    // Live trading meanwhile, on both nodes.
    let trading = true;
    const traded: number[] = [];
    const trader = (async () => {
      for (let i = 0; trading && i < 60; i++) traded.push((await order(i % 2 ? B : A, i % 2 ? onB : onA, 1000)).status);
    })();
    const runs = await settling;
    trading = false;
    await trader;
    expect(runs.map((r) => r.code)).toEqual([0, 0]);
    expect(traded.length).toBeGreaterThan(0);
    expect(traded.every((s) => s === 200)).toBe(true);
    // Each filled line has exactly one security booking and one fill; no line is booked twice.
    const twice = await one<{ n: number }>(`SELECT count(*) AS n FROM (SELECT order_line_id FROM transactions WHERE kind = 'security'
      AND order_line_id IS NOT NULL GROUP BY order_line_id HAVING count(*) > 1) t`);
    expect(Number(twice.n)).toBe(0);
    const unbooked = await one<{ n: number }>(`SELECT count(*) AS n FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE o.idempotency_key LIKE 'multinode-%' AND l.status = 'Filled'
      AND (SELECT count(*) FROM transactions t WHERE t.order_line_id = l.id AND t.kind = 'security') <> 1`);
    expect(Number(unbooked.n)).toBe(0);
    const filled = await one<{ n: number }>("SELECT count(*) AS n FROM order_lines WHERE account_id = $1 AND status = 'Filled'", [account]);
    expect(Number(filled.n)).toBeGreaterThanOrEqual(6);
    expect(await invariants()).toEqual({ reservedNotOpenPayments: 0, belowFloor: 0 });
    // What the settlement processes wrote reached both nodes' summaries.
    const pending = await one<{ s: number }>(
      "SELECT coalesce(sum(amount), 0) AS s FROM order_payments WHERE account_id = $1 AND open = 1 AND currency = 'EUR'",
      [account],
    );
    for (const [port, token] of [
      [A, onA],
      [B, onB],
    ] as const)
      await within(1000, async () => Math.abs((await summaryOn(port, token)).PendingOrderAmount - Number(pending.s)) < 0.005);
    expect((await http(B, 'GET', '/api/accounts/summary/', { token: onB2 })).status).toBe(200);
  }, 60_000);
});
