import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Link, MessageBar, MessageBarBody, Spinner, makeStyles, tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular } from '@fluentui/react-icons';
import { WATCHLIST_TEXTS } from '@/engine/messages/watchlistTexts';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUi } from '@/store/selectors';
import { uiActions } from '@/store/uiSlice';
import type { RootState } from '@/store/rootReducer';

export const DEALING_MODAL = 'dealingInstructions';

const useStyles = makeStyles({
  surface: { width: 'min(600px, calc(100vw - 32px))', maxWidth: '600px', '@media (max-width: 640px)': { width: '100vw', maxWidth: '100vw', margin: 0, borderRadius: 0 } },
  heading: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400 },
  link: { display: 'inline-flex', alignItems: 'center', columnGap: tokens.spacingHorizontalXS },
});

const selectDealing = (s: RootState) => s.dealing;

/**
 * The dealing instructions modal (trading §2): a 'Download Form' section with a link to the active
 * account's Dealing Instructions Form when one is set. The dealing saga loads it when the modal
 * opens and clears it on close.
 */
export default function DealingInstructionsModal() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectUi).openModals.includes(DEALING_MODAL);
  const { status, form, fileUrl } = useAppSelector(selectDealing);
  const close = () => dispatch(uiActions.modalClosed(DEALING_MODAL));
  return (
    <Dialog open={open} onOpenChange={(_, d) => { if (!d.open) close(); }}>
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>Dealing Instructions</DialogTitle>
          <DialogContent>
            <section aria-labelledby="dealing-download">
              <h3 id="dealing-download" className={styles.heading}>Download Form</h3>
              {(status === 'loading' || status === 'idle') && <Spinner size="small" label="Preparing the form…" />}
              {status === 'failed' && <MessageBar intent="error"><MessageBarBody>{WATCHLIST_TEXTS.documentFailed}</MessageBarBody></MessageBar>}
              {status === 'ready' && form && fileUrl && (
                <>
                  <p>Fill in, sign and send this form to give dealing instructions for account {form.AccountNumber} in writing.</p>
                  <Link href={fileUrl} download={form.FileName} className={styles.link}>
                    <ArrowDownload20Regular aria-hidden />
                    {form.Title}
                  </Link>
                </>
              )}
              {status === 'ready' && !form && <p>{WATCHLIST_TEXTS.noDealingInstructions}</p>}
            </section>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>Close</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
