import { useEffect, useRef, useState } from 'react';
import {
  Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Link, makeStyles, MessageBar, MessageBarBody,
  mergeClasses, Radio, RadioGroup, Spinner, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens, Tooltip,
} from '@fluentui/react-components';
import { CheckmarkCircle24Filled } from '@fluentui/react-icons';
import type { CartItem } from '@/api/types';
import { formatMoney } from '@/engine/format/formatMoney';
import { CART_TEXTS } from '@/engine/messages/cartTexts';
import { amountLeftToPay, canPayFrom, paymentBlockers, paymentPartOf, remainderPartOf } from '@/engine/trading/checkoutPayment';
import { finaliseBlockers, type CheckoutType } from '@/engine/trading/checkoutOptions';
import { rebateBlockers } from '@/engine/trading/rebateBlockers';
import { PAYMENT_AMOUNT_MAX } from '@/engine/trading/limits';
import { roundUnitCost } from '@/engine/trading/roundUnitCost';
import { useServedForm } from '../common/useServedForm';
import { DocumentModal } from '../documents/DocumentModal';
import { TesseraForm } from '@/widgets/TesseraForm';
import { NumericInput } from '../basket/NumericInput';
import { checkoutActions } from '@/store/checkoutSlice';
import {
  selectCheckout, selectCheckoutFlow, selectCheckoutItems, selectCheckoutOptions, selectCheckoutSteps, selectCurrentCheckoutItem, selectEurRates,
} from '@/store/checkoutSelectors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  tracker: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  stage: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, borderRadius: tokens.borderRadiusMedium, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  current: { color: tokens.colorNeutralForegroundOnBrand, backgroundColor: tokens.colorBrandBackground, fontWeight: tokens.fontWeightSemibold },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, outlineStyle: 'none' },
  muted: { color: tokens.colorNeutralForeground3 },
  scroll: { overflowX: 'auto', outlineOffset: '2px', ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
  paymentTable: { minWidth: '600px' },
  // Fluent's table shares its width evenly: on a phone the order scrolls sideways rather than squeezing the names.
  orderTable: { minWidth: '520px' },
  num: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'space-between', marginTop: tokens.spacingVerticalM },
  group: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  details: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  dd: { margin: 0 },
  success: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorPaletteGreenForeground1, fontSize: tokens.fontSizeBase400 },
});

/** The disclaimer ticked before Online, Docusign or Manual can be pressed (trading §4 step 4). */
export const DISCLAIMER_TEXT =
  'I confirm that I have read and understood the product documents, that the order details above are correct, and that I place this order on my own decision.';

/** A primary button disabled with the reason as its tooltip. */
function Guarded({ label, reason, onClick, appearance = 'primary' }: { label: string; reason?: string; onClick: () => void; appearance?: 'primary' | 'secondary' }) {
  const button = <Button appearance={appearance} disabledFocusable={!!reason} onClick={onClick}>{label}</Button>;
  return reason ? <Tooltip content={reason} relationship="description">{button}</Tooltip> : button;
}

function Rebates({ item }: { item: CartItem }) {
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
      <div><Guarded label="Confirm Rebate" reason={rebateBlockers(draft.RebateType)[0]?.message} onClick={() => dispatch(checkoutActions.nextRequested())} /></div>
    </>
  );
}

