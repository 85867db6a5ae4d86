/**
 * The demo product list, written out by hand so that names, categories and the special cases
 * are easy to review. Figures that need no editorial judgement (ISINs, fact-sheet statistics,
 * holdings weights…) are generated deterministically from these specs in catalogue.ts.
 * All products, fund houses, issuers and companies are fictional.
 */
import type { ProductType, SeedFees, SeedSettlement } from './types';
import type { Sector } from './reference';

export type Currency = 'EUR' | 'USD' | 'GBP';

export type RegionProfile = 'global' | 'global-small' | 'europe' | 'eurozone' | 'uk' | 'us' | 'asiapac' | 'em';

export type HoldingsKind =
  'equity' | 'eur-gov' | 'gilt' | 'ust-short' | 'eur-corp' | 'global-bond' | 'em-debt' | 'money' | 'multi' | 'alt' | 'funds';

export interface FactSpec {
  kind: 'equity' | 'bond' | 'money' | 'multi' | 'property' | 'alt' | 'dfm';
  holdings: HoldingsKind;
  /** Regional mix of the equity part (not used for bond and money-market funds). */
  region?: RegionProfile;
  /** Style-box cell 1..9 (Large/Mid/Small × Value/Blend/Growth); 0 = none. */
  equityStyle: number;
  /** Style-box cell 1..9 (High/Medium/Low credit × Limited/Moderate/Extensive duration); 0 = none. */
  bondStyle: number;
  /** Target equity share for multi-asset funds and DFM portfolios. */
  stock?: number;
  /** Overrides the region's base sector weights (sector funds). */
  sectors?: Partial<Record<Sector, number>>;
  /** Passive tracker: tight tracking statistics, flat holdings. */
  tracker?: boolean;
  theme?: 'clean';
  size?: 'large' | 'small';
  /** DFM portfolios: names of catalogue products held, largest first. */
  funds?: string[];
}

export interface ProductSpec {
  name: string;
  type: ProductType;
  currency: Currency;
  /** ISIN country prefix. */
  isinCountry: string;
  provider: string;
  category: string;
  risk: 1 | 2 | 3 | 4 | 5;
  ms: 0 | 1 | 2 | 3 | 4 | 5;
  /** [start level, annual drift, annual volatility] of the NAV path. */
  nav: [number, number, number];
  minInvest?: number | null;
  denomination?: number | null;
  coupon?: number;
  maturity?: string;
  cashRebate?: [number, 'Cash' | 'Units'];
  discount?: number;
  online?: boolean;
  docusign?: boolean;
  disclaimer?: boolean;
  noNav?: boolean;
  fees?: Partial<SeedFees>;
  settlement?: Partial<SeedSettlement>;
  narrative?: string;
  fact?: FactSpec;
}

const HALVERN = 'Halvern Reade Asset Management';
const STENMARK = 'Stenmark & Ivory Asset Management';
const CALLOWAY = 'Calloway Fenn Investors';
const LARKSPUR = 'Larkspur Vale Investment Partners';
const BRIGHTWATER = 'Brightwater Fold Capital';
const ALDERMOOR = 'Aldermoor Global Investors';
const TIVERTON = 'Tiverton Quay Capital';
const PELLUCID = 'Pellucid Index Shares';
const CORVANE = 'Corvane ETF Trust';
const VESTHOLM = 'Vestholm Bank AG';
const KELLGREN = 'Kellgren Markets plc';
const ORVELLE = 'Banque Orvelle SA';
const ROWAN = 'Rowan Lister Discretionary Management';

