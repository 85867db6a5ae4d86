import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { ProductTable } from '../db/schema';
import { periodReturns } from '@/engine/trading/periodReturns';
import { yearlyPerformance } from '@/engine/trading/yearlyPerformance';
import type { PricePoint } from '@/engine/trading/priceSeries';
import { Catalogue, type CatalogueProduct } from './catalogue';
import { loadRates, type Rates } from './portfolio';

/**
 * Where a node's catalogue comes from: every product and price read once into a Catalogue (services/catalogue.ts,
 * which searches it), and the copy each node keeps, checked for changes in the background.
 */

function parseJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function entryOf(row: Selectable<ProductTable>, series: PricePoint[]): CatalogueProduct {
  const last = series[series.length - 1];
  let factSheet: { parsed: Record<string, unknown> | null } | undefined;
  return {
    row,
    fees: parseJson(row.fees_json, {}),
    settlement: parseJson(row.settlement_json, {}),
    get factSheet() {
      factSheet ??= { parsed: parseJson(row.factsheet_json, null) };
      return factSheet.parsed;
    },
    nav: last?.nav ?? null,
    navDate: last?.date ?? null,
    previousNav: series.length > 1 ? series[series.length - 2].nav : null,
    returns: periodReturns(series),
    yearly: yearlyPerformance(series),
  };
}

/** How many products' prices one read of the catalogue build takes (a few tens of thousands of prices). */
const PRICE_SLICE_PRODUCTS = 1000;

/** Reads every product and price once and builds the catalogue. */
async function buildCatalogue(db: Db): Promise<Catalogue> {
  const rows = await db.kysely.selectFrom('products').selectAll().orderBy('id').execute();
  const series = new Map<number, PricePoint[]>(rows.map((r) => [r.id, []]));
  if (db.sqlite) {
    // Read by slices of products: the demo has ~100k prices and a generated catalogue may have many
    // more (one native call per slice, where stepping row by row costs a call per price).
    const slice = db.sqlite.prepare(
      'SELECT product_id, price_date, nav FROM prices WHERE product_id >= ? AND product_id <= ? ORDER BY product_id, price_date',
    );
    slice.raw();
    for (let i = 0; i < rows.length; i += PRICE_SLICE_PRODUCTS) {
      const ids = rows.slice(i, i + PRICE_SLICE_PRODUCTS);
      let currentId = -1;
      let current: PricePoint[] | undefined;
      for (const [id, date, nav] of slice.all(ids[0].id, ids[ids.length - 1].id) as [number, string, number][]) {
        if (id !== currentId) {
          currentId = id;
          current = series.get(id);
        }
        current?.push({ date, nav });
      }
    }
  } else {
    const prices = await db.kysely
      .selectFrom('prices')
      .select(['product_id', 'price_date', 'nav'])
      .orderBy('product_id')
      .orderBy('price_date')
      .execute();
    for (const p of prices) series.get(p.product_id)?.push({ date: p.price_date, nav: p.nav });
  }
  return new Catalogue(rows.map((r) => entryOf(r, series.get(r.id) ?? [])));
}

/** What tells that products or prices changed: product count and highest id, latest price date. */
async function catalogueVersion(db: Db): Promise<string> {
  const p = await db.kysely
    .selectFrom('products')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.max('id').as('max')])
    .executeTakeFirst();
  const d = await db.kysely
    .selectFrom('prices')
    .select((eb) => eb.fn.max('price_date').as('latest'))
    .executeTakeFirst();
  return `${Number(p?.n ?? 0)}/${p?.max ?? ''}/${d?.latest ?? ''}`;
}

/** How often a node checks whether products or prices changed (ms); searches meanwhile use the copy it has. */
export const CATALOGUE_CHECK_MS = 10_000;

/** The catalogue with the currency rates read at its last check: what product views draw (their currency symbols). */
export interface CatalogueSnapshot {
  catalogue: Catalogue;
  rates: Rates;
}

/**
 * One node's copy of the catalogue, built on first use and rebuilt when products or prices change
 * (checked at most every CATALOGUE_CHECK_MS, in the background: a search never waits for a check).
 * Each API node keeps its own copy, so nodes need no coordination; prices change by day, not by request.
 * The currency rates are read again at every check and kept with it, so a search reads no table at all:
 * product views take only the currencies' symbols from them. Money is never converted with these rates
 * (summaries, holdings and orders read their own).
 */
export function catalogueCache(db: Db) {
  let current: (CatalogueSnapshot & { version: string }) | null = null;
  let building: Promise<CatalogueSnapshot> | null = null;
  let checkedAt = 0;

  const rebuild = async (): Promise<CatalogueSnapshot> => {
    const [version, rates] = await Promise.all([catalogueVersion(db), loadRates(db.kysely, db.sqlite)]);
    if (current && current.version === version) {
      current = { ...current, rates };
      return current;
    }
    const catalogue = await buildCatalogue(db);
    current = { catalogue, rates, version };
    return current;
  };

  /** The copy and its rates, built when there is none yet. */
  const snapshot = async (): Promise<CatalogueSnapshot> => {
    const now = Date.now();
    if (current && now - checkedAt < CATALOGUE_CHECK_MS) return current;
    checkedAt = now;
    if (!building)
      building = rebuild().finally(() => {
        building = null;
      });
    if (current) {
      building.catch(() => undefined);
      return current;
    }
    return building;
  };

  return {
    snapshot,
    /** The catalogue, built when there is none yet. */
    async get(): Promise<Catalogue> {
      return (await snapshot()).catalogue;
    },
    /** Forgets the copy; the next `get` reads products, prices and rates again. */
    invalidate() {
      current = null;
      checkedAt = 0;
    },
  };
}

export type CatalogueCache = ReturnType<typeof catalogueCache>;
