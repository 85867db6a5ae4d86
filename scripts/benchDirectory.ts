/**
 * The client directory half of `npm run bench` (issue 14 item 6): 100,000 generated clients in a
 * temporary PostgreSQL database, searched through GET /api/clients/directory by the brand's admin
 * (whose directory is every client of the brand) at 200 req/s for ~10 s with varied terms and sorts;
 * prints p50/p95/p99 and "p95 < 50 ms: met / NOT met". `npm run bench -- --directory` runs this case
 * alone. The database is made from BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 * and dropped afterwards.
 *
 * The generator is deterministic and runs in the database (INSERT … SELECT over generate_series):
 * client i gets a first and a last name from fixed lists, user name gen0000i, an e-mail, 1–3 EUR
 * accounts GEN-000000i-k with a cash balance each, so positions are real figures.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { call, login, startServer, type Server } from './benchApiServers';
import { runWorker } from './benchApiWorker';

export const DIRECTORY_CLIENTS = 100_000;
/** Requests a second (BENCH_DIRECTORY_RATE changes it, for finding where the time goes). */
const RATE = Number(process.env.BENCH_DIRECTORY_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_DIRECTORY_SECONDS ?? 10);
const TARGET_P95_MS = 50;
const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const FIRST = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Elif',
  'Farid',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kira',
  'Lukas',
  'Mila',
  'Noah',
  'Olga',
  'Paul',
  'Quinn',
  'Rosa',
  'Samir',
  'Tara',
];
const LAST = [
  'Andersen',
  'Bauer',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fischer',
  'Garcia',
  'Hoffmann',
  'Ivanova',
  'Jansen',
  'Keller',
  'Lindqvist',
  'Moreau',
  'Nowak',
  'Oliveira',
  'Petrov',
  'Quint',
  'Rossi',
  'Schneider',
  'Tanaka',
  'Underwood',
  'Vogel',
  'Weber',
  'Xu',
  'Yilmaz',
  'Zimmermann',
  'Oberhauser-Lind',
  'Van der Berg',
  'Murphy',
  'Novak',
];

/** The terms searched, in turn: names, parts of names, user names, e-mails, account numbers, misses. */
export function directoryQueries(): string[] {
  const terms = [
    ...LAST.slice(0, 12).map((l) => l.toLowerCase()),
    'ander',
    'ossi',
    'mann',
    'clara fischer',
    'paul nowak',
    'hugo',
    'tara',
    'gen00412',
    'gen0123',
    'gen09876',
    'gen045678',
    'gen000777@',
    'gen-0001234',
    'gen-0099999-2',
    'gen-00500',
    'gen-0042',
    'zzz-no-such-client',
    'qqq',
  ];
  const sorts = ['name', '-name', 'accounts', '-accounts'];
  const queries: string[] = [];
  terms.forEach((term, i) => {
    const sort = sorts[i % sorts.length];
    const page = 1 + (i % 3);
    queries.push(`/api/clients/directory?search=${encodeURIComponent(term)}&sort=${sort}&page=${page}&pageSize=25`);
  });
  // The directory as it opens (no search), first and a later page.
  queries.push('/api/clients/directory?sort=name&page=1&pageSize=25', '/api/clients/directory?sort=-name&page=40&pageSize=25');
  return queries;
}

async function admin(sql: string) {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const list = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(', ')}]`;

/** Writes the generated clients, their accounts and cash into the seeded database (brand dmo, consultant dmoconsultant). */
export async function generateClients(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO users (username, password_hash, role, white_label_id, first_name, last_name, email, phone, consultant_id,
         cphq_user, details_updated, boston_id, transaction_fee_signed, can_purchase, can_sell, created_at)
       SELECT 'gen' || lpad(i::text, 7, '0'), t.password_hash, 'client', t.white_label_id,
         (${list(FIRST)})[1 + i % ${FIRST.length}], (${list(LAST)})[1 + (i * 7) % ${LAST.length}],
         'gen' || lpad(i::text, 7, '0') || '@bench.example.test', t.phone, t.consultant_id,
         t.cphq_user, t.details_updated, 'GEN-' || i, t.transaction_fee_signed, t.can_purchase, t.can_sell, t.created_at
       FROM generate_series(1, ${DIRECTORY_CLIENTS}) AS i, (SELECT * FROM users WHERE username = 'dmoclient') AS t`,
    );
    await client.query(
      `INSERT INTO accounts (number, user_id, type_code, currency, is_dfm, allowed_to_purchase, allowed_to_sell, min_cash_balance, created_at)
       SELECT 'GEN-' || substr(u.username, 4) || '-' || k, u.id, t.type_code, 'EUR', 0, 1, 1, 0, t.created_at
       FROM users u CROSS JOIN generate_series(1, 3) AS k, (SELECT * FROM accounts WHERE number = 'DMO-100101') AS t
       WHERE u.username LIKE 'gen%' AND k <= 1 + u.id % 3`,
    );
    await client.query(
      `INSERT INTO cash_balances (account_id, currency, amount)
       SELECT a.id, 'EUR', (a.id * 7919) % 1000000 FROM accounts a WHERE a.number LIKE 'GEN-%'`,
    );
    await client.query('COMMIT');
    // As autovacuum would leave it: statistics, and the visibility map that lets counts read indexes alone.
    await client.query('VACUUM ANALYZE');
  } finally {
    await client.end();
  }
}

