import { useState } from 'react';
import {
  Button,
  Card,
  Field,
  Link,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MISSING_DOCUMENT_REVIEW_NOTE_MAX_LENGTH } from '@/engine/constants';
import { MISSING_DOCUMENT_TEXTS as M } from '@/engine/messages/complianceTexts';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { complianceActions, selectCompliance } from '@/store/complianceSlice';
import type { ReviewQueueEntry } from '@/types/api';
import { ListSection } from './ListSection';
import { COMPLIANCE_TEXTS as T, documentTypeLabel } from './texts';

const useStyles = makeStyles({
  entry: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  title: { margin: 0, fontSize: tokens.fontSizeBase400 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  note: { maxWidth: '560px' },
});

/** One upload waiting for review: the client, the document, the client's message, the file; Approve, or Reject with a note. */
function ReviewEntry({ entry }: { entry: ReviewQueueEntry }) {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const review = useAppSelector(selectCompliance).reviews[entry.Document.Id];
  const [note, setNote] = useState('');
  const saving = review?.status === 'saving';
  const documentId = entry.Document.Id;
  const label = documentTypeLabel(entry.Document.DocumentType);
  return (
    <Card className={styles.entry} data-testid={`review-${documentId}`}>
      <h3 className={styles.title}>
        {label}: {entry.Client.FirstName} {entry.Client.LastName}
      </h3>
      <Text>
        Account {entry.Client.AccountName}
        {entry.Document.UploadedAt ? `, uploaded ${entry.Document.UploadedAt}` : ''}
      </Text>
      <Text>{entry.Document.Message}</Text>
      {entry.Document.UserMessage && <Text>Client&apos;s message: {entry.Document.UserMessage}</Text>}
      <div className={styles.row}>
        {entry.Document.FileName && (
          <Link as="button" onClick={() => dispatch(complianceActions.fileRequested({ documentId }))}>
            Open file: {entry.Document.FileName}
          </Link>
        )}
        {entry.Document.SubmissionId ? (
          <Link
            as="button"
            onClick={() => dispatch(complianceActions.submissionPdfRequested({ submissionId: entry.Document.SubmissionId! }))}
          >
            Open submitted form (PDF)
          </Link>
        ) : null}
      </div>
      <Field className={styles.note} label={`Note to the client (${label})`} hint="Required to reject; optional to approve.">
        <Textarea
          value={note}
          maxLength={MISSING_DOCUMENT_REVIEW_NOTE_MAX_LENGTH}
          disabled={saving}
          onChange={(_, d) => setNote(d.value)}
        />
      </Field>
      {review?.status === 'failed' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{review.message}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        <Button
          appearance="primary"
          disabled={saving}
          onClick={() =>
            dispatch(
              complianceActions.reviewRequested({
                documentId,
                review: { Status: 'approved', ...(note.trim() ? { Note: note.trim() } : {}) },
              }),
            )
          }
        >
          {T.approve}
        </Button>
        <Button
          disabled={saving || !note.trim()}
          onClick={() => dispatch(complianceActions.reviewRequested({ documentId, review: { Status: 'incomplete', Note: note.trim() } }))}
        >
          {T.reject}
        </Button>
        {saving && <Spinner size="tiny" label="Saving…" />}
      </div>
    </Card>
  );
}

/** Client servicing's "Documents to review" (whitelabeladmin, ownerofbusiness): the brand's uploads waiting for a decision. */
export function ReviewQueueSection() {
  const { reviewQueue, reviewQueueStatus, reviewQueueFailed } = useAppSelector(selectCompliance);
  return (
    <ListSection
      id="documents-to-review"
      title={T.reviewTitle}
      status={reviewQueueStatus}
      count={reviewQueue.length}
      failed={reviewQueueFailed && M.reviewQueueFailed}
      loadingLabel="Loading the documents to review…"
      empty={T.reviewEmpty}
    >
      {reviewQueue.map((e) => (
        <ReviewEntry key={e.Document.Id} entry={e} />
      ))}
    </ListSection>
  );
}
