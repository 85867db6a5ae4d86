/** @jest-environment node */
import { appendHolderChangedNote, HOLDER_CHANGED_NOTES } from '@/engine/rules/appendHolderChangedNote';

const PRIMARY = 'The primary account holder has changed their mobile number.';
const SECONDARY = 'The secondary account holder has changed their mobile number.';

describe('appendHolderChangedNote', () => {
  test('the notes say which holder changed their mobile number', () => {
    expect(HOLDER_CHANGED_NOTES).toEqual({ primary: PRIMARY, secondary: SECONDARY });
  });

  test("appendHolderChangedNote adds the primary holder's line on a line of its own after the user's text", () => {
    expect(appendHolderChangedNote('Moved to Dublin.', 'primary')).toBe(`Moved to Dublin.\n${PRIMARY}`);
  });

  test('appendHolderChangedNote makes the line the whole text when the text is empty', () => {
    expect(appendHolderChangedNote('', 'secondary')).toBe(SECONDARY);
    expect(appendHolderChangedNote(null, 'primary')).toBe(PRIMARY);
    expect(appendHolderChangedNote(undefined, 'primary')).toBe(PRIMARY);
    expect(appendHolderChangedNote('  \n', 'primary')).toBe(PRIMARY);
  });

  test('appendHolderChangedNote adds no extra blank line after text that ends with a line break', () => {
    expect(appendHolderChangedNote('Moved.\n', 'primary')).toBe(`Moved.\n${PRIMARY}`);
  });

  test('appendHolderChangedNote appends the line once however often the country changes', () => {
    const once = appendHolderChangedNote('Moved.', 'primary');
    expect(appendHolderChangedNote(once, 'primary')).toBe(once);
    expect(appendHolderChangedNote(appendHolderChangedNote(once, 'primary'), 'primary')).toBe(once);
  });

  test('appendHolderChangedNote finds the line also when the user wrote after it', () => {
    const text = `${PRIMARY}\nAnd a new employer.`;
    expect(appendHolderChangedNote(text, 'primary')).toBe(text);
  });

  test('appendHolderChangedNote keeps one line per holder', () => {
    const both = appendHolderChangedNote(appendHolderChangedNote('Moved.', 'primary'), 'secondary');
    expect(both).toBe(`Moved.\n${PRIMARY}\n${SECONDARY}`);
    expect(appendHolderChangedNote(both, 'primary')).toBe(both);
    expect(appendHolderChangedNote(both, 'secondary')).toBe(both);
  });

  test('appendHolderChangedNote does not take the line quoted inside a sentence for the line itself', () => {
    const text = `I wrote "${PRIMARY}" earlier.`;
    expect(appendHolderChangedNote(text, 'primary')).toBe(`${text}\n${PRIMARY}`);
  });
});
