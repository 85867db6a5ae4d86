import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Ongoing due diligence (issue 12, compliance §2.4, §3.4).
 * - `due_diligence_details`: the client's current due-diligence details (the four stages' answers as
 *   one details object), which the next review is prefilled from and the fiscal-residence change is
 *   judged against; rewritten by each submitted review (the submissions themselves, with their form
 *   versions, are `form_submissions` rows). One row per client: the review is about the client and
 *   names the platform account it was answered for (`account_id`).
 * - `due_diligence_skips`: every 'Remind Me Later', who answered it (the adviser when "Login As") and
 *   when; `due_diligence.skip_count` counts those since the review last became due.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('due_diligence_details')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('details_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id'))
    .addColumn('impersonator_id', 'integer', (c) => c.references('users.id'))
    .execute();

  const skips = db.schema.createTable('due_diligence_skips');
  await (
    dialect === 'postgres'
      ? skips.addColumn('id', 'serial', (c) => c.primaryKey())
      : skips.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('impersonator_id', 'integer', (c) => c.references('users.id'))
    .addColumn('skip_count', 'integer', (c) => c.notNull())
    .addColumn('skipped_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('due_diligence_skips_user').on('due_diligence_skips').columns(['user_id', 'id']).execute();
}
