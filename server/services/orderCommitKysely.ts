import { sql, type SelectQueryBuilder } from 'kysely';
import { NOTICES_AFTER_COMMIT, NOTICES_SETTING } from '../db/afterCommitNotices';
import { writeTransaction, type Db } from '../db/database';
import type { Database } from '../db/schema';
import { HttpError } from '../lib/http';
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
} from './orderCommitPath';
import { OPEN_STATUSES } from './orderPolicy';
import { decideOrder, type OrderPlan, type OrderSnapshot } from './orderPlanning';
import { orderAnswer } from './orderAnswer';

type Locker = <O>(query: SelectQueryBuilder<Database, keyof Database, O>) => SelectQueryBuilder<Database, keyof Database, O>;

/**
 * One write transaction that first locks the account row and its cash rows (SELECT … FOR UPDATE on
 * PostgreSQL), so two orders on one account — from this node or another — are decided one after the
 * other on committed figures. A concurrent retry with the same key waits on the lock and then finds
 * the first order; the unique (user, key) constraint catches the rest.
 */
async function commitPortable(db: Db, plan: OrderPlan, locked: Locker): Promise<CommitResult> {
  const accountId = plan.account.id;
  try {
    const result = await writeTransaction(db, async (trx) => {
      // PostgreSQL: the account's notice is announced after the commit, not by the trigger (see afterCommitNotices.ts).
      const lockAccount = trx.selectFrom('accounts').select('id').where('id', '=', accountId);
      await locked(
        db.afterCommit
          ? lockAccount.select(sql<string>`set_config(${NOTICES_SETTING}, ${NOTICES_AFTER_COMMIT}, true)`.as('notices'))
          : lockAccount,
      ).execute();
      const cash = await locked(
        trx.selectFrom('cash_balances').select(['currency', 'amount', 'reserved']).where('account_id', '=', accountId).orderBy('currency'),
      ).execute();
      const existing = await trx
        .selectFrom('orders')
        .select(['request_hash', 'response_json'])
        .where('user_id', '=', plan.user.id)
        .where('idempotency_key', '=', plan.key)
        .executeTakeFirst();
      if (existing) return reusedKey(existing, plan);
      const cartIds = cartIdsOf(plan);
      const productIds = productIdsOf(plan);
      const [held, pending, today, carts] = await Promise.all([
        productIds.length
          ? trx
              .selectFrom('holdings')
              .select(['product_id'])
              .select((eb) => eb.fn.sum<number>('units').as('units'))
              .where('account_id', '=', accountId)
              .where('product_id', 'in', productIds)
              .groupBy('product_id')
              .execute()
          : Promise.resolve([]),
        productIds.length
          ? trx
              .selectFrom('order_lines')
              .select(['product_id', 'units', 'trade_option'])
              .where('account_id', '=', accountId)
              .where('product_id', 'in', productIds)
              .where('transaction_type', '=', 'Sell')
              .where('status', 'in', OPEN_STATUSES)
              .execute()
          : Promise.resolve([]),
        trx
          .selectFrom('order_lines')
          .select('isin')
          .distinct()
          .where('account_id', '=', accountId)
          .where('isin', 'in', isinsOf(plan))
          .where('order_date', '=', plan.orderDate)
          .where('status', 'in', OPEN_STATUSES)
          .execute(),
        cartIds.length
          ? trx
              .selectFrom('cart_items')
              .select('id')
              .where('id', 'in', cartIds)
              .where('account_id', '=', accountId)
              .where('user_id', '=', plan.user.id)
              .execute()
          : Promise.resolve([]),
      ]);
      const pendingSells = new Map<number, { units: number; sellAll: boolean }>();
      for (const r of pending) {
        const cur = pendingSells.get(r.product_id) ?? { units: 0, sellAll: false };
        pendingSells.set(r.product_id, { units: cur.units + r.units, sellAll: cur.sellAll || r.trade_option === 'SellAll' });
      }
      const snapshot: OrderSnapshot = {
        cash,
        held: new Map(held.map((h) => [h.product_id, Number(h.units)])),
        pendingSells,
        orderedToday: new Set(today.map((r) => r.isin)),
        cartPresent: new Set(carts.map((c) => c.id)),
      };
      const decision = decideOrder(plan, snapshot);
      const order = await trx.insertInto('orders').values(orderRow(plan)).returning('id').executeTakeFirstOrThrow();
      const rows = lineRows(plan, decision, order.id);
      const buyIds: number[] = [];
      for (const [i, row] of rows.buys.entries()) {
        const line = await trx.insertInto('order_lines').values(row).returning('id').executeTakeFirstOrThrow();
        buyIds.push(line.id);
        const payments = decision.buys[i].payments;
        if (payments.length) {
          await trx
            .insertInto('order_payments')
            .values(
              payments.map((p) => ({
                order_line_id: line.id,
                account_id: accountId,
                currency: p.currency,
                amount: p.amount,
                buy_currency: p.buyCurrency,
                buy_amount: p.buyAmount,
                open: 1,
              })),
            )
            .execute();
        }
      }
      const sellIds: number[] = [];
      for (const row of rows.sells)
        sellIds.push((await trx.insertInto('order_lines').values(row).returning('id').executeTakeFirstOrThrow()).id);
      for (const [currency, amount] of decision.need) {
        await trx
          .updateTable('cash_balances')
          .set((eb) => ({ reserved: eb('reserved', '+', amount) }))
          .where('account_id', '=', accountId)
          .where('currency', '=', currency)
          .execute();
      }
      if (cartIds.length)
        await trx
          .deleteFrom('cart_items')
          .where('id', 'in', cartIds)
          .where('account_id', '=', accountId)
          .where('user_id', '=', plan.user.id)
          .execute();
      const answer = orderAnswer(plan, decision, order.id, buyIds, sellIds, snapshot);
      await trx
        .updateTable('orders')
        .set({ response_json: JSON.stringify(answer) })
        .where('id', '=', order.id)
        .execute();
      return { answer, replayed: false };
    });
    if (!result.replayed) db.afterCommit?.announce([`a:${accountId}`]);
    return result;
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (['23505', 'SQLITE_CONSTRAINT_UNIQUE'].includes(String((error as { code?: unknown }).code))) {
      const existing = await db.kysely
        .selectFrom('orders')
        .select(['request_hash', 'response_json'])
        .where('user_id', '=', plan.user.id)
        .where('idempotency_key', '=', plan.key)
        .executeTakeFirst();
      if (existing) return reusedKey(existing, plan);
    }
    throw error;
  }
}

