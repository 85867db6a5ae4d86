import type BetterSqlite3 from 'better-sqlite3';
import type { Kysely, Selectable } from 'kysely';
import type { AccountTable, Database, UserTable } from '../db/schema';
import { toDayMonthYear } from '../lib/dates';
import type { AccountSummary, Holding } from '@/types/generated/api/accounts';
import { convertViaEur } from '@/engine/trading/convertViaEur';

export type Rates = Map<string, { rate: number; symbol: string }>;

/** Money is kept to 2 decimals at every boundary the user sees (trading §9). */
export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** Bonds and notes are quoted in percent of nominal; a unit (one currency unit of nominal) costs nav/100. */
export const isPercentPriced = (productType: string) =>
  ['Fixed Income Bond', 'Bonds', 'Hybrid, Structured Instruments'].includes(productType);

type Sqlite = BetterSqlite3.Database;

/**
 * Prepared statements for the hot reads of the account summary on SQLite (prepared once per
 * connection): Kysely compiling the same queries on every request cost more than running them.
 * Each reads exactly what the Kysely query it stands for reads, in the same row order.
 */
function prepareReads(sqlite: Sqlite) {
  return {
    rates: sqlite.prepare('SELECT * FROM currency_rates'),
    user: sqlite.prepare('SELECT * FROM users WHERE id = ?'),
    accountsOfUser: sqlite.prepare('SELECT * FROM accounts WHERE user_id = ? ORDER BY id'),
    cash: sqlite.prepare('SELECT * FROM cash_balances WHERE account_id = ?'),
    holdings:
      sqlite.prepare(`SELECT holdings.id, holdings.account_id, holdings.product_id, holdings.units, holdings.purchased_value, holdings.purchase_date,
      products.name, products.isin, products.product_type, products.currency
      FROM holdings INNER JOIN products ON products.id = holdings.product_id WHERE holdings.account_id = ? ORDER BY holdings.id`),
    // One index seek on the (product_id, price_date) key, where a GROUP BY max() reads every price of the product.
    latestNav: sqlite.prepare('SELECT nav, price_date FROM prices WHERE product_id = ? ORDER BY price_date DESC LIMIT 1'),
    flows: sqlite.prepare('SELECT account_id, kind, transaction_type, currency, net_amount FROM transactions WHERE account_id = ?'),
    // Changes: rows this connection wrote (total_changes) and commits by other connections (data_version);
    // two plucked statements cost half of one that selects both (about 1.9 µs against 3 µs a request here).
    ownChanges: sqlite.prepare('SELECT total_changes()').pluck(),
    othersCommits: sqlite.prepare('PRAGMA data_version').pluck(),
  };
}
const preparedReads = new WeakMap<Sqlite, ReturnType<typeof prepareReads>>();

/** What the database holds, as far as this connection can tell: equal versions, equal data. */
const versionOf = (reads: ReturnType<typeof prepareReads>) => `${reads.ownChanges.get() as number}/${reads.othersCommits.get() as number}`;

/**
 * The prepared reads, or null when they must not run now: a write transaction (settlement) holds
 * the one connection Kysely shares, and a synchronous read would see its unfinished state — the
 * Kysely path waits for it to end instead.
 */
function readsOf(sqlite: Sqlite | undefined) {
  if (!sqlite || sqlite.inTransaction) return null;
  let reads = preparedReads.get(sqlite);
  if (!reads) {
    reads = prepareReads(sqlite);
    preparedReads.set(sqlite, reads);
  }
  return reads;
}

/**
 * A client's own accounts read synchronously on SQLite (the account summary's hot path), or null
 * when the general path must decide (another client asked for, not a client, PostgreSQL, a write
 * transaction open): that path gives the same rows or the same refusal.
 */
export function ownAccountsFast(sqlite: Sqlite | undefined, selfId: number, clientId?: number): Selectable<AccountTable>[] | null {
  const reads = readsOf(sqlite);
  if (!reads || (clientId !== undefined && clientId !== selfId)) return null;
  const user = reads.user.get(selfId) as Selectable<UserTable> | undefined;
  if (!user || !['client', 'clientreadonly'].includes(user.role)) return null;
  return reads.accountsOfUser.all(selfId) as Selectable<AccountTable>[];
}

/** Summaries per client as of one database version (SQLite), dropped whole on any change. */
const summaryCaches = new WeakMap<Sqlite, { version: string; byClient: Map<number, AccountSummary[]> }>();
export const SUMMARY_CACHE_MAX = 10_000;

