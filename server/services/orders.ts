import { createHash } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { AccountTable, CheckoutType, Database, LineStatus, OrderStatus, UserTable } from '../db/schema';
import { badRequest, conflict, forbidden, HttpError, MESSAGES } from '../lib/http';
import { isAdviserRole } from '../lib/roles';
import type { SessionClaims } from '../plugins/auth';
import { cashFigures, type Rates } from './portfolio';
import { canonicalJson } from '@/engine/forms/sha256';
import { basketBuyBlockers } from '@/engine/trading/basketBuyBlockers';
import { AMOUNT_EXCEEDS_AVAILABLE_CASH_MESSAGE, MAX_CHECKOUT_ITEMS_MESSAGE } from '@/engine/trading/cartCheckoutBlockers';
import { checkoutOptions, NOT_ALLOWED_TO_PURCHASE_MESSAGE, NOT_ALLOWED_TO_SELL_MESSAGE } from '@/engine/trading/checkoutOptions';
import { convertViaEur } from '@/engine/trading/convertViaEur';
import { duplicateOrderIsins, duplicateOrderMessage } from '@/engine/trading/duplicateOrderIsins';
import { MAX_CHECKOUT_ITEMS, SELL_ALL_QUANTITY_EPSILON } from '@/engine/trading/limits';
import { productKindOf } from '@/engine/trading/productKindOf';
import { roundMoney } from '@/engine/trading/roundMoney';
import { roundUnitCost } from '@/engine/trading/roundUnitCost';
import { sellBlockers } from '@/engine/trading/sellBlockers';
import { tradeAmounts, type TradeMode } from '@/engine/trading/tradeAmounts';
import type { PendingOrderEntry } from '@/engine/trading/types';
import type { CatalogueProduct } from './catalogue';

/** The cart's message for adviser roles (trading §2 Cart panel), word for word: they trade only as a client. */
export const CONSULTANT_TRADE_MESSAGE = 'To start trading, please login as one of your clients';
export const DFM_ACCOUNT_MESSAGE = 'Discretionary-managed (DFM) accounts are traded by their manager and cannot trade from the portal.';
export const IDEMPOTENCY_KEY_REQUIRED_MESSAGE = 'An order needs an Idempotency-Key header: a unique id for the order, sent again unchanged when the request is retried.';
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

const OPEN_STATUSES: LineStatus[] = ['Pending', 'AwaitingSignature'];

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
// The trade request (trading §3) and the plan made from it
// ---------------------------------------------------------------------------------------------

export interface ForexLine { SellCurrency: string; SellAmount?: number; BuyCurrency: string; BuyAmount: number }
export interface AlertLine {
  CartId?: number; GainRate?: number | null; GainSelection?: number | string; FallRate?: number | null; FallSelection?: number | string;
  AutoResetGainFallValue?: number | null;
}
export interface PurchasedFund {
  ID?: number; CartId?: number; ISIN: string; TradeOptions: 'Amount' | 'Units'; TradeValue?: number; Units?: number; Amount?: number;
  CashRebateType?: string | null; Forex?: ForexLine[]; Alert?: AlertLine | null; [other: string]: unknown;
}
export interface SoldFund {
  CartId?: number; ISIN: string; TradeOptions: 'Amount' | 'Units' | 'SellAll'; TradeValue?: number; Units?: number; Amount?: number | string;
  [other: string]: unknown;
}
export interface TradeRequest {
  PurchasedFunds?: PurchasedFund[];
  SoldFunds?: SoldFund[];
  CheckoutOnline?: boolean;
  CheckoutDocusign?: boolean;
  /** The user confirmed the duplicate-order warning (trading §5 Finalise). */
  ConfirmDuplicate?: boolean;
  UserInfo: {
    PlatformId: number; UserInfoId?: number; ActiveBostonId?: string; CurrentUserBostonId?: string; WhiteLabelCode?: string; WhiteLabelId?: number;
    [other: string]: unknown;
  };
}

/** Validated alert answers of a buy line (alert-targets), created when the buy fills. */
export type AlertAnswers = Record<string, unknown>;

interface PlannedPayment { currency: string; amount: number; buyCurrency: string | null; buyAmount: number | null }
interface PlannedBuy {
  product: CatalogueProduct; cartId: number | null; tradeOption: 'Amount' | 'Units'; tradeValue: number; units: number; amount: number; price: number;
  payments: PlannedPayment[]; cashRebateType: string | null; alert: AlertAnswers | null; forex: Required<ForexLine>[];
}
interface PlannedSell {
  product: CatalogueProduct; cartId: number | null; mode: 'Amount' | 'Units' | 'SellAll'; tradeValue: number; price: number;
}

export interface OrderPlan {
  route: 'ProcessTrade' | 'docusignTrade';
  key: string;
  requestHash: string;
  user: Selectable<UserTable>;
  impersonator: Selectable<UserTable> | null;
  account: Selectable<AccountTable>;
  checkoutType: CheckoutType;
  status: OrderStatus & LineStatus;
  orderDate: string;
  createdAt: string;
  confirmDuplicate: boolean;
  buys: PlannedBuy[];
  sells: PlannedSell[];
  rates: Rates;
}

