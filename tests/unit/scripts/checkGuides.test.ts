/** @jest-environment node */
/**
 * schemas:check's guides (scripts/checkGuides.ts): the real Source of Funds Guidelines pass; a copy
 * with a row too few, a guide without a schema, and a schema that does not compile are each named
 * with their file and reason.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { checkGuides } from '../../../scripts/checkGuides';

const SCHEMAS = resolve(__dirname, '../../../schemas');
const NAME = 'source-of-funds-guidelines';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-guides-'));
  mkdirSync(join(dir, 'guides'));
  for (const f of [`${NAME}.json`, `${NAME}.schema.json`]) copyFileSync(join(SCHEMAS, 'guides', f), join(dir, 'guides', f));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('the Source of Funds Guidelines pass their schema, with the thirteen origins of §2.8', () => {
  expect(checkGuides(SCHEMAS)).toEqual({ problems: [], passed: 1, counts: { guides: 1 } });
  const guide = JSON.parse(readFileSync(join(SCHEMAS, 'guides', `${NAME}.json`), 'utf8')) as { rows: Array<{ origin: string }> };
  expect(guide.rows.map((r) => r.origin)).toEqual([
    'Salary / wages',
    'Financial investments',
    'Property sale',
    'Company sale',
    'Matured insurance',
    'Inheritance',
    'Donation',
    'Compensation',
    'Rental income',
    'Gain from shareholding',
    'Business gain',
    'Retirement / disability pension',
    'Other',
  ]);
});

test('a guide that breaks its schema is named with the reason', () => {
  const file = join(dir, 'guides', `${NAME}.json`);
  const guide = JSON.parse(readFileSync(file, 'utf8')) as { rows: unknown[] };
  guide.rows.pop();
  writeFileSync(file, JSON.stringify(guide));
  const { problems, passed } = checkGuides(dir);
  expect(passed).toBe(0);
  expect(problems).toEqual([{ file, reason: '/rows must NOT have fewer than 13 items' }]);
});

test('a guide without a schema beside it, and a schema that does not compile, are problems', () => {
  writeFileSync(join(dir, 'guides', 'glossary.json'), '{}');
  writeFileSync(join(dir, 'guides', `${NAME}.schema.json`), JSON.stringify({ type: 'object', unknownKeyword: true }));
  const reasons = checkGuides(dir).problems.map((p) => p.reason);
  expect(reasons).toEqual([
    'has no schema (glossary.schema.json beside it)',
    expect.stringMatching(/^cannot be checked \(strict mode: unknown keyword/),
  ]);
});
