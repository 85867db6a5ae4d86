import type { Kysely, Selectable } from 'kysely';
import type { Database, UserTable } from '../db/schema';
import type { SessionClaims } from '../plugins/auth';
import { accountsOfUsers } from './accounts';
import { convert, loadRates, round2, summariesOf } from './portfolio';
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

/** The book of these clients (in the order given): their accounts with summaries, consultants' names and rates. */
export async function bookOfClients(db: Kysely<Database>, clients: Selectable<UserTable>[]) {
  // Three independent reads: on PostgreSQL they go out at once on the pool's connections.
  const [accounts, consultants, rates] = await Promise.all([
    accountsOfUsers(
      db,
      clients.map((c) => c.id),
    ),
    userNamesOf(db, [...new Set(clients.map((c) => c.consultant_id).filter((x): x is number => x !== null))]),
    loadRates(db),
  ]);
  const summaries = await summariesOf(db, accounts, rates);
  const eur = (amount: number, currency: string) => convert(amount, currency, REFERENCE_CURRENCY, rates);
  return { clients, accounts, summaries, rates, eur, consultants };
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
