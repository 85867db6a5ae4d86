import { makeStyles, Spinner, tokens } from '@fluentui/react-components';
import type { FundSummary } from '@/types/api';
import { formatPercent } from '@/engine/format/formatPercent';
import { styleBoxLabel } from '@/engine/trading/styleBox';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { productsActions, selectFundSummary } from '@/store/productsSlice';
import { InfoDialog } from '../common/InfoDialog';

/** Trading §9 "fund modals 1000". */
const FUND_MODAL_WIDTH = 1000;

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: '16px 24px' },
  h3: {
    fontSize: tokens.fontSizeBase400,
    margin: '8px 0 6px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingBottom: '4px',
  },
  pairs: { display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px', margin: 0 },
  dt: { color: tokens.colorNeutralForeground3 },
  dd: { margin: 0, fontWeight: 600 },
});

const days = (n: number | null) => (n === null ? '–' : `T+${n} (${n} business ${n === 1 ? 'day' : 'days'})`);
const stars = (n: number) => (n ? `${'★'.repeat(n)}${'☆'.repeat(5 - n)} (${n} of 5)` : 'Not rated (0 of 5)');

/** The sections of the fund summary popup (trading §2): ratings provider, fees, settlements. */
export function fundSummaryRows(f: FundSummary): [string, [string, string][]][] {
  return [
    [
      'Ratings Provider',
      [
        ['Category', f.MScategory],
        ['Star rating', stars(f.MSrating)],
        ['Equity style box', styleBoxLabel(f.EquityStyle, 'equity') ?? '–'],
        ['Bond style', styleBoxLabel(f.BondStyle, 'bond') ?? '–'],
        ['3-year standard deviation', f.ThreeYrsStdDev === null ? '–' : f.ThreeYrsStdDev.toFixed(2)],
      ],
    ],
    [
      'Fees',
      [
        ['Initial purchase', formatPercent(f.InitialFee)],
        ['Publish charge', formatPercent(f.PublishCharge)],
        ['Actual charge', formatPercent(f.ActualCharge)],
        ['Management fee', formatPercent(f.ManagementFee)],
        ['Exit fee', formatPercent(f.ExitFee)],
      ],
    ],
    [
      'Settlements',
      [
        ['Tradeable', f.Tradeable ? 'Yes' : 'No'],
        ['Cut-off time', f.CutOffTime ? `${f.CutOffTime} (${f.CutOffTimeZone})` : '–'],
        ['Settlement period', days(f.SettlementPeriod)],
        ['Buy settlement period', days(f.BuySettlementPeriod)],
        ['Sell settlement period', days(f.SellSettlementPeriod)],
      ],
    ],
  ];
}

/** The fund summary popup (trading §2), width 1000 (§9 "fund modals 1000"). */
export default function FundSummaryModal() {
  const styles = useStyles();
  const dispatch = useAppDispatch();
  const summary = useAppSelector(selectFundSummary);
  if (!summary) return null;
  const close = () => dispatch(productsActions.fundSummaryClosed());
  return (
    <InfoDialog
      open
      onClose={close}
      title={`Fund Summary: ${summary.data?.FundName ?? summary.ref.FundName ?? summary.ref.ISIN}`}
      width={FUND_MODAL_WIDTH}
    >
      {!summary.data ? (
        <Spinner label="Loading the fund summary…" />
      ) : (
        <div className={styles.grid}>
          {fundSummaryRows(summary.data).map(([title, rows]) => (
            <section key={title} aria-label={title}>
              <h3 className={styles.h3}>{title}</h3>
              <dl className={styles.pairs}>
                {rows.map(([k, v]) => [
                  <dt key={`t-${k}`} className={styles.dt}>
                    {k}
                  </dt>,
                  <dd key={`d-${k}`} className={styles.dd}>
                    {v}
                  </dd>,
                ])}
              </dl>
            </section>
          ))}
        </div>
      )}
    </InfoDialog>
  );
}
