import { sql, type Kysely, type Selectable } from 'kysely';
import { NOTICES_AFTER_COMMIT, NOTICES_SETTING } from '../db/afterCommitNotices';
import { writeTransaction, type Db } from '../db/database';
import type { AccountTable, Database, UserTable } from '../db/schema';
import { HttpError } from '../lib/http';
import { tickBatch } from '../db/tickBatch';
import {
  cartIdsOf,
  isinsOf,
  lineRows,
  orderRow,
  productIdsOf,
  reusedKey,
  type CommitResult,
  type LineRow,
  type OrderCommitPath,
  toRates,
} from './orderCommitPath';
import { OPEN_STATUSES } from './orderPolicy';
import { decideOrder, type Decision, type OrderPlan, type OrderSnapshot } from './orderPlanning';
import { orderAnswer } from './orderAnswer';
import type { Rates } from './portfolio';

/** The most orders one PostgreSQL transaction places together. */
export const PG_GROUP_COMMIT_MAX = 64;
/**
 * Batches one node places at once. Batches on different accounts could proceed side by side (on one account
 * the later waits for the earlier's lock and then reads what it committed), but measured here more than one
 * only split the same event loop's orders into smaller batches: 1.
 */
export const PG_BATCHES_IN_FLIGHT = 1;
/** Errors after which a batch is placed again from the start: deadlock, serialisation, a key another node just stored. */
const RETRIED_CODES = new Set(['40P01', '40001', '23505']);
const BATCH_ATTEMPTS = 3;

interface QueuedOrder {
  plan: OrderPlan;
  resolve: (result: CommitResult) => void;
  reject: (error: unknown) => void;
}

/** One account as the batch's next order on it sees it: the locked rows plus what the batch's earlier orders did. */
interface AccountState {
  cash: OrderSnapshot['cash'];
  /** Units held per product (holdings are not changed by orders). */
  held: Map<number, number>;
  /** Open sells per product. */
  pendingSells: Map<number, { units: number; sellAll: boolean }>;
  /** `isin \0 order date` of the account's open lines. */
  openLines: Set<string>;
}

/** What became of one order of the batch. */
type Outcome =
  | { placed: { index: number; plan: OrderPlan; decision: Decision; snapshot: OrderSnapshot } }
  | { sameAs: number }
  | { result: CommitResult }
  | { error: unknown };

/** Columns of the rows the batch inserts, with their PostgreSQL types (for `unnest` of one array per column). */
const ORDER_COLUMNS = {
  id: 'int',
  account_id: 'int',
  user_id: 'int',
  impersonator_id: 'int',
  idempotency_key: 'text',
  request_hash: 'text',
  checkout_type: 'text',
  status: 'text',
  order_date: 'text',
  created_at: 'text',
  settled_at: 'text',
  response_json: 'text',
} as const;
const LINE_COLUMNS = {
  id: 'int',
  order_id: 'int',
  account_id: 'int',
  product_id: 'int',
  isin: 'text',
  transaction_type: 'text',
  trade_option: 'text',
  trade_value: 'float8',
  units: 'float8',
  amount: 'float8',
  price: 'float8',
  currency: 'text',
  cart_id: 'int',
  cash_rebate_type: 'text',
  alert_json: 'text',
  status: 'text',
  order_date: 'text',
} as const;
const PAYMENT_COLUMNS = {
  order_line_id: 'int',
  account_id: 'int',
  currency: 'text',
  amount: 'float8',
  buy_currency: 'text',
  buy_amount: 'float8',
  open: 'int',
} as const;

/** `insert into <table> (<columns>) select * from unnest(<one typed array parameter per column>)`: any number of rows, one statement. */
function unnestInsert<R extends object>(table: string, columns: Record<keyof R & string, string>, rows: R[]) {
  const names = Object.keys(columns) as (keyof R & string)[];
  return sql`insert into ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))})
    select * from unnest(${sql.join(names.map((n) => sql`${rows.map((r) => r[n] ?? null)}::${sql.raw(columns[n])}[]`))})`;
}

const openKey = (isin: string, date: string) => `${isin}\0${date}`;
const keyOf = (userId: number, key: string) => `${userId}\0${key}`;