export const FUNDS: ProductSpec[] = [
  {
    name: 'Halvern Reade Global Balanced Fund A Acc EUR',
    type: 'Fund',
    currency: 'EUR',
    isinCountry: 'LU',
    provider: HALVERN,
    category: 'EUR Moderate Allocation - Global',
    risk: 3,
    ms: 4,
    nav: [112.4, 0.045, 0.085],
    minInvest: 1000,
    cashRebate: [0.5, 'Cash'],
    discount: 1,
    narrative:
      'The fund seeks long-term capital growth with moderate volatility by investing in a diversified mix of global equities and investment-grade bonds. The managers adjust the equity allocation between 40% and 60% according to their assessment of valuations and the economic cycle.',
    fact: { kind: 'multi', holdings: 'multi', region: 'global', equityStyle: 2, bondStyle: 5, stock: 52 },
  },
  {
    name: 'Halvern Reade Euro Corporate Bond Fund I Dist EUR',
    type: 'Fund',
    currency: 'EUR',
    isinCountry: 'LU',
    provider: HALVERN,
    category: 'EUR Corporate Bond',
    risk: 2,
    ms: 3,
    nav: [104.1, 0.012, 0.045],
    minInvest: 2500,
    narrative:
      'The fund aims to deliver income and modest capital growth from a portfolio of euro-denominated investment-grade corporate bonds. Issuer selection is driven by fundamental credit research, with duration kept within one year of the benchmark.',
    fact: { kind: 'bond', holdings: 'eur-corp', equityStyle: 0, bondStyle: 5 },
  },
  {
    name: 'Stenmark & Ivory Euro Liquidity Fund',
    type: 'Fund',
    currency: 'EUR',
    isinCountry: 'LU',
    provider: STENMARK,
    category: 'EUR Money Market',
    risk: 1,
    ms: 0,
    nav: [100, 0.011, 0.002],
    minInvest: 10000,
    fees: { InitialFee: 0 },
    settlement: { CutOffTime: '11:00', SettlementPeriod: 1, BuySettlementPeriod: 1, SellSettlementPeriod: 1 },
    narrative:
      'The fund aims to preserve capital and provide daily liquidity while earning a return in line with euro money-market rates. It invests in high-quality short-term instruments such as treasury bills, commercial paper and bank deposits with a weighted average maturity below 60 days.',
    fact: { kind: 'money', holdings: 'money', equityStyle: 0, bondStyle: 1 },
  },
  {
    name: 'Calloway Fenn Strategic Income Fund B Inc GBP',
    type: 'Fund',
    currency: 'GBP',
    isinCountry: 'GB',
    provider: CALLOWAY,
    category: 'GBP Cautious Allocation',
    risk: 2,
    ms: 3,
    nav: [1.8342, 0.03, 0.06],
    minInvest: 1000,
    narrative:
      'The fund targets a sustainable income with some capital growth by combining UK and global equities, gilts and corporate bonds. Equity exposure typically ranges from 20% to 40%, keeping volatility well below that of the equity market.',
    fact: { kind: 'multi', holdings: 'multi', region: 'uk', equityStyle: 1, bondStyle: 2, stock: 32 },
  },
  {
    name: 'Larkspur Vale Global Bond Opportunities Fund A Acc USD',
    type: 'Fund',
    currency: 'USD',
    isinCountry: 'IE',
    provider: LARKSPUR,
    category: 'Global Flexible Bond - USD Hedged',
    risk: 2,
    ms: 4,
    nav: [10.27, 0.02, 0.05],
    minInvest: 5000,
    denomination: 1000,
    narrative:
      'The fund seeks a total return from income and capital growth by investing flexibly across government, corporate and securitised bond markets worldwide. Currency exposure is hedged to US dollars and duration is actively managed between zero and eight years.',
    fact: { kind: 'bond', holdings: 'global-bond', equityStyle: 0, bondStyle: 5 },
  },
  {
    name: 'Aldermoor Multi-Asset Growth Fund R Acc EUR',
    type: 'Fund',
    currency: 'EUR',
    isinCountry: 'LU',
    provider: ALDERMOOR,
    category: 'EUR Aggressive Allocation - Global',
    risk: 4,
    ms: 3,
    nav: [23.56, 0.065, 0.12],
    minInvest: 2500,
    cashRebate: [0.25, 'Units'],
    fees: { DeferredFee: 2 },
    narrative:
      'The fund aims for long-term capital growth, investing predominantly in global equities with a smaller allocation to bonds and alternative assets. It suits investors with a horizon of at least seven years who can accept significant short-term fluctuations.',
    fact: { kind: 'multi', holdings: 'multi', region: 'global', equityStyle: 3, bondStyle: 5, stock: 78 },
  },
  {
    name: 'Tiverton Quay UK Gilt Fund Inc GBP',
    type: 'Fund',
    currency: 'GBP',
    isinCountry: 'GB',
    provider: TIVERTON,
    category: 'GBP Government Bond',
    risk: 2,
    ms: 3,
    nav: [1.2214, 0.004, 0.075],
    minInvest: 1000,
    narrative:
      'The fund aims to provide income and capital preservation by investing primarily in UK government bonds across the maturity spectrum. Duration is kept close to that of the gilt market, with limited tactical positioning.',
    fact: { kind: 'bond', holdings: 'gilt', equityStyle: 0, bondStyle: 3 },
  },
  {
    name: 'Brightwater Fold US Short Duration Bond Fund A Acc USD',
    type: 'Fund',
    currency: 'USD',
    isinCountry: 'IE',
    provider: BRIGHTWATER,
    category: 'USD Short-Term Bond',
    risk: 1,
    ms: 4,
    nav: [10.05, 0.024, 0.02],
    minInvest: 2500,
    narrative:
      'The fund seeks current income consistent with low volatility by holding US dollar bonds with an average duration of one to three years. The portfolio concentrates on treasuries and high-quality corporate issues.',
    fact: { kind: 'bond', holdings: 'ust-short', equityStyle: 0, bondStyle: 1 },
  },
  {
    name: 'Stenmark & Ivory Absolute Return Fund I Acc EUR',
    type: 'Fund',
    currency: 'EUR',
    isinCountry: 'LU',
    provider: STENMARK,
    category: 'Alt - Multistrategy',
    risk: 3,
    ms: 2,
    nav: [108.9, 0.025, 0.05],
    minInvest: 5000,
    fees: { InitialFee: 0, ExitFee: 1 },
    narrative:
      'The fund aims to deliver positive returns in all market conditions over rolling three-year periods, targeting cash plus 4% a year. It combines relative-value, macro and long/short equity strategies that have low correlation with traditional asset classes.',
    fact: { kind: 'alt', holdings: 'alt', region: 'global', equityStyle: 5, bondStyle: 4 },
  },
  {
    name: 'Aldermoor Emerging Markets Debt Fund A Dist USD',
    type: 'Fund',
    currency: 'USD',
    isinCountry: 'LU',
    provider: ALDERMOOR,
    category: 'Global Emerging Markets Bond',
    risk: 3,
    ms: 3,
    nav: [86.3, 0.035, 0.07],
    minInvest: 2500,
    narrative:
      'The fund aims to generate high income and capital growth from sovereign and quasi-sovereign bonds issued by emerging-market countries. Most holdings are denominated in US dollars, with selective exposure to local-currency debt.',
    fact: { kind: 'bond', holdings: 'em-debt', equityStyle: 0, bondStyle: 8 },
  },
  {
    name: 'Halvern Reade Conservative Allocation Fund A Acc EUR',
    type: 'Fund',
    currency: 'EUR',
    isinCountry: 'LU',
    provider: HALVERN,
    category: 'EUR Cautious Allocation - Global',
    risk: 2,
    ms: 4,
    nav: [54.12, 0.03, 0.055],
    minInvest: 1000,
    narrative:
      'The fund seeks to preserve capital in real terms while providing a steady return, investing mainly in high-quality bonds with up to 35% in global equities. Currency risk outside the euro is largely hedged.',
    fact: { kind: 'multi', holdings: 'multi', region: 'global', equityStyle: 2, bondStyle: 2, stock: 28 },
  },
  {
    name: 'Calloway Fenn Global Property Income Fund Inc GBP',
    type: 'Fund',
    currency: 'GBP',
    isinCountry: 'GB',
    provider: CALLOWAY,
    category: 'Property - Indirect Global',
    risk: 4,
    ms: 2,
    nav: [2.4175, 0.03, 0.17],
    minInvest: 1000,
    narrative:
      'The fund aims to provide a rising income and long-term growth by investing in listed real estate companies and REITs worldwide. The portfolio is diversified across residential, logistics, office and retail property.',
    fact: {
      kind: 'property',
      holdings: 'equity',
      region: 'global',
      equityStyle: 5,
      bondStyle: 0,
      sectors: { 'Real Estate': 92, Industrials: 3, 'Financial Services': 3, 'Consumer Cyclical': 2 },
    },
  },
];

