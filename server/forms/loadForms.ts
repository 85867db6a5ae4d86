import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import { FORM_ID_BASE, formIdOf, type Condition, type Flow, type FormSchema, type SchemaRegistry, type UiSchema } from '@/engine';
import { createCompilingRegistry } from './compilingRegistry';
import { createFormsAjv } from './createFormsAjv';

/** Where the platform's schemas live: `<repo>/schemas`. */
export const SCHEMAS_DIR = resolve(__dirname, '../../schemas');

/** A shared `_defs` schema as it is served and referenced (`$id` + `$defs`). */
export type DefinitionSchema = { $id: string } & Record<string, unknown>;

/** One thing wrong with a file under schemas/: which file, and why, in a sentence. */
export interface SchemaProblem {
  file: string;
  reason: string;
}

/** A form folder found on disk, whether or not it loaded (CI checks the fixtures of every one). */
export interface FormFolder {
  id: string;
  dir: string;
  loaded: boolean;
}

export interface LoadedForms {
  /** Every form that loaded (and, unless `compile: false`, compiled in strict mode). */
  registry: SchemaRegistry;
  /** Every flow that validates against schemas/meta/flow.schema.json and names only loaded forms, by id. */
  flows: Map<string, Flow>;
  /** The `_defs` schemas, in file-name order (the browser adds them to its own registry). */
  definitions: DefinitionSchema[];
  /** Every form folder under schemas/forms, in id order. */
  folders: FormFolder[];
  /** What is wrong, file by file; a form or flow with a problem that makes it unusable is left out. */
  problems: SchemaProblem[];
}

export interface LoadFormsOptions {
  /**
   * Compile every form now (default): the server's first request is warm, and a form that does
   * not compile in strict mode is reported and left out. Codegen passes false — types are wanted
   * for every form on disk, and proving the schemas is schemas:check's job.
   */
  compile?: boolean;
}

const FORM_FOLDER = /^[a-z][a-z0-9-]*$/;
const SEMVER = /^\d+\.\d+\.\d+$/;

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Reads a JSON file, or returns the sentence saying why it cannot be read. */
function readJson(file: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(readFileSync(file, 'utf8')) };
  } catch (e) {
    return { error: e instanceof SyntaxError ? `is not valid JSON (${e.message})` : `cannot be read (${(e as Error).message})` };
  }
}

const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

/** The flow meta-schema compiled, with the ajv that compiled it and its file. */
export interface FlowMeta {
  validate: ReturnType<Ajv2020['compile']>;
  ajv: Ajv2020;
  file: string;
}

/**
 * The flow meta-schema, compiled in strict mode; a problem when it cannot be. A `schemas` folder
 * without its own meta/ (a test fixture) is checked against the repository's.
 */
export function flowMeta(schemasDir: string): FlowMeta | { error: string; file: string } {
  const own = join(schemasDir, 'meta/flow.schema.json');
  const file = existsSync(own) ? own : join(SCHEMAS_DIR, 'meta/flow.schema.json');
  // As for forms, `required` may name properties declared elsewhere (the step's oneOf form|screen).
  const ajv = new Ajv2020({ strict: true, strictRequired: false, allErrors: true, allowUnionTypes: true });
  const read = readJson(file);
  if ('error' in read) return { error: read.error, file };
  try {
    return { validate: ajv.compile(read.value as object), ajv, file };
  } catch (e) {
    return { error: `does not compile in strict mode: ${(e as Error).message}`, file };
  }
}

/** Every JSON Schema a flow holds (context, stage and step conditions, override conditions), with where it is. */
function conditionsOf(flow: Flow): Array<{ where: string; schema: Condition }> {
  const found: Array<{ where: string; schema: Condition }> = [];
  if (flow.context !== undefined) found.push({ where: 'context', schema: flow.context });
  for (const stage of flow.stages) {
    if (stage.when !== undefined) found.push({ where: `stage "${stage.id}" when`, schema: stage.when });
    for (const step of stage.steps) {
      if (step.when !== undefined) found.push({ where: `step "${step.id}" when`, schema: step.when });
      (step.uiOverrides ?? []).forEach((o, i) => {
        if (o.when !== undefined) found.push({ where: `step "${step.id}" uiOverrides[${i}] when`, schema: o.when });
      });
    }
  }
  return found;
}

/**
 * Checks one flow as the loader does: against the meta-schema, its id, unique step ids, every named
 * form loaded in `registry`, every condition a schema ajv can compile. The studio checks drafts with it.
 * @param value - the flow as parsed JSON
 * @param meta - the compiled meta-schema (flowMeta)
 * @param registry - the forms the flow may name (its conditions are compiled with its evaluator)
 * @param expectedId - the id the flow must have (its file name, or the studio's flow id)
 * @param folders - the form folders, to say whether a missing form exists but did not load
 * @returns the flow, or the reasons it cannot be used (the first is the meta-schema's, alone)
 */