/** The rows every order of the batch is decided on, read under the batch's locks. */
async function readBatch(trx: Kysely<Database>, plans: OrderPlan[]) {
  const accountIds = [...new Set(plans.map((p) => p.account.id))].sort((a, b) => a - b);
  const productIds = [...new Set(plans.flatMap(productIdsOf))];
  // Ids for as many orders and lines as the batch could place (the accepted take them in order; the rest are
  // skipped, as a sequence skips the ids of a rolled-back insert), so each answer, which names them, is
  // stored with its order.
  const lineBound = plans.reduce((n, p) => n + p.buys.length + p.sells.length, 0);
  const open = sql.join(OPEN_STATUSES.map((status) => sql`${status}`));
  // One statement reads it all. First (the select list is evaluated in order) it locks the accounts in id
  // order, here and on every node, so batches wait for each other instead of deadlocking (should one ever
  // happen, PostgreSQL breaks it and the batch is placed again), and says this transaction announces its
  // notices after the commit. Then their cash rows (locked too), stored orders under the batch's keys,
  // holdings and open sells of the products sold, open lines of the ISINs ordered on the orders' dates,
  // and the cart items named.
  const { rows } = await sql<{
    locked: number;
    cash: { account_id: number; currency: string; amount: number; reserved: number }[];
    existing: { user_id: number; idempotency_key: string; request_hash: string; response_json: string }[];
    held: { account_id: number; product_id: number; units: number }[];
    pending: { account_id: number; product_id: number; units: number; trade_option: string }[];
    open: { account_id: number; isin: string; order_date: string }[];
    carts: { id: number; account_id: number; user_id: number }[];
    order_ids: number[];
    line_ids: number[];
  }>`with locked as materialized (select id, set_config(${NOTICES_SETTING}, ${NOTICES_AFTER_COMMIT}, true)
        from accounts where id = any(${accountIds}::int[]) order by id for update)
    select
      (select count(*) from locked) as locked,
      (select coalesce(json_agg(c), '[]') from (select account_id, currency, amount, reserved from cash_balances
         where account_id = any(${accountIds}::int[]) order by account_id, currency for update) c) as cash,
      (select coalesce(json_agg(o), '[]') from (select user_id, idempotency_key, request_hash, response_json from orders
         where user_id = any(${[...new Set(plans.map((p) => p.user.id))]}::int[]) and idempotency_key = any(${[...new Set(plans.map((p) => p.key))]}::text[])) o) as existing,
      (select coalesce(json_agg(h), '[]') from (select account_id, product_id, sum(units) as units from holdings
         where account_id = any(${accountIds}::int[]) and product_id = any(${productIds}::int[]) group by account_id, product_id) h) as held,
      (select coalesce(json_agg(s), '[]') from (select account_id, product_id, units, trade_option from order_lines
         where account_id = any(${accountIds}::int[]) and product_id = any(${productIds}::int[]) and transaction_type = 'Sell' and status in (${open})) s) as pending,
      (select coalesce(json_agg(l), '[]') from (select distinct account_id, isin, order_date from order_lines
         where account_id = any(${accountIds}::int[]) and isin = any(${[...new Set(plans.flatMap(isinsOf))]}::text[])
           and order_date = any(${[...new Set(plans.map((p) => p.orderDate))]}::text[]) and status in (${open})) l) as open,
      (select coalesce(json_agg(c), '[]') from (select id, account_id, user_id from cart_items where id = any(${[...new Set(plans.flatMap(cartIdsOf))]}::int[])) c) as carts,
      array(select nextval(pg_get_serial_sequence('orders', 'id'))::int from generate_series(1, ${plans.length})) as order_ids,
      array(select nextval(pg_get_serial_sequence('order_lines', 'id'))::int from generate_series(1, ${lineBound})) as line_ids`.execute(
    trx,
  );
  const [{ cash, existing, held, pending, open: openLines, carts, order_ids: orderIds, line_ids: lineIds }] = rows;
  const accounts = new Map<number, AccountState>(
    accountIds.map((id) => [id, { cash: [], held: new Map(), pendingSells: new Map(), openLines: new Set() }]),
  );
  const state = (id: number) => accounts.get(id)!;
  for (const c of cash) state(c.account_id).cash.push({ currency: c.currency, amount: c.amount, reserved: c.reserved });
  for (const h of held) state(h.account_id).held.set(h.product_id, Number(h.units));
  for (const r of pending) addPendingSell(state(r.account_id), r.product_id, r.units, r.trade_option);
  for (const r of openLines) state(r.account_id).openLines.add(openKey(r.isin, r.order_date));
  return {
    orderIds,
    lineIds,
    accounts,
    stored: new Map(existing.map((o) => [keyOf(o.user_id, o.idempotency_key), o])),
    carts: new Map(carts.map((c) => [c.id, c])),
  };
}