function PaymentDetails({ item }: { item: CartItem }) {
  const styles = useStyles();
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
              <TableHeaderCell><span className={styles.muted}>Actions</span></TableHeaderCell>
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
                    <NumericInput id={`pay-${c}`} label={`Amount in ${c}`} value={part?.SellAmount ?? 0} disabled={!canConvert(c)}
                      hint={`0 to ${formatMoney(PAYMENT_AMOUNT_MAX)}`} onValue={(v) => setPart(c, v)} />
                  </TableCell>
                  <TableCell className={styles.num}>{formatMoney(part?.BuyAmount ?? 0)}</TableCell>
                  <TableCell>
                    <Button size="small" disabled={left <= 0 || !canConvert(c)} onClick={() => {
                      const remainder = remainderPartOf(left + (part?.BuyAmount ?? 0), c, item.Currency, rates);
                      dispatch(checkoutActions.paymentChanged({ currency: c, part: remainder }));
                    }} aria-label={`Pay the rest from ${c}`}>Pay the rest</Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <Text weight="semibold" aria-live="polite">{`Amount left to pay: ${item.Currency} ${formatMoney(left)}`}</Text>
      {blockers[0] && <MessageBar intent={blockers[0].rule === 'amount-left' ? 'info' : 'warning'}><MessageBarBody>{blockers[0].message}</MessageBarBody></MessageBar>}
      <div><Guarded label="Next" reason={blockers[0]?.message} onClick={() => dispatch(checkoutActions.nextRequested())} /></div>
    </>
  );
}

function Alerts({ item, more }: { item: CartItem; more: boolean }) {
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
      onSubmit={(data) => { dispatch(checkoutActions.alertChanged(data)); dispatch(checkoutActions.nextRequested()); }}
      idPrefix={`checkout-alert-${item.ID}`}
    >
      {more && (
        <Checkbox label="Use same values for the next products" checked={useSameValues} onChange={(_, d) => dispatch(checkoutActions.useSameValuesChanged(!!d.checked))} />
      )}
      <div style={{ marginTop: 12 }}><Button type="submit" appearance="primary">Next</Button></div>
    </TesseraForm>
  );
}

const SELECTION_NAMES: Record<number, string> = { 1: 'Notify By Email', 2: 'Auto Sell', 3: 'Reset Alert', 4: 'No Alert' };

function ProductSummary({ item, withAlert }: { item: CartItem; withAlert: boolean }) {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const { draft } = useAppSelector(selectCheckout);
  const alert = draft.alert ?? {};
  const paid = Object.entries(draft.payments).map(([c, p]) => `${c} ${formatMoney(p.SellAmount)}`).join(', ');
  return (
    <>
      <dl className={styles.details}>
        <dt>Product</dt><dd className={styles.dd}>{item.Name}</dd>
        <dt>ISIN</dt><dd className={styles.dd}>{item.ISIN}</dd>
        <dt>Type</dt><dd className={styles.dd}>{item.ProductType}</dd>
        <dt>Units</dt><dd className={styles.dd}>{roundUnitCost(item.Units).toFixed(4)}</dd>
        <dt>Unit cost</dt><dd className={styles.dd}>{item.UnitCost === null || item.UnitCost === undefined ? '—' : roundUnitCost(item.UnitCost).toFixed(4)}</dd>
        <dt>Amount</dt><dd className={styles.dd}>{`${item.Currency} ${formatMoney(item.Amount)}`}</dd>
        <dt>Paid from</dt><dd className={styles.dd}>{paid || '—'}</dd>
        {(item.CashRebate ?? 0) > 0 && (<><dt>Rebate</dt><dd className={styles.dd}>{`${item.CashRebate}% as ${draft.RebateType === 'Cash' ? 'cash' : 'units'}`}</dd></>)}
        {withAlert && (
          <>
            <dt>Gain target</dt><dd className={styles.dd}>{`${alert.GainRate ?? '—'}% · ${SELECTION_NAMES[alert.GainSelection as number] ?? ''}`}</dd>
            <dt>Fall target</dt><dd className={styles.dd}>{`${Math.abs((alert.FallRate as number | undefined) ?? 0) || '—'}% · ${SELECTION_NAMES[alert.FallSelection as number] ?? ''}`}</dd>
          </>
        )}
      </dl>
      <div><Button appearance="primary" onClick={() => dispatch(checkoutActions.nextRequested())}>Confirm Product Details</Button></div>
    </>
  );
}

