/** @jest-environment node */
import type { Db } from '../../server/db/database';
import type { OrderCommitPath } from '../../server/services/orderCommitPath';
import { kyselyCommitPath } from '../../server/services/orderCommitKysely';
import { postgresCommitPath } from '../../server/services/orderCommitPostgres';
import { sqliteCommitPath } from '../../server/services/orderCommitSqlite';
import { planOrder, type TradeRequest } from '../../server/services/orderPlanning';
import type { CatalogueProduct } from '../../server/services/catalogue';
import { accountIdOf, createTestApp, dialects, SUITE_SETUP_TIMEOUT_MS, userIdOf, type DialectName, type TestApp } from './support/testApp';

/** Demo products the orders buy (server/db/seed/products.ts). */
const BUY = {
  equityFund: 'Halvern Reade Global Equity Fund A Acc EUR',
  etf: 'Pellucid Eurozone Large Cap UCITS ETF (Dist)',
  usdFund: 'Larkspur Vale Global Bond Opportunities Fund A Acc USD',
} as const;

/** The same instant for both databases, so dates and answers can be compared whole. */
const NOW = new Date('2026-03-02T10:15:00.000Z');

interface Placement {
  key: string;
  body: TradeRequest;
}
type Outcome = { answer: unknown; replayed: boolean } | { status: number; message: string };

/** What an order path left in the database: every table an order writes, in id order. */
async function storedState(db: Db) {
  const k = db.kysely;
  return {
    orders: await k.selectFrom('orders').selectAll().orderBy('id').execute(),
    lines: await k.selectFrom('order_lines').selectAll().orderBy('id').execute(),
    payments: await k.selectFrom('order_payments').selectAll().orderBy('id').execute(),
    cash: await k.selectFrom('cash_balances').selectAll().orderBy('account_id').orderBy('currency').execute(),
    cart: await k.selectFrom('cart_items').selectAll().orderBy('id').execute(),
  };
}

