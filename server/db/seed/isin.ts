/** Demo ISINs: a national number in the style of the issuing country, then the ISIN check digit. */
import { hashString, Rng } from './prng';
import type { ProductSpec } from './products';

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SEDOL_CHARS = '0123456789BCDFGHJKLMNPQRSTVWXYZ';

/** ISIN check digit for the first 11 characters (letters → 10..35, then Luhn). */
export function isinCheckDigit(body: string): number {
  let digits = '';
  for (const ch of body.toUpperCase()) {
    const v = ALNUM.indexOf(ch);
    if (v < 0) throw new RangeError(`Invalid ISIN character '${ch}'`);
    digits += String(v);
  }
  let sum = 0;
  let double = true; // the rightmost digit of the body is doubled
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidIsin(isin: string): boolean {
  return /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(isin) && isinCheckDigit(isin.slice(0, 11)) === Number(isin[11]);
}

function nationalNumber(country: string, rng: Rng): string {
  const digits = (n: number) => Array.from({ length: n }, () => String(rng.int(0, 9))).join('');
  const sedol = (n: number) => Array.from({ length: n }, () => rng.pick(SEDOL_CHARS.split(''))).join('');
  switch (country) {
    case 'LU':
      return rng.pick(['0', '1', '2']) + digits(8);
    case 'IE':
    case 'GB':
      return '00B' + sedol(6);
    case 'US':
      return digits(6) + rng.pick(ALNUM.split('')) + digits(2);
    case 'DE':
      return '000A' + sedol(5);
    case 'FR':
      return '001' + digits(6);
    case 'NL':
      return '00' + digits(7);
    case 'IT':
      return '000' + digits(6);
    case 'AT':
      return '0000A' + sedol(4);
    case 'XS':
      return '2' + digits(8);
    default:
      return digits(9);
  }
}

/** The product's ISIN: the first candidate of its own seeded stream that no earlier product took. */
export function uniqueIsin(spec: ProductSpec, used: Set<string>, seed: number): string {
  for (let attempt = 0; ; attempt++) {
    const rng = new Rng(hashString(`${spec.name}/isin/${attempt}`, seed));
    const body = spec.isinCountry + nationalNumber(spec.isinCountry, rng);
    const isin = body + String(isinCheckDigit(body));
    if (!used.has(isin)) {
      used.add(isin);
      return isin;
    }
  }
}
