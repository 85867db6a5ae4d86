/** Demo fact sheets: allocation, style, sectors, regions and risk figures that fit each product's spec. */
import { roundTo, type Rng } from './prng';
import type { FactSpec, ProductSpec } from './products';
import { CATEGORY_INDEX } from './reference';
import type { SeedFactSheet, SeedProduct } from './types';
import { REGION_WEIGHTS, sectorWeights, styleColumn } from './exposure';
import { topHoldings } from './factSheetHoldings';

/** Scales weights to percentages with `decimals` places that sum to exactly 100 (in units). */
function toPercentages<K extends string>(weights: [K, number][], decimals = 2): [K, number][] {
  const scale = 10 ** decimals;
  const total = 100 * scale;
  const sum = weights.reduce((a, [, w]) => a + w, 0);
  const units = weights.map(([k, w]) => [k, Math.round((w / sum) * total)] as [K, number]);
  const diff = total - units.reduce((a, [, u]) => a + u, 0);
  if (diff !== 0 && units.length > 0) {
    let largest = 0;
    units.forEach(([, u], i) => {
      if (u > units[largest][1]) largest = i;
    });
    units[largest][1] += diff;
  }
  return units.map(([k, u]) => [k, u / scale]);
}

function jittered<K extends string>(weights: Partial<Record<K, number>>, rng: Rng, lo = 0.75, hi = 1.25): [K, number][] {
  return (Object.entries(weights) as [K, number][]).filter(([, w]) => w > 0).map(([k, w]) => [k, w * rng.range(lo, hi)]);
}

function hasEquities(fact: FactSpec): boolean {
  return fact.kind !== 'bond' && fact.kind !== 'money';
}

export function buildFactSheet(
  spec: ProductSpec,
  fact: FactSpec,
  product: SeedProduct,
  rng: Rng,
  catalogue: Map<string, { product: SeedProduct; spec: ProductSpec }>,
): SeedFactSheet {
  const narrative = spec.narrative ?? `${spec.name} invests in line with its ${spec.category} category.`;
  const equities = hasEquities(fact);
  const column = styleColumn(fact.equityStyle);

  // Sectors and regions describe the equity part of the portfolio.
  const sectors = equities
    ? toPercentages(jittered(sectorWeights(fact), rng))
        .filter(([, w]) => w > 0)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([Sector, Weighting]) => ({ Sector, Weighting }))
    : [];
  const regionWeights = REGION_WEIGHTS[fact.region ?? 'global'];
  const regions = equities
    ? toPercentages(jittered(regionWeights, rng, 0.8, 1.2))
        .filter(([, w]) => w > 0)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 10)
        .map(([RegionName, EquityPercent]) => ({ RegionName, EquityPercent }))
    : [];

  const ratioRanges: [number, number][][] = [
    [
      [1.2, 1.9],
      [10, 13.5],
      [6, 8.5],
    ], // value
    [
      [2.2, 3.4],
      [15, 20],
      [10, 14],
    ], // blend
    [
      [4.5, 7.5],
      [24, 33],
      [17, 24],
    ], // growth
  ];
  const ranges = column === 0 ? null : ratioRanges[column - 1];
  const ratios = ranges
    ? {
        BookRatio: rng.round(ranges[0][0], ranges[0][1], 2),
        EarningRatio: rng.round(ranges[1][0], ranges[1][1], 2),
        CashFlowRatio: rng.round(ranges[2][0], ranges[2][1], 2),
      }
    : { BookRatio: 0, EarningRatio: 0, CashFlowRatio: 0 };

  const noHistory = !product.hasNav;
  const risk = noHistory ? zeroRisk() : riskMeasures(fact, product, rng);

  return {
    Narrative: narrative,
    CategoryIndex: CATEGORY_INDEX[spec.category] ?? `${spec.category} Index`,
    TotalNetAssets: totalNetAssets(fact, noHistory, rng),
    InitialInvestment: product.minInvest ?? 0,
    SubsequentInvestment: fact.kind === 'dfm' ? 10000 : fact.kind === 'money' ? 1000 : rng.pick([100, 250, 500]),
    AssetAllocation: assetAllocation(fact, rng),
    EquityStyle: fact.equityStyle,
    BondStyle: fact.bondStyle,
    ...ratios,
    ...risk,
    MScategoryRiskAverage: roundTo(Math.min(5, Math.max(1, spec.risk + rng.range(-0.6, 0.6))), 1),
    MarketCap: marketCap(fact, rng),
    TopHoldings: topHoldings(fact, rng, catalogue),
    Sectors: sectors,
    Regions: regions,
  };
}

function zeroRisk() {
  return {
    Alpha: 0,
    Beta: 0,
    Rsquared: 0,
    InformationRatio: 0,
    TrackingError: 0,
    ThreeYrsSharpeRatio: 0,
    ThreeYrsStdDev: 0,
  };
}

