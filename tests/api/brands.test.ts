/** @jest-environment node */
import brands from '../../schemas/brands/brands.json';
import { MESSAGES } from '../../server/lib/http';
import { expectData, expectError } from './support/http';
import { dialects, withApp } from './support/testApp';

// Generated brands (after the hand-written head): one picked from the middle and the last, and one
// whose live label is longer than its sandbox code.
const middle = brands[120];
const last = brands[brands.length - 1];
const differing = brands.slice(17).find((b) => b.liveSubDomain !== b.sandboxSubDomain)!;
const idOf = (code: string) => brands.findIndex((b) => b.code === code) + 1;

/** The SQL of every query any Kysely executor of the process runs while `during` runs. */
async function queriesDuring(db: { kysely: { getExecutor(): object } }, during: () => Promise<void>): Promise<string[]> {
  let proto: object | null = db.kysely.getExecutor();
  while (proto && !Object.prototype.hasOwnProperty.call(proto, 'executeQuery')) proto = Object.getPrototypeOf(proto);
  const spy = jest.spyOn(proto as { executeQuery(...args: unknown[]): unknown }, 'executeQuery');
  try {
    await during();
    return spy.mock.calls.map(([query]) => (query as { sql: string }).sql);
  } finally {
    spy.mockRestore();
  }
}

describe.each(dialects)('the catalogue of about 200 brands on %s', (dialect) => {
  const t = withApp(dialect, { seed: 'none' });

  it('seeds one white_labels row per catalogue brand, in catalogue order', async () => {
    const rows = await t.db.kysely.selectFrom('white_labels').select(['id', 'code', 'name']).orderBy('id').execute();
    expect(rows).toEqual(brands.map((b, i) => ({ id: i + 1, code: b.code, name: b.name })));
    expect(rows).toHaveLength(200);
  });

  it.each([middle, last])('answers the sandbox host of $code with its own generated brand, $name', async (brand) => {
    const data = expectData(await t.get('/api/whitelabel', { host: `${brand.sandboxSubDomain}.localhost:8080` }));
    expect(data).toEqual({ ...brand, WhiteLabelId: idOf(brand.code) });
    expect(expectData(await t.get('/api/clients/getfooterinfo', { host: `${brand.sandboxSubDomain}.localhost` }))).toMatchObject({
      ContactEmail: brand.contactEmail,
      ContactPhone: brand.contactPhone,
      CompanyName: brand.readable,
    });
  });

  it('does not know a generated brand by its live label outside production', async () => {
    expectError(await t.get('/api/whitelabel', { host: `${differing.liveSubDomain}.localhost` }), 404, MESSAGES.unknownBrand);
  });

  it('resolves 2,000 requests to 200 brands and unknown hosts without a query of their own (O(1) lookup, no database)', async () => {
    const hosts = Array.from({ length: 2_000 }, (_, i) =>
      i % 4 === 3 ? `unknown${i}.localhost` : `${brands[(i * 37) % brands.length].sandboxSubDomain}.localhost:${8000 + i}`,
    );
    let answered = 0;
    const queries = await queriesDuring(t.db, async () => {
      for (const host of hosts) {
        const res = await t.get('/api/whitelabel', { host });
        if (res.status === 200) answered += 1;
      }
    });
    expect(answered).toBe(1_500);
    // The only reads are the studio's publication poll (at most one a second, server/services/studioServe.ts).
    expect(queries.filter((sql) => !/from "studio_audit"/.test(sql))).toEqual([]);
    expect(queries.length).toBeLessThan(20);
  });

  it('counts queries when there are some (the counter works)', async () => {
    const queries = await queriesDuring(t.db, async () => {
      await t.db.kysely.selectFrom('white_labels').select('id').execute();
    });
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/from "white_labels"/);
  });
});

describe.each(dialects)('generated brands with PORTAL_ENV=production on %s', (dialect) => {
  const t = withApp(dialect, { seed: 'none', config: { portalEnv: 'production' } });

  it('finds a generated brand by its longer live label, and no longer by its sandbox code', async () => {
    const data = expectData(await t.get('/api/whitelabel', { host: `${differing.liveSubDomain}.portal.example.com` }));
    expect(data).toMatchObject({ code: differing.code, WhiteLabelId: idOf(differing.code) });
    expectError(await t.get('/api/whitelabel', { host: `${differing.sandboxSubDomain}.portal.example.com` }), 404, MESSAGES.unknownBrand);
  });
});
