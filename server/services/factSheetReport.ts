import { PDFDocument, rgb, StandardFonts, type PDFFont } from 'pdf-lib';
import { factSheetSections, type FactSheetData, type FactSheetRow, type FactSheetTable } from '@/engine/trading/factSheetSections';
import { riskScalePosition } from '@/engine/trading/riskScalePosition';
import { EQUITY_STYLE_COLUMNS, EQUITY_STYLE_ROWS, styleBoxCell } from '@/engine/trading/styleBox';
import { formatMoney } from '@/engine/format/formatMoney';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { fitText, winAnsiSafe, wrapText } from './pdfText';

/**
 * The fund fact sheet as a PDF report (trading §7 "Fund fact sheet URL (report download)"): every
 * section of the fact sheet as text and tables, the performance line drawn as a path, the style box
 * and the risk scale as shapes. Laying out is a pure function (`layoutFactSheetReport`) that returns
 * everything it draws, so tests can read the report's texts without a PDF text extractor; rendering
 * (`renderFactSheetReport`) only replays the layout with pdf-lib.
 */

/** A4 portrait in PDF points. */
export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
const MARGIN = 42;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_SPACE = 36;

export type Colour = readonly [number, number, number];
const INK: Colour = [0.13, 0.13, 0.13];
const MUTED: Colour = [0.4, 0.4, 0.4];
const RULE: Colour = [0.8, 0.8, 0.8];

export type DrawOp =
  | { kind: 'text'; text: string; x: number; y: number; size: number; bold: boolean; colour: Colour }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; thickness: number; colour: Colour }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; fill: Colour | null; border: Colour | null }
  /** A polyline in page coordinates (origin bottom left), drawn as one path. */
  | { kind: 'path'; points: { x: number; y: number }[]; thickness: number; colour: Colour };

export interface ReportLayout {
  pages: DrawOp[][];
}

/** Text width in points for a font size; the renderer gives Helvetica's metrics. */
export type MeasureText = (text: string, size: number, bold: boolean) => number;

export interface ReportOptions {
  /** The brand the report is issued under (its name heads every page). */
  brandName: string;
  /** 'yyyy-MM-dd', the day the report was made. */
  generatedOn: string;
}

/** Builds the pages; `measure` decides line breaks and column fits. */
class Layout {
  pages: DrawOp[][] = [[]];
  y = PAGE_HEIGHT - MARGIN;

  constructor(
    private measure: MeasureText,
    private header: string,
  ) {
    this.pageHeader();
  }

  get page() {
    return this.pages[this.pages.length - 1];
  }

  private pageHeader() {
    this.text(this.header, MARGIN, this.y - 9, 9, false, MUTED);
    this.y -= 16;
    this.page.push({ kind: 'line', x1: MARGIN, y1: this.y, x2: PAGE_WIDTH - MARGIN, y2: this.y, thickness: 0.75, colour: RULE });
    this.y -= 14;
  }

  /** Starts a new page when fewer than `height` points are left above the footer. */
  need(height: number) {
    if (this.y - height < MARGIN + FOOTER_SPACE) {
      this.pages.push([]);
      this.y = PAGE_HEIGHT - MARGIN;
      this.pageHeader();
    }
  }

  text(text: string, x: number, y: number, size: number, bold = false, colour: Colour = INK) {
    this.page.push({ kind: 'text', text: winAnsiSafe(text), x, y, size, bold, colour });
  }

  /** Cuts a text with an ellipsis so it fits `width`. */
  fit(text: string, width: number, size: number, bold = false) {
    return fitText(text, width, (t) => this.measure(t, size, bold));
  }

  /** Word-wrapped lines of a paragraph. */
  wrap(text: string, width: number, size: number, bold = false): string[] {
    return wrapText(text, width, (t) => this.measure(t, size, bold));
  }

  paragraph(text: string, size = 10, bold = false, colour: Colour = INK) {
    const leading = size * 1.35;
    for (const line of this.wrap(text, CONTENT_WIDTH, size, bold)) {
      this.need(leading);
      this.y -= leading;
      this.text(line, MARGIN, this.y + leading * 0.25, size, bold, colour);
    }
  }

