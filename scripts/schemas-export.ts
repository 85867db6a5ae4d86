/**
 * `npm run schemas:export` (issue 13 item 4): writes the versions of the forms and flows in effect
 * in the database back to the files under schemas/, then runs CI's checks on the result, so a
 * change published in the studio can be committed and CI keeps proving it.
 *
 * - Reads the database of DATABASE_URL (default sqlite:data/portal.sqlite, as the server).
 * - For each form and flow, the version in effect now (`--at <ISO time>` for another time):
 *   a form's schema.json and ui.json, and the fixtures the version brought (fixtures/valid/<name>.json,
 *   fixtures/invalid/<name>.json); a flow's flows/<id>.json. Files are laid out as they are now
 *   (scripts/schemasJsonLayout.ts); an unchanged file is not written.
 *   A version published by the system (version 1, seeded from these files) is never written back:
 *   the files are its source, and the server serves them as they are on disk too.
 * - Prints each change: form or flow, old → new version, the change note, the files.
 * - Then schemas:check (forms, flows, fixtures, document schemas) and codegen --check on the result:
 *   a form whose generated type changed is named with the file to regenerate and commit, and the
 *   command exits 1; `--write-types` regenerates the types instead.
 *
 * Options: `--at <ISO time>`, `--out <dir>` (write there instead of schemas/; an empty or new folder
 * is first filled with a copy of schemas/), `--dry-run` (print the changes, write and check nothing),
 * `--write-types`, `--types <dir>` (where the generated types are; default src/types/generated).
 * Exit codes: 0 done, 1 a check failed or a type changed, 2 bad options or no usable database.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { canonicalJson } from '@/engine';
import { loadConfig, sqliteFileFromUrl } from '../server/config';
import { openDatabase, type Db } from '../server/db/database';
import type { StudioKind } from '../server/db/schema';
import { SCHEMAS_DIR } from '../server/forms/loadForms';
import { pickVersionInEffect, type VersionDates } from '../server/services/studioVersions';
import type { FormContent } from '../server/services/studioContent';
import { checkDocuments, checkForms, type CheckResult } from './schemas-check';
import { GENERATED_DIR, generateTypes, runCodegen, staleFiles } from './codegen';
import { formatLike } from './schemasJsonLayout';

/** A stored version as the export reads it. */
interface VersionRow extends VersionDates {
  kind: StudioKind;
  form_id: string;
  content_json: string;
  author_id: number | null;
  change_note: string | null;
}

/** One form or flow whose files the export changed (or would change). */
export interface ExportedChange {
  kind: StudioKind;
  formId: string;
  /** The stored version the files held before, or null when they matched none. */
  from: number | null;
  to: number;
  changeNote: string | null;
  /** The files written, relative to the schemas folder, in order. */
  files: string[];
}

/** A failure the command reports in one sentence and exits 2 on. */
export class ExportError extends Error {}

/** The database URL as it may be shown: without a password. */
function shownUrl(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}

/**
 * Opens the database and reads every published version; refuses a missing SQLite file, an
 * unreachable server, and a database without the studio's versions.
 * @param databaseUrl - a `sqlite:` or `postgres://` URL
 */
export async function readPublishedVersions(databaseUrl: string): Promise<VersionRow[]> {
  if (databaseUrl.startsWith('sqlite:')) {
    const file = sqliteFileFromUrl(databaseUrl);
    if (file !== ':memory:' && !existsSync(file)) {
      throw new ExportError(`There is no database at ${databaseUrl}: start the server once (npm start) or set DATABASE_URL.`);
    }
  }
  let db: Db;
  try {
    db = openDatabase(databaseUrl);
  } catch (e) {
    throw new ExportError(`Cannot open the database ${shownUrl(databaseUrl)}: ${(e as Error).message}`);
  }
  try {
    try {
      await db.kysely.selectFrom('users').select('id').limit(1).execute();
    } catch (e) {
      const error = e as Error & { code?: string; errors?: Error[] };
      // Node gives a refused connection to "localhost" as an AggregateError without a message.
      const message = error.message || error.errors?.[0]?.message || error.code || String(e);
      if (/no such table|relation "?users"? does not exist/i.test(message)) throw new ExportError(noVersionsTable(databaseUrl));
      throw new ExportError(`Cannot reach the database ${shownUrl(databaseUrl)}: ${message}`);
    }
    try {
      return await db.kysely
        .selectFrom('form_versions')
        .select(['kind', 'form_id', 'version', 'status', 'effective_from', 'content_json', 'author_id', 'change_note'])
        .where('status', '=', 'published')
        .orderBy('kind')
        .orderBy('form_id')
        .orderBy('version')
        .execute();
    } catch {
      throw new ExportError(noVersionsTable(databaseUrl));
    }
  } finally {
    await db.close();
  }
}

