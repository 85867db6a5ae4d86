import type { Kysely } from 'kysely';
import type { Dialect } from '../database';

/**
 * The form studio (issue 13 items 2, 3).
 * - `form_versions`: every version of a form ({schema, ui}) or a flow, from draft to published. A
 *   version's content is changed only while it is a draft; published versions are immutable. The
 *   files under schemas/ are version 1 of each, published and in effect from the epoch.
 * - `studio_audit`: an append-only log of every studio action, each entry chained to the one before
 *   by hash (hash = sha256(prev_hash + the entry's canonical JSON)), so a changed row is detected.
 *   `seq` is given by the writer (the last seq + 1, under a lock), so the hash can cover it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const versions = db.schema.createTable('form_versions');
  await (
    dialect === 'postgres'
      ? versions.addColumn('id', 'serial', (c) => c.primaryKey())
      : versions.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('content_json', 'text', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('users.id'))
    .addColumn('white_label_id', 'integer', (c) => c.references('white_labels.id'))
    .addColumn('approver_id', 'integer', (c) => c.references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .addColumn('approved_at', 'text')
    .addColumn('published_at', 'text')
    .addColumn('effective_from', 'text')
    .addColumn('change_note', 'text')
    .addColumn('review_note', 'text')
    .addColumn('based_on_version', 'integer')
    .addUniqueConstraint('form_versions_kind_form_version', ['kind', 'form_id', 'version'])
    .execute();

  await db.schema
    .createTable('studio_audit')
    .addColumn('seq', 'integer', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer', (c) => c.references('users.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer')
    .addColumn('detail_json', 'text', (c) => c.notNull())
    .addColumn('prev_hash', 'text', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .execute();
}
