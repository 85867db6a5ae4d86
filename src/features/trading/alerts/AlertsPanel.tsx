import { Fragment, useState } from 'react';
import {
  Button,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChevronDown16Regular, ChevronRight16Regular } from '@fluentui/react-icons';
import type { AlertItem, AlertUpdate } from '@/types/api';
import { CURRENCY_SYMBOLS } from '@/engine/constants';
import { ALERT_ACTION } from '@/engine/trading/limits';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { formatPercent } from '@/engine/format/formatPercent';
import { WATCHLIST_TEXTS } from '@/engine/messages/watchlistTexts';
import { TesseraForm, type FormData } from '@/widgets/TesseraForm';
import { alertsActions } from '@/store/alertsSlice';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUi } from '@/store/selectors';
import { uiActions } from '@/store/uiSlice';
import type { RootState } from '@/store/rootReducer';
import { Percent, RETURN_COLUMNS, priceText, useTradingTableStyles } from '../common/returnColumns';
import { useServedForm } from '../common/useServedForm';
import { MissingItemScreen, TradingPanel } from '../common/TradingPanel';
import { useTradePermissions } from '../search/useTradePermissions';

export const ALERTS_MODAL = 'alerts';
const FORM_ID = 'alert-targets';
const selectAlerts = (s: RootState) => s.alerts;

/** The action codes of trading §4 as the Reset Alert form names them. */
const ACTION_NAMES: Record<number, string> = { 1: 'Notify By Email', 2: 'Auto Sell', 3: 'Reset Alert', 4: 'No Alert' };

const useStyles = makeStyles({
  content: { maxHeight: '500px', overflowY: 'auto' },
  action: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase100, whiteSpace: 'nowrap' },
  history: { backgroundColor: tokens.colorNeutralBackground2, padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  historyTable: { maxWidth: '900px' },
  historyTitle: { margin: `0 0 ${tokens.spacingVerticalXS}`, fontSize: tokens.fontSizeBase300 },
});

const symbolOf = (currency: string) => CURRENCY_SYMBOLS[currency] ?? `${currency} `;

