import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { DOCUMENT_TEXTS as T } from '@/engine/messages/documentTexts';
import { documentsActions } from '@/store/documentsSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { RootState } from '@/store/rootReducer';
import { DocumentsView } from './DocumentsView';

const useStyles = makeStyles({
  // Compliance §9's default modal (280–600 px); the whole screen on a phone.
  surface: {
    minWidth: '280px',
    '@media (max-width: 640px)': { width: '100vw', maxWidth: '100vw', height: '100dvh', maxHeight: '100dvh', margin: 0, borderRadius: 0 },
  },
});

const selectClientDocuments = (s: RootState) => s.documents.client;
const selectOpening = (s: RootState) => s.documents.opening;

/**
 * An adviser's view of one client's documents, opened from the client directory: the same lists as
 * the client's own Documents section (the brand's online documents; the client's opening documents
 * and compliance submission PDFs, read with clientId), each opened the same way. Closing it forgets them.
 */
export function ClientDocumentsDialog() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const view = useAppSelector(selectClientDocuments);
  const opening = useAppSelector(selectOpening);
  // The last client shown stays drawn while the dialog closes; the dialog stays mounted, so focus
  // returns to the row's Documents button when it closes.
  const [shown, setShown] = useState(view);
  if (view && view !== shown) setShown(view);
  const close = () => dispatch(documentsActions.clientDocumentsClosed());
  // Focus goes back to what opened the dialog (the row's Documents button) when it closes. Fluent restores
  // focus only for its own DialogTrigger; this dialog is opened from the store, so it keeps the opener itself.
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = view !== null;
  // Noted while rendering the opening, before the dialog's effects move focus into it.
  if (isOpen && opener.current === null && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  useEffect(() => {
    if (isOpen) return;
    const back = opener.current;
    opener.current = null;
    if (!back) return;
    // After the dialog's own focus handling has run.
    const timer = window.setTimeout(() => {
      if (back.isConnected) back.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [isOpen]);
  if (!shown) return null;
  return (
    <Dialog
      open={view !== null}
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
    >
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{T.clientTitle(shown.clientName)}</DialogTitle>
          <DialogContent>
            <DocumentsView
              status={shown.status}
              online={shown.online}
              user={shown.user}
              message={shown.message}
              opening={opening}
              onRetry={() => dispatch(documentsActions.clientDocumentsOpened({ clientId: shown.clientId, clientName: shown.clientName }))}
              userTitle={T.clientUserTitle}
              userIntro={T.clientUserIntro}
              userEmpty={T.clientUserEmpty}
              idPrefix="client-"
            />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              {T.close}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
