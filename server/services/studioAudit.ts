/**
 * The studio's append-only audit log (issue 13 item 3): every draft, edit, submission, review,
 * publication and rollback, each entry chained by hash to the one before (studioChain.ts).
 */
import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../db/database';
import type { Database, StudioKind } from '../db/schema';
import { auditEntryHash, GENESIS_HASH, verifyChain, type ChainedEntry, type ChainVerdict } from './studioChain';

/** The studio's actions, as the log names them. */
export type StudioAction =
  'seeded' | 'draft_created' | 'draft_edited' | 'submitted' | 'approved' | 'rejected' | 'published' | 'rollback_created';

/** One action to log. */
export interface NewAuditEntry {
  actorId: number | null;
  action: StudioAction;
  kind: StudioKind;
  formId: string;
  version: number | null;
  detail: Record<string, unknown>;
}

/**
 * Appends entries to the log inside the caller's write transaction. On PostgreSQL the log is locked
 * first, so two transactions never take the same seq or previous hash; SQLite's write transaction is
 * already exclusive.
 * @param trx - the caller's write transaction
 * @param dialect - which database it is
 * @param entries - the entries, in order
 * @param at - the time the entries record (one action's entries share it)
 */
export async function appendAudit(trx: Kysely<Database>, dialect: Dialect, entries: readonly NewAuditEntry[], at: string): Promise<void> {
  if (!entries.length) return;
  if (dialect === 'postgres') await sql`LOCK TABLE studio_audit IN EXCLUSIVE MODE`.execute(trx);
  const last = await trx.selectFrom('studio_audit').select(['seq', 'hash']).orderBy('seq', 'desc').limit(1).executeTakeFirst();
  let seq = last?.seq ?? 0;
  let prevHash = last?.hash ?? GENESIS_HASH;
  for (const e of entries) {
    seq += 1;
    // As stored and read back (JSON leaves out undefined members), so the hash verifies after a read.
    const detailJson = JSON.stringify(e.detail);
    const hash = auditEntryHash(prevHash, { ...e, detail: JSON.parse(detailJson) as Record<string, unknown>, seq, at });
    await trx
      .insertInto('studio_audit')
      .values({
        seq,
        at,
        actor_id: e.actorId,
        action: e.action,
        kind: e.kind,
        form_id: e.formId,
        version: e.version,
        detail_json: detailJson,
        prev_hash: prevHash,
        hash,
      })
      .execute();
    prevHash = hash;
  }
}

/**
 * The whole log in order, as stored.
 * @param db - the database
 */
export async function readAudit(db: Kysely<Database>): Promise<ChainedEntry[]> {
  const rows = await db.selectFrom('studio_audit').selectAll().orderBy('seq', 'asc').execute();
  return rows.map((r) => ({
    seq: r.seq,
    at: r.at,
    actorId: r.actor_id,
    action: r.action,
    kind: r.kind,
    formId: r.form_id,
    version: r.version,
    detail: JSON.parse(r.detail_json) as Record<string, unknown>,
    prevHash: r.prev_hash,
    hash: r.hash,
  }));
}

/**
 * Reads the log and recomputes its chain.
 * @param db - the database
 * @returns the entries and the verdict on the whole chain
 */
export async function auditWithVerdict(db: Kysely<Database>): Promise<{ entries: ChainedEntry[]; verdict: ChainVerdict }> {
  const entries = await readAudit(db);
  return { entries, verdict: verifyChain(entries) };
}
