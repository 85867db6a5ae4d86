import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LineCapStyle, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Brand } from '@/engine/brands/types';
import type { Colour } from './factSheetReport';
import { winAnsiSafe } from './pdfText';

/**
 * A brand's logo in a PDF: the catalogue's logos are small SVGs of paths, rectangles, circles,
 * ellipses and texts (groups only carry fill, stroke and opacity), which are read once into shapes
 * and drawn with pdf-lib's vector operators. A logo with anything else (a transform, an image, a
 * raster logo) is not drawn: the document prints the brand's name instead.
 */

interface Paint {
  fill: Colour | null;
  stroke: Colour | null;
  strokeWidth: number;
  opacity: number;
  round: boolean;
}

export type LogoShape =
  | ({ kind: 'path'; d: string } & Paint)
  | ({ kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number } & Paint)
  | { kind: 'text'; x: number; y: number; text: string; size: number; bold: boolean; fill: Colour; maxWidth: number | null }
  /** The viewBox, always first. */
  | { kind: 'box'; minX: number; minY: number; width: number; height: number };

const SUPPORTED = new Set(['svg', 'title', 'g', 'path', 'rect', 'circle', 'ellipse', 'text']);

const attributesOf = (source: string): Record<string, string> =>
  Object.fromEntries([...source.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)].map((m) => [m[1], m[2]]));