/** What the order transaction reads under its lock. */
export interface OrderSnapshot {
  /** The account's balances and what open orders hold back of each (cash_balances, locked). */
  cash: { currency: string; amount: number; reserved: number }[];
  /** Units held per product id. */
  held: Map<number, number>;
  /** Pending sells per product id (their units and whether one is a sell-all). */
  pendingSells: Map<number, { units: number; sellAll: boolean }>;
  /** The order's ISINs that already have an open order placed on the order's date. */
  orderedToday: Set<string>;
  /** Cart ids of the order still in the cart. */
  cartPresent: Set<number>;
}

interface DecidedSell extends PlannedSell { units: number; amount: number }
export interface Decision {
  buys: PlannedBuy[];
  sells: DecidedSell[];
  /** Cash to hold back per currency for this order's buys. */
  need: Map<string, number>;
  reservedAfter: Map<string, number>;
}

/** A request's fingerprint: the same key with a different body is a different order, not a retry. */
export function requestHashOf(route: string, body: unknown): string {
  return createHash('sha256').update(canonicalJson({ route, body })).digest('hex');
}

/** The value a line orders: TradeValue, else Units or Amount by its mode. */
function lineValue(line: { TradeOptions: string; TradeValue?: number; Units?: number; Amount?: number | string }): number {
  if (typeof line.TradeValue === 'number') return line.TradeValue;
  const v = line.TradeOptions === 'Units' ? line.Units : line.Amount;
  return typeof v === 'number' ? v : Number.NaN;
}

export interface PlanInput {
  route: OrderPlan['route'];
  key: string;
  body: TradeRequest;
  user: Selectable<UserTable>;
  impersonator: Selectable<UserTable> | null;
  account: Selectable<AccountTable>;
  products: Map<string, CatalogueProduct>;
  rates: Rates;
  /** Validates a line's alert with the alert-targets form (400 with the form's message). */
  validateAlert: (answers: AlertAnswers) => AlertAnswers;
  now: Date;
  /** requestHashOf(route, {accountId, body}) when the caller already computed it (the idempotency look-up). */
  requestHash?: string;
}

/**
 * Checks a trade request against every rule that does not depend on what other orders hold back
 * (trading §5): at most 8 buy lines, the basket rules of each line, the checkout the products allow,
 * forex lines through EUR, alerts only for funds; and computes units, amounts and the cash each buy
 * line reserves per currency.
 * @throws HttpError 400/403/404 with the first rule that fails
 */
