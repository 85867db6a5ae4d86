import type { Kysely } from 'kysely';

/** Missing-document uploads and their review (issue 12): filled in by the missing-documents work. */
export async function up(_db: Kysely<unknown>): Promise<void> {}
