// The impact check of a form draft: the form's stored submissions and in-flight answers validated with the draft.
import { formIdOf, validateForm, type FormSchema, type SchemaRegistry, type UiSchema } from '@/engine';
import type { FormImpactReport, ImpactTotals } from '@/types/generated/api/studio';
import { isObject, SECTION_OF_FORM } from '../services/accountOpening';
import { createCompilingRegistry } from './compilingRegistry';
import { failuresOf, fieldLabel, ImpactTally } from './impactReport';
import { IMPACT_PAGE_SIZE, message, openingAnswersOf, openingsPage, type ImpactCheckError, type ImpactDeps } from './impactSources';

/** A draft of one form: its id, schema and uiSchema, as the studio edits them. */
export interface FormDraft {
  id: string;
  schema: FormSchema;
  ui?: UiSchema;
}

export type FormImpactResult = FormImpactReport | ImpactCheckError;

/**
 * Compiles a form draft with the platform's ajv in a registry of its own that holds the current
 * registry's shared definitions, so the draft's `$ref`s resolve and the live registry is untouched.
 */
function compileDraft(current: SchemaRegistry, draft: FormDraft, ui: UiSchema): SchemaRegistry | ImpactCheckError {
  const schema: unknown = draft.schema;
  if (!isObject(schema) || typeof schema.$id !== 'string' || formIdOf(schema.$id) !== draft.id)
    return { ok: false, error: `The draft's schema must have the "$id" of form "${draft.id}".` };
  if (typeof schema.version !== 'string' || !schema.version) return { ok: false, error: `The draft of "${draft.id}" has no "version".` };
  const registry = createCompilingRegistry();
  try {
    for (const def of current.definitionSchemas()) registry.addDefinitions(def);
    registry.addForm(draft.schema, ui);
    registry.validator(draft.id);
  } catch (e) {
    return { ok: false, error: `The draft of "${draft.id}" does not compile: ${message(e)}` };
  }
  return registry;
}

/**
 * Checks a draft of a form against the answers already given: every stored submission of the form
 * and the form's answers in every in-flight account opening are validated with the draft (compiled
 * once, with the platform's ajv and the current shared definitions); the failures are grouped by
 * rule (ajv keyword + schema path) and field (instance path + label), with the message the user
 * would see and a few example ids. Reads the tables a page at a time; works on SQLite and PostgreSQL.
 * @param deps - the database and the forms in effect
 * @param draft - the form's id, draft schema and uiSchema (the form's current ui.json when left out)
 * @returns the report, or `{ ok: false, error }` when the draft does not compile or names another form
 */
export async function checkFormImpact(deps: ImpactDeps, draft: FormDraft): Promise<FormImpactResult> {
  const started = Date.now();
  const { registry: current } = deps.forms;
  const pageSize = deps.pageSize ?? IMPACT_PAGE_SIZE;
  const compiled = compileDraft(current, draft, draft.ui ?? (current.has(draft.id) ? current.ui(draft.id) : {}));
  if ('ok' in compiled) return compiled;
  const formId = draft.id;
  const ui = compiled.ui(formId);
  const schema = compiled.schema(formId);
  const validate = compiled.validator(formId);
  const tally = new ImpactTally((path) => fieldLabel(schema, ui, path, (ref, base) => compiled.resolveRef(ref, base)));
  const inEffect = current.has(formId);
  const submissions: ImpactTotals = { checked: 0, failing: 0, newlyFailing: 0 };
  const openings: ImpactTotals = { checked: 0, failing: 0, newlyFailing: 0 };

  const check = (kind: 'submission' | 'opening', id: number, answers: unknown, totals: ImpactTotals) => {
    totals.checked++;
    const verdict = validateForm(compiled, formId, answers);
    if (verdict.valid) return;
    totals.failing++;
    if (inEffect && validateForm(current, formId, answers).valid) totals.newlyFailing++;
    tally.add(kind, id, failuresOf(verdict.errors, validate.errors ?? []));
  };

  for (let after = 0; ;) {
    const rows = await deps.db
      .selectFrom('form_submissions')
      .select(['id', 'data_json'])
      .where('form_id', '=', formId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    for (const row of rows) check('submission', row.id, JSON.parse(row.data_json), submissions);
    if (rows.length < pageSize) break;
    after = rows[rows.length - 1].id;
  }

  const section = SECTION_OF_FORM[formId];
  if (section) {
    for (let after = 0; ;) {
      const page = await openingsPage(deps.db, after, pageSize, section);
      for (const opening of page) {
        const answers = openingAnswersOf(formId, opening.sections);
        if (answers !== undefined) check('opening', opening.id, answers, openings);
      }
      if (page.length < pageSize) break;
      after = page[page.length - 1].id;
    }
  }

  return {
    ok: true,
    formId,
    version: schema.version,
    submissions,
    openings,
    groups: tally.result(),
    elapsedMs: Date.now() - started,
  };
}
