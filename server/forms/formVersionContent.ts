import type { Kysely } from 'kysely';
import { canonicalJson, sha256, type FormSchema, type SchemaRegistry, type UiSchema } from '@/engine';
import { registryWithForm } from '@/engine/forms/registryWithForm';
import type { Database } from '../db/schema';

// Old answers with their own version (issue 13 item 2): a stored submission or account-opening
// section names the studio version it was answered on; showing or printing it reads that version's
// {schema, ui}, not the one the server serves now.

/** A form version's content as `form_versions.content_json` holds it. */
export interface FormVersionContent {
  schema: FormSchema;
  ui: UiSchema;
}

/** A published version of a form, as the public read serves it. */
export interface PublishedFormVersion extends FormVersionContent {
  id: number;
  formId: string;
  /** The studio's version number (1 = the file under schemas/). */
  version: number;
  contentHash: string;
  effectiveFrom: string | null;
}

/**
 * A published version of a form by its studio version number (drafts and versions in review are
 * not public: only what clients were or will be asked).
 * @param db - the database
 * @param formId - the form id
 * @param version - the studio version number
 * @returns the version, or undefined when that form has no such published version
 */
export async function publishedFormVersion(
  db: Kysely<Database>,
  formId: string,
  version: number,
): Promise<PublishedFormVersion | undefined> {
  const row = await db
    .selectFrom('form_versions')
    .select(['id', 'form_id', 'version', 'content_json', 'content_hash', 'effective_from'])
    .where('kind', '=', 'form')
    .where('form_id', '=', formId)
    .where('version', '=', version)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!row) return undefined;
  const content = JSON.parse(row.content_json) as FormVersionContent;
  return {
    id: row.id,
    formId: row.form_id,
    version: row.version,
    schema: content.schema,
    ui: content.ui,
    contentHash: row.content_hash,
    effectiveFrom: row.effective_from,
  };
}

/**
 * The registry to print a stored answer with: `registryWithForm` of the version it was answered on.
 * @param served - the server's registry (`app.forms.registry`)
 * @param contentJson - `form_versions.content_json` of the version, or null: the served registry as it is
 */
export function registryWithVersion(served: SchemaRegistry, contentJson: string | null): SchemaRegistry {
  return contentJson === null ? served : registryWithForm(served, JSON.parse(contentJson) as FormVersionContent);
}

/**
 * The content of the versions an opening's current sections were answered on, by form id: each
 * section's stamps name the studio content hash of every form that validated it (stamps stored
 * before the studio have none, and their forms print with the version on disk).
 * @param db - the database
 * @param openingId - the opening
 * @returns {schema, ui} by form id, for every stamped form a published version holds
 */
export async function sectionFormVersions(db: Kysely<Database>, openingId: number): Promise<Record<string, FormVersionContent>> {
  const sections = await db
    .selectFrom('account_opening_sections')
    .select('stamps_json')
    .where('opening_id', '=', openingId)
    .where('current', '=', 1)
    .execute();
  const wanted = new Map<string, string>();
  for (const { stamps_json } of sections) {
    for (const stamp of JSON.parse(stamps_json) as Array<{ formId: string; contentHash?: string }>) {
      if (stamp.contentHash) wanted.set(stamp.formId, stamp.contentHash);
    }
  }
  const result: Record<string, FormVersionContent> = {};
  if (!wanted.size) return result;
  // Stamps hash {schema, ui}; a version's content_hash also covers the fixtures a draft carries, so
  // the stamped forms' published versions are hashed here rather than matched on content_hash.
  const rows = await db
    .selectFrom('form_versions')
    .select(['form_id', 'content_json'])
    .where('kind', '=', 'form')
    .where('status', '=', 'published')
    .where('form_id', 'in', [...wanted.keys()])
    .execute();
  for (const row of rows) {
    const { schema, ui } = JSON.parse(row.content_json) as FormVersionContent;
    if (!result[row.form_id] && wanted.get(row.form_id) === sha256(canonicalJson({ schema, ui }))) result[row.form_id] = { schema, ui };
  }
  return result;
}
