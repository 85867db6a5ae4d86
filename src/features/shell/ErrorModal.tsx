import DOMPurify from 'dompurify';
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectErrors } from '@/store/selectors';
import { uiActions } from '@/store/uiSlice';

/** Only what a message needs survives sanitising: text, line breaks, emphasis and mail links. */
const SANITISE = { ALLOWED_TAGS: ['a', 'br', 'p', 'strong', 'em', 'b', 'i', 'ul', 'li'], ALLOWED_ATTR: ['href'] };

/** Sanitises server-provided HTML before it is inserted (DESIGN.md §7). */
export function sanitiseHtml(html: string): string {
  return DOMPurify.sanitize(html, SANITISE);
}

/** The error modal (width 600): lists the errors; OK clears them. */
export function ErrorModal() {
  const errors = useAppSelector(selectErrors);
  const dispatch = useAppDispatch();
  const close = () => dispatch(uiActions.errorsCleared());
  return (
    <Dialog
      open={errors.length > 0}
      modalType="alert"
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
    >
      <DialogSurface style={{ maxWidth: 600 }} aria-label="Error">
        <DialogBody>
          <DialogTitle>Something went wrong</DialogTitle>
          <DialogContent>
            {errors.map((html) => (
              <p key={html} data-testid="error-message" dangerouslySetInnerHTML={{ __html: sanitiseHtml(html) }} />
            ))}
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              OK
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
