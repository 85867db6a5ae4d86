export type Holder = 'primary' | 'secondary';

/**
 * The line added to the more-information text for each holder (compliance §2.4 gives its meaning,
 * not its words: "a line … saying the primary or secondary holder changed their mobile number").
 */
export const HOLDER_CHANGED_NOTES: Readonly<Record<Holder, string>> = Object.freeze({
  primary: 'The primary account holder has changed their mobile number.',
  secondary: 'The secondary account holder has changed their mobile number.',
});

/**
 * When a holder's fiscal residence changes, the due-diligence more-information text gets a line
 * saying that holder changed their mobile number — once (compliance §2.4): changing the country
 * again, or back and forth, adds nothing more. The line goes on a line of its own after what the
 * user wrote. The text is not cut: if the note takes it over 500 characters, the schema says so.
 * @param moreInformation - the text so far (may be empty)
 * @param holder - 'primary' or 'secondary'
 * @returns the text with the holder's line, or unchanged if it holds the line already
 */
export function appendHolderChangedNote(moreInformation: string | null | undefined, holder: Holder): string {
  const text = moreInformation ?? '';
  const note = HOLDER_CHANGED_NOTES[holder];
  if (text.split(/\r?\n/).some((line) => line.trim() === note)) return text;
  if (!text.trim()) return note;
  return `${text}${text.endsWith('\n') ? '' : '\n'}${note}`;
}
