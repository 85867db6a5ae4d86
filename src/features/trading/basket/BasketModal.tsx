import { useRef } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Text,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { formatMoney } from '@/engine/format/formatMoney';
import { basketBuyBlockers } from '@/engine/trading/basketBuyBlockers';
import { basketAmountLabel } from '@/engine/trading/basketAmountLabel';
import { formatQuantity } from '@/engine/trading/formatQuantity';
import { productKindOf } from '@/engine/trading/productKindOf';
import { roundUnitCost } from '@/engine/trading/roundUnitCost';
import { sellBlockers } from '@/engine/trading/sellBlockers';
import type { TradeMode } from '@/engine/trading/tradeAmounts';
import type { Blocker } from '@/engine/trading/types';
import { cartActions, type BasketState } from '@/store/cartSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { RootState } from '@/store/rootReducer';
import { selectActiveAccount } from '@/store/selectors';
import { uiActions } from '@/store/uiSlice';
import { NumericInput } from './NumericInput';

const useStyles = makeStyles({
  surface: { maxWidth: '1000px', width: '100%' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: tokens.spacingHorizontalL },
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    margin: 0,
  },
  dt: { color: tokens.colorNeutralForeground3 },
  dd: { margin: 0, fontVariantNumeric: 'tabular-nums' },
  panel: { padding: tokens.spacingHorizontalM, borderRadius: tokens.borderRadiusMedium, background: tokens.colorNeutralBackground2 },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, marginTop: tokens.spacingVerticalM },
  h3: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400 },
});

/** The rule messages that keep Buy / Sell / Update Amount disabled, from the engine (trading §5). */
function blockersOf(basket: BasketState, cash: number, pending: RootState['cart']['pendingOrders']): Blocker[] {
  if (!basket.product) return [];
  if (basket.side === 'Purchase') return basketBuyBlockers(basket.product, basket.input, { AvailableBalance: cash });
  if (!basket.holding) return [];
  const pendingSells = (pending?.Sell ?? []).map((o) => ({
    ISIN: o.ISIN,
    ORDER_DATE: o.ORDER_DATE,
    QUANTITY: o.QUANTITY,
    TransactionType: 'Sell' as const,
  }));
  return sellBlockers(
    {
      ISIN: basket.ISIN,
      ProductType: basket.product.ProductType,
      Units: basket.holding.SellableUnits,
      LatestNAV: basket.holding.LatestNAV ?? basket.product.NAV,
    },
    basket.input,
    pendingSells,
  );
}

/**
 * The buy and sell baskets (trading §2): product details, the amount inputs (the active one typed,
 * the others recomputed 500 ms later by the saga), the account information, and Close with Buy,
 * Sell or Update Amount — disabled with the rule's message while a rule of §5 holds.
 */
