import type { Selectable } from 'kysely';
import type { AccountTable, LineStatus, UserTable } from '../db/schema';
import { conflict } from '../lib/http';
import type { Rates } from './portfolio';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from './orderPolicy';
import type { Decision, OrderPlan } from './orderPlanning';
import type { OrderAnswer } from './orderAnswer';

/** A placed order's answer, and whether it repeats an order placed before with the same key. */
export interface CommitResult {
  answer: OrderAnswer;
  replayed: boolean;
}

/** The rows an order is planned on: the account, the client, the impersonating adviser and the rates. */
export interface OrderContext {
  account: Selectable<AccountTable> | undefined;
  user: Selectable<UserTable> | undefined;
  impersonator: Selectable<UserTable> | undefined;
  rates: Rates;
}

/**
 * How one database reads and writes orders. Two implementations place the same orders with the same
 * rows and answers: the SQLite fast path (prepared statements, group commit; orderCommitSqlite.ts)
 * and the portable Kysely path (row locks on PostgreSQL; orderCommitKysely.ts).
 */
export interface OrderCommitPath {
  /**
   * The answer already given for this user's key, or null. A retry is answered from here before any
   * rule runs again (the cart items it ordered are gone by then).
   * @throws HttpError 409 when the key was used for a different request
   */
  findPlacedOrder(userId: number, key: string, requestHash: string): Promise<CommitResult | null>;
  /** Reads the rows planOrder needs. */
  loadOrderContext(accountId: number, userId: number, impersonatorId: number | null): Promise<OrderContext>;
  /**
   * Places a planned order: re-checks the key, decides the account-dependent rules and writes the
   * order, its lines and its cash reservations and removes the ordered cart items — all in one
   * transaction, so an acknowledged order is whole and two orders cannot together overspend.
   */
  commitOrder(plan: OrderPlan): Promise<CommitResult>;
}

/** A stored order met again under its key: its answer when the request is the same, else 409. */
export function reusedKey(existing: { request_hash: string; response_json: string }, plan: Pick<OrderPlan, 'requestHash'>): CommitResult {
  if (existing.request_hash !== plan.requestHash) throw conflict(IDEMPOTENCY_KEY_REUSED_MESSAGE);
  return { answer: JSON.parse(existing.response_json) as OrderAnswer, replayed: true };
}

export const toRates = (rows: { currency: string; rate_eur: number; symbol: string }[]): Rates =>
  new Map(rows.map((r) => [r.currency, { rate: r.rate_eur, symbol: r.symbol }]));

/** Products the order sells (their holdings and pending sells are read under the lock). */
export function productIdsOf(plan: OrderPlan) {
  return [...new Set(plan.sells.map((s) => s.product.row.id))];
}

export function cartIdsOf(plan: OrderPlan) {
  return [...plan.buys, ...plan.sells].map((l) => l.cartId).filter((id): id is number => id !== null);
}

export function isinsOf(plan: OrderPlan) {
  return [...new Set([...plan.buys, ...plan.sells].map((l) => l.product.row.isin))];
}

export interface LineRow {
  order_id: number;
  account_id: number;
  product_id: number;
  isin: string;
  transaction_type: 'Purchase' | 'Sell';
  trade_option: 'Amount' | 'Units' | 'SellAll';
  trade_value: number;
  units: number;
  amount: number;
  price: number;
  currency: string;
  cart_id: number | null;
  cash_rebate_type: string | null;
  alert_json: string | null;
  status: LineStatus;
  order_date: string;
}

export function lineRows(plan: OrderPlan, decision: Decision, orderId: number): { buys: LineRow[]; sells: LineRow[] } {
  const base = { order_id: orderId, account_id: plan.account.id, status: plan.status, order_date: plan.orderDate };
  return {
    buys: decision.buys.map((b) => ({
      ...base,
      product_id: b.product.row.id,
      isin: b.product.row.isin,
      transaction_type: 'Purchase',
      trade_option: b.tradeOption,
      trade_value: b.tradeValue,
      units: b.units,
      amount: b.amount,
      price: b.price,
      currency: b.product.row.currency,
      cart_id: b.cartId,
      cash_rebate_type: b.cashRebateType,
      alert_json: b.alert ? JSON.stringify(b.alert) : null,
    })),
    sells: decision.sells.map((s) => ({
      ...base,
      product_id: s.product.row.id,
      isin: s.product.row.isin,
      transaction_type: 'Sell',
      trade_option: s.mode,
      trade_value: s.tradeValue,
      units: s.units,
      amount: s.amount,
      price: s.price,
      currency: s.product.row.currency,
      cart_id: s.cartId,
      cash_rebate_type: null,
      alert_json: null,
    })),
  };
}

export const orderRow = (plan: OrderPlan) => ({
  account_id: plan.account.id,
  user_id: plan.user.id,
  impersonator_id: plan.impersonator?.id ?? null,
  idempotency_key: plan.key,
  request_hash: plan.requestHash,
  checkout_type: plan.checkoutType,
  status: plan.status,
  order_date: plan.orderDate,
  created_at: plan.createdAt,
  settled_at: null,
  response_json: '',
});
