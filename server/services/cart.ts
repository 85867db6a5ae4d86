import type { Kysely, Selectable } from 'kysely';
import type { AccountTable, Database } from '../db/schema';
import { badRequest, forbidden, MESSAGES, notFound } from '../lib/http';
import type { SessionClaims } from '../plugins/auth';
import { convert, latestNavs, loadRates, round2 } from './portfolio';
import type { CatalogueCache } from './catalogueCache';
import { assertTradingRole, NOT_HELD_MESSAGE, NOT_TRADEABLE_MESSAGE, OPEN_STATUSES, tradingAccountFor } from './orderPolicy';
import { productNotFound, symbolOf } from './productViews';
import { basketBuyBlockers } from '@/engine/trading/basketBuyBlockers';
import { sellBlockers } from '@/engine/trading/sellBlockers';
import { tradeAmounts, type TradeMode } from '@/engine/trading/tradeAmounts';
import { roundUnitCost } from '@/engine/trading/roundUnitCost';

export const CHOOSE_ACCOUNT_MESSAGE = 'Which account is this for? Send PlatformId, the active account.';
export const CART_ITEM_NOT_FOUND_MESSAGE = 'This item is not in your cart.';
export const BUY_MODE_MESSAGE = 'A buy is for an amount or a number of units.';

/** A cart item or sell basket order as the browser sends it (trading §3 Cart item, Basket order). */
export interface BasketOrder {
  ISIN?: string;
  FundId?: number;
  TransactionType?: 'Purchase' | 'Sell';
  TradeOptions: 'Amount' | 'Units' | 'SellAll';
  TradeValue?: number;
  Units?: number;
  Amount?: number | string;
  PlatformId?: number;
  AccountId?: number;
  UserInfoId?: number;
}

/** The cart of one account: items valued at the latest NAV, and buy totals per currency. */
export async function cartOf(db: Kysely<Database>, account: Selectable<AccountTable>) {
  const rows = await db
    .selectFrom('cart_items')
    .innerJoin('products', 'products.id', 'cart_items.product_id')
    .select([
      'cart_items.id',
      'cart_items.user_id',
      'cart_items.account_id',
      'cart_items.product_id',
      'cart_items.transaction_type',
      'cart_items.trade_option',
      'cart_items.trade_value',
      'products.name',
      'products.isin',
      'products.currency',
      'products.product_type',
      'products.cash_rebate',
      'products.cash_rebate_type',
      'products.discount_percentage',
      'products.checkout_online',
      'products.checkout_docusign',
      'products.needs_disclaimer',
      'products.denomination',
      'products.min_invest',
      'products.coupon',
    ])
    .where('cart_items.account_id', '=', account.id)
    .orderBy('cart_items.id')
    .execute();
  const navs = await latestNavs(db, [...new Set(rows.map((r) => r.product_id))]);
  const rates = await loadRates(db);
  const items = rows.map((r) => {
    const nav = navs.get(r.product_id)?.nav ?? null;
    const product = { ProductType: r.product_type, Coupon: r.coupon };
    const mode: TradeMode = r.trade_option === 'SellAll' ? 'Units' : r.trade_option;
    const amounts = tradeAmounts(product, { mode, value: r.trade_value }, nav);
    return {
      ID: r.id,
      UserInfoId: r.user_id,
      AccountId: r.account_id,
      FundId: r.product_id,
      Name: r.name,
      ISIN: r.isin,
      NAV: nav,
      Currency: r.currency,
      ProductType: r.product_type,
      TransactionType: r.transaction_type,
      TradeOptions: r.trade_option,
      TradeValue: r.trade_value,
      Units: amounts?.Units ?? 0,
      Amount: amounts?.Amount ?? 0,
      UnitCost: amounts?.UnitPrice ?? null,
      CurrentValue: r.trade_option === 'SellAll' ? (amounts?.Amount ?? null) : null,
      CashRebate: r.cash_rebate,
      DiscountPercentage: r.discount_percentage,
      CashRebateType: r.cash_rebate_type,
      CheckoutOnline: r.checkout_online === 1,
      CheckoutDocusign: r.checkout_docusign === 1,
      NeedsDisclaimer: r.needs_disclaimer === 1,
      Denomination: r.denomination,
      MinInvest: r.min_invest,
      Coupon: r.coupon,
    };
  });
  const totals = new Map<string, number>();
  for (const i of items.filter((x) => x.TransactionType === 'Purchase')) totals.set(i.Currency, (totals.get(i.Currency) ?? 0) + i.Amount);
  return {
    Items: items,
    TotalList: [...totals.entries()].map(([Currency, Total]) => ({
      Currency,
      CurrencySymbol: symbolOf(rates, Currency),
      Total: round2(Total),
      TotalInAccountCurrency: round2(convert(Total, Currency, account.currency, rates)),
    })),
  };
}

