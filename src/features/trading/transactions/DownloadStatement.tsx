import { useEffect, useRef, useState } from 'react';
import { Button, Link, makeStyles, MessageBar, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular } from '@fluentui/react-icons';
import type { AccountStatementUrlQuery } from '@/types/api';
import { STATEMENT_PRINT_WINDOW_CLOSE_MS, STATEMENT_PRINT_WINDOW_HEIGHT, STATEMENT_PRINT_WINDOW_WIDTH } from '@/engine/constants';
import { STATEMENT_DOWNLOAD_TEXTS as T } from '@/engine/messages/statementTexts';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectActiveAccount } from '@/store/selectors';
import { selectStatement, statementActions } from '@/store/statementSlice';
import { selectTransactions, type TransactionReportQuery } from '@/store/transactionsSlice';

/** The print window's name: a second click reuses the window rather than opening another. */
export const STATEMENT_WINDOW_NAME = 'tessera-statement';
/** How often the print window is checked for the loaded statement, and for how long at most. */
const LOAD_POLL_MS = 100;
const LOAD_WAIT_MS = 30_000;

/** The print window's features: compliance §4 "595 by 842". */
export const PRINT_WINDOW_FEATURES = `popup,width=${STATEMENT_PRINT_WINDOW_WIDTH},height=${STATEMENT_PRINT_WINDOW_HEIGHT}`;

/**
 * Opens the print window, empty, at once: inside the click, so no popup blocker stops it while the
 * link is asked for.
 * @returns the window, or null when the browser blocked it
 */
export function openPrintWindow(): Window | null {
  return window.open('', STATEMENT_WINDOW_NAME, PRINT_WINDOW_FEATURES);
}

/**
 * Shows the statement in the print window, prints it once loaded and closes the window
 * STATEMENT_PRINT_WINDOW_CLOSE_MS after printing (compliance §4 "closed after 1 s"; the browser's
 * print dialog holds the window until it is dismissed). A statement that does not load in time is
 * left open for the user.
 * @param win - the window openPrintWindow gave
 * @param url - the statement's signed link
 */
export function printInWindow(win: Window, url: string): void {
  win.location.href = url;
  const started = Date.now();
  const poll = window.setInterval(() => {
    let loaded = false;
    try {
      loaded = !win.closed && win.document.readyState === 'complete' && win.location.href !== 'about:blank';
    } catch {
      loaded = false;
    }
    if (win.closed || Date.now() - started > LOAD_WAIT_MS) {
      window.clearInterval(poll);
      return;
    }
    if (!loaded) return;
    window.clearInterval(poll);
    try {
      win.focus();
      win.print();
    } catch {
      // The browser would not print from here: the statement stays open to print by hand.
      return;
    }
    window.setTimeout(() => win.close(), STATEMENT_PRINT_WINDOW_CLOSE_MS);
  }, LOAD_POLL_MS);
}

/** The statement's account and period: the report's (the dates on screen, or all transactions). */
export function statementQueryOf(platformID: number, q: TransactionReportQuery): AccountStatementUrlQuery {
  if (q.getAllTransactions) return { platformID, getAllTransactions: true };
  const query: AccountStatementUrlQuery = { platformID, getAllTransactions: false };
  if (q.startDate) query.dateFrom = q.startDate;
  if (q.endDate) query.dateTo = q.endDate;
  return query;
}

const useStyles = makeStyles({
  root: { display: 'grid', justifyItems: 'start', rowGap: tokens.spacingVerticalS },
  srOnly: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
});

/**
 * 'Download Statement' (compliance §2.6): the statement of the active account for the report's
 * period, in a print window of 595 by 842 that prints it and closes after 1 s (§4). A blocked window
 * leaves the statement's link to open by hand; a failure goes to the error modal (the saga).
 */
export function DownloadStatement() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectActiveAccount);
  const { details } = useAppSelector(selectTransactions);
  const statement = useAppSelector(selectStatement);
  // The click waiting for its link, with the window it opened.
  const pending = useRef<{ request: number; win: Window | null } | null>(null);
  const [blocked, setBlocked] = useState<{ url: string; fileName: string } | null>(null);
  const [announced, setAnnounced] = useState('');

  useEffect(() => {
    const waiting = pending.current;
    if (!waiting || waiting.request !== statement.request) return;
    if (statement.status === 'ready' && statement.link) {
      pending.current = null;
      if (waiting.win && !waiting.win.closed) {
        printInWindow(waiting.win, statement.link.url);
        setAnnounced(T.opened);
      } else setBlocked(statement.link);
    } else if (statement.status === 'failed') {
      pending.current = null;
      waiting.win?.close();
      setAnnounced('');
    }
  }, [statement]);

  const loading = statement.status === 'loading';
  const download = () => {
    if (!account || !details.query) return;
    setBlocked(null);
    setAnnounced(T.preparing);
    pending.current = { request: statement.request + 1, win: openPrintWindow() };
    dispatch(statementActions.requested(statementQueryOf(account.Id, details.query)));
  };

  return (
    <div className={styles.root}>
      <Button
        icon={loading ? <Spinner size="tiny" /> : <DocumentPdfRegular />}
        disabled={!account || !details.query || details.status === 'loading' || loading}
        onClick={download}
      >
        {T.download}
      </Button>
      {/* A polite live region (not role=status: the report's loader is the modal's status). */}
      <span className={styles.srOnly} aria-live="polite" aria-atomic="true">
        {announced}
      </span>
      {blocked && (
        <MessageBar intent="warning">
          <MessageBarBody>
            {T.blocked}{' '}
            <Link href={blocked.url} target="_blank" rel="noopener">
              {blocked.fileName}
            </Link>
          </MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
