/**
 * `npm run codegen` (DESIGN.md §3 "One schema, three uses"): turns every form schema under
 * schemas/forms into a TypeScript type in src/types/generated/<form-id>.ts, plus an index.ts that
 * maps form ids to their answer types (`FormAnswersById`). The app and the server type form data
 * with them; nothing else writes that folder.
 *
 * `npm run codegen -- --check` writes nothing and exits 1 when a generated file is stale, missing,
 * or left over from a form that no longer exists (CI runs it after schemas:check).
 * `--schemas <dir>` and `--out <dir>` point it elsewhere (tests).
 *
 * Only the shape of the answers becomes a type. Keywords that add requirements or bounds
 * (if/then/else, allOf, not, dependentRequired, dependentSchemas, contains) are left out before
 * json-schema-to-typescript sees them, as are messages and titles: the forms declare every property
 * at the top level (docs/forms-engine.md), so the types lose nothing, and a change to a message, a
 * label, a bound or a version leaves the types as they are (compliance edits JSON without a code
 * change). Without titles a labelled option does not turn into a named type either; descriptions
 * (notes for developers) stay as doc comments.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Options } from 'json-schema-to-typescript';
import { loadForms, SCHEMAS_DIR } from '../server/forms/loadForms';
import { generateApiTypes } from './codegenApi';

const ROOT = resolve(__dirname, '..');
export const GENERATED_DIR = join(ROOT, 'src/types/generated');
const DEFS_BASE = 'https://tessera.example/schemas/forms/_defs/';

/** A file codegen writes: its name inside the output folder and its whole text. */
export interface GeneratedFile {
  name: string;
  content: string;
}

const header = (source: string) => `/* generated — do not edit. Written by scripts/codegen.ts (npm run codegen) from ${source}. */\n`;

const STYLE = { singleQuote: true, printWidth: 120, trailingComma: 'all', bracketSpacing: true, semi: true, tabWidth: 2 } as const;

/** 'buy-checkout' → 'BuyCheckoutAnswers': the answers of a form, named after its id. */
export function typeNameOf(formId: string): string {
  return `${formId
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('')}Answers`;
}

// Keywords that only add requirements or bounds, or carry messages: not part of the answers' shape.
const CONSTRAINT_ONLY = new Set([
  'if',
  'then',
  'else',
  'allOf',
  'not',
  'dependentRequired',
  'dependentSchemas',
  'contains',
  'errorMessage',
  'version',
  '$schema',
]);
// Keywords whose value is a map of sub-schemas, or one sub-schema, or a list of them.
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);
const SCHEMA_VALUES = new Set(['items', 'additionalProperties', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems']);
const SCHEMA_LISTS = new Set(['oneOf', 'anyOf', 'prefixItems']);

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** A schema that only says "this is required" (`oneOf: [{required: …}, …]`) gives no type. */
const isShapeless = (s: unknown) =>
  isObject(s) && Object.keys(s).every((k) => ['required', 'errorMessage', 'description', '$comment'].includes(k));

/**
 * The schema as json-schema-to-typescript should see it: constraint-only keywords and messages
 * and titles removed, every sub-schema likewise (a pure function: no input is changed).
 * @param schema - a form schema or a `_defs` file
 * @param isRoot - the form's own root keeps its `$id` (the root type is named from it)
 */
export function typeShapeOf(schema: unknown, isRoot = true): unknown {
  if (Array.isArray(schema)) return schema.map((s) => typeShapeOf(s, false));
  if (!isObject(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (CONSTRAINT_ONLY.has(key)) continue;
    if (key === '$id' && !isRoot) continue;
    if (key === 'title') continue;
    if (SCHEMA_LISTS.has(key) && key !== 'prefixItems' && Array.isArray(value) && value.every(isShapeless)) continue;
    if (SCHEMA_MAPS.has(key) && isObject(value))
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeShapeOf(v, false)]));
    else if ((SCHEMA_VALUES.has(key) || SCHEMA_LISTS.has(key)) && (isObject(value) || Array.isArray(value)))
      out[key] = typeShapeOf(value, false);
    else out[key] = value;
  }
  return out;
}

/**
 * Every generated file for the forms of `schemasDir`: one per form, and index.ts.
 * @param schemasDir - the `schemas` folder
 * @returns the files in name order, and the problems of the forms that could not be read
 */