export function planOrder(input: PlanInput): OrderPlan {
  const { body, account, user, rates } = input;
  const purchased = body.PurchasedFunds ?? [];
  const sold = body.SoldFunds ?? [];
  if (!purchased.length && !sold.length) throw badRequest(EMPTY_ORDER_MESSAGE);
  if (purchased.length > MAX_CHECKOUT_ITEMS) throw badRequest(MAX_CHECKOUT_ITEMS_MESSAGE);
  if (body.CheckoutOnline && body.CheckoutDocusign) throw badRequest(ONE_CHECKOUT_MESSAGE);
  const checkoutType: CheckoutType = input.route === 'docusignTrade' || body.CheckoutDocusign ? 'Docusign' : body.CheckoutOnline ? 'Online' : 'Manual';
  if (input.route === 'docusignTrade' && body.CheckoutOnline) throw badRequest(ONE_CHECKOUT_MESSAGE);

  const productOf = (isin: string) => {
    const p = input.products.get(isin);
    if (!p) throw badRequest(UNKNOWN_PRODUCT_MESSAGE(isin));
    if (p.settlement.Tradeable === false) throw badRequest(NOT_TRADEABLE_MESSAGE(p.row.name));
    return p;
  };
  const basketProduct = (p: CatalogueProduct) => ({
    ProductType: p.row.product_type, Coupon: p.row.coupon, Denomination: p.row.denomination, MinInvest: p.row.min_invest, NAV: p.nav,
  });

  const buys: PlannedBuy[] = purchased.map((line) => {
    const product = productOf(line.ISIN);
    const value = lineValue(line);
    const mode: TradeMode = line.TradeOptions;
    const blockers = basketBuyBlockers(basketProduct(product), { mode, value });
    if (blockers.length) throw badRequest(blockers[0]!.message);
    const amounts = tradeAmounts(basketProduct(product), { mode, value }, product.nav)!;
    const currency = product.row.currency;
    const forex: Required<ForexLine>[] = [];
    let bought = 0;
    for (const f of line.Forex ?? []) {
      if (f.BuyCurrency !== currency || f.SellCurrency === currency) throw badRequest(FOREX_CURRENCY_MESSAGE(currency));
      if (!rates.has(f.SellCurrency)) throw badRequest(FOREX_CURRENCY_MESSAGE(currency));
      const sellAmount = roundMoney(convertViaEur(f.BuyAmount, f.BuyCurrency, f.SellCurrency, Object.fromEntries([...rates].map(([c, r]) => [c, r.rate]))));
      if (f.SellAmount !== undefined && Math.abs(f.SellAmount - sellAmount) > 0.01) throw badRequest(FOREX_MISMATCH_MESSAGE);
      forex.push({ SellCurrency: f.SellCurrency, SellAmount: sellAmount, BuyCurrency: f.BuyCurrency, BuyAmount: roundMoney(f.BuyAmount) });
      bought = roundMoney(bought + f.BuyAmount);
    }
    if (bought > amounts.Amount + 0.005) throw badRequest(EXCEEDS_AMOUNT_NEEDED_MESSAGE);
    const payments: PlannedPayment[] = [];
    const own = roundMoney(amounts.Amount - bought);
    if (own > 0) payments.push({ currency, amount: own, buyCurrency: null, buyAmount: null });
    for (const f of forex) payments.push({ currency: f.SellCurrency, amount: f.SellAmount, buyCurrency: f.BuyCurrency, buyAmount: f.BuyAmount });
    const kind = productKindOf({ ProductType: product.row.product_type, Coupon: product.row.coupon });
    let alert: AlertAnswers | null = null;
    if (line.Alert) {
      if (kind === 'bond' || kind === 'note') throw badRequest(NO_ALERTS_MESSAGE);
      alert = input.validateAlert({ ...line.Alert, CartId: line.Alert.CartId ?? line.CartId ?? line.ID });
    }
    const cashRebateType = product.row.cash_rebate ? (line.CashRebateType === 'Units' || line.CashRebateType === 'Cash' ? line.CashRebateType : product.row.cash_rebate_type) : null;
    return {
      product, cartId: line.CartId ?? line.ID ?? null, tradeOption: line.TradeOptions, tradeValue: value, units: amounts.Units, amount: amounts.Amount,
      price: amounts.UnitPrice, payments, cashRebateType, alert, forex,
    };
  });

  const sells: PlannedSell[] = sold.map((line) => {
    const product = productOf(line.ISIN);
    const sellAll = line.TradeOptions === 'SellAll' || (typeof line.Amount === 'string' && line.Amount.trim() === '100%');
    const mode = sellAll ? 'SellAll' : line.TradeOptions === 'Units' ? 'Units' : 'Amount';
    const tradeValue = mode === 'SellAll' ? 0 : lineValue(line);
    const price = tradeAmounts(basketProduct(product), { mode: 'Units', value: 1 }, product.nav)?.UnitPrice;
    if (price === undefined) throw badRequest(NOT_TRADEABLE_MESSAGE(product.row.name));
    return { product, cartId: line.CartId ?? null, mode, tradeValue, price };
  });

  const options = checkoutOptions([
    ...buys.map((b) => ({ Name: b.product.row.name, ProductType: b.product.row.product_type, TransactionType: 'Purchase' as const, CheckoutOnline: b.product.row.checkout_online === 1, CheckoutDocusign: b.product.row.checkout_docusign === 1, NeedsDisclaimer: b.product.row.needs_disclaimer === 1 })),
    ...sells.map((s) => ({ Name: s.product.row.name, ProductType: s.product.row.product_type, TransactionType: 'Sell' as const, CheckoutOnline: s.product.row.checkout_online === 1, CheckoutDocusign: s.product.row.checkout_docusign === 1 })),
  ], {
    AllowedToPurchase: account.allowed_to_purchase === 1 && user.can_purchase === 1,
    AllowedToSell: account.allowed_to_sell === 1 && user.can_sell === 1,
    TransactionFeeSigned: user.transaction_fee_signed === 1,
  });
  if (!options[checkoutType]) throw badRequest(options.blockers[checkoutType][0]!.message);

  const now = input.now;
  return {
    route: input.route, key: input.key, requestHash: input.requestHash ?? requestHashOf(input.route, { accountId: account.id, body }),
    user, impersonator: input.impersonator, account, checkoutType, status: checkoutType === 'Docusign' ? 'AwaitingSignature' : 'Pending',
    orderDate: now.toISOString().slice(0, 10), createdAt: now.toISOString(), confirmDuplicate: body.ConfirmDuplicate === true,
    buys, sells, rates,
  };
}

/**
 * The rules that depend on the account's state, decided on what the order transaction read under its
 * lock, so that two orders placed at once are decided one after the other: the cart items still
 * there; the duplicate-order confirmation; the cash each currency still has free after what open
 * orders hold back; the units still sellable after pending sells.
 * @throws HttpError 400/409 with the first rule that fails
 */
