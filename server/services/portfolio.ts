import type { Kysely, Selectable } from 'kysely';
import type { AccountTable, Database } from '../db/schema';
import { toDayMonthYear } from '../lib/dates';
import { convertViaEur } from '@/engine/trading/convertViaEur';

export type Rates = Map<string, { rate: number; symbol: string }>;

/** Money is kept to 2 decimals at every boundary the user sees (trading §9). */
export const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

/** Bonds and notes are quoted in percent of nominal; a unit (one currency unit of nominal) costs nav/100. */
export const isPercentPriced = (productType: string) =>
  ['Fixed Income Bond', 'Bonds', 'Hybrid, Structured Instruments'].includes(productType);

export async function loadRates(db: Kysely<Database>): Promise<Rates> {
  const rows = await db.selectFrom('currency_rates').selectAll().execute();
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
  cash: Iterable<{ currency: string; amount: number }>, reserved: Iterable<[string, number]>, account: { currency: string; min_cash_balance: number }, rates: Rates,
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

/** Latest NAV (and its date) of each product; products without prices are absent. */
export async function latestNavs(db: Kysely<Database>, productIds: number[]): Promise<Map<number, { nav: number; date: string }>> {
  if (!productIds.length) return new Map();
  const latest = db.selectFrom('prices').select(['product_id']).select((eb) => eb.fn.max('price_date').as('max_date'))
    .where('product_id', 'in', productIds).groupBy('product_id').as('latest');
  const rows = await db.selectFrom('prices').innerJoin(latest, (j) => j.onRef('latest.product_id', '=', 'prices.product_id').onRef('latest.max_date', '=', 'prices.price_date'))
    .select(['prices.product_id', 'prices.nav', 'prices.price_date']).execute();
  return new Map(rows.map((r) => [r.product_id, { nav: r.nav, date: r.price_date }]));
}

export interface HoldingView {
  Id: number; AccountId: number; ProductId: number; Name: string; ISIN: string; Type: string; Currency: string; CurrencySymbol: string;
  Units: number; LatestNAV: number | null; NavDate: string | null; PurchasedValue: number; CurrentValue: number; Performance: number; PurchaseDate: string;
}

/** Holdings of the given accounts valued at the latest NAV, in each product's currency. */
export async function holdingsOf(db: Kysely<Database>, accountIds: number[], rates: Rates): Promise<HoldingView[]> {
  if (!accountIds.length) return [];
  const rows = await db.selectFrom('holdings').innerJoin('products', 'products.id', 'holdings.product_id')
    .select(['holdings.id', 'holdings.account_id', 'holdings.product_id', 'holdings.units', 'holdings.purchased_value', 'holdings.purchase_date',
      'products.name', 'products.isin', 'products.product_type', 'products.currency'])
    .where('holdings.account_id', 'in', accountIds).orderBy('holdings.id').execute();
  const navs = await latestNavs(db, [...new Set(rows.map((r) => r.product_id))]);
  return rows.map((r) => {
    const nav = navs.get(r.product_id);
    const unitPrice = nav ? (isPercentPriced(r.product_type) ? nav.nav / 100 : nav.nav) : 0;
    const current = round2(r.units * unitPrice);
    return {
      Id: r.id, AccountId: r.account_id, ProductId: r.product_id, Name: r.name, ISIN: r.isin, Type: r.product_type, Currency: r.currency,
      CurrencySymbol: rates.get(r.currency)?.symbol ?? r.currency, Units: r.units, LatestNAV: nav?.nav ?? null, NavDate: nav?.date ?? null,
      PurchasedValue: round2(r.purchased_value), CurrentValue: current,
      Performance: r.purchased_value ? Math.round(((current - r.purchased_value) / r.purchased_value) * 100 * 1e5) / 1e5 : 0,
      PurchaseDate: r.purchase_date,
    };
  });
}

export interface AccountSummary {
  Id: number; Number: string; Type: number; Currency: string; CurrencySymbol: string; CashIn: number; CashOut: number;
  CashPosition: number; ChargesOut: number; HoldingsIn: number; HoldingsOut: number; SecurityPosition: number; IsDFM: boolean;
  AllowedToPurchase: boolean; AllowedToSell: boolean; AvailableBalance: number; MinCashBalance: number; Percentage: number;
  PendingOrderAmount: number; securityAndCashPosition: number; CreationDate: string;
}

/**
 * Summaries of accounts in their own currency. Percentage is the invested share
 * (security position over security plus cash); PendingOrderAmount is reserved cash of open orders.
 */
export async function summariesOf(db: Kysely<Database>, accounts: Selectable<AccountTable>[], rates: Rates): Promise<AccountSummary[]> {
  if (!accounts.length) return [];
  const ids = accounts.map((a) => a.id);
  const [cash, holdings, flows] = await Promise.all([
    db.selectFrom('cash_balances').selectAll().where('account_id', 'in', ids).execute(),
    holdingsOf(db, ids, rates),
    db.selectFrom('transactions').select(['account_id', 'kind', 'transaction_type', 'currency', 'net_amount']).where('account_id', 'in', ids).execute(),
  ]);
  // Totals are sums of the rounded figures, so what a user adds up on screen matches.
  return accounts.map((a) => {
    const inAccount = (amount: number, currency: string) => convert(amount, currency, a.currency, rates);
    const own = cash.filter((c) => c.account_id === a.id);
    const figures = cashFigures(own, own.map((c) => [c.currency, c.reserved] as [string, number]), a, rates);
    const cashPosition = figures.CashPosition;
    const security = holdings.filter((h) => h.AccountId === a.id).reduce((s, h) => s + inAccount(h.CurrentValue, h.Currency), 0);
    const mine = flows.filter((f) => f.account_id === a.id);
    const sum = (pred: (f: (typeof mine)[number]) => boolean) => mine.filter(pred).reduce((s, f) => s + inAccount(f.net_amount, f.currency), 0);
    const total = cashPosition + security;
    return {
      Id: a.id, Number: a.number, Type: a.type_code, Currency: a.currency, CurrencySymbol: rates.get(a.currency)?.symbol ?? a.currency,
      CashIn: round2(sum((f) => f.kind === 'cash' && f.net_amount > 0 && f.transaction_type === 'Deposit')),
      CashOut: round2(-sum((f) => f.kind === 'cash' && f.net_amount < 0 && f.transaction_type === 'Withdrawal')),
      CashPosition: round2(cashPosition),
      ChargesOut: round2(-sum((f) => f.kind === 'fee')),
      HoldingsIn: round2(sum((f) => f.kind === 'security' && f.transaction_type === 'Buy')),
      HoldingsOut: round2(sum((f) => f.kind === 'security' && f.transaction_type === 'Sell')),
      SecurityPosition: round2(security),
      IsDFM: a.is_dfm === 1, AllowedToPurchase: a.allowed_to_purchase === 1 && a.is_dfm !== 1, AllowedToSell: a.allowed_to_sell === 1 && a.is_dfm !== 1,
      AvailableBalance: figures.AvailableBalance, MinCashBalance: figures.MinCashBalance,
      Percentage: total ? Math.round((security / total) * 100 * 1e5) / 1e5 : 0,
      PendingOrderAmount: figures.PendingOrderAmount, securityAndCashPosition: round2(round2(cashPosition) + round2(security)), CreationDate: toDayMonthYear(a.created_at),
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
