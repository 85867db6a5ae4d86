import type { ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  Spinner,
} from '@fluentui/react-components';
import { WATCHLIST_TEXTS } from '@/engine/messages/watchlistTexts';
import { ActiveAccountField } from './ActiveAccountField';
import { useTradingTableStyles } from './returnColumns';

export interface TradingPanelProps {
  open: boolean;
  onClose: () => void;
  /** The list screen's title ('Watchlist', 'Alerts'). */
  title: string;
  /** The edit screen's title ('Update Watchlist', 'Reset Alert'). */
  editTitle: string;
  /** The edit screen while one is open; the panel narrows to 800 and drops its Close button (the screen has its own). */
  editScreen: ReactNode | null;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  loadingLabel: string;
  /** The list's load failure text (trading §8). */
  failedText: string;
  /** The list's empty message (trading §2), word for word. */
  emptyText: string;
  hasItems: boolean;
  /** Extra class of the content, e.g. the alerts panel's max height of 500. */
  contentClassName?: string;
  /** The list's table. */
  children: ReactNode;
}

/**
 * The dialog shell of the watchlist and alerts panels (trading §2, §9): width 1770 for the list
 * and 800 for the edit screen, the Active Account choice above the list, then the loader, the
 * failure text, the empty message or the table, and Close.
 */
export function TradingPanel({
  open,
  onClose,
  title,
  editTitle,
  editScreen,
  status,
  loadingLabel,
  failedText,
  emptyText,
  hasItems,
  contentClassName,
  children,
}: TradingPanelProps) {
  const styles = useTradingTableStyles();
  const editing = editScreen !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={(_, d) => {
        if (!d.open) onClose();
      }}
    >
      <DialogSurface className={editing ? styles.surfaceEdit : styles.surfaceWide} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{editing ? editTitle : title}</DialogTitle>
          <DialogContent className={contentClassName}>
            {editing ? (
              editScreen
            ) : (
              <>
                <ActiveAccountField />
                {status === 'loading' && !hasItems && <Spinner label={loadingLabel} />}
                {status === 'failed' && !hasItems && (
                  <MessageBar intent="error">
                    <MessageBarBody>{failedText}</MessageBarBody>
                  </MessageBar>
                )}
                {status === 'ready' && !hasItems && <p className={styles.empty}>{emptyText}</p>}
                {hasItems && children}
              </>
            )}
          </DialogContent>
          {!editing && (
            <DialogActions>
              <Button appearance="primary" onClick={onClose}>
                Close
              </Button>
            </DialogActions>
          )}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/**
 * An edit screen opened without an item (trading §4, §8): 'Sorry something went wrong..' and the
 * way back to the list.
 */
export function MissingItemScreen({ onBack }: { onBack: () => void }) {
  const styles = useTradingTableStyles();
  return (
    <>
      <MessageBar intent="error">
        <MessageBarBody>{WATCHLIST_TEXTS.editWithoutItem}</MessageBarBody>
      </MessageBar>
      <div className={styles.formButtons}>
        <Button onClick={onBack}>{WATCHLIST_TEXTS.goBackWithoutSaving}</Button>
      </div>
    </>
  );
}