export function decideOrder(plan: OrderPlan, snapshot: OrderSnapshot): Decision {
  const cartIds = [...plan.buys, ...plan.sells].map((l) => l.cartId).filter((id): id is number => id !== null);
  if (cartIds.some((id) => !snapshot.cartPresent.has(id))) throw conflict(CART_ITEM_GONE_MESSAGE);
  const isins = [...plan.buys, ...plan.sells].map((l) => l.product.row.isin);
  const pendingToday: PendingOrderEntry[] = [...snapshot.orderedToday].map((ISIN) => ({ ISIN, ORDER_DATE: plan.orderDate, QUANTITY: 1 }));
  const duplicates = duplicateOrderIsins(isins, pendingToday, plan.orderDate);
  if (duplicates.length && !plan.confirmDuplicate) throw conflict(duplicateOrderMessage(duplicates));

  const need = new Map<string, number>();
  for (const b of plan.buys) for (const p of b.payments) need.set(p.currency, roundMoney((need.get(p.currency) ?? 0) + p.amount));
  const cashBy = new Map(snapshot.cash.map((c) => [c.currency, c]));
  for (const [currency, amount] of need) {
    const row = cashBy.get(currency);
    const free = row ? row.amount - row.reserved : 0;
    if (amount > roundMoney(free) + 0.005) throw badRequest(AMOUNT_EXCEEDS_AVAILABLE_CASH_MESSAGE);
  }
  const reservedAfter = new Map(snapshot.cash.map((c) => [c.currency, c.reserved]));
  for (const [currency, amount] of need) reservedAfter.set(currency, (reservedAfter.get(currency) ?? 0) + amount);
  if (need.size) {
    const after = cashFigures(snapshot.cash, reservedAfter, plan.account, plan.rates);
    if (after.AvailableBalance < -0.005) throw badRequest(AMOUNT_EXCEEDS_AVAILABLE_CASH_MESSAGE);
  }

  const sellingNow = new Map<number, number>();
  const sells: DecidedSell[] = plan.sells.map((s) => {
    const id = s.product.row.id;
    const held = snapshot.held.get(id) ?? 0;
    if (held <= SELL_ALL_QUANTITY_EPSILON) throw badRequest(NOT_HELD_MESSAGE(s.product.row.name));
    const pending = snapshot.pendingSells.get(id);
    const sellable = roundUnitCost(held - (pending?.units ?? 0) - (sellingNow.get(id) ?? 0));
    const pendingEntries: PendingOrderEntry[] = pending?.sellAll ? [{ ISIN: s.product.row.isin, ORDER_DATE: plan.orderDate, QUANTITY: 0, TransactionType: 'Sell' }] : [];
    const blockers = sellBlockers(
      { ISIN: s.product.row.isin, ProductType: s.product.row.product_type, Units: sellable, LatestNAV: s.product.nav },
      { mode: s.mode, value: s.tradeValue }, pendingEntries,
    );
    if (blockers.length) throw badRequest(blockers[0]!.message);
    const units = s.mode === 'SellAll' ? sellable : s.mode === 'Units' ? s.tradeValue : Math.min(sellable, roundUnitCost(s.tradeValue / s.price));
    sellingNow.set(id, (sellingNow.get(id) ?? 0) + units);
    return { ...s, units, amount: s.mode === 'Amount' ? roundMoney(s.tradeValue) : roundMoney(units * s.price) };
  });
  return { buys: plan.buys, sells, need, reservedAfter };
}

/** The answer to a placed order, stored with it and repeated to a retry with the same key. */
export function orderAnswer(plan: OrderPlan, decision: Decision, orderId: number, buyLineIds: number[], sellLineIds: number[], snapshot: OrderSnapshot) {
  const figures = cashFigures(snapshot.cash, decision.reservedAfter, plan.account, plan.rates);
  const client = plan.user;
  const consultantSigner = plan.impersonator;
  return {
    OrderId: orderId,
    AccountId: plan.account.id,
    Status: plan.status,
    CheckoutType: plan.checkoutType,
    OrderDate: plan.orderDate,
    CreatedAt: plan.createdAt,
    Currency: plan.account.currency,
    PendingOrderAmount: figures.PendingOrderAmount,
    AvailableBalance: figures.AvailableBalance,
    PurchasedFunds: decision.buys.map((b, i) => ({
      OrderLineId: buyLineIds[i]!, CartId: b.cartId, ISIN: b.product.row.isin, Name: b.product.row.name, ProductType: b.product.row.product_type,
      Currency: b.product.row.currency, TradeOptions: b.tradeOption, TradeValue: b.tradeValue, Units: b.units, Amount: b.amount, Price: b.price,
      CashRebateType: b.cashRebateType, Forex: b.forex, Alert: b.alert, Status: plan.status,
    })),
    SoldFunds: decision.sells.map((s, i) => ({
      OrderLineId: sellLineIds[i]!, CartId: s.cartId, ISIN: s.product.row.isin, Name: s.product.row.name, ProductType: s.product.row.product_type,
      Currency: s.product.row.currency, TradeOptions: s.mode, Units: s.units, Amount: s.amount, Price: s.price, SellAll: s.mode === 'SellAll', Status: plan.status,
    })),
    // No e-signing service runs here: Docusign orders name their signers and wait for `npm run settle -- --signed`.
    PDFDetails: {
      SignerDetails: plan.checkoutType === 'Docusign'
        ? [
          { SignerOrder: 1, IsCC: false, SignerRole: 'Client', SignerName: `${client.first_name} ${client.last_name}`, SignerEmailAddress: client.email },
          ...(consultantSigner ? [{ SignerOrder: 2, IsCC: true, SignerRole: 'Consultant', SignerName: `${consultantSigner.first_name} ${consultantSigner.last_name}`, SignerEmailAddress: consultantSigner.email }] : []),
        ]
        : [],
      PDFUrls: [] as { FileName: string; PDFUrl: string }[],
    },
  };
}

export type OrderAnswer = ReturnType<typeof orderAnswer>;
export interface CommitResult { answer: OrderAnswer; replayed: boolean }

