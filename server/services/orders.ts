import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { OPEN_STATUSES } from './orderPolicy';

// Reading placed orders. Placing them: orderPolicy (rules), orderPlanning (what an order does),
// orderCommit (the database paths).

/**
 * The open orders of an account grouped by transaction type (trading §3 "Pending orders: lists
 * grouped by key, each entry with ISIN, ORDER_DATE and QUANTITY"). A pending sell-all has QUANTITY 0,
 * the marker the sell basket reads (trading §5); its units are in Units.
 */
export async function pendingOrdersOf(db: Kysely<Database>, accountId: number) {
  const rows = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .innerJoin('products', 'products.id', 'order_lines.product_id')
    .select([
      'order_lines.id',
      'order_lines.order_id',
      'order_lines.isin',
      'order_lines.order_date',
      'order_lines.transaction_type',
      'order_lines.trade_option',
      'order_lines.units',
      'order_lines.amount',
      'order_lines.currency',
      'order_lines.status',
      'orders.checkout_type',
      'orders.created_at',
      'products.name',
      'products.product_type',
    ])
    .where('order_lines.account_id', '=', accountId)
    .where('order_lines.status', 'in', OPEN_STATUSES)
    .orderBy('order_lines.id')
    .execute();
  const entry = (r: (typeof rows)[number]) => ({
    OrderId: r.order_id,
    OrderLineId: r.id,
    ISIN: r.isin,
    Name: r.name,
    ProductType: r.product_type,
    ORDER_DATE: r.order_date,
    CreatedAt: r.created_at,
    QUANTITY: r.trade_option === 'SellAll' ? 0 : r.units,
    Units: r.units,
    Amount: r.amount,
    Currency: r.currency,
    TransactionType: r.transaction_type,
    TradeOptions: r.trade_option,
    Status: r.status,
    CheckoutType: r.checkout_type,
  });
  return {
    Purchase: rows.filter((r) => r.transaction_type === 'Purchase').map(entry),
    Sell: rows.filter((r) => r.transaction_type === 'Sell').map(entry),
  };
}

/** The order an order-form link is asked for: whose it is, on which account, through which checkout. */
export async function orderForFormLink(db: Kysely<Database>, orderId: number) {
  return db.selectFrom('orders').select(['id', 'account_id', 'user_id', 'checkout_type']).where('id', '=', orderId).executeTakeFirst();
}
