import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Compliance form submissions' PDFs and stored online-form data (issue 12).
 * - `online_form_data`: the answers the KYC form and the appropriateness test are prefilled from
 *   (compliance §2.1 "a checkbox flag per income band", §2.2 "keys prefixed CheckBox_ plus
 *   AppropriatenessTestRemarks"), one flat JSON object per client and account, rewritten when the
 *   client answers a form so the next prefill shows the last answers.
 * - `form_submission_pdfs`: the PDF of a stored form submission, drawn when it was submitted (with
 *   the labels of the version the client answered), so an old submission is always shown as asked.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  await db.schema
    .createTable('online_form_data')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('online_form_data_pk', ['user_id', 'account_id'])
    .execute();
  await db.schema
    .createTable('form_submission_pdfs')
    .addColumn('submission_id', 'integer', (c) => c.primaryKey().references('form_submissions.id'))
    .addColumn('pdf', blob, (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}
