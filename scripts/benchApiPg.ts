/**
 * The API cases of `npm run bench` on PostgreSQL (issue 15 item 9, issue 16 item 6): two fresh databases
 * made from the demo seed — one with the funded trade accounts, one with the 50,000 generated products,
 * as the SQLite cases have them — the same cases (scripts/benchApi.ts runApiCases) with one server
 * process and then with two (WORKERS=2: node:cluster's primary hands the connections out in turn, so the
 * load tool and its 50 connections stay as they are), the consistency check after ProcessTrade, and the
 * databases dropped afterwards. `npm run bench -- --api-pg` runs these cases alone.
 *
 * BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) is where the databases are created.
 * BENCH_API_PG_ROUNDS sets the rounds (default 1 in the whole bench, to keep it near 8 minutes; with
 * --api-pg alone BENCH_API_ROUNDS, default 3).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { runApiCases, type ApiFigures, type ApiTargets } from './benchApi';
import { pgReader } from './benchApiChecks';
import { GENERATED_PRODUCTS, TRADE_ACCOUNTS } from './benchApiServers';

const ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Issue 16 item 6: PostgreSQL with one server process. */
export const PG_ONE_TARGETS: ApiTargets = { summaryRps: 8000, search50kPacedP95: 50, tradeRate: 1500 };
/** Issue 15 item 9: PostgreSQL with two server processes. */
export const PG_TWO_TARGETS: ApiTargets = { summaryRps: 5000, tradeRate: 1500 };