/**
 * A client's own account summaries on SQLite (GET /accounts/summary/ for a client session): the
 * summary is a function of the database alone, so it is kept per client until anything is written —
 * by this process (total_changes) or another, such as `npm run settle` (data_version) — and computed
 * on prepared statements otherwise. Null when the general path must answer (see ownAccountsFast).
 */
export async function ownSummariesFast(
  db: Kysely<Database>,
  sqlite: Sqlite | undefined,
  selfId: number,
  clientId?: number,
): Promise<AccountSummary[] | null> {
  const reads = readsOf(sqlite);
  if (!reads || (clientId !== undefined && clientId !== selfId)) return null;
  const version = versionOf(reads);
  let cache = summaryCaches.get(sqlite!);
  if (!cache || cache.version !== version || cache.byClient.size >= SUMMARY_CACHE_MAX) {
    cache = { version, byClient: new Map() };
    summaryCaches.set(sqlite!, cache);
  }
  const hit = cache.byClient.get(selfId);
  if (hit) return hit;
  const accounts = ownAccountsFast(sqlite, selfId, clientId);
  if (!accounts) return null;
  const summaries = await summariesOf(db, accounts, await loadRates(db, sqlite), sqlite);
  // Kept only if nothing was written meanwhile (the reads above ran synchronously, between awaits).
  if (versionOf(reads) === version) cache.byClient.set(selfId, summaries);
  return summaries;
}

export async function loadRates(db: Kysely<Database>, sqlite?: Sqlite): Promise<Rates> {
  const reads = readsOf(sqlite);
  const rows = reads
    ? (reads.rates.all() as { currency: string; rate_eur: number; symbol: string }[])
    : await db.selectFrom('currency_rates').selectAll().execute();
  return new Map(rows.map((r) => [r.currency, { rate: r.rate_eur, symbol: r.symbol }]));
}

/** The rates as the engine's conversion reads them: units of each currency per 1 EUR. */
export function eurRates(rates: Rates): Record<string, number> {
  return Object.fromEntries([...rates.entries()].map(([c, r]) => [c, r.rate]));
}

/** Converts through EUR (the engine's convertViaEur): rates are units of the currency per 1 EUR. */
export function convert(amount: number, from: string, to: string, rates: Rates): number {
  if (from === to) return amount;
  const f = rates.get(from)?.rate;
  const t = rates.get(to)?.rate;
  if (!f || !t) throw new Error(`No conversion rate for ${from} or ${to}`);
  return convertViaEur(amount, from, to, { [from]: f, [to]: t });
}

/**
 * An account's cash figures in its own currency from the cash per currency and the cash open orders
 * hold back (`cash_balances.reserved`): the one computation the summary and an order's answer share, so they always agree.
 * Totals are sums of rounded figures (what a user adds up on screen).
 */
export function cashFigures(
  cash: Iterable<{ currency: string; amount: number }>,
  reserved: Iterable<[string, number]>,
  account: { currency: string; min_cash_balance: number },
  rates: Rates,
) {
  let cashPosition = 0;
  for (const c of cash) cashPosition += convert(c.amount, c.currency, account.currency, rates);
  let pending = 0;
  for (const [currency, amount] of reserved) pending += convert(amount, currency, account.currency, rates);
  const CashPosition = round2(cashPosition);
  const PendingOrderAmount = round2(pending);
  const MinCashBalance = round2(account.min_cash_balance);
  return { CashPosition, PendingOrderAmount, MinCashBalance, AvailableBalance: round2(CashPosition - PendingOrderAmount - MinCashBalance) };
}

/**
 * Latest NAV (and its date) of each product; products without prices are absent. Each product's latest
 * date is one backward seek on the prices key (product_id, price_date): `max()` of a key column under an
 * equality is answered from the index on both databases, where a `GROUP BY product_id` of the prices
 * reads every price of each product (PostgreSQL here, eight demo funds: 0.2 ms against 21 ms).
 */
export async function latestNavs(db: Kysely<Database>, productIds: number[]): Promise<Map<number, { nav: number; date: string }>> {
  if (!productIds.length) return new Map();
  // Driven from products: a join condition per product, so each latest date is one seek (a filter on the
  // prices themselves would run the seek for every price of the product instead).
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('prices', (j) =>
      j.onRef('prices.product_id', '=', 'p.id').on((eb) =>
        eb(
          'prices.price_date',
          '=',
          eb
            .selectFrom('prices as latest')
            .select((m) => m.fn.max('latest.price_date').as('max_date'))
            .whereRef('latest.product_id', '=', 'p.id'),
        ),
      ),
    )
    .select(['prices.product_id', 'prices.nav', 'prices.price_date'])
    .where('p.id', 'in', productIds)
    .execute();
  return new Map(rows.map((r) => [r.product_id, { nav: r.nav, date: r.price_date }]));
}

