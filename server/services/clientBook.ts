import { CompiledQuery, PostgresAdapter, type Kysely, type Selectable } from 'kysely';
import { postgresPoolOf } from '../db/database';
import type { AccountTable, Database, UserTable } from '../db/schema';
import type { SessionClaims } from '../plugins/auth';
import { accountsOfUsers } from './accounts';
import {
  convert,
  holdingViews,
  loadRates,
  navsOfHoldingRows,
  round2,
  summariesFrom,
  summariesOf,
  type CashRow,
  type FlowRow,
  type HoldingRow,
  type Rates,
} from './portfolio';
import { advisedClientsQuery, fullName, userNamesOf } from './users';
import { REFERENCE_CURRENCY } from '@/engine/constants';
import type { ClientEntry } from '@/types/generated/api/clients';

/** Adviser totals are given in the reference currency. */
export { REFERENCE_CURRENCY };

/**
 * An adviser's book: the clients the session advises (with `everyone`, every client of the brand),
 * ordered by name, their accounts with summaries, their consultants' names, and the rates to convert
 * amounts to the reference currency (`eur`).
 */
export async function clientBook(db: Kysely<Database>, session: SessionClaims, whiteLabelId: number, everyone = false) {
  const base = everyone
    ? db.selectFrom('users').where('white_label_id', '=', whiteLabelId).where('role', 'in', ['client', 'clientreadonly'])
    : advisedClientsQuery(db, session, whiteLabelId);
  const clients = await base.selectAll().orderBy('last_name').orderBy('first_name').execute();
  return bookOfClients(db, clients);
}

/** A consultant's name as the book shows it. */
export type ConsultantName = { id: number; first_name: string; last_name: string };

/**
 * The book of these clients (in the order given): their accounts with summaries, consultants' names and rates.
 * @param consultantNames - the consultants' names when the caller read them with the clients (one query fewer)
 */
export async function bookOfClients(db: Kysely<Database>, clients: Selectable<UserTable>[], consultantNames?: ConsultantName[]) {
  // Independent reads: on PostgreSQL they go out at once on the pool's connections.
  const [accounts, consultants, rates] = await Promise.all([
    accountsOfUsers(
      db,
      clients.map((c) => c.id),
    ),
    consultantNames ?? userNamesOf(db, [...new Set(clients.map((c) => c.consultant_id).filter((x): x is number => x !== null))]),
    loadRates(db),
  ]);
  const summaries = await summariesOf(db, accounts, rates);
  const eur = (amount: number, currency: string) => convert(amount, currency, REFERENCE_CURRENCY, rates);
  return { clients, accounts, summaries, rates, eur, consultants };
}

/** Users rows by id, in the order of `ids`, and their consultants' names (read in the same query). */
async function usersInOrder(db: Kysely<Database>, ids: number[]): Promise<[Selectable<UserTable>[], ConsultantName[]]> {
  if (!ids.length) return [[], []];
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('users as c', 'c.id', 'u.consultant_id')
    .selectAll('u')
    .select(['c.first_name as consultant_first_name', 'c.last_name as consultant_last_name'])
    .where('u.id', 'in', ids)
    .execute();
  const byId = new Map<number, Selectable<UserTable>>();
  const consultants = new Map<number, ConsultantName>();
  for (const { consultant_first_name: first, consultant_last_name: last, ...user } of rows) {
    byId.set(user.id, user);
    if (user.consultant_id !== null && first !== null && last !== null)
      consultants.set(user.consultant_id, { id: user.consultant_id, first_name: first, last_name: last });
  }
  return [ids.map((id) => byId.get(id)!), [...consultants.values()]];
}

type BookRow = { t: string; r: Record<string, unknown> };

/** bookOfClientIds' statement on PostgreSQL ($1: the clients' ids), one row per row read: (t: the kind, r: the row as JSON). */
const CLIENT_BOOK_SQL = `with u as (select * from users where id = any($1::int[])),
     a as (select * from accounts where user_id = any($1::int[]))
select 'u' as t, to_jsonb(x) as r from (
  select u.*, c.first_name as consultant_first_name, c.last_name as consultant_last_name from u left join users c on c.id = u.consultant_id
) x
union all select 'a', to_jsonb(a) from a
union all select 'r', to_jsonb(r) from currency_rates r
union all select 'c', to_jsonb(c) from cash_balances c where c.account_id in (select id from a)
union all select 'h', to_jsonb(h) from (
  select h.id, h.account_id, h.product_id, h.units, h.purchased_value, h.purchase_date,
         p.name, p.isin, p.product_type, p.currency, n.nav, n.price_date
    from holdings h join products p on p.id = h.product_id
    left join prices n on n.product_id = h.product_id
     and n.price_date = (select max(l.price_date) from prices l where l.product_id = h.product_id)
   where h.account_id in (select id from a)
) h
union all select 'f', to_jsonb(f) from (
  select account_id, kind, transaction_type, currency, net_amount from transactions where account_id in (select id from a)
) f`;

