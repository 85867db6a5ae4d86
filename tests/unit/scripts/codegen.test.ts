/** @jest-environment node */
/**
 * `npm run codegen` turns every form schema into a type. json-schema-to-typescript drops properties
 * declared only inside if/then; the convention declares every property at the top level, and these
 * tests prove each one reaches the generated type — for every real form and for a test-only form
 * whose EmployerName is required only inside `then`. The generator runs as the command does (tsx in a
 * child process: prettier, which formats its output, cannot load inside jest).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { loadForms } from '../../../server/forms/loadForms';
import { typeNameOf } from '../../../scripts/codegen';

const ROOT = resolve(__dirname, '../../..');
const FIXTURE_SCHEMAS = join(ROOT, 'tests/fixtures/schemas');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

const codegen = (...args: string[]) => {
  const result = spawnSync(TSX, ['scripts/codegen.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
};

const realForms = loadForms(undefined, { compile: false });
const fixtureForms = loadForms(FIXTURE_SCHEMAS, { compile: false });

/** Every generated file under `dir`: the form types and, in api/, the API types. */
const generatedIn = (dir: string) =>
  (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts')).map((f) => join(dir, f));

let realOut: string;
let fixtureOut: string;
let program: ts.Program;

beforeAll(() => {
  realOut = mkdtempSync(join(tmpdir(), 'tessera-codegen-'));
  fixtureOut = mkdtempSync(join(tmpdir(), 'tessera-codegen-fixtures-'));
  for (const [schemas, out] of [
    [join(ROOT, 'schemas'), realOut],
    [FIXTURE_SCHEMAS, fixtureOut],
  ]) {
    const run = codegen('--schemas', schemas, '--out', out);
    if (run.code !== 0) throw new Error(`codegen failed: ${run.out}`);
  }
  const files = [realOut, fixtureOut].flatMap(generatedIn);
  program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    skipLibCheck: true,
  });
}, 120_000);