/** The orders of the comparison, built from the demo data (identical in both databases). */
async function placements(app: TestApp): Promise<{ userId: number; accountId: number; cartId: number; orders: Placement[] }> {
  const db = app.db.kysely;
  const userId = await userIdOf(app.db, 'dmoclient');
  const accountId = await accountIdOf(app.db, 'DMO-100101');
  const isinOf = async (name: string) =>
    (await db.selectFrom('products').select('isin').where('name', '=', name).executeTakeFirstOrThrow()).isin;
  const holdings = await db
    .selectFrom('holdings')
    .innerJoin('products', 'products.id', 'holdings.product_id')
    .select(['products.isin', 'holdings.units'])
    .where('holdings.account_id', '=', accountId)
    .where('products.product_type', 'in', ['Fund', 'Equity Funds', 'Exchange Traded Funds (ETF)'])
    .orderBy('holdings.id')
    .execute();
  const held = [...new Map(holdings.map((h) => [h.isin, h])).values()];
  expect(held.length).toBeGreaterThanOrEqual(2);
  const [equityFund, etf, usdFund] = [await isinOf(BUY.equityFund), await isinOf(BUY.etf), await isinOf(BUY.usdFund)];
  const cartId = Number(
    (
      await db
        .insertInto('cart_items')
        .values({
          user_id: userId,
          account_id: accountId,
          product_id: (await db.selectFrom('products').select('id').where('isin', '=', etf).executeTakeFirstOrThrow()).id,
          transaction_type: 'Purchase',
          trade_option: 'Amount',
          trade_value: 1500,
          created_at: '2026-03-02',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );
  const trade = (parts: Partial<TradeRequest>): TradeRequest => ({
    CheckoutOnline: true,
    ConfirmDuplicate: true,
    UserInfo: { PlatformId: accountId },
    ...parts,
  });
  const buy = (ISIN: string, TradeValue: number, extra: object = {}) => ({ ISIN, TradeOptions: 'Amount' as const, TradeValue, ...extra });
  const first = trade({ PurchasedFunds: [buy(equityFund, 2000)] });
  return {
    userId,
    accountId,
    cartId,
    orders: [
      { key: 'k-1', body: first },
      { key: 'k-2', body: trade({ PurchasedFunds: [buy(etf, 1500, { CartId: cartId }), buy(equityFund, 1000)] }) },
      {
        key: 'k-3',
        body: trade({ SoldFunds: [{ ISIN: held[0].isin, TradeOptions: 'Units', TradeValue: Math.min(1, held[0].units / 4) }] }),
      },
      { key: 'k-4', body: trade({ SoldFunds: [{ ISIN: held[1].isin, TradeOptions: 'SellAll' }] }) },
      {
        key: 'k-5',
        body: trade({ PurchasedFunds: [buy(usdFund, 5000, { Forex: [{ SellCurrency: 'EUR', BuyCurrency: 'USD', BuyAmount: 5000 }] })] }),
      },
      {
        key: 'k-6',
        body: trade({
          PurchasedFunds: [buy(equityFund, 1000, { Alert: { GainRate: 12, FallRate: -8, GainSelection: 1, FallSelection: 1 } })],
          CheckoutOnline: false,
        }),
      },
      // Refused on the account's state: the cart item is gone, a second sell-all, an unconfirmed duplicate, more than the cash.
      { key: 'k-7', body: trade({ PurchasedFunds: [buy(etf, 1500, { CartId: cartId })] }) },
      { key: 'k-8', body: trade({ SoldFunds: [{ ISIN: held[1].isin, TradeOptions: 'SellAll' }] }) },
      { key: 'k-9', body: trade({ PurchasedFunds: [buy(equityFund, 1000)], ConfirmDuplicate: false }) },
      { key: 'k-10', body: trade({ PurchasedFunds: [buy(etf, 50_000_000)] }) },
      // A retry answered from the first order, and a key used again for another order.
      { key: 'k-1', body: first },
      { key: 'k-1', body: trade({ PurchasedFunds: [buy(equityFund, 3000)] }) },
    ],
  };
}

/**
 * Plans every order on the path's own reads, one after the other as requests would be, then commits
 * them: `together` sends them at once (one group commit on the fast paths), else one after the other.
 */
async function run(app: TestApp, path: OrderCommitPath, together: boolean): Promise<{ outcomes: Outcome[]; cartId: number }> {
  const { userId, accountId, cartId, orders } = await placements(app);
  const catalogue = await app.app.catalogue.get();
  const plans = [];
  for (const { key, body } of orders) {
    const context = await path.loadOrderContext(accountId, userId, null);
    const products = new Map<string, CatalogueProduct>();
    for (const line of [...(body.PurchasedFunds ?? []), ...(body.SoldFunds ?? [])]) {
      const p = catalogue.byIsinCode(line.ISIN);
      if (p) products.set(line.ISIN, p);
    }
    plans.push(
      planOrder({
        route: 'ProcessTrade',
        key,
        body,
        user: context.user!,
        impersonator: null,
        account: context.account!,
        products,
        rates: context.rates,
        validateAlert: (answers) => answers,
        now: NOW,
      }),
    );
  }
  const settle = (p: Promise<Outcome>) =>
    p.catch((e: { statusCode?: number; message: string }) => ({ status: e.statusCode ?? 500, message: e.message }));
  if (together) return { outcomes: await Promise.all(plans.map((plan) => settle(path.commitOrder(plan)))), cartId };
  const outcomes: Outcome[] = [];
  for (const plan of plans) outcomes.push(await settle(path.commitOrder(plan)));
  return { outcomes, cartId };
}

/** The fast paths, each compared with the portable Kysely path on its own database (PostgreSQL when DATABASE_URL names one). */
const FAST_PATHS: [string, DialectName, (db: Db) => OrderCommitPath][] = [
  ['the SQLite fast path (one group commit)', 'sqlite', (db) => sqliteCommitPath(db.sqlite!)],
  ['the PostgreSQL group commit (one batch)', 'postgres', (db) => postgresCommitPath(db)],
];

describe.each(FAST_PATHS.filter(([, dialect]) => dialects.includes(dialect)))('order commit paths: %s', (_, dialect, fastPathOf) => {
  let fastApp: TestApp;
  let portableApp: TestApp;

  beforeAll(async () => {
    [fastApp, portableApp] = await Promise.all([createTestApp(dialect), createTestApp(dialect)]);
  }, SUITE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all([fastApp?.close(), portableApp?.close()]);
  });

  it('stores the same orders, cash, reservations and answers as the portable Kysely path placing them one by one', async () => {
    const [{ outcomes: fast, cartId }, { outcomes: portable }] = await Promise.all([
      run(fastApp, fastPathOf(fastApp.db), true),
      run(portableApp, kyselyCommitPath(portableApp.db), false),
    ]);
    expect(fast).toEqual(portable);
    // The comparison means something: orders were placed, replayed and refused for each reason.
    expect(fast.filter((o) => 'answer' in o && !o.replayed)).toHaveLength(6);
    expect(fast.filter((o) => 'answer' in o && o.replayed)).toHaveLength(1);
    expect(fast.filter((o) => 'status' in o).map((o) => (o as { status: number }).status)).toEqual([409, 400, 409, 400, 409]);
    const [fastState, portableState] = await Promise.all([storedState(fastApp.db), storedState(portableApp.db)]);
    expect(fastState).toEqual(portableState);
    expect(fastState.orders).toHaveLength(6);
    expect(fastState.cash.some((c) => c.reserved > 0)).toBe(true);
    expect(fastState.cart.map((c) => c.id)).not.toContain(cartId);
  });
});
