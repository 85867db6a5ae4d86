import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Non-platform holdings (trading §7 "Holdings, non-platform holdings, totals, sell non-platform
 * holdings"): assets a client holds with another bank or broker, recorded by the adviser so the client
 * sees the whole picture. They are not tradable here; a client's request to sell them and transfer the
 * proceeds in is an instruction with a status, not an order.
 *
 * Also the fired state of price alerts (trading §4 "Alerts"): an alert that fired with Notify By Email
 * stays fired for that direction until it is reset or edited (`alerts.modified_at` after `fired_at`),
 * so the evaluation e-mails once, not on every run.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const real = 'double precision';
  const withId = (name: string) => {
    const t = db.schema.createTable(name);
    return dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };

  await withId('non_platform_holdings')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('isin', 'text')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('units', real, (c) => c.notNull())
    .addColumn('value', real, (c) => c.notNull())
    .addColumn('valuation_date', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('impersonator_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    // Removed holdings are kept (hidden) so the sell instructions that name them stay readable.
    .addColumn('removed_at', 'text')
    .execute();
  await db.schema.createIndex('non_platform_holdings_account').on('non_platform_holdings').columns(['account_id', 'removed_at']).execute();

  await withId('non_platform_sell_instructions')
    .addColumn('holding_id', 'integer', (c) => c.notNull().references('non_platform_holdings.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('impersonator_id', 'integer', (c) => c.references('users.id'))
    .addColumn('units', real, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // The units as text while the instruction is open, null once closed: the unique index below makes
    // a second identical open instruction impossible even when two requests race.
    .addColumn('open_key', 'text')
    .addColumn('requested_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute();
  await db.schema
    .createIndex('non_platform_sell_open')
    .on('non_platform_sell_instructions')
    .columns(['holding_id', 'open_key'])
    .unique()
    .execute();

  await db.schema
    .createTable('alert_triggers')
    .addColumn('alert_id', 'integer', (c) => c.notNull().references('alerts.id'))
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('fired_at', 'text', (c) => c.notNull())
    .addColumn('nav', real, (c) => c.notNull())
    .addPrimaryKeyConstraint('alert_triggers_pk', ['alert_id', 'direction'])
    .execute();
}
