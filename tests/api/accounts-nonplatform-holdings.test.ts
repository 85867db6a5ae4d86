/** @jest-environment node */
import { MESSAGES } from '../../server/lib/http';
import {
  NON_PLATFORM_ADVISER_ONLY_MESSAGE,
  NON_PLATFORM_DATE_MESSAGE,
  NON_PLATFORM_HOLDING_NOT_FOUND_MESSAGE,
  NON_PLATFORM_NAME_MESSAGE,
  NON_PLATFORM_SELL_CLIENT_ONLY_MESSAGE,
  NON_PLATFORM_SELL_UNITS_MESSAGE,
  NON_PLATFORM_UNITS_MESSAGE,
  NON_PLATFORM_VALUE_MESSAGE,
  nonPlatformCurrencyMessage,
  nonPlatformDuplicateSellMessage,
  nonPlatformSellRequestedMessage,
} from '../../server/services/nonPlatformHoldings';
import { expectData, expectError, NBC_HOST } from './support/http';
import { accountIdOf, dialects, userIdOf, withApp } from './support/testApp';

const URL = '/api/accounts/nonplatformholdings';
const SAVINGS = 'Nordhaven Bank Savings Plan Global Equity';
const TREASURY = 'Brightwater US Treasury Bond Fund';
const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

interface Item {
  Id: number;
  Name: string;
  ISIN: string | null;
  Provider: string;
  Currency: string;
  Units: number;
  Value: number;
  ValuationDate: string;
  SellRequests: { Units: number; Status: string }[];
}
interface Answer {
  Holdings: Item[];
  Totals: { Currency: string; CurrencySymbol: string; Value: number };
}

