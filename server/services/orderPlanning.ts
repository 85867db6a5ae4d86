import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { AccountTable, CheckoutType, LineStatus, OrderStatus, UserTable } from '../db/schema';
import { badRequest } from '../lib/http';
import type { Rates } from './portfolio';
import type { CatalogueProduct } from './catalogue';
import {
  assertAlertAllowed,
  assertBasketBuy,
  assertCashCovers,
  assertCheckoutAllowed,
  assertForexCurrencies,
  assertOrderStillWanted,
  assertSellable,
  basketProduct,
  checkoutTypeOf,
  EXCEEDS_AMOUNT_NEEDED_MESSAGE,
  FOREX_MISMATCH_MESSAGE,
  NOT_TRADEABLE_MESSAGE,
  tradeableProduct,
} from './orderPolicy';
import { canonicalJson } from '@/engine/forms/sha256';
import { convertViaEur } from '@/engine/trading/convertViaEur';
import { roundMoney } from '@/engine/trading/roundMoney';
import { roundUnitCost } from '@/engine/trading/roundUnitCost';
import { tradeAmounts, type TradeMode } from '@/engine/trading/tradeAmounts';

// What an order does to the account's cash and holdings: the plan made from the trade request
// (units, amounts, the cash each buy line holds back per currency) and the decision taken on the
// account's state under the order transaction's lock. The rules it must pass are in orderPolicy.ts;
// the writes in orderCommit*.ts.

export interface ForexLine {
  SellCurrency: string;
  SellAmount?: number;
  BuyCurrency: string;
  BuyAmount: number;
}
export interface AlertLine {
  CartId?: number;
  GainRate?: number | null;
  GainSelection?: number | string;
  FallRate?: number | null;
  FallSelection?: number | string;
  AutoResetGainFallValue?: number | null;
}
export interface PurchasedFund {
  ID?: number;
  CartId?: number;
  ISIN: string;
  TradeOptions: 'Amount' | 'Units';
  TradeValue?: number;
  Units?: number;
  Amount?: number;
  CashRebateType?: string | null;
  Forex?: ForexLine[];
  Alert?: AlertLine | null;
  [other: string]: unknown;
}
export interface SoldFund {
  CartId?: number;
  ISIN: string;
  TradeOptions: 'Amount' | 'Units' | 'SellAll';
  TradeValue?: number;
  Units?: number;
  Amount?: number | string;
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
    PlatformId: number;
    UserInfoId?: number;
    ActiveBostonId?: string;
    CurrentUserBostonId?: string;
    WhiteLabelCode?: string;
    WhiteLabelId?: number;
    [other: string]: unknown;
  };
}

/** Validated alert answers of a buy line (alert-targets), created when the buy fills. */
export type AlertAnswers = Record<string, unknown>;

interface PlannedPayment {
  currency: string;
  amount: number;
  buyCurrency: string | null;
  buyAmount: number | null;
}
interface PlannedBuy {
  product: CatalogueProduct;
  cartId: number | null;
  tradeOption: 'Amount' | 'Units';
  tradeValue: number;
  units: number;
  amount: number;
  price: number;
  payments: PlannedPayment[];
  cashRebateType: string | null;
  alert: AlertAnswers | null;
  forex: Required<ForexLine>[];
}
interface PlannedSell {
  product: CatalogueProduct;
  cartId: number | null;
  mode: 'Amount' | 'Units' | 'SellAll';
  tradeValue: number;
  price: number;
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

interface DecidedSell extends PlannedSell {
  units: number;
  amount: number;
}
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
  const checkoutType = checkoutTypeOf({ ...body, buyLines: purchased.length, sellLines: sold.length }, input.route);

  const buys: PlannedBuy[] = purchased.map((line) => {
    const product = tradeableProduct(input.products, line.ISIN);
    const value = lineValue(line);
    const mode: TradeMode = line.TradeOptions;
    assertBasketBuy(product, { mode, value });
    const amounts = tradeAmounts(basketProduct(product), { mode, value }, product.nav)!;
    const currency = product.row.currency;
    const forex: Required<ForexLine>[] = [];
    let bought = 0;
    for (const f of line.Forex ?? []) {
      assertForexCurrencies(f, currency, rates);
      const sellAmount = roundMoney(
        convertViaEur(f.BuyAmount, f.BuyCurrency, f.SellCurrency, Object.fromEntries([...rates].map(([c, r]) => [c, r.rate]))),
      );
      if (f.SellAmount !== undefined && Math.abs(f.SellAmount - sellAmount) > 0.01) throw badRequest(FOREX_MISMATCH_MESSAGE);
      forex.push({ SellCurrency: f.SellCurrency, SellAmount: sellAmount, BuyCurrency: f.BuyCurrency, BuyAmount: roundMoney(f.BuyAmount) });
      bought = roundMoney(bought + f.BuyAmount);
    }
    if (bought > amounts.Amount + 0.005) throw badRequest(EXCEEDS_AMOUNT_NEEDED_MESSAGE);
    const payments: PlannedPayment[] = [];
    const own = roundMoney(amounts.Amount - bought);
    if (own > 0) payments.push({ currency, amount: own, buyCurrency: null, buyAmount: null });
    for (const f of forex)
      payments.push({ currency: f.SellCurrency, amount: f.SellAmount, buyCurrency: f.BuyCurrency, buyAmount: f.BuyAmount });
    let alert: AlertAnswers | null = null;
    if (line.Alert) {
      assertAlertAllowed(product);
      alert = input.validateAlert({ ...line.Alert, CartId: line.Alert.CartId ?? line.CartId ?? line.ID });
    }
    const cashRebateType = product.row.cash_rebate
      ? line.CashRebateType === 'Units' || line.CashRebateType === 'Cash'
        ? line.CashRebateType
        : product.row.cash_rebate_type
      : null;
    return {
      product,
      cartId: line.CartId ?? line.ID ?? null,
      tradeOption: line.TradeOptions,
      tradeValue: value,
      units: amounts.Units,
      amount: amounts.Amount,
      price: amounts.UnitPrice,
      payments,
      cashRebateType,
      alert,
      forex,
    };
  });

