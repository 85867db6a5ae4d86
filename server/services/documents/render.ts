import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DocumentContent } from './types';
import { formatUtcDateTime } from './content';
import { toWinAnsi } from './winAnsi';

/** A4 portrait, in points. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 50;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const LABEL_WIDTH = 190;
const VALUE_X = MARGIN + LABEL_WIDTH + 10;
const VALUE_WIDTH = PAGE_WIDTH - MARGIN - VALUE_X;
const BODY_SIZE = 9;
const LINE = 12;
const FOOTER_Y = 30;
/** Body text stops above the footer. */
const BOTTOM = 60;

/**
 * The signature area at the foot of the last page: a heading, then one slot per signer order,
 * 40 pt apart, each with the signer's name, a line to sign on paper and room for the electronic
 * stamp — so the stamps of two signers never overlap.
 */
export const SIGNATURE_AREA_TOP = 250;
const SLOT_PITCH = 40;
/** Signer orders the area has room for. */
export const MAX_SIGNERS = 4;

/** Where slot `order` (1-based) prints: the signer's name line, the paper line and the stamp. */
export function signatureSlot(order: number): { nameY: number; paperY: number; stampY: number } {
  const nameY = SIGNATURE_AREA_TOP - 22 - (order - 1) * SLOT_PITCH;
  return { nameY, paperY: nameY - 13, stampY: nameY - 26 };
}

const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.37, 0.4);
const RULE = rgb(0.75, 0.77, 0.8);
const STAMP_INK = rgb(0.05, 0.2, 0.55);

/** Splits a text into lines no wider than `width` (long words are cut where they must be). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of toWinAnsi(text).split(/\n/)) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines.length ? lines : [''];
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Draws the content on A4 pages: header on every page, title, blocks, signatures (unless `signatureArea` is false), page numbers. */
export async function renderDocument(content: DocumentContent, now: Date = new Date()): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(content.title);
  doc.setAuthor(content.brandName);
  doc.setSubject(referenceOf(content));
  doc.setCreator('Tessera');
  doc.setProducer('Tessera');
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const fonts: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };

  let page!: PDFPage;
  let y = 0;
  const newPage = () => {
    page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    drawHeader(page, content, fonts);
    y = PAGE_HEIGHT - 75;
  };
  const ensure = (height: number) => {
    if (y - height < BOTTOM) newPage();
  };

  newPage();
  for (const line of wrapText(content.title, fonts.bold, 16, CONTENT_WIDTH)) {
    page.drawText(line, { x: MARGIN, y: y - 16, size: 16, font: fonts.bold, color: INK });
    y -= 20;
  }
  page.drawText(toWinAnsi(`Generated on ${formatUtcDateTime(now)} UTC`), {
    x: MARGIN,
    y: y - 10,
    size: BODY_SIZE,
    font: fonts.regular,
    color: MUTED,
  });
  y -= 22;

  for (const block of content.blocks) {
    if (block.type === 'heading') {
      ensure(18 + 2 * LINE);
      y -= 10;
      page.drawText(toWinAnsi(block.text), { x: MARGIN, y: y - 12, size: 12, font: fonts.bold, color: INK });
      page.drawLine({ start: { x: MARGIN, y: y - 16 }, end: { x: PAGE_WIDTH - MARGIN, y: y - 16 }, thickness: 0.5, color: RULE });
      y -= 22;
    } else if (block.type === 'subheading') {
      ensure(14 + LINE);
      y -= 4;
      page.drawText(toWinAnsi(block.text), { x: MARGIN, y: y - 10, size: 10, font: fonts.bold, color: INK });
      y -= 15;
    } else if (block.type === 'paragraph') {
      for (const line of wrapText(block.text, fonts.regular, BODY_SIZE, CONTENT_WIDTH)) {
        ensure(LINE);
        page.drawText(line, { x: MARGIN, y: y - BODY_SIZE, size: BODY_SIZE, font: fonts.regular, color: INK });
        y -= LINE;
      }
      y -= 3;
    } else {
      const labels = wrapText(block.label, fonts.bold, BODY_SIZE, LABEL_WIDTH);
      const values = wrapText(block.value, fonts.regular, BODY_SIZE, VALUE_WIDTH);
      const rows = Math.max(labels.length, values.length);
      // A row is kept on one page unless it is taller than a page.
      ensure(Math.min(rows * LINE, PAGE_HEIGHT - 75 - BOTTOM));
      // Line by line (a row taller than the page breaks where it must); on each page the label's
      // lines are drawn before the value's, so the text reads label then value when extracted.
      let i = 0;
      while (i < rows) {
        ensure(LINE);
        const fit = Math.max(1, Math.min(rows - i, Math.floor((y - BOTTOM) / LINE)));
        for (let k = 0; k < fit; k++) {
          if (labels[i + k])
            page.drawText(labels[i + k], { x: MARGIN, y: y - BODY_SIZE - k * LINE, size: BODY_SIZE, font: fonts.bold, color: MUTED });
        }
        for (let k = 0; k < fit; k++) {
          if (values[i + k])
            page.drawText(values[i + k], { x: VALUE_X, y: y - BODY_SIZE - k * LINE, size: BODY_SIZE, font: fonts.regular, color: INK });
        }
        y -= fit * LINE;
        i += fit;
      }
      y -= 3;
    }
  }

  // The signature area sits at the foot of the last page, below everything else (unless the
  // document is one nobody signs).
  if (content.signatureArea !== false) {
    if (y < SIGNATURE_AREA_TOP + 10) newPage();
    drawSignatureArea(page, content, fonts);
  }

  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const text = `Page ${i + 1} of ${pages.length}`;
    const width = fonts.regular.widthOfTextAtSize(text, 8);
    p.drawText(text, { x: (PAGE_WIDTH - width) / 2, y: FOOTER_Y, size: 8, font: fonts.regular, color: MUTED });
  });
  return doc.save();
}