export async function generateTypes(schemasDir: string = SCHEMAS_DIR): Promise<{ files: GeneratedFile[]; problems: string[] }> {
  // Loaded here, not at the top: its formatter (prettier) cannot load inside jest, which imports
  // this module for its pure helpers.
  const { compile } = await import('json-schema-to-typescript');
  // Types are wanted for every form on disk; whether it compiles in strict mode is schemas:check's job.
  const { registry, definitions, problems } = loadForms(schemasDir, { compile: false });
  const defs = new Map(definitions.map((d) => [d.$id, JSON.stringify(typeShapeOf(d, false))]));
  const refOptions = {
    resolve: {
      // Shared definitions are resolved from the loaded files: no network, no guessing at paths.
      tessera: {
        order: 1,
        canRead: (file: { url: string }) => file.url.startsWith(DEFS_BASE),
        read: (file: { url: string }) => {
          const text = defs.get(file.url.replace(/#.*$/, ''));
          if (text === undefined) throw new Error(`unknown shared definition ${file.url}`);
          return text;
        },
      },
      http: false,
      file: false,
    },
  } as unknown as Options['$refOptions'];

  const files: GeneratedFile[] = [];
  const ids = registry.formIds();
  for (const id of ids) {
    const schema = typeShapeOf(registry.schema(id)) as Record<string, unknown>;
    const name = typeNameOf(id);
    const source = `schemas/forms/${id}/schema.json`;
    try {
      const content = await compile(schema, name, {
        bannerComment: header(source).trimEnd(),
        customName: (s) => (s.$id === schema.$id ? name : undefined),
        $refOptions: refOptions,
        declareExternallyReferenced: true,
        ignoreMinAndMaxItems: true,
        unknownAny: true,
        additionalProperties: true,
        format: true,
        style: STYLE,
      });
      files.push({ name: `${id}.ts`, content });
    } catch (e) {
      problems.push({ file: source, reason: `cannot be turned into a type: ${(e as Error).message}` });
    }
  }
  const typed = ids.filter((id) => files.some((f) => f.name === `${id}.ts`));
  const index = [
    header('every schemas/forms/<form-id>/schema.json'),
    ...typed.map((id) => `import type { ${typeNameOf(id)} } from './${id}';`),
    ...(typed.length ? [''] : []),
    ...typed.map((id) => `export type { ${typeNameOf(id)} } from './${id}';`),
    ...(typed.length ? [''] : []),
    '/** The answers of every form, by form id. */',
    typed.length ? 'export interface FormAnswersById {' : 'export interface FormAnswersById {}',
    ...typed.map((id) => `  ${/^[A-Za-z_$][\w$]*$/.test(id) ? id : `'${id}'`}: ${typeNameOf(id)};`),
    ...(typed.length ? ['}'] : []),
    '',
    '/** The id of every form under schemas/forms. */',
    'export type FormId = keyof FormAnswersById;',
    '',
  ].join('\n');
  files.push({ name: 'index.ts', content: index });
  // The API's types (schemas/api), formatted like the form types so a formatter run leaves both alone.
  const prettier = await import('prettier');
  for (const file of generateApiTypes(join(schemasDir, 'api'), header)) {
    files.push({ ...file, content: await prettier.format(file.content, { parser: 'typescript', ...STYLE }) });
  }
  return { files: files.sort((a, b) => a.name.localeCompare(b.name)), problems: problems.map((p) => `${p.file}: ${p.reason}`) };
}

/** The generated files now in `outDir`: the form types, and the API types in its api/ folder. */
function generatedOn(outDir: string): string[] {
  const ts = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.ts')) : []);
  return [...ts(outDir), ...ts(join(outDir, 'api')).map((f) => `api/${f}`)];
}

/** What differs between the files codegen would write and what is in `outDir`. */
export function staleFiles(files: GeneratedFile[], outDir: string): string[] {
  const stale: string[] = [];
  const existing = generatedOn(outDir);
  for (const f of files) {
    const path = join(outDir, f.name);
    if (!existsSync(path)) stale.push(`${f.name} is missing`);
    else if (readFileSync(path, 'utf8') !== f.content) stale.push(`${f.name} is stale`);
  }
  for (const name of existing)
    if (!files.some((f) => f.name === name)) stale.push(`${name} belongs to no ${name.startsWith('api/') ? 'API schema file' : 'form'}`);
  return stale;
}

/**
 * The command: writes the generated files (removing any that belong to no form), or with
 * `--check` only compares.
 * @param argv - command-line arguments: `--check`, `--schemas <dir>`, `--out <dir>`
 * @returns the exit code
 */
export async function runCodegen(argv: string[]): Promise<number> {
  const option = (name: string) => {
    const at = argv.indexOf(name);
    return at !== -1 && argv[at + 1] ? resolve(argv[at + 1]) : undefined;
  };
  const check = argv.includes('--check');
  const schemasDir = option('--schemas') ?? SCHEMAS_DIR;
  const outDir = option('--out') ?? GENERATED_DIR;
  const shown = relative(process.cwd(), outDir) || outDir;
  const { files, problems } = await generateTypes(schemasDir);
  // A form that cannot be read has no type; schemas:check reports it in full.
  for (const p of problems) console.warn(`codegen: skipped — ${p}`);
  const stale = staleFiles(files, outDir);
  if (check) {
    if (stale.length) {
      for (const s of stale) console.error(`✗ ${shown}/${s}`);
      console.error(`codegen --check: ${stale.length} generated file(s) out of date — run npm run codegen`);
      return 1;
    }
    const api = files.filter((f) => f.name.startsWith('api/')).length;
    console.log(
      `codegen --check: ${files.length} generated file(s) up to date (${files.length - 1 - api} form(s)${api ? `, ${api} API area(s)` : ''})`,
    );
    return 0;
  }
  mkdirSync(outDir, { recursive: true });
  if (files.some((f) => f.name.startsWith('api/'))) mkdirSync(join(outDir, 'api'), { recursive: true });
  for (const f of files) {
    const path = join(outDir, f.name);
    if (!existsSync(path) || readFileSync(path, 'utf8') !== f.content) writeFileSync(path, f.content);
  }
  for (const name of generatedOn(outDir).filter((n) => !files.some((f) => f.name === n))) rmSync(join(outDir, name));
  const api = files.filter((f) => f.name.startsWith('api/')).length;
  console.log(
    `codegen: ${files.length - 1 - api} form type(s), index.ts and ${api} API type file(s) in ${shown}${stale.length ? ` (${stale.length} changed)` : ' (unchanged)'}`,
  );
  return 0;
}

if (require.main === module) {
  runCodegen(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(`codegen failed: ${error.message}`);
      process.exit(1);
    },
  );
}