  const sells: PlannedSell[] = sold.map((line) => {
    const product = tradeableProduct(input.products, line.ISIN);
    const sellAll = line.TradeOptions === 'SellAll' || (typeof line.Amount === 'string' && line.Amount.trim() === '100%');
    const mode = sellAll ? 'SellAll' : line.TradeOptions === 'Units' ? 'Units' : 'Amount';
    const tradeValue = mode === 'SellAll' ? 0 : lineValue(line);
    const price = tradeAmounts(basketProduct(product), { mode: 'Units', value: 1 }, product.nav)?.UnitPrice;
    if (price === undefined) throw badRequest(NOT_TRADEABLE_MESSAGE(product.row.name));
    return { product, cartId: line.CartId ?? null, mode, tradeValue, price };
  });

  assertCheckoutAllowed({ buys: buys.map((b) => b.product), sells: sells.map((x) => x.product) }, account, user, checkoutType);

  const now = input.now;
  return {
    route: input.route,
    key: input.key,
    requestHash: input.requestHash ?? requestHashOf(input.route, { accountId: account.id, body }),
    user,
    impersonator: input.impersonator,
    account,
    checkoutType,
    status: checkoutType === 'Docusign' ? 'AwaitingSignature' : 'Pending',
    orderDate: now.toISOString().slice(0, 10),
    createdAt: now.toISOString(),
    confirmDuplicate: body.ConfirmDuplicate === true,
    buys,
    sells,
    rates,
  };
}

/**
 * The account-dependent part of an order, decided on what the order transaction read under its lock,
 * so that two orders placed at once are decided one after the other: the rules of orderPolicy on the
 * cart, duplicates, free cash and sellable units, then the cash each currency holds back and the
 * units each sell line sells.
 * @throws HttpError 400/409 with the first rule that fails
 */
export function decideOrder(plan: OrderPlan, snapshot: OrderSnapshot): Decision {
  const lines = [...plan.buys, ...plan.sells];
  assertOrderStillWanted(
    {
      cartIds: lines.map((l) => l.cartId).filter((id): id is number => id !== null),
      isins: lines.map((l) => l.product.row.isin),
      orderDate: plan.orderDate,
      confirmDuplicate: plan.confirmDuplicate,
    },
    snapshot,
  );

  const need = new Map<string, number>();
  for (const b of plan.buys) for (const p of b.payments) need.set(p.currency, roundMoney((need.get(p.currency) ?? 0) + p.amount));
  const reservedAfter = new Map(snapshot.cash.map((c) => [c.currency, c.reserved]));
  for (const [currency, amount] of need) reservedAfter.set(currency, (reservedAfter.get(currency) ?? 0) + amount);
  assertCashCovers(need, snapshot.cash, reservedAfter, plan.account, plan.rates);

  const sellingNow = new Map<number, number>();
  const sells: DecidedSell[] = plan.sells.map((s) => {
    const id = s.product.row.id;
    const held = snapshot.held.get(id) ?? 0;
    const pending = snapshot.pendingSells.get(id);
    const sellable = roundUnitCost(held - (pending?.units ?? 0) - (sellingNow.get(id) ?? 0));
    assertSellable(
      s.product,
      { mode: s.mode, value: s.tradeValue },
      { held, sellable, pendingSellAll: pending?.sellAll === true, orderDate: plan.orderDate },
    );
    const units =
      s.mode === 'SellAll' ? sellable : s.mode === 'Units' ? s.tradeValue : Math.min(sellable, roundUnitCost(s.tradeValue / s.price));
    sellingNow.set(id, (sellingNow.get(id) ?? 0) + units);
    return { ...s, units, amount: s.mode === 'Amount' ? roundMoney(s.tradeValue) : roundMoney(units * s.price) };
  });
  return { buys: plan.buys, sells, need, reservedAfter };
}
