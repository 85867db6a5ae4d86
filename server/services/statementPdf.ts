import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Brand } from '@/engine/brands/types';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { formatMoney } from '@/engine/format/formatMoney';
import { TRANSACTION_DETAILS_TEXTS as T } from '@/engine/messages/transactionDetailsTexts';
import type { TransactionRow } from '@/types/generated/api/transactions';
import type { AccountStatement } from './accountStatement';
import { formatUtcDateTime } from './documents/content';
import { PAGE_HEIGHT, PAGE_WIDTH, type Colour } from './factSheetReport';
import { fitText, winAnsiSafe, wrapText } from './pdfText';
import { drawLogo, type LogoShape } from './statementLogo';

/**
 * The account statement as a PDF (compliance §2.6 'Download Statement'): A4 portrait like the other
 * documents, in the brand's look — its logo and name on every page, its primary colour for the rules
 * and table heads, its title colour for headings — with the account and period, the holdings and their
 * valuation, each currency's opening cash, movements with running balances and closing cash, the
 * security transactions, the fees and charges, and when it was produced.
 */

const MARGIN = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const HEADER_HEIGHT = 64;
const FOOTER_SPACE = 34;
const BODY = 8.5;
const ROW = 13;
const INK: Colour = [0.12, 0.12, 0.14];
const MUTED: Colour = [0.38, 0.4, 0.42];
const RULE: Colour = [0.8, 0.81, 0.83];

/** The statement's fixed texts (Tessera's; the column names are the Transaction details modal's). */
export const STATEMENT_TEXTS = {
  title: 'Account Statement',
  holdings: 'Holdings',
  holdingColumns: ['Product', 'ISIN', 'Units', 'Latest NAV', 'NAV Date', 'Purchased Value', 'Current Value', 'Performance'],
  noHoldings: 'No holdings.',
  holdingsValued: (produced: string) => `Valued at the latest prices on ${produced} UTC, in each product's currency.`,
  holdingsTotal: (currency: string) => `Total in ${currency}`,
  cashSummary: 'Cash Summary',
  cashSummaryColumns: ['Currency', 'Opening Balance', 'Movements', 'Closing Balance'],
  cashTotal: (currency: string) => `Total cash in ${currency}`,
  openingBalance: 'Opening balance',
  closingBalance: 'Closing balance',
  wholeHistory: 'All transactions',
  end: 'End of statement.',
} as const;

