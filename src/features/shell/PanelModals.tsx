import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle } from '@fluentui/react-components';
import { isAdviser } from '@/engine/session/roles';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectPortfolio, selectRole, selectUi } from '@/store/selectors';
import { uiActions } from '@/store/uiSlice';
import { formatMoney } from '@/engine/format/formatMoney';

const TITLES: Record<string, [string, number]> = { watchlist: ['Watchlist', 1770], cart: ['Cart', 800], alerts: ['Alerts', 1770] };

/**
 * The watchlist, cart and alerts panels. Trading is later work: they show what the platform
 * already knows (the cart's items) and name what will be there.
 */
export function PanelModals() {
  const { openModals } = useAppSelector(selectUi);
  const { cart } = useAppSelector(selectPortfolio);
  const role = useAppSelector(selectRole);
  const dispatch = useAppDispatch();
  return (
    <>
      {Object.entries(TITLES).map(([id, [title, width]]) => (
        <Dialog key={id} open={openModals.includes(id)} onOpenChange={(_, d) => { if (!d.open) dispatch(uiActions.modalClosed(id)); }}>
          <DialogSurface style={{ maxWidth: Math.min(width, 1100) }}>
            <DialogBody>
              <DialogTitle>{title}</DialogTitle>
              <DialogContent>
                {id === 'cart' && isAdviser(role) && <p>To start trading, please login as one of your clients</p>}
                {id === 'cart' && !isAdviser(role) && (
                  cart && cart.Items.length ? (
                    <ul>
                      {cart.Items.map((i) => (
                        <li key={i.ID}>{i.TransactionType === 'Purchase' ? 'Buy' : 'Sell'} {i.Name} ({i.ISIN}): {formatMoney(i.Amount)} {i.Currency}</li>
                      ))}
                    </ul>
                  ) : <p>Your cart is empty.</p>
                )}
                {id === 'watchlist' && <p>Your watchlist will list the funds you follow, with their returns and your gain and fall targets.</p>}
                {id === 'alerts' && <p>Your alerts will list your price alerts, their history and reset options.</p>}
                <p>Trading from this panel is coming soon.</p>
              </DialogContent>
              <DialogActions>
                <Button appearance="primary" onClick={() => dispatch(uiActions.modalClosed(id))}>Close</Button>
              </DialogActions>
            </DialogBody>
          </DialogSurface>
        </Dialog>
      ))}
    </>
  );
}
