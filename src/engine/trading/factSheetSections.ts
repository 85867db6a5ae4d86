import { formatIsoDate } from '../format/formatIsoDate';
import { formatMoney } from '../format/formatMoney';
import { formatPercent } from '../format/formatPercent';
import { formatUnitCost } from '../format/formatUnitCost';
import { truncateName } from '../session/truncateName';
import { styleBoxLabel } from './styleBox';

/** The return periods a fact sheet shows (trading §9), with the field that holds each. */
export const FACT_SHEET_RETURN_PERIODS = [
  ['1D', 'OneDay'],
  ['1W', 'OneWeek'],
  ['1M', 'OneMonth'],
  ['3M', 'ThreeMonths'],
  ['6M', 'SixMonths'],
  ['YTD', 'YTD'],
  ['1Y', 'OneYear'],
  ['3Y', 'ThreeYears'],
  ['5Y', 'FiveYears'],
  ['10Y', 'TenYears'],
] as const;

type ReturnField = (typeof FACT_SHEET_RETURN_PERIODS)[number][1];

/**
 * A fund fact sheet as `products/fundfactsheet` answers it (trading §3 "Fund details"); the notes
 * fact sheet gives a subset, so everything but the identity is optional.
 */
export type FactSheetData = {
  FundName: string;
  ISIN: string;
  Currency: string;
  CurrencySymbol?: string;
  ProductType?: string;
  Provider?: string;
  Issuer?: string;
  Narrative?: string | null;
  CategoryIndex?: string | null;
  MSrating?: number;
  MScategory?: string;
  Category?: string;
  LatestNav?: number | null;
  NavDate?: string | null;
  TotalNetAssets?: number | null;
  InitialInvestment?: number | null;
  SubsequentInvestment?: number | null;
  InitialFee?: number | null;
  ExitFee?: number | null;
  ManagementFee?: number | null;
  DeferredFee?: number | null;
  PublishCharge?: number | null;
  ActualCharge?: number | null;
  Stock?: number | null;
  Bond?: number | null;
  Cash?: number | null;
  Other?: number | null;
  EquityStyle?: number | null;
  BondStyle?: number | null;
  BookRatio?: number | null;
  EarningRatio?: number | null;
  CashFlowRatio?: number | null;
  Alpha?: number | null;
  Beta?: number | null;
  Rsquared?: number | null;
  InformationRatio?: number | null;
  TrackingError?: number | null;
  ThreeYrsSharpeRatio?: number | null;
  ThreeYrsStdDev?: number | null;
  RiskRating?: number;
  FundRiskRating?: number;
  MScategoryRiskAverage?: number | null;
  Giant?: number | null;
  Large?: number | null;
  Medium?: number | null;
  Small?: number | null;
  Micro?: number | null;
  TopHoldings?: { FundName: string; Sector: string; Country: string; Weighting: number }[];
  Sectors?: { Sector: string; Weighting: number }[];
  Regions?: { RegionName: string; EquityPercent: number }[];
  YearlyPerformance?: {
    Year: number;
    FundValueYear: number;
    IndexValueYear: number | null;
    CategoryPerformance: number | null;
    PercentileRank: number | null;
    FundGrowthValue: number;
    IndexGrowthValue: number | null;
    EndDate: string;
  }[];
  PerformanceSeries?: { Date: string; Value: number }[];
  MinInvest?: number | null;
  Denomination?: number | null;
  MaturityDate?: string | null;
  Coupon?: number | null;
  HasFactSheet?: boolean;
} & { [K in ReturnField]?: number | null };

/** Trading §2 "Empty messages" of the fact sheet, and the ones chosen for the sections the spec leaves open (decisions.md). */
export const NO_SECTOR_DATA = 'No fund sector data available at this time';
export const NO_REGION_DATA = 'No fund region data available at this time';
export const NO_HOLDINGS_DATA = 'No fund holdings data available at this time';
export const NO_PERFORMANCE_DATA = 'No fund performance data available at this time';
/** Trading §9 "Fact sheet texts truncated at 10 or 15 characters": holding names at 15, countries at 10. */
export const FACT_SHEET_NAME_MAX = 15;
export const FACT_SHEET_SHORT_MAX = 10;
/** The ratings-provider footer (trading §2); the provider's name is not shown in the spec (decisions.md). */
export const RATINGS_FOOTER =
  'Ratings, categories, style boxes and risk measures are provided by the ratings provider and are not guaranteed to be accurate, complete or timely. ' +
  'Past performance is not a reliable indicator of future results. The value of investments can fall as well as rise.';

