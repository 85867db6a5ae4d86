import { sql, type Kysely } from 'kysely';
import { NOTICES_AFTER_COMMIT, NOTICES_SETTING } from '../db/afterCommitNotices';
import type { Database } from '../db/schema';
import { cartIdsOf, isinsOf, productIdsOf } from './orderCommitPath';
import { OPEN_STATUSES } from './orderPolicy';
import type { OrderPlan, OrderSnapshot } from './orderPlanning';

/** One account as the batch's next order on it sees it: the locked rows plus what the batch's earlier orders did. */
export interface AccountState {
  cash: OrderSnapshot['cash'];
  /** Units held per product (holdings are not changed by orders). */
  held: Map<number, number>;
  /** Open sells per product. */
  pendingSells: Map<number, { units: number; sellAll: boolean }>;
  /** `isin \0 order date` of the account's open lines. */
  openLines: Set<string>;
}

/** An open line's key in AccountState.openLines. */
export const openKey = (isin: string, date: string) => `${isin}\0${date}`;
/** An order's idempotency key, per user. */
export const keyOf = (userId: number, key: string) => `${userId}\0${key}`;

/** The rows every order of the batch is decided on, read under the batch's locks. */
export async function readBatch(trx: Kysely<Database>, plans: OrderPlan[]) {
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

export function addPendingSell(state: AccountState, productId: number, units: number, tradeOption: string) {
  const cur = state.pendingSells.get(productId) ?? { units: 0, sellAll: false };
  state.pendingSells.set(productId, { units: cur.units + units, sellAll: cur.sellAll || tradeOption === 'SellAll' });
}