function addPendingSell(state: AccountState, productId: number, units: number, tradeOption: string) {
  const cur = state.pendingSells.get(productId) ?? { units: 0, sellAll: false };
  state.pendingSells.set(productId, { units: cur.units + units, sellAll: cur.sellAll || tradeOption === 'SellAll' });
}

/**
 * Decides and stores one batch in one transaction. Each order is decided on the rows read under the
 * batch's locks plus what the batch's earlier orders did to them — exactly the rows it would have read
 * had the orders been placed one after the other (the portable path; a test compares the two) — and
 * the accepted orders are then written with a handful of statements whatever their number.
 */
async function placeBatch(db: Db, plans: OrderPlan[]): Promise<Outcome[]> {
  return writeTransaction(db, async (trx) => {
    const { orderIds, lineIds, accounts, stored, carts } = await readBatch(trx, plans);
    const placedByKey = new Map<string, number>();
    // Cash rows by account and currency; those an order reserved on are written back at the end.
    const cashRow = new Map<string, { accountId: number; row: OrderSnapshot['cash'][number] }>();
    for (const [accountId, s] of accounts) for (const row of s.cash) cashRow.set(`${accountId}\0${row.currency}`, { accountId, row });
    const dirtyCash = new Set<{ accountId: number; row: OrderSnapshot['cash'][number] }>();
    const removedCarts: number[] = [];

    const outcomes: Outcome[] = plans.map((plan, i) => {
      const key = keyOf(plan.user.id, plan.key);
      try {
        const earlier = placedByKey.get(key);
        if (earlier !== undefined) {
          reusedKey({ request_hash: plans[earlier].requestHash, response_json: 'null' }, plan); // 409 for another request
          return { sameAs: earlier };
        }
        const existing = stored.get(key);
        if (existing) return { result: reusedKey(existing, plan) };
        const accountId = plan.account.id;
        const s = accounts.get(accountId)!;
        const productIds = productIdsOf(plan);
        const snapshot: OrderSnapshot = {
          cash: s.cash.map((c) => ({ ...c })),
          held: new Map(productIds.filter((id) => s.held.has(id)).map((id) => [id, s.held.get(id)!])),
          pendingSells: new Map(productIds.filter((id) => s.pendingSells.has(id)).map((id) => [id, { ...s.pendingSells.get(id)! }])),
          orderedToday: new Set(isinsOf(plan).filter((isin) => s.openLines.has(openKey(isin, plan.orderDate)))),
          cartPresent: new Set(
            cartIdsOf(plan).filter((id) => {
              const c = carts.get(id);
              return c !== undefined && c.account_id === accountId && c.user_id === plan.user.id;
            }),
          ),
        };
        const decision = decideOrder(plan, snapshot);
        // What this order leaves for the next ones: its reservations, its open lines, its cart items gone.
        for (const [currency, amount] of decision.need) {
          const cell = cashRow.get(`${accountId}\0${currency}`);
          if (!cell) continue; // as the portable path's UPDATE, which changes no row then
          cell.row.reserved = cell.row.reserved + amount;
          dirtyCash.add(cell);
        }
        if ((OPEN_STATUSES as readonly string[]).includes(plan.status)) {
          const rows = lineRows(plan, decision, 0);
          for (const row of [...rows.buys, ...rows.sells]) s.openLines.add(openKey(row.isin, row.order_date));
          for (const row of rows.sells) addPendingSell(s, row.product_id, row.units, row.trade_option);
        }
        for (const id of snapshot.cartPresent) {
          carts.delete(id);
          removedCarts.push(id);
        }
        placedByKey.set(key, i);
        return { placed: { index: i, plan, decision, snapshot } };
      } catch (error) {
        if (error instanceof HttpError) return { error };
        throw error;
      }
    });

    const placed = outcomes.flatMap((o) => ('placed' in o ? [o.placed] : []));
    if (!placed.length) return outcomes;
    let nextLine = 0;
    const orderRows: (ReturnType<typeof orderRow> & { id: number })[] = [];
    const lines: (LineRow & { id: number })[] = [];
    const payments: Record<keyof typeof PAYMENT_COLUMNS, number | string | null>[] = [];
    for (const [k, { index, plan, decision, snapshot }] of placed.entries()) {
      const orderId = orderIds[k];
      const made = lineRows(plan, decision, orderId);
      const buyIds = made.buys.map(() => lineIds[nextLine++]);
      const sellIds = made.sells.map(() => lineIds[nextLine++]);
      made.buys.forEach((row, b) => {
        lines.push({ ...row, id: buyIds[b] });
        for (const p of decision.buys[b].payments)
          payments.push({
            order_line_id: buyIds[b],
            account_id: plan.account.id,
            currency: p.currency,
            amount: p.amount,
            buy_currency: p.buyCurrency,
            buy_amount: p.buyAmount,
            open: 1,
          });
      });
      made.sells.forEach((row, j) => lines.push({ ...row, id: sellIds[j] }));
      const answer = orderAnswer(plan, decision, orderId, buyIds, sellIds, snapshot);
      orderRows.push({ ...orderRow(plan), id: orderId, response_json: JSON.stringify(answer) });
      outcomes[index] = { result: { answer, replayed: false } };
    }
    const changed = [...dirtyCash];
    // One statement writes the batch: its orders, lines and payments, the accounts' new reservations, the
    // cart items ordered. (Foreign keys between them are checked at the end of the statement.)
    await sql`with
        o as (${unnestInsert('orders', ORDER_COLUMNS, orderRows)}),
        l as (${unnestInsert('order_lines', LINE_COLUMNS, lines)}),
        p as (${unnestInsert('order_payments', PAYMENT_COLUMNS, payments)}),
        c as (update cash_balances as c set reserved = v.reserved
          from unnest(${changed.map((x) => x.accountId)}::int[], ${changed.map((x) => x.row.currency)}::text[], ${changed.map((x) => x.row.reserved)}::float8[])
            as v(account_id, currency, reserved)
          where c.account_id = v.account_id and c.currency = v.currency),
        d as (delete from cart_items where id = any(${removedCarts}::int[]))
      select 1`.execute(trx);
    return outcomes;
  });
}

