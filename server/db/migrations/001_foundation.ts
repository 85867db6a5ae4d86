import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/** The foundation tables: brands, users, accounts, cash, products and prices, and the logs. */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  const real = 'double precision';
  const withId = (name: string) => {
    const t = db.schema.createTable(name);
    return dialect === 'postgres'
      ? t.addColumn('id', id, (c) => c.primaryKey())
      : t.addColumn('id', id, (c) => c.primaryKey().autoIncrement());
  };

  await db.schema
    .createTable('white_labels')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();

  await withId('users')
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('white_label_id', 'integer', (c) => c.notNull().references('white_labels.id'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('consultant_id', 'integer', (c) => c.references('users.id'))
    .addColumn('cphq_user', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('details_updated', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('boston_id', 'text', (c) => c.notNull())
    .addColumn('transaction_fee_signed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('can_purchase', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('can_sell', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_consultant').on('users').column('consultant_id').execute();

  await withId('accounts')
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('type_code', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('is_dfm', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('allowed_to_purchase', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('allowed_to_sell', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('min_cash_balance', real, (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounts_user').on('accounts').column('user_id').execute();

  await db.schema
    .createTable('cash_balances')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('amount', real, (c) => c.notNull())
    .addPrimaryKeyConstraint('cash_balances_pk', ['account_id', 'currency'])
    .execute();

  await db.schema
    .createTable('currency_rates')
    .addColumn('currency', 'text', (c) => c.primaryKey())
    .addColumn('rate_eur', real, (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .execute();

  await withId('products')
    .addColumn('isin', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('denomination', real)
    .addColumn('min_invest', real)
    .addColumn('coupon', real)
    .addColumn('maturity_date', 'text')
    .addColumn('cash_rebate', real)
    .addColumn('cash_rebate_type', 'text')
    .addColumn('discount_percentage', real, (c) => c.notNull().defaultTo(0))
    .addColumn('checkout_online', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('checkout_docusign', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('needs_disclaimer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('risk_rating', 'integer', (c) => c.notNull())
    .addColumn('ms_rating', 'integer', (c) => c.notNull())
    .addColumn('fees_json', 'text', (c) => c.notNull())
    .addColumn('settlement_json', 'text', (c) => c.notNull())
    .addColumn('factsheet_json', 'text')
    .addColumn('has_nav', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('products_type').on('products').column('product_type').execute();

  await db.schema
    .createTable('prices')
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('price_date', 'text', (c) => c.notNull())
    .addColumn('nav', real, (c) => c.notNull())
    .addPrimaryKeyConstraint('prices_pk', ['product_id', 'price_date'])
    .execute();

  await withId('holdings')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('units', real, (c) => c.notNull())
    .addColumn('purchased_value', real, (c) => c.notNull())
    .addColumn('purchase_date', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('holdings_account').on('holdings').column('account_id').execute();

  await withId('transactions')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('transaction_date', 'text', (c) => c.notNull())
    .addColumn('transaction_type', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('gross_amount', real)
    .addColumn('net_amount', real, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('transactions_account').on('transactions').columns(['account_id', 'transaction_date']).execute();

  await withId('cart_items')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'))
    .addColumn('transaction_type', 'text', (c) => c.notNull())
    .addColumn('trade_option', 'text', (c) => c.notNull())
    .addColumn('trade_value', real, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('cart_items_user').on('cart_items').columns(['user_id', 'account_id']).execute();

  await withId('missing_documents')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('due_diligence')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('is_reminder_due', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skip_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_update', 'text')
    .execute();

  await withId('password_resets')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();

  await withId('email_outbox')
    .addColumn('white_label_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId('activity_log')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('user_id', 'text')
    .addColumn('impersonator_id', 'text')
    .addColumn('action', 'text')
    .addColumn('level', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
