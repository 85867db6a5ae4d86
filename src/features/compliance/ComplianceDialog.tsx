import type { CSSProperties, ReactNode } from 'react';
import { Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  // The spec's width comes in as a CSS variable, so the phone rule (the whole screen, no margin) can win over it.
  surface: {
    width: 'min(var(--compliance-dialog-width), calc(100vw - 32px))',
    maxWidth: 'var(--compliance-dialog-width)',
    '@media (max-width: 640px)': { width: '100vw', maxWidth: '100vw', margin: 0, borderRadius: 0, padding: '12px' },
  },
  content: { overflowY: 'auto', maxHeight: 'calc(100vh - 200px)' },
});

export interface ComplianceDialogProps {
  open: boolean;
  /** Escape or the backdrop; not called while `locked`. */
  onClose: () => void;
  title: string;
  /** Compliance §9: missing documents 800, KYC and appropriateness 1024; the full screen width on a phone. */
  width: number;
  children: ReactNode;
  actions?: ReactNode;
  /** While a form is on its way the dialog cannot be dismissed (Escape and the backdrop do nothing). */
  locked?: boolean;
}

/** A modal of this area at its width from the spec, filling a phone's screen. */
export function ComplianceDialog({ open, onClose, title, width, children, actions, locked = false }: ComplianceDialogProps) {
  const styles = useStyles();
  return (
    <Dialog
      open={open}
      onOpenChange={(_, d) => {
        if (!d.open && !locked) onClose();
      }}
    >
      <DialogSurface
        className={styles.surface}
        style={{ '--compliance-dialog-width': `${width}px` } as CSSProperties}
        aria-describedby={undefined}
      >
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent className={styles.content}>{children}</DialogContent>
          {actions && <DialogActions>{actions}</DialogActions>}
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