/** Units of a product the account holds and has not already put in an open sell order. */
async function sellableUnits(db: Kysely<Database>, accountId: number, productId: number) {
  const [held, pending] = await Promise.all([
    db
      .selectFrom('holdings')
      .select((eb) => eb.fn.sum<number>('units').as('units'))
      .where('account_id', '=', accountId)
      .where('product_id', '=', productId)
      .executeTakeFirst(),
    db
      .selectFrom('order_lines')
      .select(['units', 'trade_option', 'isin'])
      .where('account_id', '=', accountId)
      .where('product_id', '=', productId)
      .where('transaction_type', '=', 'Sell')
      .where('status', 'in', OPEN_STATUSES)
      .execute(),
  ]);
  return {
    units: roundUnitCost(Number(held?.units ?? 0) - pending.reduce((s, p) => s + p.units, 0)),
    held: Number(held?.units ?? 0),
    pendingSells: pending.map((p) => ({
      ISIN: p.isin,
      ORDER_DATE: '',
      QUANTITY: p.trade_option === 'SellAll' ? 0 : p.units,
      TransactionType: 'Sell' as const,
    })),
  };
}

/**
 * Checks a basket order against every rule of trading §5 for its side and returns what to store:
 * the mode and value (for a sell-all, the units sellable now).
 */
async function checkedBasketOrder(
  db: Kysely<Database>,
  cache: CatalogueCache,
  session: SessionClaims,
  order: BasketOrder,
  side: 'Purchase' | 'Sell',
  accountId: number,
) {
  const { account } = await tradingAccountFor(db, session, accountId, side);
  const catalogue = await cache.get();
  const product = order.ISIN ? catalogue.byIsinCode(order.ISIN) : order.FundId ? catalogue.byProductId(order.FundId) : undefined;
  if (!product) throw badRequest(productNotFound(order.ISIN ?? String(order.FundId ?? '')));
  if (product.settlement.Tradeable === false) throw badRequest(NOT_TRADEABLE_MESSAGE(product.row.name));
  const value =
    typeof order.TradeValue === 'number'
      ? order.TradeValue
      : order.TradeOptions === 'Units'
        ? (order.Units ?? Number.NaN)
        : typeof order.Amount === 'number'
          ? order.Amount
          : Number.NaN;
  if (side === 'Purchase') {
    if (order.TradeOptions === 'SellAll') throw badRequest(BUY_MODE_MESSAGE);
    const blockers = basketBuyBlockers(
      {
        ProductType: product.row.product_type,
        Coupon: product.row.coupon,
        Denomination: product.row.denomination,
        MinInvest: product.row.min_invest,
        NAV: product.nav,
      },
      { mode: order.TradeOptions, value },
    );
    if (blockers.length) throw badRequest(blockers[0].message);
    return { account, product, option: order.TradeOptions, value };
  }
  const sellAll = order.TradeOptions === 'SellAll' || (typeof order.Amount === 'string' && order.Amount.trim() === '100%');
  const sellable = await sellableUnits(db, account.id, product.row.id);
  if (sellable.held <= 0) throw badRequest(NOT_HELD_MESSAGE(product.row.name));
  const blockers = sellBlockers(
    { ISIN: product.row.isin, ProductType: product.row.product_type, Units: sellable.units, LatestNAV: product.nav },
    { mode: sellAll ? 'SellAll' : order.TradeOptions, value },
    sellable.pendingSells,
  );
  if (blockers.length) throw badRequest(blockers[0].message);
  return { account, product, option: sellAll ? ('SellAll' as const) : order.TradeOptions, value: sellAll ? sellable.units : value };
}

