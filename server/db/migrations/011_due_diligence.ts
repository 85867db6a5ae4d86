import type { Kysely } from 'kysely';

/** Ongoing due diligence: stored details and reviews (issue 12): filled in by the due-diligence work. */
export async function up(_db: Kysely<unknown>): Promise<void> {}
