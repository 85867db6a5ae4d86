import { useEffect } from 'react';
import { DOCUMENT_TEXTS as T } from '@/engine/messages/documentTexts';
import { documentsActions } from '@/store/documentsSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { RootState } from '@/store/rootReducer';
import { DocumentsView } from './DocumentsView';

const selectDocuments = (s: RootState) => s.documents;

/**
 * My Account's Documents (compliance §7 Online documents and User documents): the brand's online
 * documents (its terms, its standard fee schedules) and the client's own — the documents prepared
 * when its accounts were opened and the PDFs of the compliance forms it submitted. The §8 failure
 * texts apply. An adviser sees the same lists for a client from the client directory.
 */
export function DocumentsSection() {
  const dispatch = useAppDispatch();
  const { status, online, user, message, opening } = useAppSelector(selectDocuments);

  useEffect(() => {
    if (status === 'idle') dispatch(documentsActions.loadRequested());
  }, [dispatch, status]);

  return (
    <section aria-labelledby="documents-title">
      <h2 id="documents-title">{T.title}</h2>
      <DocumentsView
        status={status}
        online={online}
        user={user}
        message={message}
        opening={opening}
        onRetry={() => dispatch(documentsActions.loadRequested())}
        userTitle={T.userTitle}
        userIntro={T.userIntro}
        userEmpty={T.userEmpty}
        idPrefix=""
      />
    </section>
  );
}
