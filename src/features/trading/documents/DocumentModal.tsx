import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular, Signature20Regular } from '@fluentui/react-icons';

/** One document of a checkout result (trading §3 "Checkout result documents", PDFUrls). */
export interface ModalDocument {
  FileName: string;
  PDFUrl: string;
}

export interface DocumentModalProps {
  open: boolean;
  /** The documents to download and sign by hand (the manual route). */
  documents: readonly ModalDocument[];
  /** Sends the documents for e-signing; the button is not drawn without it (Docusign not offered). */
  onDocusign?: () => void;
  /** True while the Docusign request is on its way: the button waits. */
  docusignBusy?: boolean;
  onClose: () => void;
}

const useStyles = makeStyles({
  surface: { width: 'min(600px, 100vw)', maxWidth: '600px', '@media (max-width: 640px)': { maxWidth: '100vw', margin: 0 } },
  section: { display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalS, marginBottom: tokens.spacingVerticalL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', rowGap: tokens.spacingVerticalXS },
  item: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
  empty: { color: tokens.colorNeutralForeground2, margin: 0 },
});

/**
 * The document modal (trading §2 "Document modal"): 'Sign with Docusign', and a list of the
 * documents to download, sign by hand and return. Presentational: the caller owns the state.
 */
export function DocumentModal({ open, documents, onDocusign, docusignBusy = false, onClose }: DocumentModalProps) {
  const styles = useStyles();
  return (
    <Dialog
      open={open}
      onOpenChange={(_, d) => {
        if (!d.open) onClose();
      }}
    >
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>Documents</DialogTitle>
          <DialogContent>
            {onDocusign && (
              <section className={styles.section} aria-labelledby="document-modal-docusign">
                <h3 id="document-modal-docusign" className={styles.heading}>
                  Sign electronically
                </h3>
                <div>
                  <Button
                    appearance="primary"
                    icon={docusignBusy ? <Spinner size="tiny" /> : <Signature20Regular />}
                    disabled={docusignBusy}
                    onClick={onDocusign}
                  >
                    Sign with Docusign
                  </Button>
                </div>
              </section>
            )}
            <section className={styles.section} aria-labelledby="document-modal-manual">
              <h3 id="document-modal-manual" className={styles.heading}>
                Download, sign and return
              </h3>
              {documents.length ? (
                <ul className={styles.list}>
                  {documents.map((d) => (
                    <li key={d.PDFUrl}>
                      <Link href={d.PDFUrl} download={d.FileName} target="_blank" rel="noopener noreferrer" className={styles.item}>
                        <ArrowDownload20Regular aria-hidden />
                        {d.FileName}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.empty}>There are no documents to download.</p>
              )}
            </section>
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

export default DocumentModal;
