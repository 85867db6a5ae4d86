import { act, fireEvent, screen, within } from '@testing-library/react';
import { ClientDirectorySection } from '@/features/account/ClientDirectorySection';
import { CLIENT_DIRECTORY_SEARCH_DEBOUNCE_MS, CLIENT_DIRECTORY_TEXTS as T, nextSort } from '@/engine/clients/directory';
import { clientDirectoryActions, type ClientDirectoryRequest } from '@/store/clientDirectorySlice';
import { sessionActions } from '@/store/sessionSlice';
import type { ClientEntry } from '@/types/api';
import type { ClientDirectoryPage } from '@/types/generated/api/clients';
import { renderScreen } from '../../support/render';
import { stateAfter } from '../../support/sagas';

const client = (Id: number, Name: string, position: number, numbers: string[]): ClientEntry => ({
  Id,
  Name,
  UserName: `user${Id}`,
  Role: 'client',
  Email: `user${Id}@example.test`,
  ConsultantName: 'Carl Consultant',
  Currency: 'EUR',
  SecurityAndCashPosition: position,
  CashPosition: position,
  SecurityPosition: 0,
  AccountInformation: numbers.map((Number, i) => ({
    Id: Id * 10 + i,
    Number,
    Type: 1,
    Currency: 'EUR',
    IsDFM: false,
    securityAndCashPosition: position,
    CreationDate: '01/01/2026',
  })),
});

const PAGE: ClientDirectoryPage = {
  Clients: [client(4, 'Anna Andersen', 1200.5, ['DMO-1', 'DMO-2']), client(5, 'Ben Bauer', 99, ['DMO-3'])],
  TotalCount: 30,
  Page: 1,
  PageSize: 25,
};
const FIRST = { search: '', sort: 'name' as const, page: 1 };
const requests = (dispatched: { type: string }[]) => dispatched.filter((a) => a.type === clientDirectoryActions.requested.type);

const show = (...actions: Parameters<typeof stateAfter>) => renderScreen(<ClientDirectorySection />, { state: stateAfter(...actions) });

/** The section opened on `request` (it asks for it again as it opens) once the server's answer, then `after`, arrived. */
function answered(request: ClientDirectoryRequest, page: ClientDirectoryPage, ...after: Parameters<typeof stateAfter>) {
  const view = show(clientDirectoryActions.requested(request));
  act(() => {
    view.store.dispatch(clientDirectoryActions.loaded(page));
    for (const a of after) view.store.dispatch(a);
  });
  return view;
}

describe('Client directory', () => {
  afterEach(() => jest.useRealTimers());

  test('asks for the first page when it opens and says it is loading', () => {
    const { dispatched } = show();
    expect(requests(dispatched)).toEqual([clientDirectoryActions.requested(FIRST)]);
    expect(screen.getByText(T.loading)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: T.title }).id).toBe('clients-title');
  });

  test('shows the page with its rows, the sorted column and the pager', () => {
    answered(FIRST, PAGE);
    const table = screen.getByRole('table', { name: T.title });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual([
      'Anna Andersenuser4@example.test',
      'Ben Baueruser5@example.test',
    ]);
    expect(within(rows[0]).getByText('DMO-1, DMO-2')).toBeTruthy();
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual(['ascending', 'none', 'none', null]);
    expect(screen.getByRole('navigation', { name: T.pagerLabel }).textContent).toContain('Page 1 of 2 · 30 clients');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: T.previous }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: T.next }).disabled).toBe(false);
  });

  test('a header sorts from page 1, the same header turns the order round', () => {
    const { dispatched } = show(
      clientDirectoryActions.requested({ ...FIRST, page: 2 }),
      clientDirectoryActions.loaded({ ...PAGE, Page: 2 }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Total position (EUR)' }));
    expect(requests(dispatched).at(-1)).toEqual(clientDirectoryActions.requested({ search: '', sort: '-position', page: 1 }));
    fireEvent.click(screen.getByRole('button', { name: 'Client' }));
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-accounts', 'accounts')).toBe('accounts');
  });

  test('Next and Previous ask for the next and previous page', () => {
    const { dispatched, store } = answered(FIRST, PAGE);
    fireEvent.click(screen.getByRole('button', { name: T.next }));
    expect(requests(dispatched).at(-1)).toEqual(clientDirectoryActions.requested({ ...FIRST, page: 2 }));
    act(() => {
      store.dispatch(clientDirectoryActions.loaded({ ...PAGE, Page: 2, Clients: PAGE.Clients.slice(0, 1) }));
    });
    expect(screen.getByRole('navigation', { name: T.pagerLabel }).textContent).toContain('Page 2 of 2 · 30 clients');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: T.next }).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: T.previous }));
    expect(requests(dispatched).at(-1)).toEqual(clientDirectoryActions.requested({ ...FIRST, page: 1 }));
  });

  test('searches 300 ms after the last key, from page 1', () => {
    jest.useFakeTimers();
    const { dispatched } = answered({ ...FIRST, page: 2 }, PAGE);
    const box = screen.getByRole('searchbox', { name: T.search });
    fireEvent.change(box, { target: { value: 'and' } });
    act(() => {
      jest.advanceTimersByTime(CLIENT_DIRECTORY_SEARCH_DEBOUNCE_MS - 1);
    });
    fireEvent.change(box, { target: { value: 'ande' } });
    act(() => {
      jest.advanceTimersByTime(CLIENT_DIRECTORY_SEARCH_DEBOUNCE_MS - 1);
    });
    expect(requests(dispatched)).toHaveLength(1);
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(requests(dispatched).slice(1)).toEqual([clientDirectoryActions.requested({ search: 'ande', sort: 'name', page: 1 })]);
  });

  test('Login As opens the row’s client', () => {
    const { dispatched } = answered(FIRST, PAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Login As Ben Bauer' }));
    expect(dispatched).toContainEqual(sessionActions.clientAccessRequested({ clientId: 5, clientName: 'Ben Bauer' }));
  });

  test('says when nothing matches', () => {
    answered({ ...FIRST, search: 'zzz' }, { ...PAGE, Clients: [], TotalCount: 0 });
    expect(screen.getByText(T.empty)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: T.pagerLabel }).textContent).toContain('Page 1 of 1 · 0 clients');
  });

  test('a refused sort shows the server’s reason and keeps the rows; Try again goes back to names', () => {
    const { dispatched } = answered(
      FIRST,
      PAGE,
      clientDirectoryActions.requested({ ...FIRST, sort: '-position' }),
      clientDirectoryActions.loadFailed(T.positionSortTooBroad),
    );
    expect(screen.getByRole('alert').textContent).toContain(T.positionSortTooBroad);
    expect(screen.getByRole('table', { name: T.title })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.retry }));
    expect(requests(dispatched).at(-1)).toEqual(clientDirectoryActions.requested(FIRST));
  });
});
