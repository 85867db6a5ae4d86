import { getDecimalSeparator as rjsfGetDecimalSeparator } from '@rjsf/utils';
import getDecimalSeparator from '@/widgets/decimalSeparator';

describe("getDecimalSeparator (RJSF's, once per locale list)", () => {
  test.each([['en-GB'], ['de-DE'], ['fr-CH'], [['de-CH', 'en']], [['pt-BR']], ['not a locale!']])(
    '%p: the answer RJSF gives',
    (locales) => {
      expect(getDecimalSeparator(locales)).toBe(rjsfGetDecimalSeparator(locales));
      // Asked again: the same answer, from the memo.
      expect(getDecimalSeparator(locales)).toBe(rjsfGetDecimalSeparator(locales));
    },
  );

  test('without a locale it reads the browser languages, as RJSF does', () => {
    expect(getDecimalSeparator()).toBe(rjsfGetDecimalSeparator());
  });

  test('a comma locale and a point locale are told apart', () => {
    expect(getDecimalSeparator('de-DE')).toBe(',');
    expect(getDecimalSeparator('en-GB')).toBe('.');
  });
});
