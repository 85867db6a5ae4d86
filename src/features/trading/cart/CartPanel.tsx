import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Button,
  Checkbox,
  Dialog,
  Dropdown,
  Field,
  Option,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
  Tooltip,
} from '@fluentui/react-components';
import { Delete20Regular, Edit20Regular } from '@fluentui/react-icons';
import type { AccountSummary, CartItem } from '@/types/api';
import { CLIENT_LIST_SCROLL_DELAY_MS, TOTAL_HIGHLIGHT_MS } from '@/engine/constants';
import { formatMoney } from '@/engine/format/formatMoney';
import { CART_TEXTS } from '@/engine/messages/cartTexts';
import { isAdviser } from '@/engine/session/roles';
import { roundUnitCost } from '@/engine/trading/roundUnitCost';
import { PATHS } from '@/engine/paths';
import { cartActions } from '@/store/cartSlice';
import { checkoutActions } from '@/store/checkoutSlice';
import { selectCartProceed } from '@/store/checkoutSelectors';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { productsActions } from '@/store/productsSlice';
import { selectActiveAccount, selectPortfolio, selectRole } from '@/store/selectors';
import { sessionActions } from '@/store/sessionSlice';
import { uiActions } from '@/store/uiSlice';

import { useFlash } from '../common/useFlash';
import { RemovedItemsNotice } from './RemovedItemsNotice';

const CheckoutView = lazy(() => import('../checkout/CheckoutView'));
const BasketModal = lazy(() => import('../basket/BasketModal'));

const useStyles = makeStyles({
  surface: { maxWidth: '800px', width: '100%' },
  scroll: { overflowX: 'auto' },
  h3: { margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400 },
  num: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  // Fluent's table shares its width evenly: on a phone the cart scrolls sideways rather than squeezing the columns.
  table: { minWidth: '680px' },
  product: { width: '34%' },
  account: { display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: tokens.spacingHorizontalL },
  isin: { display: 'block', color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalM },
  totals: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    marginTop: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  flash: { backgroundColor: tokens.colorPaletteYellowBackground2 },
  hint: { display: 'block', color: tokens.colorPaletteRedForeground1, marginTop: tokens.spacingVerticalXS },
});

const accountLabel = (a: AccountSummary) => `${a.Number} (${a.Currency}${a.IsDFM ? ', DFM' : ''})`;

function modeText(item: CartItem): string {
  return item.TradeOptions === 'SellAll' ? 'Sell All' : item.TradeOptions;
}

/** One list of the cart (Buy Orders or Sell Orders): checkbox, product, figures, edit and remove per row. */
function CartTable({ title, id, items }: { title: string; id: string; items: CartItem[] }) {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const checked = useAppSelector((s) => s.cart.checked);
  const removing = useAppSelector((s) => s.cart.removing);
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className={styles.h3}>
        {title}
      </h3>
      {items.length === 0 ? (
        <Text>{title === 'Buy Orders' ? 'No buy orders in your cart.' : 'No sell orders in your cart.'}</Text>
      ) : (
        <div className={styles.scroll}>
          <Table aria-labelledby={id} size="small" className={styles.table}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Select</TableHeaderCell>
                <TableHeaderCell className={styles.product}>Product</TableHeaderCell>
                <TableHeaderCell>Mode</TableHeaderCell>
                <TableHeaderCell className={styles.num}>Units</TableHeaderCell>
                <TableHeaderCell className={styles.num}>Unit cost</TableHeaderCell>
                <TableHeaderCell className={styles.num}>Amount</TableHeaderCell>
                <TableHeaderCell>Actions</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item) => {
                const value = item.TradeOptions === 'SellAll' ? (item.CurrentValue ?? item.Amount) : item.Amount;
                return (
                  <TableRow key={item.ID}>
                    <TableCell>
                      <Checkbox
                        aria-label={`Select ${item.Name}`}
                        checked={checked.includes(item.ID)}
                        onChange={(_, d) => dispatch(cartActions.itemChecked({ id: item.ID, checked: !!d.checked }))}
                      />
                    </TableCell>
                    <TableCell className={styles.product}>
                      {item.Name}
                      <span className={styles.isin}>{`${item.ISIN} · ${item.ProductType}`}</span>
                    </TableCell>
                    <TableCell>{modeText(item)}</TableCell>
                    <TableCell className={styles.num}>{roundUnitCost(item.Units).toFixed(4)}</TableCell>
                    <TableCell className={styles.num}>
                      {item.UnitCost === null || item.UnitCost === undefined ? '—' : roundUnitCost(item.UnitCost).toFixed(4)}
                    </TableCell>
                    <TableCell className={styles.num}>{`${item.Currency} ${formatMoney(value)}`}</TableCell>
                    <TableCell>
                      <Tooltip content={`Edit ${item.Name}`} relationship="label">
                        <Button appearance="subtle" icon={<Edit20Regular />} onClick={() => dispatch(cartActions.editRequested(item))} />
                      </Tooltip>
                      <Tooltip content={`Remove ${item.Name}`} relationship="label">
                        <Button
                          appearance="subtle"
                          icon={<Delete20Regular />}
                          disabled={removing.includes(item.ID)}
                          onClick={() => dispatch(cartActions.removeRequested({ ID: item.ID, Name: item.Name }))}
                        />
                      </Tooltip>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </div>
      )}
    </section>
  );
}