function reusedKey(existing: { request_hash: string; response_json: string }, plan: Pick<OrderPlan, 'requestHash'>): CommitResult {
  if (existing.request_hash !== plan.requestHash) throw conflict(IDEMPOTENCY_KEY_REUSED_MESSAGE);
  return { answer: JSON.parse(existing.response_json) as OrderAnswer, replayed: true };
}

// ---------------------------------------------------------------------------------------------
// The order transaction, once per dialect
// ---------------------------------------------------------------------------------------------

interface LineRow {
  order_id: number; account_id: number; product_id: number; isin: string; transaction_type: 'Purchase' | 'Sell'; trade_option: 'Amount' | 'Units' | 'SellAll';
  trade_value: number; units: number; amount: number; price: number; currency: string; cart_id: number | null; cash_rebate_type: string | null;
  alert_json: string | null; status: LineStatus; order_date: string;
}

function lineRows(plan: OrderPlan, decision: Decision, orderId: number): { buys: LineRow[]; sells: LineRow[] } {
  const base = { order_id: orderId, account_id: plan.account.id, status: plan.status, order_date: plan.orderDate };
  return {
    buys: decision.buys.map((b) => ({
      ...base, product_id: b.product.row.id, isin: b.product.row.isin, transaction_type: 'Purchase', trade_option: b.tradeOption, trade_value: b.tradeValue,
      units: b.units, amount: b.amount, price: b.price, currency: b.product.row.currency, cart_id: b.cartId, cash_rebate_type: b.cashRebateType,
      alert_json: b.alert ? JSON.stringify(b.alert) : null,
    })),
    sells: decision.sells.map((s) => ({
      ...base, product_id: s.product.row.id, isin: s.product.row.isin, transaction_type: 'Sell', trade_option: s.mode, trade_value: s.tradeValue,
      units: s.units, amount: s.amount, price: s.price, currency: s.product.row.currency, cart_id: s.cartId, cash_rebate_type: null, alert_json: null,
    })),
  };
}

const orderRow = (plan: OrderPlan) => ({
  account_id: plan.account.id, user_id: plan.user.id, impersonator_id: plan.impersonator?.id ?? null, idempotency_key: plan.key,
  request_hash: plan.requestHash, checkout_type: plan.checkoutType, status: plan.status, order_date: plan.orderDate, created_at: plan.createdAt,
  settled_at: null, response_json: '',
});

type Sqlite = import('better-sqlite3').Database;
type Statement = import('better-sqlite3').Statement;
const sqliteStatements = new WeakMap<object, Record<string, Statement>>();
const OPEN_SQL = OPEN_STATUSES.map((x) => `'${x}'`).join(',');

/** Prepared once per database handle: placing an order runs these on every order (Kysely would prepare each query anew). */
function statementsOf(sqlite: Sqlite): Record<string, Statement> {
  let s = sqliteStatements.get(sqlite);
  if (!s) {
    s = {
      findByKey: sqlite.prepare('SELECT request_hash, response_json FROM orders WHERE user_id = ? AND idempotency_key = ?'),
      account: sqlite.prepare('SELECT * FROM accounts WHERE id = ?'),
      user: sqlite.prepare('SELECT * FROM users WHERE id = ?'),
      rates: sqlite.prepare('SELECT currency, rate_eur, symbol FROM currency_rates'),
      cash: sqlite.prepare('SELECT currency, amount, reserved FROM cash_balances WHERE account_id = ?'),
      held: sqlite.prepare('SELECT COALESCE(SUM(units), 0) AS units FROM holdings WHERE account_id = ? AND product_id = ?'),
      pendingSells: sqlite.prepare(`SELECT units, trade_option FROM order_lines WHERE account_id = ? AND product_id = ? AND transaction_type = 'Sell' AND status IN (${OPEN_SQL})`),
      orderedToday: sqlite.prepare(`SELECT 1 AS found FROM order_lines WHERE account_id = ? AND isin = ? AND order_date = ? AND status IN (${OPEN_SQL}) LIMIT 1`),
      cartExists: sqlite.prepare('SELECT 1 AS present FROM cart_items WHERE id = ? AND account_id = ? AND user_id = ?'),
      insertOrder: sqlite.prepare(`INSERT INTO orders (account_id, user_id, impersonator_id, idempotency_key, request_hash, checkout_type, status, order_date, created_at, settled_at, response_json)
        VALUES (@account_id, @user_id, @impersonator_id, @idempotency_key, @request_hash, @checkout_type, @status, @order_date, @created_at, @settled_at, @response_json)`),
      insertLine: sqlite.prepare(`INSERT INTO order_lines (order_id, account_id, product_id, isin, transaction_type, trade_option, trade_value, units, amount, price, currency, cart_id, cash_rebate_type, alert_json, status, order_date)
        VALUES (@order_id, @account_id, @product_id, @isin, @transaction_type, @trade_option, @trade_value, @units, @amount, @price, @currency, @cart_id, @cash_rebate_type, @alert_json, @status, @order_date)`),
      insertPayment: sqlite.prepare('INSERT INTO order_payments (order_line_id, account_id, currency, amount, buy_currency, buy_amount, open) VALUES (?, ?, ?, ?, ?, ?, 1)'),
      reserve: sqlite.prepare('UPDATE cash_balances SET reserved = reserved + ? WHERE account_id = ? AND currency = ?'),
      deleteCart: sqlite.prepare('DELETE FROM cart_items WHERE id = ? AND account_id = ? AND user_id = ?'),
      setResponse: sqlite.prepare('UPDATE orders SET response_json = ? WHERE id = ?'),
    };
    sqliteStatements.set(sqlite, s);
  }
  return s;
}