const accountOf = (order: BasketOrder, fallback?: number) => {
  const id = order.PlatformId ?? order.AccountId ?? fallback;
  if (!id) throw badRequest(CHOOSE_ACCOUNT_MESSAGE);
  return id;
};

/**
 * Adds basket orders to the session client's cart, all or nothing: every item is checked before
 * any is stored.
 * @returns the cart of the first item's account
 */
export async function addToCart(
  db: Kysely<Database>,
  cache: CatalogueCache,
  session: SessionClaims,
  orders: BasketOrder[],
  forcedSide?: 'Sell',
) {
  const checked = [];
  for (const order of orders) {
    if (order.UserInfoId !== undefined && order.UserInfoId !== Number(session.nameid)) throw forbidden(MESSAGES.notYourAccount);
    const side = forcedSide ?? order.TransactionType ?? 'Purchase';
    checked.push({ side, ...(await checkedBasketOrder(db, cache, session, order, side, accountOf(order))) });
  }
  const now = new Date().toISOString().slice(0, 10);
  await db
    .insertInto('cart_items')
    .values(
      checked.map((c) => ({
        user_id: Number(session.nameid),
        account_id: c.account.id,
        product_id: c.product.row.id,
        transaction_type: c.side,
        trade_option: c.option,
        trade_value: c.value,
        created_at: now,
      })),
    )
    .execute();
  return cartOf(db, checked[0].account);
}

/** A cart item of the session's client, after the role checks of trading (403 for advisers and read-only clients). */
async function ownCartItem(db: Kysely<Database>, session: SessionClaims, id: number) {
  assertTradingRole(session);
  const item = await db.selectFrom('cart_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!item || item.user_id !== Number(session.nameid)) throw notFound(CART_ITEM_NOT_FOUND_MESSAGE);
  return item;
}

/**
 * Changes a cart item's mode and value, checked by the same rules as adding it.
 * @returns the item's account's cart
 */
export async function updateCartItem(
  db: Kysely<Database>,
  cache: CatalogueCache,
  session: SessionClaims,
  change: { ID: number; TradeOptions: 'Amount' | 'Units' | 'SellAll'; TradeValue: number },
) {
  const item = await ownCartItem(db, session, change.ID);
  const product = await db.selectFrom('products').select('isin').where('id', '=', item.product_id).executeTakeFirstOrThrow();
  const checked = await checkedBasketOrder(
    db,
    cache,
    session,
    { ISIN: product.isin, TradeOptions: change.TradeOptions, TradeValue: change.TradeValue },
    item.transaction_type,
    item.account_id,
  );
  await db.updateTable('cart_items').set({ trade_option: checked.option, trade_value: checked.value }).where('id', '=', item.id).execute();
  return cartOf(db, checked.account);
}

/** Removes a cart item of the session's client; says which product it was. */
export async function removeCartItem(db: Kysely<Database>, session: SessionClaims, id: number) {
  const item = await ownCartItem(db, session, id);
  const product = await db.selectFrom('products').select('name').where('id', '=', item.product_id).executeTakeFirstOrThrow();
  await db.deleteFrom('cart_items').where('id', '=', item.id).execute();
  return { Removed: item.id, Name: product.name };
}