/** A button that stays focusable while disabled, with the reason as its tooltip (trading §5 Cart). */
function GuardedButton({ label, reason, onClick }: { label: string; reason: string | undefined; onClick: () => void }) {
  const button = (
    <Button appearance="primary" disabledFocusable={!!reason} onClick={onClick}>
      {label}
    </Button>
  );
  return reason ? (
    <Tooltip content={reason} relationship="description">
      {button}
    </Tooltip>
  ) : (
    button
  );
}

/** The client's cart: Buy Orders and Sell Orders, totals, the Proceed buttons and the ways to find products. */
function ClientCart({ close }: { close: () => void }) {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { cart } = useAppSelector(selectPortfolio);
  const loading = useAppSelector((s) => s.cart.loading);
  const account = useAppSelector(selectActiveAccount);
  const proceed = useAppSelector(selectCartProceed);
  const accounts = useAppSelector((s) => s.session.accountSummary);
  const items = cart?.Items ?? [];
  const buys = items.filter((i) => i.TransactionType === 'Purchase');
  const sells = items.filter((i) => i.TransactionType === 'Sell');
  const goHome = () => {
    close();
    dispatch(productsActions.searchFocusRequested());
  };
  const totalsFlash = useFlash((cart?.TotalList ?? []).map((t) => `${t.Currency}:${t.Total}`).join('|'), TOTAL_HIGHLIGHT_MS);
  const buyReason = proceed.buy.find((b) => b.rule !== 'nothing-checked')?.message ?? proceed.buy[0]?.message;
  return (
    <>
      {loading && !cart && <Spinner label="Loading your cart…" />}
      <div className={styles.account}>
        {accounts.length > 1 && account && (
          // The header's Active Account dropdown sits behind this modal: the cart offers the same choice (portal-shell §4).
          <Field label="Active Account">
            <Dropdown
              value={accountLabel(account)}
              selectedOptions={[String(account.Id)]}
              onOptionSelect={(_, d) => d.optionValue && dispatch(sessionActions.activeAccountChanged(Number(d.optionValue)))}
            >
              {accounts.map((a) => (
                <Option key={a.Id} value={String(a.Id)}>
                  {accountLabel(a)}
                </Option>
              ))}
            </Dropdown>
          </Field>
        )}
        {account && <Text>{`Available cash: ${account.CurrencySymbol} ${formatMoney(account.AvailableBalance)}`}</Text>}
      </div>
      {cart && items.length === 0 && <p>{CART_TEXTS.emptyCart}</p>}
      {items.length > 0 && (
        <>
          <CartTable title="Buy Orders" id="cart-buy-orders" items={buys} />
          <CartTable title="Sell Orders" id="cart-sell-orders" items={sells} />
          {!!cart?.TotalList.length && (
            <div
              className={mergeClasses(styles.totals, totalsFlash && styles.flash)}
              aria-label="Totals"
              role="group"
              data-flashing={totalsFlash || undefined}
            >
              {cart.TotalList.map((t) => (
                <Text key={t.Currency} weight="semibold">{`Total ${t.Currency}: ${t.CurrencySymbol} ${formatMoney(t.Total)}`}</Text>
              ))}
            </div>
          )}
        </>
      )}
      <div className={styles.buttons}>
        <GuardedButton
          label="Proceed with Buy Order"
          reason={buyReason}
          onClick={() =>
            dispatch(
              checkoutActions.started({
                kind: 'buy',
                itemIds: proceed.checkedItems.filter((i) => i.TransactionType === 'Purchase').map((i) => i.ID),
              }),
            )
          }
        />
        <GuardedButton
          label="Proceed with Sell order"
          reason={proceed.sell[0]?.message}
          onClick={() =>
            dispatch(
              checkoutActions.started({
                kind: 'sell',
                itemIds: proceed.checkedItems.filter((i) => i.TransactionType === 'Sell').map((i) => i.ID),
              }),
            )
          }
        />
      </div>
      {proceed.buy.some((b) => b.rule !== 'nothing-checked') && (
        <Text className={styles.hint} role="status">
          {buyReason}
        </Text>
      )}
      <div className={styles.buttons}>
        <Button onClick={goHome}>See Products</Button>
        <Button onClick={goHome}>Search Products</Button>
        <Button
          onClick={() => {
            close();
            void navigate(PATHS.myAccount);
            setTimeout(
              () => document.getElementById('holdings-title')?.scrollIntoView({ behavior: 'smooth' }),
              CLIENT_LIST_SCROLL_DELAY_MS,
            );
          }}
        >
          Go to your holdings
        </Button>
      </div>
    </>
  );
}

