import type { Kysely } from 'kysely';

/**
 * Every submission keeps the studio version it was answered on (issue 13 item 2).
 * - `form_submissions.form_version_id`: the `form_versions` row (kind 'form') whose content the
 *   answers were validated against; null for rows stored before this migration, and for a form
 *   served from a file under schemas/ that no stored version holds (a file changed without a
 *   restart's seed noticing: the seed adds versions only for forms that have none).
 * - an index on `form_submissions (form_id, id)`: the studio's impact check pages through a form's
 *   submissions in id order.
 * Account-opening sections keep theirs in `stamps_json` (each stamp's `contentHash`, the hash of
 * the form version's content), so they need no column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('form_submissions')
    .addColumn('form_version_id', 'integer', (c) => c.references('form_versions.id'))
    .execute();
  await db.schema.createIndex('form_submissions_form_id').on('form_submissions').columns(['form_id', 'id']).execute();
}
