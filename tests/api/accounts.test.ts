/** @jest-environment node */
import { MESSAGES } from '../../server/lib/http';
import { expectData, expectError, NBC_HOST } from './support/http';
import { accountIdOf, dialects, userIdOf, withApp } from './support/testApp';

/** dd-mm-yyyy of the UTC day `days` before today, the form the API gives CreationDate in. */
function daysAgo(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - days);
  const iso = d.toISOString().slice(0, 10);
  return iso.split('-').reverse().join('-');
}

const SUMMARY_FIELDS = [
  'Id',
  'Number',
  'Type',
  'Currency',
  'CurrencySymbol',
  'CashIn',
  'CashOut',
  'CashPosition',
  'ChargesOut',
  'HoldingsIn',
  'HoldingsOut',
  'SecurityPosition',
  'IsDFM',
  'AllowedToPurchase',
  'AllowedToSell',
  'AvailableBalance',
  'MinCashBalance',
  'Percentage',
  'PendingOrderAmount',
  'securityAndCashPosition',
  'CreationDate',
];

interface Summary {
  [k: string]: unknown;
  Id: number;
  Number: string;
  CashPosition: number;
  SecurityPosition: number;
  securityAndCashPosition: number;
  AvailableBalance: number;
  MinCashBalance: number;
  PendingOrderAmount: number;
  Percentage: number;
  IsDFM: boolean;
  Currency: string;
}

