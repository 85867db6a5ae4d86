import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tooltip,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { clientWatchlistBlockers } from '@/engine/trading/clientWatchlistBlockers';
import { WATCHLIST_TEXTS } from '@/engine/messages/watchlistTexts';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { watchlistActions } from '@/store/watchlistSlice';
import type { RootState } from '@/store/rootReducer';

const useStyles = makeStyles({
  surface: {
    width: 'min(600px, calc(100vw - 32px))',
    maxWidth: '600px',
    '@media (max-width: 640px)': { width: '100vw', maxWidth: '100vw', margin: 0, borderRadius: 0 },
  },
  product: { margin: `0 0 ${tokens.spacingVerticalM}` },
  list: { display: 'flex', flexDirection: 'column', border: 0, padding: 0, margin: 0, maxHeight: '320px', overflowY: 'auto' },
  actions: { justifyContent: 'flex-end', flexWrap: 'wrap' },
  legend: { fontWeight: tokens.fontWeightSemibold, marginBottom: tokens.spacingVerticalXS },
});

const selectClientWatchlist = (s: RootState) => s.watchlist.client;

/**
 * The advisers' add-to-client-watchlist modal (trading §2 "Client watchlist modal", §5): a checkbox
 * per client, 'Add Selected' (disabled until one is chosen) and 'Add To Your Watchlist'. Clients who
 * already watch the product are shown ticked and disabled.
 */
export default function ClientWatchlistModal() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const { open, product, clients, status, adding } = useAppSelector(selectClientWatchlist);
  const [chosen, setChosen] = useState<string[]>([]);
  const close = () => {
    setChosen([]);
    dispatch(watchlistActions.clientWatchlistClosed());
  };
  const addBlocker = clientWatchlistBlockers(chosen)[0];
  const addSelected = (
    <Button
      appearance="primary"
      disabledFocusable={!!addBlocker || adding}
      onClick={() => dispatch(watchlistActions.clientAddRequested(chosen))}
    >
      Add Selected
    </Button>
  );
  const toggle = (bostonId: string, on: boolean) => setChosen((c) => (on ? [...c, bostonId] : c.filter((x) => x !== bostonId)));
  return (
    <Dialog
      open={open}
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
    >
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>Add to Client Watchlist</DialogTitle>
          <DialogContent>
            {product && <p className={styles.product}>{product.FundName ?? product.ISIN}</p>}
            {status === 'loading' && <Spinner label="Loading your clients…" />}
            {status === 'failed' && (
              <MessageBar intent="error">
                <MessageBarBody>{WATCHLIST_TEXTS.requestFailed}</MessageBarBody>
              </MessageBar>
            )}
            {status === 'ready' && !clients.length && <p>{WATCHLIST_TEXTS.noClients}</p>}
            {status === 'ready' && clients.length > 0 && (
              <fieldset className={styles.list}>
                <legend className={styles.legend}>Clients</legend>
                {clients.map((c) => (
                  <Checkbox
                    key={c.BostonId}
                    label={c.InWatchlist ? `${c.Name} (${WATCHLIST_TEXTS.alreadyWatching})` : c.Name}
                    checked={c.InWatchlist || chosen.includes(c.BostonId)}
                    disabled={c.InWatchlist || adding}
                    onChange={(_, d) => toggle(c.BostonId, !!d.checked)}
                  />
                ))}
              </fieldset>
            )}
          </DialogContent>
          {/* Fluid: three actions side by side would otherwise wrap their labels in a 600 px dialog. */}
          <DialogActions fluid className={styles.actions}>
            {addBlocker ? (
              <Tooltip content={addBlocker.message} relationship="description">
                {addSelected}
              </Tooltip>
            ) : (
              addSelected
            )}
            <Button disabled={adding || !product} onClick={() => dispatch(watchlistActions.ownAddRequested())}>
              Add To Your Watchlist
            </Button>
            <Button appearance="subtle" onClick={close}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
