/** @jest-environment node */
/**
 * Requests the fuzz suite (fuzz.test.ts) found answered with a 5xx or without a Message, kept as
 * they were generated, each with the answer it must get now.
 */
import { MESSAGES } from '../../server/lib/http';
import { expectError } from './support/http';
import { accountIdOf, dialects, withApp } from './support/testApp';

type Schema = Record<string, unknown>;
type OpenApi = { paths: Record<string, Record<string, Schema>>; components: { schemas: Record<string, Schema> } };

/**
 * Where a request may carry an integer with no upper bound (path, query and body of every route of
 * the OpenAPI document): such a number reaches PostgreSQL's integer columns as "out of range".
 * `allOf` and a `$ref` narrow by the types beside them; an `enum` is a bound.
 */
function unboundedIntegers(doc: OpenApi): string[] {
  const found: string[] = [];
  const walk = (node: unknown, where: string, allowed: unknown[] | undefined, seen: string[]) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}/${i}`, allowed, seen));
    const n = node as Schema;
    const types = n.type === undefined ? allowed : ([] as unknown[]).concat(n.type).filter((x) => !allowed || allowed.includes(x));
    if (typeof n.$ref === 'string') {
      const name = n.$ref.split('/').pop()!;
      if (!seen.includes(name)) walk(doc.components.schemas[name], where, types, [...seen, name]);
      return;
    }
    const bounded = n.maximum !== undefined || n.exclusiveMaximum !== undefined || n.enum !== undefined;
    if (types?.includes('integer') && !bounded) found.push(where);
    for (const [key, value] of Object.entries(n))
      if (key === 'allOf') walk(value, `${where}/allOf`, bounded ? types?.filter((x) => x !== 'integer') : types, seen);
      else if (key !== 'examples' && key !== 'default' && key !== 'enum' && key !== 'const')
        walk(value, `${where}/${key}`, undefined, seen);
  };
  for (const [path, operations] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(operations)) {
      for (const p of (op.parameters ?? []) as Schema[])
        walk(p.schema, `${method.toUpperCase()} ${path} ${String(p.in)} ${String(p.name)}`, undefined, []);
      walk((op.requestBody as Schema | undefined)?.content, `${method.toUpperCase()} ${path} body`, undefined, []);
    }
  return found;
}

describe.each(dialects)('inputs the fuzzer found, on %s', (dialect) => {
  const t = withApp(dialect);

  it('a form version of 1.7976931348623157e+308 is refused with 400, not a 500 from PostgreSQL', async () => {
    const res = await t.get('/api/schemas/forms/kyc/versions/1.7976931348623157e%2B308', { token: await t.login('dmoconsultant') });
    expectError(res, 400, 'Invalid params field "version": must be <= 2147483647.');
  });

  it('no request takes an integer without an upper bound, so none reaches the database out of range', () => {
    expect(unboundedIntegers(t.app.swagger() as unknown as OpenApi)).toEqual([]);
  });

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
