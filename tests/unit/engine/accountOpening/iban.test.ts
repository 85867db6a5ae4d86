import { IBAN_CHECKSUM_MESSAGE, ibanChecksumProblem, ibanChecksumValid, ibanCountryMessage, ibanCountryProblem } from '@/engine';
import { COUNTRIES } from '@/engine/reference/countries';
import { countryAlpha2 } from '@/engine/reference/countryAlpha2';

describe('ibanChecksumValid (ISO 13616 mod 97)', () => {
  it.each([
    'DE89370400440532013000',
    'GB29NWBK60161331926819',
    'FR1420041010050500013M02606',
    'NL91ABNA0417164300',
    'CH9300762011623852957',
    'MT84MALT011000012345MTLCAST001S',
    'de89 3704 0044 0532 0130 00',
  ])('accepts %s', (iban) => {
    expect(ibanChecksumValid(iban)).toBe(true);
  });

  it.each([
    ['a changed digit', 'DE89370400440532013001'],
    ['swapped digits', 'DE89370400440532010300'],
    ['wrong check digits', 'DE88370400440532013000'],
    ['a changed letter', 'GB29NWBJ60161331926819'],
    ['no country code', '8937040044053201300012'],
  ])('refuses %s', (_, iban) => {
    expect(ibanChecksumValid(iban)).toBe(false);
  });
});

describe('ibanChecksumProblem', () => {
  it('gives the message for an IBAN-shaped text whose check digits do not match', () => {
    expect(ibanChecksumProblem('DE89370400440532013001')).toBe(IBAN_CHECKSUM_MESSAGE);
    expect(IBAN_CHECKSUM_MESSAGE).toBe(
      'The IBAN is not valid: its check digits do not match the rest of it. Please check it for typing errors.',
    );
  });

  it('passes a valid IBAN and leaves a missing or mis-shaped one to the schema', () => {
    expect(ibanChecksumProblem('GB29NWBK60161331926819')).toBeNull();
    expect(ibanChecksumProblem(undefined)).toBeNull();
    expect(ibanChecksumProblem('DE89')).toBeNull();
    expect(ibanChecksumProblem(42)).toBeNull();
  });
});

describe('ibanCountryProblem', () => {
  it('passes an IBAN of the bank country', () => {
    expect(ibanCountryProblem('DE89370400440532013000', 276)).toBeNull();
    expect(ibanCountryProblem('FR1420041010050500013M02606', 250)).toBeNull();
  });

  it("names the IBAN's code and the bank country's when they differ", () => {
    expect(ibanCountryProblem('DE89370400440532013000', 250)).toBe('The IBAN starts with DE, but the bank country is France (FR).');
    expect(ibanCountryMessage('DE', 'France', 'FR')).toBe('The IBAN starts with DE, but the bank country is France (FR).');
  });

  it('takes FR IBANs for the French overseas territories and FI IBANs for Åland', () => {
    expect(ibanCountryProblem('FR1420041010050500013M02606', 638)).toBeNull();
    expect(ibanCountryProblem('FR1420041010050500013M02606', 540)).toBeNull();
    expect(ibanCountryProblem('FI2112345600000785', 248)).toBeNull();
    expect(ibanCountryProblem('RE1420041010050500013M02606', 638)).toBe('The IBAN starts with RE, but the bank country is Réunion (FR).');
  });

  it('takes GB IBANs for Guernsey, Jersey and the Isle of Man', () => {
    for (const id of [831, 832, 833]) expect(ibanCountryProblem('GB29NWBK60161331926819', id)).toBeNull();
    expect(ibanCountryProblem('JE29NWBK60161331926819', 832)).toBe('The IBAN starts with JE, but the bank country is Jersey (GB).');
  });

  it('cannot check a country outside the list, nor without a country', () => {
    expect(ibanCountryProblem('DE89370400440532013000', 999)).toBeNull();
    expect(ibanCountryProblem('DE89370400440532013000', undefined)).toBeNull();
  });

  it('knows the ISO code of every country of the list', () => {
    for (const c of COUNTRIES) expect(countryAlpha2(c.Value)).toMatch(/^[A-Z]{2}$/);
    expect(new Set(COUNTRIES.map((c) => countryAlpha2(c.Value))).size).toBe(COUNTRIES.length);
  });
});
