import { useEffect, useRef } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Text,
} from '@fluentui/react-components';
import { CheckmarkCircle24Filled } from '@fluentui/react-icons';
import StepTracker, { type StageItem } from '@/widgets/StepTracker/StepTracker';
import { checkoutActions } from '@/store/checkoutSlice';
import { selectCheckout, selectCheckoutFlow, selectCheckoutSteps, selectCurrentCheckoutItem } from '@/store/checkoutSelectors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useCheckoutStyles } from './checkoutStyles';
import { PaymentDetails, Rebates } from './PaymentSteps';
import { Alerts, ProductSummary } from './ProductSteps';
import { Finalise } from './FinaliseStep';
import { NextSteps } from './NextSteps';

/** The buy checkout's stages for the tracker: those before the current step's stage are done. */
function stageItems(stages: ReadonlyArray<{ id: string; title: string }>, currentStageId: string | undefined): StageItem[] {
  const at = stages.findIndex((st) => st.id === currentStageId);
  return stages.map((st, i) => ({ id: st.id, title: st.title, state: i < at ? 'done' : i === at ? 'current' : 'upcoming' }));
}

/**
 * Buy and sell checkout inside the cart (trading §2, §4), driven by the engine's buy-checkout and
 * sell-checkout flows through the checkout saga: the stage tracker (Payment Details, Set Alerts,
 * Confirm Order), 'Product N of M', the current step, Prev Step and Back to Cart; then the order's
 * loader, 2 s success state and Next Steps.
 */
export default function CheckoutView() {
  const styles = useCheckoutStyles();
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckout);
  const flow = useAppSelector(selectCheckoutFlow);
  const item = useAppSelector(selectCurrentCheckoutItem);
  const { steps, stages } = useAppSelector(selectCheckoutSteps);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [checkout.stepId, checkout.productIndex]);
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
  else if (status === 'success')
    body = (
      <div className={styles.success} role="status">
        <CheckmarkCircle24Filled aria-hidden />
        Your order has been placed
      </div>
    );
  else if (step.id === 'NextSteps') body = <NextSteps />;
  else if (step.id === 'Rebates' && item) body = <Rebates item={item} />;
  else if (step.id === 'PaymentDetails' && item) body = <PaymentDetails item={item} />;
  else if (step.id === 'Alerts' && item) body = <Alerts item={item} more={checkout.productIndex + 1 < checkout.itemIds.length} />;
  else if (step.id === 'ProductSummary' && item) body = <ProductSummary item={item} withAlert={withAlert} />;
  else if (step.id === 'FinalisePurchaseOrder' || step.id === 'FinaliseSellOrder') body = <Finalise sell={sell} />;

  return (
    <div className={styles.root}>
      {!sell && <StepTracker label="Checkout progress" steps={steps} currentId={step.id} stages={stageItems(stages, step.stageId)} />}
      <div>
        <h2 ref={heading} tabIndex={-1} className={styles.heading}>
          {step.title}
        </h2>
        {onProductStep && item && (
          <Text className={styles.muted}>{`Product ${checkout.productIndex + 1} of ${checkout.itemIds.length}: ${item.Name}`}</Text>
        )}
      </div>
      {body}
      {status !== 'placing' && status !== 'success' && (
        <div className={styles.buttons}>
          {hasPrevious ? <Button onClick={() => dispatch(checkoutActions.previousRequested())}>Prev Step</Button> : <span />}
          <Button onClick={() => dispatch(checkoutActions.backToCartRequested())}>Back to Cart</Button>
        </div>
      )}
      <Dialog
        open={status === 'confirmDuplicate'}
        modalType="alert"
        onOpenChange={(_, d) => {
          if (!d.open) dispatch(checkoutActions.duplicateCancelled());
        }}
      >
        <DialogSurface style={{ maxWidth: 600 }}>
          <DialogBody>
            <DialogTitle>Duplicate order</DialogTitle>
            <DialogContent>
              <p>{duplicateMessage}</p>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => dispatch(checkoutActions.duplicateCancelled())}>Cancel</Button>
              <Button appearance="primary" onClick={() => dispatch(checkoutActions.duplicateConfirmed())}>
                Confirm
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </div>
  );
}