  heading(text: string, keepWith = 40) {
    this.need(28 + keepWith);
    this.y -= 22;
    this.text(text, MARGIN, this.y, 12, true);
    this.y -= 4;
    this.page.push({ kind: 'line', x1: MARGIN, y1: this.y, x2: PAGE_WIDTH - MARGIN, y2: this.y, thickness: 0.5, colour: RULE });
    this.y -= 4;
  }

  /** Label/value pairs in two columns. */
  pairs(rows: FactSheetRow[]) {
    const columnWidth = CONTENT_WIDTH / 2;
    const labelWidth = columnWidth * 0.5;
    for (let i = 0; i < rows.length; i += 2) {
      this.need(15);
      this.y -= 15;
      rows.slice(i, i + 2).forEach((row, c) => {
        const x = MARGIN + c * columnWidth;
        this.text(this.fit(row.label, labelWidth - 6, 9), x, this.y, 9, false, MUTED);
        this.text(this.fit(row.value, columnWidth - labelWidth - 12, 9, true), x + labelWidth, this.y, 9, true);
      });
    }
  }

  /** A table with a header row; its empty message when it has no rows. */
  table(table: FactSheetTable, widths?: number[]) {
    const w = widths ?? table.columns.map(() => CONTENT_WIDTH / table.columns.length);
    const row = (cells: string[], bold: boolean, colour: Colour) => {
      this.need(14);
      this.y -= 14;
      let x = MARGIN;
      cells.forEach((cell, i) => {
        this.text(this.fit(cell, w[i] - 6, 8.5, bold), x, this.y, 8.5, bold, colour);
        x += w[i];
      });
    };
    if (!table.rows.length) {
      this.paragraph(table.empty ?? '', 9, false, MUTED);
      return;
    }
    row(table.columns, true, MUTED);
    for (const cells of table.rows) row(cells, false, INK);
  }

  gap(points: number) {
    this.y -= points;
  }
}

/**
 * The performance line (growth of 10,000) in a box: axes, the path, and the first and last dates and
 * the lowest and highest values as labels.
 */
function performanceChart(l: Layout, series: { Date: string; Value: number }[], symbol: string) {
  const height = 150;
  l.need(height + 30);
  const top = l.y - 6;
  const bottom = top - height;
  const left = MARGIN + 58;
  const right = PAGE_WIDTH - MARGIN;
  l.page.push({ kind: 'line', x1: left, y1: bottom, x2: right, y2: bottom, thickness: 0.75, colour: MUTED });
  l.page.push({ kind: 'line', x1: left, y1: bottom, x2: left, y2: top, thickness: 0.75, colour: MUTED });
  const values = series.map((p) => p.Value);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = series.length > 1 ? (right - left) / (series.length - 1) : 0;
  const points = series.map((p, i) => ({ x: left + i * step, y: bottom + ((p.Value - min) / span) * (height - 10) + 5 }));
  l.page.push({ kind: 'path', points, thickness: 1.4, colour: [0, 0.2, 0.47] });
  l.text(`${symbol} ${formatMoney(max)}`, MARGIN, top - 8, 8, false, MUTED);
  l.text(`${symbol} ${formatMoney(min)}`, MARGIN, bottom, 8, false, MUTED);
  l.text(formatIsoDate(series[0].Date), left, bottom - 12, 8, false, MUTED);
  const last = formatIsoDate(series[series.length - 1].Date);
  l.text(last, right - 44, bottom - 12, 8, false, MUTED);
  l.y = bottom - 18;
}

/** The 3x3 equity style box with the fund's cell filled. */
function styleBox(l: Layout, style: number | null | undefined) {
  const cell = 16;
  l.need(3 * cell + 24);
  const top = l.y - 14;
  const left = MARGIN + 40;
  EQUITY_STYLE_COLUMNS.forEach((c, i) => l.text(c, left + i * cell * 2.2, top + 2, 7, false, MUTED));
  const chosen = styleBoxCell(style);
  for (let r = 0; r < 3; r++) {
    l.text(EQUITY_STYLE_ROWS[r], MARGIN, top - (r + 1) * cell + 4, 7, false, MUTED);
    for (let c = 0; c < 3; c++) {
      const filled = chosen?.row === r && chosen.column === c;
      l.page.push({
        kind: 'rect',
        x: left + c * cell * 2.2,
        y: top - (r + 1) * cell,
        width: cell * 2.2,
        height: cell,
        fill: filled ? [0, 0.2, 0.47] : null,
        border: MUTED,
      });
    }
  }
  l.y = top - 3 * cell - 6;
}