/**
 * The answer already given for this user's key, or null. A retry is answered from here before any
 * rule runs again (the cart items it ordered are gone by then).
 * @throws HttpError 409 when the key was used for a different request
 */
export async function findPlacedOrder(db: Db, userId: number, key: string, requestHash: string): Promise<CommitResult | null> {
  const existing = db.sqlite
    ? statementsOf(db.sqlite).findByKey!.get(userId, key) as { request_hash: string; response_json: string } | undefined
    : await db.kysely.selectFrom('orders').select(['request_hash', 'response_json']).where('user_id', '=', userId).where('idempotency_key', '=', key).executeTakeFirst();
  return existing ? reusedKey(existing, { requestHash }) : null;
}

export interface OrderContext {
  account: Selectable<AccountTable> | undefined;
  user: Selectable<UserTable> | undefined;
  impersonator: Selectable<UserTable> | undefined;
  rates: Rates;
}

/** The rows an order is planned on: the account, the client, the impersonating adviser and the rates. */
export async function loadOrderContext(db: Db, accountId: number, userId: number, impersonatorId: number | null): Promise<OrderContext> {
  const toRates = (rows: { currency: string; rate_eur: number; symbol: string }[]): Rates => new Map(rows.map((r) => [r.currency, { rate: r.rate_eur, symbol: r.symbol }]));
  if (db.sqlite) {
    const s = statementsOf(db.sqlite);
    return {
      account: s.account!.get(accountId) as Selectable<AccountTable> | undefined,
      user: s.user!.get(userId) as Selectable<UserTable> | undefined,
      impersonator: impersonatorId ? s.user!.get(impersonatorId) as Selectable<UserTable> | undefined : undefined,
      rates: toRates(s.rates!.all() as { currency: string; rate_eur: number; symbol: string }[]),
    };
  }
  const k = db.kysely;
  const [account, user, impersonator, rates] = await Promise.all([
    k.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst(),
    k.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst(),
    impersonatorId ? k.selectFrom('users').selectAll().where('id', '=', impersonatorId).executeTakeFirst() : Promise.resolve(undefined),
    k.selectFrom('currency_rates').select(['currency', 'rate_eur', 'symbol']).execute(),
  ]);
  return { account, user, impersonator, rates: toRates(rates) };
}

/** Resolves once no Kysely transaction holds the shared SQLite connection (the sync transaction must not nest in one). */
async function sqliteIdle(sqlite: Sqlite): Promise<void> {
  while (sqlite.inTransaction) await new Promise((resolve) => setImmediate(resolve));
}

function productIdsOf(plan: OrderPlan) {
  return [...new Set(plan.sells.map((s) => s.product.row.id))];
}

function cartIdsOf(plan: OrderPlan) {
  return [...plan.buys, ...plan.sells].map((l) => l.cartId).filter((id): id is number => id !== null);
}

function isinsOf(plan: OrderPlan) {
  return [...new Set([...plan.buys, ...plan.sells].map((l) => l.product.row.isin))];
}

/**
 * SQLite: one order's check-and-reserve, run synchronously inside the batch's transaction (see
 * groupCommitSqlite) as a savepoint: a refused order undoes only its own writes.
 */
function placeSqlite(sqlite: Sqlite, plan: OrderPlan): CommitResult {
  const s = statementsOf(sqlite);
  const accountId = plan.account.id;
  const existing = s.findByKey!.get(plan.user.id, plan.key) as { request_hash: string; response_json: string } | undefined;
  if (existing) return reusedKey(existing, plan);
  const cartIds = cartIdsOf(plan);
  const snapshot: OrderSnapshot = {
    cash: s.cash!.all(accountId) as OrderSnapshot['cash'],
    held: new Map(productIdsOf(plan).map((id) => [id, (s.held!.get(accountId, id) as { units: number }).units])),
    pendingSells: new Map(productIdsOf(plan).map((id) => {
      const rows = s.pendingSells!.all(accountId, id) as { units: number; trade_option: string }[];
      return [id, { units: rows.reduce((sum, r) => sum + r.units, 0), sellAll: rows.some((r) => r.trade_option === 'SellAll') }];
    })),
    orderedToday: new Set(isinsOf(plan).filter((isin) => s.orderedToday!.get(accountId, isin, plan.orderDate))),
    cartPresent: new Set(cartIds.filter((id) => s.cartExists!.get(id, accountId, plan.user.id))),
  };
  const decision = decideOrder(plan, snapshot);
  const orderId = Number(s.insertOrder!.run(orderRow(plan)).lastInsertRowid);
  const rows = lineRows(plan, decision, orderId);
  const buyIds = rows.buys.map((row, i) => {
    const id = Number(s.insertLine!.run(row).lastInsertRowid);
    for (const p of decision.buys[i]!.payments) s.insertPayment!.run(id, accountId, p.currency, p.amount, p.buyCurrency, p.buyAmount);
    return id;
  });
  const sellIds = rows.sells.map((row) => Number(s.insertLine!.run(row).lastInsertRowid));
  for (const [currency, amount] of decision.need) s.reserve!.run(amount, accountId, currency);
  for (const id of cartIds) s.deleteCart!.run(id, accountId, plan.user.id);
  const answer = orderAnswer(plan, decision, orderId, buyIds, sellIds, snapshot);
  s.setResponse!.run(JSON.stringify(answer), orderId);
  return { answer, replayed: false };
}

