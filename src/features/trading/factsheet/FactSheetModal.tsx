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
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { ArrowDownload20Regular, Cart20Regular, Star20Regular } from '@fluentui/react-icons';
import { factSheetSections, type FactSheetRow, type FactSheetTable } from '@/engine/trading/factSheetSections';
import { riskScalePosition } from '@/engine/trading/riskScalePosition';
import { EQUITY_STYLE_COLUMNS, EQUITY_STYLE_ROWS, styleBoxCell } from '@/engine/trading/styleBox';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { productsActions, selectFactSheet, selectReport } from '@/store/productsSlice';
import { tradingActions } from '@/store/tradingActions';
import { useTradePermissions } from '../search/useTradePermissions';
import { DownloadLink } from '../common/DownloadLink';
import { AllocationDonut, PerformanceChart, performanceSummary } from './FactSheetCharts';

/** Trading §9 "fund modals 1000". */
const FACT_SHEET_WIDTH = 1000;

const useStyles = makeStyles({
  surface: {
    width: `min(${FACT_SHEET_WIDTH}px, 100vw)`,
    maxWidth: `${FACT_SHEET_WIDTH}px`,
    '@media (max-width: 600px)': { padding: '12px', borderRadius: 0 },
  },
  header: { display: 'flex', flexWrap: 'wrap', gap: '8px', alignItems: 'center', marginBottom: '8px' },
  asOf: { flexGrow: 1, color: tokens.colorNeutralForeground3 },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: '16px 24px' },
  section: { minWidth: 0 },
  h3: {
    fontSize: tokens.fontSizeBase400,
    margin: '16px 0 6px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingBottom: '4px',
  },
  pairs: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px', margin: 0 },
  dt: { color: tokens.colorNeutralForeground3 },
  dd: { margin: 0, fontWeight: 600 },
  scroll: { overflowX: 'auto' },
  styleBox: {
    display: 'grid',
    gridTemplateColumns: 'auto repeat(3, 44px)',
    gap: '2px',
    alignItems: 'center',
    fontSize: tokens.fontSizeBase200,
  },
  cell: { height: '32px', border: `1px solid ${tokens.colorNeutralStroke1}` },
  filled: { background: 'var(--brand-primary, #003479)' },
  scale: {
    position: 'relative',
    height: '10px',
    borderRadius: '5px',
    background: 'linear-gradient(90deg, #cfe8cf, #fff0b3, #f7c6c6)',
    margin: '28px 0 28px',
  },
  marker: {
    position: 'absolute',
    top: '-8px',
    width: '4px',
    height: '26px',
    marginLeft: '-2px',
    background: 'var(--brand-primary, #003479)',
  },
  markerLabel: {
    position: 'absolute',
    top: '-26px',
    transform: 'translateX(-50%)',
    fontSize: tokens.fontSizeBase200,
    whiteSpace: 'nowrap',
    fontWeight: 600,
  },
  categoryMarker: { background: tokens.colorNeutralForeground3 },
  categoryLabel: { top: '20px', fontWeight: 400 },
  scaleEnds: { display: 'flex', justifyContent: 'space-between', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  srOnly: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  footer: { marginTop: '16px', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
});

function Pairs({ rows }: { rows: FactSheetRow[] }) {
  const styles = useStyles();
  return (
    <dl className={styles.pairs}>
      {rows.map((r) => [
        <dt key={`t-${r.label}`} className={styles.dt}>
          {r.label}
        </dt>,
        <dd key={`d-${r.label}`} className={styles.dd}>
          {r.value}
        </dd>,
      ])}
    </dl>
  );
}

function DataTable({ table, hiddenCaption = false }: { table: FactSheetTable; hiddenCaption?: boolean }) {
  const styles = useStyles();
  if (!table.rows.length) return <Text>{table.empty}</Text>;
  return (
    <div className={styles.scroll}>
      <Table size="extra-small">
        <caption className={hiddenCaption ? styles.srOnly : undefined}>{table.caption}</caption>
        <TableHeader>
          <TableRow>
            {table.columns.map((c) => (
              <TableHeaderCell key={c}>{c}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {table.rows.map((row, i) => (
            <TableRow key={i}>
              {row.map((cell, j) => {
                const full = table.full?.[i]?.[j];
                return (
                  <TableCell key={j} title={full && full !== cell ? full : undefined}>
                    {full && full !== cell ? (
                      <>
                        <span aria-hidden="true">{cell}</span>
                        <span className={styles.srOnly}>{full}</span>
                      </>
                    ) : (
                      cell
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function Section({ title, children, wide = false }: { title: string; children: React.ReactNode; wide?: boolean }) {
  const styles = useStyles();
  const id = `fs-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className={styles.section} style={wide ? { gridColumn: '1 / -1' } : undefined}>
      <h3 id={id} className={styles.h3}>
        {title}
      </h3>
      {children}
    </section>
  );
}

function StyleBox({ style }: { style: number | null | undefined }) {
  const styles = useStyles();
  const chosen = styleBoxCell(style);
  return (
    <div className={styles.styleBox} aria-hidden="true" data-testid="style-box">
      <span />
      {EQUITY_STYLE_COLUMNS.map((c) => (
        <span key={c}>{c}</span>
      ))}
      {EQUITY_STYLE_ROWS.map((r, i) => [
        <span key={r}>{r}</span>,
        ...EQUITY_STYLE_COLUMNS.map((c, j) => (
          <span key={`${r}-${c}`} className={`${styles.cell} ${chosen?.row === i && chosen.column === j ? styles.filled : ''}`} />
        )),
      ])}
    </div>
  );
}

function RiskScale({ fund, category }: { fund: number | undefined; category: number | null | undefined }) {
  const styles = useStyles();
  const at = riskScalePosition(fund);
  const avg = riskScalePosition(category);
  return (
    <div aria-hidden="true" data-testid="risk-scale">
      <div className={styles.scale}>
        {at !== null && (
          <span className={styles.marker} style={{ left: `${at}%` }} data-position={at}>
            <span className={styles.markerLabel}>{`Fund ${fund}`}</span>
          </span>
        )}
        {avg !== null && (
          <span className={`${styles.marker} ${styles.categoryMarker}`} style={{ left: `${avg}%` }}>
            <span className={`${styles.markerLabel} ${styles.categoryLabel}`}>Category</span>
          </span>
        )}
      </div>
      <div className={styles.scaleEnds}>
        <span>1 Lower risk</span>
        <span>5 Higher risk</span>
      </div>
    </div>
  );
}

/** The fund fact sheet (trading §2): header actions and every section, the notes variant for structured notes. */
export default function FactSheetModal() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const factSheet = useAppSelector(selectFactSheet);
  const report = useAppSelector(selectReport);
  const { showFactSheetBuy, canWatch } = useTradePermissions();
  if (!factSheet) return null;
  const { ref, data } = factSheet;
  const close = () => dispatch(productsActions.factSheetClosed());
  const s = data ? factSheetSections(data) : null;
  const symbol = data?.CurrencySymbol ?? data?.Currency ?? '';
  const series = data?.PerformanceSeries ?? [];
  const product = {
    ISIN: ref.ISIN,
    FundName: data?.FundName ?? ref.FundName,
    FundId: data?.FundId ?? ref.FundId,
    ProductType: data?.ProductType ?? ref.ProductType,
  };

  return (
    <Dialog
      open
      onOpenChange={(_, d) => {
        if (!d.open) close();
      }}
    >
      <DialogSurface className={styles.surface} aria-describedby={undefined}>
        <DialogBody>
          <DialogTitle>{s?.title ?? ref.FundName ?? 'Fund fact sheet'}</DialogTitle>
          <DialogContent>
            {!s || !data ? (
              <Spinner label="Loading the fact sheet…" />
            ) : (
              <>
                <div className={styles.header}>
                  <Text className={styles.asOf} data-testid="fact-sheet-as-of">{`As of ${s.asOf}`}</Text>
                  <Button
                    icon={<ArrowDownload20Regular />}
                    disabled={report?.status === 'loading'}
                    onClick={() => dispatch(productsActions.reportRequested({ ISIN: data.ISIN }))}
                  >
                    {report?.status === 'loading' ? 'Preparing report…' : 'Download Report'}
                  </Button>
                  {canWatch && (
                    <Button icon={<Star20Regular />} onClick={() => dispatch(tradingActions.addToWatchlistRequested(product))}>
                      Add to Watchlist
                    </Button>
                  )}
                  {showFactSheetBuy(data.ISIN) && (
                    <Button appearance="primary" icon={<Cart20Regular />} onClick={() => dispatch(tradingActions.buyRequested(product))}>
                      Buy Now
                    </Button>
                  )}
                </div>
                {report?.blocked && report.url && (
                  <Text role="status">
                    Your browser blocked the new tab. <DownloadLink href={report.url}>Open the fact sheet report</DownloadLink>
                  </Text>
                )}
                <div className={styles.grid}>
                  <Section title="Investment Objective" wide>
                    <Text>{s.objective ?? 'No investment objective available at this time'}</Text>
                  </Section>
                  <Section title="Fund Profile">
                    <Pairs rows={s.profile} />
                  </Section>
                  <Section title="Purchase Information">
                    <Pairs rows={s.purchase} />
                  </Section>
                  <Section title="Trailing Total Returns" wide>
                    <DataTable table={s.trailingReturns} hiddenCaption />
                  </Section>
                  <Section title="Fund Performance" wide>
                    {series.length > 1 && (
                      <figure style={{ margin: 0 }}>
                        <PerformanceChart series={series} symbol={symbol} />
                        <figcaption>
                          <Text size={200}>{performanceSummary(series, symbol)}</Text>
                        </figcaption>
                      </figure>
                    )}
                    <DataTable table={s.yearly} hiddenCaption />
                  </Section>
                  {!s.isNote && (
                    <>
                      <Section title="Portfolio Analysis">
                        <AllocationDonut
                          allocation={(['Stock', 'Bond', 'Cash', 'Other'] as const).map((k) => ({ label: k, value: data[k] ?? null }))}
                        />
                        <Pairs rows={s.allocation} />
                      </Section>
                      <Section title="Investment Style">
                        <StyleBox style={data.EquityStyle} />
                        <Text block>{s.style.equity ? `Equity style: ${s.style.equity}` : 'Equity style: none'}</Text>
                        {s.style.bond && <Text block>{`Bond style: ${s.style.bond}`}</Text>}
                        <Pairs rows={s.style.valuation} />
                      </Section>
                      <Section title="Risk Measures">
                        <Pairs rows={s.riskMeasures} />
                      </Section>
                    </>
                  )}
                  <Section title="Risk Profile">
                    <RiskScale fund={data.FundRiskRating ?? data.RiskRating} category={s.isNote ? null : data.MScategoryRiskAverage} />
                    <Pairs rows={s.riskProfile} />
                  </Section>
                  {!s.isNote && (
                    <>
                      <Section title="Asset Summary by Market Cap">
                        <Pairs rows={s.marketCap} />
                      </Section>
                      <Section title="Top 10 Holdings" wide>
                        <DataTable table={s.topHoldings} hiddenCaption />
                      </Section>
                      <Section title="Top 10 Sectors">
                        <DataTable table={s.sectors} hiddenCaption />
                      </Section>
                      <Section title="Regional Breakdown">
                        <DataTable table={s.regions} hiddenCaption />
                      </Section>
                    </>
                  )}
                </div>
                <p className={styles.footer} data-testid="ratings-footer">
                  {s.footer}
                </p>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button appearance="secondary" onClick={close}>
              Close
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
