/** @jest-environment node */
/**
 * schemas:check's content (scripts/checkContent.ts): the real pages pass; a broken copy (a risk
 * scale with four levels, levels out of order, an unknown page, a folder naming no brand, a missing
 * default, a kind's schema that does not compile) is named with its file and reason. The API's page
 * list is the engine's.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkContent } from '../../../scripts/checkContent';
import { CONTENT_KINDS, CONTENT_PAGES } from '../../../src/engine/content/pages';
import contentApi from '../../../schemas/api/content.json';

const SCHEMAS = resolve(__dirname, '../../../schemas');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-content-'));
  cpSync(join(SCHEMAS, 'content'), join(dir, 'content'), { recursive: true });
  mkdirSync(join(dir, 'brands'));
  cpSync(join(SCHEMAS, 'brands', 'brands.json'), join(dir, 'brands', 'brands.json'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const riskFile = () => join(dir, 'content', 'default', 'risk-profile.json');
const readRisk = () => JSON.parse(readFileSync(riskFile(), 'utf8')) as { levels: Array<{ level: number }> };

test('the real content passes: every default page and the nbc overrides', () => {
  const { problems, passed, counts } = checkContent(SCHEMAS);
  expect(problems).toEqual([]);
  expect(passed).toBe(counts['content files']);
  expect(passed).toBeGreaterThanOrEqual(Object.keys(CONTENT_PAGES).length + 2);
});

test('the API schema lists the same pages and kinds as the engine', () => {
  expect(contentApi.$defs.ContentParams.properties.page.enum).toEqual(Object.keys(CONTENT_PAGES));
  expect(contentApi.$defs.ContentPage.properties.Kind.enum).toEqual([...CONTENT_KINDS]);
});

test('a risk scale without level 5 fails (the scale is 1 to 5)', () => {
  const risk = readRisk();
  risk.levels.pop();
  writeFileSync(riskFile(), JSON.stringify(risk));
  const { problems } = checkContent(dir);
  expect(problems).toEqual([{ file: riskFile(), reason: '/levels must NOT have fewer than 5 items' }]);
});

test('levels out of order fail', () => {
  const risk = readRisk();
  [risk.levels[0], risk.levels[1]] = [risk.levels[1], risk.levels[0]];
  writeFileSync(riskFile(), JSON.stringify(risk));
  const reasons = checkContent(dir).problems.map((p) => p.reason);
  expect(reasons).toEqual(['/levels/0/level must be equal to constant', '/levels/1/level must be equal to constant']);
});

test('an unknown page, a folder naming no brand, a missing default and a broken kind schema are problems', () => {
  writeFileSync(join(dir, 'content', 'nbc', 'news.json'), '{}');
  mkdirSync(join(dir, 'content', 'nosuchbrand'));
  rmSync(join(dir, 'content', 'default', 'glossary.json'));
  writeFileSync(join(dir, 'content', 'how-to.schema.json'), JSON.stringify({ type: 'object', unknownKeyword: true }));
  const problems = checkContent(dir).problems.map((p) => [p.file.slice(dir.length + 1), p.reason]);
  expect(problems).toEqual([
    ['content/how-to.schema.json', expect.stringMatching(/^cannot be checked \(strict mode: unknown keyword/)],
    ['content/default/glossary.json', 'is missing (every page needs a default)'],
    ['content/nbc/news.json', expect.stringMatching(/^is not a content page/)],
    ['content/nosuchbrand', 'names no brand (a folder is "default" or a brand code)'],
  ]);
});
