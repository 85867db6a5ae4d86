/**
 * RJSF's `getDecimalSeparator` (@rjsf/utils), answered once per locale list. RJSF asks it on every
 * render of every number field (its NumberField, and `getInputProps` for number inputs), and each
 * call builds an `Intl.NumberFormat` — about 0.1 ms, 15 ms on opening a form of 200 fields. The
 * builds of the app and the bench put this module in place of RJSF's (`rjsfDecimalSeparator` in
 * vite.plugins.ts); the answers are RJSF's own.
 * @param languages - a locale or locales; the browser's `navigator.languages` when omitted
 * @returns the locale's decimal separator ('.' when it cannot be told)
 */
export default function getDecimalSeparator(languages?: string | readonly string[]): string {
  const locales = languages || (typeof navigator !== 'undefined' ? navigator.languages : undefined);
  if (!locales) return '.';
  const key = typeof locales === 'string' ? locales : locales.join('\u0000');
  let separator = separators.get(key);
  if (separator === undefined) {
    separator = '.';
    try {
      separator = new Intl.NumberFormat(locales as string | string[]).formatToParts(1.1).find((p) => p.type === 'decimal')?.value || '.';
    } catch {
      // RJSF's answer for a locale Intl refuses.
    }
    separators.set(key, separator);
  }
  return separator;
}

const separators = new Map<string, string>();
