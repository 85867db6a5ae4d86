import { sql } from 'kysely';
import { writeTransaction, type Db } from '../db/database';
import { HttpError } from '../lib/http';
import { cartIdsOf, isinsOf, lineRows, orderRow, productIdsOf, reusedKey, type CommitResult, type LineRow } from './orderCommitPath';
import { addPendingSell, keyOf, openKey, readBatch } from './orderCommitPostgresReads';
import { OPEN_STATUSES } from './orderPolicy';
import { decideOrder, type Decision, type OrderPlan, type OrderSnapshot } from './orderPlanning';
import { orderAnswer } from './orderAnswer';

/** What became of one order of the batch. */
export type Outcome =
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

/**
 * Decides and stores one batch in one transaction. Each order is decided on the rows read under the
 * batch's locks plus what the batch's earlier orders did to them — exactly the rows it would have read
 * had the orders been placed one after the other (the portable path; a test compares the two) — and
 * the accepted orders are then written with a handful of statements whatever their number.
 */
export async function placeBatch(db: Db, plans: OrderPlan[]): Promise<Outcome[]> {
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
