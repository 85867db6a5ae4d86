import {
  Checkbox,
  MessageBar,
  MessageBarBody,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
} from '@fluentui/react-components';
import { formatMoney } from '@/engine/format/formatMoney';
import { finaliseBlockers, type CheckoutType } from '@/engine/trading/checkoutOptions';
import { roundUnitCost } from '@/engine/trading/roundUnitCost';
import { checkoutActions } from '@/store/checkoutSlice';
import { selectCheckout, selectCheckoutItems, selectCheckoutOptions } from '@/store/checkoutSelectors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useCheckoutStyles } from './checkoutStyles';
import { Guarded } from './Guarded';

/** The disclaimer ticked before Online, Docusign or Manual can be pressed (trading §4 step 4). */
const DISCLAIMER_TEXT =
  'I confirm that I have read and understood the product documents, that the order details above are correct, and that I place this order on my own decision.';

/** Finalise: the order lines, the disclaimer and the three ways to place the order. */
export function Finalise({ sell }: { sell: boolean }) {
  const styles = useCheckoutStyles();
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckout);
  const items = useAppSelector(selectCheckoutItems);
  const options = useAppSelector(selectCheckoutOptions);
  const lines = sell
    ? items.map((i) => ({
        key: i.ID,
        name: i.Name,
        isin: i.ISIN,
        units: i.Units,
        amount: i.TradeOptions === 'SellAll' ? (i.CurrentValue ?? i.Amount) : i.Amount,
        currency: i.Currency,
        mode: i.TradeOptions,
      }))
    : checkout.lines.map((l) => ({
        key: l.CartId ?? 0,
        name: l.Name ?? l.ISIN,
        isin: l.ISIN,
        units: l.Units ?? 0,
        amount: l.Amount ?? 0,
        currency: l.Currency ?? '',
        mode: l.TradeOptions,
      }));
  const notices = [...new Set([...options.blockers.Online, ...options.blockers.Docusign].map((b) => b.message))];
  const reason = (type: CheckoutType) => finaliseBlockers(options, type, checkout.disclaimerAccepted)[0]?.message;
  const place = (type: CheckoutType) => dispatch(checkoutActions.finaliseRequested(type));
  return (
    <>
      {/* Focusable: on a phone the order table scrolls sideways and has nothing else to take the keyboard. */}
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={sell ? 'Sell order lines' : 'Purchase order lines'}>
        <Table aria-label={sell ? 'Sell order' : 'Purchase order'} size="small" className={styles.orderTable}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Product</TableHeaderCell>
              <TableHeaderCell>Mode</TableHeaderCell>
              <TableHeaderCell className={styles.num}>Units</TableHeaderCell>
              <TableHeaderCell className={styles.num}>Amount</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lines.map((l) => (
              <TableRow key={l.key}>
                <TableCell>
                  {l.name}
                  <br />
                  <span className={styles.muted}>{l.isin}</span>
                </TableCell>
                <TableCell>{l.mode === 'SellAll' ? 'Sell All' : l.mode}</TableCell>
                <TableCell className={styles.num}>{roundUnitCost(l.units).toFixed(4)}</TableCell>
                <TableCell className={styles.num}>{`${l.currency} ${formatMoney(l.amount)}`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {notices.map((n) => (
        <MessageBar key={n} intent="info">
          <MessageBarBody>{n}</MessageBarBody>
        </MessageBar>
      ))}
      <Checkbox
        label={DISCLAIMER_TEXT}
        checked={checkout.disclaimerAccepted}
        onChange={(_, d) => dispatch(checkoutActions.disclaimerChanged(!!d.checked))}
      />
      <div className={styles.group} role="group" aria-label="Checkout options">
        <Guarded label="Online" reason={reason('Online')} onClick={() => place('Online')} />
        <Guarded label="Docusign" reason={reason('Docusign')} onClick={() => place('Docusign')} />
        <Guarded label="Manual" reason={reason('Manual')} onClick={() => place('Manual')} />
      </div>
    </>
  );
}
