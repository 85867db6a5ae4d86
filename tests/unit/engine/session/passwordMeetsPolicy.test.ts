/** @jest-environment node */
import { passwordMeetsPolicy } from '@/engine/session/passwordMeetsPolicy';

describe('passwordMeetsPolicy', () => {
  test.each([
    ['ten characters with upper, lower and digit', 'Abcdefghi1'],
    ['128 characters', `Aa1${'x'.repeat(125)}`],
    ['symbols and spaces', 'Correct Horse 9 Battery!'],
  ])('passwordMeetsPolicy accepts %s', (_case, password) => {
    expect(passwordMeetsPolicy(password)).toBe(true);
  });

  test.each([
    ['nine characters', 'Abcdefgh1'],
    ['129 characters', `Aa1${'x'.repeat(126)}`],
    ['no upper-case letter', 'abcdefghi1'],
    ['no lower-case letter', 'ABCDEFGHI1'],
    ['no digit', 'Abcdefghij'],
    ['an empty password', ''],
  ])('passwordMeetsPolicy rejects %s', (_case, password) => {
    expect(passwordMeetsPolicy(password)).toBe(false);
  });
});