export interface FactSheetRow {
  label: string;
  value: string;
}
export interface FactSheetTable {
  caption: string;
  columns: string[];
  rows: string[][];
  empty?: string;
  /** Full texts of truncated cells, same shape as rows. */ full?: string[][];
}

export interface FactSheetSections {
  title: string;
  asOf: string;
  isNote: boolean;
  objective: string | null;
  profile: FactSheetRow[];
  purchase: FactSheetRow[];
  trailingReturns: FactSheetTable;
  yearly: FactSheetTable;
  allocation: FactSheetRow[];
  style: { equity: string | null; bond: string | null; valuation: FactSheetRow[] };
  riskMeasures: FactSheetRow[];
  riskProfile: FactSheetRow[];
  marketCap: FactSheetRow[];
  topHoldings: FactSheetTable;
  sectors: FactSheetTable;
  regions: FactSheetTable;
  footer: string;
}

const dash = '–';
const ratio = (v: number | null | undefined) => (v === null || v === undefined ? dash : v.toFixed(2));

/**
 * Every section of the fund fact sheet (trading §2) as labelled, formatted texts, so the modal, its
 * screen-reader tables and the downloadable PDF say the same thing: money to 2 decimals, unit prices
 * to 4, percentages to 5 (trading §9), dates 'dd/MM/yyyy'.
 * @param sheet - the fact sheet (or notes fact sheet) of one product
 * @returns the sections in the order the fact sheet shows them
 */
