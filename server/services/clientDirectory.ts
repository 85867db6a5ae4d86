import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, UserTable } from '../db/schema';
import type { SessionClaims } from '../plugins/auth';
import { badRequest } from '../lib/http';
import { ACCOUNT_SEARCH_TEXT, USER_SEARCH_TEXT } from '../db/migrations/015_client_directory';
import { bookOfClients, clientEntries } from './clientBook';
import { containsPattern } from './emailLog';
import { isBrandAdminRole } from '@/engine/session/roles';
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

const CLIENT_ROLES = ['client', 'clientreadonly'];

/**
 * Who is in a session's directory, as `advisedClientsQuery` says (a consultant its own clients, an
 * admin or owner the brand's), on the users row `alias`.
 */
function inScope(session: SessionClaims, whiteLabelId: number, alias: 'u' | 'o') {
  return (eb: ExpressionBuilder<Database & { u: UserTable; o: UserTable }, 'u' | 'o'>) => {
    const parts = [eb(`${alias}.white_label_id`, '=', whiteLabelId), eb(`${alias}.role`, 'in', CLIENT_ROLES)];
    if (!isBrandAdminRole(session.role)) parts.push(eb(`${alias}.consultant_id`, '=', Number(session.nameid)));
    return eb.and(parts);
  };
}

/**
 * The clients of the directory that the search matches — in the name, user name or e-mail (one
 * text, USER_SEARCH_TEXT) or in the number of one of their accounts; case-insensitive, `%` and `_`
 * literal — as rows of (id, last_name, first_name), the sort keys. A search is a UNION of the two
 * matches, each answered by its own trigram index on PostgreSQL; no search is the scope alone, which
 * the partial name-order indexes answer.
 */
function matching(db: Kysely<Database>, session: SessionClaims, whiteLabelId: number, search: string | undefined) {
  const clients = db
    .selectFrom('users as u')
    .select(['u.id', 'u.last_name', 'u.first_name'])
    .where((eb) => inScope(session, whiteLabelId, 'u')(eb as never));
  const text = search?.trim();
  if (!text) return clients;
  const pattern = containsPattern(text);
  return clients.where(sql<SqlBool>`${sql.raw(USER_SEARCH_TEXT)} like ${pattern} escape '\\'`).union(
    db
      .selectFrom('accounts')
      .innerJoin('users as o', 'o.id', 'accounts.user_id')
      .select(['o.id', 'o.last_name', 'o.first_name'])
      .where((eb) => inScope(session, whiteLabelId, 'o')(eb as never))
      .where(sql<SqlBool>`${sql.raw(ACCOUNT_SEARCH_TEXT)} like ${pattern} escape '\\'`),
  );
}

/** Users rows by id, in the order of `ids`. */
async function usersInOrder(db: Kysely<Database>, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.selectFrom('users').selectAll().where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
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
  const searching = !!request.search?.trim();
  const matches = matching(db, session, whiteLabelId, request.search).as('m');
  const count = () =>
    db
      .selectFrom(matches)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
  const answer = async (ids: number[], total: number): Promise<ClientDirectoryPage> => ({
    Clients: clientEntries(await bookOfClients(db, await usersInOrder(db, ids))),
    TotalCount: total,
    Page: page,
    PageSize: pageSize,
  });

  if (column === 'position') {
    const total = await count();
    if (total > CLIENT_DIRECTORY_POSITION_SORT_LIMIT) throw badRequest(CLIENT_DIRECTORY_TEXTS.positionSortTooBroad);
    const rows = await db.selectFrom(matches).select('m.id').orderBy('m.last_name').orderBy('m.first_name').orderBy('m.id').execute();
    const entries = clientEntries(
      await bookOfClients(
        db,
        await usersInOrder(
          db,
          rows.map((r) => r.id),
        ),
      ),
    );
    // A stable sort: equal positions keep the name order.
    const sign = descending ? -1 : 1;
    entries.sort((a, b) => sign * (a.SecurityAndCashPosition - b.SecurityAndCashPosition));
    return { Clients: entries.slice((page - 1) * pageSize, page * pageSize), TotalCount: total, Page: page, PageSize: pageSize };
  }

  const dir = descending ? 'desc' : 'asc';
  const ordered =
    column === 'name'
      ? db.selectFrom(matches).select('m.id').orderBy('m.last_name', dir).orderBy('m.first_name', dir).orderBy('m.id', dir)
      : db
          .selectFrom(matches)
          .select('m.id')
          .orderBy((eb) => eb.selectFrom('accounts').select(eb.fn.countAll().as('n')).whereRef('accounts.user_id', '=', 'm.id'), dir)
          .orderBy('m.last_name')
          .orderBy('m.first_name')
          .orderBy('m.id');
  const paged = ordered.limit(pageSize).offset((page - 1) * pageSize);
  if (searching) {
    // A search counts its matches in the same query (one trigram scan, not two); a page past the end counts apart.
    const rows = await paged.select((eb) => eb.fn.countAll<number | string>().over().as('total')).execute();
    return answer(
      rows.map((r) => r.id),
      rows.length ? Number(rows[0].total) : await count(),
    );
  }
  // The whole book: the page stops early on the name index, the count reads the partial index alone.
  const [rows, total] = await Promise.all([paged.execute(), count()]);
  return answer(
    rows.map((r) => r.id),
    total,
  );
}
