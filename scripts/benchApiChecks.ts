/**
 * The API bench's reads of its database, the same SQL on SQLite and PostgreSQL: the trader's
 * accounts and orders, and the consistency check after ProcessTrade (orders stored = orders answered,
 * no account below its minimum cash, reserved cash = open order payments, and the account summary's
 * AvailableBalance and PendingOrderAmount agreeing with the open orders).
 */
import BetterSqlite3 from 'better-sqlite3';
import { Client } from 'pg';
import { call } from './benchApiServers';

/** A reader of the bench's main database; SQL is written with `?` parameters for both. */
export interface BenchDb {
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** The SQLite file, read-only (WAL lets it read while the server writes). */
export function sqliteReader(file: string): BenchDb {
  const db = new BetterSqlite3(file, { readonly: true });
  return {
    all: <T>(sql: string, params: unknown[] = []) => Promise.resolve(db.prepare(sql).all(...params) as T[]),
    close: () => Promise.resolve(void db.close()),
  };
}

/** A PostgreSQL connection; `?` become `$1`, `$2`…; counts (bigint) and sums (numeric) come back as numbers. */
export async function pgReader(url: string): Promise<BenchDb> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return {
    all: async <T>(sql: string, params: unknown[] = []) => {
      let n = 0;
      const rows = (
        await client.query(
          sql.replace(/\?/g, () => `$${++n}`),
          params,
        )
      ).rows as Record<string, unknown>[];
      return rows.map((r) =>
        Object.fromEntries(Object.entries(r).map(([k, v]) => [k, typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v])),
      ) as T[];
    },
    close: () => client.end(),
  };
}

export interface Trader {
  id: number;
  accounts: number[];
  fundIsin: string;
  orders: () => Promise<number>;
}

export async function traderOf(db: BenchDb): Promise<Trader> {
  const [{ id }] = await db.all<{ id: number }>("SELECT id FROM users WHERE username = 'dmobenchtrader'");
  const accounts = (await db.all<{ id: number }>('SELECT id FROM accounts WHERE user_id = ? ORDER BY id', [id])).map((r) => r.id);
  const [{ isin }] = await db.all<{ isin: string }>("SELECT isin FROM products WHERE name = 'Halvern Reade Global Equity Fund A Acc EUR'");
  const orders = async () => (await db.all<{ n: number }>('SELECT COUNT(*) AS n FROM orders WHERE user_id = ?', [id]))[0].n;
  return { id, accounts, fundIsin: isin, orders };
}

export interface TradeChecks {
  inconsistencies: number;
  /** The line printed under the ProcessTrade figure. */
  text: string;
}

/** The consistency check after every ProcessTrade run (the server still up, the trader's token given). */
export async function tradeChecks(
  db: BenchDb,
  trader: Trader,
  answers: { ok: number; orders: number }[],
  port: number,
  token: string,
): Promise<TradeChecks> {
  const answered = answers.reduce((s, a) => s + a.ok, 0);
  const ordered = answers.reduce((s, a) => s + a.orders, 0);
  const perRun = answers.every((a) => a.ok === a.orders);
  const [belowZero] = await db.all<{ n: number }>(
    `SELECT COUNT(*) AS n FROM cash_balances c JOIN accounts a ON a.id = c.account_id
      WHERE a.user_id = ? AND c.amount - c.reserved < a.min_cash_balance - 0.005`,
    [trader.id],
  );
  const [reservedMismatch] = await db.all<{ n: number }>(
    `SELECT COUNT(*) AS n FROM cash_balances c JOIN accounts a ON a.id = c.account_id WHERE a.user_id = ?
      AND ABS(c.reserved - COALESCE((SELECT SUM(p.amount) FROM order_payments p WHERE p.account_id = c.account_id AND p.currency = c.currency AND p.open = 1), 0)) > 0.005`,
    [trader.id],
  );
  const openAmounts = new Map(
    (
      await db.all<{ account_id: number; amount: number }>(
        `SELECT l.account_id, SUM(l.amount) AS amount FROM order_lines l JOIN accounts a ON a.id = l.account_id
          WHERE a.user_id = ? AND l.status IN ('Pending', 'AwaitingSignature') GROUP BY l.account_id`,
        [trader.id],
      )
    ).map((r) => [Number(r.account_id), Number(r.amount)]),
  );
  const summaries = JSON.parse((await call(port, 'GET', '/api/accounts/summary/', undefined, token)).text).Data as {
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
    (perRun ? 0 : 1) + belowZero.n + reservedMismatch.n + availableWrong.length + (summaries.length === trader.accounts.length ? 0 : 1);
  const text =
    `    checks: orders in the database ${ordered} = 200 answers ${answered}: ${ordered === answered && perRun ? 'yes' : 'NO'}; accounts below zero available cash: ${belowZero.n};` +
    ` accounts whose reserved cash differs from their open order payments: ${reservedMismatch.n}; accounts where cash minus open orders differs from AvailableBalance (or PendingOrderAmount from the open orders): ${availableWrong.length} of ${summaries.length}`;
  return { inconsistencies, text };
}
