/** @jest-environment node */
/**
 * `npm run codegen` also turns every definition of schemas/api/<area>.json into a type of the same
 * name in src/types/generated/api/<area>.ts. These tests read the types back with the TypeScript
 * checker for every real API schema, pin the translation of each keyword the schemas use, and run
 * `--check` as CI does (a child process, as in codegen.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { API_BASE, generateApiTypes, typeOf } from '../../../scripts/codegenApi';

const ROOT = resolve(__dirname, '../../..');
const API_DIR = join(ROOT, 'schemas/api');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

type Schema = { $defs: Record<string, { type?: unknown; properties?: Record<string, unknown>; required?: string[] }> };
const areas = readdirSync(API_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5))
  .sort();
const schemaOf = (area: string) => JSON.parse(readFileSync(join(API_DIR, `${area}.json`), 'utf8')) as Schema;

let out: string;
let program: ts.Program;

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'tessera-codegen-api-'));
  mkdirSync(join(out, 'api'));
  for (const file of generateApiTypes(API_DIR, () => '/* generated — do not edit. */\n')) writeFileSync(join(out, file.name), file.content);
  const files = readdirSync(join(out, 'api')).map((f) => join(out, 'api', f));
  program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    skipLibCheck: true,
  });
});

afterAll(() => rmSync(out, { recursive: true, force: true }));

const exportsOf = (area: string) => {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(join(out, 'api', `${area}.ts`));
  if (!source) throw new Error(`api/${area}.ts was not generated`);
  return checker.getExportsOfModule(checker.getSymbolAtLocation(source)!);
};

test('the generated API types type-check together', () => {
  expect(ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))).toEqual([]);
});

test.each(areas)('%s: every definition is an exported type of the same name', (area) => {
  expect(
    exportsOf(area)
      .map((s) => s.name)
      .sort(),
  ).toEqual(Object.keys(schemaOf(area).$defs).sort());
});

test.each(areas)('%s: an object definition has every property, optional unless required', (area) => {
  const checker = program.getTypeChecker();
  for (const symbol of exportsOf(area)) {
    const def = schemaOf(area).$defs[symbol.name];
    if (def.type !== 'object' || !def.properties) continue;
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const props = Object.fromEntries(checker.getPropertiesOfType(type).map((p) => [p.name, (p.flags & ts.SymbolFlags.Optional) !== 0]));
    const required = new Set(def.required ?? []);
    expect({ [symbol.name]: props }).toEqual({
      [symbol.name]: Object.fromEntries(Object.keys(def.properties).map((p) => [p, !required.has(p)])),
    });
  }
});

describe('typeOf', () => {
  const imports = new Map<string, Set<string>>();
  beforeEach(() => imports.clear());

  test('a nullable object is its literal or null; a nullable scalar a union', () => {
    expect(
      typeOf(
        { type: ['object', 'null'], required: ['A'], properties: { A: { type: 'integer' }, B: { type: ['string', 'null'] } } },
        'x',
        imports,
      ),
    ).toBe('{\n  A: number;\n  B?: string | null;\n} | null');
  });

  test('a $ref names the definition, importing it from another area only', () => {
    expect(typeOf({ type: 'array', items: { $ref: `${API_BASE}x.json#/$defs/Item` } }, 'x', imports)).toBe('Item[]');
    expect(typeOf({ $ref: `${API_BASE}common.json#/$defs/Id` }, 'x', imports)).toBe('Id');
    expect([...imports.entries()].map(([area, names]) => [area, [...names]])).toEqual([['common', ['Id']]]);
  });

  test('a $ref with a type beside it takes that type (a shared pattern on fields of different types)', () => {
    expect(typeOf({ $ref: `${API_BASE}common.json#/$defs/PlainText`, type: ['string', 'integer'] }, 'x', imports)).toBe('string | number');
    expect(imports.size).toBe(0);
  });

  test('enums are literal unions; maps and open objects keep an index signature', () => {
    expect(typeOf({ type: 'string', enum: ['InProgress', 'Completed'] }, 'x', imports)).toBe('"InProgress" | "Completed"');
    expect(typeOf({ type: 'object', additionalProperties: { type: 'number' } }, 'x', imports)).toBe('Record<string, number>');
    expect(typeOf({ type: 'object', additionalProperties: true }, 'x', imports)).toBe('Record<string, unknown>');
    expect(typeOf({ type: 'object', properties: { A: { type: 'boolean' } }, additionalProperties: true }, 'x', imports)).toBe(
      '{\n  A?: boolean;\n  [key: string]: unknown;\n}',
    );
  });

  test('a $ref that is not a definition of schemas/api is refused', () => {
    expect(() => typeOf({ $ref: '#/$defs/Local' }, 'x', imports)).toThrow(/is not of the form/);
  });
});

describe('--check with API schemas', () => {
  let schemas: string;
  let generated: string;
  const codegen = (...args: string[]) => {
    const result = spawnSync(TSX, ['scripts/codegen.ts', ...args, '--schemas', schemas, '--out', generated], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return { code: result.status, out: `${result.stdout}${result.stderr}` };
  };

  beforeAll(() => {
    schemas = mkdtempSync(join(tmpdir(), 'tessera-codegen-api-schemas-'));
    generated = mkdtempSync(join(tmpdir(), 'tessera-codegen-api-out-'));
    cpSync(join(ROOT, 'tests/fixtures/schemas'), schemas, { recursive: true });
    mkdirSync(join(schemas, 'api'));
    for (const area of ['common', 'accounts']) cpSync(join(API_DIR, `${area}.json`), join(schemas, 'api', `${area}.json`));
    expect(codegen().code).toBe(0);
  }, 60_000);
  afterAll(() => {
    rmSync(schemas, { recursive: true, force: true });
    rmSync(generated, { recursive: true, force: true });
  });

  test('passes when the API types are current, and counts them', () => {
    expect(codegen('--check')).toEqual({ code: 0, out: expect.stringContaining('(2 form(s), 2 API area(s))') });
  }, 60_000);

  test('exits 1 naming a stale, a missing and a left-over API type file', () => {
    const accounts = join(generated, 'api/accounts.ts');
    writeFileSync(accounts, readFileSync(accounts, 'utf8').replace('IsDFM: boolean;', 'IsDFM: string;'));
    rmSync(join(generated, 'api/common.ts'));
    writeFileSync(join(generated, 'api/orders.ts'), '/* generated — do not edit. */\n');
    const run = codegen('--check');
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/api\/accounts\.ts is stale/);
    expect(run.out).toMatch(/api\/common\.ts is missing/);
    expect(run.out).toMatch(/api\/orders\.ts belongs to no API schema file/);
    expect(codegen().code).toBe(0);
    expect(readdirSync(join(generated, 'api')).sort()).toEqual(['accounts.ts', 'common.ts']);
  }, 60_000);
});
