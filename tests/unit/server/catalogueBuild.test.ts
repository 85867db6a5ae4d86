/** @jest-environment node */
import { mkdtempSync, rmSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import type { Db } from '../../../server/db/database';
import { prepareDatabase } from '../../../server/db/setup';
import { catalogueCache } from '../../../server/services/catalogueCache';
import { periodReturns } from '@/engine/trading/periodReturns';
import { yearlyPerformance } from '@/engine/trading/yearlyPerformance';
import type { PricePoint } from '@/engine/trading/priceSeries';

// More products than one read of the build takes (it reads prices by slices of products), each with its own prices.
const EXTRA = 2_345;
let dir: string;
let db: Db;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-catalogue-'));
  db = await prepareDatabase({ databaseUrl: `sqlite:${join(dir, 'catalogue.sqlite')}`, seed: 'demo' });
  const sqlite = db.sqlite!;
  const template = sqlite.prepare("SELECT * FROM products WHERE product_type LIKE '%Fund%' ORDER BY id LIMIT 1").get() as Record<
    string,
    unknown
  >;
  const cols = Object.keys(template).filter((c) => c !== 'id');
  const insert = sqlite.prepare(
    `INSERT INTO products (${cols.map((c) => `"${c}"`).join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')})`,
  );
  const price = sqlite.prepare('INSERT INTO prices (product_id, price_date, nav) VALUES (?, ?, ?)');
  sqlite.transaction(() => {
    for (let i = 0; i < EXTRA; i++) {
      const row = { ...template, isin: `XT${String(i).padStart(9, '0')}0`, name: `Slice Fund ${i}` } as Record<string, unknown>;
      delete row.id;
      // Every tenth product has no fact sheet, every seventh no prices; the rest a price a month, moving with i.
      if (i % 10 === 0) row.factsheet_json = null;
      const id = Number(insert.run(row).lastInsertRowid);
      if (i % 7 === 0) continue;
      for (let m = 0; m < 30; m++) price.run(id, `${2024 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-28`, 100 + i + m);
    }
  })();
}, 60_000);

afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

test('each product of a catalogue larger than one read has its own latest NAV, returns and year ends, and its fact sheet when asked', async () => {
  const catalogue = await catalogueCache(db).get();
  const count = db.sqlite!.prepare('SELECT count(*) AS n FROM products').get() as { n: number };
  expect(catalogue.products).toHaveLength(count.n);
  const pricesOf = db.sqlite!.prepare('SELECT price_date AS date, nav FROM prices WHERE product_id = ? ORDER BY price_date');
  const sheetOf = db.sqlite!.prepare('SELECT factsheet_json FROM products WHERE id = ?');
  let priced = 0;
  for (const p of catalogue.products) {
    const series = pricesOf.all(p.row.id) as PricePoint[];
    if (series.length) priced++;
    expect(p.nav).toBe(series.at(-1)?.nav ?? null);
    expect(p.navDate).toBe(series.at(-1)?.date ?? null);
    expect(p.previousNav).toBe(series.at(-2)?.nav ?? null);
    expect(p.returns).toEqual(periodReturns(series));
    expect(p.yearly).toEqual(yearlyPerformance(series));
    const { factsheet_json: sheet } = sheetOf.get(p.row.id) as { factsheet_json: string | null };
    expect(p.factSheet).toEqual(sheet ? JSON.parse(sheet) : null);
    // Read twice, the same parsed sheet.
    expect(p.factSheet).toBe(p.factSheet);
  }
  expect(priced).toBeGreaterThan(EXTRA - EXTRA / 7);
  // Product 1: a price on the 28th of each month, January 2024 (101) to June 2026 (130).
  const one = catalogue.byIsinCode('XT0000000010')!;
  expect([one.nav, one.navDate, one.previousNav]).toEqual([130, '2026-06-28', 129]);
  // One year back is 2025-06-28 (118); the year to date starts at 2025-12-31, whose last price is December's (124).
  expect([one.returns.OneYear, one.returns.YTD]).toEqual([10.16949, 4.83871]);
});

test('the copy keeps the currency rates read at its last check: a changed symbol shows once the copy is checked again', async () => {
  const cache = catalogueCache(db);
  const symbolOfUsd = async () => (await cache.snapshot()).rates.get('USD')?.symbol;
  expect(await symbolOfUsd()).toBe('$');
  await db.kysely.updateTable('currency_rates').set({ symbol: 'US$' }).where('currency', '=', 'USD').execute();
  try {
    // Within CATALOGUE_CHECK_MS of the last check, the copy answers without reading anything.
    expect(await symbolOfUsd()).toBe('$');
    cache.invalidate();
    expect(await symbolOfUsd()).toBe('US$');
  } finally {
    await db.kysely.updateTable('currency_rates').set({ symbol: '$' }).where('currency', '=', 'USD').execute();
  }
});
