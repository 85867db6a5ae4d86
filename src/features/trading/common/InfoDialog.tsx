import type { ReactNode } from 'react';
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

const useStyles = makeStyles({
  surface: { '@media (max-width: 640px)': { width: '100vw', maxWidth: '100vw', margin: 0, borderRadius: 0, padding: '12px' } },
});

export interface InfoDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The modal's width in px (trading §9: fund modals 1000); the full screen width on a phone. */
  width: number;
  children: ReactNode;
}

/**
 * The read-only dialogs of trading (fund summary, dealing instructions): a title, the content and
 * one Close button, at a fixed width that fills a phone's screen.
 */
export function InfoDialog({ open, onClose, title, width, children }: InfoDialogProps) {
  const styles = useStyles();
  return (
    <Dialog
      open={open}
      onOpenChange={(_, d) => {
        if (!d.open) onClose();
      }}
    >
      <DialogSurface
        className={styles.surface}
        style={{ width: `min(${width}px, calc(100vw - 32px))`, maxWidth: `${width}px` }}
        aria-describedby={undefined}
      >
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
