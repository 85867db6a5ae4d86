import { makeStyles, tokens } from '@fluentui/react-components';
import { formatPercent } from '@/engine/format/formatPercent';
import { formatMoney } from '@/engine/format/formatMoney';

/** The return periods of the watchlist and alerts tables (trading §2, §9), with their headers. */
export const RETURN_COLUMNS = [
  ['OneDay', '1D'],
  ['OneWeek', '1W'],
  ['OneMonth', '1M'],
  ['ThreeMonths', '3M'],
  ['SixMonths', '6M'],
  ['YTD', 'YTD'],
  ['OneYear', '1Y'],
  ['ThreeYears', '3Y'],
  ['FiveYears', '5Y'],
] as const;

/** A price to 2 decimals with its currency symbol; '–' when there is none. */
export const priceText = (value: number | null | undefined, symbol: string) =>
  value === null || value === undefined ? '–' : `${symbol}${formatMoney(value)}`;

/** A signed percentage coloured by its sign (the sign and text carry the meaning; colour only helps). */
export function Percent({ value }: { value: number | null | undefined }) {
  const styles = usePercentStyles();
  const cls = value === null || value === undefined || value === 0 ? undefined : value > 0 ? styles.up : styles.down;
  return <span className={cls}>{formatPercent(value)}</span>;
}

const usePercentStyles = makeStyles({
  up: { color: tokens.colorPaletteGreenForeground1 },
  down: { color: tokens.colorPaletteRedForeground1 },
});

/** Table layout shared by the watchlist and alerts panels: a keyboard-scrollable region on narrow screens. */
export const useTradingTableStyles = makeStyles({
  scroller: {
    overflowX: 'auto',
    width: '100%',
    outlineOffset: '2px',
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  // Auto layout: the columns take their content's width (Fluent's table is fixed-layout), the region scrolls when narrower.
  table: { tableLayout: 'auto', minWidth: '1200px', fontSize: tokens.fontSizeBase200 },
  num: { textAlign: 'right', whiteSpace: 'nowrap' },
  nowrap: { whiteSpace: 'nowrap' },
  fund: { minWidth: '220px', maxWidth: '320px' },
  isin: { display: 'block', color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase100 },
  actions: { display: 'flex', columnGap: '2px', flexWrap: 'nowrap' },
  empty: {
    padding: `${tokens.spacingVerticalXL} 0`,
    textAlign: 'center',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase400,
  },
  surfaceWide: {
    width: 'min(1770px, calc(100vw - 32px))',
    maxWidth: '1770px',
    '@media (max-width: 640px)': { width: '100vw', maxWidth: '100vw', margin: 0, borderRadius: 0 },
  },
  surfaceEdit: {
    width: 'min(800px, calc(100vw - 32px))',
    maxWidth: '800px',
    '@media (max-width: 640px)': { width: '100vw', maxWidth: '100vw', margin: 0, borderRadius: 0 },
  },
  formButtons: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    marginTop: tokens.spacingVerticalL,
  },
  subject: { margin: `0 0 ${tokens.spacingVerticalM}`, fontWeight: tokens.fontWeightSemibold },
});
