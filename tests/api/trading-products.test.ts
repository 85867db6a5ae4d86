/** @jest-environment node */
import { MESSAGES } from '../../server/lib/http';
import { NOT_A_NOTE_MESSAGE } from '../../server/services/factSheets';
import { brandOrigin } from '../../server/lib/urls';
import { alreadyInWatchlistMessage } from '../../server/routes/watchlist';
import { WATCHLIST_ITEM_NOT_FOUND_MESSAGE } from '../../server/services/watchlist';
import { ALERT_NOT_FOUND_MESSAGE, AUTO_SELL_KEPT_ONLY_MESSAGE } from '../../server/routes/alerts';
import { periodReturns, RETURN_PERIODS } from '@/engine/trading/periodReturns';
import { expectData, expectError, NBC_HOST } from './support/http';

/** Every trading endpoint of docs/api.md: method, path and a request of the right shape. */
const ISIN_Q = { ISIN: 'LU0000000001' };
const TRADING_ENDPOINTS: Array<['GET' | 'POST', string, { query?: Record<string, string | number>; body?: unknown }]> = [
  ['POST', '/api/products/search', { body: {} }],
  ['GET', '/api/products/options', {}],
  ['GET', '/api/products/totals', {}],
  ['GET', '/api/products/providers', {}],
  ['GET', '/api/products/notesproviders', {}],
  ['GET', '/api/products/fixedincome', {}],
  ['GET', '/api/products/equities', {}],
  ['GET', '/api/products/rssfeed', {}],
  ['GET', '/api/products/fundfactsheet', { query: ISIN_Q }],
  ['GET', '/api/products/notesfundfactsheet', { query: ISIN_Q }],
  ['GET', '/api/products/fundsummary', { query: ISIN_Q }],
  ['POST', '/api/products/addCart', { body: [{ TradeOptions: 'Amount' }] }],
  ['POST', '/api/products/updateCart', { body: { ID: 1, TradeOptions: 'Amount', TradeValue: 1 } }],
  ['POST', '/api/products/deleteCart', { body: { cartID: 1 } }],
  ['POST', '/api/products/sellCart', { body: { TradeOptions: 'Units' } }],
  ['POST', '/api/products/ProcessTrade', { body: { UserInfo: { PlatformId: 1 } } }],
  ['POST', '/api/products/docusignTrade', { body: { UserInfo: { PlatformId: 1 } } }],
  ['GET', '/api/products/pendingorders', { query: { accountId: 1 } }],
  ['GET', '/api/accounts/holdingtransactions', { query: { accountId: 1 } }],
  ['GET', '/api/watchlist/getlist', {}],
  ['POST', '/api/watchlist/addwatchlist', { body: {} }],
  ['POST', '/api/watchlist/removeWatchlist', { body: { ShoppingBasketId: 1 } }],
  ['POST', '/api/watchlist/editWatchlist', { body: {} }],
  ['POST', '/api/watchlist/addclientwatchlist', { body: { CurrentUserBostonId: 'B1', ClientBostonIds: ['B2'], FundId: 1 } }],
  ['GET', '/api/watchlist/clientlist', { query: ISIN_Q }],
  ['GET', '/api/alerts', {}],
  ['POST', '/api/alerts/save', { body: {} }],
];
const INJECTIONS = [`' OR 1=1 --`, '<script>alert(1)</script>', '{"$ne":null}', '\u202Edmoclient'];
import { accountIdOf, dialects, userIdOf, withApp } from './support/testApp';

interface Item {
  [k: string]: unknown;
  ISIN: string;
  FundName: string;
  ProductType: string;
  YTD: number | null;
  NAV: number | null;
  FundId: number;
}

