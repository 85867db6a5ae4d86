import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The missing-document items of clients that are not approved yet, with their account and client,
 * grouped by account (account, then item order).
 */
export async function openMissingDocuments(db: Kysely<Database>, clientIds: number[]) {
  return db
    .selectFrom('missing_documents')
    .innerJoin('accounts', 'accounts.id', 'missing_documents.account_id')
    .innerJoin('users', 'users.id', 'missing_documents.user_id')
    .select([
      'missing_documents.id',
      'missing_documents.document_type',
      'missing_documents.message',
      'missing_documents.status',
      'accounts.id as account_id',
      'accounts.number',
      'accounts.created_at',
      'users.id as user_id',
      'users.first_name',
      'users.last_name',
    ])
    .where('missing_documents.user_id', 'in', clientIds)
    .where('missing_documents.status', '!=', 'approved')
    .orderBy('accounts.id')
    .orderBy('missing_documents.id')
    .execute();
}