/** The 1-to-5 risk scale with markers at the positions of trading §9. */
function riskScale(l: Layout, fund: number | undefined, category: number | null | undefined) {
  l.need(44);
  const y = l.y - 18;
  const width = 300;
  l.page.push({ kind: 'rect', x: MARGIN, y: y - 3, width, height: 6, fill: [0.88, 0.88, 0.88], border: null });
  l.text('Lower risk', MARGIN, y - 16, 7, false, MUTED);
  l.text('Higher risk', MARGIN + width - 38, y - 16, 7, false, MUTED);
  const mark = (rating: number | null | undefined, label: string, colour: Colour, below: boolean) => {
    const at = riskScalePosition(rating);
    if (at === null) return;
    const x = MARGIN + (width * at) / 100;
    l.page.push({ kind: 'line', x1: x, y1: y - 7, x2: x, y2: y + 7, thickness: 2, colour });
    l.text(label, x - 10, below ? y - 26 : y + 10, 7, true, colour);
  };
  mark(fund, `Fund ${fund}`, [0, 0.2, 0.47], false);
  mark(category, 'Category', MUTED, true);
  l.y = y - 30;
}

/**
 * Lays the report out: every section of the fact sheet in its order, with page breaks and a
 * "Page n of N" footer on each page.
 * @param sheet - the fact sheet as `products/fundfactsheet` answers it
 * @param measure - text widths (Helvetica's, from the renderer)
 * @param options - the brand and the day of the report
 * @returns every drawing operation, page by page
 */
export function layoutFactSheetReport(sheet: FactSheetData, measure: MeasureText, options: ReportOptions): ReportLayout {
  const s = factSheetSections(sheet);
  const l = new Layout(measure, `${options.brandName} · Fund fact sheet · produced ${formatIsoDate(options.generatedOn)}`);

  for (const line of l.wrap(s.title, CONTENT_WIDTH, 17, true)) {
    l.y -= 20;
    l.text(line, MARGIN, l.y, 17, true);
  }
  l.y -= 16;
  l.text(`ISIN ${sheet.ISIN} · ${sheet.ProductType ?? ''} · ${sheet.Currency}`, MARGIN, l.y, 10, false, MUTED);
  l.y -= 15;
  l.text(`As of ${s.asOf}`, MARGIN, l.y, 10, true);
  l.y -= 4;

  l.heading('Investment Objective');
  l.paragraph(s.objective ?? 'No investment objective available at this time', 10);
  l.heading('Fund Profile');
  l.pairs(s.profile);
  l.heading('Purchase Information');
  l.pairs(s.purchase);
  l.heading('Trailing Total Returns');
  l.table(s.trailingReturns);
  l.heading('Fund Performance', 190);
  const series = sheet.PerformanceSeries ?? [];
  if (series.length > 1) {
    l.paragraph(
      `Growth of ${sheet.CurrencySymbol ?? sheet.Currency} ${formatMoney(10_000)} invested ${formatIsoDate(series[0].Date)}`,
      9,
      false,
      MUTED,
    );
    performanceChart(l, series, sheet.CurrencySymbol ?? sheet.Currency);
  }
  l.table(s.yearly);
  if (!s.isNote) {
    l.heading('Portfolio Analysis');
    l.pairs(s.allocation);
    l.heading('Investment Style', 80);
    l.paragraph(s.style.equity ? `Equity style: ${s.style.equity}` : 'Equity style: none', 9);
    styleBox(l, sheet.EquityStyle);
    if (s.style.bond) l.paragraph(`Bond style: ${s.style.bond}`, 9);
    l.pairs(s.style.valuation);
    l.heading('Risk Measures');
    l.pairs(s.riskMeasures);
  }
  l.heading('Risk Profile', 60);
  l.pairs(s.riskProfile);
  riskScale(l, sheet.FundRiskRating ?? sheet.RiskRating, s.isNote ? null : sheet.MScategoryRiskAverage);
  if (!s.isNote) {
    l.heading('Asset Summary by Market Cap');
    l.pairs(s.marketCap);
    l.heading('Top 10 Holdings');
    l.table({ ...s.topHoldings, rows: s.topHoldings.full ?? s.topHoldings.rows }, [
      CONTENT_WIDTH * 0.42,
      CONTENT_WIDTH * 0.24,
      CONTENT_WIDTH * 0.2,
      CONTENT_WIDTH * 0.14,
    ]);
    l.heading('Top 10 Sectors');
    l.table(s.sectors, [CONTENT_WIDTH * 0.6, CONTENT_WIDTH * 0.4]);
    l.heading('Regional Breakdown');
    l.table(s.regions, [CONTENT_WIDTH * 0.6, CONTENT_WIDTH * 0.4]);
  }
  l.gap(10);
  l.paragraph(s.footer, 7.5, false, MUTED);

  const total = l.pages.length;
  l.pages.forEach((page, i) => {
    page.push({
      kind: 'text',
      text: `Page ${i + 1} of ${total}`,
      x: PAGE_WIDTH - MARGIN - 50,
      y: MARGIN - 10,
      size: 8,
      bold: false,
      colour: MUTED,
    });
    page.push({
      kind: 'text',
      text: winAnsiSafe(`${sheet.FundName} · ${sheet.ISIN}`).slice(0, 90),
      x: MARGIN,
      y: MARGIN - 10,
      size: 8,
      bold: false,
      colour: MUTED,
    });
  });
  return { pages: l.pages };
}

