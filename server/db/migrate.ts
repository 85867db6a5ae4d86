import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database';
import * as foundation from './migrations/001_foundation';
import * as formSubmissions from './migrations/002_form_submissions';
import * as trading from './migrations/003_trading';
import * as accountOpening from './migrations/004_account_opening';
import * as nonPlatformHoldings from './migrations/006_non_platform_holdings';
import * as sessions from './migrations/007_sessions';
import * as orderSigning from './migrations/008_order_signing';
import * as missingDocumentUploads from './migrations/009_missing_document_uploads';
import * as complianceForms from './migrations/010_compliance_forms';
import * as dueDiligence from './migrations/011_due_diligence';
import * as formVersions from './migrations/012_form_versions';
import * as submissionVersions from './migrations/013_submission_versions';
import * as emailLog from './migrations/014_email_log';
import * as clientDirectory from './migrations/015_client_directory';
import * as clientDirectorySearch from './migrations/022_client_directory_search';
import * as auditTrail from './migrations/018_audit_trail';
import * as staffTwoFactor from './migrations/020_staff_two_factor';
import * as crossNode from './migrations/021_cross_node';
import * as afterCommitNotices from './migrations/023_after_commit_notices';
import * as clientDirectoryVersions from './migrations/024_client_directory_versions';

/** Migrations in order; each receives the dialect so column types can differ where they must. */
const MIGRATIONS: Record<string, { up: (db: never, dialect: Db['dialect']) => Promise<void> }> = {
  '001_foundation': foundation,
  '002_form_submissions': formSubmissions,
  '003_trading': trading,
  '004_account_opening': accountOpening,
  '006_non_platform_holdings': nonPlatformHoldings,
  '007_sessions': sessions,
  '008_order_signing': orderSigning,
  '009_missing_document_uploads': missingDocumentUploads,
  '010_compliance_forms': complianceForms,
  '011_due_diligence': dueDiligence,
  '012_form_versions': formVersions,
  '013_submission_versions': submissionVersions,
  '014_email_log': emailLog,
  '015_client_directory': clientDirectory,
  '018_audit_trail': auditTrail,
  '020_staff_two_factor': staffTwoFactor,
  '021_cross_node': crossNode,
  '022_client_directory_search': clientDirectorySearch,
  '023_after_commit_notices': afterCommitNotices,
  '024_client_directory_versions': clientDirectoryVersions,
};

/** Every migration this code knows: the database is current when it has run them all (GET /api/ready). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

/** Brings the schema up to date; safe to run on every start and from every node (Kysely locks). */
export async function migrateToLatest(db: Db): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const all: Record<string, Migration> = {};
      for (const [name, m] of Object.entries(MIGRATIONS)) {
        all[name] = { up: (k) => m.up(k as never, db.dialect) };
      }
      return all;
    },
  };
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${(error as Error).message ?? error}`);
  }
}