/** A holding as GET accounts/holdings answers it (schemas/api/accounts.json Holding). */
export type HoldingView = Holding;

export interface HoldingRow {
  id: number;
  account_id: number;
  product_id: number;
  units: number;
  purchased_value: number;
  purchase_date: string;
  name: string;
  isin: string;
  product_type: string;
  currency: string;
}

/** The latest price per product of holding rows read with it (nav and price_date null when the product has none). */
export function navsOfHoldingRows(rows: { product_id: number; nav: number | null; price_date: string | null }[]) {
  const navs = new Map<number, { nav: number; date: string }>();
  for (const r of rows) if (r.nav !== null && r.price_date !== null) navs.set(r.product_id, { nav: r.nav, date: r.price_date });
  return navs;
}

/** Holdings of the given accounts valued at the latest NAV, in each product's currency. */
export async function holdingsOf(db: Kysely<Database>, accountIds: number[], rates: Rates): Promise<HoldingView[]> {
  if (!accountIds.length) return [];
  // The latest price in the same query (latestNavs' seek per holding): one round trip, not two in turn.
  const rows = await db
    .selectFrom('holdings')
    .innerJoin('products', 'products.id', 'holdings.product_id')
    .leftJoin('prices', (j) =>
      j.onRef('prices.product_id', '=', 'holdings.product_id').on((eb) =>
        eb(
          'prices.price_date',
          '=',
          eb
            .selectFrom('prices as latest')
            .select((m) => m.fn.max('latest.price_date').as('max_date'))
            .whereRef('latest.product_id', '=', 'holdings.product_id'),
        ),
      ),
    )
    .select([
      'prices.nav',
      'prices.price_date',
      'holdings.id',
      'holdings.account_id',
      'holdings.product_id',
      'holdings.units',
      'holdings.purchased_value',
      'holdings.purchase_date',
      'products.name',
      'products.isin',
      'products.product_type',
      'products.currency',
    ])
    .where('holdings.account_id', 'in', accountIds)
    .orderBy('holdings.id')
    .execute();
  return holdingViews(rows, navsOfHoldingRows(rows), rates);
}

/** holdingsOf on SQLite's prepared statements (one account after the other; the summary groups by account). */
function holdingsFast(reads: NonNullable<ReturnType<typeof readsOf>>, accountIds: number[], rates: Rates): HoldingView[] {
  const rows = accountIds.flatMap((id) => reads.holdings.all(id) as HoldingRow[]);
  const navs = new Map<number, { nav: number; date: string }>();
  for (const id of new Set(rows.map((r) => r.product_id))) {
    const latest = reads.latestNav.get(id) as { nav: number; price_date: string } | undefined;
    if (latest) navs.set(id, { nav: latest.nav, date: latest.price_date });
  }
  return holdingViews(rows, navs, rates);
}

export function holdingViews(rows: HoldingRow[], navs: Map<number, { nav: number; date: string }>, rates: Rates): HoldingView[] {
  return rows.map((r) => {
    const nav = navs.get(r.product_id);
    const unitPrice = nav ? (isPercentPriced(r.product_type) ? nav.nav / 100 : nav.nav) : 0;
    const current = round2(r.units * unitPrice);
    return {
      Id: r.id,
      AccountId: r.account_id,
      ProductId: r.product_id,
      Name: r.name,
      ISIN: r.isin,
      Type: r.product_type,
      Currency: r.currency,
      CurrencySymbol: rates.get(r.currency)?.symbol ?? r.currency,
      Units: r.units,
      LatestNAV: nav?.nav ?? null,
      NavDate: nav?.date ?? null,
      PurchasedValue: round2(r.purchased_value),
      CurrentValue: current,
      Performance: r.purchased_value ? Math.round(((current - r.purchased_value) / r.purchased_value) * 100 * 1e5) / 1e5 : 0,
      PurchaseDate: r.purchase_date,
    };
  });
}

export type { AccountSummary };

/**
 * Summaries of accounts in their own currency. Percentage is the invested share
 * (security position over security plus cash); PendingOrderAmount is reserved cash of open orders.
 */
