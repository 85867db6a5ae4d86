/**
 * The number a typed or pasted text means once everything that is not part of a number is
 * stripped: digits, the first decimal point and — when `allowNegative` — a minus sign written
 * before the first digit. Commas are thousands separators (the portal shows "1,234.56"), so they go
 * too. The sanitisers share it so "strip non-numeric characters" means the same everywhere.
 * @param text - what the user typed, pasted or the server sent
 * @param allowNegative - whether a minus before the first digit makes the number negative
 * @returns the number, or NaN when no digit is left
 */
export function numberFromText(text: string, allowNegative: boolean): number {
  const firstDigit = text.search(/\d/);
  if (firstDigit === -1) return Number.NaN;
  const negative = allowNegative && text.slice(0, firstDigit).includes('-');
  let seenPoint = false;
  let kept = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') kept += char;
    else if (char === '.' && !seenPoint) {
      seenPoint = true;
      kept += char;
    }
  }
  const value = Number(kept);
  return negative && value !== 0 ? -value : value;
}
