/**
 * Text for the PDFs drawn with the standard fonts (the fact-sheet report, the account statement):
 * made safe for their WinAnsi encoding, cut to fit a cell, wrapped to a width.
 */

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
/**
 * The standard PDF fonts encode WinAnsi only; any other character (a name in another script) is
 * replaced so the report is still produced.
 */
export function winAnsiSafe(text: string): string {
  let out = '';
  for (const ch of text.replace(/[\r\n\t]+/g, ' ')) {
    const code = ch.codePointAt(0)!;
    out += (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(ch) ? ch : '?';
  }
  return out;
}

/**
 * A text made safe for the PDF's standard fonts and cut with an ellipsis so it fits `width`, as
 * `measure` measures it (the fact-sheet report and the account statement both cut their cells so).
 * @param text - the text
 * @param width - the room, in points
 * @param measure - the width of a text in the font and size it is drawn in
 */
export function fitText(text: string, width: number, measure: (text: string) => number): string {
  const safe = winAnsiSafe(text);
  if (measure(safe) <= width) return safe;
  let cut = safe;
  while (cut.length > 1 && measure(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/**
 * A paragraph made safe for the PDF's standard fonts and wrapped at word boundaries to lines no wider
 * than `width` (a single word wider than that stands on its own line); no lines for an empty text.
 * @param text - the paragraph
 * @param width - the room, in points
 * @param measure - the width of a text in the font and size it is drawn in
 */
export function wrapText(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsiSafe(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}
