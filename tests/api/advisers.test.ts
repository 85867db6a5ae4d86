/** @jest-environment node */
import { MESSAGES } from '../../server/lib/http';
import { expectData, expectError, NBC_HOST } from './support/http';
import { accountIdOf, dialects, userIdOf, withApp } from './support/testApp';

const ADVISERS = ['dmoconsultant', 'dmoadmin', 'dmoowner'];
const NOT_ADVISERS = ['dmoclient', 'dmoreadonly', 'dmomaster'];
const ADVISER_PATHS = ['/api/clients/consultantsummary', '/api/clients/list', '/api/clients/investmentsummary'];

interface ClientEntry {
  Id: number;
  Name: string;
  UserName: string;
  SecurityAndCashPosition: number;
  CashPosition: number;
  SecurityPosition: number;
  AccountInformation: Array<{ Number: string; IsDFM: boolean; securityAndCashPosition: number }>;
}

const userNames = (list: ClientEntry[]) => list.map((c) => c.UserName).sort();

describe.each(dialects)('adviser and client-loaded reads on %s', (dialect) => {
  const t = withApp(dialect);

  describe('roles of the adviser reads', () => {
    it.each(ADVISER_PATHS.flatMap((path) => ADVISERS.map((who) => [path, who])))('%s answers %s with Data', async (path, who) => {
      expectData(await t.get(path, { token: await t.login(who) }));
    });

    it.each(ADVISER_PATHS.flatMap((path) => NOT_ADVISERS.map((who) => [path, who])))('%s refuses %s with 403', async (path, who) => {
      expectError(await t.get(path, { token: await t.login(who) }), 403, MESSAGES.forbiddenRole);
    });

    it.each(ADVISER_PATHS)('%s needs a token', async (path) => {
      expectError(await t.get(path), 401);
    });
  });

  describe('GET /api/clients/list', () => {
    it('gives dmoconsultant exactly dmoclient, dmoclient2 and dmojoint with their accounts', async () => {
      const list: ClientEntry[] = expectData(await t.get('/api/clients/list', { token: await t.login('dmoconsultant') }));
      expect(userNames(list)).toEqual(['dmoclient', 'dmoclient2', 'dmojoint']);
      const client = list.find((c) => c.UserName === 'dmoclient')!;
      expect(client).toMatchObject({ Id: await userIdOf(t.db, 'dmoclient'), Name: 'Maximilian Oberhauser-Lindenberg' });
      expect(client.AccountInformation.map((a) => [a.Number, a.IsDFM])).toEqual([
        ['DMO-100101', false],
        ['DMO-100102', true],
      ]);
      for (const c of list) {
        expect(Math.abs(c.SecurityAndCashPosition - (c.CashPosition + c.SecurityPosition))).toBeLessThanOrEqual(0.02);
      }
    });

    it('gives dmohq only its own client dmoreadonly', async () => {
      expect(userNames(expectData(await t.get('/api/clients/list', { token: await t.login('dmohq') })))).toEqual(['dmoreadonly']);
    });

    it('gives a brand admin every client of its brand and none of another', async () => {
      expect(userNames(expectData(await t.get('/api/clients/list', { token: await t.login('dmoadmin') })))).toEqual([
        'dmoclient',
        'dmoclient2',
        'dmojoint',
        'dmoreadonly',
      ]);
    });

    it('gives nbcconsultant on nbc.localhost only nbcclient', async () => {
      const list = expectData(await t.get('/api/clients/list', { token: await t.login('nbcconsultant', NBC_HOST), host: NBC_HOST }));
      expect(userNames(list)).toEqual(['nbcclient']);
    });
  });

  describe('GET /api/clients/consultantsummary', () => {
    it("counts dmoconsultant's three clients and totals their positions in EUR", async () => {
      const token = await t.login('dmoconsultant');
      const summary = expectData(await t.get('/api/clients/consultantsummary', { token }));
      const list: ClientEntry[] = expectData(await t.get('/api/clients/list', { token }));
      expect(summary.TotalClients).toBe(3);
      expect(Math.abs(summary.TotalPosition - list.reduce((s, c) => s + c.SecurityAndCashPosition, 0))).toBeLessThanOrEqual(0.02);
      expect(Math.abs(summary.TotalPosition - (summary.CashPosition + summary.SecurityPosition))).toBeLessThanOrEqual(0.02);
      expect(summary.TotalAvailableCash).toBeLessThanOrEqual(summary.CashPosition + 0.01);
    });

    it('counts the four dmo clients for the owner of business', async () => {
      expect(expectData(await t.get('/api/clients/consultantsummary', { token: await t.login('dmoowner') })).TotalClients).toBe(4);
    });
  });

  describe('GET /api/clients/investmentsummary', () => {
    it("splits dmoconsultant's book by product type, including cash, adding up to the total position", async () => {
      const token = await t.login('dmoconsultant');
      const parts: Array<{ ProductType: string; Value: number; Percentage: number }> = expectData(
        await t.get('/api/clients/investmentsummary', { token }),
      );
      const summary = expectData(await t.get('/api/clients/consultantsummary', { token }));
      expect(parts.map((p) => p.ProductType)).toContain('Cash');
      expect(parts.find((p) => p.ProductType === 'Cash')!.Value).toBeCloseTo(summary.CashPosition, 1);
      expect(parts.reduce((s, p) => s + p.Percentage, 0)).toBeCloseTo(100, 2);
      expect(Math.abs(parts.reduce((s, p) => s + p.Value, 0) - summary.TotalPosition)).toBeLessThanOrEqual(0.1);
    });
  });

  describe('GET /api/clients/adminlist', () => {
    it.each(['dmoadmin', 'dmoowner'])('gives %s every client of the brand', async (who) => {
      expect(userNames(expectData(await t.get('/api/clients/adminlist', { token: await t.login(who) })))).toEqual([
        'dmoclient',
        'dmoclient2',
        'dmojoint',
        'dmoreadonly',
      ]);
    });

    it.each(['dmoconsultant', 'dmohq', 'dmoclient', 'dmoreadonly', 'dmomaster'])('refuses %s with 403', async (who) => {
      expectError(await t.get('/api/clients/adminlist', { token: await t.login(who) }), 403, MESSAGES.forbiddenRole);
    });
  });

  describe('GET /api/missing-documents', () => {
    interface Item {
      Client: { ID: number; AccountName: string; FirstName: string; LastName: string; CreationDate: string };
      Message: string;
      Status: string;
    }

    it('shows dmoclient2 its missing documents', async () => {
      const items: Item[] = expectData(await t.get('/api/missing-documents', { token: await t.login('dmoclient2') }));
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({
        Client: {
          ID: await userIdOf(t.db, 'dmoclient2'),
          FirstName: 'Sofia',
          LastName: 'Brandt',
          AccountName: expect.stringContaining('DMO-100201'),
          CreationDate: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
        },
        Status: 'incomplete',
      });
      expect(items[0].Message).toContain('Know Your Customer');
      expect(items[0].Message).toContain('Appropriateness Test');
    });

    it('shows dmoclient, who has none, an empty list', async () => {
      expect(expectData(await t.get('/api/missing-documents', { token: await t.login('dmoclient') }))).toEqual([]);
    });

    it.each(['dmoconsultant', 'dmoadmin', 'dmoowner'])('shows %s the 60-day-old account of dmoclient2', async (who) => {
      const items: Item[] = expectData(await t.get('/api/missing-documents', { token: await t.login(who) }));
      expect(items.map((i) => i.Client.ID)).toEqual([await userIdOf(t.db, 'dmoclient2')]);
    });

    it('shows dmohq, whose client has no missing documents, none', async () => {
      expect(expectData(await t.get('/api/missing-documents', { token: await t.login('dmohq') }))).toEqual([]);
    });

    it('shows nbcconsultant nothing of dmo', async () => {
      expect(
        expectData(await t.get('/api/missing-documents', { token: await t.login('nbcconsultant', NBC_HOST), host: NBC_HOST })),
      ).toEqual([]);
    });

    it('hides from advisers an account younger than 42 days, which the client still sees', async () => {
      const accountId = await accountIdOf(t.db, 'DMO-100201');
      const original = (await t.db.kysely.selectFrom('accounts').select('created_at').where('id', '=', accountId).executeTakeFirstOrThrow())
        .created_at;
      const young = new Date(Date.now() - 41 * 86_400_000).toISOString().slice(0, 10);
      await t.db.kysely.updateTable('accounts').set({ created_at: young }).where('id', '=', accountId).execute();
      try {
        expect(expectData(await t.get('/api/missing-documents', { token: await t.login('dmoconsultant') }))).toEqual([]);
        expect(expectData(await t.get('/api/missing-documents', { token: await t.login('dmoclient2') }))).toHaveLength(1);
      } finally {
        await t.db.kysely.updateTable('accounts').set({ created_at: original }).where('id', '=', accountId).execute();
      }
    });

    it('refuses whitelabelmaster with 403 and a call without a token with 401', async () => {
      expectError(await t.get('/api/missing-documents', { token: await t.login('dmomaster') }), 403);
      expectError(await t.get('/api/missing-documents'), 401);
    });
  });

  describe('GET /api/products/cart', () => {
    it('gives dmoclient the one item of its cart with totals per currency', async () => {
      const token = await t.login('dmoclient');
      const accountId = await accountIdOf(t.db, 'DMO-100101');
      const cart = expectData(
        await t.get('/api/products/cart', { token, query: { accountId, userInfoID: await userIdOf(t.db, 'dmoclient'), whitelabelID: 1 } }),
      );
      expect(cart.Items).toHaveLength(1);
      expect(cart.Items[0]).toMatchObject({
        AccountId: accountId,
        TransactionType: 'Purchase',
        TradeOptions: 'Amount',
        TradeValue: 5000,
        Amount: 5000,
      });
      expect(cart.TotalList).toEqual([expect.objectContaining({ Currency: cart.Items[0].Currency, Total: 5000 })]);
    });

    it('gives an empty cart for the discretionary account', async () => {
      const token = await t.login('dmoclient');
      expect(expectData(await t.get('/api/products/cart', { token, query: { accountId: await accountIdOf(t.db, 'DMO-100102') } }))).toEqual(
        { Items: [], TotalList: [] },
      );
    });

    it("refuses another client's account and a userInfoID that is not the account owner", async () => {
      const token = await t.login('dmoclient2');
      expectError(await t.get('/api/products/cart', { token, query: { accountId: await accountIdOf(t.db, 'DMO-100101') } }), 403);
      const own = await t.login('dmoclient');
      expectError(
        await t.get('/api/products/cart', {
          token: own,
          query: { accountId: await accountIdOf(t.db, 'DMO-100101'), userInfoID: await userIdOf(t.db, 'dmoclient2') },
        }),
        403,
      );
    });

    it('refuses a whitelabelID that is not the host brand', async () => {
      const token = await t.login('dmoclient');
      expectError(
        await t.get('/api/products/cart', { token, query: { accountId: await accountIdOf(t.db, 'DMO-100101'), whitelabelID: 2 } }),
        400,
        MESSAGES.whiteLabelMismatch,
      );
    });

    it('needs a token and an accountId', async () => {
      expectError(await t.get('/api/products/cart?accountId=1'), 401);
      expectError(await t.get('/api/products/cart', { token: await t.login('dmoclient') }), 400);
    });
  });
});