describe.each(dialects)('trading: products, fact sheets, watchlist and alerts on %s', (dialect) => {
  const t = withApp(dialect);
  const tokens: Record<string, string> = {};
  const isinOf = async (name: string) =>
    (await t.db.kysely.selectFrom('products').select('isin').where('name', '=', name).executeTakeFirstOrThrow()).isin;

  beforeAll(async () => {
    for (const u of ['dmoclient', 'dmoclient2', 'dmoconsultant', 'dmoadmin', 'dmoreadonly', 'dmomaster']) tokens[u] = await t.login(u);
  }, 60_000);

  const search = (body: unknown, token = tokens.dmoclient) => t.post('/api/products/search', body, { token });

  describe('products search', () => {
    it('pages 20 by default, sorted by YTD ascending, with the total count', async () => {
      const res = expectData(await search({}));
      expect(res.TotalCount).toBe(65);
      expect(res.Items).toHaveLength(20);
      expect(res).toMatchObject({ PageNumber: 1, PageSize: 20 });
      const ytd = res.Items.map((i: Item) => i.YTD);
      expect(ytd).toEqual([...ytd].sort((a: number, b: number) => a - b));
    });

    it('filters by type, currency, provider and text, and pages on', async () => {
      const funds = expectData(
        await search({ searchCriteria: { ProductType: 'Fund' }, pagingInfo: { PageSize: 5, PageNumber: 2, SortBy: 'FundName' } }),
      );
      expect(funds.TotalCount).toBe(12);
      expect(funds.Items).toHaveLength(5);
      expect(funds.Items.every((i: Item) => i.ProductType === 'Fund')).toBe(true);
      const names = funds.Items.map((i: Item) => i.FundName.toLowerCase());
      expect(names).toEqual([...names].sort());
      const usd = expectData(
        await search({ searchCriteria: { Currency: ['USD'], ProductType: ['Equities', 'Bonds'] }, pagingInfo: { PageSize: -1 } }),
      );
      expect(usd.Items.length).toBe(usd.TotalCount);
      expect(usd.Items.every((i: Item) => i.Currency === 'USD' && ['Equities', 'Bonds'].includes(i.ProductType))).toBe(true);
      // Every word must start a word of the name, provider, category or ISIN.
      const text = expectData(await search({ searchCriteria: { Text: 'halvern glob' } }));
      expect(text.Items.map((i: Item) => i.FundName).sort()).toEqual([
        'Halvern Reade Conservative Allocation Fund A Acc EUR',
        'Halvern Reade Global Balanced Fund A Acc EUR',
        'Halvern Reade Global Equity Fund A Acc EUR',
      ]);
      expect(expectData(await search({ searchCriteria: { Text: 'HALVERN eq' } })).Items.map((i: Item) => i.FundName)).toEqual([
        'Halvern Reade Global Equity Fund A Acc EUR',
      ]);
      expect(expectData(await search({ searchCriteria: { Text: 'alvern' } })).TotalCount).toBe(0);
      const byIsin = await isinOf('Solvena Pharma AG');
      expect(expectData(await search({ searchCriteria: { Text: byIsin.slice(0, 6) } })).Items.map((i: Item) => i.ISIN)).toContain(byIsin);
      const provider = expectData(await search({ searchCriteria: { Provider: 'Pellucid Index Shares' }, pagingInfo: { PageSize: -1 } }));
      expect(provider.TotalCount).toBe(5);
      expect(provider.Items.every((i: Item) => i.Provider === 'Pellucid Index Shares')).toBe(true);
    });

    it('gives structured notes all at once with size -1, sorted descending on request, missing values last', async () => {
      const notes = expectData(
        await search({
          searchCriteria: { ProductType: 'Hybrid, Structured Instruments' },
          pagingInfo: { PageSize: -1, SortBy: 'OneYear', SortOrder: 'desc' },
        }),
      );
      expect(notes.Items).toHaveLength(8);
      const values = notes.Items.map((i: Item) => i.OneYear);
      expect(values).toEqual([...values].sort((a: number, b: number) => b - a));
      const all = expectData(await search({ pagingInfo: { PageSize: -1, SortBy: 'NAV' } }));
      expect(all.Items[all.Items.length - 1].NAV).toBeNull();
    });

    it("computes each item's returns from the price history", async () => {
      const code = await isinOf('Halvern Reade Global Equity Fund A Acc EUR');
      const [item] = expectData(await search({ searchCriteria: { Text: code } })).Items;
      const product = await t.db.kysely.selectFrom('products').select('id').where('isin', '=', code).executeTakeFirstOrThrow();
      const prices = await t.db.kysely
        .selectFrom('prices')
        .select(['price_date as date', 'nav'])
        .where('product_id', '=', product.id)
        .orderBy('price_date')
        .execute();
      const expected = periodReturns(prices);
      for (const k of RETURN_PERIODS) expect(item[k]).toBe(expected[k]);
      expect(item.NAV).toBe(prices[prices.length - 1].nav);
      expect(item.ThreeYears).not.toBeNull();
    });

    it('refuses a bad paging request and needs a token', async () => {
      expectError(await search({ pagingInfo: { PageSize: 0 } }), 400);
      expectError(await search({ pagingInfo: { SortBy: 'Colour' } }), 400);
      expectError(await t.post('/api/products/search', {}), 401);
    });
  });

  describe('product lists', () => {
    it('options list the filter choices', async () => {
      const o = expectData(await t.get('/api/products/options', { token: tokens.dmoclient }));
      expect(o.ProductTypes).toEqual(
        expect.arrayContaining([
          'Fund',
          'Equities',
          'Bonds',
          'Fixed Income Bond',
          'Hybrid, Structured Instruments',
          'Exchange Traded Funds (ETF)',
          'Equity Funds',
        ]),
      );
      expect(o.Currencies).toEqual([
        { Currency: 'EUR', CurrencySymbol: '€' },
        { Currency: 'GBP', CurrencySymbol: '£' },
        { Currency: 'USD', CurrencySymbol: '$' },
      ]);
      expect(o.SortBy).toContain('YTD');
      expect(o.PageSize).toBe(20);
    });

    it('totals count the products of each type', async () => {
      const totals = expectData(await t.get('/api/products/totals', { token: tokens.dmoconsultant }));
      expect(totals.Total).toBe(65);
      expect(totals.ByType.reduce((s: number, x: { Total: number }) => s + x.Total, 0)).toBe(65);
      expect(totals.ByType).toEqual(
        expect.arrayContaining([
          { ProductType: 'Hybrid, Structured Instruments', Total: 8 },
          { ProductType: 'Equities', Total: 9 },
        ]),
      );
    });

    it('providers, notes providers, fixed income and equities list their products', async () => {
      const providers = expectData(await t.get('/api/products/providers', { token: tokens.dmoclient }));
      expect(providers.map((p: { Provider: string }) => p.Provider)).toContain('Halvern Reade Asset Management');
      const notes = expectData(await t.get('/api/products/notesproviders', { token: tokens.dmoclient }));
      expect(notes.map((p: { Provider: string }) => p.Provider).sort()).toEqual([
        'Banque Orvelle SA',
        'Kellgren Markets plc',
        'Vestholm Bank AG',
      ]);
      const bonds = expectData(await t.get('/api/products/fixedincome', { token: tokens.dmoclient }));
      expect(bonds).toHaveLength(14);
      expect(
        bonds.every((b: { Coupon: number | null; TradeOptions: string[] }) => b.Coupon !== null && b.TradeOptions.join() === 'Units'),
      ).toBe(true);
      const equities = expectData(await t.get('/api/products/equities', { token: tokens.dmoclient }));
      expect(equities).toHaveLength(9);
    });
  });

  describe('rss feed', () => {
    it("is an RSS 2.0 channel of the latest prices for the caller's brand, largest moves first, linking to its portal", async () => {
      const res = await t.get('/api/products/rssfeed', { token: tokens.dmoclient });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0">/);
      expect(res.text).toContain('<title>Demo Wealth — latest prices</title>');
      expect(res.text).toContain(`<link>${brandOrigin(t.config, t.app.brandByCode('dmo')!.brand)}/</link>`);
      const nbc = await t.get('/api/products/rssfeed', { token: await t.login('nbcclient', NBC_HOST), host: NBC_HOST });
      expect(nbc.text).toContain('<title>Northbridge Capital — latest prices</title>');
      // One item per product priced on the latest price date, as the database has them.
      const latest = await t.db.kysely
        .selectFrom('prices')
        .select((eb) => eb.fn.max('price_date').as('d'))
        .executeTakeFirstOrThrow();
      const pricedThen = await t.db.kysely
        .selectFrom('prices')
        .innerJoin('products', 'products.id', 'prices.product_id')
        .select(['products.name', 'products.isin', 'products.currency', 'prices.nav'])
        .where('prices.price_date', '=', String(latest.d))
        .execute();
      const titles = [...res.text.matchAll(/<item>\n<title>([^<]*)<\/title>/g)].map((m) => m[1]);
      expect(titles).toHaveLength(Math.min(50, pricedThen.length));
      const first = pricedThen.find((p) => titles[0].startsWith(`${p.name}: ${p.currency} `))!;
      expect(first).toBeDefined();
      expect(res.text).toContain(`<guid isPermaLink="false">${first.isin}:${latest.d}</guid>`);
      const moves = titles.map((x) => Math.abs(Number(/\(([+-]?[\d.]+) %\)$/.exec(x)?.[1] ?? 0)));
      expect(moves).toEqual([...moves].sort((a, b) => b - a));
    });
  });

  describe('fact sheets and fund summary', () => {
    it('the fund fact sheet has every section, returns and yearly performance from the prices', async () => {
      const code = await isinOf('Halvern Reade Global Equity Fund A Acc EUR');
      const f = expectData(await t.get('/api/products/fundfactsheet', { token: tokens.dmoclient, query: { ISIN: code } }));
      for (const field of [
        'FundName',
        'Narrative',
        'CategoryIndex',
        'MSrating',
        'MScategory',
        'ISIN',
        'Currency',
        'LatestNav',
        'YTD',
        'TotalNetAssets',
        'InitialInvestment',
        'SubsequentInvestment',
        'InitialFee',
        'ExitFee',
        'ManagementFee',
        'DeferredFee',
        'Stock',
        'Bond',
        'Cash',
        'Other',
        'EquityStyle',
        'BookRatio',
        'EarningRatio',
        'CashFlowRatio',
        'Alpha',
        'Beta',
        'Rsquared',
        'InformationRatio',
        'TrackingError',
        'ThreeYrsSharpeRatio',
        'ThreeYrsStdDev',
        'FundRiskRating',
        'MScategoryRiskAverage',
        'Giant',
        'Large',
        'Medium',
        'Small',
        'Micro',
        'OneYear',
        'FiveYears',
      ]) {
        expect(f[field]).not.toBeNull();
        expect(f[field]).toBeDefined();
      }
      expect(f.Stock + f.Bond + f.Cash + f.Other).toBeCloseTo(100, 1);
      expect(f.TopHoldings).toHaveLength(10);
      expect(f.TopHoldings[0]).toEqual({
        FundName: expect.any(String),
        Sector: expect.any(String),
        Country: expect.any(String),
        Weighting: expect.any(Number),
      });
      expect(f.Sectors.length).toBeGreaterThan(0);
      expect(f.Regions[0]).toEqual({ RegionName: expect.any(String), EquityPercent: expect.any(Number) });
      expect(f.YearlyPerformance.length).toBeGreaterThanOrEqual(6);
      const year = f.YearlyPerformance[f.YearlyPerformance.length - 2];
      expect(year).toMatchObject({
        Year: expect.any(Number),
        FundValueYear: expect.any(Number),
        FundGrowthValue: expect.any(Number),
        EndDate: expect.stringMatching(/-12-/),
      });
      expect(year.PercentileRank).toBeGreaterThanOrEqual(1);
      expect(year.PercentileRank).toBeLessThanOrEqual(100);
      expect(f.PerformanceSeries.length).toBeGreaterThan(55);
      expect(f.PerformanceSeries[0].Value).toBe(10_000);
    });

    it('a fund without fact-sheet data still answers with its returns, and sector and region lists empty', async () => {
      const f = expectData(
        await t.get('/api/products/fundfactsheet', { token: tokens.dmoclient, query: { ISIN: await isinOf('Solvena Pharma AG') } }),
      );
      expect(f).toMatchObject({ HasFactSheet: false, Sectors: [], Regions: [], TopHoldings: [] });
      expect(f.OneYear).not.toBeNull();
    });

    it('the notes fact sheet describes a note and refuses other products', async () => {
      const n = expectData(
        await t.get('/api/products/notesfundfactsheet', {
          token: tokens.dmoclient,
          query: { ISIN: await isinOf('Kellgren Markets Equity-Linked Note on Quillon Semiconductors 2028') },
        }),
      );
      expect(n).toMatchObject({
        Issuer: 'Kellgren Markets plc',
        Denomination: 5000,
        MaturityDate: '2028-03-17',
        NeedsDisclaimer: true,
        Currency: 'USD',
      });
      expectError(
        await t.get('/api/products/notesfundfactsheet', { token: tokens.dmoclient, query: { ISIN: await isinOf('Solvena Pharma AG') } }),
        400,
        NOT_A_NOTE_MESSAGE,
      );
    });

    it('the fund summary gives ratings, fees and settlement with the cut-off in GMT+1', async () => {
      const s = expectData(
        await t.get('/api/products/fundsummary', {
          token: tokens.dmoconsultant,
          query: { ISIN: await isinOf('Stenmark & Ivory Euro Liquidity Fund') },
        }),
      );
      expect(s).toMatchObject({
        MSrating: 0,
        InitialFee: 0,
        Tradeable: true,
        CutOffTime: '11:00',
        CutOffTimeZone: 'GMT+1',
        SettlementPeriod: 1,
        BuySettlementPeriod: 1,
        SellSettlementPeriod: 1,
      });
      for (const k of ['PublishCharge', 'ActualCharge', 'ManagementFee', 'ExitFee', 'ThreeYrsStdDev', 'BondStyle'])
        expect(typeof s[k]).toBe('number');
    });

    it('an unknown or malformed ISIN is refused', async () => {
      expectError(await t.get('/api/products/fundfactsheet', { token: tokens.dmoclient, query: { ISIN: 'LU0000000000' } }), 404);
      expectError(await t.get('/api/products/fundsummary', { token: tokens.dmoclient, query: { ISIN: 'nonsense' } }), 400);
    });
  });

  describe('watchlist', () => {
    it("lists dmoclient's watchlist with every field, returns computed", async () => {
      const list = expectData(await t.get('/api/watchlist/getlist', { token: tokens.dmoclient }));
      expect(list).toHaveLength(3);
      for (const item of list) {
        for (const field of [
          'FundName',
          'ISIN',
          'ProductType',
          'FundId',
          'StartDate',
          'ModifiedDate',
          'StampNAV',
          'NAV',
          'Currency',
          'OneDay',
          'OneWeek',
          'OneMonth',
          'ThreeMonths',
          'SixMonths',
          'YTD',
          'OneYear',
          'ThreeYears',
          'FiveYears',
          'ReturnPercent',
          'GainRate',
          'FallRate',
          'ShoppingBasketId',
          'Fees',
        ]) {
          expect(item).toHaveProperty(field);
        }
        expect(item.ReturnPercent).toBeCloseTo((item.NAV / item.StampNAV - 1) * 100, 4);
        expect(item.FallRate).toBeLessThan(0);
      }
    });

    it('adds, edits and removes an item; the fall target is stored negative', async () => {
      const token = tokens.dmoclient2;
      const code = await isinOf('Corvane US Large Cap UCITS ETF (Acc)');
      const added = expectData(await t.post('/api/watchlist/addwatchlist', { ISIN: code }, { token }));
      expect(added).toMatchObject({ ISIN: code, GainRate: 5, FallRate: -5, StampNAV: added.NAV, ReturnPercent: 0 });
      expectError(
        await t.post('/api/watchlist/addwatchlist', { FundId: added.FundId }, { token }),
        409,
        alreadyInWatchlistMessage('Corvane US Large Cap UCITS ETF (Acc)'),
      );
      const edited = expectData(
        await t.post('/api/watchlist/editWatchlist', { ShoppingBasketId: added.ShoppingBasketId, GainRate: 12, FallRate: 7 }, { token }),
      );
      expect(edited).toMatchObject({ GainRate: 12, FallRate: -7 });
      expectError(
        await t.post('/api/watchlist/editWatchlist', { ShoppingBasketId: added.ShoppingBasketId, GainRate: 1001, FallRate: 7 }, { token }),
        400,
        'Gain Target must be a whole percentage from 1 to 1000',
      );
      expectError(
        await t.post('/api/watchlist/editWatchlist', { GainRate: 10, FallRate: 7 }, { token }),
        400,
        'Sorry something went wrong..',
      );
      expectError(
        await t.post(
          '/api/watchlist/editWatchlist',
          { ShoppingBasketId: added.ShoppingBasketId, GainRate: 10, FallRate: 7 },
          { token: tokens.dmoclient },
        ),
        404,
        WATCHLIST_ITEM_NOT_FOUND_MESSAGE,
      );
      expect(expectData(await t.post('/api/watchlist/removeWatchlist', { ShoppingBasketId: added.ShoppingBasketId }, { token }))).toEqual({
        Removed: added.ShoppingBasketId,
        FundName: 'Corvane US Large Cap UCITS ETF (Acc)',
      });
      expect(expectData(await t.get('/api/watchlist/getlist', { token }))).toEqual([]);
      expectError(await t.post('/api/watchlist/removeWatchlist', { ShoppingBasketId: added.ShoppingBasketId }, { token }), 404);
    });

    it("a consultant keeps its own watchlist and adds a fund to its clients' watchlists", async () => {
      const token = tokens.dmoconsultant;
      const code = await isinOf('Pellucid Global Quality Dividend UCITS ETF (Dist)');
      expectData(await t.post('/api/watchlist/addwatchlist', { ISIN: code }, { token }));
      expect(expectData(await t.get('/api/watchlist/getlist', { token })).map((i: Item) => i.ISIN)).toEqual([code]);
      const me = await t.db.kysely
        .selectFrom('users')
        .select('boston_id')
        .where('username', '=', 'dmoconsultant')
        .executeTakeFirstOrThrow();
      const clients = await t.db.kysely
        .selectFrom('users')
        .select(['username', 'boston_id'])
        .where('username', 'in', ['dmoclient', 'dmoclient2', 'dmojoint', 'dmoreadonly'])
        .execute();
      const boston = (u: string) => clients.find((c) => c.username === u)!.boston_id;
      const fundId = (await t.db.kysely.selectFrom('products').select('id').where('isin', '=', code).executeTakeFirstOrThrow()).id;
      const list = expectData(await t.get('/api/watchlist/clientlist', { token, query: { ISIN: code, currency: 'EUR' } }));
      expect(list.map((c: { BostonId: string; InWatchlist: boolean }) => [c.BostonId, c.InWatchlist]).sort()).toEqual(
        [
          [boston('dmoclient'), false],
          [boston('dmoclient2'), false],
          [boston('dmojoint'), false],
        ].sort(),
      );
      const body = {
        CurrentUserBostonId: me.boston_id,
        ClientBostonIds: [boston('dmoclient'), boston('dmoclient2')],
        FundId: fundId,
        NAV: 1,
      };
      expect(expectData(await t.post('/api/watchlist/addclientwatchlist', body, { token }))).toMatchObject({
        Added: body.ClientBostonIds,
        AlreadyInWatchlist: [],
      });
      expect(expectData(await t.post('/api/watchlist/addclientwatchlist', body, { token }))).toMatchObject({
        Added: [],
        AlreadyInWatchlist: body.ClientBostonIds,
      });
      const clientItem = expectData(await t.get('/api/watchlist/getlist', { token: tokens.dmoclient2 })).find((i: Item) => i.ISIN === code);
      expect(clientItem).toMatchObject({ AddedBy: 'Clara Whitfield' });
      expect(clientItem.StampNAV).toBe(clientItem.NAV);
      expectError(
        await t.post('/api/watchlist/addclientwatchlist', { ...body, ClientBostonIds: [boston('dmoreadonly')] }, { token }),
        403,
        MESSAGES.notYourClient,
      );
      expectError(await t.post('/api/watchlist/addclientwatchlist', { ...body, CurrentUserBostonId: boston('dmoclient') }, { token }), 403);
      expectError(await t.post('/api/watchlist/addclientwatchlist', { ...body, ClientBostonIds: [] }, { token }), 400);
      expectError(await t.post('/api/watchlist/addclientwatchlist', body, { token: tokens.dmoclient }), 403, MESSAGES.forbiddenRole);
    });

    it('a read-only client may read but not change its watchlist; a whitelabelmaster has none', async () => {
      expectData(await t.get('/api/watchlist/getlist', { token: tokens.dmoreadonly }));
      expectError(
        await t.post('/api/watchlist/addwatchlist', { ISIN: await isinOf('Solvena Pharma AG') }, { token: tokens.dmoreadonly }),
        403,
        MESSAGES.readOnly,
      );
      expectError(await t.get('/api/watchlist/getlist', { token: tokens.dmomaster }), 403, MESSAGES.forbiddenRole);
      expectError(await t.get('/api/watchlist/getlist'), 401);
    });
  });

  describe('alerts', () => {
    it("lists dmoclient's alerts with the return periods including 10Y, the flags and the history", async () => {
      const alerts = expectData(
        await t.get('/api/alerts', { token: tokens.dmoclient, query: { accountId: await accountIdOf(t.db, 'DMO-100101') } }),
      );
      expect(alerts).toHaveLength(2);
      for (const a of alerts) {
        for (const field of [
          'FundName',
          'ISIN',
          'PurchaseDate',
          'StartValue',
          'CurrentValue',
          'OneDay',
          'FiveYears',
          'TenYears',
          'ReturnPercent',
          'GainRate',
          'FallRate',
          'TradeBuyId',
          'IsFallAutoEmail',
          'IsFallAutoSell',
          'IsAutoReset',
          'IsGainAutoEmail',
          'IsGainAutoSell',
          'IsGainAutoReset',
        ]) {
          expect(a).toHaveProperty(field);
        }
        expect(a).toMatchObject({ GainRate: 15, FallRate: -10, IsGainAutoEmail: true, IsFallAutoEmail: true, IsAutoReset: false });
        expect(a.History.map((h: { State: string }) => h.State)).toEqual(['Updated', 'Created']);
        expect(a.History[0]).toMatchObject({ GainRate: 5, FallRate: -5, NewGainRate: 15, NewFallRate: -10 });
      }
    });

    it('saves new targets and actions with defaults 5/5/5 and records the change in the history', async () => {
      const token = tokens.dmoclient;
      const [alert] = expectData(await t.get('/api/alerts', { token }));
      const saved = expectData(
        await t.post(
          '/api/alerts/save',
          {
            TradeId: alert.TradeBuyId,
            GainRate: 5,
            FallRate: 5,
            AutoResetGainFallValue: 5,
            GainSelection: 3,
            FallSelection: 'No Alert',
          },
          { token },
        ),
      );
      expect(saved).toMatchObject({
        GainRate: 5,
        FallRate: -5,
        AutoResetGainFallValue: 5,
        GainSelection: 3,
        FallSelection: 4,
        IsGainAutoReset: true,
        IsFallAutoEmail: false,
      });
      expect(saved.History[0]).toMatchObject({ State: 'Updated', GainRate: 15, FallRate: -10, NewGainRate: 5, NewFallRate: -5 });
    });

    it("refuses an invalid save with the form's message, a new auto-sell, and someone else's alert", async () => {
      const token = tokens.dmoclient;
      const [alert] = expectData(await t.get('/api/alerts', { token }));
      const base = { TradeId: alert.TradeBuyId, GainRate: 5, FallRate: 5, AutoResetGainFallValue: 5, GainSelection: 1, FallSelection: 1 };
      expectError(
        await t.post('/api/alerts/save', { ...base, GainSelection: 3, AutoResetGainFallValue: undefined }, { token }),
        400,
        'After-Reset Value is required when an action is Reset Alert',
      );
      expectError(
        await t.post('/api/alerts/save', { ...base, FallRate: 150 }, { token }),
        400,
        'Fall Target must be a whole percentage from 1 to 100',
      );
      expectError(await t.post('/api/alerts/save', { ...base, TradeId: undefined }, { token }), 400, 'Sorry something went wrong..');
      expectError(await t.post('/api/alerts/save', { ...base, GainSelection: 2 }, { token }), 400, AUTO_SELL_KEPT_ONLY_MESSAGE);
      expectError(await t.post('/api/alerts/save', base, { token: tokens.dmoclient2 }), 404, ALERT_NOT_FOUND_MESSAGE);
    });

    it("alerts are for clients: advisers' own tokens and whitelabelmaster are refused, read-only clients may only read", async () => {
      expectError(await t.get('/api/alerts', { token: tokens.dmoconsultant }), 403, MESSAGES.forbiddenRole);
      expectError(await t.get('/api/alerts', { token: tokens.dmomaster }), 403, MESSAGES.forbiddenRole);
      expect(expectData(await t.get('/api/alerts', { token: tokens.dmoreadonly }))).toEqual([]);
      expectError(
        await t.post('/api/alerts/save', { TradeId: 1, GainSelection: 4, FallSelection: 4 }, { token: tokens.dmoreadonly }),
        403,
        MESSAGES.readOnly,
      );
      expectError(
        await t.get('/api/alerts', { token: tokens.dmoclient2, query: { accountId: await accountIdOf(t.db, 'DMO-100101') } }),
        403,
      );
    });

    it("a consultant logged in as the client manages the client's alerts", async () => {
      const clientToken = expectData(
        await t.get('/api/authentication/clientaccess', {
          token: tokens.dmoconsultant,
          query: { clientId: await userIdOf(t.db, 'dmoclient') },
        }),
      ).Token;
      const alerts = expectData(await t.get('/api/alerts', { token: clientToken }));
      expect(alerts).toHaveLength(2);
      expectData(
        await t.post('/api/alerts/save', { TradeId: alerts[1].TradeBuyId, GainSelection: 4, FallSelection: 4 }, { token: clientToken }),
      );
    });

    it('nbcclient sees no dmo alerts', async () => {
      expect(expectData(await t.get('/api/alerts', { token: await t.login('nbcclient', NBC_HOST), host: NBC_HOST }))).toEqual([]);
    });
  });

  describe('robustness of the trading endpoints', () => {
    it.each(TRADING_ENDPOINTS)('%s %s needs a token', async (method, path, request) => {
      expectError(await t.call(method, path, request), 401);
      expectError(await t.call(method, path, { ...request, token: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiY2xpZW50In0.c2lnbmF0dXJl' }), 401);
    });

    it.each(TRADING_ENDPOINTS.filter(([m]) => m === 'POST'))('%s %s answers malformed JSON with 400', async (method, path) => {
      expectError(await t.call(method, path, { token: tokens.dmoclient, payload: '{"ISIN": ' }), 400, MESSAGES.malformedJson);
    });

    it.each(INJECTIONS)('refuses or ignores the injection-looking text %j safely, never a 500', async (evil) => {
      const safe = (res: { status: number; body: { Message?: string } }) => {
        expect(res.status).toBeLessThan(500);
        if (res.status >= 400) expect(res.body.Message).not.toContain('<script>');
      };
      safe(await search({ searchCriteria: { Text: evil, Provider: [evil], ProductType: evil } }));
      safe(await t.get('/api/products/fundfactsheet', { token: tokens.dmoclient, query: { ISIN: evil } }));
      safe(
        await t.post('/api/products/addCart', [{ ISIN: evil, TradeOptions: 'Amount', TradeValue: 1000, PlatformId: 1 }], {
          token: tokens.dmoclient,
        }),
      );
      safe(
        await t.post(
          '/api/watchlist/addclientwatchlist',
          { CurrentUserBostonId: evil, ClientBostonIds: [evil], FundId: 1 },
          { token: tokens.dmoconsultant },
        ),
      );
      safe(await t.post('/api/alerts/save', { TradeId: evil, GainSelection: evil, FallSelection: 1 }, { token: tokens.dmoclient }));
    });

    it('refuses a NUL character in search text with 400', async () => {
      expectError(await search({ searchCriteria: { Text: 'fund\u0000' } }), 400);
    });

    it('refuses out-of-range ids with 400', async () => {
      expectError(await t.get('/api/products/pendingorders', { token: tokens.dmoclient, query: { accountId: '2147483648' } }), 400);
      expectError(await t.post('/api/watchlist/removeWatchlist', { ShoppingBasketId: 1e12 }, { token: tokens.dmoclient }), 400);
    });

    it('the OpenAPI document lists every trading route', async () => {
      const paths = Object.keys((await t.get('/api/docs/json')).body.paths);
      for (const [, path] of TRADING_ENDPOINTS) expect(paths).toContain(path);
    });
  });
});
