/** @jest-environment node */
/**
 * `npm run schemas:export` (issue 13 item 4) on a real server's database: versions are published
 * through the studio's API (draft → submit → approval by a second user → publish), then the command
 * runs as CI would (tsx, DATABASE_URL) into a temporary folder, and what it writes, prints and
 * exits with is checked.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { expectData } from './support/http';
import { dialects, withApp } from './support/testApp';

const ROOT = resolve(__dirname, '../..');
const SCHEMAS = join(ROOT, 'schemas');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const OLD_US_MESSAGE = 'Please state whether you are a US person';
const NEW_US_MESSAGE = 'Please tell us whether you are a US person';

const readJson = (path: string) => JSON.parse(readFileSync(join(SCHEMAS, path), 'utf8')) as Record<string, unknown>;
const readText = (dir: string, path: string) => readFileSync(join(dir, path), 'utf8');
const kyc = () => ({ schema: readJson('forms/kyc/schema.json'), ui: readJson('forms/kyc/ui.json') });

/** Every file under `dir`, relative to it, sorted. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(relative(dir, path));
    }
  };
  walk(dir);
  return found.sort();
}

/** Runs the command as `npm run schemas:export -- …` does. */
function exportSchemas(databaseUrl: string, ...args: string[]) {
  const result = spawnSync(TSX, ['scripts/schemas-export.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET: 'schemas-export-test' },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'tessera-schemas-export-'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
/** A new, empty folder for one export. */
const freshDir = (name: string) => join(mkdtempSync(join(scratch, `${name}-`)), 'schemas');

describe.each(dialects)('schemas:export on %s', (dialect) => {
  const t = withApp(dialect);
  const tokens: Record<string, string> = {};
  const as = async (who: string, method: string, url: string, body?: unknown) =>
    t.call(method, url, { token: (tokens[who] ??= await t.login(who)), body });

  /** A version through the whole life cycle: drafted by dmocompliance, approved by dmocompliance2, published. */
  async function publish(kind: 'form' | 'flow', formId: string, content: unknown, changeNote: string, effectiveFrom?: string) {
    const items = expectData(await as('dmocompliance', 'GET', `/api/studio/versions?kind=${kind}&formId=${formId}`));
    const basedOnVersion = Math.max(...items[0].Versions.map((v: { Version: number }) => v.Version));
    const draft = expectData(await as('dmocompliance', 'POST', '/api/studio/versions', { kind, formId, basedOnVersion, content }));
    const url = `/api/studio/versions/${draft.Id}`;
    expect(expectData(await as('dmocompliance', 'POST', `${url}/submit`, { changeNote })).Status).toBe('in_review');
    expect(expectData(await as('dmocompliance2', 'POST', `${url}/approve`)).Status).toBe('approved');
    const published = expectData(await as('dmocompliance', 'POST', `${url}/publish`, effectiveFrom ? { effectiveFrom } : {}));
    return published as { Id: number; Version: number; EffectiveFrom: string; Status: string };
  }

  test('right after the seed, the export changes nothing: every file is byte for byte the one in schemas/, and the checks pass', () => {
    const out = freshDir('seeded');
    const run = exportSchemas(t.config.databaseUrl, '--out', out);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('schemas:export: nothing changed');
    expect(run.stdout).toContain('schemas:export: schemas:check passes');
    expect(run.stdout).toContain('schemas:export: codegen --check passes');
    const files = filesUnder(SCHEMAS);
    expect(filesUnder(out)).toEqual(files);
    for (const file of files) expect(readText(out, file)).toBe(readText(SCHEMAS, file));
  });

  test('a published KYC message change is written to kyc only (its schema and the fixture it replaced), one line each, and reported', async () => {
    const content = kyc();
    (content.schema as { errorMessage: { required: Record<string, string> } }).errorMessage.required.USPerson = NEW_US_MESSAGE;
    const fixture = { ...readJson('forms/kyc/fixtures/invalid/missing-us-person.json'), firstError: NEW_US_MESSAGE };
    const published = await publish(
      'form',
      'kyc',
      { ...content, fixtures: { invalid: { 'missing-us-person': fixture } } },
      'Clearer US person message',
    );
    expect(published).toMatchObject({ Version: 2, Status: 'published' });

    const out = freshDir('message');
    const run = exportSchemas(t.config.databaseUrl, '--out', out);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      'form kyc: version 1 → version 2 ("Clearer US person message") — forms/kyc/schema.json, forms/kyc/fixtures/invalid/missing-us-person.json',
    );
    expect(run.stdout).toContain('schemas:export: 1 form(s)/flow(s) changed');
    expect(run.stdout).toContain('schemas:export: schemas:check passes');
    expect(run.stdout).toContain('schemas:export: codegen --check passes');
    const changed = filesUnder(out).filter((f) => readText(out, f) !== readText(SCHEMAS, f));
    expect(changed).toEqual(['forms/kyc/fixtures/invalid/missing-us-person.json', 'forms/kyc/schema.json']);
    // The layout is kept: only the message's line differs.
    const lineOf = (key: string, message: string) => `"${key}": "${message}"`;
    expect(readText(out, 'forms/kyc/schema.json')).toBe(
      readText(SCHEMAS, 'forms/kyc/schema.json').replace(lineOf('USPerson', OLD_US_MESSAGE), lineOf('USPerson', NEW_US_MESSAGE)),
    );
    expect(readText(out, 'forms/kyc/fixtures/invalid/missing-us-person.json')).toBe(
      readText(SCHEMAS, 'forms/kyc/fixtures/invalid/missing-us-person.json').replace(
        lineOf('firstError', OLD_US_MESSAGE),
        lineOf('firstError', NEW_US_MESSAGE),
      ),
    );

    // A second export into the same folder finds it up to date and writes nothing.
    const again = exportSchemas(t.config.databaseUrl, '--out', out);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('schemas:export: nothing changed');
  });

  test('a flow change scheduled for tomorrow is not exported now, but is with --at after its date', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const flow = readJson('flows/account-opening.json');
    const scheduled = await publish('flow', 'account-opening', { ...flow, title: 'Open an account' }, 'Friendlier title', tomorrow);
    expect(scheduled).toMatchObject({ Version: 2, Status: 'scheduled', EffectiveFrom: tomorrow });

    const now = freshDir('now');
    const dry = exportSchemas(t.config.databaseUrl, '--out', now, '--dry-run');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain('form kyc: version 1 → version 2');
    expect(dry.stdout).not.toContain('flow account-opening');
    expect(dry.stdout).toContain('schemas:export: 1 form(s)/flow(s) would change');
    expect(() => readdirSync(now)).toThrow(); // --dry-run writes nothing

    const later = freshDir('later');
    const dayAfter = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const run = exportSchemas(t.config.databaseUrl, '--out', later, '--at', dayAfter);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`the versions in effect at ${dayAfter}`);
    expect(run.stdout).toContain('flow account-opening: version 1 → version 2 ("Friendlier title") — flows/account-opening.json');
    expect(run.stdout).toContain('schemas:export: 2 form(s)/flow(s) changed');
    expect(readText(later, 'flows/account-opening.json')).toBe(
      readText(SCHEMAS, 'flows/account-opening.json').replace('"title": "Account opening"', '"title": "Open an account"'),
    );
  });

  test('a published new field changes the generated type: reported with the file to regenerate, exit 1; --write-types writes it', async () => {
    const content = kyc();
    (content.schema as { properties: Record<string, unknown> }).properties.PreferredName = { type: 'string', maxLength: 60 };
    expect(await publish('form', 'kyc', content, 'Ask for a preferred name')).toMatchObject({ Version: 3, Status: 'published' });

    const out = freshDir('field');
    const run = exportSchemas(t.config.databaseUrl, '--out', out);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('form kyc: version 1 → version 3 ("Ask for a preferred name") — forms/kyc/schema.json');
    expect(run.stdout).toContain('schemas:export: schemas:check passes');
    expect(run.stderr).toContain('✗ the type of form kyc changed: run npm run codegen and commit src/types/generated/kyc.ts');
    expect(run.stdout).toContain('schemas:export: 1 generated type file(s) out of date');

    const types = join(scratch, 'types');
    cpSync(join(ROOT, 'src/types/generated'), types, { recursive: true });
    const written = exportSchemas(t.config.databaseUrl, '--out', out, '--write-types', '--types', types);
    expect(written.status).toBe(0);
    expect(readText(types, 'kyc.ts')).toContain('PreferredName?: string;');
    expect(readText(types, 'kyc.ts')).not.toBe(readText(join(ROOT, 'src/types/generated'), 'kyc.ts'));
  });

  test('a fixture name that would leave its folder is refused (exit 2) and nothing is written outside it', async () => {
    const answers = readJson('forms/kyc/fixtures/valid/others-only.json');
    // The studio refuses such a name; a row written past it (by hand, or before the rule) meets the export's own check.
    const content = { ...kyc(), fixtures: { valid: { escaped: answers } } };
    const published = await publish('form', 'kyc', content, 'A fixture with a path for a name');
    expect(published).toMatchObject({ Version: 4, Status: 'published' });
    const tampered = { ...content, fixtures: { valid: { '../../../escaped': answers } } };
    await t.db.kysely
      .updateTable('form_versions')
      .set({ content_json: JSON.stringify(tampered) })
      .where('id', '=', published.Id)
      .execute();
    const out = freshDir('escape');
    const run = exportSchemas(t.config.databaseUrl, '--out', out);
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe(
      'schemas:export: Version 4 of form "kyc" names a file ".." that cannot be written: forms/kyc/fixtures/valid/../../../escaped.json',
    );
    expect(filesUnder(join(out, '..'))).toEqual(filesUnder(SCHEMAS).map((f) => `schemas/${f}`));
  });
});