async function withClient<T>(url: string, work: (c: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const urlOf = (name: string) => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

const dropDatabase = (name: string) => withClient(ADMIN_URL, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

/**
 * A fresh database `name` with the demo seed (random_page_cost as for SSD, as the directory bench has it),
 * or a copy of `template` (CREATE DATABASE … TEMPLATE: a file copy, faster than seeding again).
 */
async function seededPgDatabase(name: string, template?: string): Promise<string> {
  await dropDatabase(name);
  await withClient(ADMIN_URL, async (c) => {
    await c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
    await c.query(`ALTER DATABASE ${name} SET random_page_cost = 1.1`);
  });
  if (!template) {
    const { prepareDatabase } = await import('../server/db/setup');
    await (await prepareDatabase({ databaseUrl: urlOf(name), seed: 'demo' })).close();
  }
  return urlOf(name);
}

/**
 * `INSERT INTO table (every column but id) SELECT …` from rows of `from` (alias t): each column as the
 * template has it (t.col) unless `changes` gives an SQL expression for it.
 */
async function copyColumns(c: Client, table: string, changes: Record<string, string>) {
  const cols = (
    await c.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name <> 'id' ORDER BY ordinal_position",
      [table],
    )
  ).rows.map((r) => r.column_name);
  return {
    into: cols.map((col) => `"${col}"`).join(', '),
    select: cols.map((col) => changes[col] ?? `t."${col}"`).join(', '),
  };
}

/** As benchApiServers' addTradeAccounts: `dmobenchtrader` (dmoclient's password) with TRADE_ACCOUNTS EUR accounts of 1,000,000,000 each. */
async function addTradeAccountsPg(url: string) {
  await withClient(url, async (c) => {
    await c.query('BEGIN');
    const user = await copyColumns(c, 'users', {
      username: "'dmobenchtrader'",
      email: "'benchtrader@dmo.example.com'",
      boston_id: "'BENCH-TRADER'",
    });
    const userId = (
      await c.query<{ id: number }>(
        `INSERT INTO users (${user.into}) SELECT ${user.select} FROM users t WHERE t.username = 'dmoclient' RETURNING id`,
      )
    ).rows[0].id;
    const account = await copyColumns(c, 'accounts', {
      number: "'BENCH-' || lpad(i::text, 6, '0')",
      user_id: String(Number(userId)),
      currency: "'EUR'",
      is_dfm: '0',
      allowed_to_purchase: '1',
      allowed_to_sell: '1',
      min_cash_balance: '0',
    });
    await c.query(
      `WITH made AS (INSERT INTO accounts (${account.into}) SELECT ${account.select}
         FROM accounts t, generate_series(1, ${TRADE_ACCOUNTS}) AS i WHERE t.number = 'DMO-100101' ORDER BY i RETURNING id)
       INSERT INTO cash_balances (account_id, currency, amount) SELECT id, 'EUR', 1000000000 FROM made`,
    );
    await c.query('COMMIT');
  });
}

/**
 * As benchApiServers' addGeneratedProducts, in the database: GENERATED_PRODUCTS copies of the demo funds
 * in turn (ISIN XB000000000i0, name "… Series i+1"), each with its fund's thinned prices (the last 8 days,
 * month ends for the last 400 prices, year ends).
 */
async function addGeneratedProductsPg(url: string) {
  await withClient(url, async (c) => {
    await c.query('BEGIN');
    await c.query(
      `CREATE TEMP TABLE bench_templates ON COMMIT DROP AS
         SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS k FROM products WHERE product_type LIKE '%Fund%'`,
    );
    await c.query(
      `CREATE TEMP TABLE bench_made ON COMMIT DROP AS
         SELECT i, b.id AS template_id, 'XB' || lpad(i::text, 9, '0') || '0' AS isin
         FROM generate_series(0, ${GENERATED_PRODUCTS - 1}) AS i JOIN bench_templates b ON b.k = i % (SELECT count(*) FROM bench_templates)`,
    );
    const product = await copyColumns(c, 'products', { isin: 'm.isin', name: "t.name || ' Series ' || (m.i + 1)" });
    await c.query(
      `INSERT INTO products (${product.into}) SELECT ${product.select} FROM bench_made m JOIN products t ON t.id = m.template_id ORDER BY m.i`,
    );
    // 1.5 million prices: loaded as a bulk load is, with the table's key and index built once after
    // (the same names and columns as the migrations give them), in key order.
    await c.query('ALTER TABLE prices DROP CONSTRAINT prices_pk');
    await c.query('DROP INDEX prices_date');
    await c.query(
      `INSERT INTO prices (product_id, price_date, nav)
       SELECT p.id, k.price_date, k.nav
       FROM (SELECT product_id, price_date, nav FROM (
               SELECT product_id, price_date, nav,
                 lead(price_date) OVER (PARTITION BY product_id ORDER BY price_date) AS next,
                 row_number() OVER (PARTITION BY product_id ORDER BY price_date DESC) AS back
               FROM prices WHERE product_id IN (SELECT id FROM bench_templates)) x
             WHERE back <= 8 OR (back <= 400 AND substr(next, 1, 7) IS DISTINCT FROM substr(price_date, 1, 7))
               OR substr(next, 1, 4) IS DISTINCT FROM substr(price_date, 1, 4)) k
       JOIN bench_made m ON m.template_id = k.product_id
       JOIN products p ON p.isin = m.isin
       ORDER BY p.id, k.price_date`,
    );
    await c.query('ALTER TABLE prices ADD CONSTRAINT prices_pk PRIMARY KEY (product_id, price_date)');
    await c.query('CREATE INDEX prices_date ON prices (price_date)');
    await c.query('COMMIT');
    // As autovacuum would leave it: statistics and the visibility map.
    await c.query('VACUUM ANALYZE');
  });
}

/** The PostgreSQL cases' two databases (named by this process, so one bench never drops another's). */
const PG_API_NAMES = { main: `tessera_bench_api_${process.pid}`, big: `tessera_bench_api50k_${process.pid}` };

export interface PgApiData {
  mainUrl: string;
  bigUrl: string;
}

/** Makes the PostgreSQL cases' databases: the demo seed with the funded trade accounts, and its copy with the generated catalogue. */
export async function pgApiData(): Promise<PgApiData> {
  let t = Date.now();
  const mainUrl = await seededPgDatabase(PG_API_NAMES.main);
  const bigUrl = await seededPgDatabase(PG_API_NAMES.big, PG_API_NAMES.main);
  const seeded = Date.now() - t;
  t = Date.now();
  await addTradeAccountsPg(mainUrl);
  await addGeneratedProductsPg(bigUrl);
  console.log(
    `API bench PostgreSQL databases ready: demo seed and its copy ${seeded} ms; + ${TRADE_ACCOUNTS} funded trade accounts, + ${GENERATED_PRODUCTS.toLocaleString('en')} generated products ${Date.now() - t} ms`,
  );
  return { mainUrl, bigUrl };
}

/** Drops the PostgreSQL cases' databases, made or half made. */
export async function dropPgApiData(): Promise<void> {
  await dropDatabase(PG_API_NAMES.main);
  await dropDatabase(PG_API_NAMES.big);
}

/**
 * The PostgreSQL cases, one process then two, on the same two databases (made here unless `prepared`;
 * the second run's trade check covers the orders of both). Answers both runs' figures for the table.
 */
export async function apiPgBench(rounds: number, prepared?: PgApiData): Promise<ApiFigures[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-api-pg-'));
  const figures: ApiFigures[] = [];
  try {
    const { mainUrl, bigUrl } = prepared ?? (await pgApiData());
    const reader = await pgReader(mainUrl);
    try {
      for (const [workers, targets] of [
        [1, PG_ONE_TARGETS],
        [2, PG_TWO_TARGETS],
      ] as const) {
        const label = `PostgreSQL, ${workers} process${workers === 1 ? '' : 'es'}`;
        figures.push(await runApiCases({ label, dir, mainUrl, bigUrl, reader, rounds, targets, env: { WORKERS: String(workers) } }));
      }
    } finally {
      await reader.close();
    }
  } finally {
    await dropPgApiData();
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}
