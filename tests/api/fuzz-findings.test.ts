/** @jest-environment node */
/**
 * Requests the fuzz suite (fuzz.test.ts) found answered with a 5xx or without a Message, kept as
 * they were generated, each with the answer it must get now.
 */
import { MESSAGES } from '../../server/lib/http';
import { expectError } from './support/http';
import { accountIdOf, dialects, withApp } from './support/testApp';

describe.each(dialects)('inputs the fuzzer found, on %s', (dialect) => {
  const t = withApp(dialect);

  it('a path parameter over 100 characters is refused with 414 and a Message, not Fastify’s own body', async () => {
    const res = await t.get(`/api/content/${'A'.repeat(70_000)}`, { token: await t.login('dmoclient2') });
    expectError(res, 414, MESSAGES.urlTooLong);
  });

  it('a page number of "Infinity" in a product search is refused with 400, not a 500', async () => {
    const res = await t.post(
      '/api/products/search',
      { pagingInfo: { PageNumber: 'Infinity', PageSize: 6 } },
      { token: await t.login('dmoreadonly') },
    );
    expectError(res, 400, 'Invalid body field "pagingInfo/PageNumber": must be a finite number.');
  });

  it.each(['Infinity', '-Infinity', '1e400'])(
    'an id of %s in a query is refused with 400 (Ajv coerces it past the id’s bounds)',
    async (value) => {
      const res = await t.get('/api/accounts/cashposition', { token: await t.login('dmoclient'), query: { accountId: value } });
      expectError(res, 400, 'Invalid query field "accountId": must be a finite number.');
    },
  );

  it('an order amount of "1e400" places no order and reserves nothing', async () => {
    const isin = (
      await t.db.kysely
        .selectFrom('products')
        .select('isin')
        .where('name', '=', 'Halvern Reade Global Equity Fund A Acc EUR')
        .executeTakeFirstOrThrow()
    ).isin;
    const body = {
      PurchasedFunds: [{ ISIN: isin, TradeOptions: 'Amount', TradeValue: '1e400' }],
      SoldFunds: [],
      CheckoutOnline: true,
      CheckoutDocusign: false,
      ConfirmDuplicate: true,
      UserInfo: { PlatformId: await accountIdOf(t.db, 'DMO-100101') },
    };
    const res = await t.post('/api/products/ProcessTrade', body, {
      token: await t.login('dmoclient'),
      headers: { 'idempotency-key': 'fuzz-infinity' },
    });
    expectError(res, 400, 'Invalid body field "PurchasedFunds/0/TradeValue": must be a finite number.');
    expect(await t.db.kysely.selectFrom('orders').select('id').where('idempotency_key', '=', 'fuzz-infinity').execute()).toEqual([]);
  });

  it('a path parameter that is not valid URL encoding is refused with 400 and a Message', async () => {
    expectError(await t.get('/api/studio/versions/%E0%A4%A', { token: await t.login('dmocompliance') }), 400, MESSAGES.badUrl);
  });
});