/** The most orders one SQLite transaction commits together (bounds the wait of the batch's first order). */
export const GROUP_COMMIT_MAX = 64;

interface QueuedOrder { plan: OrderPlan; resolve: (result: CommitResult) => void; reject: (error: unknown) => void }
const orderQueues = new WeakMap<Sqlite, QueuedOrder[]>();

/**
 * SQLite group commit. Making a commit durable (the WAL's fsync) costs far more than deciding an
 * order, so the orders that arrive while the event loop is busy are placed in one write transaction
 * (BEGIN IMMEDIATE, one fsync), each in its own savepoint, in arrival order. Every order is decided
 * on the figures the orders before it left (one connection, one writer, nothing interleaves), and no
 * answer is given before the commit that holds it is durable: if the commit fails, every order of the
 * batch fails and none is stored.
 */
function groupCommitSqlite(sqlite: Sqlite, plan: OrderPlan): Promise<CommitResult> {
  return new Promise((resolve, reject) => {
    let queue = orderQueues.get(sqlite);
    if (!queue) {
      queue = [];
      orderQueues.set(sqlite, queue);
      setImmediate(() => void flushOrders(sqlite));
    }
    queue.push({ plan, resolve, reject });
  });
}

async function flushOrders(sqlite: Sqlite): Promise<void> {
  const queue = orderQueues.get(sqlite)!;
  orderQueues.delete(sqlite);
  // The check-and-reserve must not nest in a Kysely transaction holding the shared connection; orders
  // arriving meanwhile start the next batch.
  await sqliteIdle(sqlite);
  for (let i = 0; i < queue.length; i += GROUP_COMMIT_MAX) {
    const batch = queue.slice(i, i + GROUP_COMMIT_MAX);
    const place = sqlite.transaction((plan: OrderPlan) => placeSqlite(sqlite, plan));
    let outcomes: ({ result: CommitResult } | { error: unknown })[];
    try {
      outcomes = sqlite.transaction(() => batch.map(({ plan }) => {
        try {
          return { result: place(plan) };
        } catch (error) {
          return { error };
        }
      })).immediate();
    } catch (error) {
      for (const order of batch) order.reject(error);
      continue;
    }
    outcomes.forEach((outcome, k) => {
      if ('result' in outcome) batch[k]!.resolve(outcome.result);
      else batch[k]!.reject(outcome.error);
    });
  }
}

/**
 * PostgreSQL: one transaction that first locks the account row and its cash rows (SELECT … FOR
 * UPDATE), so two orders on one account — from this node or another — are decided one after the
 * other on committed figures. A concurrent retry with the same key waits on the lock and then finds
 * the first order; the unique (user, key) constraint catches the rest.
 */
