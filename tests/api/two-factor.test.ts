/** @jest-environment node */
import bcrypt from 'bcryptjs';
import { generate } from 'otplib';
import { RECOVERY_CODE_COUNT, TWO_FACTOR_TEXTS, USER_LOCK_MAX_FAILURES } from '@/engine/session/twoFactor';
import { MESSAGES } from '../../server/lib/http';
import { openSecret, twoFactorKeys } from '../../server/services/twoFactor';
import { claimsOf, DEMO_PASSWORD, expectData, expectError } from './support/http';
import { dialects, userIdOf, withApp, type AppHandle } from './support/testApp';

const SOL_HOST = 'sol.localhost';
const STEP = 30;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The authenticator code of `secret` `steps` 30-second steps from now (the server accepts one step either side). */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: nowSeconds() + steps * STEP });

const signIn = (t: AppHandle, UserName: string, host?: string, Password = DEMO_PASSWORD) =>
  t.post('/api/authentication', { UserName, Password }, { host });

/** Turns two-factor sign-in on for `username` through My Account; returns its key and recovery codes. */
async function enrol(t: AppHandle, username: string) {
  const token = await t.login(username);
  const setup = expectData<{ Secret: string; OtpauthUri: string; QrCode: string }>(
    await t.post('/api/authentication/twofactor/setup', {}, { token }),
  );
  const enabled = expectData<{ RecoveryCodes: string[] }>(
    await t.post('/api/authentication/twofactor/enable', { Code: await codeAt(setup.Secret) }, { token }),
  );
  return { token, secret: setup.Secret, setup, recoveryCodes: enabled.RecoveryCodes };
}

/** A password that is right gives a code challenge, not a token. */
async function challengeOf(t: AppHandle, username: string, host?: string): Promise<string> {
  const answer = expectData<{ Challenge: string; ChallengeKind: string; Token?: string }>(await signIn(t, username, host));
  expect(answer).not.toHaveProperty('Token');
  expect(answer.ChallengeKind).toBe('code');
  return answer.Challenge;
}