/** "#00594F" or "#fff" as a colour; null for none or anything else. */
function paintColour(value: string | undefined): Colour | null {
  if (!value) return null;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value);
  const hex = short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}` : value;
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  return m ? [parseInt(m[1], 16) / 255, parseInt(m[2], 16) / 255, parseInt(m[3], 16) / 255] : null;
}

const num = (value: string | undefined, fallback = 0) => {
  const n = Number.parseFloat(value ?? '');
  return Number.isFinite(n) ? n : fallback;
};

/** A rectangle, rounded by `rx`, as an SVG path. */
function rectPath(x: number, y: number, w: number, h: number, rx: number): string {
  const r = Math.min(rx, w / 2, h / 2);
  if (r <= 0) return `M ${x} ${y} H ${x + w} V ${y + h} H ${x} Z`;
  return (
    `M ${x + r} ${y} H ${x + w - r} Q ${x + w} ${y} ${x + w} ${y + r} V ${y + h - r} Q ${x + w} ${y + h} ${x + w - r} ${y + h} ` +
    `H ${x + r} Q ${x} ${y + h} ${x} ${y + h - r} V ${y + r} Q ${x} ${y} ${x + r} ${y} Z`
  );
}

/**
 * Reads a logo SVG into shapes.
 * @param svg - the file's text
 * @returns the shapes, the viewBox first; null when the logo uses anything not drawn here
 */
export function parseLogo(svg: string): LogoShape[] | null {
  const root = /<svg\b([^>]*)>/.exec(svg);
  if (!root) return null;
  const box = (attributesOf(root[1]).viewBox ?? '').split(/[\s,]+/).map(Number);
  if (box.length !== 4 || box.some((n) => !Number.isFinite(n)) || box[2] <= 0 || box[3] <= 0) return null;
  const shapes: LogoShape[] = [{ kind: 'box', minX: box[0], minY: box[1], width: box[2], height: box[3] }];
  const inherited: Record<string, string>[] = [{}];
  for (const m of svg.matchAll(/<(\/?)([\w:-]+)([^>]*?)(\/?)>([^<]*)/g)) {
    const [, closing, tag, rest, selfClosing, textAfter] = m;
    if (!SUPPORTED.has(tag)) return null;
    if (closing) {
      if (tag === 'g') inherited.pop();
      continue;
    }
    const own = attributesOf(rest);
    if (own.transform || own.style || own.filter || own.mask || own['clip-path']) return null;
    const a = { ...inherited[inherited.length - 1], ...own };
    if (tag === 'g') {
      // Only what paints is inherited (not the geometry).
      const { fill, stroke, opacity } = a;
      const carried = { fill, stroke, opacity, 'stroke-width': a['stroke-width'], 'stroke-linecap': a['stroke-linecap'] };
      if (!selfClosing) inherited.push(Object.fromEntries(Object.entries(carried).filter(([, v]) => v !== undefined)));
      continue;
    }
    if (tag === 'svg' || tag === 'title') continue;
    const fill = a.fill === undefined ? ([0, 0, 0] as Colour) : paintColour(a.fill);
    if (a.fill && a.fill !== 'none' && !fill) return null;
    if (a.stroke && a.stroke !== 'none' && !paintColour(a.stroke)) return null;
    const paint: Paint = {
      fill,
      stroke: paintColour(a.stroke),
      strokeWidth: num(a['stroke-width'], 1),
      opacity: num(a.opacity, 1),
      round: a['stroke-linecap'] === 'round',
    };
    if (tag === 'path') shapes.push({ kind: 'path', d: a.d ?? '', ...paint });
    else if (tag === 'rect')
      shapes.push({ kind: 'path', d: rectPath(num(a.x), num(a.y), num(a.width), num(a.height), num(a.rx, num(a.ry))), ...paint });
    else if (tag === 'circle') shapes.push({ kind: 'ellipse', cx: num(a.cx), cy: num(a.cy), rx: num(a.r), ry: num(a.r), ...paint });
    else if (tag === 'ellipse') shapes.push({ kind: 'ellipse', cx: num(a.cx), cy: num(a.cy), rx: num(a.rx), ry: num(a.ry), ...paint });
    else if (tag === 'text') {
      shapes.push({
        kind: 'text',
        x: num(a.x),
        y: num(a.y),
        text: textAfter.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').trim(),
        size: num(a['font-size'], 16),
        bold: num(a['font-weight'], 400) >= 600 || a['font-weight'] === 'bold',
        fill: fill ?? [0, 0, 0],
        maxWidth: a.textLength ? num(a.textLength) : null,
      });
    }
  }
  return shapes;
}

const PUBLIC_DIR = resolve(__dirname, '../../public');
const logos = new Map<string, LogoShape[] | null>();

/** A brand's logo as shapes, read once per brand; null for a raster or unreadable logo. */
export function brandLogo(brand: Brand): LogoShape[] | null {
  if (logos.has(brand.code)) return logos.get(brand.code)!;
  let shapes: LogoShape[] | null = null;
  if (brand.logoType === 'svg' && brand.logo.startsWith('/') && !brand.logo.includes('..')) {
    try {
      shapes = parseLogo(readFileSync(resolve(PUBLIC_DIR, `.${brand.logo}`), 'utf8'));
    } catch {
      shapes = null;
    }
  }
  logos.set(brand.code, shapes);
  return shapes;
}

/**
 * Draws a logo with its top left corner at (x, top), `height` points high.
 * @returns whether it was drawn
 */
export function drawLogo(
  page: PDFPage,
  shapes: LogoShape[],
  at: { x: number; top: number; height: number },
  fonts: { regular: PDFFont; bold: PDFFont },
): boolean {
  const box = shapes[0];
  if (box?.kind !== 'box') return false;
  const s = at.height / box.height;
  // SVG coordinates are y-down: the origin is the viewBox's top left.
  const x0 = at.x - box.minX * s;
  const y0 = at.top + box.minY * s;
  const colour = (c: Colour) => rgb(c[0], c[1], c[2]);
  for (const shape of shapes.slice(1)) {
    if (shape.kind === 'box') continue;
    if (shape.kind === 'text') {
      const font = shape.bold ? fonts.bold : fonts.regular;
      const text = winAnsiSafe(shape.text);
      let size = shape.size * s;
      if (shape.maxWidth !== null) while (size > 3 && font.widthOfTextAtSize(text, size) > shape.maxWidth * s) size -= 0.25;
      page.drawText(text, { x: x0 + shape.x * s, y: y0 - shape.y * s, size, font, color: colour(shape.fill) });
      continue;
    }
    const paint = {
      ...(shape.fill ? { color: colour(shape.fill), opacity: shape.opacity } : {}),
      ...(shape.stroke
        ? {
            borderColor: colour(shape.stroke),
            borderWidth: shape.strokeWidth * s,
            borderOpacity: shape.opacity,
            ...(shape.round ? { borderLineCap: LineCapStyle.Round } : {}),
          }
        : {}),
    };
    if (!shape.fill && !shape.stroke) continue;
    if (shape.kind === 'path') page.drawSvgPath(shape.d, { x: x0, y: y0, scale: s, ...paint });
    else page.drawEllipse({ x: x0 + shape.cx * s, y: y0 - shape.cy * s, xScale: shape.rx * s, yScale: shape.ry * s, ...paint });
  }
  return true;
}