/** A hex colour of the brand ("00594F") as a PDF colour; the fallback when empty or malformed. */
export function brandColour(hex: string | undefined, fallback: Colour): Colour {
  const m = /^([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(hex ?? '');
  return m ? [parseInt(m[1], 16) / 255, parseInt(m[2], 16) / 255, parseInt(m[3], 16) / 255] : fallback;
}

/** `colour` laid over white at `alpha` (a tint for table heads). */
const tint = (c: Colour, alpha: number): Colour => [1 - (1 - c[0]) * alpha, 1 - (1 - c[1]) * alpha, 1 - (1 - c[2]) * alpha];

/** The period as printed: "27/11/2025 – 26/11/2026", or all transactions. */
export function periodText(period: AccountStatement['period']): string {
  if (period.from === null && period.to === null) return STATEMENT_TEXTS.wholeHistory;
  return `${period.from ? formatIsoDate(period.from) : '…'} – ${period.to ? formatIsoDate(period.to) : '…'}`;
}

interface Column {
  title: string;
  width: number;
  align?: 'right';
  /** Whether the column's text wraps onto more lines (the others are cut with an ellipsis). */
  wrap?: boolean;
}

interface Look {
  primary: Colour;
  title: Colour;
  head: Colour;
}

/** Draws pages top to bottom, starting a new page (with the header) when a block does not fit. */
class Pages {
  page!: PDFPage;
  y = 0;
  readonly all: PDFPage[] = [];

  constructor(
    private doc: PDFDocument,
    private fonts: { regular: PDFFont; bold: PDFFont },
    private look: Look,
    private header: (page: PDFPage) => void,
  ) {
    this.add();
  }

  add() {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.all.push(this.page);
    this.header(this.page);
    this.y = PAGE_HEIGHT - MARGIN - HEADER_HEIGHT;
  }

  need(height: number) {
    if (this.y - height < MARGIN + FOOTER_SPACE) this.add();
  }

  width(text: string, size: number, bold = false) {
    return (bold ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(text, size);
  }

  text(text: string, x: number, y: number, size: number, bold = false, colour: Colour = INK) {
    const safe = winAnsiSafe(text);
    this.page.drawText(safe, { x, y, size, font: bold ? this.fonts.bold : this.fonts.regular, color: rgb(...colour) });
  }

  /** A text cut with an ellipsis to fit `width`. */
  fit(text: string, width: number, size: number, bold = false) {
    return fitText(text, width, (t) => this.width(t, size, bold));
  }

  /** Word-wrapped lines of a paragraph; one empty line for an empty text (a cell keeps its row). */
  wrap(text: string, width: number, size: number, bold = false): string[] {
    const lines = wrapText(text, width, (t) => this.width(t, size, bold));
    return lines.length ? lines : [''];
  }

  heading(text: string, keepWith = 40) {
    this.need(30 + keepWith);
    this.y -= 22;
    this.text(text, MARGIN, this.y, 12, true, this.look.title);
    this.y -= 5;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y },
      thickness: 1,
      color: rgb(...this.look.primary),
    });
    this.y -= 4;
  }

  subheading(text: string, note?: string) {
    this.need(18 + 2 * ROW);
    this.y -= 16;
    this.text(text, MARGIN, this.y, 10, true);
    if (note) this.text(note, PAGE_WIDTH - MARGIN - this.width(winAnsiSafe(note), 9, true), this.y, 9, true, this.look.title);
    this.y -= 2;
  }

  paragraph(text: string, size = BODY, colour: Colour = MUTED) {
    for (const line of this.wrap(text, CONTENT_WIDTH, size)) {
      this.need(size + 5);
      this.y -= size + 5;
      this.text(line, MARGIN, this.y + 2, size, false, colour);
    }
  }

  /** Label and value lines in two columns. */
  pairs(rows: [string, string][]) {
    for (const [label, value] of rows) {
      this.need(ROW);
      this.y -= ROW;
      this.text(label, MARGIN, this.y, 9, false, MUTED);
      this.text(this.fit(value, CONTENT_WIDTH - 140, 9, true), MARGIN + 140, this.y, 9, true);
    }
  }

  /** The table's head on the brand's tint, its titles wrapped onto as many lines as they need; again on each new page. */
  private head(columns: Column[]) {
    const titles = columns.map((c) => this.wrap(c.title, c.width - 6, BODY, true));
    const lines = Math.max(...titles.map((t) => t.length));
    const height = ROW + 2 + (lines - 1) * (ROW - 3);
    this.y -= ROW + 2;
    this.page.drawRectangle({ x: MARGIN, y: this.y - height + ROW - 2, width: CONTENT_WIDTH, height, color: rgb(...this.look.head) });
    for (let line = 0; line < lines; line++) {
      if (line) this.y -= ROW - 3;
      this.cells(
        columns,
        titles.map((t) => t[line] ?? ''),
        true,
      );
    }
  }

  private cells(columns: Column[], values: string[], bold: boolean) {
    let x = MARGIN;
    columns.forEach((c, i) => {
      const text = this.fit(values[i] ?? '', c.width - 6, BODY, bold);
      const at = c.align === 'right' ? x + c.width - 4 - this.width(text, BODY, bold) : x + 2;
      this.text(text, at, this.y, BODY, bold);
      x += c.width;
    });
  }

  /**
   * A table: the head, then each row, its wrapping columns on as many lines as they need (their
   * further lines drawn after the row's first line, so a row reads in column order when extracted).
   */
  table(columns: Column[], rows: string[][], empty: string, totals?: string[]) {
    if (!rows.length) {
      this.paragraph(empty);
      return;
    }
    this.need(3 * ROW + 6);
    this.head(columns);
    for (const values of rows) {
      const cells = values.map((v, i) => (columns[i].wrap ? this.wrap(v, columns[i].width - 6, BODY) : [v]));
      const lines = Math.max(...cells.map((c) => c.length));
      if (this.y - ROW - (lines - 1) * (ROW - 2) - 4 < MARGIN + FOOTER_SPACE) {
        this.add();
        this.head(columns);
      }
      this.y -= ROW;
      this.cells(
        columns,
        cells.map((c) => c[0]),
        false,
      );
      for (let line = 1; line < lines; line++) {
        this.y -= ROW - 2;
        let x = MARGIN;
        columns.forEach((c, i) => {
          if (cells[i][line]) this.text(cells[i][line], x + 2, this.y, BODY);
          x += c.width;
        });
      }
      this.page.drawLine({
        start: { x: MARGIN, y: this.y - 4 },
        end: { x: PAGE_WIDTH - MARGIN, y: this.y - 4 },
        thickness: 0.3,
        color: rgb(...RULE),
      });
    }
    if (totals) {
      this.need(ROW + 2);
      this.y -= ROW + 1;
      this.cells(columns, totals, true);
    }
  }
}

