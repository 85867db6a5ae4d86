import type { Kysely } from 'kysely';

/**
 * The email log (compliance §2.9) pages through the outbox newest first, within a brand or for a
 * few users: an index on `email_outbox (white_label_id, created_at)` and one on
 * `email_outbox (user_id, created_at)`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('email_outbox_brand_created').on('email_outbox').columns(['white_label_id', 'created_at']).execute();
  await db.schema.createIndex('email_outbox_user_created').on('email_outbox').columns(['user_id', 'created_at']).execute();
}