/**
 * The book of the clients `ids`, in that order, with their consultants' names. On PostgreSQL its rows
 * come in one statement — clients with consultants, accounts, rates, cash, holdings at their latest
 * price, money flows — where bookOfClients takes six queries: each query is a round trip, and on one
 * machine a loopback write cost the client directory a third of its CPU (decisions.md, issue 14 item 6).
 * The summaries are computed from the rows by the same function (summariesFrom).
 */
export async function bookOfClientIds(db: Kysely<Database>, ids: readonly number[]) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    const [users, consultants] = await usersInOrder(db, [...ids]);
    return bookOfClients(db, users, consultants);
  }
  // A named statement on the app's pool (planned once per connection); Kysely's unnamed one inside a transaction.
  const pool = postgresPoolOf(db);
  const { rows } = pool
    ? await pool.query<BookRow>({ name: 'client-book', text: CLIENT_BOOK_SQL, values: [[...ids]] })
    : await db.executeQuery<BookRow>(CompiledQuery.raw(CLIENT_BOOK_SQL, [[...ids]]));
  const of = <T>(t: string) => rows.filter((x) => x.t === t).map((x) => x.r as T);
  const users = of<Selectable<UserTable> & { consultant_first_name: string | null; consultant_last_name: string | null }>('u');
  const byId = new Map(users.map((u) => [u.id, u]));
  const clients = ids.map((id) => byId.get(id)).filter((u): u is (typeof users)[number] => !!u);
  const consultants = new Map<number, ConsultantName>();
  for (const u of clients)
    if (u.consultant_id !== null && u.consultant_first_name !== null && u.consultant_last_name !== null)
      consultants.set(u.consultant_id, { id: u.consultant_id, first_name: u.consultant_first_name, last_name: u.consultant_last_name });
  const accounts = of<Selectable<AccountTable>>('a').sort((x, y) => x.id - y.id);
  const rates: Rates = new Map(
    of<{ currency: string; rate_eur: number; symbol: string }>('r').map((r) => [r.currency, { rate: r.rate_eur, symbol: r.symbol }]),
  );
  const held = of<HoldingRow & { nav: number | null; price_date: string | null }>('h').sort((x, y) => x.id - y.id);
  const navs = navsOfHoldingRows(held);
  const summaries = summariesFrom(accounts, of<CashRow>('c'), holdingViews(held, navs, rates), of<FlowRow>('f'), rates);
  const eur = (amount: number, currency: string) => convert(amount, currency, REFERENCE_CURRENCY, rates);
  return { clients: clients as Selectable<UserTable>[], accounts, summaries, rates, eur, consultants: [...consultants.values()] };
}

/** What clientBook answers. */
export type ClientBook = Awaited<ReturnType<typeof clientBook>>;

/** The book's clients as the client lists give them (portal-shell §4; trading's consultant client list), in the book's order. */
export function clientEntries(book: ClientBook): ClientEntry[] {
  const ownerOf = new Map(book.accounts.map((a) => [a.id, a.user_id]));
  return book.clients.map((c) => {
    const mine = book.summaries.filter((s) => ownerOf.get(s.Id) === c.id);
    const consultant = book.consultants.find((x) => x.id === c.consultant_id);
    return {
      Id: c.id,
      Name: fullName(c),
      UserName: c.username,
      Role: c.role,
      Email: c.email,
      ConsultantName: consultant ? fullName(consultant) : null,
      Currency: REFERENCE_CURRENCY,
      SecurityAndCashPosition: round2(mine.reduce((s, a) => s + book.eur(a.securityAndCashPosition, a.Currency), 0)),
      CashPosition: round2(mine.reduce((s, a) => s + book.eur(a.CashPosition, a.Currency), 0)),
      SecurityPosition: round2(mine.reduce((s, a) => s + book.eur(a.SecurityPosition, a.Currency), 0)),
      AccountInformation: mine.map((a) => ({
        Id: a.Id,
        Number: a.Number,
        Type: a.Type,
        Currency: a.Currency,
        IsDFM: a.IsDFM,
        securityAndCashPosition: a.securityAndCashPosition,
        CreationDate: a.CreationDate,
      })),
    };
  });
}
