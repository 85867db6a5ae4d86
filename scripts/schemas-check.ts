/**
 * `npm run schemas:check` (DESIGN.md §3 "CI proves the schemas"): proves everything under
 * schemas/ before it ships, and reports every problem (file and reason), not just the first.
 *
 * - Brands: the brand schema compiles in strict mode, the catalogue lints clean (the four known
 *   defect kinds, duplicates, missing assets), and every lint fixture gives exactly the issues it expects.
 * - Forms and flows, read by the server's own loader (server/forms/loadForms.ts): every shared
 *   definition and form schema compiles in strict mode with the server's `createFormsAjv`, every
 *   flow validates against schemas/meta/flow.schema.json and every form it names resolves, every
 *   valid fixture passes, every invalid fixture fails with exactly its `firstError` (the engine's
 *   first error), and every form has at least 3 valid and 5 invalid fixtures.
 *
 * - Guides (scripts/checkGuides.ts): every table under schemas/guides passes the schema beside it.
 * - Content (scripts/checkContent.ts): the utilities' pages per brand under schemas/content pass their kind's schema.
 *
 * `--schemas <dir>` checks the forms and flows of another folder (tests); the brand checks then stay off.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { lintBrandCatalogue } from '../server/forms/lintBrandCatalogue';
import { validateForm } from '../src/engine/forms/validateForm';
import { loadForms, SCHEMAS_DIR, type SchemaProblem } from '../server/forms/loadForms';
import { documentSchemas } from '../server/services/documents/registry';
import { checkGuides } from './checkGuides';
import { checkContent } from './checkContent';

const ROOT = resolve(__dirname, '..');

/** Fixtures each form needs at least (docs/forms-engine.md). */
export const MIN_VALID_FIXTURES = 3;
export const MIN_INVALID_FIXTURES = 5;

export interface CheckResult {
  problems: SchemaProblem[];
  /** Checks that passed. */
  passed: number;
  /** What was looked at, for the summary line. */
  counts: Record<string, number>;
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;
const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

/**
 * The brand catalogue checks.
 * @param root - the repository root
 */
export function checkBrands(root: string = ROOT): CheckResult {
  const problems: SchemaProblem[] = [];
  let passed = 0;
  const fail = (file: string, reason: string) => problems.push({ file, reason });
  const publicDir = join(root, 'public');
  const assetExists = (path: string) => path.startsWith('/') && !path.includes('..') && existsSync(join(publicDir, path));

  // 1. The brand schema compiles in strict mode.
  try {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    ajv.compile(readJson(join(root, 'schemas/brands/brand.schema.json')) as object);
    passed += 1;
  } catch (e) {
    fail('schemas/brands/brand.schema.json', `does not compile: ${(e as Error).message}`);
  }

  // 2. The catalogue lints clean.
  const catalogue = readJson(join(root, 'schemas/brands/brands.json'));
  const issues = lintBrandCatalogue(catalogue, { assetExists });
  if (issues.length)
    for (const i of issues) fail('schemas/brands/brands.json', `entry ${i.index} (${i.code || 'no code'}): [${i.kind}] ${i.message}`);
  else passed += 1;

  // 3. Every fixture: valid ones lint clean, defect ones give exactly their expected kinds.
  const fixtureDir = join(root, 'schemas/brands/fixtures');
  let fixtures = 0;
  for (const file of jsonFiles(join(fixtureDir, 'valid'))) {
    fixtures += 1;
    const found = lintBrandCatalogue(readJson(join(fixtureDir, 'valid', file)), { assetExists });
    if (found.length) fail(`schemas/brands/fixtures/valid/${file}`, `should lint clean but gives: ${found.map((i) => i.kind).join(', ')}`);
    else passed += 1;
  }
  for (const file of jsonFiles(join(fixtureDir, 'defects'))) {
    fixtures += 1;
    const { catalogue: entries, expected } = readJson(join(fixtureDir, 'defects', file)) as { catalogue: unknown; expected: string[] };
    const kinds = [...new Set(lintBrandCatalogue(entries, { assetExists }).map((i) => i.kind))].sort();
    const want = [...new Set(expected)].sort();
    if (JSON.stringify(kinds) !== JSON.stringify(want))
      fail(`schemas/brands/fixtures/defects/${file}`, `expected [${want.join(', ')}] but got [${kinds.join(', ')}]`);
    else passed += 1;
  }
  return { problems, passed, counts: { brands: (catalogue as unknown[]).length, 'brand fixtures': fixtures } };
}

/** Every errorMessage text in a schema (strings, and the values of errorMessage objects, nested). */
export function messagesOf(schema: unknown): string[] {
  const found = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') found.add(value);
    else if (value && typeof value === 'object') for (const v of Object.values(value)) collect(v);
  };
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      for (const [k, v] of Object.entries(node)) {
        if (k === 'errorMessage') collect(v);
        else walk(v);
      }
    }
  };
  walk(schema);
  return [...found];
}

/**
 * The forms and flows checks.
 * @param schemasDir - the `schemas` folder
 */