function Finalise({ sell }: { sell: boolean }) {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckout);
  const items = useAppSelector(selectCheckoutItems);
  const options = useAppSelector(selectCheckoutOptions);
  const lines = sell ? items.map((i) => ({ key: i.ID, name: i.Name, isin: i.ISIN, units: i.Units, amount: i.TradeOptions === 'SellAll' ? i.CurrentValue ?? i.Amount : i.Amount, currency: i.Currency, mode: i.TradeOptions }))
    : checkout.lines.map((l) => ({ key: l.CartId ?? 0, name: l.Name ?? l.ISIN, isin: l.ISIN, units: l.Units ?? 0, amount: l.Amount ?? 0, currency: l.Currency ?? '', mode: l.TradeOptions }));
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
                <TableCell>{l.name}<br /><span className={styles.muted}>{l.isin}</span></TableCell>
                <TableCell>{l.mode === 'SellAll' ? 'Sell All' : l.mode}</TableCell>
                <TableCell className={styles.num}>{roundUnitCost(l.units).toFixed(4)}</TableCell>
                <TableCell className={styles.num}>{`${l.currency} ${formatMoney(l.amount)}`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {notices.map((n) => <MessageBar key={n} intent="info"><MessageBarBody>{n}</MessageBarBody></MessageBar>)}
      <Checkbox label={DISCLAIMER_TEXT} checked={checkout.disclaimerAccepted} onChange={(_, d) => dispatch(checkoutActions.disclaimerChanged(!!d.checked))} />
      <div className={styles.group} role="group" aria-label="Checkout options">
        <Guarded label="Online" reason={reason('Online')} onClick={() => place('Online')} />
        <Guarded label="Docusign" reason={reason('Docusign')} onClick={() => place('Docusign')} />
        <Guarded label="Manual" reason={reason('Manual')} onClick={() => place('Manual')} />
      </div>
    </>
  );
}

function NextSteps() {
  const styles = useStyles();
  const order = useAppSelector((s) => s.checkout.placement.order);
  const [documentsOpen, setDocumentsOpen] = useState(false);
  if (!order) return null;
  const pdf = order.PDFDetails ?? order.PDFInformation;
  if (order.CheckoutType === 'Docusign') {
    return (
      <>
        <Text>{CART_TEXTS.docusignSent}</Text>
        <Text>The order form goes to these signers, in this order:</Text>
        <ol>
          {(pdf?.SignerDetails ?? []).map((s) => <li key={`${s.SignerOrder}-${s.SignerEmailAddress}`}>{`${s.SignerName} (${s.SignerRole}) — ${s.SignerEmailAddress}${s.IsCC ? ', copy' : ''}`}</li>)}
        </ol>
      </>
    );
  }
  if (order.CheckoutType === 'Manual') {
    return (
      <>
        <Text>{`Order ${order.OrderId} is waiting for your signed order form. Download, sign and send it to us:`}</Text>
        {pdf?.PDFUrls.length ? (
          <>
            <ul aria-label="Order documents">
              {pdf.PDFUrls.map((p) => <li key={p.PDFUrl}><Link href={p.PDFUrl} target="_blank" rel="noopener noreferrer">{p.FileName}</Link></li>)}
            </ul>
            <div>
              <Button appearance="primary" onClick={() => setDocumentsOpen(true)}>Open documents</Button>
            </div>
            {/* Placed manually: the modal offers the downloads only, no Docusign. */}
            <DocumentModal open={documentsOpen} documents={pdf.PDFUrls} onClose={() => setDocumentsOpen(false)} />
          </>
        ) : <Text className={styles.muted}>Your order forms will be listed under your documents as soon as they are ready.</Text>}
      </>
    );
  }
  return <Text>{`Your order ${order.OrderId} has been placed successfully. You can follow it in your pending orders.`}</Text>;
}