/** Advisers' own sessions trade only as a client (trading §2 Cart panel, §6). */
function AdviserCart({ close }: { close: () => void }) {
  const navigate = useNavigate();
  return (
    <>
      <p>{CART_TEXTS.consultantCart}</p>
      <Button
        appearance="primary"
        onClick={() => {
          close();
          void navigate(PATHS.myAccount);
          setTimeout(
            () => document.getElementById('client-directory')?.scrollIntoView({ behavior: 'smooth' }),
            CLIENT_LIST_SCROLL_DELAY_MS,
          );
        }}
      >
        Go To Client List
      </Button>
    </>
  );
}

/**
 * The cart panel (trading §2 Cart panel; width 800): the client's Buy Orders and Sell Orders with
 * checkout inside it, or the adviser's message.
 */
export default function CartPanel({ open }: { open: boolean }) {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectRole);
  const atCheckout = useAppSelector((s) => s.checkout.kind !== null);
  const basketOpen = useAppSelector((s) => s.ui.openModals.includes('buy') || s.ui.openModals.includes('sell'));
  const close = () => dispatch(uiActions.modalClosed('cart'));
  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(_, d) => {
          if (!d.open) close();
        }}
      >
        <DialogSurface className={styles.surface} aria-label="Cart">
          <DialogBody>
            <DialogTitle>Cart</DialogTitle>
            <DialogContent>
              {isAdviser(role) ? (
                <AdviserCart close={close} />
              ) : atCheckout ? (
                <Suspense fallback={<Spinner label="Loading checkout…" />}>
                  <CheckoutView />
                </Suspense>
              ) : (
                <ClientCart close={close} />
              )}
              {/* Edit opens the basket as a dialog nested in the cart's, so closing it hands the cart back to assistive technology. */}
              {basketOpen && (
                <Suspense fallback={null}>
                  <BasketModal open />
                </Suspense>
              )}
              <RemovedItemsNotice />
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>Close</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </>
  );
}
