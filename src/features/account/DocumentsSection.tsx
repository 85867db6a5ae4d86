import { useEffect } from 'react';
import { Button, Card, Link, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { DocumentPdf20Regular } from '@fluentui/react-icons';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { DOCUMENT_TEXTS as T } from '@/engine/messages/documentTexts';
import { documentsActions } from '@/store/documentsSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { RootState } from '@/store/rootReducer';

const useStyles = makeStyles({
  intro: { margin: `0 0 ${tokens.spacingVerticalS}`, color: tokens.colorNeutralForeground2 },
  grid: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  meta: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

const selectDocuments = (s: RootState) => s.documents;

/**
 * My Account's Documents (compliance §7 Online documents and User documents): the brand's online
 * documents (its terms, its standard fee schedules) and the documents prepared when the client's
 * accounts were opened. A served document is downloaded with the session's token and saved under
 * its name; a brand's https document opens in a new tab. The §8 failure texts apply.
 */
export function DocumentsSection() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const { status, online, user, message, opening } = useAppSelector(selectDocuments);

  useEffect(() => {
    if (status === 'idle') dispatch(documentsActions.loadRequested());
  }, [dispatch, status]);

  const openButton = (url: string, fileName: string, label: string, code?: string) => (
    <Button
      appearance="transparent"
      icon={<DocumentPdf20Regular />}
      disabled={opening === url}
      onClick={() => dispatch(documentsActions.openRequested({ url, fileName, code }))}
    >
      {label}
    </Button>
  );

  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title">{T.title}</h2>
      {status === 'loading' && <Spinner size="tiny" labelPosition="after" label={T.loading} />}
      {status === 'failed' && (
        <MessageBar intent="error">
          <MessageBarBody>{message}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => dispatch(documentsActions.loadRequested())}>{T.retry}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {status === 'ready' && (
        <div className={styles.grid}>
          <Card>
            <h3 id="online-documents-title">{T.onlineTitle}</h3>
            <p className={styles.intro}>{T.onlineIntro}</p>
            <ul className={styles.list} aria-labelledby="online-documents-title">
              {online.map((d) => (
                <li key={d.Code} className={styles.item}>
                  {d.Url.startsWith('/api/') ? (
                    openButton(d.Url, d.FileName, d.Title, d.Code)
                  ) : (
                    <Link href={d.Url} target="_blank" rel="noopener noreferrer">
                      {d.Title}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </Card>
          <Card>
            <h3 id="user-documents-title">{T.userTitle}</h3>
            <p className={styles.intro}>{T.userIntro}</p>
            {user.length === 0 ? (
              <p>{T.userEmpty}</p>
            ) : (
              <ul className={styles.list} aria-labelledby="user-documents-title">
                {user.map((d) => (
                  <li key={d.DocumentId} className={styles.item}>
                    {openButton(d.Url, d.Name, T.kinds[d.Kind] ?? d.Kind)}
                    <span className={styles.meta}>
                      {`${T.account(d.AccountNumber, d.AccountOpeningId)} · ${formatIsoDate(d.CreatedAt.slice(0, 10))} · ${d.Signed ? T.signed : T.unsigned}`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
      {opening && (
        <span role="status" className={styles.meta}>
          {T.opening(online.find((d) => d.Url === opening)?.Title ?? T.title)}
        </span>
      )}
    </section>
  );
}
