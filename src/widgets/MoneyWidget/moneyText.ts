import { formatMoney } from '@/engine/format/formatMoney';
import { numberFromText } from '@/engine/sanitise/numberFromText';

/**
 * What a money field keeps of a keystroke or a paste: digits, the first decimal point and, when
 * negative amounts are allowed, a leading minus (trading §9: "non-numeric characters are stripped").
 * @param text - the field's text
 * @param allowNegative - whether a minus sign is kept
 */
export function cleanMoneyText(text: string, allowNegative: boolean): string {
  const negative = allowNegative && text.trim().startsWith('-');
  let seenPoint = false;
  let kept = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') kept += char;
    else if (char === '.' && !seenPoint) {
      seenPoint = true;
      kept += char;
    }
  }
  return negative ? `-${kept}` : kept;
}

/**
 * The amount a cleaned text means, or `empty` when it holds no digit.
 * @param text - a text made by `cleanMoneyText`
 * @param empty - what an empty field stores (undefined, or 0 where the schema says so)
 */
export function moneyFromText(text: string, empty: number | undefined): number | undefined {
  const value = numberFromText(text, text.startsWith('-'));
  return Number.isFinite(value) ? value : empty;
}

/** Money rounded to cents, as it is shown and stored once the field is left. */
export function roundToCents(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** The text of an unfocused money field: thousands separators and 2 decimals, '' for no amount. */
export function moneyDisplay(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatMoney(value) : '';
}
