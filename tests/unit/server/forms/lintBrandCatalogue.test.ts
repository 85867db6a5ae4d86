/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { lintBrandCatalogue } from '../../../../server/forms/lintBrandCatalogue';

const ROOT = path.resolve(__dirname, '../../../..');
const PUBLIC = path.join(ROOT, 'public');
const FIXTURES = path.join(ROOT, 'schemas/brands/fixtures');

/** Resolves URL paths against the real public/ folder, as the built site would serve them. */
const assetExists = (urlPath: string): boolean => {
  const file = path.normalize(path.join(PUBLIC, urlPath));
  return file.startsWith(PUBLIC + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile();
};
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, 'utf8'));
const fixtureFiles = (folder: string): string[] =>
  fs
    .readdirSync(path.join(FIXTURES, folder))
    .filter((f) => f.endsWith('.json'))
    .sort();
const kindsOf = (issues: { kind: string }[]): string[] => [...new Set(issues.map((i) => i.kind))].sort();

describe('lintBrandCatalogue', () => {
  test('the real catalogue schemas/brands/brands.json lints clean against the real public folder', () => {
    const catalogue = readJson(path.join(ROOT, 'schemas/brands/brands.json'));
    expect(lintBrandCatalogue(catalogue, { assetExists })).toEqual([]);
  });

  test.each(fixtureFiles('valid'))('the valid fixture %s has no issues', (file) => {
    expect(lintBrandCatalogue(readJson(path.join(FIXTURES, 'valid', file)), { assetExists })).toEqual([]);
  });

  test.each(fixtureFiles('defects'))('the defect fixture %s yields exactly its expected kinds', (file) => {
    const { catalogue, expected } = readJson(path.join(FIXTURES, 'defects', file)) as {
      catalogue: unknown;
      expected: string[];
    };
    expect(kindsOf(lintBrandCatalogue(catalogue, { assetExists }))).toEqual([...expected].sort());
  });

  test('there is a defect fixture for every kind the lint reports', () => {
    const covered = new Set(
      fixtureFiles('defects').flatMap((f) => (readJson(path.join(FIXTURES, 'defects', f)) as { expected: string[] }).expected),
    );
    expect([...covered].sort()).toEqual(
      [
        'schema',
        'unclosed-url',
        'external-favicon',
        'missing-favicon-file',
        'readable-mismatch',
        'duplicate-code',
        'duplicate-subdomain',
        'missing-asset',
        'contrast',
      ].sort(),
    );
  });

  test('a low-contrast brand fails with one issue per failing pair, naming the brand, the pair and the ratio', () => {
    const { catalogue } = readJson(path.join(FIXTURES, 'defects/low-contrast.json')) as { catalogue: unknown };
    expect(lintBrandCatalogue(catalogue, { assetExists })).toEqual([
      {
        index: 0,
        code: 'php',
        kind: 'contrast',
        message: 'primary button text (white) on colourPrimary: contrast 2.25:1 (#FFFFFF on #7FB3D5); WCAG 2.1 AA needs 4.5:1.',
      },
      {
        index: 0,
        code: 'php',
        kind: 'contrast',
        message:
          'links (colourPrimary) on the page background (bgColourPrimary): contrast 1.96:1 (#7FB3D5 on #EFEFEF); WCAG 2.1 AA needs 4.5:1.',
      },
      {
        index: 0,
        code: 'php',
        kind: 'contrast',
        message: 'links (colourPrimary) on panels (bgColourSecondary): contrast 2.25:1 (#7FB3D5 on #FFFFFF); WCAG 2.1 AA needs 4.5:1.',
      },
      {
        index: 0,
        code: 'php',
        kind: 'contrast',
        message: 'outline button text (buttonColour) on buttonBgColour: contrast 4.47:1 (#777777 on #FFFFFF); WCAG 2.1 AA needs 4.5:1.',
      },
    ]);
  });

  test('a malformed colour is reported by the schema only, not measured for contrast', () => {
    const { catalogue } = readJson(path.join(FIXTURES, 'defects/low-contrast.json')) as { catalogue: Record<string, unknown>[] };
    const kinds = kindsOf(lintBrandCatalogue([{ ...catalogue[0], colourPrimary: 'pale', buttonColour: '767676' }], { assetExists }));
    expect(kinds).toEqual(['schema']);
  });

  test('lintBrandCatalogue names the entry and the field of each known defect', () => {
    const { catalogue } = readJson(path.join(FIXTURES, 'defects/known-four.json')) as { catalogue: unknown };
    const issues = lintBrandCatalogue(catalogue, { assetExists });
    expect(issues.map(({ index, code, kind }) => ({ index, code, kind }))).toEqual([
      { index: 0, code: 'dmo', kind: 'unclosed-url' },
      { index: 2, code: 'nbc', kind: 'external-favicon' },
      { index: 3, code: 'cbi', kind: 'missing-favicon-file' },
      { index: 4, code: 'lum', kind: 'readable-mismatch' },
    ]);
    expect(issues[0].message).toContain('url(/brands/dmo/login-bg.svg');
    expect(issues[2].message).toContain('/brands/cbi/favicon.svgg');
  });

  test('lintBrandCatalogue reports the later entry of a duplicated code and points at the first', () => {
    const { catalogue } = readJson(path.join(FIXTURES, 'defects/duplicate-code.json')) as { catalogue: unknown };
    const [issue] = lintBrandCatalogue(catalogue, { assetExists });
    expect(issue).toMatchObject({ index: 2, code: 'mer', kind: 'duplicate-code' });
    expect(issue.message).toContain('entry 0');
  });

  test('lintBrandCatalogue reports a catalogue that is not an array as one schema issue', () => {
    expect(lintBrandCatalogue({ brands: [] }, { assetExists })).toEqual([
      { index: -1, code: '', kind: 'schema', message: 'catalogue must be array.' },
    ]);
  });

  test('lintBrandCatalogue asks assetExists only about local paths', () => {
    const { catalogue } = readJson(path.join(FIXTURES, 'defects/external-favicon.json')) as { catalogue: unknown };
    const asked: string[] = [];
    lintBrandCatalogue(catalogue, { assetExists: (p) => (asked.push(p), true) });
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.every((p) => p.startsWith('/') && !p.startsWith('//'))).toBe(true);
  });
});