export const EQUITY_FUNDS: ProductSpec[] = [
  {
    name: 'Halvern Reade Global Equity Fund A Acc EUR',
    type: 'Equity Funds',
    currency: 'EUR',
    isinCountry: 'LU',
    provider: HALVERN,
    category: 'Global Large-Cap Blend Equity',
    risk: 4,
    ms: 4,
    nav: [186.45, 0.09, 0.15],
    minInvest: 1000,
    discount: 2,
    narrative:
      'The fund aims to achieve long-term capital growth by investing in a concentrated portfolio of 40 to 60 high-quality companies from developed markets worldwide. The managers favour businesses with durable competitive advantages, strong balance sheets and attractive valuations.',
    fact: { kind: 'equity', holdings: 'equity', region: 'global', equityStyle: 2, bondStyle: 0 },
  },
  {
    name: 'Stenmark & Ivory European Value Fund A Acc EUR',
    type: 'Equity Funds',
    currency: 'EUR',
    isinCountry: 'LU',
    provider: STENMARK,
    category: 'Europe Large-Cap Value Equity',
    risk: 4,
    ms: 3,
    nav: [42.18, 0.06, 0.17],
    minInvest: 1000,
    narrative:
      'The fund seeks capital growth by investing in European companies that trade below the managers\u2019 estimate of their intrinsic value. It takes a patient, contrarian approach and typically holds 50 to 70 stocks.',
    fact: { kind: 'equity', holdings: 'equity', region: 'europe', equityStyle: 1, bondStyle: 0 },
  },
  {
    name: 'Calloway Fenn UK Equity Income Fund B Inc GBP',
    type: 'Equity Funds',
    currency: 'GBP',
    isinCountry: 'GB',
    provider: CALLOWAY,
    category: 'UK Equity Income',
    risk: 4,
    ms: 4,
    nav: [3.1276, 0.05, 0.15],
    minInvest: 1000,
    narrative:
      'The fund aims to deliver an income above that of the UK equity market together with long-term capital growth. It invests mainly in established UK companies with sustainable and growing dividends.',
    fact: { kind: 'equity', holdings: 'equity', region: 'uk', equityStyle: 1, bondStyle: 0 },
  },
  {
    name: 'Brightwater Fold US Growth Fund A Acc USD',
    type: 'Equity Funds',
    currency: 'USD',
    isinCountry: 'IE',
    provider: BRIGHTWATER,
    category: 'US Large-Cap Growth Equity',
    risk: 4,
    ms: 5,
    nav: [58.92, 0.12, 0.21],
    minInvest: 2500,
    narrative:
      'The fund seeks long-term capital appreciation by investing in US companies with above-average, sustainable earnings growth. The portfolio is built from the bottom up and usually holds between 35 and 50 stocks.',
    fact: { kind: 'equity', holdings: 'equity', region: 'us', equityStyle: 3, bondStyle: 0 },
  },
  {
    name: 'Larkspur Vale Asia Pacific ex-Japan Equity Fund A Acc USD',
    type: 'Equity Funds',
    currency: 'USD',
    isinCountry: 'IE',
    provider: LARKSPUR,
    category: 'Asia-Pacific ex-Japan Equity',
    risk: 5,
    ms: 3,
    nav: [21.64, 0.05, 0.18],
    minInvest: 1000,
    settlement: { CutOffTime: '10:00', SettlementPeriod: 4, BuySettlementPeriod: 4, SellSettlementPeriod: 5 },
    narrative:
      'The fund aims for long-term capital growth from companies in developed and emerging Asia-Pacific markets, excluding Japan. It focuses on quality growth businesses benefiting from rising domestic consumption and technological change.',
    fact: { kind: 'equity', holdings: 'equity', region: 'asiapac', equityStyle: 3, bondStyle: 0 },
  },
  {
    name: 'Aldermoor Global Smaller Companies Fund R Acc EUR',
    type: 'Equity Funds',
    currency: 'EUR',
    isinCountry: 'LU',
    provider: ALDERMOOR,
    category: 'Global Small-Cap Equity',
    risk: 5,
    ms: 3,
    nav: [14.83, 0.07, 0.2],
    minInvest: 1000,
    narrative:
      'The fund seeks long-term capital growth by investing in smaller companies from developed markets worldwide. The managers look for under-researched businesses with strong market positions in niche industries.',
    fact: { kind: 'equity', holdings: 'equity', region: 'global-small', equityStyle: 8, bondStyle: 0, size: 'small' },
  },
  {
    name: 'Tiverton Quay Global Healthcare Fund Acc GBP',
    type: 'Equity Funds',
    currency: 'GBP',
    isinCountry: 'GB',
    provider: TIVERTON,
    category: 'Sector Equity Healthcare',
    risk: 4,
    ms: 4,
    nav: [4.0512, 0.07, 0.14],
    minInvest: 1000,
    narrative:
      'The fund aims to achieve capital growth by investing in pharmaceutical, biotechnology, medical-technology and healthcare-services companies worldwide. It seeks to benefit from ageing populations and continued medical innovation.',
    fact: {
      kind: 'equity',
      holdings: 'equity',
      region: 'global',
      equityStyle: 2,
      bondStyle: 0,
      sectors: { Healthcare: 93, 'Consumer Defensive': 3, Technology: 2.5, 'Basic Materials': 1.5 },
    },
  },
  {
    name: 'Stenmark & Ivory Eurozone Dividend Fund A Dist EUR',
    type: 'Equity Funds',
    currency: 'EUR',
    isinCountry: 'LU',
    provider: STENMARK,
    category: 'Eurozone Large-Cap Equity',
    risk: 4,
    ms: 2,
    nav: [97.3, 0.055, 0.16],
    minInvest: 1000,
    narrative:
      'The fund targets an attractive and growing dividend income together with capital growth from large eurozone companies. Distributions are paid twice a year.',
    fact: { kind: 'equity', holdings: 'equity', region: 'eurozone', equityStyle: 1, bondStyle: 0 },
  },
  {
    name: 'Larkspur Vale Emerging Markets Equity Fund I Acc EUR',
    type: 'Equity Funds',
    currency: 'EUR',
    isinCountry: 'IE',
    provider: LARKSPUR,
    category: 'Global Emerging Markets Equity',
    risk: 5,
    ms: 3,
    nav: [126.7, 0.04, 0.19],
    minInvest: 5000,
    settlement: { CutOffTime: '10:00', SettlementPeriod: 4, BuySettlementPeriod: 4, SellSettlementPeriod: 5 },
    narrative:
      'The fund aims for long-term capital growth by investing in companies based in, or deriving most of their revenue from, emerging markets. Country and sector weights are a result of stock selection rather than top-down allocation.',
    fact: { kind: 'equity', holdings: 'equity', region: 'em', equityStyle: 2, bondStyle: 0 },
  },
  {
    name: 'Larkspur Vale Climate Transition Equity Fund A Acc EUR',
    type: 'Equity Funds',
    currency: 'EUR',
    isinCountry: 'IE',
    provider: LARKSPUR,
    category: 'Sector Equity Ecology',
    risk: 4,
    ms: 0,
    nav: [10, 0.07, 0.18],
    minInvest: 1000,
    noNav: true,
    narrative:
      'This newly launched fund will invest in companies whose products and services enable the transition to a low-carbon economy. The first net asset value will be published once the initial offer period has closed.',
    fact: { kind: 'equity', holdings: 'equity', region: 'global', equityStyle: 3, bondStyle: 0, theme: 'clean' },
  },
];

