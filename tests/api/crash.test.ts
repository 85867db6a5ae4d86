/** @jest-environment node */
/**
 * Crash safety (issue 15 item 3): the real server runs as a child process on its own database, a
 * storm of orders from several demo clients (and an adviser acting as one) hits it, the process is
 * killed with SIGKILL mid-storm and started again on the same database. Then every order answered
 * 200 must be stored with that answer, none twice, the reserved cash must equal the open orders'
 * payments, no account below its minimum, and a retried Idempotency-Key must get its first answer.
 * `CRASH_ROUNDS` sets the kill-and-restart rounds per database (2 by default).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../server/db/database';
import { DEMO_PASSWORD, DMO_HOST, NBC_HOST } from './support/http';
import { dialects, freshDatabase, TEST_JWT_SECRET, type DialectName } from './support/testApp';

const ROOT = resolve(__dirname, '../..');
const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 2);
/** Parallel connections of the storm. */
const CONNECTIONS = 12;
/** The storm is killed once this many orders were answered 200 in the round (or after KILL_AFTER_MS). */
const KILL_AFTER_ORDERS = 60;
const KILL_AFTER_MS = 4_000;
const FUND = 'Halvern Reade Global Equity Fund A Acc EUR';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the order answer; the test reads its fields
}

/** One HTTP call to the server on `port` (a lost connection rejects). */
function callServer(
  port: number,
  agent: Agent,
  method: string,
  path: string,
  options: { host?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((res, rej) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          host: options.host ?? DMO_HOST,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('error', rej);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          res({ status: response.statusCode ?? 0, headers: response.headers, body });
        });
      },
    );
    req.on('error', rej);
    req.end(payload);
  });
}

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
  });
}