/** What the header and the PDF subject name the document by. */
function referenceOf(content: DocumentContent): string {
  return content.reference ?? `Account opening ${content.openingId}`;
}

function drawHeader(page: PDFPage, content: DocumentContent, fonts: Fonts): void {
  const top = PAGE_HEIGHT - 40;
  page.drawText(toWinAnsi(content.brandName), { x: MARGIN, y: top, size: 10, font: fonts.bold, color: INK });
  const right = toWinAnsi(referenceOf(content));
  const width = fonts.regular.widthOfTextAtSize(right, 9);
  page.drawText(right, { x: PAGE_WIDTH - MARGIN - width, y: top, size: 9, font: fonts.regular, color: MUTED });
  page.drawLine({ start: { x: MARGIN, y: top - 8 }, end: { x: PAGE_WIDTH - MARGIN, y: top - 8 }, thickness: 0.75, color: RULE });
}

function drawSignatureArea(page: PDFPage, content: DocumentContent, fonts: Fonts): void {
  page.drawText('Signatures', { x: MARGIN, y: SIGNATURE_AREA_TOP, size: 12, font: fonts.bold, color: INK });
  page.drawLine({
    start: { x: MARGIN, y: SIGNATURE_AREA_TOP - 4 },
    end: { x: PAGE_WIDTH - MARGIN, y: SIGNATURE_AREA_TOP - 4 },
    thickness: 0.5,
    color: RULE,
  });
  for (const signer of content.signers.slice(0, MAX_SIGNERS)) {
    const slot = signatureSlot(signer.order);
    const name = wrapText(`${signer.role ?? `Account holder ${signer.order}`}: ${signer.name}`, fonts.bold, BODY_SIZE, CONTENT_WIDTH)[0];
    page.drawText(name, { x: MARGIN, y: slot.nameY, size: BODY_SIZE, font: fonts.bold, color: INK });
    page.drawText('Signature: ________________________________    Date: ________________', {
      x: MARGIN,
      y: slot.paperY,
      size: BODY_SIZE,
      font: fonts.regular,
      color: MUTED,
    });
  }
}

/** The stamp text of an electronic signature. */
export function signatureStampText(name: string, signedAt: Date): string {
  return `Signed electronically by ${name} on ${formatUtcDateTime(signedAt)} UTC`;
}

/**
 * Adds "Signed electronically by {name} on {dd/MM/yyyy HH:mm} UTC" in the signer's slot of the
 * last page's signature area (one slot per signing order, so stamps never overlap).
 * @param pdf - a document generated by renderDocument (possibly stamped already)
 * @param stamp - who signed, when, and their signing order (1 to 4)
 * @returns the stamped document
 */
export async function stampPdf(pdf: Uint8Array, stamp: { name: string; signedAt: Date; order: number }): Promise<Uint8Array> {
  if (!Number.isInteger(stamp.order) || stamp.order < 1 || stamp.order > MAX_SIGNERS) {
    throw new RangeError(`The signing order must be a whole number from 1 to ${MAX_SIGNERS}.`);
  }
  if (Number.isNaN(stamp.signedAt.getTime())) throw new RangeError('The signing time is not a valid date.');
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });
  const pages = doc.getPages();
  const page = pages[pages.length - 1];
  const font = await doc.embedFont(StandardFonts.HelveticaOblique);
  const text = toWinAnsi(signatureStampText(stamp.name.trim(), stamp.signedAt));
  // A long name shrinks the stamp to fit the line rather than running off the page.
  let size = BODY_SIZE + 1;
  while (size > 5 && font.widthOfTextAtSize(text, size) > CONTENT_WIDTH) size -= 0.5;
  page.drawText(text, { x: MARGIN, y: signatureSlot(stamp.order).stampY, size, font, color: STAMP_INK });
  doc.setModificationDate(stamp.signedAt);
  return doc.save();
}