export function checkFlow(
  value: unknown,
  meta: Pick<FlowMeta, 'validate' | 'ajv'>,
  registry: SchemaRegistry,
  expectedId: string,
  folders: readonly FormFolder[] = [],
): { flow: Flow; reasons: [] } | { flow: null; reasons: string[] } {
  const { validate, ajv } = meta;
  if (!validate(value)) {
    return {
      flow: null,
      reasons: [`does not match schemas/meta/flow.schema.json: ${ajv.errorsText(validate.errors, { dataVar: 'flow' })}`],
    };
  }
  const flow = value as Flow;
  const reasons: string[] = [];
  if (flow.id !== expectedId) reasons.push(`"id" is "${flow.id}" but the file is named ${expectedId}.json`);
  const stepIds = flow.stages.flatMap((s) => s.steps.map((st) => st.id));
  const duplicates = [...new Set(stepIds.filter((id, i) => stepIds.indexOf(id) !== i))];
  if (duplicates.length) reasons.push(`step ids must be unique, repeated: ${duplicates.join(', ')}`);
  for (const stage of flow.stages) {
    for (const step of stage.steps) {
      if (step.form && !registry.has(step.form)) {
        const folder = folders.find((f) => f.id === step.form);
        reasons.push(
          `step "${step.id}" names form "${step.form}", which ${folder ? 'did not load (see its own problem)' : 'does not exist under schemas/forms'}`,
        );
      }
    }
  }
  for (const c of conditionsOf(flow)) {
    try {
      registry.conditions.evaluate(c.schema, {});
    } catch (e) {
      reasons.push(`${c.where} is not a schema ajv can compile: ${(e as Error).message}`);
    }
  }
  return reasons.length ? { flow: null, reasons } : { flow, reasons: [] };
}

/**
 * Reads the platform's forms and flows from disk: `forms/_defs/*.json`, every
 * `forms/<id>/schema.json` + `ui.json`, and `flows/*.json`. One loader for the server (at
 * start-up; a changed JSON file changes the form after a restart, without a rebuild), codegen and
 * schemas:check, so all three see the same forms. It never throws for a bad file: each problem is
 * reported with its file, and what cannot be used is left out — a form that is not there is a 404,
 * never an unvalidated answer.
 * @param schemasDir - the `schemas` folder (default: the repository's)
 * @param options - `compile: false` to skip compiling (codegen)
 * @returns the registry, the flows, the shared definitions, the form folders and the problems
 */
