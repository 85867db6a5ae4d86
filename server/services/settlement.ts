import type { Kysely } from 'kysely';
import { writeTransaction, type Db } from '../db/database';
import type { Database, LineStatus, OrderStatus } from '../db/schema';
import { productKindOf } from '@/engine/trading/productKindOf';
import { roundMoney } from '@/engine/trading/roundMoney';
import { roundUnitCost } from '@/engine/trading/roundUnitCost';
import { tradeAmounts } from '@/engine/trading/tradeAmounts';
import { unitPriceOf } from '@/engine/trading/unitPriceOf';
import { SELL_ALL_QUANTITY_EPSILON } from '@/engine/trading/limits';

export const INSUFFICIENT_CASH_AT_SETTLEMENT = 'Not enough cash at settlement';
export const NOT_HELD_AT_SETTLEMENT = 'The holding was no longer there at settlement';

export interface SettlementOptions {
  /** When the fills are dated (default now). */
  now?: Date;
  /** Fill Docusign orders too, as if every signer had signed (no e-signing service runs here). */
  includeAwaitingSignature?: boolean;
  /** Only this account's orders. */
  accountId?: number;
}

export interface SettlementReport {
  orders: number;
  filled: number;
  rejected: number;
  /** Lines left open: no NAV yet. */
  waiting: number;
}

async function addCash(trx: Kysely<Database>, accountId: number, currency: string, delta: number) {
  const row = await trx
    .selectFrom('cash_balances')
    .select('amount')
    .where('account_id', '=', accountId)
    .where('currency', '=', currency)
    .executeTakeFirst();
  if (row) {
    await trx
      .updateTable('cash_balances')
      .set({ amount: roundMoney(row.amount + delta) })
      .where('account_id', '=', accountId)
      .where('currency', '=', currency)
      .execute();
  } else {
    await trx
      .insertInto('cash_balances')
      .values({ account_id: accountId, currency, amount: roundMoney(delta) })
      .execute();
  }
}

/**
 * Fills one order at the latest NAV of each product (the demo's stand-in for a custodian's
 * settlement): buys move reserved cash (forex lines first converted) into holdings, sells move units
 * into cash, each booked in the ledger (`transactions`: a security line with product, units and
 * price, and the cash lines), a cash rebate credited, the line's alert created, and the reservations
 * released. A line whose product has no NAV waits; a buy the cash no longer covers is rejected.
 */
