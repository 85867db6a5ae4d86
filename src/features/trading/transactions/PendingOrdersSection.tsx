import { useEffect } from 'react';
import {
  Button,
  Card,
  makeStyles,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import type { PendingOrder } from '@/types/api';
import { CURRENCY_SYMBOLS } from '@/engine/constants';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { formatMoney } from '@/engine/format/formatMoney';
import { formatUnitCost } from '@/engine/format/formatUnitCost';
import { ORDER_STATUS_NAMES, TRADE_OPTION_NAMES, TRANSACTIONS_TEXTS as T } from '@/engine/messages/transactionsTexts';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import type { RootState } from '@/store/rootReducer';
import { selectActiveAccount } from '@/store/selectors';
import { selectTransactions, transactionsActions } from '@/store/transactionsSlice';
import { DownloadLink } from '../common/DownloadLink';
import { useTradingTableStyles } from '../common/returnColumns';

const useStyles = makeStyles({
  table: { tableLayout: 'auto', minWidth: '1000px' },
  muted: { color: tokens.colorNeutralForeground3 },
  intro: { color: tokens.colorNeutralForeground2, margin: `0 0 ${tokens.spacingVerticalS}` },
  checkout: { display: 'flex', alignItems: 'center', columnGap: tokens.spacingHorizontalS, whiteSpace: 'nowrap' },
});

const selectPendingOrders = (s: RootState) => s.cart.pendingOrders;

/** A pending sell-all order: QUANTITY within 1e-5 of 0 (trading §4 "pending sell-all"). */
const isSellAll = (o: PendingOrder) => o.TransactionType === 'Sell' && (o.TradeOptions === 'SellAll' || Math.abs(o.QUANTITY) < 1e-5);

/** The money of an order with its currency: '€ 1,000.00' (as the holdings show it). */
export const moneyWithCurrency = (amount: number, currency: string) => `${CURRENCY_SYMBOLS[currency] ?? currency} ${formatMoney(amount)}`;

/** Manual and Docusign orders have an order form (trading §4 Next Steps); Online orders have none. */
const hasOrderForm = (o: PendingOrder) => o.CheckoutType === 'Manual' || o.CheckoutType === 'Docusign';

/**
 * My Account "Pending orders" (trading §7 "Pending orders | products pendingorders"): the active
 * account's orders not yet settled, newest first, with the order form of Manual and Docusign
 * orders. The data is the cart's pending orders, read again when the section shows and when the
 * active account changes.
 */
export function PendingOrdersSection() {
  const styles = useStyles();
  const table = useTradingTableStyles();
  const dispatch = useAppDispatch();
  const account = useAppSelector(selectActiveAccount);
  const pendingOrders = useAppSelector(selectPendingOrders);
  const { pending, orderForm } = useAppSelector(selectTransactions);
  const accountId = account?.Id ?? null;
  useEffect(() => {
    if (accountId !== null) dispatch(transactionsActions.pendingOrdersRequested(accountId));
  }, [accountId, dispatch]);

  const current = pending.accountId === accountId && pending.status === 'ready';
  const rows =
    current && pendingOrders ? [...pendingOrders.Purchase, ...pendingOrders.Sell].sort((a, b) => b.OrderLineId - a.OrderLineId) : [];

  return (
    <section aria-labelledby="pending-orders-title">
      <h2 id="pending-orders-title">{T.pendingTitle}</h2>
      <Text as="p" className={styles.intro}>
        {T.pendingIntro}
      </Text>
      <Card>
        {pending.status === 'failed' && pending.accountId === accountId ? (
          <Text role="alert">{T.requestFailed}</Text>
        ) : !current ? (
          <Spinner size="small" label={T.pendingLoading} />
        ) : rows.length === 0 ? (
          <Text>{T.pendingEmpty}</Text>
        ) : (
          <div className={table.scroller} tabIndex={0} role="region" aria-label={`${T.pendingTitle} table`}>
            <Table aria-labelledby="pending-orders-title" size="small" className={styles.table}>
              <TableHeader>
                <TableRow>
                  {['Order', 'Date', 'Product', 'Buy/Sell', 'Trade option', 'Units', 'Amount', 'Status', 'Checkout'].map((h) => (
                    <TableHeaderCell key={h}>{h}</TableHeaderCell>
                  ))}
                </TableRow>
              </TableHeader>
              <TableBody>
                {rows.map((o) => (
                  <TableRow key={o.OrderLineId}>
                    <TableCell>{o.OrderId}</TableCell>
                    <TableCell className={table.nowrap}>{formatIsoDate(o.ORDER_DATE)}</TableCell>
                    <TableCell className={table.fund}>
                      {o.Name}
                      <span className={table.isin}>{o.ISIN}</span>
                    </TableCell>
                    <TableCell>{o.TransactionType === 'Sell' ? 'Sell' : 'Buy'}</TableCell>
                    <TableCell>{TRADE_OPTION_NAMES[o.TradeOptions] ?? o.TradeOptions}</TableCell>
                    <TableCell className={table.num}>{isSellAll(o) ? T.allUnits : formatUnitCost(o.Units)}</TableCell>
                    <TableCell className={table.num}>{moneyWithCurrency(o.Amount, o.Currency)}</TableCell>
                    <TableCell>{ORDER_STATUS_NAMES[o.Status] ?? o.Status}</TableCell>
                    <TableCell>
                      <div className={styles.checkout}>
                        <span>{o.CheckoutType}</span>
                        {hasOrderForm(o) && (
                          <Button
                            size="small"
                            disabledFocusable={orderForm?.OrderId === o.OrderId && orderForm.status === 'loading'}
                            aria-label={`${T.orderForm} of order ${o.OrderId}`}
                            onClick={() => dispatch(transactionsActions.orderFormRequested({ OrderId: o.OrderId }))}
                          >
                            {T.orderForm}
                          </Button>
                        )}
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
        {orderForm?.blocked && orderForm.url && (
          <Text role="status">
            {`${T.popupBlocked} `}
            <DownloadLink href={orderForm.url}>{T.openOrderForm(orderForm.OrderId)}</DownloadLink>
          </Text>
        )}
      </Card>
    </section>
  );
}
