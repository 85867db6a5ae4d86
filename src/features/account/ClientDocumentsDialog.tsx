import { useState } from 'react';
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
import { useFocusBackOnClose } from './useFocusBackOnClose';

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
  const isOpen = view !== null;
  useFocusBackOnClose(isOpen);
  if (!shown) return null;
  return (
    <Dialog
      open={isOpen}
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
