/**
 * The client directory on My Account (issue 14 item 6): searched, sorted and paged by the server.
 * The spec lists the consultant's clients (trading.md: Id, Name, SecurityAndCashPosition,
 * AccountInformation) but gives no page size or sorting, so these are Tessera's.
 */

/** Clients on one page of the directory unless the request asks for another size. */
export const CLIENT_DIRECTORY_PAGE_SIZE = 25;
/** The largest page the server gives. */
export const CLIENT_DIRECTORY_MAX_PAGE_SIZE = 100;
/** The browser waits this long after the last key before it searches. */
export const CLIENT_DIRECTORY_SEARCH_DEBOUNCE_MS = 300;
/**
 * Positions are not stored: they move with every price. The directory computes them for the page's
 * rows only; sorting by position computes them for every client the search matches, so it is
 * offered only while the search matches at most this many clients.
 */
export const CLIENT_DIRECTORY_POSITION_SORT_LIMIT = 500;

/** The orders the directory sorts by; a leading '-' is descending. */
export const CLIENT_DIRECTORY_SORTS = ['name', '-name', 'position', '-position', 'accounts', '-accounts'] as const;
export type ClientDirectorySort = (typeof CLIENT_DIRECTORY_SORTS)[number];
/** The sortable columns. */
export type ClientDirectoryColumn = 'name' | 'position' | 'accounts';

/** The column a sort is on, and whether it is descending. */
export function sortParts(sort: ClientDirectorySort): { column: ClientDirectoryColumn; descending: boolean } {
  return { column: sort.replace(/^-/, '') as ClientDirectoryColumn, descending: sort.startsWith('-') };
}

/**
 * The sort after a click on a column header: the same column turns around; another column starts
 * ascending for names and descending for amounts and counts (the largest first).
 */
export function nextSort(current: ClientDirectorySort, column: ClientDirectoryColumn): ClientDirectorySort {
  const now = sortParts(current);
  if (now.column === column) return now.descending ? column : `-${column}`;
  return column === 'name' ? column : `-${column}`;
}

/** Pages needed for `total` clients (at least one, so an empty result reads "Page 1 of 1"). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The directory's words (Tessera's, DESIGN.md's tone; the server's refusal is its MESSAGES entry). */
export const CLIENT_DIRECTORY_TEXTS = {
  title: 'Client list',
  search: 'Search clients',
  searchHint: 'Name, user name, e-mail or account number',
  loading: 'Loading clients…',
  empty: 'No clients match this search.',
  emptyUnfiltered: 'You have no clients yet.',
  loadFailed: 'Sorry! Looks like something went wrong while loading your clients.',
  retry: 'Try again',
  pagerLabel: 'Client list pages',
  pageOf: (page: number, pages: number, total: number) => `Page ${page} of ${pages} · ${total} ${total === 1 ? 'client' : 'clients'}`,
  previous: 'Previous',
  next: 'Next',
  loginAs: 'Login As',
  positionSortTooBroad: `Sorting by total position works on up to ${CLIENT_DIRECTORY_POSITION_SORT_LIMIT} clients: narrow the search first.`,
  columns: { name: 'Client', accounts: 'Accounts', position: 'Total position (EUR)', action: 'Action' },
} as const;