/**
 * Renders the fact-sheet report as a PDF.
 * @param sheet - the fact sheet
 * @param options - the brand and the day
 * @returns the PDF bytes and the layout that was drawn
 */
export async function renderFactSheetReport(
  sheet: FactSheetData,
  options: ReportOptions,
): Promise<{ pdf: Uint8Array; layout: ReportLayout }> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsiSafe(`${sheet.FundName} – fund fact sheet`));
  doc.setSubject(`Fund fact sheet of ${sheet.ISIN} as of ${formatIsoDate(sheet.NavDate)}`);
  doc.setAuthor(winAnsiSafe(options.brandName));
  doc.setCreator('Tessera');
  doc.setLanguage('en-GB');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const fontOf = (isBold: boolean): PDFFont => (isBold ? bold : regular);
  const layout = layoutFactSheetReport(sheet, (text, size, isBold) => fontOf(isBold).widthOfTextAtSize(text, size), options);
  const colour = (c: Colour) => rgb(c[0], c[1], c[2]);
  for (const ops of layout.pages) {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    for (const op of ops) {
      if (op.kind === 'text') page.drawText(op.text, { x: op.x, y: op.y, size: op.size, font: fontOf(op.bold), color: colour(op.colour) });
      else if (op.kind === 'line')
        page.drawLine({ start: { x: op.x1, y: op.y1 }, end: { x: op.x2, y: op.y2 }, thickness: op.thickness, color: colour(op.colour) });
      else if (op.kind === 'rect') {
        page.drawRectangle({
          x: op.x,
          y: op.y,
          width: op.width,
          height: op.height,
          ...(op.fill ? { color: colour(op.fill) } : {}),
          ...(op.border ? { borderColor: colour(op.border), borderWidth: 0.5 } : {}),
        });
      } else if (op.points.length > 1) {
        // SVG paths are y-down from the given origin: draw from the page's top left.
        const d = op.points.map((p, i) => `${i ? 'L' : 'M'} ${p.x.toFixed(2)} ${(PAGE_HEIGHT - p.y).toFixed(2)}`).join(' ');
        page.drawSvgPath(d, { x: 0, y: PAGE_HEIGHT, borderColor: colour(op.colour), borderWidth: op.thickness });
      }
    }
  }
  return { pdf: await doc.save(), layout };
}