export function checkForms(schemasDir: string = SCHEMAS_DIR): CheckResult {
  const loaded = loadForms(schemasDir);
  const problems: SchemaProblem[] = [...loaded.problems];
  const where = (file: string) => relative(join(schemasDir, '..'), file);
  const fail = (file: string, reason: string) => problems.push({ file: where(file), reason });
  let passed = loaded.folders.filter((f) => f.loaded).length + loaded.flows.size;
  let valid = 0;
  let invalid = 0;

  for (const folder of loaded.folders) {
    const validDir = join(folder.dir, 'fixtures/valid');
    const invalidDir = join(folder.dir, 'fixtures/invalid');
    const validFiles = jsonFiles(validDir);
    const invalidFiles = jsonFiles(invalidDir);
    valid += validFiles.length;
    invalid += invalidFiles.length;
    if (validFiles.length < MIN_VALID_FIXTURES || invalidFiles.length < MIN_INVALID_FIXTURES) {
      fail(
        join(folder.dir, 'fixtures'),
        `has ${validFiles.length} valid and ${invalidFiles.length} invalid fixture(s); at least ${MIN_VALID_FIXTURES} valid and ${MIN_INVALID_FIXTURES} invalid are needed`,
      );
    }
    // A form that did not load has its own problem above; its fixtures cannot be run.
    if (!folder.loaded) continue;
    for (const name of validFiles) {
      const file = join(validDir, name);
      let data: unknown;
      try {
        data = readJson(file);
      } catch (e) {
        fail(file, `is not valid JSON (${(e as Error).message})`);
        continue;
      }
      const verdict = validateForm(loaded.registry, folder.id, data);
      if (verdict.valid) passed += 1;
      else fail(file, `should pass but fails: ${verdict.errors.map((e) => `"${e.message}" at ${e.path || '(form)'}`).join('; ')}`);
    }
    const firstErrors = new Set<string>();
    for (const name of invalidFiles) {
      const file = join(invalidDir, name);
      let fixture: unknown;
      try {
        fixture = readJson(file);
      } catch (e) {
        fail(file, `is not valid JSON (${(e as Error).message})`);
        continue;
      }
      const { data, firstError } = (fixture ?? {}) as { data?: unknown; firstError?: unknown };
      if (data === undefined || typeof firstError !== 'string') {
        fail(file, 'must be {"data": …, "firstError": "exact message"}');
        continue;
      }
      firstErrors.add(firstError);
      const verdict = validateForm(loaded.registry, folder.id, data);
      if (verdict.valid) fail(file, `should fail with "${firstError}" but passes`);
      else if (verdict.errors[0].message !== firstError) {
        fail(
          file,
          `should fail first with "${firstError}" but the first error is "${verdict.errors[0].message}" at ${verdict.errors[0].path || '(form)'}`,
        );
      } else passed += 1;
    }
    // Together the invalid fixtures must show every message the form's own schema gives.
    const uncovered = messagesOf(loaded.registry.schema(folder.id)).filter((m) => !firstErrors.has(m));
    if (uncovered.length)
      fail(join(folder.dir, 'fixtures/invalid'), `no invalid fixture fails first with: ${uncovered.map((m) => `"${m}"`).join(', ')}`);
    else passed += 1;
  }
  return {
    problems,
    passed,
    counts: {
      forms: loaded.folders.length,
      'forms loaded': loaded.folders.filter((f) => f.loaded).length,
      'shared definitions': loaded.definitions.length,
      flows: jsonFiles(join(schemasDir, 'flows')).length,
      'flows loaded': loaded.flows.size,
      'valid fixtures': valid,
      'invalid fixtures': invalid,
    },
  };
}

/**
 * The generated-document schemas (schemas/documents): each compiles in strict mode with the
 * engine's ajv together with the forms it refers to (server/services/documents/registry.ts).
 * @param schemasDir - the `schemas` folder
 */
export function checkDocuments(schemasDir: string = SCHEMAS_DIR): CheckResult {
  const files = jsonFiles(join(schemasDir, 'documents'));
  try {
    documentSchemas(schemasDir);
    return { problems: [], passed: 1, counts: { 'document schemas': files.length } };
  } catch (e) {
    return {
      problems: [{ file: 'schemas/documents', reason: `does not compile: ${(e as Error).message}` }],
      passed: 0,
      counts: { 'document schemas': files.length },
    };
  }
}

/** Prints the problems grouped by file, and the counts; returns the exit code. */
function report(results: CheckResult[]): number {
  const problems = results.flatMap((r) => r.problems);
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const counts = Object.assign({}, ...results.map((r) => r.counts)) as Record<string, number>;
  const byFile = new Map<string, string[]>();
  for (const p of problems) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p.reason]);
  for (const [file, reasons] of [...byFile.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    for (const reason of reasons) console.error(`✗ ${file}: ${reason}`);
  }
  const summary = Object.entries(counts)
    .map(([k, v]) => `${v} ${k}`)
    .join(', ');
  if (problems.length) {
    console.error(`schemas:check: ${problems.length} problem(s) in ${byFile.size} file(s), ${passed} check(s) passed (${summary})`);
    return 1;
  }
  console.log(`schemas:check: ${passed} checks passed (${summary})`);
  return 0;
}

if (require.main === module) {
  const at = process.argv.indexOf('--schemas');
  const schemasDir = at !== -1 && process.argv[at + 1] ? resolve(process.argv[at + 1]) : undefined;
  const results = schemasDir
    ? [checkForms(schemasDir)]
    : [checkBrands(), checkForms(), checkDocuments(), checkGuides(SCHEMAS_DIR), checkContent(SCHEMAS_DIR)];
  process.exit(report(results));
}
