import type BetterSqlite3 from 'better-sqlite3';
import type { Selectable } from 'kysely';
import type { AccountTable, UserTable } from '../db/schema';
import {
  cartIdsOf,
  isinsOf,
  lineRows,
  orderRow,
  productIdsOf,
  reusedKey,
  toRates,
  type CommitResult,
  type OrderCommitPath,
  type OrderContext,
} from './orderCommitPath';
import { OPEN_STATUSES } from './orderPolicy';
import { decideOrder, type OrderPlan, type OrderSnapshot } from './orderPlanning';
import { orderAnswer } from './orderAnswer';

type Sqlite = BetterSqlite3.Database;
type Statement = BetterSqlite3.Statement;
const sqliteStatements = new WeakMap<object, Record<string, Statement>>();
const OPEN_SQL = OPEN_STATUSES.map((x) => `'${x}'`).join(',');

/** Prepared once per database handle: placing an order runs these on every order (Kysely would prepare each query anew). */
function statementsOf(sqlite: Sqlite): Record<string, Statement> {
  let s = sqliteStatements.get(sqlite);
  if (!s) {
    s = {
      findByKey: sqlite.prepare('SELECT request_hash, response_json FROM orders WHERE user_id = ? AND idempotency_key = ?'),
      account: sqlite.prepare('SELECT * FROM accounts WHERE id = ?'),
      user: sqlite.prepare('SELECT * FROM users WHERE id = ?'),
      rates: sqlite.prepare('SELECT currency, rate_eur, symbol FROM currency_rates'),
      cash: sqlite.prepare('SELECT currency, amount, reserved FROM cash_balances WHERE account_id = ?'),
      held: sqlite.prepare('SELECT COALESCE(SUM(units), 0) AS units FROM holdings WHERE account_id = ? AND product_id = ?'),
      pendingSells: sqlite.prepare(
        `SELECT units, trade_option FROM order_lines WHERE account_id = ? AND product_id = ? AND transaction_type = 'Sell' AND status IN (${OPEN_SQL})`,
      ),
      orderedToday: sqlite.prepare(
        `SELECT 1 AS found FROM order_lines WHERE account_id = ? AND isin = ? AND order_date = ? AND status IN (${OPEN_SQL}) LIMIT 1`,
      ),
      cartExists: sqlite.prepare('SELECT 1 AS present FROM cart_items WHERE id = ? AND account_id = ? AND user_id = ?'),
      insertOrder:
        sqlite.prepare(`INSERT INTO orders (account_id, user_id, impersonator_id, idempotency_key, request_hash, checkout_type, status, order_date, created_at, settled_at, response_json)
        VALUES (@account_id, @user_id, @impersonator_id, @idempotency_key, @request_hash, @checkout_type, @status, @order_date, @created_at, @settled_at, @response_json)`),
      insertLine:
        sqlite.prepare(`INSERT INTO order_lines (order_id, account_id, product_id, isin, transaction_type, trade_option, trade_value, units, amount, price, currency, cart_id, cash_rebate_type, alert_json, status, order_date)
        VALUES (@order_id, @account_id, @product_id, @isin, @transaction_type, @trade_option, @trade_value, @units, @amount, @price, @currency, @cart_id, @cash_rebate_type, @alert_json, @status, @order_date)`),
      insertPayment: sqlite.prepare(
        'INSERT INTO order_payments (order_line_id, account_id, currency, amount, buy_currency, buy_amount, open) VALUES (?, ?, ?, ?, ?, ?, 1)',
      ),
      reserve: sqlite.prepare('UPDATE cash_balances SET reserved = reserved + ? WHERE account_id = ? AND currency = ?'),
      deleteCart: sqlite.prepare('DELETE FROM cart_items WHERE id = ? AND account_id = ? AND user_id = ?'),
      setResponse: sqlite.prepare('UPDATE orders SET response_json = ? WHERE id = ?'),
    };
    sqliteStatements.set(sqlite, s);
  }
  return s;
}
/** Resolves once no Kysely transaction holds the shared SQLite connection (the sync transaction must not nest in one). */
async function sqliteIdle(sqlite: Sqlite): Promise<void> {
  while (sqlite.inTransaction) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * SQLite: one order's check-and-reserve, run synchronously inside the batch's transaction (see
 * groupCommitSqlite) as a savepoint: a refused order undoes only its own writes.
 */
function placeSqlite(sqlite: Sqlite, plan: OrderPlan): CommitResult {
  const s = statementsOf(sqlite);
  const accountId = plan.account.id;
  const existing = s.findByKey.get(plan.user.id, plan.key) as { request_hash: string; response_json: string } | undefined;
  if (existing) return reusedKey(existing, plan);
  const cartIds = cartIdsOf(plan);
  const snapshot: OrderSnapshot = {
    cash: s.cash.all(accountId) as OrderSnapshot['cash'],
    held: new Map(productIdsOf(plan).map((id) => [id, (s.held.get(accountId, id) as { units: number }).units])),
    pendingSells: new Map(
      productIdsOf(plan).map((id) => {
        const rows = s.pendingSells.all(accountId, id) as { units: number; trade_option: string }[];
        return [id, { units: rows.reduce((sum, r) => sum + r.units, 0), sellAll: rows.some((r) => r.trade_option === 'SellAll') }];
      }),
    ),
    orderedToday: new Set(isinsOf(plan).filter((isin) => s.orderedToday.get(accountId, isin, plan.orderDate))),
    cartPresent: new Set(cartIds.filter((id) => s.cartExists.get(id, accountId, plan.user.id))),
  };
  const decision = decideOrder(plan, snapshot);
  const orderId = Number(s.insertOrder.run(orderRow(plan)).lastInsertRowid);
  const rows = lineRows(plan, decision, orderId);
  const buyIds = rows.buys.map((row, i) => {
    const id = Number(s.insertLine.run(row).lastInsertRowid);
    for (const p of decision.buys[i].payments) s.insertPayment.run(id, accountId, p.currency, p.amount, p.buyCurrency, p.buyAmount);
    return id;
  });
  const sellIds = rows.sells.map((row) => Number(s.insertLine.run(row).lastInsertRowid));
  for (const [currency, amount] of decision.need) s.reserve.run(amount, accountId, currency);
  for (const id of cartIds) s.deleteCart.run(id, accountId, plan.user.id);
  const answer = orderAnswer(plan, decision, orderId, buyIds, sellIds, snapshot);
  s.setResponse.run(JSON.stringify(answer), orderId);
  return { answer, replayed: false };
}

/** The most orders one SQLite transaction commits together (bounds the wait of the batch's first order). */
export const GROUP_COMMIT_MAX = 64;

interface QueuedOrder {
  plan: OrderPlan;
  resolve: (result: CommitResult) => void;
  reject: (error: unknown) => void;
}
const orderQueues = new WeakMap<Sqlite, QueuedOrder[]>();

/**
 * SQLite group commit. Making a commit durable (the WAL's fsync) costs far more than deciding an
 * order, so the orders that arrive while the event loop is busy are placed in one write transaction
 * (BEGIN IMMEDIATE, one fsync), each in its own savepoint, in arrival order. Every order is decided
 * on the figures the orders before it left (one connection, one writer, nothing interleaves), and no
 * answer is given before the commit that holds it is durable: if the commit fails, every order of the
 * batch fails and none is stored.
 */
function groupCommitSqlite(sqlite: Sqlite, plan: OrderPlan): Promise<CommitResult> {
  return new Promise((resolve, reject) => {
    let queue = orderQueues.get(sqlite);
    if (!queue) {
      queue = [];
      orderQueues.set(sqlite, queue);
      setImmediate(() => void flushOrders(sqlite));
    }
    queue.push({ plan, resolve, reject });
  });
}

async function flushOrders(sqlite: Sqlite): Promise<void> {
  const queue = orderQueues.get(sqlite)!;
  orderQueues.delete(sqlite);
  // The check-and-reserve must not nest in a Kysely transaction holding the shared connection; orders
  // arriving meanwhile start the next batch.
  await sqliteIdle(sqlite);
  for (let i = 0; i < queue.length; i += GROUP_COMMIT_MAX) {
    const batch = queue.slice(i, i + GROUP_COMMIT_MAX);
    const place = sqlite.transaction((plan: OrderPlan) => placeSqlite(sqlite, plan));
    let outcomes: ({ result: CommitResult } | { error: unknown })[];
    try {
      outcomes = sqlite
        .transaction(() =>
          batch.map(({ plan }) => {
            try {
              return { result: place(plan) };
            } catch (error) {
              return { error };
            }
          }),
        )
        .immediate();
    } catch (error) {
      for (const order of batch) order.reject(error);
      continue;
    }
    outcomes.forEach((outcome, k) => {
      if ('result' in outcome) batch[k].resolve(outcome.result);
      else batch[k].reject(outcome.error);
    });
  }
}
/**
 * The SQLite fast path: reads and the check-and-reserve on statements prepared once per handle, and
 * the orders that arrive together committed in one durable transaction (group commit).
 */
export function sqliteCommitPath(sqlite: Sqlite): OrderCommitPath {
  return {
    async findPlacedOrder(userId, key, requestHash) {
      const existing = statementsOf(sqlite).findByKey.get(userId, key) as { request_hash: string; response_json: string } | undefined;
      return existing ? reusedKey(existing, { requestHash }) : null;
    },
    async loadOrderContext(accountId, userId, impersonatorId): Promise<OrderContext> {
      const s = statementsOf(sqlite);
      return {
        account: s.account.get(accountId) as Selectable<AccountTable> | undefined,
        user: s.user.get(userId) as Selectable<UserTable> | undefined,
        impersonator: impersonatorId ? (s.user.get(impersonatorId) as Selectable<UserTable> | undefined) : undefined,
        rates: toRates(s.rates.all() as { currency: string; rate_eur: number; symbol: string }[]),
      };
    },
    commitOrder: (plan) => groupCommitSqlite(sqlite, plan),
  };
}
