/** @jest-environment node */
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Db } from '../../../server/db/database';
import { prepareDatabase } from '../../../server/db/setup';
import { apiSerializerCompiler } from '../../../server/lib/apiSchemas';
import { data } from '../../../server/lib/http';
import { catalogueCache, type CatalogueSnapshot } from '../../../server/services/catalogueCache';
import { PRODUCT_LIST_ANSWER, PRODUCT_PAGE_ANSWER, productListJson, productPageJson } from '../../../server/services/productJson';
import { productView } from '../../../server/services/productViews';

let dir: string;
let db: Db;
let snapshot: CatalogueSnapshot;
// What Fastify writes for these answers: the routes' serializer compiler on the same schemas, fed the views.
const compile = apiSerializerCompiler();
const serializePage = compile({ schema: PRODUCT_PAGE_ANSWER });
const serializeList = compile({ schema: PRODUCT_LIST_ANSWER });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-product-json-'));
  db = await prepareDatabase({ databaseUrl: `sqlite:${join(dir, 'products.sqlite')}`, seed: 'demo' });
  snapshot = await catalogueCache(db).snapshot();
}, 60_000);

afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

test('every page of the demo catalogue is, byte for byte, what the answer schema serialises from the product views', () => {
  const { catalogue, rates } = snapshot;
  const all = catalogue.products;
  expect(all.length).toBeGreaterThan(10);
  expect(new Set(all.map((p) => p.row.currency))).toEqual(new Set(['EUR', 'USD', 'GBP']));
  expect(all.some((p) => p.nav === null)).toBe(true);
  for (const size of [1, 7, all.length]) {
    for (let start = 0; start < all.length; start += size) {
      const items = all.slice(start, start + size);
      const page = { TotalCount: all.length, PageNumber: start / size + 1, PageSize: size };
      const expected = serializePage(data({ Items: items.map((p) => productView(p, rates)), ...page }));
      // Twice: the second answer comes from the views kept as JSON.
      expect(productPageJson(items, page, rates).toString('utf8')).toBe(expected);
      expect(productPageJson(items, page, rates).toString('utf8')).toBe(expected);
    }
  }
  const empty = { TotalCount: 0, PageNumber: 1, PageSize: 20 };
  expect(productPageJson([], empty, rates).toString('utf8')).toBe(serializePage(data({ Items: [], ...empty })));
  expect(
    JSON.parse(productPageJson(all.slice(0, 3), empty, rates).toString('utf8')).Data.Items.map((i: { ISIN: string }) => i.ISIN),
  ).toEqual(all.slice(0, 3).map((p) => p.row.isin));
});

test('a list answer is what its schema serialises, and a view follows a changed currency symbol', () => {
  const { catalogue, rates } = snapshot;
  const euros = catalogue.products.filter((p) => p.row.currency === 'EUR');
  expect(productListJson(euros, rates).toString('utf8')).toBe(serializeList(data(euros.map((p) => productView(p, rates)))));
  expect(productListJson([], rates).toString('utf8')).toBe('{"Data":[]}');
  const renamed = new Map(rates);
  renamed.set('EUR', { ...rates.get('EUR')!, symbol: 'EUR€' });
  const answer = JSON.parse(productListJson(euros, renamed).toString('utf8')) as { Data: { CurrencySymbol: string }[] };
  expect(answer.Data.map((v) => v.CurrencySymbol)).toEqual(euros.map(() => 'EUR€'));
  expect(JSON.parse(productListJson(euros, rates).toString('utf8')).Data[0].CurrencySymbol).toBe('€');
});
