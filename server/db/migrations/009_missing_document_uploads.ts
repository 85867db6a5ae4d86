import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Missing-document uploads and their review (issue 12, compliance §2.3, §3.3).
 *
 * The uploaded files live in the database (`missing_document_files`, bytes in `content`) so every
 * API node serves the same file. `missing_documents` gains the state of the pending upload: when and
 * by whom (the acting user — the adviser when "Login As"), the client's message, the form submission
 * that answered it (KYC / appropriateness test), and the review by client servicing.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  const table = db.schema.createTable('missing_document_files');
  await (
    dialect === 'postgres'
      ? table.addColumn('id', 'serial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('document_id', 'integer', (c) => c.notNull().references('missing_documents.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('white_label_id', 'integer', (c) => c.notNull().references('white_labels.id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', blob, (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('missing_document_files_document').on('missing_document_files').columns(['document_id', 'id']).execute();

  // One statement per column: SQLite's ALTER TABLE adds a single column at a time.
  const columns: Array<[string, 'text' | 'integer', string | null]> = [
    ['uploaded_at', 'text', null],
    ['user_message', 'text', null],
    ['uploaded_by', 'integer', 'users.id'],
    ['reviewed_by', 'integer', 'users.id'],
    ['reviewed_at', 'text', null],
    ['review_note', 'text', null],
    ['submission_id', 'integer', null],
  ];
  for (const [name, type, ref] of columns) {
    await db.schema
      .alterTable('missing_documents')
      .addColumn(name, type, (c) => (ref ? c.references(ref) : c))
      .execute();
  }
  // The client-servicing review queue reads uploaded items.
  await db.schema.createIndex('missing_documents_status').on('missing_documents').columns(['status', 'id']).execute();
  await db.schema.createIndex('missing_documents_user').on('missing_documents').columns(['user_id', 'id']).execute();
}