/**
 * The portable order path, on Kysely only: PostgreSQL (and any node of a cluster) serialises orders
 * on one account with row locks. It runs on SQLite too (BEGIN IMMEDIATE instead of row locks), which
 * lets a test prove it stores what the SQLite fast path stores.
 */
export function kyselyCommitPath(db: Db): OrderCommitPath {
  // SQLite has no FOR UPDATE; its BEGIN IMMEDIATE already excludes every other writer.
  const locked = <O>(query: SelectQueryBuilder<Database, keyof Database, O>) => (db.dialect === 'postgres' ? query.forUpdate() : query);
  return {
    async findPlacedOrder(userId, key, requestHash) {
      const existing = await db.kysely
        .selectFrom('orders')
        .select(['request_hash', 'response_json'])
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      return existing ? reusedKey(existing, { requestHash }) : null;
    },
    async loadOrderContext(accountId, userId, impersonatorId) {
      const k = db.kysely;
      const [account, user, impersonator, rates] = await Promise.all([
        k.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst(),
        k.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
        impersonatorId ? k.selectFrom('users').selectAll().where('id', '=', impersonatorId).executeTakeFirst() : Promise.resolve(undefined),
        k.selectFrom('currency_rates').select(['currency', 'rate_eur', 'symbol']).execute(),
      ]);
      return { account, user, impersonator, rates: toRates(rates) };
    },
    commitOrder: (plan) => commitPortable(db, plan, locked),
  };
}
