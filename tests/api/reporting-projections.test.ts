/** @jest-environment node */
import { MESSAGES } from '../../server/lib/http';
import { PROJECTION_TEXTS } from '@/engine/messages/projectionTexts';
import { PROJECTION_YEAR_NAMES } from '@/engine/reporting/projectionYears';
import { expectData, expectError, NBC_HOST } from './support/http';
import { accountIdOf, dialects, userIdOf, withApp } from './support/testApp';

const URL = '/api/accounts/projections';
const RATE_MESSAGE = 'Expected Rate of Return must be between 0 and 100';
const CONTRIBUTION_MESSAGE = 'Yearly Additional Contribution must be between 0 and 10,000,000';
const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;
/** The worked formula, independent of the engine's year-by-year loop: pv·(1+r)ⁿ + pmt·((1+r)ⁿ − 1)/r. */
const futureValue = (pv: number, rate: number, pmt: number, n: number) =>
  rate === 0 ? pv + pmt * n : pv * (1 + rate) ** n + (pmt * ((1 + rate) ** n - 1)) / rate;

interface Holding {
  Id: number;
  Name: string;
  ISIN: string;
  Currency: string;
  CurrencySymbol: string;
  CurrentValue: number;
}
type Projection = Record<string, number | string>;

describe.each(dialects)('reporting: projections on %s', (dialect) => {
  const t = withApp(dialect);
  const tokens: Record<string, string> = {};
  let dmoHoldings: Holding[] = [];
  let nbcHoldings: Holding[] = [];
  let rates: Record<string, number> = {};
  const project = (holdingId: number, query: Record<string, string | number> = {}, token = tokens.dmoclient, host?: string) =>
    t.get(URL, { token, host, query: { holdingId, ...query } });

  beforeAll(async () => {
    for (const u of ['dmoclient', 'dmoclient2', 'dmoreadonly', 'dmoconsultant', 'dmoadmin', 'dmoowner', 'dmomaster', 'dmocompliance'])
      tokens[u] = await t.login(u);
    tokens.nbcclient = await t.login('nbcclient', NBC_HOST);
    tokens.nbcconsultant = await t.login('nbcconsultant', NBC_HOST);
    tokens['dmoconsultant-as-client'] = expectData(
      await t.get('/api/authentication/clientaccess', {
        token: tokens.dmoconsultant,
        query: { clientId: await userIdOf(t.db, 'dmoclient') },
      }),
    ).Token;
    const holdingsOf = async (token: string, number: string, host?: string) =>
      expectData<{ Holdings: Holding[] }>(
        await t.get('/api/accounts/holdings', { token, host, query: { accountId: await accountIdOf(t.db, number) } }),
      ).Holdings;
    dmoHoldings = await holdingsOf(tokens.dmoclient, 'DMO-100101');
    nbcHoldings = await holdingsOf(tokens.nbcclient, 'NBC-200101', NBC_HOST);
    const rows = await t.db.kysely.selectFrom('currency_rates').select(['currency', 'rate_eur']).execute();
    rates = Object.fromEntries(rows.map((r) => [r.currency, r.rate_eur]));
  });

  test('the worked example: the holding grows at 5% with 1,000 added at the end of each year, in the account currency', async () => {
    const holding = dmoHoldings.find((h) => h.Currency === 'EUR')!;
    const [p] = expectData<Projection[]>(await project(holding.Id, { expRatedOfReturn: '5', yearlyContribution: '1000' }));
    const pv = holding.CurrentValue;
    expect(p).toMatchObject({
      HoldingId: holding.Id,
      Name: holding.Name,
      ISIN: holding.ISIN,
      BaseCurrency: 'EUR',
      BaseValue: pv,
      ReferenceCurrency: 'EUR',
      CurrencySymbol: '€',
      CurrentValue: pv,
      ExpRatedOfReturn: 5,
      YearlyContribution: 1000,
    });
    // Year 1 by hand: value × 1.05 + 1,000; year 2: (value × 1.05 + 1,000) × 1.05 + 1,000.
    expect(p.OneYear).toBe(round2(pv * 1.05 + 1000));
    expect(p.TwoYear).toBe(round2((pv * 1.05 + 1000) * 1.05 + 1000));
    PROJECTION_YEAR_NAMES.forEach((name, i) => expect(p[name]).toBeCloseTo(round2(futureValue(pv, 0.05, 1000, i + 1)), 2));
  });

  test('empty inputs count as 0: every year is the current value', async () => {
    const holding = dmoHoldings[0];
    for (const query of [{}, { expRatedOfReturn: '', yearlyContribution: '' }] as Record<string, string>[]) {
      const [p] = expectData<Projection[]>(await project(holding.Id, query));
      expect(p.ExpRatedOfReturn).toBe(0);
      expect(p.YearlyContribution).toBe(0);
      for (const name of PROJECTION_YEAR_NAMES) expect(p[name]).toBe(holding.CurrentValue);
    }
  });

  test("the bounds are the projection form's: 0–100 and 0–10,000,000 pass, anything outside is refused with the schema's message", async () => {
    const id = dmoHoldings[0].Id;
    expectData(await project(id, { expRatedOfReturn: '100', yearlyContribution: '10,000,000' }));
    expectData(await project(id, { expRatedOfReturn: '0', yearlyContribution: '0' }));
    for (const [query, message] of [
      [{ expRatedOfReturn: '100.01' }, RATE_MESSAGE],
      [{ expRatedOfReturn: '-1' }, RATE_MESSAGE],
      [{ expRatedOfReturn: '4.5%' }, RATE_MESSAGE],
      [{ yearlyContribution: '10000000.01' }, CONTRIBUTION_MESSAGE],
      [{ yearlyContribution: '-5' }, CONTRIBUTION_MESSAGE],
      [{ yearlyContribution: 'lots' }, CONTRIBUTION_MESSAGE],
      // Both wrong: the first field's message, as the browser shows it.
      [{ expRatedOfReturn: '101', yearlyContribution: '-5' }, RATE_MESSAGE],
    ] as const)
      expectError(await project(id, query), 400, message);
  });

  test('a holding in another currency is converted through the EUR rates into the account currency (GBP) before it grows', async () => {
    const holding = nbcHoldings.find((h) => h.Currency !== 'GBP')!;
    expect(holding.Currency).toMatch(/^(EUR|USD)$/);
    const [p] = expectData<Projection[]>(
      await project(holding.Id, { expRatedOfReturn: '4.5', yearlyContribution: '250' }, tokens.nbcclient, NBC_HOST),
    );
    const pv = round2((holding.CurrentValue / rates[holding.Currency]) * rates.GBP);
    expect(p).toMatchObject({
      BaseCurrency: holding.Currency,
      BaseValue: holding.CurrentValue,
      ReferenceCurrency: 'GBP',
      CurrencySymbol: '£',
      CurrentValue: pv,
    });
    expect(p.FifteenYear).toBeCloseTo(round2(futureValue(pv, 0.045, 250, 15)), 2);
  });

  test("a consultant's projection is in the default consultant currency (EUR); the client's own is in the account's (GBP)", async () => {
    const holding = nbcHoldings[0];
    const [adviser] = expectData<Projection[]>(await project(holding.Id, { expRatedOfReturn: '3' }, tokens.nbcconsultant, NBC_HOST));
    const pv = round2(holding.CurrentValue / rates[holding.Currency]);
    expect(adviser).toMatchObject({ ReferenceCurrency: 'EUR', CurrencySymbol: '€', CurrentValue: pv });
    expect(adviser.OneYear).toBe(round2(pv * 1.03));
    const [client] = expectData<Projection[]>(await project(holding.Id, { expRatedOfReturn: '3' }, tokens.nbcclient, NBC_HOST));
    expect(client.ReferenceCurrency).toBe('GBP');
  });

  test("the spec's baseCurrency and referenceCurrency are checked when sent; currentValue is the server's own", async () => {
    const holding = dmoHoldings.find((h) => h.Currency === 'EUR')!;
    const ok = { expRatedOfReturn: '2', currentValue: 1, baseCurrency: 'EUR', referenceCurrency: 'EUR' };
    const [p] = expectData<Projection[]>(await project(holding.Id, ok));
    expect(p.CurrentValue).toBe(holding.CurrentValue);
    expectError(await project(holding.Id, { ...ok, baseCurrency: 'USD' }), 400, PROJECTION_TEXTS.baseCurrencyMismatch('EUR'));
    expectError(await project(holding.Id, { ...ok, referenceCurrency: 'GBP' }), 400, PROJECTION_TEXTS.referenceCurrencyMismatch('EUR'));
    expectError(await project(holding.Id, { ...ok, referenceCurrency: 'euro' }), 400);
  });

  test("the holding's client (read-only too), its consultant (also logged in as the client), the brand's admin and owner may project it", async () => {
    const id = dmoHoldings[0].Id;
    for (const u of ['dmoclient', 'dmoconsultant', 'dmoconsultant-as-client', 'dmoadmin', 'dmoowner'])
      expectData(await project(id, {}, tokens[u]));
    const readOnly = await t.db.kysely
      .selectFrom('holdings')
      .select('id')
      .where('account_id', '=', await accountIdOf(t.db, 'DMO-100301'))
      .executeTakeFirstOrThrow();
    expectData(await project(readOnly.id, {}, tokens.dmoreadonly));
  });

  test("another client's holding, another brand's and an unknown holding are refused alike; staff without clients by role", async () => {
    const id = dmoHoldings[0].Id;
    expectError(await project(id, {}, tokens.dmoclient2), 403, PROJECTION_TEXTS.holdingNotFound);
    expectError(await project(nbcHoldings[0].Id, {}, tokens.dmoclient), 403, PROJECTION_TEXTS.holdingNotFound);
    expectError(await project(nbcHoldings[0].Id, {}, tokens.dmoadmin), 403, PROJECTION_TEXTS.holdingNotFound);
    expectError(await project(id, {}, tokens.nbcconsultant, NBC_HOST), 403, PROJECTION_TEXTS.holdingNotFound);
    expectError(await project(2_000_000_000, {}), 403, PROJECTION_TEXTS.holdingNotFound);
    // A token of one brand on another brand's address.
    expectError(await project(nbcHoldings[0].Id, {}, tokens.nbcclient), 403, MESSAGES.wrongBrand);
    for (const u of ['dmomaster', 'dmocompliance']) expectError(await project(id, {}, tokens[u]), 403, MESSAGES.forbiddenRole);
    expectError(await t.get(URL, { query: { holdingId: id } }), 401, MESSAGES.noToken);
    expectError(await t.get(URL, { token: tokens.dmoclient }), 400);
    expectError(await project(0), 400);
  });

  // Last: it revalues a holding of this suite's database.
  test('the worked example in figures: a holding worth exactly 10,000.00 at 5% with 1,000 a year', async () => {
    const fund = await t.db.kysely
      .selectFrom('holdings')
      .innerJoin('products', 'products.id', 'holdings.product_id')
      .select(['holdings.id', 'holdings.product_id'])
      .where('holdings.account_id', '=', await accountIdOf(t.db, 'DMO-100101'))
      .where('products.product_type', '=', 'Fund')
      .where('products.currency', '=', 'EUR')
      .executeTakeFirstOrThrow();
    // 100 units at a newest NAV of 100.00: the holding is worth 10,000.00.
    await t.db.kysely.updateTable('holdings').set({ units: 100 }).where('id', '=', fund.id).execute();
    await t.db.kysely.insertInto('prices').values({ product_id: fund.product_id, price_date: '2099-12-31', nav: 100 }).execute();
    const [p] = expectData<Projection[]>(await project(fund.id, { expRatedOfReturn: '5', yearlyContribution: '1,000' }));
    expect(p.CurrentValue).toBe(10_000);
    // By hand: 10,000 × 1.05 + 1,000 = 11,500; × 1.05 + 1,000 = 13,075; × 1.05 + 1,000 = 14,728.75;
    // 16,465.1875 → 16,465.19; 18,288.446875 → 18,288.45; year 10 28,866.8388… → 28,866.84; year 15 42,367.8453… → 42,367.85.
    expect([p.OneYear, p.TwoYear, p.ThreeYear, p.FourYear, p.FiveYear, p.TenYear, p.FifteenYear]).toEqual([
      11_500, 13_075, 14_728.75, 16_465.19, 18_288.45, 28_866.84, 42_367.85,
    ]);
  });
});
