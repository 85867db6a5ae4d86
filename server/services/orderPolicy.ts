import type { Kysely, Selectable } from 'kysely';
import type { AccountTable, CheckoutType, Database, LineStatus, UserTable } from '../db/schema';
import { badRequest, conflict, forbidden, MESSAGES } from '../lib/http';
import { isAdviserRole } from '@/engine/session/roles';
import type { SessionClaims } from '../plugins/auth';
import { cashFigures, type Rates } from './portfolio';
import type { CatalogueProduct } from './catalogue';
import { basketBuyBlockers } from '@/engine/trading/basketBuyBlockers';
import { AMOUNT_EXCEEDS_AVAILABLE_CASH_MESSAGE, MAX_CHECKOUT_ITEMS_MESSAGE } from '@/engine/trading/cartCheckoutBlockers';
import { checkoutOptions, NOT_ALLOWED_TO_PURCHASE_MESSAGE, NOT_ALLOWED_TO_SELL_MESSAGE } from '@/engine/trading/checkoutOptions';
import { duplicateOrderIsins, duplicateOrderMessage } from '@/engine/trading/duplicateOrderIsins';
import { MAX_CHECKOUT_ITEMS, SELL_ALL_QUANTITY_EPSILON } from '@/engine/trading/limits';
import { productKindOf } from '@/engine/trading/productKindOf';
import { roundMoney } from '@/engine/trading/roundMoney';
import { sellBlockers } from '@/engine/trading/sellBlockers';
import type { TradeMode } from '@/engine/trading/tradeAmounts';
import type { PendingOrderEntry } from '@/engine/trading/types';

/** The cart's message for adviser roles (trading §2 Cart panel), word for word: they trade only as a client. */
export const CONSULTANT_TRADE_MESSAGE = 'To start trading, please login as one of your clients';
export const DFM_ACCOUNT_MESSAGE = 'Discretionary-managed (DFM) accounts are traded by their manager and cannot trade from the portal.';
export const IDEMPOTENCY_KEY_REQUIRED_MESSAGE =
  'An order needs an Idempotency-Key header: a unique id for the order, sent again unchanged when the request is retried.';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different order. Use a new key for a new order.';
export const CART_ITEM_GONE_MESSAGE = 'One or more items of this order are no longer in your cart. Please reload your cart.';
export const EMPTY_ORDER_MESSAGE = 'The order has no items.';
export const ONE_CHECKOUT_MESSAGE = 'Choose one checkout: Online, Docusign or Manual.';
export const UNKNOWN_PRODUCT_MESSAGE = (isin: string) => `The product ${isin} does not exist.`;
export const NOT_TRADEABLE_MESSAGE = (name: string) => `${name} cannot be traded at the moment.`;
export const NO_ALERTS_MESSAGE = 'Bonds and notes have no alerts.';
export const EXCEEDS_AMOUNT_NEEDED_MESSAGE = 'Exceeds Amount Needed';
export const FOREX_MISMATCH_MESSAGE = 'The exchange amounts do not match the current conversion rates. Please review the payment.';
export const FOREX_CURRENCY_MESSAGE = (currency: string) => `A currency exchange must buy the product's currency (${currency}).`;
export const NOT_HELD_MESSAGE = (name: string) => `You do not hold ${name}.`;

/** Order lines that still hold back cash or units: placed, not yet filled or cancelled. */
export const OPEN_STATUSES: LineStatus[] = ['Pending', 'AwaitingSignature'];

// ---------------------------------------------------------------------------------------------
// Who may trade
// ---------------------------------------------------------------------------------------------

export type TradeSide = 'Purchase' | 'Sell' | 'Any';

/**
 * The account a session may trade on (trading §6): only a client session — the client's own token,
 * or the client token an adviser opened through "log in as" — on one of the client's own accounts
 * that is not discretionary-managed and has the right to buy (or sell). Advisers with their own token
 * get the cart's message; read-only clients the limited-functionality sentence.
 * @throws HttpError 403 with the reason
 */
export async function tradingAccountFor(db: Kysely<Database>, session: SessionClaims, accountId: number, side: TradeSide) {
  assertTradingRole(session);
  const userId = Number(session.nameid);
  const [account, user] = await Promise.all([
    db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst(),
    db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
  ]);
  if (!user) throw forbidden(MESSAGES.notYourAccount);
  return checkTradingAccount(account, user, side);
}

/**
 * Only a client session trades: advisers get the cart's 'login as one of your clients' message,
 * read-only clients the limited-functionality sentence, any other role a plain 403.
 */
