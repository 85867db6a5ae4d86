import { useEffect } from 'react';
import {
  Button,
  Card,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { formatMoney } from '@/engine/format/formatMoney';
import { formatPercent } from '@/engine/format/formatPercent';
import { formatUnitCost } from '@/engine/format/formatUnitCost';
import { PROJECTION_TEXTS } from '@/engine/messages/projectionTexts';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { projectionActions } from '@/store/projectionSlice';
import { selectActiveAccount, selectPortfolio } from '@/store/selectors';
import { tradingActions } from '@/store/tradingActions';
import { transactionsActions } from '@/store/transactionsSlice';
import { ProjectionModal } from '../projection/ProjectionModal';
import { useTradePermissions } from '../search/useTradePermissions';

const useStyles = makeStyles({
  scroll: { overflowX: 'auto' },
  number: { textAlign: 'right', whiteSpace: 'nowrap' },
  muted: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: '4px', flexWrap: 'nowrap' },
  // Button labels stay on one line ("Fact Sheet" wrapped at 1366 px): the table scrolls instead.
  action: { whiteSpace: 'nowrap', flexShrink: 0 },
  total: { fontWeight: 600, background: tokens.colorNeutralBackground2 },
  gain: { color: tokens.colorPaletteGreenForeground1 },
  loss: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * The holdings of the active account on My Account (trading §2 "Holdings and account summaries",
 * §3 account data): units and prices to 4 decimals, money to 2, performance to 5, with the totals in
 * the account's currency and Buy / Sell per holding for clients who may trade; each holding opens its
 * Projection Report (compliance §2.7), which lives here.
 */
export function HoldingsSection() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const { holdings } = useAppSelector(selectPortfolio);
  const account = useAppSelector(selectActiveAccount);
  const { canBuy, canSell } = useTradePermissions();
  const rows = holdings?.Holdings ?? [];
  const totals = holdings?.Totals;
  const symbolOf = (currency: string) => (currency === account?.Currency ? account.CurrencySymbol : currency);
  // Leaving My Account with the Projection Report open (the browser's Back) closes it, so
  // ui.openModals keeps no modal that is gone.
  useEffect(
    () => () => {
      dispatch(projectionActions.closed());
    },
    [dispatch],
  );
  const performance = (v: number) => <span className={v > 0 ? styles.gain : v < 0 ? styles.loss : undefined}>{formatPercent(v)}</span>;

  return (
    <section aria-labelledby="holdings-title">
      <h2 id="holdings-title">{`Holdings${account ? ` (${account.Number}${account.IsDFM ? ', DFM' : ''})` : ''}`}</h2>
      <Card className={styles.scroll}>
        {!holdings ? (
          <Text>Your holdings are loading…</Text>
        ) : rows.length === 0 ? (
          <Text>You hold no products in this account yet.</Text>
        ) : (
          <Table aria-labelledby="holdings-title" size="small" style={{ minWidth: 900, tableLayout: 'auto' }}>
            <TableHeader>
              <TableRow>
                <TableHeaderCell>Product</TableHeaderCell>
                <TableHeaderCell>Type</TableHeaderCell>
                <TableHeaderCell>Units</TableHeaderCell>
                <TableHeaderCell>Latest NAV</TableHeaderCell>
                <TableHeaderCell>Purchased value</TableHeaderCell>
                <TableHeaderCell>Current value</TableHeaderCell>
                <TableHeaderCell>Performance</TableHeaderCell>
                <TableHeaderCell>Actions</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((h) => {
                const ref = { ISIN: h.ISIN, FundName: h.Name, FundId: h.ProductId, ProductType: h.Type };
                return (
                  <TableRow key={h.Id}>
                    <TableCell>
                      <strong>{h.Name}</strong>
                      <br />
                      <Text size={200} className={styles.muted}>{`${h.ISIN} · bought ${formatIsoDate(h.PurchaseDate)}`}</Text>
                    </TableCell>
                    <TableCell>{h.Type}</TableCell>
                    <TableCell className={styles.number}>{formatUnitCost(h.Units)}</TableCell>
                    <TableCell className={styles.number}>
                      {h.LatestNAV === null ? 'No price' : `${h.CurrencySymbol} ${formatUnitCost(h.LatestNAV)}`}
                      {h.NavDate && (
                        <>
                          <br />
                          <Text size={200} className={styles.muted}>
                            {formatIsoDate(h.NavDate)}
                          </Text>
                        </>
                      )}
                    </TableCell>
                    <TableCell className={styles.number}>{`${h.CurrencySymbol} ${formatMoney(h.PurchasedValue)}`}</TableCell>
                    <TableCell className={styles.number}>{`${h.CurrencySymbol} ${formatMoney(h.CurrentValue)}`}</TableCell>
                    <TableCell className={styles.number}>{performance(h.Performance)}</TableCell>
                    <TableCell>
                      <div className={styles.actions}>
                        <Button
                          size="small"
                          className={styles.action}
                          onClick={() => dispatch(tradingActions.factSheetRequested(ref))}
                          aria-label={`Fact sheet of ${h.Name}`}
                        >
                          Fact Sheet
                        </Button>
                        {canBuy && (
                          <Button
                            size="small"
                            className={styles.action}
                            onClick={() => dispatch(tradingActions.buyRequested(ref))}
                            aria-label={`Buy more ${h.Name}`}
                          >
                            Buy
                          </Button>
                        )}
                        {canSell && (
                          <Button
                            size="small"
                            className={styles.action}
                            onClick={() => dispatch(tradingActions.sellRequested(ref))}
                            aria-label={`Sell ${h.Name}`}
                          >
                            Sell
                          </Button>
                        )}
                        <Button
                          size="small"
                          className={styles.action}
                          onClick={() => dispatch(transactionsActions.opened({ ISIN: h.ISIN, name: h.Name }))}
                          aria-label={`Transactions of ${h.Name}`}
                        >
                          Transactions
                        </Button>
                        <Button
                          size="small"
                          className={styles.action}
                          onClick={() =>
                            dispatch(
                              projectionActions.opened({
                                Id: h.Id,
                                Name: h.Name,
                                ISIN: h.ISIN,
                                Currency: h.Currency,
                                CurrencySymbol: h.CurrencySymbol,
                                CurrentValue: h.CurrentValue,
                              }),
                            )
                          }
                          aria-label={PROJECTION_TEXTS.actionLabel(h.Name)}
                        >
                          {PROJECTION_TEXTS.action}
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                );
              })}
              {totals && (
                <TableRow className={styles.total}>
                  <TableCell>{`Total (${totals.Currency})`}</TableCell>
                  <TableCell />
                  <TableCell />
                  <TableCell />
                  <TableCell className={styles.number}>{`${symbolOf(totals.Currency)} ${formatMoney(totals.PurchasedValue)}`}</TableCell>
                  <TableCell className={styles.number}>{`${symbolOf(totals.Currency)} ${formatMoney(totals.CurrentValue)}`}</TableCell>
                  <TableCell className={styles.number}>{performance(totals.Performance)}</TableCell>
                  <TableCell />
                </TableRow>
              )}
            </TableBody>
          </Table>
        )}
      </Card>
      <ProjectionModal />
    </section>
  );
}