function ResetAlertForm({ item, saving }: { item: AlertItem; saving: boolean }) {
  const styles = useTradingTableStyles();
  const dispatch = useAppDispatch();
  const registry = useServedForm(FORM_ID);
  const goBack = <Button onClick={() => dispatch(alertsActions.resetCancelled())}>{WATCHLIST_TEXTS.goBackWithoutSaving}</Button>;
  if (!registry) return <Spinner label="Loading…" />;
  const given: FormData = {
    TradeId: item.TradeBuyId,
    GainSelection: item.GainSelection,
    FallSelection: item.FallSelection,
    AutoResetGainFallValue: item.AutoResetGainFallValue,
  };
  if (item.GainRate !== null) given.GainRate = item.GainRate;
  if (item.FallRate !== null) given.FallRate = item.FallRate;
  const submit = (answers: FormData) => {
    const update: AlertUpdate = {
      TradeId: item.TradeBuyId,
      GainSelection: answers.GainSelection as number,
      FallSelection: answers.FallSelection as number,
    };
    for (const k of ['GainRate', 'FallRate', 'AutoResetGainFallValue'] as const) if (typeof answers[k] === 'number') update[k] = answers[k];
    dispatch(alertsActions.resetSubmitted(update));
  };
  return (
    <>
      <p className={styles.subject}>
        {item.FundName} <span className={styles.isin}>{item.ISIN}</span>
      </p>
      <TesseraForm registry={registry} formId={FORM_ID} idPrefix="alert" formData={given} onSubmit={submit} disabled={saving}>
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

/** The History of one alert: Date, Status, Gain Target, Fall Target, New Gain Target, New Fall Target. */
function AlertHistory({ item, id }: { item: AlertItem; id: string }) {
  const styles = useStyles();
  return (
    <div id={id} className={styles.history}>
      <h4 className={styles.historyTitle}>History of {item.FundName}</h4>
      {item.History.length ? (
        <Table size="extra-small" className={styles.historyTable} aria-label={`History of ${item.FundName}`}>
          <TableHeader>
            <TableRow>
              {['Date', 'Status', 'Gain Target', 'Fall Target', 'New Gain Target', 'New Fall Target'].map((h) => (
                <TableHeaderCell key={h}>{h}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {item.History.map((h, n) => (
              <TableRow key={n}>
                <TableCell>{formatIsoDate(h.Date)}</TableCell>
                <TableCell>{h.State}</TableCell>
                <TableCell>{formatPercent(h.GainRate)}</TableCell>
                <TableCell>{formatPercent(h.FallRate)}</TableCell>
                <TableCell>{formatPercent(h.NewGainRate)}</TableCell>
                <TableCell>{formatPercent(h.NewFallRate)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <p>No changes yet.</p>
      )}
    </div>
  );
}

/** The alerts table (trading §2 "Alerts panel"): every column, a collapsible History per row, Reset Alert. */
function AlertsTable({ items, expanded, toggle }: { items: AlertItem[]; expanded: number[]; toggle: (id: number) => void }) {
  const styles = useTradingTableStyles();
  const own = useStyles();
  const dispatch = useAppDispatch();
  const readOnly = !useTradePermissions().canEditLists;
  const columns = 18;
  return (
    <div className={styles.scroller} tabIndex={0} role="region" aria-label="Alert items">
      <Table className={styles.table} size="small" aria-label="Alerts">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Fund</TableHeaderCell>
            <TableHeaderCell>Purchase Date</TableHeaderCell>
            <TableHeaderCell>Start Value</TableHeaderCell>
            <TableHeaderCell>Current Value</TableHeaderCell>
            {RETURN_COLUMNS.map(([, label]) => (
              <TableHeaderCell key={label}>{label}</TableHeaderCell>
            ))}
            <TableHeaderCell>10Y</TableHeaderCell>
            <TableHeaderCell>Return</TableHeaderCell>
            <TableHeaderCell>Gain Target</TableHeaderCell>
            <TableHeaderCell>Fall Target</TableHeaderCell>
            <TableHeaderCell>Action</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((a) => {
            const open = expanded.includes(a.TradeBuyId);
            const historyId = `alert-history-${a.TradeBuyId}`;
            return (
              <Fragment key={a.TradeBuyId}>
                <TableRow data-testid="alert-row">
                  <TableCell className={styles.fund}>
                    <Button
                      size="small"
                      appearance="transparent"
                      icon={open ? <ChevronDown16Regular /> : <ChevronRight16Regular />}
                      aria-expanded={open}
                      aria-controls={open ? historyId : undefined}
                      aria-label={`History of ${a.FundName}`}
                      onClick={() => toggle(a.TradeBuyId)}
                    />
                    {a.FundName}
                    <span className={styles.isin}>{a.ISIN}</span>
                  </TableCell>
                  <TableCell className={styles.nowrap}>{formatIsoDate(a.PurchaseDate)}</TableCell>
                  <TableCell className={styles.num}>{priceText(a.StartValue, symbolOf(a.Currency))}</TableCell>
                  <TableCell className={styles.num}>{priceText(a.CurrentValue, symbolOf(a.Currency))}</TableCell>
                  {RETURN_COLUMNS.map(([key]) => (
                    <TableCell key={key} className={styles.num}>
                      <Percent value={a[key]} />
                    </TableCell>
                  ))}
                  <TableCell className={styles.num}>
                    <Percent value={a.TenYears} />
                  </TableCell>
                  <TableCell className={styles.num}>
                    <Percent value={a.ReturnPercent} />
                  </TableCell>
                  <TableCell className={styles.num}>
                    {a.GainSelection === ALERT_ACTION.NoAlert ? '–' : formatPercent(a.GainRate)}
                    <span className={own.action}>{ACTION_NAMES[a.GainSelection] ?? ''}</span>
                  </TableCell>
                  <TableCell className={styles.num}>
                    {a.FallSelection === ALERT_ACTION.NoAlert ? '–' : formatPercent(a.FallRate)}
                    <span className={own.action}>{ACTION_NAMES[a.FallSelection] ?? ''}</span>
                  </TableCell>
                  <TableCell>
                    {!readOnly && (
                      <Button
                        size="small"
                        aria-label={`Reset Alert of ${a.FundName}`}
                        onClick={() => dispatch(alertsActions.resetStarted(a.TradeBuyId))}
                      >
                        Reset Alert
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
                {open && (
                  <TableRow>
                    <TableCell colSpan={columns}>
                      <AlertHistory item={a} id={historyId} />
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * The alerts panel (trading §2): the active account's alerts at width 1770 (max height 500), the
 * Reset Alert screen (gain and fall targets, an action for each and the after-reset value;
 * alert-targets form) at 800; 'you currently have nothing in your Alerts List' when empty.
 */
export default function AlertsPanel() {
  const own = useStyles();
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectUi).openModals.includes(ALERTS_MODAL);
  const { items, status, resetting, resettingId, saving } = useAppSelector(selectAlerts);
  const close = () => {
    dispatch(alertsActions.resetCancelled());
    dispatch(uiActions.modalClosed(ALERTS_MODAL));
  };
  const item = resetting ? items.find((a) => a.TradeBuyId === resettingId) : undefined;
  // Which histories are open; kept here so they stay open across the Reset Alert screen.
  const [expanded, setExpanded] = useState<number[]>([]);
  const toggle = (id: number) => setExpanded((e) => (e.includes(id) ? e.filter((x) => x !== id) : [...e, id]));
  const editScreen = !resetting ? null : item ? (
    <ResetAlertForm item={item} saving={saving} />
  ) : (
    <MissingItemScreen onBack={() => dispatch(alertsActions.resetCancelled())} />
  );
  return (
    <TradingPanel
      open={open}
      onClose={close}
      title="Alerts"
      editTitle="Reset Alert"
      editScreen={editScreen}
      status={status}
      loadingLabel="Loading your alerts…"
      failedText={WATCHLIST_TEXTS.loadingAlertsFailed}
      emptyText={WATCHLIST_TEXTS.emptyAlerts}
      hasItems={items.length > 0}
      contentClassName={own.content}
    >
      <AlertsTable items={items} expanded={expanded} toggle={toggle} />
    </TradingPanel>
  );
}