export const ETFS: ProductSpec[] = [
  {
    name: 'Pellucid Developed World Equity UCITS ETF (Acc)',
    type: 'Exchange Traded Funds (ETF)',
    currency: 'USD',
    isinCountry: 'IE',
    provider: PELLUCID,
    category: 'Global Large-Cap Blend Equity',
    risk: 4,
    ms: 4,
    nav: [62.35, 0.1, 0.15],
    narrative:
      'The ETF seeks to track the performance of an index of large and mid-sized companies across 23 developed markets. It uses full physical replication and reinvests dividends.',
    fact: { kind: 'equity', holdings: 'equity', region: 'global', equityStyle: 2, bondStyle: 0, tracker: true },
  },
  {
    name: 'Pellucid Eurozone Large Cap UCITS ETF (Dist)',
    type: 'Exchange Traded Funds (ETF)',
    currency: 'EUR',
    isinCountry: 'IE',
    provider: PELLUCID,
    category: 'Eurozone Large-Cap Equity',
    risk: 4,
    ms: 3,
    nav: [38.74, 0.07, 0.17],
    narrative:
      'The ETF aims to replicate an index of the largest companies in the eurozone by market capitalisation. Dividends are distributed quarterly.',
    fact: { kind: 'equity', holdings: 'equity', region: 'eurozone', equityStyle: 2, bondStyle: 0, tracker: true },
  },
  {
    name: 'Pellucid Euro Government Bond UCITS ETF (Dist)',
    type: 'Exchange Traded Funds (ETF)',
    currency: 'EUR',
    isinCountry: 'IE',
    provider: PELLUCID,
    category: 'EUR Government Bond',
    risk: 2,
    ms: 3,
    nav: [151.22, 0.004, 0.06],
    narrative:
      'The ETF seeks to track an index of fixed-rate government bonds issued by eurozone member states across all maturities. It offers low-cost, diversified exposure to the core of the euro bond market.',
    fact: { kind: 'bond', holdings: 'eur-gov', equityStyle: 0, bondStyle: 3, tracker: true },
  },
  {
    name: 'Corvane US Large Cap UCITS ETF (Acc)',
    type: 'Exchange Traded Funds (ETF)',
    currency: 'USD',
    isinCountry: 'IE',
    provider: CORVANE,
    category: 'US Large-Cap Blend Equity',
    risk: 4,
    ms: 5,
    nav: [278.4, 0.11, 0.17],
    narrative:
      'The ETF aims to track the performance of the 500 largest US listed companies. Its very low ongoing charge makes it suitable as a core long-term holding.',
    fact: { kind: 'equity', holdings: 'equity', region: 'us', equityStyle: 2, bondStyle: 0, tracker: true },
  },
  {
    name: 'Corvane UK Equity UCITS ETF (Dist)',
    type: 'Exchange Traded Funds (ETF)',
    currency: 'GBP',
    isinCountry: 'IE',
    provider: CORVANE,
    category: 'UK Large-Cap Equity',
    risk: 4,
    ms: 3,
    nav: [7.462, 0.05, 0.14],
    narrative: 'The ETF seeks to replicate an index covering around 600 UK companies of all sizes. Dividends are paid out quarterly.',
    fact: { kind: 'equity', holdings: 'equity', region: 'uk', equityStyle: 1, bondStyle: 0, tracker: true },
  },
  {
    name: 'Corvane Emerging Markets Equity UCITS ETF (Acc)',
    type: 'Exchange Traded Funds (ETF)',
    currency: 'USD',
    isinCountry: 'IE',
    provider: CORVANE,
    category: 'Global Emerging Markets Equity',
    risk: 5,
    ms: 3,
    nav: [31.05, 0.04, 0.18],
    narrative:
      'The ETF aims to track an index of large and mid-sized companies across 24 emerging markets. It uses optimised physical sampling to keep trading costs low.',
    fact: { kind: 'equity', holdings: 'equity', region: 'em', equityStyle: 2, bondStyle: 0, tracker: true },
  },
  {
    name: 'Pellucid Clean Energy Transition UCITS ETF (Acc)',
    type: 'Exchange Traded Funds (ETF)',
    currency: 'EUR',
    isinCountry: 'DE',
    provider: PELLUCID,
    category: 'Sector Equity Alternative Energy',
    risk: 5,
    ms: 2,
    nav: [6.87, 0.08, 0.3],
    narrative:
      'The ETF tracks an index of global companies involved in renewable power generation, energy storage and grid technology. Its concentrated thematic exposure can lead to sharp swings in value.',
    fact: {
      kind: 'equity',
      holdings: 'equity',
      region: 'global',
      equityStyle: 6,
      bondStyle: 0,
      tracker: true,
      theme: 'clean',
      sectors: { Utilities: 46, Technology: 24, Industrials: 26, 'Basic Materials': 4 },
    },
  },
  {
    name: 'Corvane Euro Corporate Bond 1-5 Year UCITS ETF (Dist)',
    type: 'Exchange Traded Funds (ETF)',
    currency: 'EUR',
    isinCountry: 'IE',
    provider: CORVANE,
    category: 'EUR Corporate Bond - Short Term',
    risk: 2,
    ms: 4,
    nav: [52.41, 0.012, 0.025],
    narrative:
      'The ETF seeks to track an index of euro-denominated investment-grade corporate bonds with one to five years to maturity. Its short duration limits sensitivity to changes in interest rates.',
    fact: { kind: 'bond', holdings: 'eur-corp', equityStyle: 0, bondStyle: 4, tracker: true },
  },
  {
    name: 'Pellucid Global Quality Dividend UCITS ETF (Dist)',
    type: 'Exchange Traded Funds (ETF)',
    currency: 'EUR',
    isinCountry: 'IE',
    provider: PELLUCID,
    category: 'Global Equity Income',
    risk: 4,
    ms: 4,
    nav: [24.9, 0.075, 0.13],
    narrative:
      'The ETF tracks an index of developed-market companies selected for high, sustainable dividend yields and strong profitability. Income is distributed quarterly.',
    fact: { kind: 'equity', holdings: 'equity', region: 'global', equityStyle: 1, bondStyle: 0, tracker: true },
  },
];

