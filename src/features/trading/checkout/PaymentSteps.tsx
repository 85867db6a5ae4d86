import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import type { CartItem } from '@/types/api';
import { formatMoney } from '@/engine/format/formatMoney';
import { amountLeftToPay, canPayFrom, paymentBlockers, paymentPartOf, remainderPartOf } from '@/engine/trading/checkoutPayment';
import { rebateBlockers } from '@/engine/trading/rebateBlockers';
import { PAYMENT_AMOUNT_MAX } from '@/engine/trading/limits';
import { checkoutActions } from '@/store/checkoutSlice';
import { selectCheckout, selectEurRates } from '@/store/checkoutSelectors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { NumericInput } from '../basket/NumericInput';
import { useCheckoutStyles } from './checkoutStyles';
import { Guarded } from './Guarded';

/** The buy checkout's money steps (trading §4): how a cash rebate is received, and which currencies pay for the product. */

/** Rebates: units or cash. */
export function Rebates({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  const { draft } = useAppSelector(selectCheckout);
  return (
    <>
      <Text>{`${item.Name} comes with a cash rebate of ${item.CashRebate}%. How would you like to receive it?`}</Text>
      <Field label="Rebate type" required>
        <RadioGroup value={draft.RebateType ?? ''} onChange={(_, d) => dispatch(checkoutActions.rebateChosen(d.value as 'Units' | 'Cash'))}>
          <Radio value="Units" label="Units rebate (added to your holding)" />
          <Radio value="Cash" label="Cash rebate (paid to your cash account)" />
        </RadioGroup>
      </Field>
      <div>
        <Guarded
          label="Confirm Rebate"
          reason={rebateBlockers(draft.RebateType)[0]?.message}
          onClick={() => dispatch(checkoutActions.nextRequested())}
        />
      </div>
    </>
  );
}

/** Payment Details: the amount paid from each currency, converted through EUR. */
export function PaymentDetails({ item }: { item: CartItem }) {
  const styles = useCheckoutStyles();
  const dispatch = useAppDispatch();
  const { draft } = useAppSelector(selectCheckout);
  const cash = useAppSelector((s) => s.portfolio.cashPosition) ?? {};
  const rates = useAppSelector(selectEurRates);
  const currencies = [item.Currency, ...Object.keys(cash).filter((c) => c !== item.Currency)];
  const left = amountLeftToPay(item.Amount, draft.payments);
  const blockers = paymentBlockers(item.Amount, draft.payments, cash);
  const canConvert = (c: string) => canPayFrom(c, item.Currency, rates);
  const setPart = (currency: string, amount: number) => {
    dispatch(checkoutActions.paymentChanged({ currency, part: amount > 0 ? paymentPartOf(amount, currency, item.Currency, rates) : null }));
  };
  return (
    <>
      <Text>{`Amount needed for ${item.Name}: ${item.Currency} ${formatMoney(item.Amount)}`}</Text>
      <div className={styles.scroll}>
        <Table aria-label="Payment by currency" size="small" className={styles.paymentTable}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Currency</TableHeaderCell>
              <TableHeaderCell className={styles.num}>Available cash</TableHeaderCell>
              <TableHeaderCell>Pay from this currency</TableHeaderCell>
              <TableHeaderCell className={styles.num}>{`In ${item.Currency}`}</TableHeaderCell>
              <TableHeaderCell>
                <span className={styles.muted}>Actions</span>
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {currencies.map((c) => {
              const part = draft.payments[c];
              return (
                <TableRow key={c}>
                  <TableCell>{c}</TableCell>
                  <TableCell className={styles.num}>{formatMoney(cash[c] ?? 0)}</TableCell>
                  <TableCell>
                    <NumericInput
                      id={`pay-${c}`}
                      label={`Amount in ${c}`}
                      value={part?.SellAmount ?? 0}
                      disabled={!canConvert(c)}
                      hint={`0 to ${formatMoney(PAYMENT_AMOUNT_MAX)}`}
                      onValue={(v) => setPart(c, v)}
                    />
                  </TableCell>
                  <TableCell className={styles.num}>{formatMoney(part?.BuyAmount ?? 0)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      disabled={left <= 0 || !canConvert(c)}
                      onClick={() => {
                        const remainder = remainderPartOf(left + (part?.BuyAmount ?? 0), c, item.Currency, rates);
                        dispatch(checkoutActions.paymentChanged({ currency: c, part: remainder }));
                      }}
                      aria-label={`Pay the rest from ${c}`}
                    >
                      Pay the rest
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <Text weight="semibold" aria-live="polite">{`Amount left to pay: ${item.Currency} ${formatMoney(left)}`}</Text>
      {blockers[0] && (
        <MessageBar intent={blockers[0].rule === 'amount-left' ? 'info' : 'warning'}>
          <MessageBarBody>{blockers[0].message}</MessageBarBody>
        </MessageBar>
      )}
      <div>
        <Guarded label="Next" reason={blockers[0]?.message} onClick={() => dispatch(checkoutActions.nextRequested())} />
      </div>
    </>
  );
}