describe('schemas:export without a usable database', () => {
  test('a missing SQLite file: exit 2 with a sentence naming it', () => {
    const url = `sqlite:${join(scratch, 'missing.sqlite')}`;
    const run = exportSchemas(url);
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe(
      `schemas:export: There is no database at ${url}: start the server once (npm start) or set DATABASE_URL.`,
    );
  });

  test('a database without the studio (no form_versions table): exit 2, and nothing is written', () => {
    const file = join(scratch, 'empty.sqlite');
    new BetterSqlite3(file).close();
    const run = exportSchemas(`sqlite:${file}`, '--out', join(scratch, 'never'));
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe(
      `schemas:export: The database sqlite:${file} has no form_versions table (no form studio yet): start the server once on it (npm start) to migrate it.`,
    );
    expect(() => readdirSync(join(scratch, 'never'))).toThrow();
  });

  test('an unreachable PostgreSQL server: exit 2, the URL shown without its password', () => {
    const run = exportSchemas('postgres://tessera:secret@127.0.0.1:1/none');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^schemas:export: Cannot reach the database postgres:\/\/tessera:\*\*\*@127\.0\.0\.1:1\/none: /);
    expect(run.stderr).not.toContain('secret');
  });

  test('a bad --at: exit 2 with the expected form', () => {
    const run = exportSchemas(`sqlite:${join(scratch, 'missing.sqlite')}`, '--at', 'tomorrow');
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe('schemas:export: --at must be an ISO date and time such as 2027-01-31T09:00:00Z, got "tomorrow".');
  });
});