const SUFFIX: Record<string, string> = { GB: 'plc', DE: 'AG', US: 'Inc', FR: 'SA', NL: 'NV', IT: 'SpA' };

/** Listed shares: [company base name (must be in reference COMPANIES), currency, ISIN prefix, nav]. */
export const EQUITIES: ProductSpec[] = [
  equity('Arvandel Industries', 'GBP', 'GB', 'Equity - Industrials', 3, [18.45, 0.06, 0.26]),
  equity('Solvena Pharma', 'EUR', 'DE', 'Equity - Healthcare', 3, [74.2, 0.05, 0.24]),
  equity('Quillon Semiconductors', 'USD', 'US', 'Equity - Technology', 5, [142.5, 0.14, 0.36]),
  equity('Maravel Foods', 'EUR', 'FR', 'Equity - Consumer Defensive', 3, [38.6, 0.04, 0.18]),
  equity('Brenmoor Utilities', 'GBP', 'GB', 'Equity - Utilities', 3, [9.82, 0.03, 0.17]),
  equity('Castellan Logistics', 'EUR', 'NL', 'Equity - Industrials', 4, [27.1, 0.05, 0.28]),
  equity('Helioryn Energy', 'USD', 'US', 'Equity - Energy', 4, [56.3, 0.04, 0.32]),
  equity('Dunmere Insurance Group', 'GBP', 'GB', 'Equity - Financial Services', 4, [6.74, 0.06, 0.22]),
  equity('Verasol Telecom', 'EUR', 'IT', 'Equity - Communication Services', 4, [2.31, -0.01, 0.27]),
];

