import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Trading (trading spec §3, §4): orders and their lines, the cash each open buy line reserves per
 * currency (forex lines included), watchlists, price alerts and their history, and — on the existing
 * ledger — the product, units and price of security transactions, so holdings transactions can be
 * listed per product.
 *
 * An order is unique per user and idempotency key: a retried or double-clicked ProcessTrade finds
 * the first order and answers with it (`response_json`), never a second one.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const real = 'double precision';
  const withId = (name: string) => {
    const t = db.schema.createTable(name);
    return dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };

  await withId('orders')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('impersonator_id', 'integer', (c) => c.references('users.id'))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('checkout_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('order_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('settled_at', 'text')
    .addColumn('response_json', 'text', (c) => c.notNull())
    .addUniqueConstraint('orders_user_key', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('orders_account').on('orders').columns(['account_id', 'status']).execute();

  await withId('order_lines')
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('isin', 'text', (c) => c.notNull())
    .addColumn('transaction_type', 'text', (c) => c.notNull())
    .addColumn('trade_option', 'text', (c) => c.notNull())
    .addColumn('trade_value', real, (c) => c.notNull())
    .addColumn('units', real, (c) => c.notNull())
    .addColumn('amount', real, (c) => c.notNull())
    .addColumn('price', real, (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('cart_id', 'integer')
    .addColumn('cash_rebate_type', 'text')
    .addColumn('alert_json', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('order_date', 'text', (c) => c.notNull())
    .addColumn('filled_units', real)
    .addColumn('filled_price', real)
    .addColumn('filled_amount', real)
    .addColumn('filled_at', 'text')
    .addColumn('reject_reason', 'text')
    .execute();
  await db.schema.createIndex('order_lines_account').on('order_lines').columns(['account_id', 'status']).execute();
  // The duplicate-order check (an open line for this ISIN today) and the units pending sells hold back.
  await db.schema.createIndex('order_lines_isin_date').on('order_lines').columns(['account_id', 'isin', 'order_date']).execute();
  await db.schema
    .createIndex('order_lines_product')
    .on('order_lines')
    .columns(['account_id', 'product_id', 'transaction_type', 'status'])
    .execute();
  await db.schema.createIndex('order_lines_order').on('order_lines').column('order_id').execute();

  // What open buy orders hold back of each cash balance: kept on the balance itself, so an order's
  // check-and-reserve reads and writes one locked row per currency whatever the number of open orders.
  await db.schema
    .alterTable('cash_balances')
    .addColumn('reserved', real, (c) => c.notNull().defaultTo(0))
    .execute();

  // The detail of each reservation: the product-currency part of a buy line, and each forex line in
  // the currency it is paid from. `open` turns 0 (and the balance's `reserved` goes down) when the
  // line is filled or rejected.
  await withId('order_payments')
    .addColumn('order_line_id', 'integer', (c) => c.notNull().references('order_lines.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', real, (c) => c.notNull())
    .addColumn('buy_currency', 'text')
    .addColumn('buy_amount', real)
    .addColumn('open', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_payments_account').on('order_payments').columns(['account_id', 'open']).execute();

  await withId('watchlist_items')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('modified_date', 'text', (c) => c.notNull())
    .addColumn('stamp_nav', real)
    .addColumn('gain_rate', real, (c) => c.notNull())
    .addColumn('fall_rate', real, (c) => c.notNull())
    .addColumn('added_by', 'integer', (c) => c.references('users.id'))
    .addUniqueConstraint('watchlist_user_product', ['user_id', 'product_id'])
    .execute();

  await withId('alerts')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('order_line_id', 'integer')
    .addColumn('purchase_date', 'text', (c) => c.notNull())
    .addColumn('start_value', real, (c) => c.notNull())
    .addColumn('gain_rate', real)
    .addColumn('fall_rate', real)
    .addColumn('gain_action', 'integer', (c) => c.notNull())
    .addColumn('fall_action', 'integer', (c) => c.notNull())
    .addColumn('auto_reset_value', real, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('alerts_user').on('alerts').columns(['user_id', 'account_id']).execute();

  await withId('alert_history')
    .addColumn('alert_id', 'integer', (c) => c.notNull().references('alerts.id'))
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('gain_rate', real)
    .addColumn('fall_rate', real)
    .addColumn('new_gain_rate', real)
    .addColumn('new_fall_rate', real)
    .execute();
  await db.schema.createIndex('alert_history_alert').on('alert_history').column('alert_id').execute();

  // SQLite adds one column per statement.
  await db.schema.alterTable('transactions').addColumn('product_id', 'integer').execute();
  await db.schema.alterTable('transactions').addColumn('units', real).execute();
  await db.schema.alterTable('transactions').addColumn('price', real).execute();
  await db.schema.alterTable('transactions').addColumn('order_line_id', 'integer').execute();
  await db.schema.createIndex('transactions_product').on('transactions').columns(['account_id', 'product_id']).execute();
  // The product catalogue checks whether prices changed by the latest price date.
  await db.schema.createIndex('prices_date').on('prices').column('price_date').execute();
}
