import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { TEXTS } from '@/engine/messages/texts';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectNotices } from '@/store/selectors';
import { uiActions } from '@/store/uiSlice';

/** New Feature Alert (compliance §2.10): 'Get Started' closes it. */
export function NewFeatureNotice() {
  const { newFeature } = useAppSelector(selectNotices);
  const dispatch = useAppDispatch();
  const close = () => dispatch(uiActions.noticeClosed('newFeature'));
  return (
    <Dialog
      open={newFeature}
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
    >
      <DialogSurface style={{ maxWidth: 600 }}>
        <DialogBody>
          <DialogTitle>New on your portal</DialogTitle>
          <DialogContent>
            <p>You can now open accounts online: your adviser completes the application with you and you sign it electronically.</p>
            <p>
              Buying and selling now works with DocuSign: funds and structured notes can be ordered online, by DocuSign or manually;
              equities and bonds by DocuSign or manually. The provider may charge for manual orders sent by e-mail.
            </p>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={close}>
              Get Started
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

/** The limited-functionality notice shown to read-only clients. */
export function LimitedFunctionalityNotice() {
  const { limitedFunctionality } = useAppSelector(selectNotices);
  const dispatch = useAppDispatch();
  const close = () => dispatch(uiActions.noticeClosed('limitedFunctionality'));
  return (
    <Dialog
      open={limitedFunctionality}
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
    >
      <DialogSurface style={{ maxWidth: 600 }}>
        <DialogBody>
          <DialogTitle>Limited functionality</DialogTitle>
          <DialogContent>{TEXTS.limitedFunctionality}</DialogContent>
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