function equity(
  base: string,
  currency: Currency,
  country: string,
  category: string,
  risk: 3 | 4 | 5,
  nav: [number, number, number],
): ProductSpec {
  return {
    name: `${base} ${SUFFIX[country]}`,
    type: 'Equities',
    currency,
    isinCountry: country,
    provider: `${base} ${SUFFIX[country]}`,
    category,
    risk,
    ms: 0,
    nav,
    minInvest: null,
    denomination: null,
    settlement: country === 'US' ? { CutOffTime: '21:30' } : {},
  };
}

export const NOTES: ProductSpec[] = [
  {
    name: 'Vestholm Bank 100% Capital Protected Note on Eurozone Equities 2029',
    type: 'Hybrid, Structured Instruments',
    currency: 'EUR',
    isinCountry: 'DE',
    provider: VESTHOLM,
    category: 'Capital Protected Note',
    risk: 2,
    ms: 0,
    nav: [100, 0.01, 0.05],
    denomination: 1000,
    minInvest: 1000,
    maturity: '2029-06-15',
    docusign: true,
  },
  {
    name: 'Vestholm Bank Autocallable Note on European Banks Basket 2028',
    type: 'Hybrid, Structured Instruments',
    currency: 'EUR',
    isinCountry: 'DE',
    provider: VESTHOLM,
    category: 'Autocallable Note',
    risk: 4,
    ms: 0,
    nav: [100, 0.02, 0.12],
    denomination: 1000,
    minInvest: 1000,
    maturity: '2028-09-29',
    docusign: true,
  },
  {
    name: 'Kellgren Markets Equity-Linked Note on Quillon Semiconductors 2028',
    type: 'Hybrid, Structured Instruments',
    currency: 'USD',
    isinCountry: 'XS',
    provider: KELLGREN,
    category: 'Equity-Linked Note',
    risk: 5,
    ms: 0,
    nav: [100, 0.03, 0.2],
    denomination: 5000,
    minInvest: 5000,
    maturity: '2028-03-17',
    docusign: true,
    disclaimer: true,
  },
  {
    name: 'Banque Orvelle Reverse Convertible on Solvena Pharma 2027',
    type: 'Hybrid, Structured Instruments',
    currency: 'EUR',
    isinCountry: 'XS',
    provider: ORVELLE,
    category: 'Reverse Convertible',
    risk: 4,
    ms: 0,
    nav: [100, 0.015, 0.15],
    denomination: 1000,
    minInvest: 1000,
    maturity: '2027-12-10',
    docusign: true,
    disclaimer: true,
  },
  {
    name: 'Kellgren Markets Phoenix Note on Developed Markets Equities 2030',
    type: 'Hybrid, Structured Instruments',
    currency: 'GBP',
    isinCountry: 'XS',
    provider: KELLGREN,
    category: 'Phoenix Autocallable',
    risk: 4,
    ms: 0,
    nav: [100, 0.02, 0.1],
    denomination: 1000,
    minInvest: 1000,
    maturity: '2030-05-24',
    docusign: true,
  },
  {
    name: 'Banque Orvelle Range Accrual Note on EUR Rates 2029',
    type: 'Hybrid, Structured Instruments',
    currency: 'EUR',
    isinCountry: 'XS',
    provider: ORVELLE,
    category: 'Range Accrual Note',
    risk: 3,
    ms: 0,
    nav: [100, 0.005, 0.06],
    denomination: 5000,
    minInvest: 10000,
    maturity: '2029-11-30',
    docusign: true,
    online: false,
  },
  {
    name: 'Vestholm Bank Credit-Linked Note on European Investment Grade 2028',
    type: 'Hybrid, Structured Instruments',
    currency: 'EUR',
    isinCountry: 'DE',
    provider: VESTHOLM,
    category: 'Credit-Linked Note',
    risk: 3,
    ms: 0,
    nav: [100, 0.01, 0.05],
    denomination: 1000,
    minInvest: 1000,
    maturity: '2028-12-20',
    docusign: true,
  },
  {
    name: 'Kellgren Markets 90% Capital Protected Note on US Equities 2031',
    type: 'Hybrid, Structured Instruments',
    currency: 'USD',
    isinCountry: 'XS',
    provider: KELLGREN,
    category: 'Capital Protected Note',
    risk: 3,
    ms: 0,
    nav: [100, 0.02, 0.07],
    denomination: 1000,
    minInvest: 1000,
    maturity: '2031-02-14',
    docusign: true,
  },
];

