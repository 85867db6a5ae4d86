/** @jest-environment node */
import { sql } from 'kysely';
import { AUDIT_ACTIONS } from '@/engine/audit/auditActions';
import { AUDIT_TRAIL_APPEND_ONLY } from '../../server/db/migrations/018_audit_trail';
import { AUDIT_MESSAGES } from '../../server/services/auditTrail';
import { MESSAGES } from '../../server/lib/http';
import { expectData, expectError, NBC_HOST } from './support/http';
import { accountIdOf, dialects, userIdOf, withApp } from './support/testApp';
import { AUDIT_CASES, EXEMPTION_REASONS, NO_AUDITED_CALLER, type AuditCase, type Caller } from './audit-trail.cases';

/** Slow on a busy machine: some cases prepare an account opening through signing first. */
jest.setTimeout(60_000);

const toOpenApi = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const callerName = (c: Caller) => ('acting' in c ? `dmoconsultant acting as ${c.acting}` : c.admin);

describe.each(dialects)('the audit trail on %s', (dialect) => {
  const t = withApp(dialect);
  const ids: Record<string, number> = {};
  const lastId = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('audit_trail')
          .select((eb) => eb.fn.max('id').as('m'))
          .executeTakeFirstOrThrow()
      ).m ?? 0,
    );
  const rowsAfter = (id: number) => t.db.kysely.selectFrom('audit_trail').selectAll().where('id', '>', id).orderBy('id').execute();
  const acting = async (client: string) =>
    expectData(
      await t.get('/api/authentication/clientaccess', {
        token: await t.login('dmoconsultant'),
        query: { clientId: await userIdOf(t.db, client) },
      }),
    ).Token as string;
  const tokenOf = (c: Caller) => ('acting' in c ? acting(c.acting) : t.login(c.admin));

  beforeAll(async () => {
    for (const u of ['dmoclient', 'dmoclient2', 'dmoconsultant', 'dmoadmin', 'dmomaster', 'dmoowner', 'nbcclient'])
      ids[u] = await userIdOf(t.db, u);
  });

  describe('every write route', () => {
    const writeRoutes = () => {
      const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
      return Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => `${m.toUpperCase()} ${path}`),
      );
    };

    it('declares its act or why it records nothing, and the walk below covers it', () => {
      const configs = new Map(
        [...t.app.auditRoutes].map(([key, config]) => [key.replace(/ (\S+)$/, (_, u: string) => ` ${toOpenApi(u)}`), config]),
      );
      const problems: string[] = [];
      for (const route of writeRoutes()) {
        const config = configs.get(route);
        if (!config) problems.push(`${route}: no audit config`);
        else if ('exempt' in config) {
          if (!EXEMPTION_REASONS.includes(config.exempt)) problems.push(`${route}: exempt for an unknown reason`);
        } else {
          if (!(config.action in AUDIT_ACTIONS)) problems.push(`${route}: unknown act ${config.action}`);
          if (!AUDIT_CASES[route] && !NO_AUDITED_CALLER[route]) problems.push(`${route}: audited but not walked`);
        }
      }
      expect(problems).toEqual([]);
      expect(writeRoutes().length).toBeGreaterThanOrEqual(60);
    });

    const cases: [string, string, AuditCase][] = Object.entries(AUDIT_CASES).flatMap(([route, list]) =>
      list.map((c) => [route, callerName(c.caller), c] as [string, string, AuditCase]),
    );
    it.each(cases)('%s as %s records its act, for whom, with the request id and the brand', async (route, _, c) => {
      const token = await tokenOf(c.caller);
      const before = await lastId();
      const res = await c.call(t, token);
      expectData(res);
      const rows = (await rowsAfter(before)).filter((r) => r.route === route.split(' ')[1].replace(/\{(\w+)\}/g, ':$1'));
      const actor = 'acting' in c.caller ? 'dmoconsultant' : c.caller.admin;
      const role =
        'acting' in c.caller
          ? 'consultant'
          : { dmoadmin: 'whitelabeladmin', dmomaster: 'whitelabelmaster', dmoowner: 'ownerofbusiness' }[c.caller.admin];
      expect(rows.map((r) => [r.action, r.actor_id, r.actor_role, r.acting_as_client, r.client_id, r.method, r.brand])).toEqual([
        [c.action, ids[actor], role, 'acting' in c.caller ? 1 : 0, c.client ? ids[c.client] : null, route.split(' ')[0], 'dmo'],
      ]);
      expect(rows[0].request_id).toMatch(/\S/);
      expect(Date.now() - Date.parse(rows[0].at)).toBeLessThan(60_000);
    });
  });

  it("records nothing for a client's own writes, an adviser's own session, or a refused write", async () => {
    const before = await lastId();
    const isin = (
      await t.db.kysely
        .selectFrom('products')
        .select('isin')
        .where('id', 'not in', t.db.kysely.selectFrom('watchlist_items').select('product_id'))
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).isin;
    expectData(await t.post('/api/watchlist/addwatchlist', { ISIN: isin }, { token: await t.login('dmoclient') }));
    expectData(await t.post('/api/watchlist/addwatchlist', { ISIN: isin }, { token: await t.login('dmoconsultant') }));
    expectError(await t.post('/api/watchlist/addwatchlist', { ISIN: isin }, { token: await acting('dmoclient') }), 409);
    expectError(await t.post('/api/accounts/opening/start', { ClientId: ids.nbcclient }, { token: await t.login('dmoadmin') }), 403);
    expect(await rowsAfter(before)).toEqual([]);
  });

  it('is append-only: the database refuses to change or delete a row', async () => {
    const token = await acting('dmoclient');
    const logout = await t.post('/api/authentication/logout', {}, { token });
    expectData(logout);
    // The logout's own row, by its request id.
    const ofLogout = () =>
      t.db.kysely
        .selectFrom('audit_trail')
        .select(['id', 'action'])
        .where('request_id', '=', String(logout.headers['x-request-id']))
        .execute();
    const [row] = await ofLogout();
    expect(row).toEqual({ id: expect.any(Number), action: 'session.loggedOut' });
    // The database's refusal, by its message. Not `rejects.toThrow`: better-sqlite3's native part keeps the error
    // class of the first test file a jest worker loads it in, so in a later file its errors are not this file's
    // `Error` and jest reports "did not throw" (why this case failed only in full runs).
    const refused = async (run: () => Promise<unknown>) => {
      const outcome = await run().then(
        (result) => ({ ran: JSON.stringify(result, (_, v: unknown) => (typeof v === 'bigint' ? Number(v) : v)) }),
        (error: unknown) => ({ refused: String((error as { message?: unknown }).message) }),
      );
      expect(outcome).toEqual({ refused: expect.stringContaining(AUDIT_TRAIL_APPEND_ONLY) });
    };
    await refused(() => t.db.kysely.updateTable('audit_trail').set({ action: 'forged' }).where('id', '=', row.id).execute());
    await refused(() => t.db.kysely.deleteFrom('audit_trail').where('id', '=', row.id).execute());
    if (dialect === 'postgres') await refused(() => sql`truncate audit_trail`.execute(t.db.kysely));
    expect(await ofLogout()).toEqual([row]);
  });

  describe('GET audit/on-my-behalf', () => {
    it("lists the acts done for the client, newest first, with who and what in words, paged; never another client's", async () => {
      const token = await acting('dmoclient');
      const main = await accountIdOf(t.db, 'DMO-100101');
      const isin = (
        await t.db.kysely
          .selectFrom('products')
          .select('isin')
          .where('name', '=', 'Halvern Reade Global Equity Fund A Acc EUR')
          .executeTakeFirstOrThrow()
      ).isin;
      expectData(
        await t.post('/api/products/addCart', [{ ISIN: isin, TradeOptions: 'Amount', TradeValue: 1000, AccountId: main }], { token }),
      );
      const client = await t.login('dmoclient');
      const page = expectData(await t.get('/api/audit/on-my-behalf', { token: client, query: { pageSize: 2 } }));
      const all = await t.db.kysely.selectFrom('audit_trail').select('id').where('client_id', '=', ids.dmoclient).execute();
      expect(page).toMatchObject({ TotalCount: all.length, Page: 1, PageSize: 2 });
      expect(page.Entries).toHaveLength(2);
      expect(page.Entries[0]).toEqual({
        Id: expect.any(Number),
        Date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        By: 'Clara Whitfield',
        ByRole: 'Your adviser',
        ActingAsYou: true,
        Action: 'cart.itemsAdded',
        Description: 'Added a purchase to the cart',
      });
      expect(page.Entries[0].Id).toBeGreaterThan(page.Entries[1].Id);
      const next = expectData(await t.get('/api/audit/on-my-behalf', { token: client, query: { page: 2, pageSize: 2 } }));
      expect(next.Entries[0].Id).toBeLessThan(page.Entries[1].Id);
      const other = expectData(await t.get('/api/audit/on-my-behalf', { token: await t.login('dmoclient2') }));
      expect(other.Entries.every((e: { Id: number }) => !page.Entries.some((p: { Id: number }) => p.Id === e.Id))).toBe(true);
    });

    it('is for clients only', async () => {
      expectError(await t.get('/api/audit/on-my-behalf', { token: await t.login('dmoconsultant') }), 403, MESSAGES.forbiddenRole);
      expectError(await t.get('/api/audit/on-my-behalf'), 401);
      expectError(await t.get('/api/audit/on-my-behalf', { token: await t.login('dmoclient'), query: { pageSize: 101 } }), 400);
    });
  });

  describe('GET audit/client-acts', () => {
    it("gives an administrator a client's acts with the route, resource and request id", async () => {
      const page = expectData(
        await t.get('/api/audit/client-acts', { token: await t.login('dmoadmin'), query: { clientId: ids.dmoclient } }),
      );
      expect(page.ClientId).toBe(ids.dmoclient);
      expect(page.TotalCount).toBeGreaterThan(0);
      const row = await t.db.kysely.selectFrom('audit_trail').selectAll().where('id', '=', page.Entries[0].Id).executeTakeFirstOrThrow();
      expect(page.Entries[0]).toMatchObject({ ByUserId: row.actor_id, Method: row.method, Route: row.route, RequestId: row.request_id });
      // Staff read the adviser as "Adviser", not the client's "Your adviser".
      const byAdviser = page.Entries.find((e: { ByUserId: number }) => e.ByUserId === ids.dmoconsultant);
      expect(byAdviser?.ByRole).toBe('Adviser');
      expect(
        expectData(await t.get('/api/audit/client-acts', { token: await t.login('dmomaster'), query: { clientId: ids.dmoclient } }))
          .TotalCount,
      ).toBe(page.TotalCount);
    });

    it('refuses a client of another brand (403), no such client (404) and anyone but an administrator (403)', async () => {
      const token = await t.login('dmoadmin');
      expectError(await t.get('/api/audit/client-acts', { token, query: { clientId: ids.nbcclient } }), 403, AUDIT_MESSAGES.otherBrand);
      expectError(await t.get('/api/audit/client-acts', { token, query: { clientId: 2_147_483_647 } }), 404, AUDIT_MESSAGES.noSuchClient);
      expectError(
        await t.get('/api/audit/client-acts', { token, query: { clientId: ids.dmoconsultant } }),
        404,
        AUDIT_MESSAGES.noSuchClient,
      );
      for (const who of ['dmoconsultant', 'dmoclient'])
        expectError(
          await t.get('/api/audit/client-acts', { token: await t.login(who), query: { clientId: ids.dmoclient } }),
          403,
          MESSAGES.forbiddenRole,
        );
      expectError(
        await t.get('/api/audit/client-acts', {
          token: await t.login('nbcclient', NBC_HOST),
          host: NBC_HOST,
          query: { clientId: ids.nbcclient },
        }),
        403,
      );
      expectError(await t.get('/api/audit/client-acts', { token }), 400);
    });
  });
});
