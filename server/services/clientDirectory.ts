import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { SessionClaims } from '../plugins/auth';
import { badRequest } from '../lib/http';
import { ACCOUNT_SEARCH_TEXT, USER_SEARCH_TEXT } from '../db/migrations/015_client_directory';
import { bookOfClients, clientEntries } from './clientBook';
import { containsPattern } from './emailLog';
import { advisedClientsQuery } from './users';
import {
  CLIENT_DIRECTORY_POSITION_SORT_LIMIT,
  CLIENT_DIRECTORY_TEXTS,
  sortParts,
  type ClientDirectorySort,
} from '@/engine/clients/directory';
import type { ClientDirectoryPage } from '@/types/generated/api/clients';

/** What one page of the directory asks for, already validated (schemas/api/clients.json ClientDirectoryQuery). */
export interface ClientDirectoryRequest {
  search?: string;
  sort: ClientDirectorySort;
  page: number;
  pageSize: number;
}

/**
 * The clients a session advises (a consultant its own, an admin or owner the brand's) that the
 * search matches: in the name, user name or e-mail (one text, see USER_SEARCH_TEXT) or in the number
 * of one of their accounts; case-insensitive, `%` and `_` literal. The matching ids come from a
 * UNION of the two searches, each answered by its own trigram index on PostgreSQL.
 */
function matching(db: Kysely<Database>, session: SessionClaims, whiteLabelId: number, search: string | undefined) {
  const q = advisedClientsQuery(db, session, whiteLabelId);
  const text = search?.trim();
  if (!text) return q;
  const pattern = containsPattern(text);
  return q.where('users.id', 'in', (eb) =>
    eb
      .selectFrom('users as u')
      .select('u.id')
      .where(sql<SqlBool>`${sql.raw(USER_SEARCH_TEXT)} like ${pattern} escape '\\'`)
      .union(
        eb
          .selectFrom('accounts')
          .select('accounts.user_id as id')
          .where(sql<SqlBool>`${sql.raw(ACCOUNT_SEARCH_TEXT)} like ${pattern} escape '\\'`),
      ),
  );
}

/**
 * One page of the client directory (issue 14 item 6) and the number of clients the search matches.
 * Name and account-count orders are SQL (ties by name, then id); positions are computed for the
 * page's rows only — or, to sort by position, for every match, which is refused above
 * CLIENT_DIRECTORY_POSITION_SORT_LIMIT matches (positions move with prices and are not stored).
 */
export async function clientDirectoryPage(
  db: Kysely<Database>,
  session: SessionClaims,
  whiteLabelId: number,
  request: ClientDirectoryRequest,
): Promise<ClientDirectoryPage> {
  const { page, pageSize } = request;
  const { column, descending } = sortParts(request.sort);
  const base = matching(db, session, whiteLabelId, request.search);
  const count = base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
  const answer = (Clients: ClientDirectoryPage['Clients'], total: number): ClientDirectoryPage => ({
    Clients,
    TotalCount: total,
    Page: page,
    PageSize: pageSize,
  });
  const byName = base.selectAll('users').orderBy('users.last_name').orderBy('users.first_name').orderBy('users.id');

  if (column === 'position') {
    const total = Number((await count).n);
    if (total > CLIENT_DIRECTORY_POSITION_SORT_LIMIT) throw badRequest(CLIENT_DIRECTORY_TEXTS.positionSortTooBroad);
    const entries = clientEntries(await bookOfClients(db, await byName.execute()));
    // A stable sort: equal positions keep the name order.
    entries.sort((a, b) =>
      descending ? b.SecurityAndCashPosition - a.SecurityAndCashPosition : a.SecurityAndCashPosition - b.SecurityAndCashPosition,
    );
    return answer(entries.slice((page - 1) * pageSize, page * pageSize), total);
  }

  const dir = descending ? 'desc' : 'asc';
  const ordered =
    column === 'name'
      ? base.selectAll('users').orderBy('users.last_name', dir).orderBy('users.first_name', dir).orderBy('users.id', dir)
      : base
          .selectAll('users')
          .orderBy((eb) => eb.selectFrom('accounts').select(eb.fn.countAll().as('n')).whereRef('accounts.user_id', '=', 'users.id'), dir)
          .orderBy('users.last_name')
          .orderBy('users.first_name')
          .orderBy('users.id');
  const [rows, n] = await Promise.all([
    ordered
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    count,
  ]);
  return answer(clientEntries(await bookOfClients(db, rows)), Number(n.n));
}
