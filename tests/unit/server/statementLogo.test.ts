/** @jest-environment node */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import brands from '../../../schemas/brands/brands.json';
import type { Brand } from '@/engine/brands/types';
import { brandLogo, drawLogo, parseLogo } from '../../../server/services/statementLogo';

const catalogue = brands as Brand[];

describe("the statement's brand logo (an SVG drawn as PDF vectors)", () => {
  test('every brand of the catalogue has a logo the statement can draw', async () => {
    const doc = await PDFDocument.create();
    const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
    for (const brand of catalogue) {
      const shapes = brandLogo(brand);
      expect([brand.code, shapes?.[0]?.kind]).toEqual([brand.code, 'box']);
      const page = doc.addPage([595, 842]);
      expect(drawLogo(page, shapes!, { x: 40, top: 800, height: 36 }, fonts)).toBe(true);
    }
    expect((await doc.save()).length).toBeGreaterThan(1000);
  });

  test('reads paths, rounded rectangles, circles and texts, with the paint a group gives', () => {
    const shapes = parseLogo(
      '<svg viewBox="0 0 200 48"><title>X</title><rect x="2" y="2" width="44" height="44" rx="12" fill="#00594F"/>' +
        '<g stroke="#fff" stroke-width="3" fill="none"><path d="M1 1 L2 2"/><circle cx="24" cy="24" r="5"/></g>' +
        '<text x="54" y="26" font-size="19" font-weight="700" fill="#00594F" textLength="66">DEMO &amp; CO</text></svg>',
    );
    expect(shapes).toEqual([
      { kind: 'box', minX: 0, minY: 0, width: 200, height: 48 },
      expect.objectContaining({ kind: 'path', fill: [0, 89 / 255, 79 / 255], stroke: null }),
      expect.objectContaining({ kind: 'path', d: 'M1 1 L2 2', fill: null, stroke: [1, 1, 1], strokeWidth: 3 }),
      expect.objectContaining({ kind: 'ellipse', cx: 24, cy: 24, rx: 5, ry: 5, fill: null, stroke: [1, 1, 1] }),
      { kind: 'text', x: 54, y: 26, text: 'DEMO & CO', size: 19, bold: true, fill: [0, 89 / 255, 79 / 255], maxWidth: 66 },
    ]);
  });

  test('a logo with anything it cannot draw faithfully is not drawn (the name is printed instead)', () => {
    expect(parseLogo('<svg viewBox="0 0 10 10"><g transform="scale(2)"><path d="M0 0"/></g></svg>')).toBeNull();
    expect(parseLogo('<svg viewBox="0 0 10 10"><image href="x.png"/></svg>')).toBeNull();
    expect(parseLogo('<svg viewBox="0 0 10 10"><path d="M0 0" fill="url(#g)"/></svg>')).toBeNull();
    expect(parseLogo('<svg><path d="M0 0"/></svg>')).toBeNull();
    expect(brandLogo({ ...catalogue[0], code: 'png-brand', logo: '/brands/x/logo.png', logoType: 'png' })).toBeNull();
  });
});
