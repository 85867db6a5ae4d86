/** @jest-environment node */
import { canonicalJson, sha256 } from '@/engine';
import { auditEntryHash, GENESIS_HASH, verifyChain, type AuditEntry, type ChainedEntry } from '../../../server/services/studioChain';

const entry = (seq: number, action: string, detail: Record<string, unknown> = {}): AuditEntry => ({
  seq,
  at: `2026-11-26T10:00:0${seq}.000Z`,
  actorId: seq === 1 ? null : 7,
  action,
  kind: 'form',
  formId: 'kyc',
  version: seq,
  detail,
});

/** Links entries as the log stores them. */
function chain(entries: AuditEntry[]): ChainedEntry[] {
  let prevHash = GENESIS_HASH;
  return entries.map((e) => {
    const hash = auditEntryHash(prevHash, e);
    const linked = { ...e, prevHash, hash };
    prevHash = hash;
    return linked;
  });
}

describe('studio audit hash chain', () => {
  const stored = chain([entry(1, 'seeded'), entry(2, 'draft_created', { basedOnVersion: 1 }), entry(3, 'approved')]);

  test('an entry hashes as sha256(previous hash + canonical JSON of the entry), keys in any order', () => {
    const e = entry(2, 'draft_created', { b: 1, a: 2 });
    const expected = sha256(
      GENESIS_HASH +
        canonicalJson({
          seq: 2,
          at: e.at,
          actorId: 7,
          action: 'draft_created',
          kind: 'form',
          formId: 'kyc',
          version: 2,
          detail: { a: 2, b: 1 },
        }),
    );
    expect(auditEntryHash(GENESIS_HASH, e)).toBe(expected);
    expect(auditEntryHash(GENESIS_HASH, { ...e, detail: { a: 2, b: 1 } })).toBe(expected);
    expect(auditEntryHash('f'.repeat(64), e)).not.toBe(expected);
  });

  test('an intact chain verifies, and so does an empty one', () => {
    expect(verifyChain(stored)).toEqual({ valid: true, entries: 3 });
    expect(verifyChain([])).toEqual({ valid: true, entries: 0 });
  });

  test('a changed entry breaks the chain at that entry', () => {
    const tampered = stored.map((e) => (e.seq === 2 ? { ...e, actorId: 8 } : e));
    expect(verifyChain(tampered)).toEqual({ valid: false, entries: 3, brokenAt: 2, reason: 'its content does not match its hash' });
  });

  test('a rehashed entry still breaks the chain at the next entry', () => {
    const changed = { ...stored[1], detail: { basedOnVersion: 2 } };
    const rehashed = { ...changed, hash: auditEntryHash(changed.prevHash, changed) };
    expect(verifyChain([stored[0], rehashed, stored[2]])).toEqual({
      valid: false,
      entries: 3,
      brokenAt: 3,
      reason: 'its previous hash is not the hash of the entry before',
    });
  });

  test('a removed entry breaks the chain where the gap is', () => {
    expect(verifyChain([stored[0], stored[2]])).toEqual({
      valid: false,
      entries: 2,
      brokenAt: 3,
      reason: 'entry 2 is missing (found seq 3)',
    });
  });
});
