import { inflateSync } from 'node:zlib';

/**
 * The texts a pdf-lib PDF draws (`<hex> Tj` in its, usually deflated, content streams), joined by
 * spaces: what a document prints, for asserting on generated PDFs.
 * @param pdf - the PDF's bytes
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  // The line end before `endstream` is "\n"; a deflated stream may itself end in "\r" (one in 256),
  // which the regex would take for part of a "\r\n": then the stream is read with it.
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)(\r?)\nendstream/g)) {
    const bytes = Buffer.from(m[1], 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      try {
        content = m[2] ? inflateSync(Buffer.from(m[1] + m[2], 'latin1')).toString('latin1') : bytes.toString('latin1');
      } catch {
        content = bytes.toString('latin1');
      }
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) texts.push(Buffer.from(t[1], 'hex').toString('latin1'));
  }
  return texts.join(' ');
}