/**
 * Buy and sell checkout inside the cart (trading §2, §4), driven by the engine's buy-checkout and
 * sell-checkout flows through the checkout saga: the stage tracker (Payment Details, Set Alerts,
 * Confirm Order), 'Product N of M', the current step, Prev Step and Back to Cart; then the order's
 * loader, 2 s success state and Next Steps.
 */
export default function CheckoutView() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckout);
  const flow = useAppSelector(selectCheckoutFlow);
  const item = useAppSelector(selectCurrentCheckoutItem);
  const { steps, stages } = useAppSelector(selectCheckoutSteps);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => { heading.current?.focus({ preventScroll: true }); }, [checkout.stepId, checkout.productIndex]);
  const step = steps.find((s) => s.id === checkout.stepId);
  const sell = checkout.kind === 'sell';
  const { status, duplicateMessage } = checkout.placement;
  if (!flow || !step) return <Spinner label="Loading checkout…" />;
  const stepIndex = steps.findIndex((s) => s.id === step.id);
  const hasPrevious = !sell && stepIndex > 0 && !['FinalisePurchaseOrder', 'NextSteps'].includes(step.id);
  const onProductStep = !sell && !['FinalisePurchaseOrder', 'NextSteps'].includes(step.id);
  const withAlert = steps.some((s) => s.id === 'Alerts');

  let body: React.ReactNode = null;
  if (status === 'placing' || status === 'confirmDuplicate') body = <Spinner label="Placing your order…" />;
  else if (status === 'success') body = <div className={styles.success} role="status"><CheckmarkCircle24Filled aria-hidden />Your order has been placed</div>;
  else if (step.id === 'NextSteps') body = <NextSteps />;
  else if (step.id === 'Rebates' && item) body = <Rebates item={item} />;
  else if (step.id === 'PaymentDetails' && item) body = <PaymentDetails item={item} />;
  else if (step.id === 'Alerts' && item) body = <Alerts item={item} more={checkout.productIndex + 1 < checkout.itemIds.length} />;
  else if (step.id === 'ProductSummary' && item) body = <ProductSummary item={item} withAlert={withAlert} />;
  else if (step.id === 'FinalisePurchaseOrder' || step.id === 'FinaliseSellOrder') body = <Finalise sell={sell} />;

  return (
    <div className={styles.root}>
      {!sell && (
        <nav aria-label="Checkout progress">
          <ol className={styles.tracker}>
            {stages.map((st) => (
              <li key={st.id} className={mergeClasses(styles.stage, st.id === step.stageId && styles.current)} aria-current={st.id === step.stageId ? 'step' : undefined}>{st.title}</li>
            ))}
          </ol>
        </nav>
      )}
      <div>
        <h2 ref={heading} tabIndex={-1} className={styles.heading}>{step.title}</h2>
        {onProductStep && item && <Text className={styles.muted}>{`Product ${checkout.productIndex + 1} of ${checkout.itemIds.length}: ${item.Name}`}</Text>}
      </div>
      {body}
      {status !== 'placing' && status !== 'success' && (
        <div className={styles.buttons}>
          {hasPrevious ? <Button onClick={() => dispatch(checkoutActions.previousRequested())}>Prev Step</Button> : <span />}
          <Button onClick={() => dispatch(checkoutActions.backToCartRequested())}>Back to Cart</Button>
        </div>
      )}
      <Dialog open={status === 'confirmDuplicate'} modalType="alert" onOpenChange={(_, d) => { if (!d.open) dispatch(checkoutActions.duplicateCancelled()); }}>
        <DialogSurface style={{ maxWidth: 600 }}>
          <DialogBody>
            <DialogTitle>Duplicate order</DialogTitle>
            <DialogContent><p>{duplicateMessage}</p></DialogContent>
            <DialogActions>
              <Button onClick={() => dispatch(checkoutActions.duplicateCancelled())}>Cancel</Button>
              <Button appearance="primary" onClick={() => dispatch(checkoutActions.duplicateConfirmed())}>Confirm</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
