import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { CART_TEXTS } from '@/engine/messages/cartTexts';
import { cartActions } from '@/store/cartSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

/**
 * The modal after the automatic clean-up of cart items without a NAV (trading §4, §8): shown
 * whether or not the cart is open, since the clean-up also runs when the cart loads after login.
 */
export function RemovedItemsNotice() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.cart.removedNoticeOpen);
  const close = () => dispatch(cartActions.removedNoticeClosed());
  return (
    <Dialog
      open={open}
      modalType="alert"
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
    >
      <DialogSurface style={{ maxWidth: 600 }}>
        <DialogBody>
          <DialogTitle>Cart updated</DialogTitle>
          <DialogContent>
            <p>{CART_TEXTS.itemsRemoved}</p>
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
