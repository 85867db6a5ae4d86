import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  Badge,
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
import { DOCUMENT_FILE_EXTENSIONS } from '@/engine/rules/documentFileType';
import { MISSING_DOCUMENT_USER_MESSAGE_MAX_LENGTH } from '@/engine/constants';
import { MISSING_DOCUMENT_TEXTS as M } from '@/engine/messages/complianceTexts';
import { isBrandAdmin } from '@/engine/session/roles';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectRole } from '@/store/selectors';
import { complianceActions, selectCompliance } from '@/store/complianceSlice';
import type { ComplianceDocument, ComplianceItem } from '@/types/api';
import { ListSection } from './ListSection';
import { ReviewQueueSection } from './ReviewQueueSection';
import { SubmissionsSection } from './SubmissionsSection';
import { COMPLIANCE_TEXTS as T, documentTypeLabel, formOfDocumentType } from './texts';

/** What the file input offers: PDF, JPEG and PNG (the content is checked before sending, and by the server). */
export const UPLOAD_ACCEPT = [...Object.keys(DOCUMENT_FILE_EXTENSIONS), '.pdf', '.jpg', '.jpeg', '.png'].join(',');

const useStyles = makeStyles({
  account: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  document: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  title: { margin: 0, fontSize: tokens.fontSizeBase400 },
  upload: { display: 'grid', gap: tokens.spacingVerticalS, maxWidth: '560px' },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  file: { maxWidth: '100%' },
});

const STATUS_COLOURS = { incomplete: 'danger', uploaded: 'informative', approved: 'success' } as const;

/** A status as the client reads it: Incomplete, Uploaded, Approved. */
function StatusBadge({ status }: { status: string }) {
  const label = (M.statusLabels as Record<string, string>)[status] ?? status;
  const colour = (STATUS_COLOURS as Record<string, 'danger' | 'informative' | 'success'>)[status] ?? 'informative';
  return (
    <Badge appearance="tint" color={colour} data-testid="document-status">
      {label}
    </Badge>
  );
}

/**
 * The upload of one missing document: a PDF, JPEG or PNG file, a message to client servicing (at
 * most 300 characters) and Upload with a spinner. The file and the message stay when the upload is
 * refused, with the server's Message shown.
 */
function UploadForm({ document }: { document: ComplianceDocument }) {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const upload = useAppSelector(selectCompliance).uploads[document.Id];
  const [file, setFile] = useState<File | null>(null);
  const [message, setMessage] = useState('');
  const uploading = upload?.status === 'uploading';
  const send = () => {
    if (file) dispatch(complianceActions.uploadRequested({ documentId: document.Id, file, userMessage: message }));
  };
  return (
    <div className={styles.upload}>
      <Field label={`File for ${documentTypeLabel(document.DocumentType)} (PDF, JPEG or PNG)`}>
        {(fieldProps) => (
          <input
            {...fieldProps}
            className={styles.file}
            type="file"
            accept={UPLOAD_ACCEPT}
            disabled={uploading}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <Field label="Message to client servicing (optional)" hint={`${message.length}/${MISSING_DOCUMENT_USER_MESSAGE_MAX_LENGTH}`}>
        <Textarea
          value={message}
          maxLength={MISSING_DOCUMENT_USER_MESSAGE_MAX_LENGTH}
          disabled={uploading}
          onChange={(_, d) => setMessage(d.value)}
        />
      </Field>
      {upload?.status === 'failed' && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{upload.message}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        <Button appearance="primary" disabled={!file || uploading} onClick={send}>
          {T.upload}
        </Button>
        {uploading && <Spinner size="tiny" label="Uploading…" />}
      </div>
    </div>
  );
}

/** One missing document: its status, the review note of a rejection, its file and PDF, the form or the upload. */
function DocumentEntry({ document, canAct }: { document: ComplianceDocument; canAct: boolean }) {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const formId = formOfDocumentType(document.DocumentType);
  // The client acts while the document is incomplete (missing, or sent back); an upload or a form waits for review.
  const open = document.Status === 'incomplete';
  return (
    <li className={styles.document} data-testid={`missing-document-${document.Id}`}>
      <div className={styles.head}>
        <h4 className={styles.title}>{documentTypeLabel(document.DocumentType)}</h4>
        <StatusBadge status={document.Status} />
      </div>
      <Text>{document.Message}</Text>
      {document.Status === 'incomplete' && document.ReviewNote && (
        <MessageBar intent="warning">
          <MessageBarBody>Client servicing: {document.ReviewNote}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.row}>
        {document.FileName && (
          <Link as="button" onClick={() => dispatch(complianceActions.fileRequested({ documentId: document.Id }))}>
            Open uploaded file: {document.FileName}
          </Link>
        )}
        {document.SubmissionId ? (
          <Link as="button" onClick={() => dispatch(complianceActions.submissionPdfRequested({ submissionId: document.SubmissionId! }))}>
            Open submitted form (PDF)
          </Link>
        ) : null}
      </div>
      {canAct && open && formId && (
        <div className={styles.row}>
          <Button appearance="primary" onClick={() => dispatch(complianceActions.formOpened({ documentId: document.Id, formId }))}>
            {formId === 'kyc' ? 'Complete the Know Your Customer form' : 'Complete the Appropriateness Test'}
          </Button>
        </div>
      )}
      {canAct && open && !formId && <UploadForm document={document} />}
    </li>
  );
}

/** One account's missing documents. */
function AccountEntry({ item, canAct }: { item: ComplianceItem; canAct: boolean }) {
  const styles = useStyles();
  return (
    <Card className={styles.account}>
      <h3 className={styles.title}>{item.Client.AccountName}</h3>
      <ul className={styles.list}>
        {item.Documents.map((d) => (
          <DocumentEntry key={d.Id} document={d} canAct={canAct} />
        ))}
      </ul>
    </Card>
  );
}

/**
 * My Account's missing documents (compliance §2.3, §3.3): each document with its status, the note of
 * a rejected upload, a link to the uploaded file and to the PDF of the submitted form; the client
 * uploads a file or, for the KYC form and the Appropriateness Test, answers the form. Client
 * servicing (whitelabeladmin, ownerofbusiness) also reviews the brand's uploads here. A failed load
 * sets the error flag and says so.
 */
export function MissingDocumentsSection() {
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectRole);
  const { items, itemsStatus, itemsFailed } = useAppSelector(selectCompliance);
  const location = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const scrollRequest = (location.state as { scrollToMissingDocuments?: number } | null)?.scrollToMissingDocuments;
  useEffect(() => {
    dispatch(complianceActions.myAccountOpened());
    dispatch(complianceActions.submissionsRequested(undefined));
  }, [dispatch]);
  // 'Go To Missing Documents Section': the section comes into view with its heading focused.
  useEffect(() => {
    if (!scrollRequest || itemsStatus !== 'ready') return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [scrollRequest, itemsStatus]);
  // The client (or an adviser acting as the client) acts on its own documents; advisers see their clients' list.
  const canAct = role === 'client';
  return (
    <>
      <ListSection
        id="missing-documents"
        title={T.sectionTitle}
        status={itemsStatus}
        count={items.length}
        failed={itemsFailed && M.loadFailed}
        loadingLabel="Loading your missing documents…"
        empty={T.noneMissing}
        headingRef={heading}
      >
        {items.map((item) => (
          <AccountEntry key={item.Client.AccountNumber} item={item} canAct={canAct} />
        ))}
      </ListSection>
      {isBrandAdmin(role) && <ReviewQueueSection />}
      <SubmissionsSection />
    </>
  );
}
