import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { canonicalJson, sha256, type Flow, type FormSchema, type SchemaRegistry, type UiSchema } from '@/engine';
import { createCompilingRegistry } from '../../forms/compilingRegistry';
import type { OpeningDocumentInput, OpeningDocumentKind } from './types';

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

/** How many compiled registries `documentSchemasFor` keeps (one per set of opening-form versions). */
export const DOCUMENT_REGISTRY_CACHE_SIZE = 16;

export interface DocumentSchemas {
  /** The opening forms, the shared definitions and the three document schemas, each compiled once. */
  registry: SchemaRegistry;
  /** The account-opening flow, for the labels its overrides give (Scheme Name / Member Name). */
  flow: Flow;
}

/** A shared-definitions schema (forms/_defs, documents/_defs). */
type Definitions = { $id: string } & Record<string, unknown>;

/** One version of a form: its {schema, ui}, as `form_versions.content_json` holds it. */
type FormContent = { schema: FormSchema; ui: UiSchema };

/** What documentSchemas reads from a schemas folder, before anything is compiled. */
interface SchemaFiles {
  defs: Definitions[];
  forms: Record<OpeningFormId, FormContent>;
  documentDefs: Definitions;
  documents: FormSchema[];
  orderForm: FormSchema;
  flow: Flow;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

function readSchemaFiles(schemasDir: string): SchemaFiles {
  const defsDir = join(schemasDir, 'forms/_defs');
  const defs = readdirSync(defsDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => readJson<Definitions>(join(defsDir, file)));
  const forms = Object.fromEntries(
    OPENING_FORMS.map((id) => [
      id,
      {
        schema: readJson<FormSchema>(join(schemasDir, 'forms', id, 'schema.json')),
        ui: readJson<UiSchema>(join(schemasDir, 'forms', id, 'ui.json')),
      },
    ]),
  ) as Record<OpeningFormId, FormContent>;
  return {
    defs,
    forms,
    documentDefs: readJson<Definitions>(join(schemasDir, 'documents/_defs.schema.json')),
    documents: (['ApplicationForm', 'FeeSchedule', 'BusinessConditions'] as const).map((kind) =>
      readJson<FormSchema>(join(schemasDir, 'documents', `${kind}.schema.json`)),
    ),
    orderForm: readJson<FormSchema>(join(schemasDir, 'documents/order-form.json')),
    flow: readJson<Flow>(join(schemasDir, 'flows/account-opening.json')),
  };
}

/** Compiles the documents' registry with `forms` as the opening forms' versions. */
function compileRegistry(files: SchemaFiles, forms: Record<OpeningFormId, FormContent>): SchemaRegistry {
  const registry = createCompilingRegistry();
  for (const defs of files.defs) registry.addDefinitions(defs);
  for (const id of OPENING_FORMS) {
    registry.addForm(forms[id].schema, forms[id].ui);
    // Compiled now: the document schemas below can only resolve a form ajv already holds.
    registry.validator(id);
  }
  registry.addDefinitions(files.documentDefs);
  for (const schema of [...files.documents, files.orderForm]) {
    registry.addForm(schema);
    registry.validator(schema.$id);
  }
  return registry;
}

// The content hash of a version, by schema object (the files' contents are hashed once).
const hashes = new WeakMap<FormSchema, { ui: UiSchema; hash: string }>();

/** The studio's content hash of a form version: sha-256 of the canonical JSON of {schema, ui} (`form_versions.content_hash`). */
function contentHashOf(content: FormContent): string {
  const known = hashes.get(content.schema);
  if (known && known.ui === content.ui) return known.hash;
  const hash = sha256(canonicalJson({ schema: content.schema, ui: content.ui }));
  hashes.set(content.schema, { ui: content.ui, hash });
  return hash;
}

/** The cache key of the documents' registry: each opening form's content hash, in OPENING_FORMS order. */
const registryKey = (hashOf: Readonly<Record<OpeningFormId, string>>) => OPENING_FORMS.map((id) => `${id}@${hashOf[id]}`).join(',');

let files: SchemaFiles | undefined;
const compiled = new Map<string, SchemaRegistry>();

/** The files under schemas/, read once. */
const shippedFiles = (): SchemaFiles => (files ??= readSchemaFiles(SCHEMAS_DIR));

/** The compiled registry of `key`, made with `make` when it is not among the last DOCUMENT_REGISTRY_CACHE_SIZE used. */
function cachedRegistry(key: string, make: () => SchemaRegistry): SchemaRegistry {
  const hit = compiled.get(key);
  if (hit) {
    // Most recently used last, so the oldest is the first key.
    compiled.delete(key);
    compiled.set(key, hit);
    return hit;
  }
  const registry = make();
  compiled.set(key, registry);
  while (compiled.size > DOCUMENT_REGISTRY_CACHE_SIZE) compiled.delete(compiled.keys().next().value as string);
  return registry;
}

/**
 * The schemas the documents are validated against, loaded from schemas/ and compiled with the
 * engine's ajv set-up on first use. The document schemas refer to the forms by `$id`, so each
 * section of a document is checked by exactly the schema its step was saved with.
 * @param schemasDir - the `schemas` folder (tests may point elsewhere; not cached then)
 */
export function documentSchemas(schemasDir: string = SCHEMAS_DIR): DocumentSchemas {
  if (schemasDir !== SCHEMAS_DIR) {
    const other = readSchemaFiles(schemasDir);
    return { registry: compileRegistry(other, other.forms), flow: other.flow };
  }
  return documentSchemasFor({});
}

/**
 * The schemas an opening's documents are validated and printed with (issue 13): each opening form
 * in the version its section was answered on (`input.formVersions`; a form not named is the file's
 * version), and the account-opening flow in effect (`input.flow`; the file's when omitted) for the
 * labels its overrides give. Registries are compiled once per set of versions (keyed by their
 * content hashes) and the last DOCUMENT_REGISTRY_CACHE_SIZE are kept, so the usual opening — every
 * section on the same versions — compiles nothing after the first.
 * @param input - the versions and the flow of the opening
 */
export function documentSchemasFor(input: Pick<OpeningDocumentInput, 'formVersions' | 'flow'>): DocumentSchemas {
  const shipped = shippedFiles();
  const named = input.formVersions ?? {};
  const forms = Object.fromEntries(OPENING_FORMS.map((id) => [id, named[id] ?? shipped.forms[id]])) as Record<OpeningFormId, FormContent>;
  const key = registryKey(Object.fromEntries(OPENING_FORMS.map((id) => [id, contentHashOf(forms[id])])) as Record<OpeningFormId, string>);
  const registry = cachedRegistry(key, () => compileRegistry(shipped, forms));
  return { registry, flow: input.flow ?? shipped.flow };
}
