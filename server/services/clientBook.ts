import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SessionClaims } from '../plugins/auth';
import { accountsOfUsers } from './accounts';
import { convert, loadRates, summariesOf } from './portfolio';
import { advisedClientsQuery, userNamesOf } from './users';
import { REFERENCE_CURRENCY } from '@/engine/constants';

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
  const accounts = await accountsOfUsers(
    db,
    clients.map((c) => c.id),
  );
  const consultants = await userNamesOf(db, [...new Set(clients.map((c) => c.consultant_id).filter((x): x is number => x !== null))]);
  const rates = await loadRates(db);
  const summaries = await summariesOf(db, accounts, rates);
  const eur = (amount: number, currency: string) => convert(amount, currency, REFERENCE_CURRENCY, rates);
  return { clients, accounts, summaries, rates, eur, consultants };
}

/** What clientBook answers. */
export type ClientBook = Awaited<ReturnType<typeof clientBook>>;
