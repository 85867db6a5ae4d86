import { sql } from 'kysely';
import { canonicalJson, sha256 } from '@/engine';
import { writeTransaction, type Db } from '../database';
import type { LoadedForms } from '../../forms/loadForms';
import { appendAudit, type NewAuditEntry } from '../../services/studioAudit';
import { EPOCH } from '../../services/studioVersions';
import type { StudioKind } from '../schema';

/**
 * The files under schemas/ as the studio's first versions (issue 13 item 2): every form ({schema,
 * ui}) and flow that loaded and has no version yet becomes version 1, published, in effect from the
 * epoch, by the system (no author), each with a `seeded` audit entry. Run on every start, so the
 * demo seed, a start on an empty database and a form added to schemas/ later are all covered; a
 * form or flow that already has versions is left alone.
 * @param db - the database
 * @param forms - the forms and flows read from schemas/
 * @returns how many versions were added
 */
export async function seedFormVersions(db: Db, forms: Pick<LoadedForms, 'registry' | 'flows'>): Promise<number> {
  const items: Array<{ kind: StudioKind; formId: string; content: unknown }> = [
    ...forms.registry.formIds().map((id) => ({
      kind: 'form' as const,
      formId: id,
      content: { schema: forms.registry.schema(id), ui: forms.registry.ui(id) },
    })),
    ...[...forms.flows.values()].map((flow) => ({ kind: 'flow' as const, formId: flow.id, content: flow })),
  ];
  const at = new Date().toISOString();
  return writeTransaction(db, async (trx) => {
    // Two nodes starting together: the second waits, then finds the versions the first added.
    if (db.dialect === 'postgres') await sql`LOCK TABLE form_versions IN EXCLUSIVE MODE`.execute(trx);
    const existing = await trx.selectFrom('form_versions').select(['kind', 'form_id']).distinct().execute();
    const known = new Set(existing.map((r) => `${r.kind}:${r.form_id}`));
    const added = items.filter((i) => !known.has(`${i.kind}:${i.formId}`));
    const audit: NewAuditEntry[] = [];
    for (const item of added) {
      const contentHash = sha256(canonicalJson(item.content));
      await trx
        .insertInto('form_versions')
        .values({
          kind: item.kind,
          form_id: item.formId,
          version: 1,
          status: 'published',
          content_json: JSON.stringify(item.content),
          content_hash: contentHash,
          author_id: null,
          white_label_id: null,
          approver_id: null,
          created_at: at,
          submitted_at: null,
          approved_at: null,
          published_at: at,
          effective_from: EPOCH,
          change_note: 'The version in schemas/ when the studio started.',
          review_note: null,
          based_on_version: null,
        })
        .execute();
      audit.push({ actorId: null, action: 'seeded', kind: item.kind, formId: item.formId, version: 1, detail: { contentHash } });
    }
    await appendAudit(trx, db.dialect, audit, at);
    return added.length;
  });
}