/**
 * Makes (or, with `keep`, reuses) the database `name` on the bench's PostgreSQL server: the demo
 * seed plus DIRECTORY_CLIENTS generated clients, random_page_cost as for SSD. Answers its URL.
 */
export async function directoryDatabase(name: string, keep = false): Promise<string> {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  const exists = (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount;
  await client.end();
  if (keep && exists) {
    // Brings an older copy up to date (new migrations, which also fill what they add).
    const { prepareDatabase } = await import('../server/db/setup');
    await (await prepareDatabase({ databaseUrl: url.toString(), seed: 'demo' })).close();
    return url.toString();
  }
  await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${name}`);
  // The planner's cost of a random read on SSD or cached storage, as PostgreSQL's documentation
  // advises for such servers (the default 4 is for spinning disks): with it the account-number
  // match joins its clients by primary key instead of scanning every client (docs: bench notes).
  await admin(`ALTER DATABASE ${name} SET random_page_cost = 1.1`);
  let t = Date.now();
  const { prepareDatabase } = await import('../server/db/setup');
  const db = await prepareDatabase({ databaseUrl: url.toString(), seed: 'demo' });
  await db.close();
  const seeded = Date.now() - t;
  t = Date.now();
  await generateClients(url.toString());
  console.log(
    `client directory bench: PostgreSQL database with the demo seed (${seeded} ms) + ${DIRECTORY_CLIENTS.toLocaleString('en')} generated clients, their accounts and cash (${Date.now() - t} ms)`,
  );
  return url.toString();
}

/**
 * Stops the server and reads what benchServerTiming.cjs recorded in it: the requests that started
 * between `from` and `to` (the measured run), as p50/p95/p99 in ms.
 */
async function serverTimings(server: Server, file: string, from: number, to: number) {
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
  for (let i = 0; i < 50 && !existsSync(file); i++) await new Promise((r) => setTimeout(r, 100));
  const all = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as [number, number][]) : [];
  const ms = all
    .filter(([at]) => at >= from && at <= to)
    .map(([, d]) => d)
    .sort((a, b) => a - b);
  const q = (p: number) => (ms.length ? ms[Math.min(ms.length - 1, Math.floor(p * ms.length))] : Number.NaN);
  return { n: ms.length, p50: q(0.5), p95: q(0.95), p99: q(0.99) };
}

/** Drops a database made by directoryDatabase. */
export const dropDirectoryDatabase = (name: string) => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

/** The directory bench's database (named by this process, so one bench never drops another's). */
export const DIRECTORY_BENCH_DB = `tessera_bench_directory_${process.pid}`;

/** The client directory case, on DIRECTORY_BENCH_DB made here or `prepared` (its URL); the database is dropped after. */
export async function directoryBench(prepared?: string): Promise<void> {
  const name = DIRECTORY_BENCH_DB;
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-directory-'));
  let server: Server | undefined;
  try {
    const url = prepared ?? (await directoryDatabase(name));
    const timingFile = join(dir, 'server-timing.json');
    server = await startServer(dir, '', url, {
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${join(__dirname, 'benchServerTiming.cjs')}`.trim(),
      BENCH_SERVER_TIMING_FILE: timingFile,
    });
    const token = await login(server.port, 'dmoadmin');
    const queries = directoryQueries();
    const opened = JSON.parse((await call(server.port, 'GET', queries.at(-2)!, undefined, token)).text) as { Data: { TotalCount: number } };
    const paths = queries.map((q) => `http://127.0.0.1:${server!.port}${q}`);
    // Warm-up (JIT, plans, the database's cache), not counted.
    await runWorker({ url: paths[0], paths, token, seconds: 2, connections: 10, rate: RATE, method: 'GET' });
    const from = Date.now();
    const r = await runWorker({ url: paths[0], paths, token, seconds: SECONDS, connections: 10, rate: RATE, method: 'GET' });
    const to = Date.now();
    const inServer = await serverTimings(server, timingFile, from, to);
    server = undefined;
    console.log(
      `  client directory search, ${opened.Data.TotalCount.toLocaleString('en')} clients in dmoadmin's directory, ${queries.length} varied searches/sorts/pages paced at ${RATE} req/s for ${SECONDS} s (10 connections): ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, non-2xx/errors ${r.other + r.errors} — target p95 < ${TARGET_P95_MS} ms: ${r.p95 < TARGET_P95_MS && r.other + r.errors === 0 ? 'met' : 'NOT met'}`,
    );
    console.log(
      `  inside the server (Node's request event to the response's finish, ${inServer.n} requests of the measured run): p50 ${inServer.p50.toFixed(1)} ms, p95 ${inServer.p95.toFixed(1)} ms, p99 ${inServer.p99.toFixed(1)} ms; the load generator used ${(r.cpuMs / 1000).toFixed(1)} s of CPU in ${r.seconds.toFixed(0)} s`,
    );
  } finally {
    server?.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await dropDirectoryDatabase(name);
    rmSync(dir, { recursive: true, force: true });
  }
}
