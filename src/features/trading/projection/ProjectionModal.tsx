import { lazy, Suspense } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { CURRENCY_SYMBOLS, PROJECTION_GLANCE_YEARS } from '@/engine/constants';
import { formatMoney } from '@/engine/format/formatMoney';
import { PROJECTION_TEXTS as T } from '@/engine/messages/projectionTexts';
import { projectionCurrency } from '@/engine/reporting/projectionCurrency';
import { projectionSeries } from '@/engine/reporting/projectionYears';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { projectionActions, selectProjection } from '@/store/projectionSlice';
import { selectActiveAccount, selectRole } from '@/store/selectors';
import { useServedForm } from '../common/useServedForm';
import { PROJECTION_FORM_ID, ProjectionForm } from './ProjectionForm';

// Lazy: the chart's chunk carries Plotly (shared with the fact sheet); it loads when a first projection is drawn.
const ProjectionChart = lazy(() => import('./ProjectionChart'));

const useStyles = makeStyles({
  // Compliance §9 "default min 280px and max 600px"; the whole screen on a phone.
  surface: {
    width: '600px',
    minWidth: '280px',
    maxWidth: '95vw',
    '@media (max-width: 640px)': { width: '100vw', maxWidth: '100vw', margin: 0, borderRadius: 0 },
  },
  holding: { margin: `0 0 ${tokens.spacingVerticalXS}`, fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  isin: {
    marginLeft: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground3,
    fontWeight: tokens.fontWeightRegular,
    fontSize: tokens.fontSizeBase200,
  },
  value: { margin: `0 0 ${tokens.spacingVerticalM}`, color: tokens.colorNeutralForeground2 },
  chart: { minHeight: '260px', display: 'grid', alignItems: 'center', marginTop: tokens.spacingVerticalM },
  heading: { margin: `${tokens.spacingVerticalM} 0 ${tokens.spacingVerticalXS}`, fontSize: tokens.fontSizeBase300 },
  glance: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(100px, 1fr))',
    gap: tokens.spacingHorizontalS,
  },
  glanceItem: {
    padding: tokens.spacingVerticalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
    display: 'flex',
    flexDirection: 'column',
  },
  glanceYear: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase200 },
  glanceValue: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
});

/**
 * The Projection Report modal (compliance §2.7), opened from a holding's row: the holding's name and
 * current value, the two inputs, then a line chart of years 1 to 15 (its loader stops 500 ms after
 * the answer) and the glance list of 1, 3, 5, 10 and 15 years. The figures are the server's.
 */
export function ProjectionModal() {
  const dispatch = useAppDispatch();
  const { holding } = useAppSelector(selectProjection);
  return (
    <Dialog
      open={!!holding}
      onOpenChange={(_, d) => {
        if (!d.open) dispatch(projectionActions.closed());
      }}
    >
      <ProjectionSurface />
    </Dialog>
  );
}

function ProjectionSurface() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const { holding, status, result, chartLoading } = useAppSelector(selectProjection);
  const account = useAppSelector(selectActiveAccount);
  const role = useAppSelector(selectRole);
  const registry = useServedForm(PROJECTION_FORM_ID);
  if (!holding) return null;
  const currency = result?.ReferenceCurrency ?? projectionCurrency(role, account?.Currency ?? holding.Currency);
  const symbol =
    result?.CurrencySymbol ??
    (currency === holding.Currency
      ? holding.CurrencySymbol
      : currency === account?.Currency
        ? account.CurrencySymbol
        : (CURRENCY_SYMBOLS[currency] ?? currency));
  const series = result ? projectionSeries(result) : [];
  const valueText = result
    ? `${result.CurrencySymbol} ${formatMoney(result.CurrentValue)}` +
      (result.BaseCurrency !== result.ReferenceCurrency ? ` (${result.BaseCurrency} ${formatMoney(result.BaseValue)})` : '')
    : `${holding.CurrencySymbol} ${formatMoney(holding.CurrentValue)}`;
  const close = () => dispatch(projectionActions.closed());
  const drawing = status === 'loading' || chartLoading;

  return (
    <DialogSurface className={styles.surface} aria-describedby="projection-holding">
      <DialogBody>
        <DialogTitle>{T.title}</DialogTitle>
        <DialogContent>
          <div id="projection-holding">
            <p className={styles.holding}>
              {holding.Name}
              <span className={styles.isin}>{holding.ISIN}</span>
            </p>
            <p className={styles.value}>{`${T.currentValue}: ${valueText}`}</p>
          </div>
          {registry ? (
            <ProjectionForm
              registry={registry}
              currencySymbol={symbol}
              hasRun={!!result}
              busy={status === 'loading'}
              onSubmit={(asked) => dispatch(projectionActions.requested(asked))}
            />
          ) : (
            <Spinner label="Loading…" />
          )}
          <div aria-live="polite" aria-busy={drawing}>
            {(drawing || result) && (
              <section aria-labelledby="projection-chart-title">
                <h3 id="projection-chart-title" className={styles.heading}>
                  {T.chartTitle}
                </h3>
                <div className={styles.chart}>
                  {drawing || !result ? (
                    <Spinner label={T.loadingChart} />
                  ) : (
                    <Suspense fallback={<Spinner label={T.loadingChart} />}>
                      <ProjectionChart series={series} symbol={result.CurrencySymbol} />
                    </Suspense>
                  )}
                </div>
              </section>
            )}
            {result && status !== 'loading' && (
              <section aria-labelledby="projection-glance-title">
                <h3 id="projection-glance-title" className={styles.heading}>
                  {T.glanceTitle}
                </h3>
                <ul className={styles.glance} data-testid="projection-glance">
                  {PROJECTION_GLANCE_YEARS.map((year) => (
                    <li key={year} className={styles.glanceItem}>
                      <span className={styles.glanceYear}>{T.glanceLabel(year)}</span>
                      <span className={styles.glanceValue}>{`${result.CurrencySymbol} ${formatMoney(series[year - 1]?.value ?? 0)}`}</span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </div>
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={close}>
            {T.close}
          </Button>
        </DialogActions>
      </DialogBody>
    </DialogSurface>
  );
}
