import type { Kysely } from 'kysely';

/** Compliance form submissions' PDFs and stored online-form data (issue 12): filled in by the KYC and appropriateness work. */
export async function up(_db: Kysely<unknown>): Promise<void> {}