function riskMeasures(fact: FactSpec, product: SeedProduct, rng: Rng) {
  const { drift, volatility } = product.nav;
  const stdDev = roundTo(volatility * 100 * rng.range(0.85, 1.15), 2);
  let beta: number, rsq: number, te: number, alpha: number;
  if (fact.tracker) {
    beta = rng.range(0.98, 1.01);
    rsq = rng.range(98.5, 99.9);
    te = rng.range(0.05, 0.45);
    alpha = -product.fees.ManagementFee + rng.range(-0.05, 0.05);
  } else if (fact.kind === 'money') {
    beta = rng.range(0.05, 0.2);
    rsq = rng.range(10, 40);
    te = rng.range(0.1, 0.3);
    alpha = rng.range(-0.1, 0.2);
  } else if (fact.kind === 'alt') {
    beta = rng.range(0.15, 0.35);
    rsq = rng.range(20, 50);
    te = rng.range(3, 5);
    alpha = rng.range(-1.5, 2.5);
  } else {
    beta = fact.kind === 'bond' ? rng.range(0.8, 1.1) : rng.range(0.85, 1.15);
    rsq = fact.kind === 'bond' ? rng.range(75, 96) : rng.range(80, 97);
    te = fact.kind === 'bond' ? rng.range(0.8, 2.5) : fact.kind === 'equity' ? rng.range(2, 6) : rng.range(1.5, 3.5);
    alpha = rng.range(-2.5, 3);
  }
  const riskFree = 0.01;
  const sharpe = Math.min(1.8, Math.max(-0.5, ((drift - riskFree) / Math.max(volatility, 0.005)) * rng.range(0.8, 1.2)));
  return {
    Alpha: roundTo(alpha, 2),
    Beta: roundTo(beta, 2),
    Rsquared: roundTo(rsq, 2),
    InformationRatio: roundTo(Math.min(1.5, Math.max(-1.5, alpha / te)), 2),
    TrackingError: roundTo(te, 2),
    ThreeYrsSharpeRatio: roundTo(sharpe, 2),
    ThreeYrsStdDev: stdDev,
  };
}

function totalNetAssets(fact: FactSpec, launching: boolean, rng: Rng): number {
  if (launching) return rng.int(100, 250) * 100_000; // seed capital
  const [lo, hi] = fact.tracker ? [5e8, 2.5e10] : fact.kind === 'money' ? [1e9, 8e9] : fact.kind === 'dfm' ? [1.5e8, 1.2e9] : [8e7, 5e9];
  const value = Math.exp(rng.range(Math.log(lo), Math.log(hi)));
  return Math.round(value / 100_000) * 100_000;
}

function assetAllocation(fact: FactSpec, rng: Rng): SeedFactSheet['AssetAllocation'] {
  let stock = 0,
    bond = 0,
    cash = 0,
    other = 0;
  switch (fact.kind) {
    case 'equity':
      stock = fact.tracker ? rng.range(99, 99.9) : rng.range(93, 98.5);
      cash = fact.tracker ? 100 - stock : rng.range(0.5, 3);
      other = 100 - stock - cash;
      break;
    case 'property':
      stock = rng.range(88, 94);
      cash = rng.range(3, 6);
      other = 100 - stock - cash;
      break;
    case 'bond':
      bond = fact.tracker ? rng.range(98.5, 99.7) : rng.range(88, 96);
      cash = fact.tracker ? 100 - bond : rng.range(2, 8);
      other = 100 - bond - cash;
      break;
    case 'money':
      cash = rng.range(60, 75);
      bond = 100 - cash;
      break;
    case 'alt':
      stock = rng.range(25, 35);
      bond = rng.range(35, 45);
      cash = rng.range(15, 25);
      other = 100 - stock - bond - cash;
      break;
    case 'multi':
    case 'dfm':
      stock = (fact.stock ?? 50) + rng.range(-3, 3);
      cash = rng.range(3, 7);
      other = rng.range(2, 6);
      bond = 100 - stock - cash - other;
      break;
  }
  const [s, b, c, o] = toPercentages([
    ['Stock', stock],
    ['Bond', bond],
    ['Cash', cash],
    ['Other', Math.max(0, other)],
  ]).map(([, v]) => v);
  return { Stock: s, Bond: b, Cash: c, Other: o };
}

function marketCap(fact: FactSpec, rng: Rng): SeedFactSheet['MarketCap'] {
  let w: [number, number, number, number, number];
  if (fact.size === 'small') {
    w = [rng.range(0, 1), rng.range(1, 5), rng.range(25, 40), rng.range(40, 55), rng.range(5, 12)];
  } else if (fact.kind === 'property') {
    w = [rng.range(5, 15), rng.range(30, 40), rng.range(30, 40), rng.range(10, 15), rng.range(1, 3)];
  } else if (fact.tracker) {
    w = [rng.range(42, 48), rng.range(32, 36), rng.range(16, 20), rng.range(0.2, 1), 0];
  } else {
    w = [rng.range(38, 52), rng.range(28, 36), rng.range(12, 20), rng.range(0.5, 3), rng.range(0, 0.5)];
  }
  const [giant, large, medium, small, micro] = toPercentages(
    (['Giant', 'Large', 'Medium', 'Small', 'Micro'] as const).map((k, i) => [k, w[i]] as [string, number]),
  ).map(([, v]) => v);
  return { Giant: giant, Large: large, Medium: medium, Small: small, Micro: micro };
}