export function assertTradingRole(session: SessionClaims): void {
  if (session.role === 'clientreadonly') throw forbidden(MESSAGES.readOnly);
  if (isAdviserRole(session.role)) throw forbidden(CONSULTANT_TRADE_MESSAGE);
  if (session.role !== 'client') throw forbidden(MESSAGES.forbiddenRole);
}

/** The rights part of tradingAccountFor, for callers that have read the rows already. */
export function checkTradingAccount(account: Selectable<AccountTable> | undefined, user: Selectable<UserTable>, side: TradeSide) {
  if (!account || account.user_id !== user.id) throw forbidden(MESSAGES.notYourAccount);
  if (account.is_dfm === 1) throw forbidden(DFM_ACCOUNT_MESSAGE);
  const mayBuy = account.allowed_to_purchase === 1 && user.can_purchase === 1;
  const maySell = account.allowed_to_sell === 1 && user.can_sell === 1;
  if (side === 'Purchase' && !mayBuy) throw forbidden(NOT_ALLOWED_TO_PURCHASE_MESSAGE);
  if (side === 'Sell' && !maySell) throw forbidden(NOT_ALLOWED_TO_SELL_MESSAGE);
  return { account, user, mayBuy, maySell };
}

// ---------------------------------------------------------------------------------------------
// Rules of the request itself (trading §5), checked before any row is locked
// ---------------------------------------------------------------------------------------------

/**
 * The checkout an order goes through, after the rules on the order's shape: not empty, at most
 * MAX_CHECKOUT_ITEMS buy lines, one checkout (docusignTrade is always Docusign).
 * @throws HttpError 400
 */
export function checkoutTypeOf(
  order: { buyLines: number; sellLines: number; CheckoutOnline?: boolean; CheckoutDocusign?: boolean },
  route: 'ProcessTrade' | 'docusignTrade',
): CheckoutType {
  if (!order.buyLines && !order.sellLines) throw badRequest(EMPTY_ORDER_MESSAGE);
  if (order.buyLines > MAX_CHECKOUT_ITEMS) throw badRequest(MAX_CHECKOUT_ITEMS_MESSAGE);
  if (order.CheckoutOnline && order.CheckoutDocusign) throw badRequest(ONE_CHECKOUT_MESSAGE);
  const checkoutType: CheckoutType =
    route === 'docusignTrade' || order.CheckoutDocusign ? 'Docusign' : order.CheckoutOnline ? 'Online' : 'Manual';
  if (route === 'docusignTrade' && order.CheckoutOnline) throw badRequest(ONE_CHECKOUT_MESSAGE);
  return checkoutType;
}

/**
 * The catalogue product an order line names, if it exists and may be traded now.
 * @throws HttpError 400
 */
export function tradeableProduct(products: Map<string, CatalogueProduct>, isin: string): CatalogueProduct {
  const p = products.get(isin);
  if (!p) throw badRequest(UNKNOWN_PRODUCT_MESSAGE(isin));
  if (p.settlement.Tradeable === false) throw badRequest(NOT_TRADEABLE_MESSAGE(p.row.name));
  return p;
}

/** A product as the engine's basket rules read it. */
export function basketProduct(p: CatalogueProduct) {
  return {
    ProductType: p.row.product_type,
    Coupon: p.row.coupon,
    Denomination: p.row.denomination,
    MinInvest: p.row.min_invest,
    NAV: p.nav,
  };
}

/**
 * The basket rules of one buy line (minimum, denomination, whole units, a price to buy at).
 * @throws HttpError 400 with the first rule that fails
 */
export function assertBasketBuy(product: CatalogueProduct, line: { mode: TradeMode; value: number }): void {
  const blockers = basketBuyBlockers(basketProduct(product), line);
  if (blockers.length) throw badRequest(blockers[0].message);
}

/**
 * A forex line buys the product's currency with another currency the platform has a rate for.
 * @throws HttpError 400
 */
export function assertForexCurrencies(line: { SellCurrency: string; BuyCurrency: string }, productCurrency: string, rates: Rates): void {
  if (line.BuyCurrency !== productCurrency || line.SellCurrency === productCurrency)
    throw badRequest(FOREX_CURRENCY_MESSAGE(productCurrency));
  if (!rates.has(line.SellCurrency)) throw badRequest(FOREX_CURRENCY_MESSAGE(productCurrency));
}

/**
 * Bonds and notes have no price alerts.
 * @throws HttpError 400
 */
export function assertAlertAllowed(product: CatalogueProduct): void {
  const kind = productKindOf({ ProductType: product.row.product_type, Coupon: product.row.coupon });
  if (kind === 'bond' || kind === 'note') throw badRequest(NO_ALERTS_MESSAGE);
}

