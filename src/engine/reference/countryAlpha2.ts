/**
 * ISO 3166-1 alpha-2 codes of the platform's country list (countries.ts), by numeric id. The IBAN
 * rule reads them: an IBAN starts with its bank's country code.
 */
const ALPHA2: Readonly<Record<number, string>> = {
  4: 'AF', 20: 'AD', 32: 'AR', 36: 'AU', 40: 'AT', 44: 'BS', 56: 'BE', 76: 'BR', 92: 'VG', 100: 'BG', 104: 'MM', 124: 'CA',
  136: 'KY', 152: 'CL', 156: 'CN', 191: 'HR', 196: 'CY', 203: 'CZ', 208: 'DK', 233: 'EE', 246: 'FI', 250: 'FR', 276: 'DE',
  292: 'GI', 300: 'GR', 344: 'HK', 348: 'HU', 352: 'IS', 356: 'IN', 360: 'ID', 364: 'IR', 372: 'IE', 376: 'IL', 380: 'IT',
  392: 'JP', 404: 'KE', 408: 'KP', 410: 'KR', 428: 'LV', 438: 'LI', 440: 'LT', 442: 'LU', 458: 'MY', 470: 'MT', 484: 'MX',
  492: 'MC', 528: 'NL', 554: 'NZ', 566: 'NG', 578: 'NO', 586: 'PK', 591: 'PA', 608: 'PH', 616: 'PL', 620: 'PT', 634: 'QA',
  642: 'RO', 643: 'RU', 674: 'SM', 682: 'SA', 702: 'SG', 703: 'SK', 704: 'VN', 705: 'SI', 710: 'ZA', 724: 'ES', 752: 'SE',
  756: 'CH', 760: 'SY', 764: 'TH', 784: 'AE', 792: 'TR', 804: 'UA', 818: 'EG', 826: 'GB', 831: 'GG', 832: 'JE', 833: 'IM',
  840: 'US',
};

/**
 * The alpha-2 code of a country of the list.
 * @param countryId - the numeric id a form stores, e.g. 276
 * @returns 'DE', or undefined for an id the list does not hold
 */
export function countryAlpha2(countryId: number): string | undefined {
  return ALPHA2[countryId];
}