async function settleOrder(db: Db, orderId: number, options: SettlementOptions, report: SettlementReport): Promise<void> {
  const now = options.now ?? new Date();
  const today = now.toISOString().slice(0, 10);
  const openStatuses: LineStatus[] = options.includeAwaitingSignature ? ['Pending', 'AwaitingSignature'] : ['Pending'];
  await writeTransaction(db, async (trx) => {
    const order = await trx.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    if (db.dialect === 'postgres') {
      await trx.selectFrom('accounts').select('id').where('id', '=', order.account_id).forUpdate().execute();
      await trx
        .selectFrom('cash_balances')
        .select('currency')
        .where('account_id', '=', order.account_id)
        .orderBy('currency')
        .forUpdate()
        .execute();
    }
    // Locked too (PostgreSQL), and read after the account's lock: a settlement running beside this one
    // waits here and then sees the lines this one filled, so it skips them.
    let linesQuery = trx
      .selectFrom('order_lines')
      .innerJoin('products', 'products.id', 'order_lines.product_id')
      .select([
        'order_lines.id',
        'order_lines.product_id',
        'order_lines.transaction_type',
        'order_lines.trade_option',
        'order_lines.trade_value',
        'order_lines.units',
        'order_lines.amount',
        'order_lines.currency',
        'order_lines.cash_rebate_type',
        'order_lines.alert_json',
        'order_lines.status',
        'products.name',
        'products.isin',
        'products.product_type',
        'products.coupon',
        'products.cash_rebate',
      ])
      .where('order_lines.order_id', '=', orderId)
      .orderBy('order_lines.id');
    if (db.dialect === 'postgres') linesQuery = linesQuery.forUpdate('order_lines');
    const lines = await linesQuery.execute();
    const accountId = order.account_id;
    for (const line of lines) {
      if (!openStatuses.includes(line.status)) continue;
      const latest = await trx
        .selectFrom('prices')
        .select(['nav', 'price_date'])
        .where('product_id', '=', line.product_id)
        .orderBy('price_date', 'desc')
        .limit(1)
        .executeTakeFirst();
      const product = { ProductType: line.product_type, Coupon: line.coupon };
      const kind = productKindOf(product);
      const byNominal = kind === 'bond' || kind === 'note';
      const price = unitPriceOf(product, latest?.nav) ?? (byNominal ? 1 : null);
      if (price === null) {
        report.waiting++;
        continue;
      }
      const nav = latest?.nav ?? price;
      const close = async (status: LineStatus, fill?: { units: number; amount: number }, reason?: string) => {
        const closed = await trx
          .updateTable('order_lines')
          .set({
            status,
            filled_units: fill?.units ?? null,
            filled_price: fill ? roundUnitCost(price) : null,
            filled_amount: fill?.amount ?? null,
            filled_at: now.toISOString(),
            reject_reason: reason ?? null,
          })
          .where('id', '=', line.id)
          .where('status', 'in', openStatuses)
          .executeTakeFirst();
        // Never a second fill: should the line have been closed meanwhile, the whole order's transaction is undone.
        if (Number(closed.numUpdatedRows) !== 1) throw new Error(`Order line ${line.id} was settled by another run meanwhile.`);
        // The reservation ends: the balance no longer holds this line's cash back.
        const held = await trx
          .selectFrom('order_payments')
          .select(['id', 'currency', 'amount'])
          .where('order_line_id', '=', line.id)
          .where('open', '=', 1)
          .execute();
        for (const p of held) {
          await trx
            .updateTable('cash_balances')
            .set((eb) => ({ reserved: eb('reserved', '-', p.amount) }))
            .where('account_id', '=', accountId)
            .where('currency', '=', p.currency)
            .execute();
        }
        await trx.updateTable('order_payments').set({ open: 0 }).where('order_line_id', '=', line.id).execute();
        if (status === 'Filled') report.filled++;
        else report.rejected++;
      };
      const ledger = (row: {
        kind: 'cash' | 'security';
        type: string;
        description: string;
        currency: string;
        amount: number;
        units?: number;
      }) =>
        trx
          .insertInto('transactions')
          .values({
            account_id: accountId,
            kind: row.kind,
            transaction_date: today,
            transaction_type: row.type,
            description: row.description,
            currency: row.currency,
            gross_amount: row.amount,
            net_amount: row.amount,
            product_id: row.kind === 'security' ? line.product_id : null,
            units: row.units ?? null,
            price: row.kind === 'security' ? roundUnitCost(price) : null,
            order_line_id: line.id,
          })
          .execute();

      if (line.transaction_type === 'Purchase') {
        const units =
          line.trade_option === 'Units' || byNominal
            ? line.units
            : tradeAmounts(product, { mode: 'Amount', value: line.amount }, nav)!.Units;
        const cost = roundMoney(units * price);
        const payments = await trx
          .selectFrom('order_payments')
          .selectAll()
          .where('order_line_id', '=', line.id)
          .where('open', '=', 1)
          .execute();
        // Cash this line may use: what it reserved, plus free cash if the price rose since (a Units order).
        const cash = await trx
          .selectFrom('cash_balances')
          .select(['currency', 'amount', 'reserved'])
          .where('account_id', '=', accountId)
          .where('currency', '=', line.currency)
          .executeTakeFirst();
        const ownReserved = payments.filter((p) => !p.buy_currency).reduce((s, p) => s + p.amount, 0);
        const bought = payments.filter((p) => p.buy_currency).reduce((s, p) => s + (p.buy_amount ?? 0), 0);
        const balance = cash?.amount ?? 0;
        const heldBack = cash?.reserved ?? 0;
        const usable = roundMoney(balance - heldBack + ownReserved + bought);
        if (cost > usable + 0.005 || units <= 0) {
          await close('Rejected', undefined, INSUFFICIENT_CASH_AT_SETTLEMENT);
          continue;
        }
        for (const p of payments.filter((x) => x.buy_currency)) {
          await addCash(trx, accountId, p.currency, -p.amount);
          await addCash(trx, accountId, p.buy_currency!, p.buy_amount ?? 0);
          await ledger({
            kind: 'cash',
            type: 'Forex',
            description: `Currency exchange ${p.currency} to ${p.buy_currency} for ${line.isin}`,
            currency: p.currency,
            amount: -p.amount,
          });
          await ledger({
            kind: 'cash',
            type: 'Forex',
            description: `Currency exchange ${p.currency} to ${p.buy_currency} for ${line.isin}`,
            currency: p.buy_currency!,
            amount: p.buy_amount ?? 0,
          });
        }
        await addCash(trx, accountId, line.currency, -cost);
        let rebateUnits = 0;
        if (line.cash_rebate && line.cash_rebate_type === 'Cash') {
          const rebate = roundMoney((cost * line.cash_rebate) / 100);
          await addCash(trx, accountId, line.currency, rebate);
          await ledger({
            kind: 'cash',
            type: 'Rebate',
            description: `Cash rebate ${line.cash_rebate}% on ${line.name} (${line.isin})`,
            currency: line.currency,
            amount: rebate,
          });
        } else if (line.cash_rebate && line.cash_rebate_type === 'Units') {
          rebateUnits = kind === 'equity' ? 0 : roundUnitCost((units * line.cash_rebate) / 100);
        }
        const totalUnits = roundUnitCost(units + rebateUnits);
        const holding = await trx
          .selectFrom('holdings')
          .selectAll()
          .where('account_id', '=', accountId)
          .where('product_id', '=', line.product_id)
          .orderBy('id')
          .executeTakeFirst();
        if (holding) {
          await trx
            .updateTable('holdings')
            .set({ units: roundUnitCost(holding.units + totalUnits), purchased_value: roundMoney(holding.purchased_value + cost) })
            .where('id', '=', holding.id)
            .execute();
        } else {
          await trx
            .insertInto('holdings')
            .values({ account_id: accountId, product_id: line.product_id, units: totalUnits, purchased_value: cost, purchase_date: today })
            .execute();
        }
        await ledger({
          kind: 'security',
          type: 'Buy',
          description: `Purchase ${line.name} (${line.isin}), ${totalUnits} units`,
          currency: line.currency,
          amount: cost,
          units: totalUnits,
        });
        await ledger({
          kind: 'cash',
          type: 'Trade Settlement',
          description: `Settlement of purchase ${line.isin}`,
          currency: line.currency,
          amount: -cost,
        });
        if (line.alert_json) {
          const a = JSON.parse(line.alert_json) as Record<string, number | undefined>;
          const alert = await trx
            .insertInto('alerts')
            .values({
              account_id: accountId,
              user_id: order.user_id,
              product_id: line.product_id,
              order_line_id: line.id,
              purchase_date: today,
              start_value: nav,
              gain_rate: a.GainRate ?? null,
              fall_rate: a.FallRate ?? null,
              gain_action: a.GainSelection ?? 1,
              fall_action: a.FallSelection ?? 1,
              auto_reset_value: a.AutoResetGainFallValue ?? 5,
              created_at: now.toISOString(),
              modified_at: now.toISOString(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('alert_history')
            .values({
              alert_id: alert.id,
              event_date: today,
              state: 'Created',
              gain_rate: null,
              fall_rate: null,
              new_gain_rate: a.GainRate ?? null,
              new_fall_rate: a.FallRate ?? null,
            })
            .execute();
        }
        await close('Filled', { units: totalUnits, amount: cost });
      } else {
        const holdings = await trx
          .selectFrom('holdings')
          .selectAll()
          .where('account_id', '=', accountId)
          .where('product_id', '=', line.product_id)
          .orderBy('id')
          .execute();
        const held = holdings.reduce((s, h) => s + h.units, 0);
        const units = Math.min(line.units, held);
        if (units <= SELL_ALL_QUANTITY_EPSILON) {
          await close('Rejected', undefined, NOT_HELD_AT_SETTLEMENT);
          continue;
        }
        const proceeds = roundMoney(units * price);
        let left = units;
        for (const h of holdings) {
          if (left <= 0) break;
          const take = Math.min(h.units, left);
          left -= take;
          const remaining = roundUnitCost(h.units - take);
          if (remaining <= SELL_ALL_QUANTITY_EPSILON) await trx.deleteFrom('holdings').where('id', '=', h.id).execute();
          else
            await trx
              .updateTable('holdings')
              .set({ units: remaining, purchased_value: roundMoney((h.purchased_value * remaining) / h.units) })
              .where('id', '=', h.id)
              .execute();
        }
        await addCash(trx, accountId, line.currency, proceeds);
        await ledger({
          kind: 'security',
          type: 'Sell',
          description: `Sale ${line.name} (${line.isin}), ${units} units`,
          currency: line.currency,
          amount: proceeds,
          units,
        });
        await ledger({
          kind: 'cash',
          type: 'Trade Settlement',
          description: `Settlement of sale ${line.isin}`,
          currency: line.currency,
          amount: proceeds,
        });
        await close('Filled', { units, amount: proceeds });
      }
    }
    const after = await trx.selectFrom('order_lines').select('status').where('order_id', '=', orderId).execute();
    const statuses = after.map((l) => l.status);
    if (statuses.every((s) => s === 'Filled' || s === 'Rejected')) {
      const status: OrderStatus = statuses.every((s) => s === 'Filled')
        ? 'Filled'
        : statuses.every((s) => s === 'Rejected')
          ? 'Rejected'
          : 'PartlyFilled';
      await trx
        .updateTable('orders')
        .set({ status, settled_at: now.toISOString() })
        .where('id', '=', orderId)
        .where('status', 'in', ['Pending', 'AwaitingSignature'])
        .execute();
    }
  });
}

/**
 * Fills every pending order at the latest NAV (`npm run settle`, and tests): one transaction per
 * order, oldest first, so a failure leaves the orders before it settled and the rest pending.
 * @param db - the database
 * @param options - date of the fills, whether Docusign orders count as signed, one account only
 * @returns how many orders were looked at and lines filled, rejected or left waiting for a NAV
 */
export async function settlePendingOrders(db: Db, options: SettlementOptions = {}): Promise<SettlementReport> {
  const statuses: OrderStatus[] = options.includeAwaitingSignature ? ['Pending', 'AwaitingSignature'] : ['Pending'];
  let q = db.kysely.selectFrom('orders').select('id').where('status', 'in', statuses);
  if (options.accountId !== undefined) q = q.where('account_id', '=', options.accountId);
  const orders = await q.orderBy('id').execute();
  const report: SettlementReport = { orders: orders.length, filled: 0, rejected: 0, waiting: 0 };
  for (const { id } of orders) await settleOrder(db, id, options, report);
  return report;
}
