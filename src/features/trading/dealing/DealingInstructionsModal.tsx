import { MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { WATCHLIST_TEXTS } from '@/engine/messages/watchlistTexts';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUi } from '@/store/selectors';
import { uiActions } from '@/store/uiSlice';
import type { RootState } from '@/store/rootReducer';
import { DownloadLink } from '../common/DownloadLink';
import { InfoDialog } from '../common/InfoDialog';

export const DEALING_MODAL = 'dealingInstructions';

/** Tessera's width (the spec gives none): a short modal with one link. */
const DEALING_MODAL_WIDTH = 600;

const useStyles = makeStyles({
  heading: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400 },
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
    <InfoDialog open={open} onClose={close} title="Dealing Instructions" width={DEALING_MODAL_WIDTH}>
      <section aria-labelledby="dealing-download">
        <h3 id="dealing-download" className={styles.heading}>
          Download Form
        </h3>
        {(status === 'loading' || status === 'idle') && <Spinner size="small" label="Preparing the form…" />}
        {status === 'failed' && (
          <MessageBar intent="error">
            <MessageBarBody>{WATCHLIST_TEXTS.documentFailed}</MessageBarBody>
          </MessageBar>
        )}
        {status === 'ready' && form && fileUrl && (
          <>
            <p>Fill in, sign and send this form to give dealing instructions for account {form.AccountNumber} in writing.</p>
            <DownloadLink href={fileUrl} fileName={form.FileName}>
              {form.Title}
            </DownloadLink>
          </>
        )}
        {status === 'ready' && !form && <p>{WATCHLIST_TEXTS.noDealingInstructions}</p>}
      </section>
    </InfoDialog>
  );
}
