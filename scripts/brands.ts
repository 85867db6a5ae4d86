/**
 * Writes the generated part of the brand catalogue (server/db/seed/brandCatalogue.ts): the entries
 * of schemas/brands/brands.json after the hand-written head, and their logo, favicon and login
 * background under public/brands/<code>/. The head (the demo brands among it) is kept as it is.
 *
 * Usage: npx tsx scripts/brands.ts           rewrite the catalogue's tail and the SVG files
 *        npx tsx scripts/brands.ts --check   exit 1 when the committed files differ from the generator
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { Brand } from '../src/engine/brands/types';
import { CATALOGUE_SIZE, generateBrands, HAND_WRITTEN_BRANDS } from '../server/db/seed/brandCatalogue';

const ROOT = resolve(__dirname, '..');
const CATALOGUE = join(ROOT, 'schemas/brands/brands.json');
const PUBLIC = join(ROOT, 'public');

/** The catalogue the generator gives for the current head, and the files it names. */
export function expectedCatalogue(current: readonly Brand[]): { brands: Brand[]; files: Record<string, string> } {
  const head = current.slice(0, HAND_WRITTEN_BRANDS);
  const generated = generateBrands(head, CATALOGUE_SIZE - head.length);
  return {
    brands: [...head, ...generated.map((g) => g.brand)],
    files: Object.assign({}, ...generated.map((g) => g.files)) as Record<string, string>,
  };
}

function main(): number {
  const check = process.argv.includes('--check');
  const current = JSON.parse(readFileSync(CATALOGUE, 'utf8')) as Brand[];
  const { brands, files } = expectedCatalogue(current);
  const stale: string[] = [];
  if (!isDeepStrictEqual(current, brands)) stale.push('schemas/brands/brands.json');
  for (const [urlPath, text] of Object.entries(files)) {
    const file = join(PUBLIC, urlPath);
    if (!existsSync(file) || readFileSync(file, 'utf8') !== text) stale.push(`public${urlPath}`);
  }
  if (check) {
    for (const file of stale) console.error(`brands: ${file} differs from the generator (run npx tsx scripts/brands.ts)`);
    return stale.length > 0 ? 1 : 0;
  }
  if (stale.includes('schemas/brands/brands.json')) writeFileSync(CATALOGUE, `${JSON.stringify(brands, null, 2)}\n`);
  for (const [urlPath, text] of Object.entries(files)) {
    const file = join(PUBLIC, urlPath);
    if (!stale.includes(`public${urlPath}`)) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  console.log(`brands: ${brands.length} brands, ${stale.length} file(s) written`);
  return 0;
}

if (require.main === module) process.exit(main());
