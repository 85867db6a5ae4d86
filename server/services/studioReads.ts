/** The form studio's reads: every item with its versions, one version, the version in effect, a version's impact. */
import type { StudioKind } from '../db/schema';
import { badRequest, notFound } from '../lib/http';
import type { FlowImpactReport, FormImpactReport } from '@/types/generated/api/studio';
import { checkFlowImpact } from '../forms/flowImpact';
import { checkFormImpact } from '../forms/formImpact';
import type { FormContent } from './studioContent';
import { pickVersionInEffect } from './studioVersions';
import {
  requireReader,
  rowById,
  STUDIO_MESSAGES,
  viewById,
  viewOf,
  namesOf,
  type FormVersionRow,
  type StudioActor,
  type StudioDeps,
  type StudioItem,
} from './studio';

function titleOf(row: FormVersionRow): string {
  const content = JSON.parse(row.content_json) as { title?: unknown; schema?: { title?: unknown } };
  const title = row.kind === 'form' ? content.schema?.title : content.title;
  return typeof title === 'string' ? title : row.form_id;
}

/**
 * Every form and flow with its versions and their status now.
 * @param deps - the database
 * @param actor - compliance or whitelabelmaster
 * @param now - the time the statuses are read at
 */
export async function listStudioItems(deps: Pick<StudioDeps, 'db'>, actor: StudioActor, now = new Date()): Promise<StudioItem[]> {
  requireReader(actor);
  const at = now.toISOString();
  const rows = await deps.db.kysely
    .selectFrom('form_versions')
    .selectAll()
    .orderBy('kind', 'asc')
    .orderBy('form_id', 'asc')
    .orderBy('version', 'desc')
    .execute();
  const names = await namesOf(
    deps.db.kysely,
    rows.flatMap((r) => [r.author_id, r.approver_id]),
  );
  const groups = new Map<string, FormVersionRow[]>();
  for (const row of rows) {
    const key = `${row.kind}:${row.form_id}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].map((versions) => {
    const inEffect = pickVersionInEffect(versions, at);
    return {
      Kind: versions[0].kind,
      FormId: versions[0].form_id,
      Title: titleOf(inEffect ?? versions[versions.length - 1]),
      InEffect: inEffect?.version ?? null,
      Versions: versions.map((v) => viewOf(v, inEffect?.version, at, names)),
    };
  });
}
/**
 * One version with its content.
 * @param deps - the database
 * @param actor - compliance or whitelabelmaster
 * @param id - the version's row id
 */
export async function getStudioVersion(deps: Pick<StudioDeps, 'db'>, actor: StudioActor, id: number, now = new Date()) {
  requireReader(actor);
  return viewById(deps.db.kysely, id, now);
}

/**
 * The version of a form or flow in effect at a time.
 * @param deps - the database
 * @param actor - compliance or whitelabelmaster
 * @param kind - form or flow
 * @param formId - its id
 * @param at - the time asked about
 */
export async function getVersionInEffect(deps: Pick<StudioDeps, 'db'>, actor: StudioActor, kind: StudioKind, formId: string, at: Date) {
  requireReader(actor);
  const rows = await deps.db.kysely
    .selectFrom('form_versions')
    .selectAll()
    .where('kind', '=', kind)
    .where('form_id', '=', formId)
    .execute();
  if (!rows.length) throw notFound(STUDIO_MESSAGES.unknownItem(kind, formId));
  const found = pickVersionInEffect(rows, at.toISOString());
  if (!found) throw notFound(STUDIO_MESSAGES.versionNotFound);
  return viewById(deps.db.kysely, found.id, new Date());
}
/**
 * The impact of a version against real data (issue 13 item 3): a form's draft validated against every
 * stored submission and in-flight opening's answers, a flow's draft replayed over the in-flight drafts
 * (server/forms/formImpact.ts, flowImpact.ts). Reads only; any version may be checked, a draft most usefully.
 * @param deps - database and served forms (the versions in effect, to compare with)
 * @param actor - compliance or whitelabelmaster
 * @param id - the version's row id
 * @returns the report; 400 with the check's sentence when the content cannot be checked
 */
export async function impactOf(deps: StudioDeps, actor: StudioActor, id: number): Promise<FormImpactReport | FlowImpactReport> {
  requireReader(actor);
  const row = await rowById(deps.db.kysely, id);
  const content = JSON.parse(row.content_json) as unknown;
  const impactDeps = { db: deps.db.kysely, forms: deps.forms };
  const result =
    row.kind === 'form'
      ? await checkFormImpact(impactDeps, { id: row.form_id, ...(content as Pick<FormContent, 'schema' | 'ui'>) })
      : await checkFlowImpact(impactDeps, content);
  if (!result.ok) throw badRequest(result.error);
  return result;
}