export function loadForms(schemasDir: string = SCHEMAS_DIR, options: LoadFormsOptions = {}): LoadedForms {
  const compile = options.compile ?? true;
  const problems: SchemaProblem[] = [];
  const where = (file: string) => relative(dirname(schemasDir), file) || file;
  const problem = (file: string, reason: string) => problems.push({ file: where(file), reason });
  const formsDir = join(schemasDir, 'forms');

  // 1. Shared definitions.
  const definitions: DefinitionSchema[] = [];
  for (const name of jsonFiles(join(formsDir, '_defs'))) {
    const file = join(formsDir, '_defs', name);
    const read = readJson(file);
    if ('error' in read) {
      problem(file, read.error);
      continue;
    }
    const def = read.value;
    const expectedId = `${FORM_ID_BASE}_defs/${basename(name, '.json')}`;
    if (!isObject(def) || typeof def.$id !== 'string') {
      problem(file, `has no "$id" (expected "${expectedId}")`);
      continue;
    }
    if (def.$id !== expectedId) {
      problem(file, `"$id" is "${def.$id}" but the file name says "${expectedId}"`);
      continue;
    }
    definitions.push(def as DefinitionSchema);
  }

  // 2. Forms: schema.json + ui.json per folder.
  const folders: FormFolder[] = [];
  const forms: Array<{ id: string; schema: FormSchema; ui: UiSchema; file: string }> = [];
  const folderNames = existsSync(formsDir)
    ? readdirSync(formsDir)
        .filter((n) => !n.startsWith('_') && statSync(join(formsDir, n)).isDirectory())
        .sort()
    : [];
  for (const id of folderNames) {
    const dir = join(formsDir, id);
    const folder: FormFolder = { id, dir, loaded: false };
    folders.push(folder);
    const file = join(dir, 'schema.json');
    if (!FORM_FOLDER.test(id)) {
      problem(dir, 'a form folder name must be a kebab-case id (a-z, 0-9, -)');
      continue;
    }
    if (!existsSync(file)) {
      problem(file, 'is missing: a form folder needs schema.json and ui.json');
      continue;
    }
    const read = readJson(file);
    if ('error' in read) {
      problem(file, read.error);
      continue;
    }
    const schema = read.value;
    if (!isObject(schema)) {
      problem(file, 'must be a JSON object');
      continue;
    }
    if (typeof schema.$id !== 'string' || formIdOf(schema.$id) !== id) {
      problem(
        file,
        `"$id" must be "${FORM_ID_BASE}${id}" (the id ends in the form folder's name), got ${JSON.stringify(schema.$id ?? null)}`,
      );
      continue;
    }
    if (typeof schema.version !== 'string' || !SEMVER.test(schema.version)) {
      problem(file, `"version" must be a semantic version such as "1.0.0", got ${JSON.stringify(schema.version ?? null)}`);
      continue;
    }
    if (typeof schema.title !== 'string' || !schema.title.trim()) problem(file, 'has no "title"');
    let ui: UiSchema = {};
    const uiFile = join(dir, 'ui.json');
    if (!existsSync(uiFile)) problem(uiFile, 'is missing: a form folder needs schema.json and ui.json');
    else {
      const uiRead = readJson(uiFile);
      if ('error' in uiRead) problem(uiFile, uiRead.error);
      else if (!isObject(uiRead.value)) problem(uiFile, 'must be a JSON object');
      else ui = uiRead.value;
    }
    forms.push({ id, schema: schema as FormSchema, ui, file });
  }

  // 3. Register and compile. A form that fails to compile is left out; ajv may keep half of a failed
  // compile, so the registry is then rebuilt from the forms that compiled (rare: only when one fails).
  const build = (accepted: typeof forms) => {
    const registry = createCompilingRegistry();
    const usable: typeof forms = [];
    for (const def of definitions) {
      try {
        registry.addDefinitions(def);
      } catch (e) {
        problem(join(formsDir, '_defs', `${basename(def.$id)}.json`), `is not a valid schema: ${(e as Error).message}`);
      }
    }
    for (const form of accepted) {
      try {
        registry.addForm(form.schema, form.ui);
        usable.push(form);
      } catch (e) {
        problem(form.file, (e as Error).message);
      }
    }
    return { registry, usable };
  };
  let { registry, usable } = build(forms);
  if (compile) {
    // Every shared definition compiles in strict mode, including those no form uses yet (in an ajv
    // of its own, so a failure leaves the registry's untouched).
    const scratch = createFormsAjv();
    for (const def of definitions) {
      try {
        scratch.addSchema(def);
      } catch {
        continue; // reported above
      }
      for (const name of Object.keys(isObject(def.$defs) ? def.$defs : {})) {
        try {
          scratch.getSchema(`${def.$id}#/$defs/${encodeURIComponent(name)}`);
        } catch (e) {
          problem(
            join(formsDir, '_defs', `${basename(def.$id)}.json`),
            `$defs/${name} does not compile in strict mode: ${(e as Error).message}`,
          );
        }
      }
    }
    const compiled = usable.filter((form) => {
      try {
        registry.validator(form.id);
        return true;
      } catch (e) {
        problem(form.file, `does not compile in strict mode: ${(e as Error).message}`);
        return false;
      }
    });
    if (compiled.length !== usable.length) {
      const problemCount = problems.length;
      ({ registry, usable } = build(compiled));
      problems.length = problemCount; // the rebuild meets the same definition problems again: report them once
      registry.compileAll();
    }
  }
  for (const form of usable) folders.find((f) => f.id === form.id)!.loaded = true;

  // 4. Flows: valid against the meta-schema, named after their file, every named form loaded,
  // every condition a schema ajv can compile.
  const flows = new Map<string, Flow>();
  const flowsDir = join(schemasDir, 'flows');
  const flowFiles = jsonFiles(flowsDir);
  const meta = flowMeta(schemasDir);
  if ('error' in meta) problem(meta.file, meta.error);
  for (const name of 'error' in meta ? [] : flowFiles) {
    const { validate, ajv } = meta as Exclude<typeof meta, { error: string }>;
    const file = join(flowsDir, name);
    const read = readJson(file);
    if ('error' in read) {
      problem(file, read.error);
      continue;
    }
    const checked = checkFlow(read.value, { validate, ajv }, registry, basename(name, '.json'), folders);
    if (!checked.flow) {
      for (const r of checked.reasons) problem(file, r);
      continue;
    }
    flows.set(checked.flow.id, checked.flow);
  }

  return { registry, flows, definitions, folders, problems };
}
