/** @jest-environment node */
/**
 * renderDocument's `signatureArea: false` (the online documents, which nobody signs): no
 * "Signatures" area and no page added for it; every other document is drawn exactly as before
 * (absent or true: the same bytes).
 */
import { Buffer } from 'node:buffer';
import { PDFDocument } from 'pdf-lib';
import { renderDocument } from '../../../server/services/documents/render';
import type { DocumentContent } from '../../../server/services/documents/types';
import { pdfText } from '../../api/support/pdfText';

const NOW = new Date('2026-05-04T10:30:00Z');

function content(paragraphs: number, signatureArea?: boolean): DocumentContent {
  return {
    kind: 'OnlineDocument',
    title: 'Standard Fee Schedules',
    fileName: 'Standard-Fee-Schedules.pdf',
    brandName: 'Demo Wealth',
    openingId: 0,
    reference: 'Standard fee schedules',
    blocks: Array.from({ length: paragraphs }, (_, i) => ({ type: 'paragraph' as const, text: `Paragraph ${i + 1} of the document.` })),
    signers: [{ order: 1, name: 'Ada Client' }],
    ...(signatureArea === undefined ? {} : { signatureArea }),
  };
}

describe('renderDocument without a signature area', () => {
  it('draws the signature area when the option is absent or true, the same bytes either way', async () => {
    const absent = await renderDocument(content(3), NOW);
    const drawn = await renderDocument(content(3, true), NOW);
    expect(Buffer.from(drawn).equals(Buffer.from(absent))).toBe(true);
    const text = pdfText(Buffer.from(absent));
    expect(text).toContain('Signatures');
    expect(text).toContain('Account holder 1: Ada Client');
  });

  it('leaves the area out with signatureArea false, and keeps the title, blocks and page numbers', async () => {
    const pdf = Buffer.from(await renderDocument(content(3, false), NOW));
    const text = pdfText(pdf);
    expect(text).not.toContain('Signatures');
    expect(text).not.toContain('Ada Client');
    expect(text).not.toContain('Signature: ');
    expect(text).toContain('Standard Fee Schedules');
    expect(text).toContain('Paragraph 3 of the document.');
    expect(text).toContain('Page 1 of 1');
  });

  it('adds no page for the area when the text ends low on the last page', async () => {
    // 38 paragraphs end below the area's top: with the area a second page is added for it.
    const withArea = await PDFDocument.load(await renderDocument(content(38), NOW));
    const without = await PDFDocument.load(await renderDocument(content(38, false), NOW));
    expect(withArea.getPageCount()).toBe(2);
    expect(without.getPageCount()).toBe(1);
  });
});
