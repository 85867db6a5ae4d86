import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The number of a user's first account, which the user's token carries as `accountNo` ('' when none). */
export async function primaryAccountNumber(db: Kysely<Database>, userId: number): Promise<string> {
  const a = await db.selectFrom('accounts').select('number').where('user_id', '=', userId).orderBy('id').executeTakeFirst();
  return a?.number ?? '';
}

/** A user's accounts, in the order they were opened. */
export function accountsOfUser(db: Kysely<Database>, userId: number) {
  return db.selectFrom('accounts').selectAll().where('user_id', '=', userId).orderBy('id').execute();
}

/** The accounts of several users (an adviser's book), in the order they were opened. */
export async function accountsOfUsers(db: Kysely<Database>, userIds: number[]) {
  return userIds.length ? db.selectFrom('accounts').selectAll().where('user_id', 'in', userIds).orderBy('id').execute() : [];
}

/** An account's security transactions, newest first, with their product and order; only one ISIN's when given. */
export function securityTransactionsOf(db: Kysely<Database>, accountId: number, isin?: string) {
  let q = db
    .selectFrom('transactions')
    .innerJoin('products', 'products.id', 'transactions.product_id')
    .leftJoin('order_lines', 'order_lines.id', 'transactions.order_line_id')
    .select([
      'transactions.id',
      'transactions.transaction_date',
      'transactions.transaction_type',
      'transactions.units',
      'transactions.price',
      'transactions.net_amount',
      'transactions.currency',
      'transactions.description',
      'products.isin',
      'products.name',
      'products.product_type',
      'order_lines.order_id',
    ])
    .where('transactions.account_id', '=', accountId)
    .where('transactions.kind', '=', 'security');
  if (isin) q = q.where('products.isin', '=', isin);
  return q.orderBy('transactions.transaction_date', 'desc').orderBy('transactions.id', 'desc').execute();
}
