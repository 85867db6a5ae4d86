import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { notFound } from '../lib/http';
import type { SessionClaims } from '../plugins/auth';
import { advisedClientsQuery, fullName } from './users';
import { loadRates } from './portfolio';
import { returnFields, type CatalogueProduct } from './catalogue';
import type { CatalogueCache } from './catalogueCache';
import { ALERT_DEFAULTS } from '@/engine/sanitise/alertFallValueForStorage';
import { roundPercent } from '@/engine/trading/roundPercent';

export const WATCHLIST_ITEM_NOT_FOUND_MESSAGE = 'Sorry something went wrong..';

const today = () => new Date().toISOString().slice(0, 10);

/** A user's watchlist (or one item of it) as trading §3 shows it: the product now against its NAV when added. */
export async function watchlistItemsOf(db: Kysely<Database>, cache: CatalogueCache, userId: number, only?: number) {
  let q = db
    .selectFrom('watchlist_items')
    .leftJoin('users', 'users.id', 'watchlist_items.added_by')
    .select([
      'watchlist_items.id',
      'watchlist_items.product_id',
      'watchlist_items.start_date',
      'watchlist_items.modified_date',
      'watchlist_items.stamp_nav',
      'watchlist_items.gain_rate',
      'watchlist_items.fall_rate',
      'users.first_name',
      'users.last_name',
    ])
    .where('watchlist_items.user_id', '=', userId);
  if (only !== undefined) q = q.where('watchlist_items.id', '=', only);
  const rows = await q.orderBy('watchlist_items.id').execute();
  const [catalogue, rates] = await Promise.all([cache.get(), loadRates(db)]);
  return rows.flatMap((r) => {
    const p = catalogue.byProductId(r.product_id);
    if (!p) return [];
    return [
      {
        ShoppingBasketId: r.id,
        FundId: p.row.id,
        FundName: p.row.name,
        ISIN: p.row.isin,
        ProductType: p.row.product_type,
        Currency: p.row.currency,
        CurrencySymbol: rates.get(p.row.currency)?.symbol ?? p.row.currency,
        StartDate: r.start_date,
        ModifiedDate: r.modified_date,
        StampNAV: r.stamp_nav,
        NAV: p.nav,
        NavDate: p.navDate,
        ...returnFields(p),
        ReturnPercent: p.nav !== null && r.stamp_nav ? roundPercent((p.nav / r.stamp_nav - 1) * 100) : null,
        GainRate: r.gain_rate,
        FallRate: r.fall_rate,
        AddedBy: r.first_name ? fullName({ first_name: r.first_name, last_name: r.last_name ?? '' }) : null,
        Fees: {
          InitialFee: p.fees.InitialFee ?? null,
          ManagementFee: p.fees.ManagementFee ?? null,
          ExitFee: p.fees.ExitFee ?? null,
          PublishCharge: p.fees.PublishCharge ?? null,
          ActualCharge: p.fees.ActualCharge ?? null,
        },
      },
    ];
  });
}

/** Adds a product to a user's watchlist at today's NAV with the default targets; false when it is there already. */
export async function addToWatchlist(db: Kysely<Database>, userId: number, p: CatalogueProduct, addedBy: number | null): Promise<boolean> {
  const exists = await db
    .selectFrom('watchlist_items')
    .select('id')
    .where('user_id', '=', userId)
    .where('product_id', '=', p.row.id)
    .executeTakeFirst();
  if (exists) return false;
  try {
    await db
      .insertInto('watchlist_items')
      .values({
        user_id: userId,
        product_id: p.row.id,
        start_date: today(),
        modified_date: today(),
        stamp_nav: p.nav,
        gain_rate: ALERT_DEFAULTS.gain,
        fall_rate: -ALERT_DEFAULTS.fall,
        added_by: addedBy,
      })
      .execute();
    return true;
  } catch (error) {
    // Two adds at once: the unique (user, product) constraint keeps one.
    if (['23505', 'SQLITE_CONSTRAINT_UNIQUE'].includes(String((error as { code?: unknown }).code))) return false;
    throw error;
  }
}

/** The id of a product's item in a user's watchlist (it must be there). */
export async function watchlistItemIdOf(db: Kysely<Database>, userId: number, productId: number): Promise<number> {
  return (
    await db
      .selectFrom('watchlist_items')
      .select('id')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow()
  ).id;
}

/** An item of the user's own watchlist. @throws HttpError 404 */
export async function ownWatchlistItem(db: Kysely<Database>, userId: number, id: number) {
  const row = await db.selectFrom('watchlist_items').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(WATCHLIST_ITEM_NOT_FOUND_MESSAGE);
  return row;
}

/** Removes a watchlist item; says which fund it was. */
export async function removeWatchlistItem(db: Kysely<Database>, item: { id: number; product_id: number }) {
  const product = await db.selectFrom('products').select('name').where('id', '=', item.product_id).executeTakeFirstOrThrow();
  await db.deleteFrom('watchlist_items').where('id', '=', item.id).execute();
  return { Removed: item.id, FundName: product.name };
}

/** New gain and fall targets of a watchlist item (the fall target stored negative). */
export async function setWatchlistTargets(
  db: Kysely<Database>,
  id: number,
  targets: { gainRate: number; fallRate: number },
): Promise<void> {
  await db
    .updateTable('watchlist_items')
    .set({ gain_rate: targets.gainRate, fall_rate: targets.fallRate, modified_date: today() })
    .where('id', '=', id)
    .execute();
}

/** A user's id and client number (boston id). */
export async function userBostonIdOf(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['id', 'boston_id']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The users of a brand with these client numbers (boston ids). */
export async function usersByBostonIds(db: Kysely<Database>, bostonIds: string[], whiteLabelId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'boston_id'])
    .where('boston_id', 'in', bostonIds)
    .where('white_label_id', '=', whiteLabelId)
    .execute();
}

/** The adviser's clients by name, each with whether the product is in their watchlist. */
export async function clientsWatching(db: Kysely<Database>, session: SessionClaims, whiteLabelId: number, productId: number) {
  const clients = await advisedClientsQuery(db, session, whiteLabelId)
    .select(['id', 'first_name', 'last_name', 'boston_id'])
    .orderBy('last_name')
    .orderBy('first_name')
    .execute();
  const watching = new Set(
    clients.length
      ? (
          await db
            .selectFrom('watchlist_items')
            .select('user_id')
            .where('product_id', '=', productId)
            .where(
              'user_id',
              'in',
              clients.map((c) => c.id),
            )
            .execute()
        ).map((w) => w.user_id)
      : [],
  );
  return clients.map((c) => ({ Id: c.id, Name: fullName(c), BostonId: c.boston_id, InWatchlist: watching.has(c.id) }));
}
