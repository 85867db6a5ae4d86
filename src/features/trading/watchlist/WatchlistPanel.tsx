import {
  Button,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Tooltip,
} from '@fluentui/react-components';
import { Cart20Regular, Delete20Regular, DocumentText20Regular, Edit20Regular, Info20Regular, Money20Regular } from '@fluentui/react-icons';
import type { WatchlistItem } from '@/types/api';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { formatPercent } from '@/engine/format/formatPercent';
import { WATCHLIST_TEXTS } from '@/engine/messages/watchlistTexts';
import { TesseraForm, type FormData } from '@/widgets/TesseraForm';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUi } from '@/store/selectors';
import { tradingActions } from '@/store/tradingActions';
import { uiActions } from '@/store/uiSlice';
import { watchlistActions } from '@/store/watchlistSlice';
import type { RootState } from '@/store/rootReducer';
import { Percent, RETURN_COLUMNS, priceText, useTradingTableStyles } from '../common/returnColumns';
import { useServedForm } from '../common/useServedForm';
import { MissingItemScreen, TradingPanel } from '../common/TradingPanel';
import { useTradePermissions } from '../search/useTradePermissions';

export const WATCHLIST_MODAL = 'watchlist';
const FORM_ID = 'watchlist-targets';
const selectWatchlist = (s: RootState) => s.watchlist;

const FEE_LABELS: Array<[keyof WatchlistItem['Fees'], string]> = [
  ['InitialFee', 'Initial purchase'],
  ['PublishCharge', 'Publish charge'],
  ['ActualCharge', 'Actual charge'],
  ['ManagementFee', 'Management fee'],
  ['ExitFee', 'Exit fee'],
];

/** The Fees column: a button opening the product's fees. */
function FeesCell({ item }: { item: WatchlistItem }) {
  return (
    <Popover withArrow>
      <PopoverTrigger disableButtonEnhancement>
        <Button size="small" appearance="subtle" icon={<Money20Regular />} aria-label={`Fees of ${item.FundName}`} />
      </PopoverTrigger>
      <PopoverSurface aria-label={`Fees of ${item.FundName}`}>
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 16, rowGap: 4 }}>
          {FEE_LABELS.map(([key, label]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd style={{ margin: 0, textAlign: 'right' }}>{formatPercent(item.Fees[key])}</dd>
            </div>
          ))}
        </dl>
      </PopoverSurface>
    </Popover>
  );
}

function UpdateWatchlistForm({ item, saving }: { item: WatchlistItem; saving: boolean }) {
  const styles = useTradingTableStyles();
  const dispatch = useAppDispatch();
  const registry = useServedForm(FORM_ID);
  const goBack = <Button onClick={() => dispatch(watchlistActions.editCancelled())}>{WATCHLIST_TEXTS.goBackWithoutSaving}</Button>;
  if (!registry) return <Spinner label="Loading…" />;
  const submit = (answers: FormData) =>
    dispatch(
      watchlistActions.editSubmitted({
        ShoppingBasketId: item.ShoppingBasketId,
        GainRate: answers.GainRate as number,
        FallRate: answers.FallRate as number,
      }),
    );
  return (
    <>
      <p className={styles.subject}>
        {item.FundName} <span className={styles.isin}>{item.ISIN}</span>
      </p>
      <TesseraForm
        registry={registry}
        formId={FORM_ID}
        idPrefix="watchlist"
        formData={{ GainRate: item.GainRate, FallRate: item.FallRate, ShoppingBasketId: item.ShoppingBasketId }}
        onSubmit={submit}
        disabled={saving}
      >
        <div className={styles.formButtons}>
          <Button type="submit" appearance="primary" disabled={saving} icon={saving ? <Spinner size="tiny" /> : undefined}>
            Save
          </Button>
          {goBack}
        </div>
      </TesseraForm>
    </>
  );
}