async function commitPostgres(db: Kysely<Database>, plan: OrderPlan): Promise<CommitResult> {
  const accountId = plan.account.id;
  try {
    return await db.transaction().execute(async (trx: Transaction<Database>) => {
      await trx.selectFrom('accounts').select('id').where('id', '=', accountId).forUpdate().execute();
      const cash = await trx.selectFrom('cash_balances').select(['currency', 'amount', 'reserved']).where('account_id', '=', accountId).orderBy('currency').forUpdate().execute();
      const existing = await trx.selectFrom('orders').select(['request_hash', 'response_json']).where('user_id', '=', plan.user.id).where('idempotency_key', '=', plan.key).executeTakeFirst();
      if (existing) return reusedKey(existing, plan);
      const cartIds = cartIdsOf(plan);
      const productIds = productIdsOf(plan);
      const [held, pending, today, carts] = await Promise.all([
        productIds.length
          ? trx.selectFrom('holdings').select(['product_id']).select((eb) => eb.fn.sum<number>('units').as('units'))
            .where('account_id', '=', accountId).where('product_id', 'in', productIds).groupBy('product_id').execute()
          : Promise.resolve([]),
        productIds.length
          ? trx.selectFrom('order_lines').select(['product_id', 'units', 'trade_option']).where('account_id', '=', accountId)
            .where('product_id', 'in', productIds).where('transaction_type', '=', 'Sell').where('status', 'in', OPEN_STATUSES).execute()
          : Promise.resolve([]),
        trx.selectFrom('order_lines').select('isin').distinct().where('account_id', '=', accountId).where('isin', 'in', isinsOf(plan))
          .where('order_date', '=', plan.orderDate).where('status', 'in', OPEN_STATUSES).execute(),
        cartIds.length
          ? trx.selectFrom('cart_items').select('id').where('id', 'in', cartIds).where('account_id', '=', accountId).where('user_id', '=', plan.user.id).execute()
          : Promise.resolve([]),
      ]);
      const pendingSells = new Map<number, { units: number; sellAll: boolean }>();
      for (const r of pending) {
        const cur = pendingSells.get(r.product_id) ?? { units: 0, sellAll: false };
        pendingSells.set(r.product_id, { units: cur.units + r.units, sellAll: cur.sellAll || r.trade_option === 'SellAll' });
      }
      const snapshot: OrderSnapshot = {
        cash,
        held: new Map(held.map((h) => [h.product_id, Number(h.units)])),
        pendingSells,
        orderedToday: new Set(today.map((r) => r.isin)),
        cartPresent: new Set(carts.map((c) => c.id)),
      };
      const decision = decideOrder(plan, snapshot);
      const order = await trx.insertInto('orders').values(orderRow(plan)).returning('id').executeTakeFirstOrThrow();
      const rows = lineRows(plan, decision, order.id);
      const buyIds: number[] = [];
      for (const [i, row] of rows.buys.entries()) {
        const line = await trx.insertInto('order_lines').values(row).returning('id').executeTakeFirstOrThrow();
        buyIds.push(line.id);
        const payments = decision.buys[i]!.payments;
        if (payments.length) {
          await trx.insertInto('order_payments').values(payments.map((p) => ({
            order_line_id: line.id, account_id: accountId, currency: p.currency, amount: p.amount, buy_currency: p.buyCurrency, buy_amount: p.buyAmount, open: 1,
          }))).execute();
        }
      }
      const sellIds: number[] = [];
      for (const row of rows.sells) sellIds.push((await trx.insertInto('order_lines').values(row).returning('id').executeTakeFirstOrThrow()).id);
      for (const [currency, amount] of decision.need) {
        await trx.updateTable('cash_balances').set((eb) => ({ reserved: eb('reserved', '+', amount) })).where('account_id', '=', accountId).where('currency', '=', currency).execute();
      }
      if (cartIds.length) await trx.deleteFrom('cart_items').where('id', 'in', cartIds).where('account_id', '=', accountId).where('user_id', '=', plan.user.id).execute();
      const answer = orderAnswer(plan, decision, order.id, buyIds, sellIds, snapshot);
      await trx.updateTable('orders').set({ response_json: JSON.stringify(answer) }).where('id', '=', order.id).execute();
      return { answer, replayed: false };
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === '23505') {
      const existing = await db.selectFrom('orders').select(['request_hash', 'response_json']).where('user_id', '=', plan.user.id).where('idempotency_key', '=', plan.key).executeTakeFirst();
      if (existing) return reusedKey(existing, plan);
    }
    throw error;
  }
}

/**
 * Places a planned order: re-checks the key, decides the account-dependent rules and writes the
 * order, its lines and its cash reservations and removes the ordered cart items — all in one
 * transaction, so an acknowledged order is whole and two orders cannot together overspend.
 * @returns the answer, and whether it repeats an order placed before with the same key
 */
export async function commitOrder(db: Db, plan: OrderPlan): Promise<CommitResult> {
  if (db.sqlite) return groupCommitSqlite(db.sqlite, plan);
  return commitPostgres(db.kysely, plan);
}

// ---------------------------------------------------------------------------------------------
// Pending orders
// ---------------------------------------------------------------------------------------------

/**
 * The open orders of an account grouped by transaction type (trading §3 "Pending orders: lists
 * grouped by key, each entry with ISIN, ORDER_DATE and QUANTITY"). A pending sell-all has QUANTITY 0,
 * the marker the sell basket reads (trading §5); its units are in Units.
 */
export async function pendingOrdersOf(db: Kysely<Database>, accountId: number) {
  const rows = await db.selectFrom('order_lines').innerJoin('orders', 'orders.id', 'order_lines.order_id').innerJoin('products', 'products.id', 'order_lines.product_id')
    .select(['order_lines.id', 'order_lines.order_id', 'order_lines.isin', 'order_lines.order_date', 'order_lines.transaction_type', 'order_lines.trade_option',
      'order_lines.units', 'order_lines.amount', 'order_lines.currency', 'order_lines.status', 'orders.checkout_type', 'orders.created_at', 'products.name', 'products.product_type'])
    .where('order_lines.account_id', '=', accountId).where('order_lines.status', 'in', OPEN_STATUSES).orderBy('order_lines.id').execute();
  const entry = (r: (typeof rows)[number]) => ({
    OrderId: r.order_id, OrderLineId: r.id, ISIN: r.isin, Name: r.name, ProductType: r.product_type, ORDER_DATE: r.order_date, CreatedAt: r.created_at,
    QUANTITY: r.trade_option === 'SellAll' ? 0 : r.units, Units: r.units, Amount: r.amount, Currency: r.currency, TransactionType: r.transaction_type,
    TradeOptions: r.trade_option, Status: r.status, CheckoutType: r.checkout_type,
  });
  return {
    Purchase: rows.filter((r) => r.transaction_type === 'Purchase').map(entry),
    Sell: rows.filter((r) => r.transaction_type === 'Sell').map(entry),
  };
}

export { OPEN_STATUSES };