/**
 * The chosen checkout is one the order's products, the account's rights and the client's signed
 * fee agreement allow (engine checkoutOptions).
 * @throws HttpError 400 with the first reason the checkout is not offered
 */
export function assertCheckoutAllowed(
  lines: { buys: CatalogueProduct[]; sells: CatalogueProduct[] },
  account: Selectable<AccountTable>,
  user: Selectable<UserTable>,
  checkoutType: CheckoutType,
): void {
  const options = checkoutOptions(
    [
      ...lines.buys.map((p) => ({
        Name: p.row.name,
        ProductType: p.row.product_type,
        TransactionType: 'Purchase' as const,
        CheckoutOnline: p.row.checkout_online === 1,
        CheckoutDocusign: p.row.checkout_docusign === 1,
        NeedsDisclaimer: p.row.needs_disclaimer === 1,
      })),
      ...lines.sells.map((p) => ({
        Name: p.row.name,
        ProductType: p.row.product_type,
        TransactionType: 'Sell' as const,
        CheckoutOnline: p.row.checkout_online === 1,
        CheckoutDocusign: p.row.checkout_docusign === 1,
      })),
    ],
    {
      AllowedToPurchase: account.allowed_to_purchase === 1 && user.can_purchase === 1,
      AllowedToSell: account.allowed_to_sell === 1 && user.can_sell === 1,
      TransactionFeeSigned: user.transaction_fee_signed === 1,
    },
  );
  if (!options[checkoutType]) throw badRequest(options.blockers[checkoutType][0].message);
}

// ---------------------------------------------------------------------------------------------
// Rules on the account's state, checked on what the order transaction read under its lock
// ---------------------------------------------------------------------------------------------

/**
 * The ordered cart items are all still in the cart, and an ISIN already ordered today is ordered
 * again only after the user confirmed the duplicate-order warning.
 * @throws HttpError 409
 */
export function assertOrderStillWanted(
  order: { cartIds: number[]; isins: string[]; orderDate: string; confirmDuplicate: boolean },
  state: { cartPresent: Set<number>; orderedToday: Set<string> },
): void {
  if (order.cartIds.some((id) => !state.cartPresent.has(id))) throw conflict(CART_ITEM_GONE_MESSAGE);
  const pendingToday: PendingOrderEntry[] = [...state.orderedToday].map((ISIN) => ({ ISIN, ORDER_DATE: order.orderDate, QUANTITY: 1 }));
  const duplicates = duplicateOrderIsins(order.isins, pendingToday, order.orderDate);
  if (duplicates.length && !order.confirmDuplicate) throw conflict(duplicateOrderMessage(duplicates));
}

/**
 * Each currency has the cash the order's buys need free after what open orders hold back, and the
 * account's available balance stays at or above zero once it is held back too.
 * @throws HttpError 400
 */
export function assertCashCovers(
  need: Map<string, number>,
  cash: { currency: string; amount: number; reserved: number }[],
  reservedAfter: Map<string, number>,
  account: Selectable<AccountTable>,
  rates: Rates,
): void {
  const cashBy = new Map(cash.map((c) => [c.currency, c]));
  for (const [currency, amount] of need) {
    const row = cashBy.get(currency);
    const free = row ? row.amount - row.reserved : 0;
    if (amount > roundMoney(free) + 0.005) throw badRequest(AMOUNT_EXCEEDS_AVAILABLE_CASH_MESSAGE);
  }
  if (need.size) {
    const after = cashFigures(cash, reservedAfter, account, rates);
    if (after.AvailableBalance < -0.005) throw badRequest(AMOUNT_EXCEEDS_AVAILABLE_CASH_MESSAGE);
  }
}

/**
 * A sell line sells a product the account holds, within the units still sellable, and not beside a
 * pending sell-all of it.
 * @throws HttpError 400 with the first rule that fails
 */
export function assertSellable(
  product: CatalogueProduct,
  line: { mode: 'Amount' | 'Units' | 'SellAll'; value: number },
  position: { held: number; sellable: number; pendingSellAll: boolean; orderDate: string },
): void {
  if (position.held <= SELL_ALL_QUANTITY_EPSILON) throw badRequest(NOT_HELD_MESSAGE(product.row.name));
  const pendingEntries: PendingOrderEntry[] = position.pendingSellAll
    ? [{ ISIN: product.row.isin, ORDER_DATE: position.orderDate, QUANTITY: 0, TransactionType: 'Sell' }]
    : [];
  const blockers = sellBlockers(
    { ISIN: product.row.isin, ProductType: product.row.product_type, Units: position.sellable, LatestNAV: product.nav },
    line,
    pendingEntries,
  );
  if (blockers.length) throw badRequest(blockers[0].message);
}