const noVersionsTable = (url: string) =>
  `The database ${shownUrl(url)} has no form_versions table (no form studio yet): start the server once on it (npm start) to migrate it.`;

/** A planned file: where, and its new text. */
interface PlannedFile {
  path: string;
  text: string;
}

const readText = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);
const parsed = (text: string | undefined): unknown => {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** A name that stays one file name inside its folder: letters, digits, '-', '_' and '.', not starting with '.'. */
const SAFE_NAME = /^[\w-][\w.-]*$/;

/** A version's files under `dir`, each laid out like the file it replaces. */
function filesOf(row: VersionRow, dir: string): PlannedFile[] {
  const content = JSON.parse(row.content_json) as unknown;
  const file = (path: string, value: unknown): PlannedFile => {
    const unsafe = path.split('/').find((part) => !SAFE_NAME.test(part));
    if (unsafe !== undefined) {
      throw new ExportError(
        `Version ${row.version} of ${row.kind} "${row.form_id}" names a file "${unsafe}" that cannot be written: ${path}`,
      );
    }
    return { path, text: formatLike(value, readText(join(dir, path))) };
  };
  if (row.kind === 'flow') return [file(`flows/${row.form_id}.json`, content)];
  const { schema, ui, fixtures } = content as FormContent;
  const base = `forms/${row.form_id}`;
  return [
    file(`${base}/schema.json`, schema),
    file(`${base}/ui.json`, ui),
    ...Object.entries(fixtures?.valid ?? {}).map(([name, data]) => file(`${base}/fixtures/valid/${name}.json`, data)),
    ...Object.entries(fixtures?.invalid ?? {}).map(([name, fixture]) => file(`${base}/fixtures/invalid/${name}.json`, fixture)),
  ];
}

/** The stored version the files under `dir` hold now (the highest that matches), or null. */
function versionOnDisk(rows: VersionRow[], dir: string): number | null {
  const [first] = rows;
  const read = (path: string) => parsed(readText(join(dir, path)));
  const onDisk =
    first.kind === 'flow'
      ? canonicalJson(read(`flows/${first.form_id}.json`) ?? null)
      : canonicalJson({ schema: read(`forms/${first.form_id}/schema.json`) ?? null, ui: read(`forms/${first.form_id}/ui.json`) ?? null });
  let found: number | null = null;
  for (const row of rows) {
    const content = JSON.parse(row.content_json) as FormContent;
    const stored = canonicalJson(row.kind === 'flow' ? content : { schema: content.schema, ui: content.ui });
    if (stored === onDisk && (found === null || row.version > found)) found = row.version;
  }
  return found;
}

/**
 * What the export changes under `dir`: for each form and flow whose version in effect at `at` was
 * published in the studio and differs from the files, the files to write.
 * @param rows - every published version (readPublishedVersions)
 * @param dir - the schemas folder the files are compared with
 * @param at - an ISO time
 */
export function planExport(rows: VersionRow[], dir: string, at: string): Array<ExportedChange & { planned: PlannedFile[] }> {
  const groups = new Map<string, VersionRow[]>();
  for (const row of rows) groups.set(`${row.kind}:${row.form_id}`, [...(groups.get(`${row.kind}:${row.form_id}`) ?? []), row]);
  const changes: Array<ExportedChange & { planned: PlannedFile[] }> = [];
  for (const versions of groups.values()) {
    const current = pickVersionInEffect(versions, at);
    // None in effect yet, or the system's version 1: the files are its source.
    if (!current || current.author_id === null) continue;
    const planned = filesOf(current, dir).filter((f) => readText(join(dir, f.path)) !== f.text);
    if (!planned.length) continue;
    changes.push({
      kind: current.kind,
      formId: current.form_id,
      from: versionOnDisk(versions, dir),
      to: current.version,
      changeNote: current.change_note,
      files: planned.map((f) => f.path),
      planned,
    });
  }
  return changes;
}

/** The command's options. */
export interface ExportOptions {
  databaseUrl: string;
  /** The time whose versions are exported. */
  at: Date;
  /** The schemas folder written (schemas/ unless --out). */
  outDir: string;
  dryRun: boolean;
  writeTypes: boolean;
  /** The generated types compared with (or written). */
  typesDir: string;
}

/**
 * Parses the command line.
 * @param argv - the arguments after the script's name
 * @param env - the environment (DATABASE_URL)
 */
export function parseExportArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): ExportOptions {
  const known = new Set(['--at', '--out', '--types', '--dry-run', '--write-types']);
  const value = (name: string) => {
    const at = argv.indexOf(name);
    if (at === -1) return undefined;
    const v = argv[at + 1];
    if (v === undefined || v.startsWith('--')) throw new ExportError(`${name} needs a value.`);
    return v;
  };
  for (const [i, arg] of argv.entries()) {
    if (arg.startsWith('--') && !known.has(arg)) throw new ExportError(`Unknown option ${arg} (known: ${[...known].join(', ')}).`);
    if (!arg.startsWith('--') && !['--at', '--out', '--types'].includes(argv[i - 1] ?? ''))
      throw new ExportError(`Unexpected argument "${arg}".`);
  }
  const atText = value('--at');
  const at = atText === undefined ? new Date() : new Date(atText);
  if (Number.isNaN(at.getTime())) throw new ExportError(`--at must be an ISO date and time such as 2027-01-31T09:00:00Z, got "${atText}".`);
  const out = value('--out');
  const types = value('--types');
  return {
    databaseUrl: loadConfig(env).databaseUrl,
    at,
    outDir: out ? resolve(out) : SCHEMAS_DIR,
    dryRun: argv.includes('--dry-run'),
    writeTypes: argv.includes('--write-types'),
    typesDir: types ? resolve(types) : GENERATED_DIR,
  };
}

