/**
 * `npm run schemas:check` (DESIGN.md §3): proves everything under schemas/ before it ships.
 * Today: the brand catalogue — its schema compiles in strict mode, the catalogue lints clean
 * (the four known defect kinds, duplicates, missing assets), and every lint fixture gives exactly
 * the issues it expects. The forms and flows of the forms engine join this check with their own
 * fixtures.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { lintBrandCatalogue } from '../src/engine/brands/lintBrandCatalogue';

const ROOT = resolve(__dirname, '..');
const PUBLIC = join(ROOT, 'public');
const assetExists = (path: string) => path.startsWith('/') && !path.includes('..') && existsSync(join(PUBLIC, path));
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as unknown;

let failures = 0;
let checks = 0;
const fail = (message: string) => { failures += 1; console.error(`✗ ${message}`); };
const pass = () => { checks += 1; };

// 1. The brand schema compiles in strict mode.
try {
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  ajv.compile(readJson(join(ROOT, 'schemas/brands/brand.schema.json')) as object);
  pass();
} catch (e) {
  fail(`schemas/brands/brand.schema.json does not compile: ${(e as Error).message}`);
}

// 2. The catalogue lints clean.
const catalogue = readJson(join(ROOT, 'schemas/brands/brands.json'));
const issues = lintBrandCatalogue(catalogue, { assetExists });
if (issues.length) for (const i of issues) fail(`brands.json entry ${i.index} (${i.code || 'no code'}): [${i.kind}] ${i.message}`);
else pass();

// 3. Every fixture: valid ones lint clean, defect ones give exactly their expected kinds.
const fixtureDir = join(ROOT, 'schemas/brands/fixtures');
for (const file of readdirSync(join(fixtureDir, 'valid')).filter((f) => f.endsWith('.json'))) {
  const found = lintBrandCatalogue(readJson(join(fixtureDir, 'valid', file)), { assetExists });
  if (found.length) fail(`fixture valid/${file} should lint clean but gives: ${found.map((i) => i.kind).join(', ')}`);
  else pass();
}
for (const file of readdirSync(join(fixtureDir, 'defects')).filter((f) => f.endsWith('.json'))) {
  const { catalogue: entries, expected } = readJson(join(fixtureDir, 'defects', file)) as { catalogue: unknown; expected: string[] };
  const kinds = [...new Set(lintBrandCatalogue(entries, { assetExists }).map((i) => i.kind))].sort();
  const want = [...new Set(expected)].sort();
  if (JSON.stringify(kinds) !== JSON.stringify(want)) fail(`fixture defects/${file} expected [${want.join(', ')}] but got [${kinds.join(', ')}]`);
  else pass();
}

if (failures) {
  console.error(`schemas:check: ${failures} problem(s), ${checks} check(s) passed`);
  process.exit(1);
}
console.log(`schemas:check: ${checks} checks passed (brand schema, catalogue of ${(catalogue as unknown[]).length} brands, fixtures)`);
