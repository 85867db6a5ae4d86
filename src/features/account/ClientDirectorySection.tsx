import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Card,
  Field,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  SearchBox,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { formatMoney } from '@/engine/format/formatMoney';
import {
  CLIENT_DIRECTORY_PAGE_SIZE,
  CLIENT_DIRECTORY_SEARCH_DEBOUNCE_MS,
  CLIENT_DIRECTORY_TEXTS as T,
  nextSort,
  pageCount,
  sortParts,
  type ClientDirectoryColumn,
} from '@/engine/clients/directory';
import { clientDirectoryActions, selectClientDirectory, type ClientDirectoryRequest } from '@/store/clientDirectorySlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { sessionActions } from '@/store/sessionSlice';
import { DOCUMENT_TEXTS } from '@/engine/messages/documentTexts';
import { documentsActions } from '@/store/documentsSlice';
import { ClientDocumentsDialog } from './ClientDocumentsDialog';
import { ClientActivityDialog } from './ClientActivityDialog';
import { isAuditedAdminRole } from '@/engine/audit/auditActions';
import { AUDIT_TEXTS } from '@/engine/messages/auditTexts';
import { auditActions } from '@/store/auditSlice';
import { selectRole } from '@/store/selectors';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  searchRow: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalL },
  search: { flex: '1 1 260px', maxWidth: '420px' },
  // Narrow screens scroll the table sideways inside its card, never the page.
  scroll: { overflowX: 'auto' },
  table: { minWidth: '640px' },
  email: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200, wordBreak: 'break-all' },
  amount: { whiteSpace: 'nowrap' },
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  pagerButtons: { display: 'flex', gap: tokens.spacingHorizontalS },
  busy: { minHeight: '20px', paddingTop: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * My Account's client directory for advisers (issue 14 item 6): the server searches (name, user
 * name, e-mail, account number; 300 ms after the last key), sorts (column headers, aria-sort) and
 * pages (25 a page) a consultant's clients or, for an admin or owner, the brand's. Login As opens a
 * row's client as before; Documents opens the client's documents (ClientDocumentsDialog); for an administrator, Activity opens
 * what was done on the client's behalf and the download of its data (ClientActivityDialog). The heading keeps its id: Buy Options → Go to Client List scrolls to it.
 */
export function ClientDirectorySection() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const { request, status, page, error } = useAppSelector(selectClientDirectory);
  // An administrator of the brand also reads what was done for each client, and downloads its data.
  const admin = isAuditedAdminRole(useAppSelector(selectRole) ?? '');
  const [typed, setTyped] = useState(request.search);
  const ask = (next: ClientDirectoryRequest) => dispatch(clientDirectoryActions.requested(next));

  // The section opens on the search, sort and page last asked for in this session.
  useEffect(() => {
    ask(request);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the section opens
  }, []);

  // A search is asked for 300 ms after the last key, from page 1.
  const latest = useRef(request);
  latest.current = request;
  useEffect(() => {
    if (typed.trim() === latest.current.search.trim()) return undefined;
    const timer = setTimeout(() => ask({ ...latest.current, search: typed, page: 1 }), CLIENT_DIRECTORY_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the typed text alone starts a search
  }, [typed]);

  const loading = status === 'loading' || status === 'idle';
  const total = page?.TotalCount ?? 0;
  const pages = pageCount(total, CLIENT_DIRECTORY_PAGE_SIZE);
  const shownPage = page?.Page ?? request.page;
  const { column, descending } = sortParts(request.sort);
  const sortBy = (c: ClientDirectoryColumn) => ask({ ...request, sort: nextSort(request.sort, c), page: 1 });
  const header = (c: ClientDirectoryColumn) => ({
    sortDirection: column === c ? (descending ? ('descending' as const) : ('ascending' as const)) : undefined,
    onClick: () => sortBy(c),
  });
  const searched = request.search.trim() !== '';

  return (
    <section aria-labelledby="clients-title" id="client-directory">
      <h2 id="clients-title" tabIndex={-1}>
        {T.title}
      </h2>
      <Card className={styles.card}>
        <div className={styles.searchRow}>
          <div role="search" aria-label={T.search} className={styles.search}>
            <Field label={T.search} hint={T.searchHint}>
              <SearchBox value={typed} onChange={(_, d) => setTyped(d.value)} maxLength={200} />
            </Field>
          </div>
          <div className={styles.busy} role="status">
            {loading && <Spinner size="tiny" labelPosition="after" label={T.loading} />}
          </div>
        </div>
        {status === 'failed' && (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{error}</MessageBarBody>
            <MessageBarActions>
              <Button onClick={() => ask({ ...request, sort: page && request.sort.includes('position') ? 'name' : request.sort })}>
                {T.retry}
              </Button>
            </MessageBarActions>
          </MessageBar>
        )}
        {page && page.Clients.length > 0 && (
          <div className={styles.scroll} aria-busy={loading}>
            <Table className={styles.table} aria-labelledby="clients-title" sortable>
              <TableHeader>
                <TableRow>
                  <TableHeaderCell {...header('name')}>{T.columns.name}</TableHeaderCell>
                  <TableHeaderCell {...header('accounts')}>{T.columns.accounts}</TableHeaderCell>
                  <TableHeaderCell {...header('position')}>{T.columns.position}</TableHeaderCell>
                  <TableHeaderCell sortable={false}>{T.columns.action}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {page.Clients.map((c) => (
                  <TableRow key={c.Id}>
                    <TableCell>
                      {c.Name}
                      <span className={styles.email}>{c.Email}</span>
                    </TableCell>
                    <TableCell>{c.AccountInformation.map((a) => a.Number).join(', ')}</TableCell>
                    <TableCell className={styles.amount}>{formatMoney(c.SecurityAndCashPosition)}</TableCell>
                    <TableCell>
                      <div className={styles.actions}>
                        <Button
                          size="small"
                          aria-label={`${T.loginAs} ${c.Name}`}
                          onClick={() => dispatch(sessionActions.clientAccessRequested({ clientId: c.Id, clientName: c.Name }))}
                        >
                          {T.loginAs}
                        </Button>
                        <Button
                          size="small"
                          aria-label={DOCUMENT_TEXTS.clientActionLabel(c.Name)}
                          onClick={() => dispatch(documentsActions.clientDocumentsOpened({ clientId: c.Id, clientName: c.Name }))}
                        >
                          {DOCUMENT_TEXTS.clientAction}
                        </Button>
                        {admin && (
                          <Button
                            size="small"
                            aria-label={AUDIT_TEXTS.client.actionLabel(c.Name)}
                            onClick={() => dispatch(auditActions.clientActsOpened({ clientId: c.Id, clientName: c.Name }))}
                          >
                            {AUDIT_TEXTS.client.action}
                          </Button>
                        )}
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        {page && page.Clients.length === 0 && !loading && <Text role="status">{searched ? T.empty : T.emptyUnfiltered}</Text>}
        {page && (
          <nav className={styles.pager} aria-label={T.pagerLabel}>
            <span aria-live="polite">{T.pageOf(shownPage, pages, total)}</span>
            <div className={styles.pagerButtons}>
              <Button disabled={loading || shownPage <= 1} onClick={() => ask({ ...request, page: shownPage - 1 })}>
                {T.previous}
              </Button>
              <Button disabled={loading || shownPage >= pages} onClick={() => ask({ ...request, page: shownPage + 1 })}>
                {T.next}
              </Button>
            </div>
          </nav>
        )}
      </Card>
      <ClientDocumentsDialog />
      {admin && <ClientActivityDialog />}
    </section>
  );
}
