/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkBrands } from '../../../scripts/schemas-check';

const ROOT = path.resolve(__dirname, '../../..');

/** A repository root whose catalogue is the real one, changed by `edit`; public/ and the fixtures are the real ones. */
function rootWith(edit: (catalogue: Record<string, unknown>[]) => void): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-brands-'));
  fs.mkdirSync(path.join(root, 'schemas/brands'), { recursive: true });
  for (const file of ['brand.schema.json', 'fixtures']) {
    fs.symlinkSync(path.join(ROOT, 'schemas/brands', file), path.join(root, 'schemas/brands', file));
  }
  fs.symlinkSync(path.join(ROOT, 'public'), path.join(root, 'public'));
  const catalogue = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/brands/brands.json'), 'utf8')) as Record<string, unknown>[];
  edit(catalogue);
  fs.writeFileSync(path.join(root, 'schemas/brands/brands.json'), JSON.stringify(catalogue));
  return root;
}

describe('schemas:check over the brand catalogue', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

  test('the real catalogue of about 200 brands passes, the low-contrast fixture among its fixtures', () => {
    const result = checkBrands();
    expect(result.problems).toEqual([]);
    expect(result.counts.brands).toBe(200);
    expect(fs.existsSync(path.join(ROOT, 'schemas/brands/fixtures/defects/low-contrast.json'))).toBe(true);
  });

  test('one brand with a pale primary colour fails it, named with the pair that fails', () => {
    const root = rootWith((catalogue) => {
      catalogue[150].colourPrimary = 'A0C4E0';
    });
    roots.push(root);
    const { problems } = checkBrands(root);
    const code = JSON.parse(fs.readFileSync(path.join(ROOT, 'schemas/brands/brands.json'), 'utf8'))[150].code as string;
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((p) => p.file === 'schemas/brands/brands.json')).toBe(true);
    expect(problems[0].reason).toMatch(
      new RegExp(`^entry 150 \\(${code}\\): \\[contrast\\] primary button text \\(white\\) on colourPrimary: contrast \\d\\.\\d\\d:1`),
    );
  });
});
