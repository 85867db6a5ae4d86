/** @jest-environment node */
import BetterSqlite3 from 'better-sqlite3';
import { MESSAGES } from '../../server/lib/http';
import { loadRates, summariesOf } from '../../server/services/portfolio';
import { settlePendingOrders } from '../../server/services/settlement';
import { expectData, expectError } from './support/http';
import { accountIdOf, dialects, userIdOf, withApp } from './support/testApp';

/**
 * The hot paths made fast (issue 5, benchmark) answer exactly what the general code computes: the
 * account summary (prepared statements and a per-client cache on SQLite) against a from-scratch
 * computation on Kysely after trades and a settlement, a cached token still expiring on time, and
 * a repeated or paged search (kept match lists) against the first answer.
 */
describe.each(dialects)('hot paths keep their figures on %s', (dialect) => {
  const t = withApp(dialect);
  let token = '';
  let main = 0;
  let clientId = 0;
  let keys = 0;
  const key = () => `perf-${dialect}-${++keys}-${Date.now()}`;
  let fundIsin = '';
  let usdIsin = '';

  beforeAll(async () => {
    token = await t.login('dmoclient');
    main = await accountIdOf(t.db, 'DMO-100101');
    clientId = await userIdOf(t.db, 'dmoclient');
    fundIsin = (
      await t.db.kysely
        .selectFrom('products')
        .select('isin')
        .where('name', '=', 'Halvern Reade Global Equity Fund A Acc EUR')
        .executeTakeFirstOrThrow()
    ).isin;
    usdIsin = (
      await t.db.kysely
        .selectFrom('products')
        .select('isin')
        .where('name', '=', 'Larkspur Vale Global Bond Opportunities Fund A Acc USD')
        .executeTakeFirstOrThrow()
    ).isin;
  }, 60_000);

  /** The summaries from scratch: every row read again through Kysely, no prepared statement, no cache. */
  const fromScratch = async () => {
    const accounts = await t.db.kysely.selectFrom('accounts').selectAll().where('user_id', '=', clientId).orderBy('id').execute();
    return summariesOf(t.db.kysely, accounts, await loadRates(t.db.kysely));
  };
  const summaries = async () =>
    expectData<{ Id: number; PendingOrderAmount: number; HoldingsIn: number }[]>(await t.get('/api/accounts/summary/', { token }));
  const place = (buys: unknown[]) =>
    t.post(
      '/api/products/ProcessTrade',
      {
        PurchasedFunds: buys,
        SoldFunds: [],
        CheckoutOnline: true,
        CheckoutDocusign: false,
        ConfirmDuplicate: true,
        UserInfo: { PlatformId: main },
      },
      { token, headers: { 'idempotency-key': key() } },
    );

  it('answers the summary exactly as a from-scratch computation, before and after trades and a settlement', async () => {
    expect(await summaries()).toEqual(await fromScratch());
    // Asked twice (the second from the cache on SQLite): still the same.
    expect(await summaries()).toEqual(await fromScratch());
    const before = (await summaries()).find((s) => s.Id === main)!;

    const eur = await place([{ ISIN: fundIsin, TradeOptions: 'Amount', TradeValue: 2000 }]);
    expect(eur.body).toEqual(expect.objectContaining({ Data: expect.anything() }));
    const usd = await place([
      { ISIN: usdIsin, TradeOptions: 'Amount', TradeValue: 10000, Forex: [{ SellCurrency: 'EUR', BuyCurrency: 'USD', BuyAmount: 10000 }] },
    ]);
    expect(usd.body).toEqual(expect.objectContaining({ Data: expect.anything() }));
    const afterOrders = await summaries();
    expect(afterOrders).toEqual(await fromScratch());
    // A cached summary must not outlive the write: the open orders show at once.
    expect(afterOrders.find((s) => s.Id === main)!.PendingOrderAmount).toBeGreaterThan(before.PendingOrderAmount);

    const report = await settlePendingOrders(t.db);
    expect(report.filled).toBeGreaterThanOrEqual(2);
    const afterSettlement = await summaries();
    expect(afterSettlement).toEqual(await fromScratch());
    const settled = afterSettlement.find((s) => s.Id === main)!;
    expect(settled.PendingOrderAmount).toBe(0);
    expect(settled.HoldingsIn).toBeGreaterThan(before.HoldingsIn);
  });

  if (dialect === 'sqlite') {
    it('drops a cached summary when another process writes to the database', async () => {
      const cached = await summaries();
      expect(await summaries()).toEqual(cached);
      // Another connection, as `npm run settle` in another process would be.
      const file = (t.db.sqlite as unknown as { name: string }).name;
      const other = new BetterSqlite3(file);
      try {
        other.prepare("UPDATE cash_balances SET amount = amount + 1000 WHERE account_id = ? AND currency = 'EUR'").run(main);
      } finally {
        other.close();
      }
      const after = await summaries();
      expect(after).toEqual(await fromScratch());
      expect(after.find((s) => s.Id === main)).not.toEqual(cached.find((s) => s.Id === main));
    });
  }

  it('refuses a remembered token once it has expired, with the session-expired message', async () => {
    const fresh = await t.login('dmoclient');
    expectData(await t.get('/api/accounts/summary/', { token: fresh }));
    const exp = JSON.parse(Buffer.from(fresh.split('.')[1], 'base64url').toString('utf8')).exp as number;
    const now = jest.spyOn(Date, 'now').mockReturnValue(exp * 1000 + 1);
    try {
      expectError(await t.get('/api/accounts/summary/', { token: fresh }), 401, MESSAGES.sessionExpired);
    } finally {
      now.mockRestore();
    }
  });

  it('refuses a token with a changed signature even after the real one was remembered', async () => {
    const fresh = await t.login('dmoclient');
    expectData(await t.get('/api/accounts/summary/', { token: fresh }));
    const forged = `${fresh.slice(0, -4)}${fresh.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expectError(await t.get('/api/accounts/summary/', { token: forged }), 401);
  });

  it('answers a repeated and a paged search like the first search', async () => {
    const search = (PageNumber: number, PageSize: number) =>
      t.post(
        '/api/products/search',
        {
          searchCriteria: { Text: 'fund' },
          pagingInfo: { PageNumber, PageSize, SortBy: 'FundName', SortOrder: 'desc' },
        },
        { token },
      );
    const all = expectData<{ Items: { ISIN: string }[]; TotalCount: number }>(await search(1, 500));
    expect(all.TotalCount).toBeGreaterThan(5);
    const again = expectData<typeof all>(await search(1, 500));
    expect(again).toEqual(all);
    const page2 = expectData<typeof all>(await search(2, 5));
    expect(page2.TotalCount).toBe(all.TotalCount);
    expect(page2.Items.map((i) => i.ISIN)).toEqual(all.Items.slice(5, 10).map((i) => i.ISIN));
  });
});