describe.each(dialects)('accounts: non-platform holdings on %s', (dialect) => {
  const t = withApp(dialect);
  const tokens: Record<string, string> = {};
  let main = 0;
  let other = 0;
  const valid = () => ({
    Name: 'Aldermoor Pension Fund',
    ISIN: 'GB00B03MLX29',
    Provider: 'Aldermoor Life',
    Currency: 'GBP',
    Units: 150.25,
    Value: 21_000.456,
    ValuationDate: '2026-06-30',
  });
  const list = async (token = tokens.dmoclient, accountId = main) => expectData<Answer>(await t.get(URL, { token, query: { accountId } }));

  beforeAll(async () => {
    for (const u of ['dmoclient', 'dmoclient2', 'dmoconsultant', 'dmoadmin', 'dmoowner', 'dmoreadonly', 'dmomaster', 'dmohq'])
      tokens[u] = await t.login(u);
    tokens.nbcconsultant = await t.login('nbcconsultant', NBC_HOST);
    main = await accountIdOf(t.db, 'DMO-100101');
    other = await accountIdOf(t.db, 'DMO-100201');
    const clientId = await userIdOf(t.db, 'dmoclient');
    tokens['dmoconsultant-as-client'] = expectData(
      await t.get('/api/authentication/clientaccess', { token: tokens.dmoconsultant, query: { clientId } }),
    ).Token;
  });

  test('the client sees the seeded holdings held elsewhere with the total in the account currency through the EUR rates', async () => {
    const answer = await list();
    expect(answer.Holdings.map((h) => [h.Name, h.Provider, h.Currency, h.Units, h.Value, h.ISIN])).toEqual([
      [TREASURY, 'Calloway Brokerage', 'USD', 1200, 13404, 'IE00B4613386'],
      [SAVINGS, 'Nordhaven Bank', 'EUR', 312.5, 48750.2, null],
    ]);
    expect(answer.Totals).toEqual({ Currency: 'EUR', CurrencySymbol: '€', Value: round2(48750.2 + 13404 / 1.0865) });
    expect(answer.Holdings.every((h) => /^\d{4}-\d{2}-\d{2}$/.test(h.ValuationDate) && h.SellRequests.length === 0)).toBe(true);
    expect(await list(tokens.dmoclient2, other)).toEqual({ Holdings: [], Totals: { Currency: 'EUR', CurrencySymbol: '€', Value: 0 } });
  });

  test('advisers of the client read them; anyone else is refused', async () => {
    for (const u of ['dmoconsultant', 'dmoadmin', 'dmoowner', 'dmoconsultant-as-client'])
      expect((await list(tokens[u])).Holdings).toHaveLength(2);
    for (const u of ['dmoclient2', 'dmohq', 'dmomaster'])
      expectError(await t.get(URL, { token: tokens[u], query: { accountId: main } }), 403, MESSAGES.notYourAccount);
    expectError(
      await t.get(URL, { token: tokens.nbcconsultant, host: NBC_HOST, query: { accountId: main } }),
      403,
      MESSAGES.notYourAccount,
    );
    expectError(await t.get(URL, { token: tokens.dmoclient, host: NBC_HOST, query: { accountId: main } }), 403, MESSAGES.wrongBrand);
    expectError(await t.get(URL, { query: { accountId: main } }), 401);
    expectError(await t.get(URL, { token: tokens.dmoclient }), 400);
  });

  test('advisers add, update and remove; the client alone, read-only and other advisers may not', async () => {
    for (const u of ['dmoclient', 'dmomaster'])
      expectError(
        await t.post(`${URL}/add`, { AccountId: main, ...valid() }, { token: tokens[u] }),
        403,
        NON_PLATFORM_ADVISER_ONLY_MESSAGE,
      );
    expectError(await t.post(`${URL}/add`, { AccountId: main, ...valid() }, { token: tokens.dmoreadonly }), 403, MESSAGES.readOnly);
    expectError(await t.post(`${URL}/add`, { AccountId: main, ...valid() }, { token: tokens.dmohq }), 403, MESSAGES.notYourAccount);

    const added = expectData<Answer>(await t.post(`${URL}/add`, { AccountId: main, ...valid() }, { token: tokens.dmoconsultant }));
    const item = added.Holdings.find((h) => h.Name === 'Aldermoor Pension Fund')!;
    expect(item).toMatchObject({
      ISIN: 'GB00B03MLX29',
      Provider: 'Aldermoor Life',
      Currency: 'GBP',
      Units: 150.25,
      Value: 21000.46,
      ValuationDate: '2026-06-30',
    });
    expect(added.Totals.Value).toBe(round2(48750.2 + 13404 / 1.0865 + 21000.46 / 0.8534));
    const consultantId = await userIdOf(t.db, 'dmoconsultant');
    expect(
      await t.db.kysely
        .selectFrom('non_platform_holdings')
        .select(['recorded_by', 'impersonator_id', 'removed_at'])
        .where('id', '=', item.Id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ recorded_by: consultantId, impersonator_id: null, removed_at: null });

    const updated = expectData<Answer>(
      await t.post(
        `${URL}/update`,
        { Id: item.Id, ...valid(), Name: '  Aldermoor Pension Fund II ', ISIN: null, Units: 100, Value: 0 },
        { token: tokens['dmoconsultant-as-client'] },
      ),
    );
    expect(updated.Holdings.find((h) => h.Id === item.Id)).toMatchObject({
      Name: 'Aldermoor Pension Fund II',
      ISIN: null,
      Units: 100,
      Value: 0,
    });
    expect(
      await t.db.kysely
        .selectFrom('non_platform_holdings')
        .select(['recorded_by', 'impersonator_id'])
        .where('id', '=', item.Id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ recorded_by: consultantId, impersonator_id: consultantId });
    expectError(
      await t.post(`${URL}/update`, { Id: item.Id, ...valid() }, { token: tokens.dmoclient }),
      403,
      NON_PLATFORM_ADVISER_ONLY_MESSAGE,
    );

    for (const u of ['dmoadmin', 'dmoowner']) {
      const a = expectData<Answer>(
        await t.post(`${URL}/add`, { AccountId: main, ...valid(), Name: `Added by ${u}` }, { token: tokens[u] }),
      );
      const id = a.Holdings.find((h) => h.Name === `Added by ${u}`)!.Id;
      const removed = expectData<Answer>(await t.post(`${URL}/delete`, { Id: id }, { token: tokens[u] }));
      expect(removed.Holdings.some((h) => h.Id === id)).toBe(false);
      expectError(await t.post(`${URL}/delete`, { Id: id }, { token: tokens[u] }), 404, NON_PLATFORM_HOLDING_NOT_FOUND_MESSAGE);
    }
    expectError(await t.post(`${URL}/delete`, { Id: item.Id }, { token: tokens.dmoclient }), 403, NON_PLATFORM_ADVISER_ONLY_MESSAGE);
    expectData(await t.post(`${URL}/delete`, { Id: item.Id }, { token: tokens.dmoconsultant }));
    expect((await list()).Holdings.map((h) => h.Name)).toEqual([TREASURY, SAVINGS]);
  });

  test('the server enforces the bounds: units above 0, value 0 or more, name 1 to 120 characters, a known currency, a past date', async () => {
    const add = (patch: Record<string, unknown>) =>
      t.post(`${URL}/add`, { AccountId: main, ...valid(), ...patch }, { token: tokens.dmoconsultant });
    expectError(await add({ Units: 0 }), 400, NON_PLATFORM_UNITS_MESSAGE);
    expectError(await add({ Units: -3 }), 400, NON_PLATFORM_UNITS_MESSAGE);
    expectError(await add({ Value: -0.01 }), 400, NON_PLATFORM_VALUE_MESSAGE);
    expectError(await add({ Name: '   ' }), 400, NON_PLATFORM_NAME_MESSAGE);
    expectError(await add({ Name: 'x'.repeat(121) }), 400, NON_PLATFORM_NAME_MESSAGE);
    expectError(await add({ Name: '' }), 400);
    expectError(await add({ Currency: 'CHF' }), 400, nonPlatformCurrencyMessage(['EUR', 'GBP', 'USD']));
    expectError(await add({ ValuationDate: '2999-01-01' }), 400, NON_PLATFORM_DATE_MESSAGE);
    expectError(await add({ ValuationDate: '2026-02-30' }), 400, NON_PLATFORM_DATE_MESSAGE);
    expectError(await add({ ISIN: 'not an isin' }), 400);
    expectError(await add({ Units: 'many' }), 400);
    expectError(await add({ Extra: 1 }), 400);
    expectError(await t.post(`${URL}/add`, { ...valid() }, { token: tokens.dmoconsultant }), 400);
    const ok = expectData<Answer>(await add({ Name: 'y'.repeat(120), Value: 0 }));
    const id = ok.Holdings.find((h) => h.Name === 'y'.repeat(120))!.Id;
    expectData(await t.post(`${URL}/delete`, { Id: id }, { token: tokens.dmoconsultant }));
    expect((await list()).Holdings).toHaveLength(2);
  });

  test('the client requests a sale: recorded, confirmed by e-mail to client and adviser, and a second identical request is refused', async () => {
    const treasury = (await list()).Holdings.find((h) => h.Name === TREASURY)!;
    const mailsBefore = await t.db.kysely.selectFrom('email_outbox').select('id').where('kind', '=', 'nonplatform-sell').execute();
    expectError(
      await t.post(`${URL}/sell`, { Id: treasury.Id }, { token: tokens.dmoconsultant }),
      403,
      NON_PLATFORM_SELL_CLIENT_ONLY_MESSAGE,
    );
    expectError(await t.post(`${URL}/sell`, { Id: treasury.Id }, { token: tokens.dmoreadonly }), 403, MESSAGES.readOnly);
    expectError(await t.post(`${URL}/sell`, { Id: treasury.Id }, { token: tokens.dmoclient2 }), 403, MESSAGES.notYourAccount);
    expectError(
      await t.post(`${URL}/sell`, { Id: treasury.Id, Units: 1200.5 }, { token: tokens.dmoclient }),
      400,
      NON_PLATFORM_SELL_UNITS_MESSAGE,
    );
    expectError(
      await t.post(`${URL}/sell`, { Id: treasury.Id, Units: 0 }, { token: tokens.dmoclient }),
      400,
      NON_PLATFORM_SELL_UNITS_MESSAGE,
    );
    expectError(await t.post(`${URL}/sell`, { Id: 999_999 }, { token: tokens.dmoclient }), 404, NON_PLATFORM_HOLDING_NOT_FOUND_MESSAGE);

    const answer = expectData(await t.post(`${URL}/sell`, { Id: treasury.Id }, { token: tokens.dmoclient }));
    expect(answer).toMatchObject({
      HoldingId: treasury.Id,
      Name: TREASURY,
      Units: 1200,
      Status: 'Requested',
      Message: nonPlatformSellRequestedMessage(TREASURY),
    });
    const stored = await t.db.kysely
      .selectFrom('non_platform_sell_instructions')
      .selectAll()
      .where('id', '=', answer.Id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      holding_id: treasury.Id,
      account_id: main,
      user_id: await userIdOf(t.db, 'dmoclient'),
      impersonator_id: null,
      units: 1200,
      status: 'Requested',
    });
    const mails = await t.db.kysely.selectFrom('email_outbox').selectAll().where('kind', '=', 'nonplatform-sell').orderBy('id').execute();
    expect(mails.slice(mailsBefore.length).map((m) => [m.to_address, m.subject])).toEqual([
      ['dmoclient@dmo.example.com', `Sale requested: ${TREASURY}`],
      ['dmoconsultant@dmo.example.com', `Client sale request: ${TREASURY}`],
    ]);

    expectError(
      await t.post(`${URL}/sell`, { Id: treasury.Id }, { token: tokens.dmoclient }),
      409,
      nonPlatformDuplicateSellMessage(TREASURY),
    );
    expectError(
      await t.post(`${URL}/sell`, { Id: treasury.Id, Units: 1200 }, { token: tokens['dmoconsultant-as-client'] }),
      409,
      nonPlatformDuplicateSellMessage(TREASURY),
    );
    const partial = expectData(await t.post(`${URL}/sell`, { Id: treasury.Id, Units: 200 }, { token: tokens['dmoconsultant-as-client'] }));
    expect(
      await t.db.kysely
        .selectFrom('non_platform_sell_instructions')
        .select('impersonator_id')
        .where('id', '=', partial.Id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ impersonator_id: await userIdOf(t.db, 'dmoconsultant') });

    const shown = (await list()).Holdings.find((h) => h.Id === treasury.Id)!;
    expect(shown.SellRequests.map((r) => [r.Units, r.Status])).toEqual([
      [1200, 'Requested'],
      [200, 'Requested'],
    ]);
  });

  test('removing a holding cancels its open sale requests', async () => {
    const added = expectData<Answer>(
      await t.post(`${URL}/add`, { AccountId: main, ...valid(), Name: 'To be transferred' }, { token: tokens.dmoconsultant }),
    );
    const id = added.Holdings.find((h) => h.Name === 'To be transferred')!.Id;
    const req = expectData(await t.post(`${URL}/sell`, { Id: id }, { token: tokens.dmoclient }));
    expectData(await t.post(`${URL}/delete`, { Id: id }, { token: tokens.dmoconsultant }));
    expect(
      await t.db.kysely
        .selectFrom('non_platform_sell_instructions')
        .select(['status', 'open_key'])
        .where('id', '=', req.Id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'Cancelled', open_key: null });
    expectError(await t.post(`${URL}/sell`, { Id: id }, { token: tokens.dmoclient }), 404, NON_PLATFORM_HOLDING_NOT_FOUND_MESSAGE);
  });
});
