import { useRef, type ChangeEvent } from 'react';
import { Badge, Button, Label, MessageBar, MessageBarBody, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownload16Regular, ArrowUpload20Regular, Delete16Regular } from '@fluentui/react-icons';
import { DOCUMENT_ACCEPT, documentTypeName, requiredDocumentTypes } from '@/engine';
import type { Opening, OpeningDocument } from '@/types/api';
import { accountOpeningActions as actions } from '@/store/accountOpeningSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { formatFileSize } from '@/widgets/FileWidget/fileData';

const useStyles = makeStyles({
  column: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalM, maxWidth: '46rem' },
  list: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  name: { overflowWrap: 'anywhere' },
  card: {
    display: 'flex',
    flexDirection: 'column',
    rowGap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  input: { position: 'absolute', width: '1px', height: '1px', opacity: 0, overflow: 'hidden', pointerEvents: 'none' },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  hint: { color: tokens.colorNeutralForeground3 },
});

/**
 * Documents of an opening with their name and size, each with Download and (an uploaded one of an
 * unfinished opening) Remove.
 */
export function DocumentList({ documents, removable = false }: { documents: readonly OpeningDocument[]; removable?: boolean }) {
  const classes = useStyles();
  const dispatch = useAppDispatch();
  const deleting = useAppSelector((s) => s.accountOpening.deleting);
  if (documents.length === 0) return null;
  return (
    <ul className={classes.list}>
      {documents.map((d) => (
        <li key={d.ID} className={classes.row}>
          <Text className={classes.name}>{d.Name}</Text>
          <Text size={200}>{formatFileSize(d.Size)}</Text>
          {d.Signed && (
            <Badge appearance="tint" color="success">
              Signed
            </Badge>
          )}
          <Button
            size="small"
            icon={<ArrowDownload16Regular />}
            aria-label={`Download ${d.Name}`}
            onClick={() => dispatch(actions.documentDownloadRequested({ url: d.Url, name: d.Name }))}
          >
            Download
          </Button>
          {removable && !d.Generated && (
            <Button
              size="small"
              icon={<Delete16Regular />}
              aria-label={`Remove ${d.Name}`}
              disabled={deleting !== null}
              onClick={() => dispatch(actions.documentDeleteRequested(d.ID))}
            >
              {deleting === d.ID ? 'Removing…' : 'Remove'}
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * One document type's upload, like the forms' file widget: a visible label, a Choose file button
 * (the file input it opens accepts PDF, PNG and JPEG), the check of type and size (at most 10 MB)
 * before anything is sent, "Uploading …" while the file travels, and the refusal — the browser's
 * or the server's 413/415 Message — as an alert under it. Choosing a file uploads it.
 */
export function DocumentUpload({ documentTypeId, label, hint }: { documentTypeId: number; label: string; hint?: string }) {
  const classes = useStyles();
  const dispatch = useAppDispatch();
  const { uploading, uploadError, opening } = useAppSelector((s) => s.accountOpening);
  const input = useRef<HTMLInputElement>(null);
  const id = `opening-document-${documentTypeId}`;
  const mine = uploading === documentTypeId;
  const error = uploadError?.documentTypeId === documentTypeId ? uploadError.message : null;
  const uploaded = opening?.Documents.filter((d) => d.DocumentTypeId === documentTypeId && !d.Generated) ?? [];
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) dispatch(actions.documentUploadRequested({ documentTypeId, file }));
  };
  return (
    <div className={classes.card}>
      <div className={classes.row}>
        <Label htmlFor={id} weight="semibold">
          {label}
        </Label>
        {uploaded.length > 0 ? (
          <Badge appearance="tint" color="success">
            Uploaded
          </Badge>
        ) : (
          <Badge appearance="tint" color="warning">
            Required
          </Badge>
        )}
      </div>
      <Text size={200} id={`${id}-hint`} className={classes.hint}>
        {hint ?? 'PDF, PNG or JPEG, at most 10 MB.'}
      </Text>
      <DocumentList documents={uploaded} removable />
      <div className={classes.row}>
        <input
          ref={input}
          id={id}
          type="file"
          tabIndex={-1}
          className={classes.input}
          accept={DOCUMENT_ACCEPT}
          onChange={choose}
          aria-describedby={`${id}-hint`}
        />
        <Button
          icon={<ArrowUpload20Regular />}
          disabled={uploading !== null}
          aria-label={`${uploaded.length ? 'Add another file' : 'Choose file'}: ${label}`}
          aria-describedby={`${id}-hint`}
          onClick={() => input.current?.click()}
        >
          {uploaded.length ? 'Add another file' : 'Choose file'}
        </Button>
        {mine && <Spinner size="tiny" label="Uploading…" labelPosition="after" />}
      </div>
      {error && (
        <div role="alert">
          <MessageBar intent="error">
            <MessageBarBody>{error}</MessageBarBody>
          </MessageBar>
        </div>
      )}
    </div>
  );
}

/** Why each supporting document is asked (shown under its name). */
const WHY: Readonly<Record<number, string>> = {
  1: 'A passport or identity card of every account holder. PDF, PNG or JPEG, at most 10 MB.',
  2: 'A recent utility bill or bank statement showing the address. PDF, PNG or JPEG, at most 10 MB.',
  4: 'Asked because an account holder is taxed in another country than they live in. PDF, PNG or JPEG, at most 10 MB.',
  5: 'Asked because the disposable assets are in the top band. PDF, PNG or JPEG, at most 10 MB.',
};

/**
 * The supporting documents the opening asks for (identity and proof of address always, the tax
 * certificate when TaxCertForm, the source of funds when SOFForm), each with its upload; all are
 * needed before the account is opened (the server's completion refuses otherwise).
 */
export default function SupportingDocuments({ opening }: { opening: Opening }) {
  const classes = useStyles();
  const types = requiredDocumentTypes(opening);
  return (
    <section aria-labelledby="supporting-documents" className={classes.column}>
      <h3 id="supporting-documents" className={classes.heading}>
        Supporting documents
      </h3>
      <Text>Upload these documents before the account is opened.</Text>
      {types.map((t) => (
        <DocumentUpload key={t} documentTypeId={t} label={documentTypeName(t)} hint={WHY[t]} />
      ))}
    </section>
  );
}
