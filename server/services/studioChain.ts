/**
 * The studio audit log's hash chain (issue 13 item 3), pure: how an entry is hashed and how a
 * stored chain is checked. Each entry's hash is sha256(previous hash + the entry's canonical JSON);
 * the first entry follows GENESIS_HASH. Changing, removing or reordering a stored entry breaks the
 * chain at that entry.
 */
import { canonicalJson, sha256 } from '@/engine';
import type { StudioKind } from '../db/schema';

/** The "previous hash" of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an audit entry says, as its hash covers it. */
export interface AuditEntry {
  seq: number;
  at: string;
  actorId: number | null;
  action: string;
  kind: StudioKind;
  formId: string;
  version: number | null;
  detail: Record<string, unknown>;
}

/** A stored entry: the entry and its links. */
export interface ChainedEntry extends AuditEntry {
  prevHash: string;
  hash: string;
}

/**
 * The hash of an entry that follows `prevHash`.
 * @param prevHash - the previous entry's hash (GENESIS_HASH for the first)
 * @param entry - the entry
 * @returns 64 lower-case hex characters
 */
export function auditEntryHash(prevHash: string, entry: AuditEntry): string {
  const { seq, at, actorId, action, kind, formId, version, detail } = entry;
  return sha256(prevHash + canonicalJson({ seq, at, actorId, action, kind, formId, version, detail }));
}

/** The verdict on a stored chain: intact, or the first entry where it breaks and why. */
export type ChainVerdict = { valid: true; entries: number } | { valid: false; entries: number; brokenAt: number; reason: string };

/**
 * Recomputes a chain from its first entry.
 * @param entries - every stored entry, in seq order (from the first)
 * @returns valid, or the seq of the first entry that does not follow from the one before
 */
export function verifyChain(entries: readonly ChainedEntry[]): ChainVerdict {
  let prev = GENESIS_HASH;
  for (const [i, e] of entries.entries()) {
    const broken = (reason: string): ChainVerdict => ({ valid: false, entries: entries.length, brokenAt: e.seq, reason });
    if (e.seq !== i + 1) return broken(`entry ${i + 1} is missing (found seq ${e.seq})`);
    if (e.prevHash !== prev) return broken('its previous hash is not the hash of the entry before');
    if (auditEntryHash(prev, e) !== e.hash) return broken('its content does not match its hash');
    prev = e.hash;
  }
  return { valid: true, entries: entries.length };
}
