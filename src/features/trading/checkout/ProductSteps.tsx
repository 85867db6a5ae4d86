import { Button, Checkbox, Spinner } from '@fluentui/react-components';
import type { CartItem } from '@/types/api';
import { formatMoney } from '@/engine/format/formatMoney';
import { roundUnitCost } from '@/engine/trading/roundUnitCost';
import { TesseraForm } from '@/widgets/TesseraForm';
import { checkoutActions } from '@/store/checkoutSlice';
import { selectCheckout } from '@/store/checkoutSelectors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useServedForm } from '../common/useServedForm';
import { useCheckoutStyles } from './checkoutStyles';

/** Set Alerts: the served alert-targets form, optionally reused for the next products. */
export function Alerts({ item, more }: { item: CartItem; more: boolean }) {
  const dispatch = useAppDispatch();
  const { draft, useSameValues } = useAppSelector(selectCheckout);
  const registry = useServedForm('alert-targets');
  if (!registry) return <Spinner label="Loading alerts…" />;
  return (
    <TesseraForm
      registry={registry}
      formId="alert-targets"
      formData={draft.alert ?? { CartId: item.ID }}
      onChange={(data) => dispatch(checkoutActions.alertChanged(data))}
      onSubmit={(data) => {
        dispatch(checkoutActions.alertChanged(data));
        dispatch(checkoutActions.nextRequested());
      }}
      idPrefix={`checkout-alert-${item.ID}`}
    >
      {more && (
        <Checkbox
          label="Use same values for the next products"
          checked={useSameValues}
          onChange={(_, d) => dispatch(checkoutActions.useSameValuesChanged(!!d.checked))}
        />
      )}
      <div style={{ marginTop: 12 }}>
        <Button type="submit" appearance="primary">
          Next
        </Button>
      </div>
    </TesseraForm>
  );
}

const SELECTION_NAMES: Record<number, string> = { 1: 'Notify By Email', 2: 'Auto Sell', 3: 'Reset Alert', 4: 'No Alert' };

/** Confirm Product Details: what is being bought, how it is paid and its alert targets. */
export function ProductSummary({ item, withAlert }: { item: CartItem; withAlert: boolean }) {
  const styles = useCheckoutStyles();
  const dispatch = useAppDispatch();
  const { draft } = useAppSelector(selectCheckout);
  const alert = draft.alert ?? {};
  const paid = Object.entries(draft.payments)
    .map(([c, p]) => `${c} ${formatMoney(p.SellAmount)}`)
    .join(', ');
  return (
    <>
      <dl className={styles.details}>
        <dt>Product</dt>
        <dd className={styles.dd}>{item.Name}</dd>
        <dt>ISIN</dt>
        <dd className={styles.dd}>{item.ISIN}</dd>
        <dt>Type</dt>
        <dd className={styles.dd}>{item.ProductType}</dd>
        <dt>Units</dt>
        <dd className={styles.dd}>{roundUnitCost(item.Units).toFixed(4)}</dd>
        <dt>Unit cost</dt>
        <dd className={styles.dd}>
          {item.UnitCost === null || item.UnitCost === undefined ? '—' : roundUnitCost(item.UnitCost).toFixed(4)}
        </dd>
        <dt>Amount</dt>
        <dd className={styles.dd}>{`${item.Currency} ${formatMoney(item.Amount)}`}</dd>
        <dt>Paid from</dt>
        <dd className={styles.dd}>{paid || '—'}</dd>
        {(item.CashRebate ?? 0) > 0 && (
          <>
            <dt>Rebate</dt>
            <dd className={styles.dd}>{`${item.CashRebate}% as ${draft.RebateType === 'Cash' ? 'cash' : 'units'}`}</dd>
          </>
        )}
        {withAlert && (
          <>
            <dt>Gain target</dt>
            <dd className={styles.dd}>{`${alert.GainRate ?? '—'}% · ${SELECTION_NAMES[alert.GainSelection as number] ?? ''}`}</dd>
            <dt>Fall target</dt>
            <dd
              className={styles.dd}
            >{`${Math.abs((alert.FallRate as number | undefined) ?? 0) || '—'}% · ${SELECTION_NAMES[alert.FallSelection as number] ?? ''}`}</dd>
          </>
        )}
      </dl>
      <div>
        <Button appearance="primary" onClick={() => dispatch(checkoutActions.nextRequested())}>
          Confirm Product Details
        </Button>
      </div>
    </>
  );
}
