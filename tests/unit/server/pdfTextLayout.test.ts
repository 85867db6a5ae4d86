/** @jest-environment node */
import { fitText, wrapText } from '../../../server/services/pdfText';

// One point per character: the room is a number of characters.
const measure = (text: string) => text.length;

describe('PDF text layout shared by the fact-sheet report and the account statement', () => {
  test('fitText keeps a text that fits and cuts a longer one with an ellipsis that fits', () => {
    expect(fitText('Cash account', 12, measure)).toBe('Cash account');
    expect(fitText('Cash account EUR', 12, measure)).toBe('Cash accoun…');
    expect(measure(fitText('Cash account EUR', 12, measure))).toBeLessThanOrEqual(12);
  });

  test('fitText trims a space left before the ellipsis', () => {
    expect(fitText('Cash account', 6, measure)).toBe('Cash…');
  });

  test('wrapText wraps at word boundaries, a long word on its own line, nothing for an empty text', () => {
    expect(wrapText('Opening balance of the period', 16, measure)).toEqual(['Opening balance', 'of the period']);
    expect(wrapText('Supercalifragilistic fees', 10, measure)).toEqual(['Supercalifragilistic', 'fees']);
    expect(wrapText('   ', 10, measure)).toEqual([]);
  });
});
