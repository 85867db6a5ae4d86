import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { buildProductCatalogue } from '../db/seed/catalogue';
import { navOn } from '../db/seed/priceModel';
import { fromDayNumber, isBusinessDay, toDayNumber } from '../db/seed/dates';
import { hashPair, hashString, normalFromHash, roundTo } from '../db/seed/prng';
import { latestNavs } from './portfolio';

export interface PublishedPrices {
  /** The business day published, or null when the database has no prices at all. */
  date: string | null;
  published: number;
}

/** Daily volatility of a product the demo catalogue does not know (one added by hand). */
const UNKNOWN_PRODUCT_DAILY_VOL = 0.01;

/** The business day after a 'YYYY-MM-DD' date (weekends skipped, as the seed's price history). */
export function nextBusinessDay(date: string): string {
  let day = toDayNumber(date) + 1;
  while (!isBusinessDay(day)) day += 1;
  return fromDayNumber(day);
}

/**
 * The demo's price feed (`npm run prices`): publishes the NAV of every priced product for the
 * business day after the latest price in the database. A catalogue product moves as the seed's
 * deterministic random walk moves between those two days (so a fresh seed plus N runs is always the
 * same); any other product takes a hash-seeded step. Products without a NAV stay without one.
 */
export async function publishNextPrices(db: Kysely<Database>): Promise<PublishedPrices> {
  const latest = await db
    .selectFrom('prices')
    .select((eb) => eb.fn.max('price_date').as('d'))
    .executeTakeFirst();
  const latestDate = latest?.d ? String(latest.d) : null;
  if (!latestDate) return { date: null, published: 0 };
  const date = nextBusinessDay(latestDate);
  const products = await db.selectFrom('products').select(['id', 'isin']).where('has_nav', '=', 1).orderBy('id').execute();
  const navs = await latestNavs(
    db,
    products.map((p) => p.id),
  );
  const seedByIsin = new Map(buildProductCatalogue().map((p) => [p.isin, p]));
  const rows: { product_id: number; price_date: string; nav: number }[] = [];
  for (const p of products) {
    const last = navs.get(p.id);
    if (!last || last.date >= date) continue;
    const seed = seedByIsin.get(p.isin);
    const from = seed ? navOn(seed, last.date) : null;
    const to = seed ? navOn(seed, date) : null;
    const ratio =
      from && to ? to / from : Math.exp(UNKNOWN_PRODUCT_DAILY_VOL * normalFromHash(hashPair(hashString(p.isin), toDayNumber(date))));
    rows.push({ product_id: p.id, price_date: date, nav: roundTo(last.nav * ratio, 4) });
  }
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('prices')
      .values(rows.slice(i, i + 500))
      .execute();
  return { date, published: rows.length };
}
