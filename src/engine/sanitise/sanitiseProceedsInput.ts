/** Decimals a proceeds amount may show while it is being typed, and once it is left (compliance §5). */
export const PROCEEDS_TYPING_DECIMALS = 3;
export const PROCEEDS_DECIMALS = 2;

/**
 * The text of a proceeds input (know-your-customer form, USD amounts): numeric, up to three
 * decimals while typing, else rounded to two (compliance §5). Only digits and the first decimal
 * point survive (commas are thousands separators, proceeds are never negative). While typing, a
 * trailing point ("12.") stays so the user can go on, and a fourth decimal is simply not taken.
 * Once left, the amount is rounded half up to two decimals on the digits themselves (no binary
 * floating point: "1.005" is "1.01"), leading zeros and trailing decimal zeros go, nothing is
 * padded: the stored value is a number, so "12.5" and "12.50" are the same.
 * @param text - the input's text
 * @param typing - true while the input has focus and the user types
 * @returns the text to show; "" when no digit is left
 */
export function sanitiseProceedsInput(text: string, typing: boolean): string {
  let whole = '';
  let fraction = '';
  let point = false;
  for (const char of text ?? '') {
    if (char >= '0' && char <= '9') {
      if (point) fraction += char;
      else whole += char;
    } else if (char === '.') point = true;
  }
  if (!whole && !fraction) return point && typing ? '.' : '';
  if (typing) return `${whole}${point ? '.' : ''}${fraction.slice(0, PROCEEDS_TYPING_DECIMALS)}`;
  const roundUp = fraction.length > PROCEEDS_DECIMALS && fraction[PROCEEDS_DECIMALS] >= '5';
  const cents = BigInt(`${whole || '0'}${fraction.slice(0, PROCEEDS_DECIMALS).padEnd(PROCEEDS_DECIMALS, '0')}`) + (roundUp ? 1n : 0n);
  const digits = cents.toString().padStart(PROCEEDS_DECIMALS + 1, '0');
  const integer = digits.slice(0, -PROCEEDS_DECIMALS);
  const decimals = digits.slice(-PROCEEDS_DECIMALS).replace(/0+$/, '');
  return decimals ? `${integer}.${decimals}` : integer;
}