export function factSheetSections(sheet: FactSheetData): FactSheetSections {
  const symbol = sheet.CurrencySymbol ?? sheet.Currency;
  const money = (v: number | null | undefined) => (v === null || v === undefined ? dash : `${symbol} ${formatMoney(v)}`);
  const pct = (v: number | null | undefined) => formatPercent(v);
  const isNote = sheet.ProductType === 'Hybrid, Structured Instruments';
  const category = sheet.MScategory ?? sheet.Category ?? dash;

  const profile: FactSheetRow[] = [
    { label: isNote ? 'Issuer' : 'Provider', value: sheet.Provider ?? sheet.Issuer ?? dash },
    { label: 'Product type', value: sheet.ProductType ?? dash },
    { label: 'Category', value: category },
    ...(isNote ? [] : [{ label: 'Category index', value: sheet.CategoryIndex ?? dash }]),
    { label: 'ISIN', value: sheet.ISIN },
    { label: 'Currency', value: sheet.Currency },
    {
      label: 'Latest NAV',
      value: sheet.LatestNav === null || sheet.LatestNav === undefined ? dash : `${symbol} ${formatUnitCost(sheet.LatestNav)}`,
    },
    ...(isNote
      ? [
          { label: 'Denomination', value: money(sheet.Denomination) },
          { label: 'Coupon', value: sheet.Coupon === null || sheet.Coupon === undefined ? dash : pct(sheet.Coupon) },
          { label: 'Maturity date', value: formatIsoDate(sheet.MaturityDate) },
        ]
      : [
          { label: 'Total net assets', value: money(sheet.TotalNetAssets) },
          { label: 'Star rating', value: sheet.MSrating ? `${sheet.MSrating} of 5` : 'Not rated' },
        ]),
  ];

  const purchase: FactSheetRow[] = [
    { label: 'Minimum initial purchase', value: money(sheet.InitialInvestment ?? sheet.MinInvest) },
    ...(isNote ? [] : [{ label: 'Minimum subsequent purchase', value: money(sheet.SubsequentInvestment) }]),
    { label: 'Initial charge', value: pct(sheet.InitialFee) },
    { label: 'Exit charge', value: pct(sheet.ExitFee) },
    ...(isNote
      ? []
      : [
          { label: 'Management fee', value: pct(sheet.ManagementFee) },
          { label: 'Deferred charge', value: pct(sheet.DeferredFee) },
        ]),
    { label: 'Published ongoing charge', value: pct(sheet.PublishCharge) },
    { label: 'Actual ongoing charge', value: pct(sheet.ActualCharge) },
  ];

  const trailingReturns: FactSheetTable = {
    caption: 'Trailing total returns',
    columns: FACT_SHEET_RETURN_PERIODS.map(([label]) => label),
    rows: [FACT_SHEET_RETURN_PERIODS.map(([, field]) => pct(sheet[field]))],
  };

  const years = sheet.YearlyPerformance ?? [];
  const yearly: FactSheetTable = {
    caption: 'Yearly performance',
    columns: ['Year', 'Fund', 'Category', 'Percentile rank', `Growth of ${formatMoney(10_000)}`],
    rows: years.map((y) => [
      String(y.Year),
      pct(y.FundValueYear),
      pct(y.CategoryPerformance),
      y.PercentileRank === null ? dash : String(y.PercentileRank),
      money(y.FundGrowthValue),
    ]),
    empty: NO_PERFORMANCE_DATA,
  };

  const allocation: FactSheetRow[] = (['Stock', 'Bond', 'Cash', 'Other'] as const).map((k) => ({ label: k, value: pct(sheet[k]) }));

  const valuation: FactSheetRow[] = [
    { label: 'Price / book ratio', value: ratio(sheet.BookRatio || null) },
    { label: 'Price / earnings ratio', value: ratio(sheet.EarningRatio || null) },
    { label: 'Price / cash flow ratio', value: ratio(sheet.CashFlowRatio || null) },
  ];

  const riskMeasures: FactSheetRow[] = [
    { label: 'Alpha', value: ratio(sheet.Alpha) },
    { label: 'Beta', value: ratio(sheet.Beta) },
    { label: 'R-squared', value: ratio(sheet.Rsquared) },
    { label: 'Information ratio', value: ratio(sheet.InformationRatio) },
    { label: 'Tracking error', value: ratio(sheet.TrackingError) },
    { label: '3-year Sharpe ratio', value: ratio(sheet.ThreeYrsSharpeRatio) },
    { label: '3-year standard deviation', value: ratio(sheet.ThreeYrsStdDev) },
  ];

  const fundRisk = sheet.FundRiskRating ?? sheet.RiskRating;
  const riskProfile: FactSheetRow[] = [
    { label: 'Fund risk rating', value: fundRisk ? `${fundRisk} of 5` : 'Not rated' },
    ...(sheet.MScategoryRiskAverage ? [{ label: 'Category average', value: `${sheet.MScategoryRiskAverage.toFixed(1)} of 5` }] : []),
  ];

  const marketCap: FactSheetRow[] = (['Giant', 'Large', 'Medium', 'Small', 'Micro'] as const).map((k) => ({
    label: k,
    value: pct(sheet[k]),
  }));

  const holdings = sheet.TopHoldings ?? [];
  const topHoldings: FactSheetTable = {
    caption: 'Top 10 holdings',
    columns: ['Holding', 'Sector', 'Country', 'Weighting'],
    rows: holdings
      .slice(0, 10)
      .map((h) => [
        truncateName(h.FundName, FACT_SHEET_NAME_MAX),
        truncateName(h.Sector, FACT_SHEET_NAME_MAX),
        truncateName(h.Country, FACT_SHEET_SHORT_MAX),
        pct(h.Weighting),
      ]),
    full: holdings.slice(0, 10).map((h) => [h.FundName, h.Sector, h.Country, pct(h.Weighting)]),
    empty: NO_HOLDINGS_DATA,
  };
  const sectors: FactSheetTable = {
    caption: 'Top 10 sectors',
    columns: ['Sector', 'Weighting'],
    rows: (sheet.Sectors ?? []).slice(0, 10).map((s) => [s.Sector, pct(s.Weighting)]),
    empty: NO_SECTOR_DATA,
  };
  const regions: FactSheetTable = {
    caption: 'Regional breakdown',
    columns: ['Region', 'Equity'],
    rows: (sheet.Regions ?? []).slice(0, 10).map((r) => [r.RegionName, pct(r.EquityPercent)]),
    empty: NO_REGION_DATA,
  };

  return {
    title: sheet.FundName,
    asOf: formatIsoDate(sheet.NavDate),
    isNote,
    objective: sheet.Narrative ?? null,
    profile,
    purchase,
    trailingReturns,
    yearly,
    allocation,
    style: { equity: styleBoxLabel(sheet.EquityStyle, 'equity'), bond: styleBoxLabel(sheet.BondStyle, 'bond'), valuation },
    riskMeasures,
    riskProfile,
    marketCap,
    topHoldings,
    sectors,
    regions,
    footer: RATINGS_FOOTER,
  };
}
