import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * `form_submissions`: every answer a form endpoint accepts, with the form id, version and content
 * hash of the schema it was validated against (DESIGN.md §3 "Versions are recorded"), who gave it
 * (and the adviser acting as them), and — for a step of a flow — the flow, its version, the step and
 * the context that decided which steps existed. Rows are only ever added.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const table = db.schema.createTable('form_submissions');
  await (
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('schema_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('impersonator_id', 'integer', (c) => c.references('users.id'))
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id'))
    .addColumn('flow_id', 'text')
    .addColumn('flow_version', 'text')
    .addColumn('step_id', 'text')
    .addColumn('context_json', 'text')
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // The latest answers of a user (or an account) to a form are what later screens read.
  await db.schema.createIndex('form_submissions_user_form').on('form_submissions').columns(['user_id', 'form_id', 'id']).execute();
  await db.schema.createIndex('form_submissions_account_form').on('form_submissions').columns(['account_id', 'form_id', 'id']).execute();
}