describe.each(dialects)('accounts API on %s', (dialect) => {
  const t = withApp(dialect);

  describe('GET /api/accounts/', () => {
    it("lists dmoclient's two accounts, the second one discretionary-managed", async () => {
      const data = expectData(await t.get('/api/accounts/', { token: await t.login('dmoclient') }));
      expect(data).toEqual([
        {
          Id: await accountIdOf(t.db, 'DMO-100101'),
          Number: 'DMO-100101',
          Type: 400159,
          TypeName: 'Standalone account',
          Currency: 'EUR',
          IsDFM: false,
          CreationDate: daysAgo(730),
        },
        {
          Id: await accountIdOf(t.db, 'DMO-100102'),
          Number: 'DMO-100102',
          Type: 400159,
          TypeName: 'Standalone account',
          Currency: 'EUR',
          IsDFM: true,
          CreationDate: daysAgo(600),
        },
      ]);
    });

    it("lists dmoclient2's single account opened 60 days ago", async () => {
      const data = expectData(await t.get('/api/accounts/', { token: await t.login('dmoclient2') }));
      expect(data.map((a: { Number: string; CreationDate: string }) => [a.Number, a.CreationDate])).toEqual([['DMO-100201', daysAgo(60)]]);
    });

    it("lists nbcclient's GBP account on nbc.localhost", async () => {
      const data = expectData(await t.get('/api/accounts/', { token: await t.login('nbcclient', NBC_HOST), host: NBC_HOST }));
      expect(data).toEqual([expect.objectContaining({ Number: 'NBC-200101', Currency: 'GBP' })]);
    });

    it('lets dmoconsultant read the accounts of its client with clientId', async () => {
      const token = await t.login('dmoconsultant');
      const data = expectData(await t.get('/api/accounts/', { token, query: { clientId: await userIdOf(t.db, 'dmoclient2') } }));
      expect(data.map((a: { Number: string }) => a.Number)).toEqual(['DMO-100201']);
    });

    it('refuses dmoconsultant the accounts of dmoreadonly, who is not its client', async () => {
      const token = await t.login('dmoconsultant');
      expectError(
        await t.get('/api/accounts/', { token, query: { clientId: await userIdOf(t.db, 'dmoreadonly') } }),
        403,
        MESSAGES.notYourClient,
      );
    });

    it('refuses a client the accounts of another client', async () => {
      const token = await t.login('dmoclient2');
      expectError(await t.get('/api/accounts/', { token, query: { clientId: await userIdOf(t.db, 'dmoclient') } }), 403);
    });

    it('lets dmoadmin read any dmo client but not nbcclient', async () => {
      const token = await t.login('dmoadmin');
      expectData(await t.get('/api/accounts/', { token, query: { clientId: await userIdOf(t.db, 'dmoreadonly') } }));
      expectError(await t.get('/api/accounts/', { token, query: { clientId: await userIdOf(t.db, 'nbcclient') } }), 403);
    });

    it('refuses an adviser who names no client: an adviser has no accounts of its own', async () => {
      expectError(await t.get('/api/accounts/', { token: await t.login('dmoconsultant') }), 403);
    });
  });

  describe('GET /api/accounts/summary/', () => {
    it("summarises dmoclient's two accounts with every field and consistent figures", async () => {
      const data: Summary[] = expectData(await t.get('/api/accounts/summary/', { token: await t.login('dmoclient') }));
      expect(data.map((s) => [s.Number, s.IsDFM])).toEqual([
        ['DMO-100101', false],
        ['DMO-100102', true],
      ]);
      for (const s of data) {
        expect(Object.keys(s).sort()).toEqual([...SUMMARY_FIELDS].sort());
        expect(Math.abs(s.securityAndCashPosition - (s.CashPosition + s.SecurityPosition))).toBeLessThanOrEqual(0.01);
        expect(Math.abs(s.AvailableBalance - (s.CashPosition - s.PendingOrderAmount - s.MinCashBalance))).toBeLessThanOrEqual(0.01);
        expect(s.Percentage).toBeCloseTo((s.SecurityPosition / s.securityAndCashPosition) * 100, 2);
        expect(s.SecurityPosition).toBeGreaterThan(0);
        expect(s.CurrencySymbol).toBe('€');
      }
    });

    it('forbids trading on the discretionary-managed account and allows it on the other', async () => {
      const data: Summary[] = expectData(await t.get('/api/accounts/summary/', { token: await t.login('dmoclient') }));
      expect(data.map((s) => [s.IsDFM, s.AllowedToPurchase, s.AllowedToSell])).toEqual([
        [false, true, true],
        [true, false, false],
      ]);
    });

    it('values the cash of every currency in the account currency through the EUR rates', async () => {
      const token = await t.login('dmoclient');
      const [eurAccount]: Summary[] = expectData(await t.get('/api/accounts/summary/', { token }));
      const cash: Record<string, number> = expectData(
        await t.get('/api/accounts/cashposition', { token, query: { accountId: eurAccount.Id } }),
      );
      const rates: Array<{ Currency: string; Rate_EUR: number }> = expectData(await t.get('/api/accounts/conversionrates', { token }));
      const rate = (c: string) => rates.find((r) => r.Currency === c)!.Rate_EUR;
      const expected = Object.entries(cash).reduce((sum, [currency, amount]) => sum + amount / rate(currency), 0);
      expect(Math.abs(eurAccount.CashPosition - expected)).toBeLessThanOrEqual(0.01);
    });

    it('gives the same security position as the holdings totals of each account', async () => {
      const token = await t.login('dmoclient');
      const data: Summary[] = expectData(await t.get('/api/accounts/summary/', { token }));
      for (const s of data) {
        const holdings = expectData(await t.get('/api/accounts/holdings', { token, query: { accountId: s.Id } }));
        expect(Math.abs(holdings.Totals.CurrentValue - s.SecurityPosition)).toBeLessThanOrEqual(0.01);
      }
    });

    it("needs a token and refuses another client's summary", async () => {
      expectError(await t.get('/api/accounts/summary/'), 401);
      const token = await t.login('dmoclient');
      expectError(await t.get('/api/accounts/summary/', { token, query: { clientId: await userIdOf(t.db, 'dmoclient2') } }), 403);
    });
  });

  describe('GET /api/accounts/cashposition', () => {
    it("gives the available cash per currency of dmoclient's EUR account", async () => {
      const token = await t.login('dmoclient');
      const data = expectData(
        await t.get('/api/accounts/cashposition', { token, query: { accountId: await accountIdOf(t.db, 'DMO-100101') } }),
      );
      expect(data).toEqual({ EUR: 152_340.55, GBP: 7_950.4, USD: 24_800 });
    });

    it("refuses a client the cash of another client's account with 403", async () => {
      const token = await t.login('dmoclient2');
      expectError(
        await t.get('/api/accounts/cashposition', { token, query: { accountId: await accountIdOf(t.db, 'DMO-100101') } }),
        403,
        MESSAGES.notYourAccount,
      );
    });

    it("lets dmoconsultant read its client's account but not dmoreadonly's", async () => {
      const token = await t.login('dmoconsultant');
      expect(
        expectData(await t.get('/api/accounts/cashposition', { token, query: { accountId: await accountIdOf(t.db, 'DMO-100201') } })),
      ).toEqual({ EUR: 41_500 });
      expectError(await t.get('/api/accounts/cashposition', { token, query: { accountId: await accountIdOf(t.db, 'DMO-100301') } }), 403);
    });

    it('refuses an account of another brand even to a brand admin', async () => {
      const token = await t.login('dmoadmin');
      expectError(await t.get('/api/accounts/cashposition', { token, query: { accountId: await accountIdOf(t.db, 'NBC-200101') } }), 403);
    });

    it("answers an account that does not exist like someone else's account", async () => {
      expectError(
        await t.get('/api/accounts/cashposition', { token: await t.login('dmoclient'), query: { accountId: 987_654 } }),
        403,
        MESSAGES.notYourAccount,
      );
    });

    it('needs a numeric accountId', async () => {
      const token = await t.login('dmoclient');
      expectError(await t.get('/api/accounts/cashposition', { token }), 400);
      expectError(await t.get('/api/accounts/cashposition?accountId=first', { token }), 400);
      expectError(await t.get('/api/accounts/cashposition?accountId=-1', { token }), 400);
    });
  });

  describe('GET /api/accounts/holdings', () => {
    it("lists the seven holdings of dmoclient's EUR account valued at the latest NAV", async () => {
      const token = await t.login('dmoclient');
      const data = expectData(
        await t.get('/api/accounts/holdings', { token, query: { accountId: await accountIdOf(t.db, 'DMO-100101') } }),
      );
      expect(data.Holdings).toHaveLength(7);
      for (const h of data.Holdings) {
        expect(h).toMatchObject({
          Name: expect.any(String),
          ISIN: expect.stringMatching(/^[A-Z]{2}[A-Z0-9]{9}\d$/),
          Units: expect.any(Number),
        });
        expect(h.Units).toBeGreaterThan(0);
        expect(h.LatestNAV).toBeGreaterThan(0);
        const percent = ['Fixed Income Bond', 'Bonds', 'Hybrid, Structured Instruments'].includes(h.Type);
        expect(Math.abs(h.CurrentValue - h.Units * (percent ? h.LatestNAV / 100 : h.LatestNAV))).toBeLessThanOrEqual(0.01);
      }
      expect(data.Totals.Currency).toBe('EUR');
      expect(new Set(data.Holdings.map((h: { Type: string }) => h.Type)).size).toBeGreaterThanOrEqual(5);
    });

    it("refuses another client's holdings with 403", async () => {
      const token = await t.login('nbcclient', NBC_HOST);
      expectError(
        await t.get('/api/accounts/holdings', { token, host: NBC_HOST, query: { accountId: await accountIdOf(t.db, 'DMO-100101') } }),
        403,
      );
    });
  });

  describe('GET /api/accounts/conversionrates', () => {
    it("gives EUR-referenced rates with EUR at 1 and the spec's symbols", async () => {
      const data = expectData(await t.get('/api/accounts/conversionrates', { token: await t.login('dmoconsultant') }));
      expect(data).toEqual(
        expect.arrayContaining([
          { Currency: 'EUR', Rate_EUR: 1, CurrencySymbol: '€' },
          expect.objectContaining({ Currency: 'USD', CurrencySymbol: '$' }),
          expect.objectContaining({ Currency: 'GBP', CurrencySymbol: '£' }),
        ]),
      );
      for (const r of data) expect(r.Rate_EUR).toBeGreaterThan(0);
    });

    it('needs a token', async () => {
      expectError(await t.get('/api/accounts/conversionrates'), 401);
    });
  });
});