const shown = (path: string) => relative(process.cwd(), path) || path;

/** One change as printed: `form kyc: version 1 → 2 ("note") — forms/kyc/schema.json`. */
function describeChange(change: ExportedChange): string {
  const from = change.from === null ? 'files matching no stored version' : `version ${change.from}`;
  const note = change.changeNote ? ` ("${change.changeNote}")` : '';
  return `${change.kind} ${change.formId}: ${from} → version ${change.to}${note} — ${change.files.join(', ')}`;
}

/** Prints a check's problems; returns how many. */
function printProblems(results: CheckResult[]): number {
  const problems = results.flatMap((r) => r.problems);
  for (const p of problems) console.error(`✗ ${p.file}: ${p.reason}`);
  return problems.length;
}

/**
 * The command.
 * @param argv - command-line arguments
 * @returns the exit code
 */
export async function runSchemasExport(argv: string[]): Promise<number> {
  let options: ExportOptions;
  let rows: VersionRow[];
  try {
    options = parseExportArgs(argv);
    rows = await readPublishedVersions(options.databaseUrl);
  } catch (e) {
    console.error(`schemas:export: ${(e as Error).message}`);
    return 2;
  }
  const { outDir, at, dryRun } = options;
  const hasSchemas = existsSync(join(outDir, 'forms'));
  // An empty --out folder starts as a copy of schemas/, so the checks have everything they read.
  if (!hasSchemas && !dryRun) cpSync(SCHEMAS_DIR, outDir, { recursive: true });
  const compared = hasSchemas || !dryRun ? outDir : SCHEMAS_DIR;
  let changes: ReturnType<typeof planExport>;
  try {
    changes = planExport(rows, compared, at.toISOString());
  } catch (e) {
    console.error(`schemas:export: ${(e as Error).message}`);
    return 2;
  }
  const verb = dryRun ? 'would change' : 'changed';
  console.log(`schemas:export: the versions in effect at ${at.toISOString()} from ${shownUrl(options.databaseUrl)} into ${shown(outDir)}`);
  for (const change of changes) console.log(`  ${describeChange(change)}`);
  console.log(changes.length ? `schemas:export: ${changes.length} form(s)/flow(s) ${verb}` : 'schemas:export: nothing changed');
  if (dryRun) return 0;
  for (const file of changes.flatMap((c) => c.planned)) {
    const path = join(outDir, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.text);
  }

  // CI's checks on the result: schemas:check (forms, flows, fixtures, document schemas) …
  let failed = printProblems([checkForms(outDir), checkDocuments(outDir)]);
  console.log(failed ? `schemas:export: schemas:check found ${failed} problem(s)` : 'schemas:export: schemas:check passes');

  // … and codegen --check: a changed type is reported, or written with --write-types.
  if (options.writeTypes) {
    const code = await runCodegen(['--schemas', outDir, '--out', options.typesDir]);
    return failed || code ? 1 : 0;
  }
  const { files, problems } = await generateTypes(outDir);
  for (const p of problems) console.warn(`codegen: skipped — ${p}`);
  const stale = staleFiles(files, options.typesDir);
  const typesShown = shown(options.typesDir);
  const formIds = new Set(rows.filter((r) => r.kind === 'form').map((r) => r.form_id));
  for (const line of stale) {
    const id = /^([\w-]+)\.ts is (stale|missing)$/.exec(line)?.[1];
    if (id && formIds.has(id)) {
      console.error(`✗ the type of form ${id} changed: run npm run codegen and commit ${typesShown}/${id}.ts`);
    } else console.error(`✗ ${typesShown}/${line}: run npm run codegen and commit ${typesShown}`);
  }
  failed += stale.length;
  console.log(
    stale.length ? `schemas:export: ${stale.length} generated type file(s) out of date` : 'schemas:export: codegen --check passes',
  );
  return failed ? 1 : 0;
}

if (require.main === module) {
  runSchemasExport(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(`schemas:export failed: ${error.message}`);
      process.exit(1);
    },
  );
}