const money = (n: number | null) => (n === null ? T.notApplicable : formatMoney(n));
const units = (n: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 4 }).format(n);
const percent = (n: number) => `${new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}%`;

/** Widths as shares of the content width. */
const columns = (titles: readonly string[], shares: number[], right: number[], wrap: number[] = []): Column[] =>
  titles.map((title, i) => ({
    title,
    width: CONTENT_WIDTH * shares[i],
    ...(right.includes(i) ? { align: 'right' as const } : {}),
    ...(wrap.includes(i) ? { wrap: true } : {}),
  }));

/**
 * Renders the statement.
 * @param statement - what it prints (accountStatementOf)
 * @param brand - the brand it is issued under: name, colours
 * @param logo - the brand's logo as shapes, or null to print the name alone
 * @returns the PDF's bytes
 */
export async function renderAccountStatement(statement: AccountStatement, brand: Brand, logo: LogoShape[] | null): Promise<Uint8Array> {
  const produced = new Date(statement.producedAt);
  const doc = await PDFDocument.create();
  const { account, holder, period } = statement;
  doc.setTitle(winAnsiSafe(`${STATEMENT_TEXTS.title} ${account.number} – ${periodText(period)}`));
  doc.setSubject(winAnsiSafe(`${STATEMENT_TEXTS.title} of account ${account.number}, ${periodText(period)}`));
  doc.setAuthor(winAnsiSafe(brand.name));
  doc.setCreator('Tessera');
  doc.setProducer('Tessera');
  doc.setLanguage('en-GB');
  doc.setCreationDate(produced);
  doc.setModificationDate(produced);
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const primary = brandColour(brand.colourPrimary, [0, 0.2, 0.47]);
  const look: Look = { primary, title: brandColour(brand.colourTitle, INK), head: tint(primary, 0.14) };

  const header = (page: PDFPage) => {
    const top = PAGE_HEIGHT - MARGIN;
    const logoHeight = 36;
    const drawn = logo ? drawLogo(page, logo, { x: MARGIN, top, height: logoHeight }, fonts) : false;
    if (!drawn) page.drawText(winAnsiSafe(brand.name), { x: MARGIN, y: top - 22, size: 16, font: fonts.bold, color: rgb(...look.title) });
    const right = (text: string, y: number, size: number, bold: boolean, colour: Colour) => {
      const safe = winAnsiSafe(text);
      const w = (bold ? fonts.bold : fonts.regular).widthOfTextAtSize(safe, size);
      page.drawText(safe, { x: PAGE_WIDTH - MARGIN - w, y, size, font: bold ? fonts.bold : fonts.regular, color: rgb(...colour) });
    };
    right(STATEMENT_TEXTS.title, top - 14, 13, true, look.title);
    right(`Account ${account.number} · ${periodText(period)}`, top - 28, 9, false, MUTED);
    page.drawRectangle({ x: MARGIN, y: top - logoHeight - 12, width: CONTENT_WIDTH, height: 3, color: rgb(...primary) });
  };
  const p = new Pages(doc, fonts, look, header);

  p.y -= 6;
  p.pairs([
    ['Account holder', `${holder.name} (User ID ${holder.username})`],
    ['Account', `${account.number} · ${account.typeName} · ${account.currency}`],
    ['Period', periodText(period)],
    ['Produced on', `${formatUtcDateTime(statement.producedAt)} UTC`],
    ['Issued by', brand.name],
  ]);

  // Cash: a summary line per currency, then each currency's movements between its opening and closing balance.
  p.heading(STATEMENT_TEXTS.cashSummary);
  const summaryColumns = columns(STATEMENT_TEXTS.cashSummaryColumns, [0.31, 0.23, 0.23, 0.23], [1, 2, 3]);
  p.table(
    summaryColumns,
    statement.cash.map((c) => [`${c.currency} (${c.symbol})`, money(c.opening), money(c.closing - c.opening), money(c.closing)]),
    T.noCash,
    ['', '', STATEMENT_TEXTS.cashTotal(account.currency), money(statement.cashTotal)],
  );

  p.heading(T.cashTitle);
  const cashColumns = columns(T.cashColumns, [0.11, 0.16, 0.31, 0.13, 0.14, 0.15], [3, 4, 5], [1, 2]);
  if (!statement.cash.length) p.paragraph(T.noCash);
  for (const c of statement.cash) {
    p.subheading(T.cashGroupLabel(c.currency), T.balanceHeader(c.symbol, formatMoney(c.closing), c.currency));
    p.need(ROW);
    p.y -= ROW;
    p.text(STATEMENT_TEXTS.openingBalance, MARGIN + 2, p.y, BODY, true, MUTED);
    p.text(money(c.opening), PAGE_WIDTH - MARGIN - 4 - p.width(money(c.opening), BODY, true), p.y, BODY, true, MUTED);
    p.table(
      cashColumns,
      c.rows.map((r) => [
        formatIsoDate(r.TransactionDate),
        r.TransactionType,
        r.Description,
        money(r.GrossAmount),
        money(r.NetAmount),
        money(r.RunningBalance),
      ]),
      T.noCash,
    );
    p.need(ROW);
    p.y -= ROW;
    p.text(STATEMENT_TEXTS.closingBalance, MARGIN + 2, p.y, BODY, true);
    p.text(money(c.closing), PAGE_WIDTH - MARGIN - 4 - p.width(money(c.closing), BODY, true), p.y, BODY, true);
  }

  p.heading(STATEMENT_TEXTS.holdings);
  p.paragraph(STATEMENT_TEXTS.holdingsValued(formatUtcDateTime(statement.producedAt)));
  p.table(
    columns(STATEMENT_TEXTS.holdingColumns, [0.22, 0.14, 0.09, 0.1, 0.1, 0.12, 0.12, 0.11], [2, 3, 5, 6, 7], [0]),
    statement.holdings.map((h) => [
      h.Name,
      h.ISIN,
      units(h.Units),
      h.LatestNAV === null ? '–' : `${h.CurrencySymbol} ${formatMoney(h.LatestNAV)}`,
      formatIsoDate(h.NavDate),
      `${h.CurrencySymbol} ${formatMoney(h.PurchasedValue)}`,
      `${h.CurrencySymbol} ${formatMoney(h.CurrentValue)}`,
      percent(h.Performance),
    ]),
    STATEMENT_TEXTS.noHoldings,
    statement.holdings.length
      ? [
          STATEMENT_TEXTS.holdingsTotal(statement.holdingsTotals.currency),
          '',
          '',
          '',
          '',
          formatMoney(statement.holdingsTotals.purchasedValue),
          formatMoney(statement.holdingsTotals.currentValue),
          '',
        ]
      : undefined,
  );

  const fourColumns = columns(T.securityColumns, [0.14, 0.2, 0.48, 0.18], [3], [1, 2]);
  const four = (rows: TransactionRow[]) =>
    rows.map((r) => [formatIsoDate(r.TransactionDate), r.TransactionType, r.Description, `${r.Currency} ${money(r.NetAmount)}`]);
  p.heading(T.securityTitle);
  p.table(fourColumns, four(statement.securities), T.noSecurities);
  p.heading(T.feesTitle);
  p.table(fourColumns, four(statement.fees), T.noFees);

  p.y -= 10;
  p.paragraph(STATEMENT_TEXTS.end);

  const total = p.all.length;
  p.all.forEach((page, i) => {
    const footer = winAnsiSafe(
      `${brand.name} · ${STATEMENT_TEXTS.title} ${account.number} · produced ${formatUtcDateTime(statement.producedAt)} UTC`,
    );
    page.drawText(footer, { x: MARGIN, y: MARGIN - 14, size: 7.5, font: fonts.regular, color: rgb(...MUTED) });
    const n = `Page ${i + 1} of ${total}`;
    page.drawText(n, {
      x: PAGE_WIDTH - MARGIN - fonts.regular.widthOfTextAtSize(n, 7.5),
      y: MARGIN - 14,
      size: 7.5,
      font: fonts.regular,
      color: rgb(...MUTED),
    });
  });
  return doc.save();
}
