import type { Kysely } from 'kysely';
import { SchemaRegistry, type FormSchema, type UiSchema } from '@/engine';
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
 * A registry for reading old answers: the served registry's shared definitions and one form, the
 * stored version's content. It compiles nothing (it is for labels, order and `$ref`s — printing and
 * showing, not validating).
 * @param served - the server's registry (`app.forms.registry`)
 * @param contentJson - `form_versions.content_json` of the version, or null: the served registry as it is
 * @returns the registry to print with
 */
export function registryWithVersion(served: SchemaRegistry, contentJson: string | null): SchemaRegistry {
  if (contentJson === null) return served;
  const content = JSON.parse(contentJson) as FormVersionContent;
  const registry = new SchemaRegistry(null);
  for (const defs of served.definitionSchemas()) registry.addDefinitions(defs);
  registry.addForm(content.schema, content.ui);
  return registry;
}
