/** @jest-environment node */
/**
 * `npm run schemas:check` proves the forms and flows: it is run here on the test-only schemas
 * (tests/fixtures/schemas), once as they are and once with one defect of each kind planted in a
 * copy, and must name every defect with its file and reason.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkForms } from '../../../scripts/schemas-check';

const ROOT = resolve(__dirname, '../../..');
const FIXTURE_SCHEMAS = join(ROOT, 'tests/fixtures/schemas');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const writeJson = (path: string, value: unknown) => writeFileSync(path, JSON.stringify(value, null, 2));

test('the test-only forms and flow pass, with their counts', () => {
  const result = checkForms(FIXTURE_SCHEMAS);
  expect(result.problems).toEqual([]);
  expect(result.counts).toEqual({
    forms: 2,
    'forms loaded': 2,
    'shared definitions': 1,
    flows: 1,
    'flows loaded': 1,
    'valid fixtures': 6,
    'invalid fixtures': 14,
  });
});

describe('with one defect of each kind', () => {
  let dir: string;
  let schemas: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'tessera-schemas-check-'));
    schemas = join(dir, 'schemas');
    cpSync(FIXTURE_SCHEMAS, schemas, { recursive: true });
    const forms = join(schemas, 'forms');
    // A form whose $id does not end in its folder name, and one whose schema is not JSON.
    cpSync(join(forms, 'fixture-profile'), join(forms, 'misnamed'), { recursive: true });
    cpSync(join(forms, 'fixture-profile'), join(forms, 'broken-json'), { recursive: true });
    writeFileSync(join(forms, 'broken-json/schema.json'), '{ "$id": ');
    // A keyword strict mode refuses, in a shared definition no form uses and in a form.
    const common = readJson(join(forms, '_defs/common.json'));
    common.$defs.unused = { type: 'string', maxLenght: 3 };
    writeJson(join(forms, '_defs/common.json'), common);
    const alerts = readJson(join(forms, 'fixture-alerts/schema.json'));
    alerts.properties.TargetPrice.minimun = 0;
    writeJson(join(forms, 'fixture-alerts/schema.json'), alerts);
    // An invalid fixture whose first error is not the one it names, and a valid fixture that fails.
    writeJson(join(forms, 'fixture-profile/fixtures/invalid/first-name-missing.json'), {
      data: { AmountIncome: 43, DeclaredNaturalPerson: true },
      firstError: 'Last Name is required',
    });
    writeJson(join(forms, 'fixture-profile/fixtures/valid/minimal.json'), { FirstName: 'Ada', DeclaredNaturalPerson: true });
    // Too few fixtures.
    unlinkSync(join(forms, 'fixture-profile/fixtures/valid/not-employed.json'));
    // A flow naming a form that does not exist, and one the meta-schema refuses.
    const flow = readJson(join(schemas, 'flows/fixture-checkout.json'));
    writeJson(join(schemas, 'flows/missing-form.json'), {
      ...flow,
      id: 'missing-form',
      stages: [{ ...flow.stages[0], steps: [{ id: 'x', title: 'X', form: 'no-such-form' }] }],
    });
    writeJson(join(schemas, 'flows/no-form-or-screen.json'), {
      ...flow,
      id: 'no-form-or-screen',
      stages: [{ ...flow.stages[0], steps: [{ id: 'x', title: 'X' }] }],
    });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('every defect is reported with its file and reason', () => {
    const { problems, counts } = checkForms(schemas);
    const lines = problems.map((p) => `${p.file}: ${p.reason}`);
    const expected = [
      /^schemas\/forms\/_defs\/common\.json: \$defs\/unused does not compile in strict mode: strict mode: unknown keyword: "maxLenght"/,
      /^schemas\/forms\/fixture-alerts\/schema\.json: does not compile in strict mode: strict mode: unknown keyword: "minimun"/,
      /^schemas\/forms\/fixture-profile\/fixtures\/invalid\/first-name-missing\.json: should fail first with "Last Name is required" but the first error is "First Name is required" at \/FirstName$/,
      /^schemas\/forms\/fixture-profile\/fixtures\/valid\/minimal\.json: should pass but fails: "Annual Income is required" at \/AmountIncome$/,
      /^schemas\/forms\/fixture-profile\/fixtures: has 2 valid and 9 invalid fixture\(s\); at least 3 valid and 5 invalid are needed$/,
      // The planted wrong firstError leaves "First Name is required" shown by no invalid fixture.
      /^schemas\/forms\/fixture-profile\/fixtures\/invalid: no invalid fixture fails first with: "First Name is required"$/,
      /^schemas\/forms\/misnamed\/schema\.json: "\$id" must be "https:\/\/tessera\.example\/schemas\/forms\/misnamed"/,
      /^schemas\/forms\/broken-json\/schema\.json: is not valid JSON/,
      /^schemas\/flows\/missing-form\.json: step "x" names form "no-such-form", which does not exist under schemas\/forms$/,
      /^schemas\/flows\/no-form-or-screen\.json: does not match schemas\/meta\/flow\.schema\.json: .*must have required property 'form'/,
      // The flow of the alerts form is left out with the form.
      /^schemas\/flows\/fixture-checkout\.json: step "alerts" names form "fixture-alerts", which did not load/,
    ];
    for (const pattern of expected) expect(lines).toContainEqual(expect.stringMatching(pattern));
    expect(lines).toHaveLength(expected.length);
    expect(counts).toMatchObject({ forms: 4, 'forms loaded': 1, flows: 3, 'flows loaded': 0 });
  });

  test('the command exits 1, prints each problem and a summary with the counts', () => {
    const run = spawnSync(TSX, ['scripts/schemas-check.ts', '--schemas', schemas], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/✗ schemas\/forms\/misnamed\/schema\.json: "\$id" must be/);
    expect(run.stderr).toMatch(
      /schemas:check: 11 problem\(s\) in \d+ file\(s\), \d+ check\(s\) passed \(4 forms, 1 forms loaded, 1 shared definitions, 3 flows, 0 flows loaded, \d+ valid fixtures, \d+ invalid fixtures\)/,
    );
  }, 60_000);
});