afterAll(() => {
  for (const dir of [realOut, fixtureOut]) if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The properties of a generated type, each with whether it is optional, read by the TypeScript checker. */
function propertiesOf(file: string, typeName: string): Record<string, boolean> {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (!source) throw new Error(`${file} was not generated`);
  const symbol = checker.getExportsOfModule(checker.getSymbolAtLocation(source)!).find((s) => s.name === typeName);
  if (!symbol) throw new Error(`${file} exports no ${typeName}`);
  const type = checker.getDeclaredTypeOfSymbol(symbol);
  return Object.fromEntries(checker.getPropertiesOfType(type).map((p) => [p.name, (p.flags & ts.SymbolFlags.Optional) !== 0]));
}

const cases = [
  ...realForms.registry.formIds().map((id) => ({ id, registry: realForms.registry, dir: () => realOut })),
  ...fixtureForms.registry.formIds().map((id) => ({ id, registry: fixtureForms.registry, dir: () => fixtureOut })),
];

test.each(cases.map((c) => [c.id, c]))(
  '%s: every top-level property of the schema is in the generated type, optional unless required',
  (id, c) => {
    const schema = c.registry.schema(id);
    const required = new Set((schema.required as string[] | undefined) ?? []);
    const expected = Object.fromEntries(Object.keys(schema.properties ?? {}).map((p) => [p, !required.has(p)]));
    expect(propertiesOf(join(c.dir(), `${id}.ts`), typeNameOf(id))).toEqual(expected);
  },
);

type Schema = Record<string, unknown>;
const isSchema = (v: unknown): v is Schema => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * Property names an object schema's conditional keywords mention (if/then/else, allOf, anyOf,
 * oneOf, not, dependentRequired, dependentSchemas) that its own `properties` do not declare, with
 * where they are — json-schema-to-typescript would leave them out of the type.
 */
function undeclaredConditionalProperties(schema: unknown, path = '#'): string[] {
  if (!isSchema(schema)) return [];
  const found: string[] = [];
  const declared = isSchema(schema.properties) ? Object.keys(schema.properties) : undefined;
  if (declared) {
    const mentioned = (branch: unknown, at: string) => {
      if (!isSchema(branch)) return;
      const names = [
        ...(Array.isArray(branch.required) ? (branch.required as string[]) : []),
        ...(isSchema(branch.properties) ? Object.keys(branch.properties) : []),
      ];
      for (const n of names) if (!declared.includes(n)) found.push(`${at}: ${n}`);
      for (const k of ['if', 'then', 'else', 'not']) mentioned(branch[k], `${at}/${k}`);
      for (const k of ['allOf', 'anyOf', 'oneOf'])
        if (Array.isArray(branch[k])) (branch[k] as unknown[]).forEach((b, i) => mentioned(b, `${at}/${k}/${i}`));
    };
    for (const k of ['if', 'then', 'else', 'not']) mentioned(schema[k], `${path}/${k}`);
    for (const k of ['allOf', 'anyOf', 'oneOf'])
      if (Array.isArray(schema[k])) (schema[k] as unknown[]).forEach((b, i) => mentioned(b, `${path}/${k}/${i}`));
    for (const k of ['dependentRequired', 'dependentSchemas']) {
      if (!isSchema(schema[k])) continue;
      for (const [name, value] of Object.entries(schema[k])) {
        if (!declared.includes(name)) found.push(`${path}/${k}: ${name}`);
        if (Array.isArray(value))
          found.push(...(value as string[]).filter((n) => !declared.includes(n)).map((n) => `${path}/${k}/${name}: ${n}`));
        else mentioned(value, `${path}/${k}/${name}`);
      }
    }
  }
  // Nested objects follow the same rule (array items, object properties, $defs).
  for (const [k, v] of Object.entries(schema)) {
    if (k === 'properties' || k === '$defs') {
      if (isSchema(v))
        for (const [name, sub] of Object.entries(v)) found.push(...undeclaredConditionalProperties(sub, `${path}/${k}/${name}`));
    } else if (k === 'items' || k === 'additionalProperties') found.push(...undeclaredConditionalProperties(v, `${path}/${k}`));
  }
  return found;
}

test.each(cases.map((c) => [c.id, c]))(
  '%s: every property its conditions name is declared in the properties of its own object',
  (id, c) => {
    expect(undeclaredConditionalProperties(c.registry.schema(id))).toEqual([]);
  },
);

test('the convention check finds a property declared only inside then', () => {
  const schema = {
    type: 'object',
    properties: { A: { type: 'boolean' } },
    if: { properties: { A: { const: true } } },
    then: { required: ['B'], properties: { B: { type: 'string' } } },
  };
  expect(undeclaredConditionalProperties(schema)).toEqual(['#/then: B', '#/then: B']);
});

test('a property required only inside if/then is still declared (optional) in the type', () => {
  const props = propertiesOf(join(fixtureOut, 'fixture-profile.ts'), 'FixtureProfileAnswers');
  expect(props).toMatchObject({ EmployerName: true, FirstName: false });
});

test('every generated file starts with the do-not-edit header, and they type-check together', () => {
  for (const dir of [realOut, fixtureOut]) {
    for (const f of generatedIn(dir)) expect(readFileSync(f, 'utf8')).toMatch(/^\/\* generated — do not edit\./);
  }
  const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(problems).toEqual([]);
});

test('index.ts maps every form id to its type', () => {
  const props = propertiesOf(join(fixtureOut, 'index.ts'), 'FormAnswersById');
  expect(Object.keys(props).sort()).toEqual(['fixture-alerts', 'fixture-profile']);
  expect(readFileSync(join(fixtureOut, 'index.ts'), 'utf8')).toContain("'fixture-profile': FixtureProfileAnswers;");
});

describe('--check', () => {
  let out: string;
  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), 'tessera-codegen-check-'));
    expect(codegen('--schemas', FIXTURE_SCHEMAS, '--out', out).code).toBe(0);
  }, 60_000);
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  test('passes when every generated file is current', () => {
    const run = codegen('--check', '--schemas', FIXTURE_SCHEMAS, '--out', out);
    expect(run).toEqual({ code: 0, out: expect.stringContaining('codegen --check: 3 generated file(s) up to date') });
  }, 60_000);

  test('exits 1 naming a stale, a missing and a left-over file, and writes nothing', () => {
    const stalePath = join(out, 'fixture-profile.ts');
    const stale = readFileSync(stalePath, 'utf8').replace('EmployerName?: string;', 'EmployerName?: number;');
    writeFileSync(stalePath, stale);
    rmSync(join(out, 'fixture-alerts.ts'));
    writeFileSync(join(out, 'removed-form.ts'), '/* generated — do not edit. */\n');
    const run = codegen('--check', '--schemas', FIXTURE_SCHEMAS, '--out', out);
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/fixture-profile\.ts is stale/);
    expect(run.out).toMatch(/fixture-alerts\.ts is missing/);
    expect(run.out).toMatch(/removed-form\.ts belongs to no form/);
    expect(readFileSync(stalePath, 'utf8')).toBe(stale);
    // Writing puts everything right again.
    expect(codegen('--schemas', FIXTURE_SCHEMAS, '--out', out).code).toBe(0);
    expect(codegen('--check', '--schemas', FIXTURE_SCHEMAS, '--out', out).code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['fixture-alerts.ts', 'fixture-profile.ts', 'index.ts']);
  }, 60_000);
});