function bond(
  type: 'Fixed Income Bond' | 'Bonds',
  issuer: string,
  coupon: number,
  maturity: string,
  currency: Currency,
  isinCountry: string,
  category: string,
  risk: 1 | 2 | 3,
  nav: [number, number, number],
): ProductSpec {
  return {
    name: `${issuer} ${coupon.toFixed(3)}% ${maturity.slice(0, 4)}`,
    type,
    currency,
    isinCountry,
    provider: issuer,
    category,
    risk,
    ms: 0,
    nav,
    coupon,
    maturity,
    denomination: 1000,
    minInvest: 1000,
  };
}

export const CORPORATE_BONDS: ProductSpec[] = [
  bond(
    'Fixed Income Bond',
    'Arvandel Industries plc',
    3.25,
    '2029-09-14',
    'GBP',
    'XS',
    'Corporate Bond - Investment Grade',
    2,
    [98.6, 0, 0.04],
  ),
  bond(
    'Fixed Income Bond',
    'Castellan Logistics NV',
    2.125,
    '2028-03-15',
    'EUR',
    'XS',
    'Corporate Bond - Investment Grade',
    2,
    [101.2, 0, 0.035],
  ),
  bond('Fixed Income Bond', 'Solvena Pharma AG', 1.75, '2030-06-30', 'EUR', 'DE', 'Corporate Bond - Investment Grade', 2, [99.1, 0, 0.04]),
  bond('Fixed Income Bond', 'Helioryn Energy Inc', 5.375, '2031-11-01', 'USD', 'US', 'Corporate Bond - High Yield', 3, [97.4, 0, 0.06]),
  bond(
    'Fixed Income Bond',
    'Maravel Foods SA',
    2.625,
    '2032-01-20',
    'EUR',
    'FR',
    'Corporate Bond - Investment Grade',
    2,
    [100.4, 0, 0.045],
  ),
  bond(
    'Fixed Income Bond',
    'Dunmere Insurance Group plc',
    4.5,
    '2033-07-08',
    'GBP',
    'XS',
    'Corporate Bond - Subordinated',
    3,
    [98.2, 0, 0.055],
  ),
  bond('Fixed Income Bond', 'Verasol Telecom SpA', 3.875, '2029-04-26', 'EUR', 'XS', 'Corporate Bond - High Yield', 3, [99.5, 0, 0.055]),
];

export const OTHER_BONDS: ProductSpec[] = [
  bond('Bonds', 'Nordvik Export Finance', 1.5, '2030-10-15', 'EUR', 'XS', 'Agency Bond', 1, [100.8, 0, 0.035]),
  bond('Bonds', 'Alpine Municipal Funding Agency', 0.875, '2029-05-22', 'EUR', 'AT', 'Sub-Sovereign Bond', 1, [101.5, 0, 0.03]),
  bond('Bonds', 'European Transit Development Bank', 2.25, '2033-02-01', 'EUR', 'XS', 'Supranational Bond', 1, [99.8, 0, 0.045]),
  bond('Bonds', 'Atlantic Housing Finance Corporation', 4.125, '2031-08-15', 'USD', 'US', 'Agency Bond', 2, [98.9, 0, 0.04]),
  bond('Bonds', 'Westmarch County Council', 3, '2034-03-31', 'GBP', 'GB', 'Sub-Sovereign Bond', 2, [97.8, 0, 0.05]),
  bond('Bonds', 'Baltic Green Infrastructure Bank', 3.375, '2032-09-09', 'EUR', 'XS', 'Green Supranational Bond', 1, [100.2, 0, 0.04]),
  bond('Bonds', 'Pacific Development Finance Authority', 4.75, '2030-12-01', 'USD', 'XS', 'Supranational Bond', 2, [101.1, 0, 0.04]),
];