/**
 * PostgreSQL group commit: the orders that arrive while a batch is being placed form the next batch
 * (up to PG_GROUP_COMMIT_MAX), placed in one transaction with a fixed number of statements. One order
 * placed alone costs about fifteen round trips to the database, and on a small machine each one wakes
 * PostgreSQL and puts the server to sleep; placed together, orders share them. Orders on one account are
 * decided in arrival order on the figures the earlier ones left, as the SQLite group commit does; no
 * answer is given before the commit that holds it; if the batch fails, every order of it fails and
 * none is stored (after a deadlock, a serialisation failure or a key another node stored meanwhile,
 * the batch is placed again from the start).
 */
export function postgresCommitPath(db: Db): OrderCommitPath {
  let queue: QueuedOrder[] = [];

  const settle = (batch: QueuedOrder[], outcomes: Outcome[]) => {
    const announced = new Set<string>();
    outcomes.forEach((outcome, i) => {
      const order = batch[i];
      if ('error' in outcome) order.reject(outcome.error);
      else if ('sameAs' in outcome) {
        const first = outcomes[outcome.sameAs];
        if ('result' in first) order.resolve({ answer: first.result.answer, replayed: true });
      } else if ('result' in outcome) {
        order.resolve(outcome.result);
        if (!outcome.result.replayed) announced.add(`a:${order.plan.account.id}`);
      }
    });
    if (announced.size) db.afterCommit?.announce([...announced]);
  };

  const run = async (batch: QueuedOrder[]) => {
    for (let attempt = 1; ; attempt++) {
      try {
        settle(
          batch,
          await placeBatch(
            db,
            batch.map((o) => o.plan),
          ),
        );
        return;
      } catch (error) {
        const code = String((error as { code?: unknown }).code);
        if (attempt < BATCH_ATTEMPTS && RETRIED_CODES.has(code)) continue;
        for (const order of batch) order.reject(error);
        return;
      }
    }
  };

  // Batches in flight: each takes the orders queued when it starts; the next starts when one ends.
  let inFlight = 0;
  let scheduled = false;
  const drain = () => {
    scheduled = false;
    while (queue.length && inFlight < PG_BATCHES_IN_FLIGHT) {
      const batch = queue.slice(0, PG_GROUP_COMMIT_MAX);
      queue = queue.slice(PG_GROUP_COMMIT_MAX);
      inFlight++;
      void run(batch).finally(() => {
        inFlight--;
        drain();
      });
    }
  };

  // The reads before planning, made in one statement per turn of the event loop for every order asking
  // then: `o:<user>\0<key>` a stored order, `a:<id>` an account, `u:<id>` a user, `r` the rates.
  const context = tickBatch(async (keys: string[]) => {
    const ids = (prefix: string) => keys.filter((k) => k.startsWith(prefix)).map((k) => Number(k.slice(2)));
    const placed = keys.filter((k) => k.startsWith('o:')).map((k) => k.slice(2).split('\0'));
    const { rows } = await sql<{
      orders: { user_id: number; idempotency_key: string; request_hash: string; response_json: string }[];
      accounts: Selectable<AccountTable>[];
      users: Selectable<UserTable>[];
      rates: { currency: string; rate_eur: number; symbol: string }[] | null;
    }>`select
        (select coalesce(json_agg(o), '[]') from (select user_id, idempotency_key, request_hash, response_json from orders
           where user_id = any(${placed.map(([user]) => Number(user))}::int[]) and idempotency_key = any(${placed.map(([, key]) => key)}::text[])) o) as orders,
        (select coalesce(json_agg(a), '[]') from accounts a where a.id = any(${ids('a:')}::int[])) as accounts,
        (select coalesce(json_agg(u), '[]') from users u where u.id = any(${ids('u:')}::int[])) as users,
        ${keys.includes('r') ? sql`(select json_agg(r) from (select currency, rate_eur, symbol from currency_rates) r)` : sql`null`} as rates`.execute(
      db.kysely,
    );
    const [found] = rows;
    const answer = new Map<string, unknown>();
    for (const o of found.orders) answer.set(`o:${keyOf(o.user_id, o.idempotency_key)}`, o);
    for (const a of found.accounts) answer.set(`a:${a.id}`, a);
    for (const u of found.users) answer.set(`u:${u.id}`, u);
    answer.set('r', toRates(found.rates ?? []));
    return answer;
  });

  return {
    async findPlacedOrder(userId, key, requestHash) {
      const existing = (await context(`o:${keyOf(userId, key)}`)) as { request_hash: string; response_json: string } | undefined;
      return existing ? reusedKey(existing, { requestHash }) : null;
    },
    async loadOrderContext(accountId, userId, impersonatorId) {
      const [account, user, impersonator, rates] = await Promise.all([
        context(`a:${accountId}`) as Promise<Selectable<AccountTable> | undefined>,
        context(`u:${userId}`) as Promise<Selectable<UserTable> | undefined>,
        impersonatorId ? (context(`u:${impersonatorId}`) as Promise<Selectable<UserTable> | undefined>) : Promise.resolve(undefined),
        context('r') as Promise<Rates>,
      ]);
      return { account, user, impersonator, rates };
    },
    commitOrder: (plan) =>
      new Promise<CommitResult>((resolve, reject) => {
        queue.push({ plan, resolve, reject });
        // The orders of this turn of the event loop go together (as on SQLite); while every batch slot is
        // taken, later ones gather for the next.
        if (!scheduled && inFlight < PG_BATCHES_IN_FLIGHT) {
          scheduled = true;
          setImmediate(drain);
        }
      }),
  };
}
