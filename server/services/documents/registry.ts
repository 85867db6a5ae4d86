import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Flow, FormSchema, SchemaRegistry, UiSchema } from '@/engine';
import { createCompilingRegistry } from '../../forms/compilingRegistry';
import type { OpeningDocumentKind } from './types';

/** Where the platform's schemas live: `<repo>/schemas`. */
const SCHEMAS_DIR = resolve(__dirname, '../../../schemas');

/** The forms whose answers the documents carry (the account-opening flow's forms). */
export const OPENING_FORMS = [
  'account-type',
  'personal-details',
  'correspondence',
  'disbursement',
  'risk-profile',
  'account-appropriateness',
  'fees',
  'acknowledgements',
] as const;
export type OpeningFormId = (typeof OPENING_FORMS)[number];

/** The registry key of a document schema (its `$id`; formIdOf leaves ids outside schemas/forms whole). */
export const documentSchemaId = (kind: OpeningDocumentKind) => `https://tessera.example/schemas/documents/${kind}`;

/** The registry key of the order form's schema (schemas/documents/order-form.json). */
export const ORDER_FORM_SCHEMA_ID = 'https://tessera.example/schemas/documents/order-form';

export interface DocumentSchemas {
  /** The opening forms, the shared definitions and the three document schemas, each compiled once. */
  registry: SchemaRegistry;
  /** The account-opening flow, for the labels its overrides give (Scheme Name / Member Name). */
  flow: Flow;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

let cached: DocumentSchemas | undefined;

/**
 * The schemas the documents are validated against, loaded from schemas/ and compiled with the
 * engine's ajv set-up on first use. The document schemas refer to the forms by `$id`, so each
 * section of a document is checked by exactly the schema its step was saved with.
 * @param schemasDir - the `schemas` folder (tests may point elsewhere)
 */
export function documentSchemas(schemasDir: string = SCHEMAS_DIR): DocumentSchemas {
  if (cached && schemasDir === SCHEMAS_DIR) return cached;
  const registry = createCompilingRegistry();
  const defsDir = join(schemasDir, 'forms/_defs');
  for (const file of readdirSync(defsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    registry.addDefinitions(readJson(join(defsDir, file)));
  }
  for (const id of OPENING_FORMS) {
    registry.addForm(
      readJson<FormSchema>(join(schemasDir, 'forms', id, 'schema.json')),
      readJson<UiSchema>(join(schemasDir, 'forms', id, 'ui.json')),
    );
    // Compiled now: the document schemas below can only resolve a form ajv already holds.
    registry.validator(id);
  }
  registry.addDefinitions(readJson(join(schemasDir, 'documents/_defs.schema.json')));
  for (const kind of ['ApplicationForm', 'FeeSchedule', 'BusinessConditions'] as const) {
    registry.addForm(readJson<FormSchema>(join(schemasDir, 'documents', `${kind}.schema.json`)));
    registry.validator(documentSchemaId(kind));
  }
  registry.addForm(readJson<FormSchema>(join(schemasDir, 'documents/order-form.json')));
  registry.validator(ORDER_FORM_SCHEMA_ID);
  const flow = readJson<Flow>(join(schemasDir, 'flows/account-opening.json'));
  const loaded = { registry, flow };
  if (schemasDir === SCHEMAS_DIR) cached = loaded;
  return loaded;
}
