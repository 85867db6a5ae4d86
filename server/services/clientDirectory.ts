import { sql, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { ClientSearchTable, Database } from '../db/schema';
import type { SessionClaims } from '../plugins/auth';
import { badRequest } from '../lib/http';
import { ACCOUNT_SEARCH_TEXT } from '../db/migrations/015_client_directory';
import { bookOfClientIds, clientEntries } from './clientBook';
import { byAccounts, cachedMatches, CLIENT_DIRECTORY_CACHED_MATCHES } from './clientDirectoryCache';
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

/**
 * The directory's clients (migration 022's client_search rows, one per client) that a session sees,
 * as `advisedClientsQuery` says: a consultant its own clients, an admin or owner the brand's.
 */
function inScope(session: SessionClaims, whiteLabelId: number) {
  return (eb: ExpressionBuilder<Database & { s: ClientSearchTable }, 's'>) => {
    // `client = 1` written out, not bound: PostgreSQL uses the partial indexes only when the query states their predicate.
    const parts = [sql<SqlBool>`s.client = 1`, eb('s.white_label_id', '=', whiteLabelId)];
    if (!isBrandAdminRole(session.role)) parts.push(eb('s.consultant_id', '=', Number(session.nameid)));
    return eb.and(parts);
  };
}

/** Whose directory a session sees, as a cache key: the brand's whole book, or one consultant's clients. */
const scopeKey = (session: SessionClaims) => (isBrandAdminRole(session.role) ? 'brand' : `consultant:${Number(session.nameid)}`);

/**
 * The clients of the directory that the search matches — in the name, user name or e-mail (one
 * text, USER_SEARCH_TEXT, kept in client_search.search_text) or in the number of one of their
 * accounts; case-insensitive, `%` and `_` literal — as rows of (id, last_name, first_name,
 * accounts), the sort keys. A search is a UNION of the two matches, each answered by its own trigram index on
 * PostgreSQL; no search is the scope alone, which client_search's name-order indexes answer.
 */
function matching(db: Kysely<Database>, session: SessionClaims, whiteLabelId: number, search: string | undefined) {
  const scope = inScope(session, whiteLabelId);
  const clients = db
    .selectFrom('client_search as s')
    .select(['s.user_id as id', 's.last_name', 's.first_name', 's.accounts'])
    .where((eb) => scope(eb as never));
  const text = search?.trim();
  if (!text) return clients;
  const pattern = containsPattern(text);
  return clients.where(sql<SqlBool>`s.search_text like ${pattern} escape '\\'`).union(
    db
      .selectFrom('accounts')
      .innerJoin('client_search as s', 's.user_id', 'accounts.user_id')
      .select(['s.user_id as id', 's.last_name', 's.first_name', 's.accounts'])
      .where((eb) => scope(eb as never))
      .where(sql<SqlBool>`${sql.raw(ACCOUNT_SEARCH_TEXT)} like ${pattern} escape '\\'`),
  );
}

/** The number of clients in a session's whole directory: client_counts, kept by triggers (migration 022). */
async function clientsInScope(db: Kysely<Database>, session: SessionClaims, whiteLabelId: number) {
  let counts = db.selectFrom('client_counts').where('white_label_id', '=', whiteLabelId);
  if (!isBrandAdminRole(session.role)) counts = counts.where('consultant_key', '=', Number(session.nameid));
  const row = await counts.select((eb) => eb.fn.sum<number | string | null>('clients').as('n')).executeTakeFirst();
  return Number(row?.n ?? 0);
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
    searching
      ? db
          .selectFrom(matches)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
          .then((r) => Number(r.n))
      : clientsInScope(db, session, whiteLabelId);
  const answer = async (ids: number[], total: number): Promise<ClientDirectoryPage> => ({
    Clients: clientEntries(await bookOfClientIds(db, ids)),
    TotalCount: total,
    Page: page,
    PageSize: pageSize,
  });
  /** Every match's position (refused above the limit: positions move with prices and are not stored), then the page. */
  const byPosition = async (rows: readonly { id: number }[], total: number): Promise<ClientDirectoryPage> => {
    if (total > CLIENT_DIRECTORY_POSITION_SORT_LIMIT) throw badRequest(CLIENT_DIRECTORY_TEXTS.positionSortTooBroad);
    const entries = clientEntries(
      await bookOfClientIds(
        db,
        rows.map((r) => r.id),
      ),
    );
    // A stable sort: equal positions keep the name order.
    const sign = descending ? -1 : 1;
    entries.sort((a, b) => sign * (a.SecurityAndCashPosition - b.SecurityAndCashPosition));
    return { Clients: entries.slice((page - 1) * pageSize, page * pageSize), TotalCount: total, Page: page, PageSize: pageSize };
  };

  if (searching) {
    // A search answers from the matches in name order, kept per node while the brand's directory
    // version stays the same (clientDirectoryCache.ts); a search too broad to keep pages in SQL.
    const matched = await cachedMatches(db, whiteLabelId, scopeKey(session), request.search!.trim(), () =>
      db
        .selectFrom(matches)
        .select(['m.id', 'm.accounts'])
        .orderBy('m.last_name')
        .orderBy('m.first_name')
        .orderBy('m.id')
        .limit(CLIENT_DIRECTORY_CACHED_MATCHES + 1)
        .execute(),
    );
    if (matched) {
      const total = matched.length;
      if (column === 'position') return byPosition(matched, total);
      const ordered = column === 'name' ? (descending ? [...matched].reverse() : matched) : byAccounts(matched, descending);
      return answer(
        ordered.slice((page - 1) * pageSize, page * pageSize).map((r) => r.id),
        total,
      );
    }
  }

  if (column === 'position') {
    const total = await count();
    if (total > CLIENT_DIRECTORY_POSITION_SORT_LIMIT) throw badRequest(CLIENT_DIRECTORY_TEXTS.positionSortTooBroad);
    const rows = await db.selectFrom(matches).select('m.id').orderBy('m.last_name').orderBy('m.first_name').orderBy('m.id').execute();
    return byPosition(rows, total);
  }

  const dir = descending ? 'desc' : 'asc';
  const ordered =
    column === 'name'
      ? db.selectFrom(matches).select('m.id').orderBy('m.last_name', dir).orderBy('m.first_name', dir).orderBy('m.id', dir)
      : db.selectFrom(matches).select('m.id').orderBy('m.accounts', dir).orderBy('m.last_name').orderBy('m.first_name').orderBy('m.id');
  const paged = ordered.limit(pageSize).offset((page - 1) * pageSize);
  if (searching) {
    // A search counts its matches in the same query (one trigram scan, not two); a page past the end counts apart.
    const rows = await paged.select((eb) => eb.fn.countAll<number | string>().over().as('total')).execute();
    return answer(
      rows.map((r) => r.id),
      rows.length ? Number(rows[0].total) : await count(),
    );
  }
  // The whole book: the page stops early on the name index; the total is the maintained count.
  const [rows, total] = await Promise.all([paged.execute(), count()]);
  return answer(
    rows.map((r) => r.id),
    total,
  );
}
