/** @jest-environment node */
import brands from '../../schemas/brands/brands.json';
import { MESSAGES } from '../../server/lib/http';
import { claimsOf, expectData, expectError, NBC_HOST, UNKNOWN_HOST } from './support/http';
import { dialects, userIdOf, withApp } from './support/testApp';

const dmo = brands.find((b) => b.code === 'dmo')!;
const nbc = brands.find((b) => b.code === 'nbc')!;
const dmoId = brands.indexOf(dmo) + 1;
const nbcId = brands.indexOf(nbc) + 1;

describe.each(dialects)('shell API on %s', (dialect) => {
  const t = withApp(dialect);

  describe('GET /api/whitelabel', () => {
    it('answers dmo.localhost with the Demo Wealth entry of the catalogue and its WhiteLabelId', async () => {
      const data = expectData(await t.get('/api/whitelabel'));
      expect(data).toEqual({ ...dmo, WhiteLabelId: dmoId });
      expect(data).toMatchObject({ name: 'Demo Wealth', code: 'dmo', sandboxSubDomain: 'dmo', liveSubDomain: 'demowealth' });
    });

    it('answers nbc.localhost:8080 with Northbridge Capital', async () => {
      expect(expectData(await t.get('/api/whitelabel', { host: `${NBC_HOST}:8080` }))).toMatchObject({
        code: 'nbc',
        name: 'Northbridge Capital',
        WhiteLabelId: nbcId,
      });
    });

    it('ignores X-Forwarded-Host unless a trusted proxy is configured', async () => {
      expect(expectData(await t.get('/api/whitelabel', { headers: { 'x-forwarded-host': NBC_HOST } })).code).toBe('dmo');
    });

    it('needs no token', async () => {
      expect((await t.get('/api/whitelabel')).status).toBe(200);
    });

    it.each([UNKNOWN_HOST, 'localhost', 'localhost:8080', '127.0.0.1:8080', 'demowealth.localhost'])(
      'answers the host %s, which names no sandbox brand, with 404 and the unknown-brand Message',
      async (host) => {
        expectError(await t.get('/api/whitelabel', { host }), 404, MESSAGES.unknownBrand);
      },
    );
  });

  describe('GET /api/clients/getfooterinfo', () => {
    it('gives the provider and contact details of the host brand without a token', async () => {
      expect(expectData(await t.get(`/api/clients/getfooterinfo?whitelabelID=${dmoId}`))).toMatchObject({
        ProviderName: dmo.providerName,
        ProviderUrl: dmo.providerUrl,
        ContactEmail: dmo.contactEmail,
        ContactPhone: dmo.contactPhone,
      });
      expect(expectData(await t.get('/api/clients/getfooterinfo', { host: NBC_HOST })).ContactEmail).toBe(nbc.contactEmail);
    });

    it('refuses a whitelabelID of another brand with 400', async () => {
      expectError(await t.get(`/api/clients/getfooterinfo?whitelabelID=${nbcId}`), 400);
    });

    it('refuses a whitelabelID that is not a number with 400', async () => {
      expectError(await t.get('/api/clients/getfooterinfo?whitelabelID=dmo'), 400);
    });

    it('answers an unknown host with 404', async () => {
      expectError(await t.get('/api/clients/getfooterinfo', { host: UNKNOWN_HOST }), 404, MESSAGES.unknownBrand);
    });
  });

  describe('GET /api/clients/companyaddress', () => {
    it('gives the HTML address text of the host brand without a token', async () => {
      expect(expectData(await t.get(`/api/clients/companyaddress?whitelabelID=${dmoId}`))).toBe(dmo.companyAddressHtml);
      expect(expectData(await t.get('/api/clients/companyaddress', { host: NBC_HOST }))).toBe(nbc.companyAddressHtml);
    });

    it("refuses another brand's whitelabelID with 400 and an unknown host with 404", async () => {
      expectError(await t.get(`/api/clients/companyaddress?whitelabelID=${nbcId}`), 400);
      expectError(await t.get('/api/clients/companyaddress', { host: UNKNOWN_HOST }), 404);
    });
  });

  describe('GET /api/userinfo', () => {
    it('tells dmoclient2 that its details are not updated', async () => {
      const token = await t.login('dmoclient2');
      expect(expectData(await t.get(`/api/userinfo?whitelabelID=${dmoId}`, { token }))).toMatchObject({
        UserId: await userIdOf(t.db, 'dmoclient2'),
        UserName: 'dmoclient2',
        FirstName: 'Sofia',
        LastName: 'Brandt',
        Role: 'client',
        detailsUpdated: false,
        cphqUser: false,
        Email: 'dmoclient2@dmo.example.com',
      });
    });

    it('gives dmoclient its fee-signed flag, trading rights and consultant', async () => {
      const data = expectData(await t.get('/api/userinfo', { token: await t.login('dmoclient') }));
      expect(data).toMatchObject({
        UserName: 'dmoclient',
        detailsUpdated: true,
        TransactionFeeSigned: true,
        CanPurchase: true,
        CanSell: true,
        ConsultantName: 'Clara Whitfield',
        BostonId: expect.any(String),
        Phone: expect.any(String),
      });
    });

    it('marks dmohq as head-office staff', async () => {
      expect(expectData(await t.get('/api/userinfo', { token: await t.login('dmohq') }))).toMatchObject({
        Role: 'consultant',
        cphqUser: true,
      });
    });

    it('describes the client, not the consultant, under an impersonation token', async () => {
      const consultant = await t.login('dmoconsultant');
      const { Token } = expectData(
        await t.get('/api/authentication/clientaccess', { token: consultant, query: { clientId: await userIdOf(t.db, 'dmoclient2') } }),
      );
      expect(expectData(await t.get('/api/userinfo', { token: Token })).UserName).toBe('dmoclient2');
    });

    it('needs a token, and a whitelabelID of the host brand', async () => {
      expectError(await t.get('/api/userinfo'), 401);
      expectError(await t.get(`/api/userinfo?whitelabelID=${nbcId}`, { token: await t.login('dmoclient') }), 400);
    });
  });

  describe('POST /api/log/useractivitylog', () => {
    const rows = () => t.db.kysely.selectFrom('activity_log').selectAll().where('kind', '=', 'useractivity').orderBy('id').execute();

    it('stores a row without authorisation', async () => {
      const before = (await rows()).length;
      const res = await t.post('/api/log/useractivitylog', {
        sessionId: 'b5f1d7c4-1111-4222-8333-944455556666',
        payload: '{"screen":"Home"}',
        userId: 6,
        impersonatorId: null,
        action: 'navigate',
        level: 'info',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ Data: true });
      const after = await rows();
      expect(after).toHaveLength(before + 1);
      expect(after[after.length - 1]).toMatchObject({
        session_id: 'b5f1d7c4-1111-4222-8333-944455556666',
        payload: '{"screen":"Home"}',
        user_id: '6',
        impersonator_id: null,
        action: 'navigate',
        level: 'info',
      });
    });

    it('stores markup and quotes as plain text', async () => {
      const payload = `<script>alert(1)</script> ' OR 1=1 --`;
      expectData(await t.post('/api/log/useractivitylog', { payload, action: 'x' }));
      const all = await rows();
      expect(all[all.length - 1].payload).toBe(payload);
    });

    it('refuses wrong types and oversized payloads', async () => {
      expectError(await t.post('/api/log/useractivitylog', { payload: { nested: true } }), 400);
      expectError(await t.post('/api/log/useractivitylog', { sessionId: ['a', 'b'] }), 400);
      expectError(await t.post('/api/log/useractivitylog', { payload: 'x'.repeat(8001) }), 400);
      expectError(await t.post('/api/log/useractivitylog', { payload: 'x'.repeat(20_000) }), 413);
    });
  });

  describe('POST /api/alerts/createlog', () => {
    it('needs a token', async () => {
      expectError(await t.post('/api/alerts/createlog', { message: 'hello' }), 401);
    });

    it('stores the log with the session and the impersonator', async () => {
      const consultant = await t.login('dmoconsultant');
      const { Token } = expectData(
        await t.get('/api/authentication/clientaccess', { token: consultant, query: { clientId: await userIdOf(t.db, 'dmoclient') } }),
      );
      const res = await t.post('/api/alerts/createlog', { message: 'alert created', fundId: 12 }, { token: Token });
      expect(res.body).toEqual({ Data: true });
      const last = await t.db.kysely
        .selectFrom('activity_log')
        .selectAll()
        .where('kind', '=', 'alert')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(last).toMatchObject({
        session_id: claimsOf(Token).sessionId,
        user_id: String(await userIdOf(t.db, 'dmoclient')),
        impersonator_id: claimsOf(consultant).nameid,
      });
      expect(JSON.parse(last.payload)).toEqual({ message: 'alert created', fundId: 12 });
    });
  });
});

describe.each(dialects)('brand resolution behind a trusted proxy with PORTAL_ENV=production on %s', (dialect) => {
  const t = withApp(dialect, { seed: 'none', config: { portalEnv: 'production', trustProxy: true } });

  it('takes the brand from X-Forwarded-Host', async () => {
    const res = await t.get('/api/whitelabel', {
      host: '10.0.0.5:8080',
      headers: { 'x-forwarded-host': 'harbourvale.portal.example.com' },
    });
    expect(expectData(res)).toMatchObject({ code: 'hvp', liveSubDomain: 'harbourvale' });
  });

  it('finds Demo Wealth by its live label demowealth', async () => {
    expect(expectData(await t.get('/api/whitelabel', { host: 'demowealth.portal.example.com' })).code).toBe('dmo');
  });

  it('no longer knows the sandbox label dmo', async () => {
    expectError(await t.get('/api/whitelabel', { host: 'dmo.portal.example.com' }), 404, MESSAGES.unknownBrand);
  });
});
