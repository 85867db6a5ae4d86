/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import brandsJson from '../../../../../schemas/brands/brands.json';
import { brandContrastFailures } from '@/engine/brands/brandContrast';
import type { Brand } from '@/engine/brands/types';
import { BRAND_SEED, CATALOGUE_SIZE, fontId, generateBrands, HAND_WRITTEN_BRANDS, hsl } from '../../../../../server/db/seed/brandCatalogue';
import { expectedCatalogue } from '../../../../../scripts/brands';
import { parseLogo } from '../../../../../server/services/statementLogo';

const ROOT = path.resolve(__dirname, '../../../../..');
const catalogue = brandsJson as Brand[];
const head = catalogue.slice(0, HAND_WRITTEN_BRANDS);
const generated = generateBrands(head, CATALOGUE_SIZE - HAND_WRITTEN_BRANDS);

describe('generateBrands', () => {
  test('is deterministic: the same seed gives the same brands and files, another seed others', () => {
    expect(generateBrands(head, 40)).toEqual(generated.slice(0, 40));
    const other = generateBrands(head, 40, BRAND_SEED + 1);
    expect(other.map((g) => g.brand.code)).not.toEqual(generated.slice(0, 40).map((g) => g.brand.code));
  });

  test('schemas/brands/brands.json is the hand-written head followed by exactly the generated brands', () => {
    expect(catalogue).toHaveLength(CATALOGUE_SIZE);
    expect(catalogue.slice(HAND_WRITTEN_BRANDS)).toEqual(generated.map((g) => g.brand));
    expect(expectedCatalogue(catalogue).brands).toEqual(catalogue);
  });

  test('the demo brands keep their place and labels (DESIGN.md §5)', () => {
    expect(catalogue[0]).toMatchObject({ name: 'Demo Wealth', code: 'dmo', sandboxSubDomain: 'dmo', liveSubDomain: 'demowealth' });
    expect(catalogue[1]).toMatchObject({ name: 'Northbridge Capital', code: 'nbc', sandboxSubDomain: 'nbc', liveSubDomain: 'nbc' });
  });

  test('every generated palette passes WCAG 2.1 AA for every text pair of the theme', () => {
    for (const { brand } of generated) expect([brand.code, brandContrastFailures(brand)]).toEqual([brand.code, []]);
  });

  test('the palettes differ: no two generated brands share a primary colour', () => {
    expect(new Set(generated.map((g) => g.brand.colourPrimary)).size).toBe(generated.length);
  });

  test('codes, names and labels are unique across the whole catalogue, codes even on their first three letters', () => {
    for (const field of ['name', 'code', 'sandboxSubDomain', 'liveSubDomain'] as const) {
      expect(new Set(catalogue.map((b) => b[field].toLowerCase())).size).toBe(catalogue.length);
    }
    expect(new Set(catalogue.map((b) => b.code.slice(0, 3))).size).toBe(catalogue.length);
    expect(generated.every((g) => /^[a-z]{3}$/.test(g.brand.code) && g.brand.sandboxSubDomain === g.brand.code)).toBe(true);
  });

  test('a few brands have a longer live label than their sandbox code (spec §3.10)', () => {
    const differing = generated.filter((g) => g.brand.liveSubDomain !== g.brand.sandboxSubDomain);
    expect(differing.length).toBeGreaterThan(5);
    expect(differing.length).toBeLessThan(generated.length / 4);
    for (const { brand } of differing) expect(brand.liveSubDomain.length).toBeGreaterThan(brand.code.length);
  });

  test('fonts come from the bundled set, with the stylesheet scripts/fonts.mjs writes for them', () => {
    for (const { brand } of generated) {
      for (const family of [brand.fontPrimary, brand.fontSecondary]) {
        expect(fs.existsSync(path.join(ROOT, 'node_modules/@fontsource', fontId(family)))).toBe(true);
        expect(fs.readFileSync(path.join(ROOT, 'scripts/fonts.mjs'), 'utf8')).toContain(`'${fontId(family)}'`);
      }
      const sheet =
        brand.fontPrimary === brand.fontSecondary ? `/fonts/${fontId(brand.fontPrimary)}.css` : `/fonts/brand-${brand.code}.css`;
      expect(brand.fontURL).toBe(sheet);
    }
  });

  test('each brand has its own logo, favicon and login background, committed under public/ as generated', () => {
    const { files } = expectedCatalogue(catalogue);
    expect(Object.keys(files)).toHaveLength(generated.length * 3);
    for (const { brand, files: own } of generated) {
      expect(Object.keys(own).sort()).toEqual([brand.favicon, `/brands/${brand.code}/login-bg.svg`, brand.logo].sort());
      expect(brand.loginBg).toBe(`url(/brands/${brand.code}/login-bg.svg)`);
      expect(own[brand.logo]).toContain(`fill="#${brand.colourPrimary}"`);
      expect(own[brand.logo]).toContain(`aria-label="${brand.name}"`);
      for (const [urlPath, text] of Object.entries(own)) expect(fs.readFileSync(path.join(ROOT, 'public', urlPath), 'utf8')).toBe(text);
    }
  });

  test('every generated logo can be drawn in the statement PDF, its monogram placed without text-anchor', () => {
    for (const { brand, files } of generated) {
      const shapes = parseLogo(files[brand.logo]);
      expect(shapes).not.toBeNull();
      const texts = shapes!.filter((shape) => shape.kind === 'text');
      expect(texts.map((t) => t.text)).toEqual([
        brand.name.split(' ')[0][0] + brand.name.split(' ')[1][0],
        brand.name.split(' ')[0],
        brand.name.split(' ').slice(1).join(' ').toUpperCase(),
      ]);
      expect(files[brand.logo]).not.toContain('text-anchor');
    }
  });

  test('hsl converts the primaries and greys exactly', () => {
    expect(hsl(0, 1, 0.5)).toBe('FF0000');
    expect(hsl(120, 1, 0.25)).toBe('008000');
    expect(hsl(240, 1, 0.5)).toBe('0000FF');
    expect(hsl(200, 0, 0.5)).toBe('808080');
    expect(hsl(-120, 1, 0.5)).toBe('0000FF');
  });
});
