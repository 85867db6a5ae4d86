import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * Account opening (portal-shell §3, §7): the opening record, its saved sections, its documents
 * (uploaded and generated, bytes in the database) and its signers.
 *
 * Sections are kept as a history: every save adds a row with the form ids, versions and schema
 * hashes it was validated against (`stamps_json`), who saved it and the impersonating adviser;
 * the row with `current = 1` is the section's answer (a disbursement delete only clears it).
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  const withId = (name: string) => {
    const t = db.schema.createTable(name);
    return dialect === 'postgres'
      ? t.addColumn('id', 'serial', (c) => c.primaryKey())
      : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };

  await withId('account_openings')
    .addColumn('white_label_id', 'integer', (c) => c.notNull().references('white_labels.id'))
    .addColumn('client_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('impersonator_id', 'integer', (c) => c.references('users.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('last_saved_step', 'text')
    .addColumn('is_manual', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_docusign', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('envelope_id', 'text')
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('signing_started_at', 'text')
    .addColumn('completed_at', 'text')
    .execute();
  // "The caller's most recent unfinished opening" and the openings of one client.
  await db.schema.createIndex('account_openings_creator').on('account_openings').columns(['created_by', 'status', 'id']).execute();
  await db.schema.createIndex('account_openings_client').on('account_openings').columns(['client_id', 'id']).execute();

  await withId('account_opening_sections')
    .addColumn('opening_id', 'integer', (c) => c.notNull().references('account_openings.id'))
    .addColumn('section', 'text', (c) => c.notNull())
    .addColumn('step_id', 'text', (c) => c.notNull())
    .addColumn('stamps_json', 'text', (c) => c.notNull())
    .addColumn('data_json', 'text', (c) => c.notNull())
    .addColumn('saved_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('impersonator_id', 'integer', (c) => c.references('users.id'))
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('current', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('account_opening_sections_current')
    .on('account_opening_sections')
    .columns(['opening_id', 'current', 'section'])
    .execute();

  await withId('account_opening_documents')
    .addColumn('opening_id', 'integer', (c) => c.notNull().references('account_openings.id'))
    .addColumn('document_type_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content', blob, (c) => c.notNull())
    .addColumn('generated', 'integer', (c) => c.notNull())
    .addColumn('signed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('account_opening_documents_opening').on('account_opening_documents').columns(['opening_id', 'id']).execute();

  await db.schema
    .createTable('account_opening_signers')
    .addColumn('opening_id', 'integer', (c) => c.notNull().references('account_openings.id'))
    .addColumn('signer_order', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('signed_at', 'text')
    .addColumn('signature_name', 'text')
    .addPrimaryKeyConstraint('account_opening_signers_pk', ['opening_id', 'signer_order'])
    .execute();
}
