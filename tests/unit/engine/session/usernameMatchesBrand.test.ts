/** @jest-environment node */
import { usernameMatchesBrand } from '@/engine/session/usernameMatchesBrand';

describe('usernameMatchesBrand', () => {
  test.each([
    ['dmojane', 'dmo'],
    ['DMOjane', 'dmo'],
    ['DmOjane', 'dmo'],
    ['dmo', 'dmo'],
    ['nbcjohn', 'NBC'],
  ])('usernameMatchesBrand accepts %s on brand %s (case-insensitive first three letters)', (userName, code) => {
    expect(usernameMatchesBrand(userName, code)).toBe(true);
  });

  test.each([
    ['nbcjane', 'dmo'],
    ['dmjane', 'dmo'],
    ['dm', 'dmo'],
    ['jane', 'dmo'],
    ['', 'dmo'],
    ['xdmojane', 'dmo'],
  ])('usernameMatchesBrand rejects %j on brand %s', (userName, code) => {
    expect(usernameMatchesBrand(userName, code)).toBe(false);
  });

  test('usernameMatchesBrand compares only the first three letters of a four-letter code', () => {
    expect(usernameMatchesBrand('atljane', 'atlx')).toBe(true);
    expect(usernameMatchesBrand('atxjane', 'atlx')).toBe(false);
  });

  test('usernameMatchesBrand compares both letters of a two-letter code', () => {
    expect(usernameMatchesBrand('abjane', 'ab')).toBe(true);
    expect(usernameMatchesBrand('ABjane', 'ab')).toBe(true);
    expect(usernameMatchesBrand('acjane', 'ab')).toBe(false);
  });

  test('usernameMatchesBrand ignores spaces around the username', () => {
    expect(usernameMatchesBrand('  dmojane  ', 'dmo')).toBe(true);
    expect(usernameMatchesBrand('\tDMOjane\n', 'dmo')).toBe(true);
  });

  test('usernameMatchesBrand does not let spaces inside the prefix pass', () => {
    expect(usernameMatchesBrand('d mojane', 'dmo')).toBe(false);
  });

  test('usernameMatchesBrand rejects every username when the brand code is empty', () => {
    expect(usernameMatchesBrand('dmojane', '')).toBe(false);
    expect(usernameMatchesBrand('', '')).toBe(false);
  });
});
