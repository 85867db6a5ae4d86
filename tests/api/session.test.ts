/** @jest-environment node */
import { PASSWORD_POLICY_TEXT } from '@/engine/session/passwordMeetsPolicy';
import { MESSAGES } from '../../server/lib/http';
import { REVOCATION_REFRESH_MS } from '../../server/plugins/auth';
import { claimsOf, DEMO_PASSWORD, expectData, expectError, NBC_HOST, signToken, UNKNOWN_HOST } from './support/http';
import { dialects, TEST_JWT_SECRET, userIdOf, withApp } from './support/testApp';

const now = () => Math.floor(Date.now() / 1000);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NEW_PASSWORD = 'Fresh-Password-42';

describe.each(dialects)('session API on %s', (dialect) => {
  const t = withApp(dialect);

  describe('POST /api/authentication', () => {
    it('logs dmoclient in with a token carrying the claims of the spec and a 30-minute lifetime', async () => {
      const res = await t.post('/api/authentication', { UserName: 'dmoclient', Password: DEMO_PASSWORD });
      const { Token } = expectData<{ Token: string }>(res);
      const claims = claimsOf(Token);
      expect(claims).toEqual({
        sessionId: expect.stringMatching(UUID),
        role: 'client',
        nameid: String(await userIdOf(t.db, 'dmoclient')),
        unique_name: 'dmoclient',
        accountNo: 'DMO-100101',
        email: 'dmoclient@dmo.example.com',
        company: 'dmo',
        exp: expect.any(Number),
        iat: expect.any(Number),
      });
      expect((claims.exp as number) - (claims.iat as number)).toBe(30 * 60);
      expect(Math.abs((claims.exp as number) - (now() + 30 * 60))).toBeLessThanOrEqual(60);
    });

    it.each([
      ['dmoclient', 'client'],
      ['dmoclient2', 'client'],
      ['dmoreadonly', 'clientreadonly'],
      ['dmoconsultant', 'consultant'],
      ['dmoadmin', 'whitelabeladmin'],
      ['dmoowner', 'ownerofbusiness'],
      ['dmomaster', 'whitelabelmaster'],
      ['dmohq', 'consultant'],
    ])('logs %s in on dmo.localhost with role %s', async (username, role) => {
      const claims = claimsOf(await t.login(username));
      expect(claims).toMatchObject({ role, unique_name: username, company: 'dmo' });
    });

    it('marks the head-office consultant dmohq with cphqUser and nobody else', async () => {
      expect(claimsOf(await t.login('dmohq')).cphqUser).toBe(true);
      expect(claimsOf(await t.login('dmoconsultant'))).not.toHaveProperty('cphqUser');
    });

    it('gives an adviser without accounts an empty accountNo', async () => {
      expect(claimsOf(await t.login('dmoconsultant')).accountNo).toBe('');
    });

    it('logs nbcclient in on nbc.localhost with company nbc and its GBP account', async () => {
      expect(claimsOf(await t.login('nbcclient', NBC_HOST))).toMatchObject({ company: 'nbc', accountNo: 'NBC-200101', role: 'client' });
    });

    it('matches the username ignoring case and surrounding spaces', async () => {
      const res = await t.post('/api/authentication', { UserName: '  DmoClient ', Password: DEMO_PASSWORD });
      expect(claimsOf(expectData(res).Token).unique_name).toBe('dmoclient');
    });

    it('starts a new sessionId with every login', async () => {
      const a = claimsOf(await t.login('dmoclient')).sessionId;
      const b = claimsOf(await t.login('dmoclient')).sessionId;
      expect(a).not.toBe(b);
    });

    it('refuses a wrong password with 401 and a Message', async () => {
      const res = await t.post('/api/authentication', { UserName: 'dmoclient', Password: 'Portal-demo-2' });
      expectError(res, 401, MESSAGES.badCredentials);
    });

    it('gives an unknown user of the brand exactly the same 401 Message as a wrong password', async () => {
      const wrong = await t.post('/api/authentication', { UserName: 'dmoclient', Password: 'nope' });
      const unknown = await t.post('/api/authentication', { UserName: 'dmonobody', Password: 'nope' });
      expectError(unknown, 401);
      expect(unknown.body).toEqual(wrong.body);
    });

    it('refuses nbcclient on dmo.localhost with the username-and-url message of the spec', async () => {
      const res = await t.post('/api/authentication', { UserName: 'nbcclient', Password: DEMO_PASSWORD });
      expectError(res, 400, 'Sorry, something went wrong. Please check your username and url to make sure it is valid');
    });

    it('refuses a login on a host without a brand with the unknown-page message', async () => {
      const res = await t.post('/api/authentication', { UserName: 'dmoclient', Password: DEMO_PASSWORD }, { host: UNKNOWN_HOST });
      expectError(res, 400, 'Sorry, something went wrong while loading the page. Please refresh and check that your URL is valid');
    });

    it('refuses a login without a password or without a username with 400', async () => {
      expectError(await t.post('/api/authentication', { UserName: 'dmoclient' }), 400);
      expectError(await t.post('/api/authentication', { Password: DEMO_PASSWORD }), 400);
      expectError(await t.post('/api/authentication', { UserName: '', Password: DEMO_PASSWORD }), 400);
    });
  });

  describe('the bearer token', () => {
    it('is required: a call without it is 401 "Log in to access this page"', async () => {
      expectError(await t.get('/api/accounts/'), 401, 'Log in to access this page');
    });

    it('must have the Bearer scheme', async () => {
      const token = await t.login('dmoclient');
      expectError(await t.get('/api/accounts/', { headers: { authorization: `Basic ${token}` } }), 401);
    });

    it('is accepted only on its own brand host: a dmo token on nbc.localhost is 403', async () => {
      const token = await t.login('dmoclient');
      expectData(await t.get('/api/accounts/', { token }));
      expectError(await t.get('/api/accounts/', { token, host: NBC_HOST }), 403, MESSAGES.wrongBrand);
    });

    it('is refused on a host without a brand', async () => {
      const token = await t.login('dmoclient');
      expectError(await t.get('/api/accounts/', { token, host: UNKNOWN_HOST }), 403);
    });

    it('is refused with the inactivity-or-timeout message once expired', async () => {
      const claims = claimsOf(await t.login('dmoclient'));
      const expired = await signToken({ ...claims, iat: now() - 31 * 60, exp: now() - 60 }, TEST_JWT_SECRET);
      expectError(
        await t.get('/api/accounts/', { token: expired }),
        401,
        'Sorry you have been logged out due to inactivity or timeout, please login again',
      );
    });

    it('is refused with 401 when its payload was tampered with', async () => {
      const [header, , signature] = (await t.login('dmoclient')).split('.');
      const claims = claimsOf(await t.login('dmoclient'));
      const forged = Buffer.from(JSON.stringify({ ...claims, role: 'whitelabeladmin' })).toString('base64url');
      expectError(await t.get('/api/clients/adminlist', { token: `${header}.${forged}.${signature}` }), 401);
    });

    it('is refused with 401 when signed with another secret', async () => {
      const claims = claimsOf(await t.login('dmoclient'));
      const foreign = await signToken({ ...claims, role: 'whitelabeladmin' }, 'some-other-secret-of-sufficient-length');
      expectError(await t.get('/api/clients/adminlist', { token: foreign }), 401);
    });

    it('is refused with 401 when unsigned (alg none)', async () => {
      const claims = claimsOf(await t.login('dmoadmin'));
      const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      expectError(await t.get('/api/clients/adminlist', { token: `${enc({ alg: 'none', typ: 'JWT' })}.${enc(claims)}.` }), 401);
    });

    it('is refused with 401 when it is not a JWT at all', async () => {
      expectError(await t.get('/api/accounts/', { token: 'not-a-token' }), 401);
    });

    it('ends at logout: the same token is refused afterwards, another session of the user goes on', async () => {
      const token = await t.login('dmoclient');
      const other = await t.login('dmoclient');
      expectData(await t.get('/api/accounts/', { token }));
      expect(expectData(await t.post('/api/authentication/logout', undefined, { token }))).toBe(true);
      expectError(await t.get('/api/accounts/', { token }), 401, MESSAGES.noToken);
      expectError(await t.post('/api/authentication/logout', undefined, { token }), 401);
      expectData(await t.get('/api/accounts/', { token: other }));
      expect(
        await t.db.kysely
          .selectFrom('sessions')
          .select(['user_id', 'revoked_at'])
          .where('session_id', '=', String(claimsOf(token).sessionId))
          .executeTakeFirstOrThrow(),
      ).toMatchObject({ user_id: await userIdOf(t.db, 'dmoclient'), revoked_at: expect.any(String) });
    });

    it('of a "log in as" window ends alone at its logout; the adviser\'s own session goes on', async () => {
      const adviser = await t.login('dmoconsultant');
      const asClient = expectData(
        await t.get('/api/authentication/clientaccess', { token: adviser, query: { clientId: await userIdOf(t.db, 'dmoclient') } }),
      ).Token;
      expectData(await t.post('/api/authentication/logout', undefined, { token: asClient }));
      expectError(await t.get('/api/accounts/', { token: asClient }), 401, MESSAGES.noToken);
      expectData(await t.get('/api/clients/list', { token: adviser }));
    });

    it('ended in another server process is refused here within a second', async () => {
      const token = await t.login('dmoclient2');
      expectData(await t.get('/api/accounts/', { token }));
      // Another node ends the session: only the shared database knows.
      await t.db.kysely
        .updateTable('sessions')
        .set({ revoked_at: new Date().toISOString() })
        .where('session_id', '=', String(claimsOf(token).sessionId))
        .execute();
      await new Promise((r) => setTimeout(r, REVOCATION_REFRESH_MS + 50));
      await t.get('/api/accounts/', { token }); // starts the re-read
      await new Promise((r) => setTimeout(r, 100));
      expectError(await t.get('/api/accounts/', { token }), 401, MESSAGES.noToken);
    });
  });

  describe('GET /api/authentication/clientaccess', () => {
    it('gives dmoconsultant a client token for dmoclient whose nameid is the client and impersonator the consultant', async () => {
      const consultant = await t.login('dmoconsultant');
      const clientId = await userIdOf(t.db, 'dmoclient');
      const { Token } = expectData(await t.get(`/api/authentication/clientaccess?clientId=${clientId}`, { token: consultant }));
      const claims = claimsOf(Token);
      expect(claims).toMatchObject({
        role: 'client',
        nameid: String(clientId),
        unique_name: 'dmoclient',
        accountNo: 'DMO-100101',
        email: 'dmoclient@dmo.example.com',
        company: 'dmo',
        impersonator: claimsOf(consultant).nameid,
      });
      expect(claims).not.toHaveProperty('cphqUser');
      const accounts = expectData(await t.get('/api/accounts/', { token: Token }));
      expect(accounts.map((a: { Number: string }) => a.Number)).toEqual(['DMO-100101', 'DMO-100102']);
    });

    it('refuses dmoconsultant for dmoreadonly, who is not its client, with 403', async () => {
      const consultant = await t.login('dmoconsultant');
      const res = await t.get('/api/authentication/clientaccess', {
        token: consultant,
        query: { clientId: await userIdOf(t.db, 'dmoreadonly') },
      });
      expectError(res, 403, MESSAGES.notYourClient);
    });

    it('lets dmohq act for its own client dmoreadonly with a clientreadonly token', async () => {
      const hq = await t.login('dmohq');
      const res = await t.get('/api/authentication/clientaccess', { token: hq, query: { clientId: await userIdOf(t.db, 'dmoreadonly') } });
      expect(claimsOf(expectData(res).Token)).toMatchObject({ role: 'clientreadonly', impersonator: claimsOf(hq).nameid });
    });

    it.each(['dmoclient', 'dmoreadonly', 'dmomaster'])('refuses %s, who is not an adviser, with 403', async (caller) => {
      const token = await t.login(caller);
      const res = await t.get('/api/authentication/clientaccess', { token, query: { clientId: await userIdOf(t.db, 'dmoclient2') } });
      expectError(res, 403);
    });

    it.each([
      ['dmoadmin', 'dmoclient'],
      ['dmoadmin', 'dmoclient2'],
      ['dmoadmin', 'dmoreadonly'],
      ['dmoowner', 'dmoreadonly'],
    ])('lets %s act for any client of the brand, here %s', async (adviser, client) => {
      const token = await t.login(adviser);
      const res = await t.get('/api/authentication/clientaccess', { token, query: { clientId: await userIdOf(t.db, client) } });
      expect(claimsOf(expectData(res).Token)).toMatchObject({ unique_name: client, impersonator: claimsOf(token).nameid });
    });

    it('refuses dmoadmin for nbcclient of another brand with 403', async () => {
      const token = await t.login('dmoadmin');
      expectError(await t.get('/api/authentication/clientaccess', { token, query: { clientId: await userIdOf(t.db, 'nbcclient') } }), 403);
    });

    it('refuses an adviser as the target: dmoadmin cannot act as dmoconsultant', async () => {
      const token = await t.login('dmoadmin');
      expectError(
        await t.get('/api/authentication/clientaccess', { token, query: { clientId: await userIdOf(t.db, 'dmoconsultant') } }),
        403,
      );
    });

    it("refuses a client id that does not exist with the same 403 as someone else's client", async () => {
      const token = await t.login('dmoconsultant');
      expectError(await t.get('/api/authentication/clientaccess', { token, query: { clientId: 999_999 } }), 403, MESSAGES.notYourClient);
    });

    it('refuses a chained impersonation: a client token from clientaccess cannot call clientaccess', async () => {
      const admin = await t.login('dmoadmin');
      const asClient = expectData(
        await t.get('/api/authentication/clientaccess', { token: admin, query: { clientId: await userIdOf(t.db, 'dmoclient') } }),
      ).Token;
      expectError(
        await t.get('/api/authentication/clientaccess', { token: asClient, query: { clientId: await userIdOf(t.db, 'dmoclient2') } }),
        403,
      );
    });

    it('needs a token and a numeric clientId', async () => {
      expectError(await t.get('/api/authentication/clientaccess?clientId=1'), 401);
      const token = await t.login('dmoconsultant');
      expectError(await t.get('/api/authentication/clientaccess', { token }), 400);
      expectError(await t.get('/api/authentication/clientaccess?clientId=abc', { token }), 400);
      expectError(await t.get('/api/authentication/clientaccess?clientId=0', { token }), 400);
    });
  });

  describe('password reset and update', () => {
    const outboxOf = (username: string) =>
      t.db.kysely
        .selectFrom('email_outbox')
        .innerJoin('users', 'users.id', 'email_outbox.user_id')
        .select(['email_outbox.to_address', 'email_outbox.subject', 'email_outbox.body', 'email_outbox.kind'])
        .where('users.username', '=', username)
        .execute();
    const outboxCount = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('email_outbox')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const resetTokenFrom = (body: string) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(body)?.[1];

    it('answers an existing and an unknown user identically and e-mails only the existing one, exactly once', async () => {
      const before = await outboxCount();
      const known = await t.post('/api/authentication/passwordreset', { userName: 'dmomaster' });
      const afterKnown = await outboxCount();
      const unknown = await t.post('/api/authentication/passwordreset', { userName: 'dmonobody' });
      const otherBrand = await t.post('/api/authentication/passwordreset', { userName: 'nbcclient' });
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ Data: true });
      expect(unknown.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect(otherBrand.body).toEqual(known.body);
      expect(afterKnown).toBe(before + 1);
      expect(await outboxCount()).toBe(afterKnown);
      const mails = await outboxOf('dmomaster');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to_address: 'dmomaster@dmo.example.com', kind: 'password-reset' });
      expect(mails[0].body).toContain('http://dmo.localhost:8080/reset-password?token=');
    });

    it('sets a new password with the token of the e-mail link once, and refuses the token afterwards', async () => {
      const [mail] = await outboxOf('dmomaster');
      const token = resetTokenFrom(mail.body)!;
      expect(token).toBeDefined();
      expect(await t.post('/api/authentication/updatepassword', { Token: token, NewPassword: NEW_PASSWORD })).toMatchObject({
        status: 200,
        body: { Data: true },
      });
      expectError(await t.post('/api/authentication', { UserName: 'dmomaster', Password: DEMO_PASSWORD }), 401);
      expect(claimsOf(await t.login('dmomaster', undefined, NEW_PASSWORD)).unique_name).toBe('dmomaster');
      expectError(
        await t.post('/api/authentication/updatepassword', { Token: token, NewPassword: 'Another-Password-43' }),
        400,
        MESSAGES.resetTokenInvalid,
      );
      expect(claimsOf(await t.login('dmomaster', undefined, NEW_PASSWORD)).unique_name).toBe('dmomaster');
    });

    it('refuses a new password that breaks the policy with 400 and keeps the reset token usable', async () => {
      await t.post('/api/authentication/passwordreset', { userName: 'dmohq' });
      const [mail] = await outboxOf('dmohq');
      const token = resetTokenFrom(mail.body)!;
      for (const weak of ['short1A', 'alllowercase123', 'ALLUPPERCASE123', 'NoDigitsAtAllHere']) {
        expectError(await t.post('/api/authentication/updatepassword', { Token: token, NewPassword: weak }), 400, PASSWORD_POLICY_TEXT);
      }
      expect(await t.post('/api/authentication/updatepassword', { Token: token, NewPassword: NEW_PASSWORD })).toMatchObject({
        status: 200,
        body: { Data: true },
      });
      await t.login('dmohq', undefined, NEW_PASSWORD);
    });

    it('refuses an unknown or expired reset token with 400', async () => {
      expectError(
        await t.post('/api/authentication/updatepassword', { Token: 'x'.repeat(43), NewPassword: NEW_PASSWORD }),
        400,
        MESSAGES.resetTokenInvalid,
      );
      await t.post('/api/authentication/passwordreset', { userName: 'dmoclient2' });
      const [mail] = await outboxOf('dmoclient2');
      await t.db.kysely
        .updateTable('password_resets')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('user_id', '=', await userIdOf(t.db, 'dmoclient2'))
        .execute();
      expectError(
        await t.post('/api/authentication/updatepassword', { Token: resetTokenFrom(mail.body)!, NewPassword: NEW_PASSWORD }),
        400,
        MESSAGES.resetTokenInvalid,
      );
      await t.login('dmoclient2');
    });

    it('accepts a reset token only on the host of its own brand', async () => {
      await t.post('/api/authentication/passwordreset', { userName: 'nbcconsultant' }, { host: NBC_HOST });
      const [mail] = await outboxOf('nbcconsultant');
      expect(mail.body).toContain('http://nbc.localhost:8080/reset-password?token=');
      const token = resetTokenFrom(mail.body)!;
      expectError(
        await t.post('/api/authentication/updatepassword', { Token: token, NewPassword: NEW_PASSWORD }),
        400,
        MESSAGES.resetTokenInvalid,
      );
      await t.login('nbcconsultant', NBC_HOST);
    });

    it('lets a logged-in user change its password with the current one, and refuses a wrong current password', async () => {
      const token = await t.login('dmoowner');
      const other = await t.login('dmoowner');
      expectError(
        await t.post('/api/authentication/updatepassword', { CurrentPassword: 'wrong', NewPassword: NEW_PASSWORD }, { token }),
        400,
        MESSAGES.currentPasswordWrong,
      );
      expectData(await t.get('/api/userinfo', { token: other }));
      expect(
        await t.post('/api/authentication/updatepassword', { CurrentPassword: DEMO_PASSWORD, NewPassword: NEW_PASSWORD }, { token }),
      ).toMatchObject({ status: 200, body: { Data: true } });
      // Every session of the user ends with the old password, this one and the other.
      expectError(await t.get('/api/userinfo', { token }), 401, MESSAGES.noToken);
      expectError(await t.get('/api/userinfo', { token: other }), 401, MESSAGES.noToken);
      const fresh = await t.login('dmoowner', undefined, NEW_PASSWORD);
      expectData(await t.get('/api/userinfo', { token: fresh }));
    });

    it('a password set from a reset link ends the sessions open with the old password, and the "log in as" sessions they opened', async () => {
      const open = await t.login('dmoadmin');
      const asClient = expectData(
        await t.get('/api/authentication/clientaccess', { token: open, query: { clientId: await userIdOf(t.db, 'dmoclient2') } }),
      ).Token;
      const clientOwn = await t.login('dmoclient2');
      await t.post('/api/authentication/passwordreset', { userName: 'dmoadmin' });
      const [mail] = await outboxOf('dmoadmin');
      expectData(await t.post('/api/authentication/updatepassword', { Token: resetTokenFrom(mail.body)!, NewPassword: NEW_PASSWORD }));
      expectError(await t.get('/api/userinfo', { token: open }), 401, MESSAGES.noToken);
      expectError(await t.get('/api/userinfo', { token: asClient }), 401, MESSAGES.noToken);
      // The client's own session is not the adviser's password's to end.
      expectData(await t.get('/api/userinfo', { token: clientOwn }));
      const rows = await t.db.kysely
        .selectFrom('sessions')
        .selectAll()
        .where('session_id', 'in', [String(claimsOf(open).sessionId), String(claimsOf(asClient).sessionId)])
        .orderBy('issued_at')
        .orderBy('user_id')
        .execute();
      const admin = await userIdOf(t.db, 'dmoadmin');
      expect(rows.map((r) => [r.user_id, r.impersonator_id, r.revoked_at !== null]).sort()).toEqual(
        [
          [admin, null, true],
          [await userIdOf(t.db, 'dmoclient2'), admin, true],
        ].sort(),
      );
    });

    it('builds the e-mail link from the configured portal address, never from the Host header the caller sent', async () => {
      await t.post('/api/authentication/passwordreset', { userName: 'dmoreadonly' }, { host: 'dmo.attacker.example:8080' });
      const mails = await outboxOf('dmoreadonly');
      expect(mails).toHaveLength(1);
      expect(mails[0].body).toContain('http://dmo.localhost:8080/reset-password?token=');
      expect(mails[0].body).not.toContain('attacker');
    });

    it('ends every other open reset link of the user once the password is set', async () => {
      await t.post('/api/authentication/passwordreset', { userName: 'dmoreadonly' });
      const links = (await outboxOf('dmoreadonly')).map((m) => resetTokenFrom(m.body)!);
      expect(links).toHaveLength(2);
      expect(await t.post('/api/authentication/updatepassword', { Token: links[1], NewPassword: NEW_PASSWORD })).toMatchObject({
        status: 200,
      });
      expectError(
        await t.post('/api/authentication/updatepassword', { Token: links[0], NewPassword: 'Older-Link-Password-7' }),
        400,
        MESSAGES.resetTokenInvalid,
      );
      await t.login('dmoreadonly', undefined, NEW_PASSWORD);
    });

    it('needs a reset token or a bearer token', async () => {
      expectError(await t.post('/api/authentication/updatepassword', { CurrentPassword: DEMO_PASSWORD, NewPassword: NEW_PASSWORD }), 401);
    });

    it("does not let a consultant acting as a client change the client's password", async () => {
      const consultant = await t.login('dmoconsultant');
      const asClient = expectData(
        await t.get('/api/authentication/clientaccess', { token: consultant, query: { clientId: await userIdOf(t.db, 'dmoclient') } }),
      ).Token;
      expectError(
        await t.post(
          '/api/authentication/updatepassword',
          { CurrentPassword: DEMO_PASSWORD, NewPassword: NEW_PASSWORD },
          { token: asClient },
        ),
        403,
      );
      await t.login('dmoclient');
    });
  });
});

describe.each(dialects)('login rate limit on %s', (dialect) => {
  const t = withApp(dialect, { seed: 'none', loginRateLimit: { max: 3, windowMs: 60_000 } });

  it('answers the fourth login attempt within a minute with 429 and a Message', async () => {
    for (let i = 0; i < 3; i += 1) {
      expectError(await t.post('/api/authentication', { UserName: 'dmoclient', Password: 'guess' }), 401);
    }
    expectError(await t.post('/api/authentication', { UserName: 'dmoclient', Password: DEMO_PASSWORD }), 429, MESSAGES.tooManyRequests);
  });

  it('limits password-reset requests the same way', async () => {
    for (let i = 0; i < 3; i += 1) expect((await t.post('/api/authentication/passwordreset', { userName: 'dmoclient' })).status).toBe(200);
    expectError(await t.post('/api/authentication/passwordreset', { userName: 'dmoclient' }), 429, MESSAGES.tooManyRequests);
  });
});
