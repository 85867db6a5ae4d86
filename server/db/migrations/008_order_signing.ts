import type { Kysely } from 'kysely';

/**
 * Docusign orders signed through DocuSign (trading §4 "Docusign"): the envelope the order form was
 * sent in, so settlement can ask DocuSign whether every signer has signed. Null while the order was
 * not sent (DocuSign not configured, or unreachable when the order was placed: settlement sends it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('envelope_id', 'text').execute();
}