export default function BasketModal({ open }: { open: boolean }) {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.cart.basket);
  // While the dialog closes, it still shows the basket it closes.
  const last = useRef(current);
  if (current) last.current = current;
  const basket = current ?? last.current;
  const pending = useAppSelector((s) => s.cart.pendingOrders);
  const account = useAppSelector(selectActiveAccount);
  const cashPosition = useAppSelector((s) => s.portfolio.cashPosition);
  if (!basket) return null;
  const modal = basket.side === 'Purchase' ? 'buy' : 'sell';
  const close = () => dispatch(uiActions.modalClosed(modal));
  const product = basket.product;
  const cash = product ? (cashPosition?.[product.Currency] ?? 0) : 0;
  const blockers = blockersOf(basket, cash, pending);
  const figures = basket.figures;
  const set = (mode: TradeMode) => (value: number) => dispatch(cartActions.basketInputChanged({ mode, value }));
  const valueOf = (mode: TradeMode, figure: number | null | undefined) =>
    basket.input.mode === mode ? basket.input.value : (figure ?? null);
  const editing = basket.editItemId !== null;
  const actionLabel = editing ? 'Update Amount' : basket.side === 'Purchase' ? 'Buy' : 'Sell';
  const saving = basket.status === 'saving';
  const disabled = basket.status !== 'ready' || blockers.length > 0;
  const kind = product ? productKindOf(product) : 'fund';
  const byNominal = kind === 'bond' || kind === 'note';
  const symbol = product?.CurrencySymbol ?? '';
  const title = `${basket.side === 'Purchase' ? 'Buy' : 'Sell'} ${basket.name}`;

  const action = (
    <Button
      appearance="primary"
      disabledFocusable={disabled || saving}
      onClick={() => dispatch(cartActions.basketSubmitted())}
      icon={saving ? <Spinner size="tiny" /> : undefined}
    >
      {actionLabel}
    </Button>
  );

  return (
    <Dialog
      open={open && !!current}
      modalType="modal"
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
    >
      <DialogSurface className={styles.surface} aria-label={title}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {basket.status === 'loading' && <Spinner label="Loading product details…" />}
            {basket.status === 'failed' && <Text>This product cannot be traded from here right now.</Text>}
            {product && (
              <div className={styles.grid}>
                <section aria-labelledby="basket-product">
                  <h3 id="basket-product" className={styles.h3}>
                    Product details
                  </h3>
                  <dl className={styles.details}>
                    <dt className={styles.dt}>ISIN</dt>
                    <dd className={styles.dd}>{product.ISIN}</dd>
                    <dt className={styles.dt}>Type</dt>
                    <dd className={styles.dd}>{product.ProductType}</dd>
                    <dt className={styles.dt}>Currency</dt>
                    <dd className={styles.dd}>{product.Currency}</dd>
                    <dt className={styles.dt}>{byNominal ? 'Price (% of nominal)' : 'NAV'}</dt>
                    <dd className={styles.dd}>{product.NAV === null ? 'No price' : roundUnitCost(product.NAV).toFixed(4)}</dd>
                    {product.Coupon !== null && product.Coupon !== undefined && (
                      <>
                        <dt className={styles.dt}>Coupon</dt>
                        <dd className={styles.dd}>{product.Coupon}%</dd>
                      </>
                    )}
                    {!!product.Denomination && (
                      <>
                        <dt className={styles.dt}>Denomination</dt>
                        <dd className={styles.dd}>{formatQuantity(product.Denomination)}</dd>
                      </>
                    )}
                    {!!product.MinInvest && (
                      <>
                        <dt className={styles.dt}>Minimum investment</dt>
                        <dd className={styles.dd}>{formatQuantity(product.MinInvest)}</dd>
                      </>
                    )}
                    {basket.holding && (
                      <>
                        <dt className={styles.dt}>Units held</dt>
                        <dd className={styles.dd}>{formatQuantity(basket.holding.Units)}</dd>
                        <dt className={styles.dt}>Units you may sell</dt>
                        <dd className={styles.dd}>{formatQuantity(basket.holding.SellableUnits)}</dd>
                        <dt className={styles.dt}>Current value</dt>
                        <dd className={styles.dd}>{`${basket.holding.CurrencySymbol} ${formatMoney(basket.holding.CurrentValue)}`}</dd>
                      </>
                    )}
                  </dl>
                </section>
                <section aria-labelledby="basket-account" className={styles.panel}>
                  <h3 id="basket-account" className={styles.h3}>
                    Account information
                  </h3>
                  {account && (
                    <dl className={styles.details}>
                      <dt className={styles.dt}>Account</dt>
                      <dd className={styles.dd}>{account.Number}</dd>
                      <dt className={styles.dt}>Available balance</dt>
                      <dd className={styles.dd}>{`${account.CurrencySymbol} ${formatMoney(account.AvailableBalance)}`}</dd>
                      <dt className={styles.dt}>{`Available ${product.Currency} cash`}</dt>
                      <dd className={styles.dd}>{`${symbol} ${formatMoney(cash)}`}</dd>
                      <dt className={styles.dt}>Pending orders</dt>
                      <dd className={styles.dd}>{`${account.CurrencySymbol} ${formatMoney(account.PendingOrderAmount)}`}</dd>
                    </dl>
                  )}
                </section>
              </div>
            )}
            {product && basket.status !== 'loading' && basket.status !== 'failed' && (
              <section aria-label={basket.side === 'Purchase' ? 'Purchase amount' : 'Sell amount'} className={styles.section}>
                <div className={styles.grid}>
                  {basket.side === 'Purchase' ? (
                    <>
                      {byNominal ? (
                        <NumericInput
                          id="basket-units"
                          label={basketAmountLabel(product)}
                          value={valueOf('Units', figures?.Units)}
                          onValue={set('Units')}
                        />
                      ) : (
                        <>
                          <NumericInput
                            id="basket-amount"
                            label={basketAmountLabel(product)}
                            value={valueOf('Amount', figures?.Amount)}
                            onValue={set('Amount')}
                          />
                          <NumericInput
                            id="basket-units"
                            label="Units"
                            decimals={4}
                            value={valueOf('Units', figures?.Units)}
                            onValue={set('Units')}
                          />
                        </>
                      )}
                      <NumericInput
                        id="basket-percent-cash"
                        label="% of available cash"
                        decimals={5}
                        value={valueOf('PercentOfCash', figures?.PercentOfCash)}
                        onValue={set('PercentOfCash')}
                      />
                      {byNominal && (
                        <div>
                          <Text weight="semibold">Cost</Text>
                          <br />
                          <Text>{`${symbol} ${formatMoney(figures?.Amount ?? 0)}`}</Text>
                        </div>
                      )}
                    </>
                  ) : (
                    <>
                      <NumericInput
                        id="basket-units"
                        label={byNominal ? 'Nominal' : 'Units'}
                        decimals={4}
                        value={basket.input.mode === 'SellAll' ? (figures?.Units ?? null) : valueOf('Units', figures?.Units)}
                        onValue={set('Units')}
                      />
                      <NumericInput
                        id="basket-amount"
                        label={`Amount (${product.Currency})`}
                        value={basket.input.mode === 'SellAll' ? (figures?.Amount ?? null) : valueOf('Amount', figures?.Amount)}
                        onValue={set('Amount')}
                      />
                      <NumericInput
                        id="basket-percent-holdings"
                        label="% of holdings"
                        decimals={5}
                        value={basket.input.mode === 'SellAll' ? 100 : valueOf('PercentOfHoldings', figures?.PercentOfHoldings)}
                        onValue={set('PercentOfHoldings')}
                      />
                      <div style={{ alignSelf: 'end' }}>
                        <Button
                          onClick={() => dispatch(cartActions.basketInputChanged({ mode: 'SellAll', value: 0 }))}
                          aria-pressed={basket.input.mode === 'SellAll'}
                        >
                          Sell All
                        </Button>
                      </div>
                    </>
                  )}
                </div>
                {basket.recomputing && (
                  <Text size={200} aria-live="polite">
                    Recalculating…
                  </Text>
                )}
                {blockers[0] && basket.input.value !== 0 && (
                  <MessageBar intent="warning">
                    <MessageBarBody>{blockers[0].message}</MessageBarBody>
                  </MessageBar>
                )}
              </section>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Close</Button>
            {blockers[0] ? (
              <Tooltip content={blockers[0].message} relationship="description">
                {action}
              </Tooltip>
            ) : (
              action
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
