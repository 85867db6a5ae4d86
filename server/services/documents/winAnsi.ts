/**
 * The characters the PDF standard fonts (Helvetica, WinAnsiEncoding) can draw: printable ASCII,
 * Latin-1 and the Windows-1252 additions. pdf-lib throws on anything else, so every text is passed
 * through `toWinAnsi` before it is drawn.
 */
const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

function isWinAnsi(ch: string): boolean {
  const c = ch.codePointAt(0)!;
  return (c >= 0x20 && c <= 0x7e) || (c >= 0xa1 && c <= 0xff && c !== 0xad) || CP1252_EXTRAS.includes(ch);
}

/** Letters that have no WinAnsi form and no decomposition to one: their usual Latin spelling. */
const TRANSLITERATIONS: Readonly<Record<string, string>> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ĳ: 'IJ',
  ĳ: 'ij',
  ĸ: 'k',
  Ŀ: 'L',
  ŀ: 'l',
  Ŋ: 'N',
  ŋ: 'n',
  Ŧ: 'T',
  ŧ: 't',
  ſ: 's',
  Ə: 'E',
  ə: 'e',
  Ð: 'D',
  '\u00a0': ' ',
  '\u00ad': '',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2212': '-',
  '\u2015': '—',
  '\u201b': "'",
  '\u2032': "'",
  '\u2033': '"',
  '\u2044': '/',
  '\u2043': '-',
};

/**
 * Text the standard PDF fonts can draw: letters outside WinAnsi are transliterated (Ł → L) or
 * stripped of their accents (ő → o), white space and control characters become a space, and
 * anything else (another script, an emoji) becomes '?', so a name never breaks generation.
 * @param text - any text
 * @returns the text in WinAnsi characters
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    if (isWinAnsi(ch)) out += ch;
    else if (ch in TRANSLITERATIONS) out += TRANSLITERATIONS[ch];
    else if (/[\s\p{Cc}]/u.test(ch)) out += ' ';
    else if (/[\p{Cf}]/u.test(ch)) continue;
    else {
      const bare = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...bare].map((c) => (isWinAnsi(c) ? c : (TRANSLITERATIONS[c] ?? '?'))).join('');
    }
  }
  return out;
}