export async function summariesOf(
  db: Kysely<Database>,
  accounts: Selectable<AccountTable>[],
  rates: Rates,
  sqlite?: Sqlite,
): Promise<AccountSummary[]> {
  if (!accounts.length) return [];
  const ids = accounts.map((a) => a.id);
  const reads = readsOf(sqlite);
  const [cash, holdings, flows] = reads
    ? [
        ids.flatMap((id) => reads.cash.all(id) as { account_id: number; currency: string; amount: number; reserved: number }[]),
        holdingsFast(reads, ids, rates),
        ids.flatMap(
          (id) =>
            reads.flows.all(id) as { account_id: number; kind: string; transaction_type: string; currency: string; net_amount: number }[],
        ),
      ]
    : await Promise.all([
        db.selectFrom('cash_balances').selectAll().where('account_id', 'in', ids).execute(),
        holdingsOf(db, ids, rates),
        db
          .selectFrom('transactions')
          .select(['account_id', 'kind', 'transaction_type', 'currency', 'net_amount'])
          .where('account_id', 'in', ids)
          .execute(),
      ]);
  return summariesFrom(accounts, cash, holdings, flows, rates);
}

/** What a summary is computed from, besides the account: its cash balances and money flows. */
export type CashRow = { account_id: number; currency: string; amount: number; reserved: number };
export type FlowRow = { account_id: number; kind: string; transaction_type: string; currency: string; net_amount: number };

/** The summaries of `accounts` from their rows, however they were read (summariesOf, or one statement: clientBook). */
export function summariesFrom(
  accounts: Selectable<AccountTable>[],
  cash: CashRow[],
  holdings: HoldingView[],
  flows: FlowRow[],
  rates: Rates,
): AccountSummary[] {
  // Totals are sums of the rounded figures, so what a user adds up on screen matches.
  return accounts.map((a) => {
    const inAccount = (amount: number, currency: string) => convert(amount, currency, a.currency, rates);
    const own = cash.filter((c) => c.account_id === a.id);
    const figures = cashFigures(
      own,
      own.map((c) => [c.currency, c.reserved] as [string, number]),
      a,
      rates,
    );
    const cashPosition = figures.CashPosition;
    const security = holdings.filter((h) => h.AccountId === a.id).reduce((s, h) => s + inAccount(h.CurrentValue, h.Currency), 0);
    const mine = flows.filter((f) => f.account_id === a.id);
    const sum = (pred: (f: (typeof mine)[number]) => boolean) =>
      mine.filter(pred).reduce((s, f) => s + inAccount(f.net_amount, f.currency), 0);
    const total = cashPosition + security;
    return {
      Id: a.id,
      Number: a.number,
      Type: a.type_code,
      Currency: a.currency,
      CurrencySymbol: rates.get(a.currency)?.symbol ?? a.currency,
      CashIn: round2(sum((f) => f.kind === 'cash' && f.net_amount > 0 && f.transaction_type === 'Deposit')),
      CashOut: round2(-sum((f) => f.kind === 'cash' && f.net_amount < 0 && f.transaction_type === 'Withdrawal')),
      CashPosition: round2(cashPosition),
      ChargesOut: round2(-sum((f) => f.kind === 'fee')),
      HoldingsIn: round2(sum((f) => f.kind === 'security' && f.transaction_type === 'Buy')),
      HoldingsOut: round2(sum((f) => f.kind === 'security' && f.transaction_type === 'Sell')),
      SecurityPosition: round2(security),
      IsDFM: a.is_dfm === 1,
      AllowedToPurchase: a.allowed_to_purchase === 1 && a.is_dfm !== 1,
      AllowedToSell: a.allowed_to_sell === 1 && a.is_dfm !== 1,
      AvailableBalance: figures.AvailableBalance,
      MinCashBalance: figures.MinCashBalance,
      Percentage: total ? Math.round((security / total) * 100 * 1e5) / 1e5 : 0,
      PendingOrderAmount: figures.PendingOrderAmount,
      securityAndCashPosition: round2(round2(cashPosition) + round2(security)),
      CreationDate: toDayMonthYear(a.created_at),
    };
  });
}

/**
 * Available cash per currency of one account (the cash-position map of trading §3): the balance less
 * what open buy orders hold back in that currency.
 */
export async function cashPositionOf(db: Kysely<Database>, accountId: number): Promise<Record<string, number>> {
  const rows = await db.selectFrom('cash_balances').selectAll().where('account_id', '=', accountId).orderBy('currency').execute();
  return Object.fromEntries(rows.map((r) => [r.currency, round2(r.amount - r.reserved)]));
}
