import { Button, Card, Link, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, tokens } from '@fluentui/react-components';
import { DocumentPdf20Regular } from '@fluentui/react-icons';
import { COMPLIANCE_SUBMISSION_KIND } from '@/engine/compliance/userDocuments';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { DOCUMENT_TEXTS as T } from '@/engine/messages/documentTexts';
import { documentsActions } from '@/store/documentsSlice';
import { useAppDispatch } from '@/store/hooks';
import type { LoadStatus } from '@/store/watchlistSlice';
import type { OnlineDocument, UserDocument } from '@/types/generated/api/online-documents';

const useStyles = makeStyles({
  intro: { margin: `0 0 ${tokens.spacingVerticalS}`, color: tokens.colorNeutralForeground2 },
  grid: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))' },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: tokens.spacingVerticalS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // A long form title wraps inside its button on a phone instead of widening the card.
  label: { textAlign: 'start', whiteSpace: 'normal', minWidth: 0 },
  meta: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
});

/** How a user document is named on its button: a submission by its form and version, an opening document by its kind. */
export function userDocumentLabel(d: UserDocument): string {
  if (d.Kind === COMPLIANCE_SUBMISSION_KIND) return T.submissionName(d.FormTitle ?? d.FormId ?? d.Name, d.FormVersion ?? d.Version ?? '');
  return T.kinds[d.Kind] ?? d.Kind;
}

/** The line under a user document: its account, its date and whether it was signed (a submission: that it was submitted). */
export function userDocumentMeta(d: UserDocument): string {
  const state = d.Kind === COMPLIANCE_SUBMISSION_KIND ? T.submitted : d.Signed ? T.signed : T.unsigned;
  return `${T.account(d.AccountNumber, d.AccountOpeningId)} · ${formatIsoDate(d.CreatedAt.slice(0, 10))} · ${state}`;
}

export interface DocumentsViewProps {
  status: LoadStatus;
  online: OnlineDocument[];
  user: UserDocument[];
  message: string | null;
  /** The Url of the document being downloaded, or null. */
  opening: string | null;
  onRetry: () => void;
  /** The second card's texts: the client's own ("Your documents") or an adviser's view of a client's. */
  userTitle: string;
  userIntro: string;
  userEmpty: string;
  /** Prefix of the cards' heading ids, unique on the page. */
  idPrefix: string;
}

/**
 * The two lists of compliance §7 — the brand's online documents and the client's own (opening documents
 * and compliance submission PDFs) — with the loading, failure (§8 text, Try again) and empty states.
 * My Account's Documents section and an adviser's view of a client's documents both draw it.
 * A served document is downloaded with the session's token and saved under its name; a brand's
 * https document opens in a new tab.
 */
export function DocumentsView({
  status,
  online,
  user,
  message,
  opening,
  onRetry,
  userTitle,
  userIntro,
  userEmpty,
  idPrefix,
}: DocumentsViewProps) {
  const styles = useStyles();
  const dispatch = useAppDispatch();

  const openButton = (url: string, fileName: string, label: string, code?: string) => (
    <Button
      appearance="transparent"
      icon={<DocumentPdf20Regular />}
      className={styles.label}
      // Focusable while disabled: the clicked button keeps focus while its file downloads (Escape still reaches a dialog).
      disabledFocusable={opening === url}
      onClick={() => dispatch(documentsActions.openRequested({ url, fileName, code }))}
    >
      {label}
    </Button>
  );
  const openingTitle = opening
    ? (online.find((d) => d.Url === opening)?.Title ??
      user.map((d) => (d.Url === opening ? userDocumentLabel(d) : '')).find(Boolean) ??
      T.title)
    : null;

  return (
    <>
      {(status === 'loading' || status === 'idle') && (
        <div role="status">
          <Spinner size="tiny" labelPosition="after" label={T.loading} />
        </div>
      )}
      {status === 'failed' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{message ?? T.listFailed}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={onRetry}>{T.retry}</Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {status === 'ready' && (
        <div className={styles.grid}>
          <Card>
            <h3 id={`${idPrefix}online-documents-title`}>{T.onlineTitle}</h3>
            <p className={styles.intro}>{T.onlineIntro}</p>
            <ul className={styles.list} aria-labelledby={`${idPrefix}online-documents-title`}>
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
            <h3 id={`${idPrefix}user-documents-title`}>{userTitle}</h3>
            <p className={styles.intro}>{userIntro}</p>
            {user.length === 0 ? (
              <p>{userEmpty}</p>
            ) : (
              <ul className={styles.list} aria-labelledby={`${idPrefix}user-documents-title`}>
                {user.map((d) => (
                  <li key={d.Url} className={styles.item}>
                    {openButton(d.Url, d.Name, userDocumentLabel(d))}
                    <span className={styles.meta}>{userDocumentMeta(d)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
      {openingTitle && (
        <span role="status" className={styles.meta}>
          {T.opening(openingTitle)}
        </span>
      )}
    </>
  );
}