export const DFM: ProductSpec[] = [
  {
    name: 'Rowan Lister Cautious Discretionary Portfolio EUR',
    type: 'DFM',
    currency: 'EUR',
    isinCountry: 'GB',
    provider: ROWAN,
    category: 'EUR Cautious Allocation - Global',
    risk: 2,
    ms: 0,
    nav: [100, 0.03, 0.05],
    minInvest: 50000,
    docusign: true,
    narrative:
      'A discretionary managed portfolio for investors seeking to protect capital while achieving returns above cash. Our investment team selects and rebalances a diversified mix of bond, equity and money-market funds, keeping equities below 35%.',
    fact: {
      kind: 'dfm',
      holdings: 'funds',
      region: 'global',
      equityStyle: 2,
      bondStyle: 2,
      stock: 30,
      funds: [
        'Halvern Reade Euro Corporate Bond Fund I Dist EUR',
        'Pellucid Euro Government Bond UCITS ETF (Dist)',
        'Corvane Euro Corporate Bond 1-5 Year UCITS ETF (Dist)',
        'Pellucid Developed World Equity UCITS ETF (Acc)',
        'Larkspur Vale Global Bond Opportunities Fund A Acc USD',
        'Stenmark & Ivory Euro Liquidity Fund',
        'Halvern Reade Global Equity Fund A Acc EUR',
        'Stenmark & Ivory Absolute Return Fund I Acc EUR',
        'Pellucid Global Quality Dividend UCITS ETF (Dist)',
        'Brightwater Fold US Short Duration Bond Fund A Acc USD',
      ],
    },
  },
  {
    name: 'Rowan Lister Balanced Discretionary Portfolio EUR',
    type: 'DFM',
    currency: 'EUR',
    isinCountry: 'GB',
    provider: ROWAN,
    category: 'EUR Moderate Allocation - Global',
    risk: 3,
    ms: 0,
    nav: [100, 0.05, 0.085],
    minInvest: 50000,
    docusign: true,
    narrative:
      'A discretionary managed portfolio aiming for a balance of capital growth and income over a five-year horizon. It typically holds 50% to 65% in global equity funds, with the remainder in bonds and alternative strategies.',
    fact: {
      kind: 'dfm',
      holdings: 'funds',
      region: 'global',
      equityStyle: 2,
      bondStyle: 5,
      stock: 58,
      funds: [
        'Halvern Reade Global Equity Fund A Acc EUR',
        'Pellucid Developed World Equity UCITS ETF (Acc)',
        'Halvern Reade Euro Corporate Bond Fund I Dist EUR',
        'Pellucid Euro Government Bond UCITS ETF (Dist)',
        'Corvane US Large Cap UCITS ETF (Acc)',
        'Stenmark & Ivory European Value Fund A Acc EUR',
        'Larkspur Vale Global Bond Opportunities Fund A Acc USD',
        'Stenmark & Ivory Absolute Return Fund I Acc EUR',
        'Corvane Emerging Markets Equity UCITS ETF (Acc)',
        'Aldermoor Emerging Markets Debt Fund A Dist USD',
      ],
    },
  },
  {
    name: 'Rowan Lister Growth Discretionary Portfolio GBP',
    type: 'DFM',
    currency: 'GBP',
    isinCountry: 'GB',
    provider: ROWAN,
    category: 'GBP Moderately Adventurous Allocation',
    risk: 4,
    ms: 0,
    nav: [100, 0.07, 0.12],
    minInvest: 100000,
    docusign: true,
    narrative:
      'A discretionary managed portfolio for investors seeking long-term growth who can tolerate substantial short-term swings. Around 80% is invested in UK and international equity funds, complemented by bonds and property.',
    fact: {
      kind: 'dfm',
      holdings: 'funds',
      region: 'global',
      equityStyle: 2,
      bondStyle: 5,
      stock: 80,
      funds: [
        'Corvane US Large Cap UCITS ETF (Acc)',
        'Calloway Fenn UK Equity Income Fund B Inc GBP',
        'Corvane UK Equity UCITS ETF (Dist)',
        'Brightwater Fold US Growth Fund A Acc USD',
        'Stenmark & Ivory European Value Fund A Acc EUR',
        'Tiverton Quay UK Gilt Fund Inc GBP',
        'Larkspur Vale Asia Pacific ex-Japan Equity Fund A Acc USD',
        'Tiverton Quay Global Healthcare Fund Acc GBP',
        'Calloway Fenn Global Property Income Fund Inc GBP',
        'Aldermoor Global Smaller Companies Fund R Acc EUR',
      ],
    },
  },
];

export const PRODUCT_SPECS: ProductSpec[] = [
  ...FUNDS,
  ...EQUITY_FUNDS,
  ...ETFS,
  ...EQUITIES,
  ...NOTES,
  ...CORPORATE_BONDS,
  ...OTHER_BONDS,
  ...DFM,
];
