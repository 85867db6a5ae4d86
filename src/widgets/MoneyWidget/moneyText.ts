import { formatMoney } from '@/engine/format/formatMoney';
import { numberFromText } from '@/engine/sanitise/numberFromText';

/**
 * What a money field keeps of a keystroke or a paste: digits, the first decimal point and, when
 * negative amounts are allowed, a leading minus (trading §9: "non-numeric characters are stripped").
 * @param text - the field's text
 * @param allowNegative - whether a minus sign is kept
 * @param maxDecimals - decimals kept while typing (the rest of a paste is dropped)
 */
export function cleanMoneyText(text: string, allowNegative: boolean, maxDecimals = Infinity): string {
  const negative = allowNegative && text.trim().startsWith('-');
  let seenPoint = false;
  let decimals = 0;
  let kept = '';
  for (const char of text) {
    if (char >= '0' && char <= '9') {
      if (seenPoint && decimals >= maxDecimals) continue;
      if (seenPoint) decimals += 1;
      kept += char;
    } else if (char === '.' && !seenPoint) {
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

const formats = new Map<number, Intl.NumberFormat>();

/**
 * The text of an unfocused money field: thousands separators and 2 decimals (trading §9), or
 * `decimals` where a form asks for more; '' for no amount.
 */
export function moneyDisplay(value: unknown, decimals = 2): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  if (decimals === 2) return formatMoney(value);
  let format = formats.get(decimals);
  if (!format)
    formats.set(decimals, (format = new Intl.NumberFormat('en-GB', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })));
  return format.format(value);
}