/** `node --import tsx server/main.ts`: one process (the tsx CLI would put a parent in front that SIGKILL leaves orphaned). */
async function startServer(databaseUrl: string, dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOGIN_RATE_LIMIT: '10000',
      SEED: 'demo',
      WORKERS: '1',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4000)));
  const agent = new Agent();
  const deadline = Date.now() + 150_000;
  try {
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
      const up = await callServer(port, agent, 'GET', '/api/whitelabel').catch(() => undefined);
      if (up?.status === 200) return child;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    agent.destroy();
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer within 150 s: ${stderr}`);
}

async function killServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

/** Requests whose answer the kill lost but whose order had been stored (their retry was a replay). */
let lostButStored = 0;

/** A demo client placing orders: as themself, or through an adviser's "log in as". */
interface Trader {
  label: string;
  username: string;
  host: string;
  account: string;
  viaAdviser?: string;
}
const TRADERS: Trader[] = [
  { label: 'dmoclient', username: 'dmoclient', host: DMO_HOST, account: 'DMO-100101' },
  { label: 'dmoclient2', username: 'dmoclient2', host: DMO_HOST, account: 'DMO-100201' },
  { label: 'nbcclient', username: 'nbcclient', host: NBC_HOST, account: 'NBC-200101' },
  { label: 'dmoconsultant as dmoclient', username: 'dmoclient', host: DMO_HOST, account: 'DMO-100101', viaAdviser: 'dmoconsultant' },
];

/** One order request of the storm and what came of it. */
interface Attempt {
  trader: Trader;
  userId: number;
  key: string;
  body: unknown;
  status?: number;
  answer?: Answer['body'];
  lost?: boolean;
}

/** The answer without the order form links, which are signed afresh (with a new expiry) for every answer. */
const stable = (answer: Answer['body']) => ({ ...answer, PDFDetails: { ...answer.PDFDetails, PDFUrls: undefined } });

describe.each(dialects)('crash safety on %s', (dialect: DialectName) => {
  let removeDatabase: (() => Promise<void>) | undefined;
  let dataDir = '';
  let databaseUrl = '';
  let server: ChildProcess | undefined;
  let db: Db | undefined;

  beforeAll(async () => {
    const fresh = await freshDatabase(dialect, 'demo');
    databaseUrl = fresh.url;
    removeDatabase = fresh.remove;
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-crash-data-'));
    lostButStored = 0;
  });

  afterAll(async () => {
    if (server) await killServer(server);
    await db?.close();
    await removeDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it(`keeps every answered order whole through ${ROUNDS} SIGKILLs mid-storm`, async () => {
    const port = await freePort();
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const attempts: Attempt[] = [];
    let killed = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      server = await startServer(databaseUrl, dataDir, port);
      db ??= openDatabase(databaseUrl);
      const ids = await idsOf(db);
      const tokens = await loginAll(port, agent, ids);
      // Keys of the rounds before whose answer was lost to the kill: retried first, as a client would.
      await retryLost(port, agent, attempts, tokens);
      await verify(db, port, agent, attempts, tokens);

      let answered = 0;
      let serial = 0;
      const place = async (attempt: Attempt) => {
        const res = await callServer(port, agent, 'POST', '/api/products/ProcessTrade', {
          host: attempt.trader.host,
          token: tokens.get(attempt.trader.label),
          body: attempt.body,
          headers: { 'idempotency-key': attempt.key },
        });
        attempt.status = res.status;
        attempt.answer = res.status === 200 ? res.body.Data : res.body;
      };
      // One order of each trader first: the first order of a process builds the product catalogue (seconds).
      for (const trader of TRADERS) {
        const attempt = {
          trader,
          userId: ids.users.get(trader.username)!,
          key: `crash-${dialect}-${round}-warm-${trader.label.replace(/ /g, '-')}`,
          body: orderBody(ids, trader, 1000),
        };
        attempts.push(attempt);
        await place(attempt);
      }
      const started = Date.now();
      const storm = async (worker: number) => {
        while (server!.exitCode === null && server!.signalCode === null) {
          const trader = TRADERS[serial % TRADERS.length];
          const repeat = serial % 7 === 6 ? attempts.filter((a) => a.trader === trader && a.status === 200).at(-1) : undefined;
          const attempt: Attempt = repeat
            ? { ...repeat, status: undefined, answer: undefined }
            : {
                trader,
                userId: ids.users.get(trader.username)!,
                key: `crash-${dialect}-${round}-${worker}-${serial}`,
                body: orderBody(ids, trader, 1000 * (1 + (serial % 2))),
              };
          serial++;
          attempts.push(attempt);
          try {
            await place(attempt);
            if (attempt.status === 200 && ++answered === KILL_AFTER_ORDERS) void killServer(server!);
          } catch {
            attempt.lost = true;
            return;
          }
        }
      };
      const timer = setTimeout(() => void killServer(server!), KILL_AFTER_MS);
      await Promise.all(Array.from({ length: CONNECTIONS }, (_, w) => storm(w)));
      clearTimeout(timer);
      await killServer(server);
      killed++;
      const statuses: Record<string, number> = {};
      for (const a of attempts)
        statuses[a.lost ? 'lost' : `${a.status} ${a.status === 200 ? '' : a.answer?.Message}`] =
          (statuses[a.lost ? 'lost' : `${a.status} ${a.status === 200 ? '' : a.answer?.Message}`] ?? 0) + 1;
      console.log(
        `crash ${dialect} round ${round}: ${answered} orders answered 200 in ${Date.now() - started} ms, then SIGKILL; answers so far: ${JSON.stringify(statuses)}`,
      );
      agent.destroy();
    }

    // The last restart: everything answered before any kill is there, whole, once.
    server = await startServer(databaseUrl, dataDir, port);
    const ids = await idsOf(db!);
    const agentAfter = new Agent({ keepAlive: true });
    const tokens = await loginAll(port, agentAfter, ids);
    await verify(db!, port, agentAfter, attempts, tokens);
    await retryLost(port, agentAfter, attempts, tokens);
    await verify(db!, port, agentAfter, attempts, tokens);
    agentAfter.destroy();
    const ok = attempts.filter((a) => a.status === 200).length;
    expect(killed).toBe(ROUNDS);
    expect(ok).toBeGreaterThan(0);
    console.log(
      `crash ${dialect}: ${attempts.length} order requests, ${ok} answered 200, ${ROUNDS} SIGKILLs, every invariant held; ${lostButStored} answers lost to a kill had their order stored, and their retry replayed it`,
    );
  }, 240_000);
});

interface Ids {
  users: Map<string, number>;
  accounts: Map<string, number>;
  isin: string;
}

async function idsOf(db: Db): Promise<Ids> {
  const users = await db.kysely.selectFrom('users').select(['id', 'username']).execute();
  const accounts = await db.kysely.selectFrom('accounts').select(['id', 'number']).execute();
  const fund = await db.kysely.selectFrom('products').select('isin').where('name', '=', FUND).executeTakeFirstOrThrow();
  return {
    users: new Map(users.map((u) => [u.username, u.id])),
    accounts: new Map(accounts.map((a) => [a.number, a.id])),
    isin: fund.isin,
  };
}

function orderBody(ids: Ids, trader: Trader, amount: number) {
  return {
    PurchasedFunds: [{ ISIN: ids.isin, TradeOptions: 'Amount', TradeValue: amount }],
    SoldFunds: [],
    CheckoutOnline: true,
    CheckoutDocusign: false,
    ConfirmDuplicate: true,
    UserInfo: { PlatformId: ids.accounts.get(trader.account)! },
  };
}

/** A token per trader: a client's own, or the adviser's "log in as" token for the client. */
async function loginAll(port: number, agent: Agent, ids: Ids): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  for (const trader of TRADERS) {
    const res = await callServer(port, agent, 'POST', '/api/authentication', {
      host: trader.host,
      body: { UserName: trader.viaAdviser ?? trader.username, Password: DEMO_PASSWORD },
    });
    if (res.status !== 200) throw new Error(`login of ${trader.label} answered ${res.status}`);
    let token = res.body.Data.Token as string;
    if (trader.viaAdviser) {
      const access = await callServer(port, agent, 'GET', `/api/authentication/clientaccess?clientId=${ids.users.get(trader.username)}`, {
        host: trader.host,
        token,
      });
      if (access.status !== 200) throw new Error(`log in as ${trader.username} answered ${access.status}`);
      token = access.body.Data.Token as string;
    }
    tokens.set(trader.label, token);
  }
  return tokens;
}

/** Sends each lost request again with its key and body: it is then either the stored order's replay or placed now. */
async function retryLost(port: number, agent: Agent, attempts: Attempt[], tokens: Map<string, string>) {
  const stored = new Map(attempts.filter((a) => a.status === 200).map((a) => [`${a.userId}/${a.key}`, a]));
  for (const a of attempts.filter((x) => x.lost)) {
    const res = await callServer(port, agent, 'POST', '/api/products/ProcessTrade', {
      host: a.trader.host,
      token: tokens.get(a.trader.label),
      body: a.body,
      headers: { 'idempotency-key': a.key },
    });
    a.lost = false;
    if (res.headers['idempotent-replayed'] === 'true') lostButStored++;
    a.status = res.status;
    a.answer = res.status === 200 ? res.body.Data : res.body;
    const first = stored.get(`${a.userId}/${a.key}`);
    if (first) expect({ key: a.key, answer: stable(a.answer) }).toEqual({ key: a.key, answer: stable(first.answer) });
    else if (res.status === 200) stored.set(`${a.userId}/${a.key}`, a);
    // A refusal (e.g. the cash ran out) carries its Message and leaves nothing behind (checked by verify).
    else expect(typeof res.body?.Message).toBe('string');
  }
}

/** The invariants, read from the database, and every answered key retried once more. */
async function verify(db: Db, port: number, agent: Agent, attempts: Attempt[], tokens: Map<string, string>) {
  const rows = await db.kysely
    .selectFrom('orders')
    .select(['id', 'user_id', 'idempotency_key', 'response_json'])
    .where('idempotency_key', 'like', 'crash-%')
    .execute();
  const byKey = new Map<string, (typeof rows)[number][]>();
  for (const r of rows) byKey.set(`${r.user_id}/${r.idempotency_key}`, [...(byKey.get(`${r.user_id}/${r.idempotency_key}`) ?? []), r]);

  // No order stored twice, and none stored under a key that was never sent.
  const sent = new Set(attempts.map((a) => `${a.userId}/${a.key}`));
  expect([...byKey].filter(([, list]) => list.length > 1).map(([k]) => k)).toEqual([]);
  expect([...byKey.keys()].filter((k) => !sent.has(k))).toEqual([]);

  // Every order answered 200 is stored, with the answer it was given.
  const answered = attempts.filter((a) => a.status === 200);
  const missing = answered.filter((a) => byKey.get(`${a.userId}/${a.key}`)?.[0].id !== a.answer.OrderId);
  expect(missing.map((a) => `${a.key} → order ${a.answer.OrderId}`)).toEqual([]);
  for (const a of answered) {
    expect(stable(JSON.parse(byKey.get(`${a.userId}/${a.key}`)![0].response_json))).toEqual(stable(a.answer));
  }
  // A refused order left no order behind (unless a retry of its key was answered 200).
  const refused = attempts.filter((a) => a.status !== undefined && a.status !== 200 && !answered.some((b) => b.key === a.key));
  expect(refused.filter((a) => byKey.has(`${a.userId}/${a.key}`)).map((a) => a.key)).toEqual([]);

  // Reservations equal open orders, and no account below its minimum balance.
  const { rows: mismatch } = await sql<{ account_id: number; currency: string; reserved: number; open: number }>`
    SELECT c.account_id, c.currency, c.reserved,
      COALESCE((SELECT SUM(p.amount) FROM order_payments p WHERE p.account_id = c.account_id AND p.currency = c.currency AND p.open = 1), 0) AS open
    FROM cash_balances c`.execute(db.kysely);
  expect(mismatch.filter((m) => Math.abs(Number(m.reserved) - Number(m.open)) > 0.005)).toEqual([]);
  const { rows: below } = await sql<{ account_id: number; currency: string }>`
    SELECT c.account_id, c.currency FROM cash_balances c JOIN accounts a ON a.id = c.account_id
    WHERE c.amount - c.reserved < a.min_cash_balance - 0.005 OR c.reserved < -0.005`.execute(db.kysely);
  expect(below).toEqual([]);

  // A retried key gets its first answer, marked as a replay, and places nothing new.
  const firstOf = new Map<string, Attempt>();
  for (const a of answered) if (!firstOf.has(`${a.userId}/${a.key}`)) firstOf.set(`${a.userId}/${a.key}`, a);
  for (const a of firstOf.values()) {
    const res = await callServer(port, agent, 'POST', '/api/products/ProcessTrade', {
      host: a.trader.host,
      token: tokens.get(a.trader.label),
      body: a.body,
      headers: { 'idempotency-key': a.key },
    });
    expect({ key: a.key, status: res.status, replayed: res.headers['idempotent-replayed'] }).toEqual({
      key: a.key,
      status: 200,
      replayed: 'true',
    });
    expect(stable(res.body.Data)).toEqual(stable(a.answer));
  }
  const after = await db.kysely
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('idempotency_key', 'like', 'crash-%')
    .executeTakeFirstOrThrow();
  expect(Number(after.n)).toBe(rows.length);
}