/** The watchlist table (trading §2 "Watchlist panel"): every column and the row actions. */
function WatchlistTable({ items }: { items: WatchlistItem[] }) {
  const styles = useTradingTableStyles();
  const dispatch = useAppDispatch();
  const { removing } = useAppSelector(selectWatchlist);
  const { canBuyFromWatchlist: canBuy, canEditLists } = useTradePermissions();
  const readOnly = !canEditLists;
  const ref = (i: WatchlistItem) => ({ ISIN: i.ISIN, FundName: i.FundName, FundId: i.FundId, ProductType: i.ProductType });
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label="Watchlist items">
      <Table className={styles.table} size="small" aria-label="Watchlist">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Fees</TableHeaderCell>
            <TableHeaderCell>Fund</TableHeaderCell>
            <TableHeaderCell>Date Added</TableHeaderCell>
            <TableHeaderCell>Date Modified</TableHeaderCell>
            <TableHeaderCell>Start NAV</TableHeaderCell>
            <TableHeaderCell>Current NAV</TableHeaderCell>
            {RETURN_COLUMNS.map(([, label]) => (
              <TableHeaderCell key={label}>{label}</TableHeaderCell>
            ))}
            <TableHeaderCell>Return</TableHeaderCell>
            <TableHeaderCell>Gain Target</TableHeaderCell>
            <TableHeaderCell>Fall Target</TableHeaderCell>
            <TableHeaderCell>Actions</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((i) => (
            <TableRow key={i.ShoppingBasketId} data-testid="watchlist-row">
              <TableCell>
                <FeesCell item={i} />
              </TableCell>
              <TableCell className={styles.fund}>
                {i.FundName}
                <span className={styles.isin}>
                  {i.ISIN}
                  {i.AddedBy ? ` · added by ${i.AddedBy}` : ''}
                </span>
              </TableCell>
              <TableCell className={styles.nowrap}>{formatIsoDate(i.StartDate)}</TableCell>
              <TableCell className={styles.nowrap}>{formatIsoDate(i.ModifiedDate)}</TableCell>
              <TableCell className={styles.num}>{priceText(i.StampNAV, i.CurrencySymbol)}</TableCell>
              <TableCell className={styles.num}>{priceText(i.NAV, i.CurrencySymbol)}</TableCell>
              {RETURN_COLUMNS.map(([key]) => (
                <TableCell key={key} className={styles.num}>
                  <Percent value={i[key]} />
                </TableCell>
              ))}
              <TableCell className={styles.num}>
                <Percent value={i.ReturnPercent} />
              </TableCell>
              <TableCell className={styles.num}>{formatPercent(i.GainRate)}</TableCell>
              <TableCell className={styles.num}>{formatPercent(i.FallRate)}</TableCell>
              <TableCell>
                <div className={styles.actions}>
                  <Tooltip content={`Fund summary of ${i.FundName}`} relationship="label">
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<Info20Regular />}
                      onClick={() => dispatch(tradingActions.fundSummaryRequested(ref(i)))}
                    />
                  </Tooltip>
                  {!readOnly && (
                    <Tooltip content={`Edit alert of ${i.FundName}`} relationship="label">
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<Edit20Regular />}
                        onClick={() => dispatch(watchlistActions.editStarted(i.ShoppingBasketId))}
                      />
                    </Tooltip>
                  )}
                  <Tooltip content={`Fact sheet of ${i.FundName}`} relationship="label">
                    <Button
                      size="small"
                      appearance="subtle"
                      icon={<DocumentText20Regular />}
                      onClick={() => dispatch(tradingActions.factSheetRequested(ref(i)))}
                    />
                  </Tooltip>
                  {canBuy && (
                    <Tooltip content={`Buy ${i.FundName}`} relationship="label">
                      <Button
                        size="small"
                        appearance="subtle"
                        icon={<Cart20Regular />}
                        onClick={() => dispatch(tradingActions.buyRequested(ref(i)))}
                      />
                    </Tooltip>
                  )}
                  {!readOnly && (
                    <Tooltip content={`Remove ${i.FundName} from watchlist`} relationship="label">
                      <Button
                        size="small"
                        appearance="subtle"
                        disabled={removing.includes(i.ShoppingBasketId)}
                        icon={removing.includes(i.ShoppingBasketId) ? <Spinner size="tiny" /> : <Delete20Regular />}
                        onClick={() =>
                          dispatch(watchlistActions.removeRequested({ ShoppingBasketId: i.ShoppingBasketId, FundName: i.FundName }))
                        }
                      />
                    </Tooltip>
                  )}
                </div>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * The watchlist panel (trading §2): the table at width 1770, the Update Watchlist screen (the gain
 * and fall targets, watchlist-targets form) at 800; 'you currently have no items in your watchlist'
 * when empty. Loaded by the watchlist saga when it opens.
 */
export default function WatchlistPanel() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectUi).openModals.includes(WATCHLIST_MODAL);
  const { items, status, editing, editingId, saving } = useAppSelector(selectWatchlist);
  const close = () => {
    dispatch(watchlistActions.editCancelled());
    dispatch(uiActions.modalClosed(WATCHLIST_MODAL));
  };
  const editItem = editing ? items.find((i) => i.ShoppingBasketId === editingId) : undefined;
  const editScreen = !editing ? null : editItem ? (
    <UpdateWatchlistForm item={editItem} saving={saving} />
  ) : (
    <MissingItemScreen onBack={() => dispatch(watchlistActions.editCancelled())} />
  );
  return (
    <TradingPanel
      open={open}
      onClose={close}
      title="Watchlist"
      editTitle="Update Watchlist"
      editScreen={editScreen}
      status={status}
      loadingLabel="Loading your watchlist…"
      failedText={WATCHLIST_TEXTS.requestFailed}
      emptyText={WATCHLIST_TEXTS.emptyWatchlist}
      hasItems={items.length > 0}
    >
      <WatchlistTable items={items} />
    </TradingPanel>
  );
}