describe.each(dialects)('staff two-factor sign-in on %s', (dialect) => {
  const t = withApp(dialect, { config: { userLoginLimit: { max: USER_LOCK_MAX_FAILURES, windowMs: 15 * 60_000 } } });
  jest.setTimeout(30_000);

  it('refuses set-up in a "log in as" session (runs first: dmoconsultant has no second factor yet)', async () => {
    const adviser = await t.login('dmoconsultant');
    const res = await t.get('/api/authentication/clientaccess', { token: adviser, query: { clientId: await userIdOf(t.db, 'dmoclient') } });
    const asClient = expectData(res).Token;
    expectError(await t.post('/api/authentication/twofactor/setup', {}, { token: asClient }), 403, MESSAGES.forbiddenRole);
    expect(expectData(await t.get('/api/authentication/twofactor', { token: asClient })).Available).toBe(false);
  });

  it('enrols dmoconsultant with a QR code and a key in text, stores the key encrypted, and asks for the code at the next login', async () => {
    const token = await t.login('dmoconsultant');
    const before = expectData(await t.get('/api/authentication/twofactor', { token }));
    expect(before).toEqual({ Available: true, Enabled: false, Required: false, RecoveryCodesLeft: 0 });

    const setup = expectData(await t.post('/api/authentication/twofactor/setup', {}, { token }));
    expect(setup.Secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.OtpauthUri).toBe(`otpauth://totp/Demo%20Wealth:dmoconsultant?secret=${setup.Secret}&issuer=Demo%20Wealth`);
    expect(Buffer.from(setup.QrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8')).toMatch(/^<svg /);

    // Pending until confirmed: a password alone still signs in.
    expect(expectData(await signIn(t, 'dmoconsultant')).Token).toEqual(expect.any(String));
    const userId = await userIdOf(t.db, 'dmoconsultant');
    const row = await t.db.kysely.selectFrom('user_two_factor').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(row.secret_encrypted).not.toContain(setup.Secret);
    expect(row.enabled_at).toBeNull();
    expect(openSecret(twoFactorKeys(t.config.twoFactorKey), userId, row.secret_encrypted)).toBe(setup.Secret);
    expect(() => openSecret(twoFactorKeys(t.config.twoFactorKey), userId + 1, row.secret_encrypted)).toThrow();

    expectError(await t.post('/api/authentication/twofactor/enable', { Code: '000000' }, { token }), 401, TWO_FACTOR_TEXTS.codeWrong);
    const enabled = expectData(await t.post('/api/authentication/twofactor/enable', { Code: await codeAt(setup.Secret) }, { token }));
    expect(enabled.RecoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(enabled.RecoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const c of enabled.RecoveryCodes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(enabled).not.toHaveProperty('Token');
    const stored = await t.db.kysely.selectFrom('two_factor_recovery_codes').select('code_hash').where('user_id', '=', userId).execute();
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const s of stored) expect(enabled.RecoveryCodes.map((c: string) => c.replace('-', ''))).not.toContain(s.code_hash);
    expect(expectData(await t.get('/api/authentication/twofactor', { token }))).toEqual({
      Available: true,
      Enabled: true,
      Required: false,
      RecoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    expectError(await t.post('/api/authentication/twofactor/setup', {}, { token }), 409, TWO_FACTOR_TEXTS.alreadyOn);

    // The next login: a challenge that is no session, then the code (of the next step: the current one was just used).
    const challenge = await challengeOf(t, 'dmoconsultant');
    expectError(await t.get('/api/accounts/', { token: challenge }), 401, MESSAGES.noToken);
    const done = expectData(await t.post('/api/authentication/twofactor', { Challenge: challenge, Code: await codeAt(setup.Secret, 1) }));
    expect(claimsOf(done.Token)).toMatchObject({ role: 'consultant', unique_name: 'dmoconsultant', company: 'dmo' });
    expect((await t.get('/api/clients/consultantsummary', { token: done.Token })).status).not.toBe(401);
    // A challenge is used once.
    expectError(
      await t.post('/api/authentication/twofactor', { Challenge: challenge, Code: await codeAt(setup.Secret, 1) }),
      401,
      TWO_FACTOR_TEXTS.challengeExpired,
    );
  });

  it('says a wrong code is wrong, and refuses the same code a second time within its step', async () => {
    const { secret } = await enrol(t, 'dmoadmin');
    const challenge = await challengeOf(t, 'dmoadmin');
    expectError(await t.post('/api/authentication/twofactor', { Challenge: challenge, Code: '123 456' }), 401, TWO_FACTOR_TEXTS.codeWrong);
    expectError(
      await t.post('/api/authentication/twofactor', { Challenge: challenge, Code: 'not a code' }),
      400,
      TWO_FACTOR_TEXTS.codeFormat,
    );
    const code = await codeAt(secret, 1);
    expectData(await t.post('/api/authentication/twofactor', { Challenge: challenge, Code: code }));
    // Replay: the same code, a fresh password, still within its 30 seconds.
    const again = await challengeOf(t, 'dmoadmin');
    expectError(await t.post('/api/authentication/twofactor', { Challenge: again, Code: code }), 401, TWO_FACTOR_TEXTS.codeWrong);
    // An older code than the last one accepted is refused too.
    expectError(
      await t.post('/api/authentication/twofactor', { Challenge: again, Code: await codeAt(secret) }),
      401,
      TWO_FACTOR_TEXTS.codeWrong,
    );
  });

  it('accepts each recovery code once, and a used one never again', async () => {
    const { recoveryCodes } = await enrol(t, 'dmoowner');
    const first = await challengeOf(t, 'dmoowner');
    const spoken = recoveryCodes[3].toUpperCase().replace('-', ' ');
    expect(claimsOf(expectData(await t.post('/api/authentication/twofactor', { Challenge: first, Code: spoken })).Token).unique_name).toBe(
      'dmoowner',
    );
    const second = await challengeOf(t, 'dmoowner');
    expectError(
      await t.post('/api/authentication/twofactor', { Challenge: second, Code: recoveryCodes[3] }),
      401,
      TWO_FACTOR_TEXTS.codeWrong,
    );
    expectData(await t.post('/api/authentication/twofactor', { Challenge: second, Code: recoveryCodes[4] }));
    const token = await t.login('dmoclient');
    expect(expectData(await t.get('/api/authentication/twofactor', { token })).Available).toBe(false);
    const userId = await userIdOf(t.db, 'dmoowner');
    const used = await t.db.kysely
      .selectFrom('two_factor_recovery_codes')
      .select('id')
      .where('user_id', '=', userId)
      .where('used_at', 'is not', null)
      .execute();
    expect(used).toHaveLength(2);
  });

  it('turns two-factor sign-in off only with a current code, after which the password alone signs in', async () => {
    const { token, secret } = await enrol(t, 'dmomaster');
    expectError(await t.post('/api/authentication/twofactor/disable', { Code: '000000' }, { token }), 401, TWO_FACTOR_TEXTS.codeWrong);
    expectData(await t.post('/api/authentication/twofactor/disable', { Code: await codeAt(secret, 1) }, { token }));
    expect(expectData(await signIn(t, 'dmomaster')).Token).toEqual(expect.any(String));
    expectError(await t.post('/api/authentication/twofactor/disable', { Code: '000000' }, { token }), 400, TWO_FACTOR_TEXTS.notOn);
  });

  it('leaves clients as they were: a token from the password, and no two-factor set-up', async () => {
    const answer = expectData(await signIn(t, 'dmoclient'));
    expect(Object.keys(answer)).toEqual(['Token']);
    expectError(await t.post('/api/authentication/twofactor/setup', {}, { token: answer.Token }), 403, TWO_FACTOR_TEXTS.staffOnly);
  });

  describe('a brand that requires it (sol)', () => {
    const addSolUser = async (username: string, role: string) => {
      const brand = t.app.brandByCode('sol')!;
      await t.db.kysely
        .insertInto('users')
        .values({
          username,
          password_hash: await bcrypt.hash(DEMO_PASSWORD, 4),
          role,
          white_label_id: brand.whiteLabelId,
          first_name: 'Sol',
          last_name: username,
          email: `${username}@sol.example.com`,
          phone: '',
          consultant_id: null,
          cphq_user: 0,
          details_updated: 1,
          boston_id: '',
          transaction_fee_signed: 0,
          can_purchase: 1,
          can_sell: 1,
          created_at: new Date().toISOString(),
        })
        .execute();
    };

    it('sends a staff user without two-factor sign-in into enrolment before any session, then signs them in', async () => {
      await addSolUser('solconsultant', 'consultant');
      const answer = expectData(await signIn(t, 'solconsultant', SOL_HOST));
      expect(answer).toEqual({ Challenge: expect.any(String), ChallengeKind: 'enrol', ChallengeExpiresAt: expect.any(String) });
      const minutes = (Date.parse(answer.ChallengeExpiresAt) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(4);
      expect(minutes).toBeLessThanOrEqual(5);
      // The enrolment challenge does not let anyone past the code step.
      expectError(await t.post('/api/authentication/twofactor', { Challenge: answer.Challenge, Code: '123456' }, { host: SOL_HOST }), 401);
      const setup = expectData(await t.post('/api/authentication/twofactor/setup', { Challenge: answer.Challenge }, { host: SOL_HOST }));
      expect(setup.OtpauthUri).toContain('Solstice%20Invest:solconsultant');
      const enabled = expectData(
        await t.post(
          '/api/authentication/twofactor/enable',
          { Challenge: answer.Challenge, Code: await codeAt(setup.Secret) },
          { host: SOL_HOST },
        ),
      );
      expect(enabled.RecoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
      expect(claimsOf(enabled.Token)).toMatchObject({ unique_name: 'solconsultant', company: 'sol', role: 'consultant' });
      expect(expectData(await t.get('/api/authentication/twofactor', { token: enabled.Token, host: SOL_HOST }))).toMatchObject({
        Enabled: true,
        Required: true,
      });
      // Cannot be turned off on this brand; the next login asks for the code.
      expectError(
        await t.post(
          '/api/authentication/twofactor/disable',
          { Code: await codeAt(setup.Secret, 1) },
          { token: enabled.Token, host: SOL_HOST },
        ),
        403,
        TWO_FACTOR_TEXTS.requiredByBrand,
      );
      expect(expectData(await signIn(t, 'solconsultant', SOL_HOST)).ChallengeKind).toBe('code');
    });

    it('still signs a client of that brand in with the password alone', async () => {
      await addSolUser('solclient', 'client');
      expect(Object.keys(expectData(await signIn(t, 'solclient', SOL_HOST)))).toEqual(['Token']);
    });
  });

  describe('the per-username lock', () => {
    it(`locks a username after ${USER_LOCK_MAX_FAILURES} wrong passwords, even with the right password; other users are not locked`, async () => {
      for (let i = 0; i < USER_LOCK_MAX_FAILURES; i++) {
        expectError(await signIn(t, 'dmoclient2', undefined, `Wrong-password-${i}`), 401, MESSAGES.badCredentials);
      }
      expectError(await signIn(t, 'dmoclient2'), 429, TWO_FACTOR_TEXTS.userLocked);
      expectError(await signIn(t, 'DMOCLIENT2 ', undefined, 'Wrong-again-1'), 429, TWO_FACTOR_TEXTS.userLocked);
      expect(expectData(await signIn(t, 'dmoclient')).Token).toEqual(expect.any(String));
      // Counted in the database (any process sees it): the failures of the window, one row each.
      const rows = await t.db.kysely.selectFrom('login_failures').select('user_key').where('user_key', 'like', '%:dmoclient2').execute();
      expect(rows).toHaveLength(USER_LOCK_MAX_FAILURES);
      // The window passed (the rows made older): the right password signs in and the failures are forgotten.
      await t.db.kysely
        .updateTable('login_failures')
        .set({ at: new Date(Date.now() - 16 * 60_000).toISOString() })
        .execute();
      expect(expectData(await signIn(t, 'dmoclient2')).Token).toEqual(expect.any(String));
      expect(await t.db.kysely.selectFrom('login_failures').select('id').where('user_key', 'like', '%:dmoclient2').execute()).toHaveLength(
        0,
      );
    });

    it('counts wrong codes as well: the right password then cannot reopen the guessing', async () => {
      const { secret } = await enrol(t, 'dmocompliance2');
      const challenge = await challengeOf(t, 'dmocompliance2');
      for (let i = 0; i < USER_LOCK_MAX_FAILURES; i++) {
        expectError(
          await t.post('/api/authentication/twofactor', { Challenge: challenge, Code: `00000${i}` }),
          401,
          TWO_FACTOR_TEXTS.codeWrong,
        );
      }
      expectError(
        await t.post('/api/authentication/twofactor', { Challenge: challenge, Code: await codeAt(secret, 1) }),
        429,
        TWO_FACTOR_TEXTS.userLocked,
      );
      expectError(await signIn(t, 'dmocompliance2'), 429, TWO_FACTOR_TEXTS.userLocked);
    });

    it('holds under a burst: of many wrong tries at once, no more than the limit get an answer other than the lock', async () => {
      const tries = await Promise.all(Array.from({ length: 12 }, (_, i) => signIn(t, 'dmonobody', undefined, `Wrong-${i}`)));
      const statuses = tries.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(USER_LOCK_MAX_FAILURES);
      expect(statuses.filter((s) => s === 429)).toHaveLength(12 - USER_LOCK_MAX_FAILURES);
    });
  });
});
