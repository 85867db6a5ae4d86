/** @jest-environment node */
import { decodeToken, isSessionExpired } from '@/engine/session/decodeToken';
import { base64Url, claimsFor, makeToken, NOW_S } from '../../support/tokens';

describe('decodeToken', () => {
  test('decodeToken reads the claims of a valid token', () => {
    const claims = claimsFor('consultant', { accountNo: 'DMO-11', cphqUser: true });
    expect(decodeToken(makeToken(claims as unknown as Record<string, unknown>))).toEqual(claims);
  });

  test('decodeToken reads the impersonator claim of a client token opened by a consultant', () => {
    const token = makeToken({ ...claimsFor('client'), impersonator: '7' });
    expect(decodeToken(token)?.impersonator).toBe('7');
  });

  test('decodeToken decodes UTF-8 names and base64url characters', () => {
    // "Zoë Ó'Brien?>" makes the payload need both '-' and '_' in base64url.
    const token = makeToken({ ...claimsFor('client'), unique_name: "Zoë Ó'Brien?>??" });
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(decodeToken(token)?.unique_name).toBe("Zoë Ó'Brien?>??");
  });

  test.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['garbage', 'not a token'],
    ['two parts', `${base64Url('{}')}.${base64Url(JSON.stringify(claimsFor('client')))}`],
    ['a payload that is not base64', 'aaa.%%%.bbb'],
    ['a payload that is not JSON', `aaa.${base64Url('{"role": "client"')}.bbb`],
  ])('decodeToken returns null for %s', (_case, token) => {
    expect(decodeToken(token)).toBeNull();
  });

  test('decodeToken returns null when the exp claim is missing', () => {
    const { exp: _exp, ...withoutExp } = claimsFor('client');
    expect(decodeToken(makeToken(withoutExp))).toBeNull();
  });

  test('decodeToken returns null when exp is not a number', () => {
    expect(decodeToken(makeToken({ ...claimsFor('client'), exp: '1893456000' }))).toBeNull();
  });

  test('decodeToken returns null when the role claim is missing', () => {
    const { role: _role, ...withoutRole } = claimsFor('client');
    expect(decodeToken(makeToken(withoutRole))).toBeNull();
  });
});

describe('isSessionExpired', () => {
  test('isSessionExpired is false before the exp time', () => {
    expect(isSessionExpired(claimsFor('client', { exp: NOW_S + 1 }), NOW_S)).toBe(false);
  });

  test('isSessionExpired is true at and after the exp time', () => {
    expect(isSessionExpired(claimsFor('client', { exp: NOW_S }), NOW_S)).toBe(true);
    expect(isSessionExpired(claimsFor('client', { exp: NOW_S - 60 }), NOW_S)).toBe(true);
  });

  test('isSessionExpired counts an absent token as logged out', () => {
    expect(isSessionExpired(null, NOW_S)).toBe(true);
  });

  test('isSessionExpired on a decoded token agrees with its exp claim', () => {
    const claims = decodeToken(makeToken({ ...claimsFor('client'), exp: NOW_S + 10 }));
    expect(isSessionExpired(claims, NOW_S + 9)).toBe(false);
    expect(isSessionExpired(claims, NOW_S + 10)).toBe(true);
  });
});
