/** A demo fact sheet's top holdings: fictional companies, sovereign and corporate bonds, or other catalogue funds. */
import { roundTo, type Rng } from './prng';
import type { FactSpec, ProductSpec } from './products';
import { COMPANIES, COUNTRIES, SOVEREIGNS, companyName, type Company } from './reference';
import type { SeedFactSheet, SeedProduct } from './types';
import { REGION_WEIGHTS, sectorWeights } from './exposure';

type Holding = SeedFactSheet['TopHoldings'][number];

/** Descending weights: first in [lo, hi), each next one `decay` times smaller, two decimals. */
function descendingWeights(count: number, rng: Rng, lo: number, hi: number, decayLo: number, decayHi: number): number[] {
  const out: number[] = [];
  let w = rng.range(lo, hi);
  for (let i = 0; i < count; i++) {
    out.push(roundTo(w, 2));
    w *= rng.range(decayLo, decayHi);
  }
  // Rounding can tie neighbours; keep the list strictly non-increasing.
  for (let i = 1; i < out.length; i++) if (out[i] > out[i - 1]) out[i] = out[i - 1]!;
  return out;
}

function pickCompanies(fact: FactSpec, rng: Rng, count: number): Company[] {
  const regions = REGION_WEIGHTS[fact.region ?? 'global'];
  const sectors = sectorWeights(fact);
  const scored = COMPANIES.map((company) => {
    const country = COUNTRIES[company.country];
    if (fact.region === 'eurozone' && !country.euro) return { company, score: 0 };
    // Dampened weights: a global fund's top ten is mostly, not exclusively, American.
    let score = (regions[country.region] ?? 0) ** 0.6 * (sectors[company.sector] ?? 0) ** 0.8 * rng.range(0.3, 1.7);
    if (fact.theme === 'clean') score *= company.clean ? 50 : 0.02;
    return { company, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map((s) => s.company);
}

function equityHolding(company: Company, Weighting: number): Holding {
  return { FundName: companyName(company), Sector: company.sector, Country: COUNTRIES[company.country].name, Weighting };
}

function bondName(issuer: string, coupon: number, year: number): string {
  return `${issuer} ${coupon.toFixed(3)}% ${year}`;
}

function coupon(rng: Rng, lo: number, hi: number): number {
  return Math.round(rng.range(lo, hi) * 8) / 8;
}

function sovereignHolding(
  rng: Rng,
  list: readonly (readonly [string, string])[],
  couponLo: number,
  couponHi: number,
  yearLo: number,
  yearHi: number,
): Omit<Holding, 'Weighting'> {
  const [issuer, country] = rng.pick(list);
  return {
    FundName: bondName(issuer, coupon(rng, couponLo, couponHi), rng.int(yearLo, yearHi)),
    Sector: 'Government',
    Country: COUNTRIES[country].name,
  };
}

/** A fictional corporate bond; `euroMarket` limits issuers to those active in the euro market. */
function corporateHolding(
  rng: Rng,
  euroMarket: boolean,
  couponLo: number,
  couponHi: number,
  yearLo: number,
  yearHi: number,
): Omit<Holding, 'Weighting'> {
  const pool = COMPANIES.filter((c) => !euroMarket || COUNTRIES[c.country].euro || c.country === 'GB' || c.country === 'US');
  const company = rng.pick(pool);
  return {
    FundName: bondName(companyName(company), coupon(rng, couponLo, couponHi), rng.int(yearLo, yearHi)),
    Sector: 'Corporate',
    Country: COUNTRIES[company.country].name,
  };
}

/** Up to `count` holdings with distinct names and at most `perIssuer` lines per issuer. */
function distinct(make: () => Omit<Holding, 'Weighting'>, count: number, perIssuer = count): Omit<Holding, 'Weighting'>[] {
  const out: Omit<Holding, 'Weighting'>[] = [];
  const names = new Set<string>();
  const issuers = new Map<string, number>();
  for (let guard = 0; out.length < count && guard < count * 50; guard++) {
    const h = make();
    const issuer = h.FundName.replace(/ [\d.]+% \d{4}$/, '');
    if (names.has(h.FundName) || (issuers.get(issuer) ?? 0) >= perIssuer) continue;
    names.add(h.FundName);
    issuers.set(issuer, (issuers.get(issuer) ?? 0) + 1);
    out.push(h);
  }
  return out;
}

function withWeights(items: Omit<Holding, 'Weighting'>[], weights: number[]): Holding[] {
  return items.map((h, i) => ({ ...h, Weighting: weights[i] }));
}

const MONEY_MARKET_LINES: [string, string, string][] = [
  ['French Treasury Bill', 'FR', 'Government'],
  ['German Treasury Discount Paper', 'DE', 'Government'],
  ['Dutch State Treasury Certificate', 'NL', 'Government'],
  ['Belgian Treasury Certificate', 'BE', 'Government'],
  ['Reverse Repo (Government Collateral) - Banque Sauveterre SA', 'FR', 'Cash & Equivalents'],
  ['Certificate of Deposit - Banco Valdoro SA', 'ES', 'Cash & Equivalents'],
  ['Certificate of Deposit - Merlion Harbour Bank Ltd', 'SG', 'Cash & Equivalents'],
  ['Commercial Paper - Castellan Logistics NV', 'NL', 'Corporate'],
  ['Commercial Paper - Maravel Foods SA', 'FR', 'Corporate'],
  ['Commercial Paper - Elbtal Versicherung AG', 'DE', 'Corporate'],
  ['Time Deposit - Fenwick Lane Banking Group plc', 'GB', 'Cash & Equivalents'],
];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function topHoldings(fact: FactSpec, rng: Rng, catalogue: Map<string, { product: SeedProduct; spec: ProductSpec }>): Holding[] {
  switch (fact.holdings) {
    case 'equity': {
      const companies = pickCompanies(fact, rng, 10);
      const weights =
        fact.size === 'small'
          ? descendingWeights(companies.length, rng, 1.6, 2.6, 0.9, 0.97)
          : fact.sectors || fact.theme
            ? descendingWeights(companies.length, rng, 6.5, 9.5, 0.84, 0.94)
            : fact.tracker
              ? descendingWeights(companies.length, rng, 3.2, 5.5, 0.8, 0.92)
              : descendingWeights(companies.length, rng, 4.2, 6.8, 0.82, 0.95);
      return companies.map((c, i) => equityHolding(c, weights[i]));
    }
    case 'eur-gov': {
      const items = distinct(() => sovereignHolding(rng, SOVEREIGNS.eurozone, 0, 3.5, 2027, 2054), 10, 2);
      return withWeights(items, descendingWeights(items.length, rng, 0.9, 1.4, 0.93, 0.98));
    }
    case 'gilt': {
      const items = distinct(() => sovereignHolding(rng, [['United Kingdom Gilt', 'GB']], 0.125, 4.75, 2027, 2061), 10);
      return withWeights(items, descendingWeights(items.length, rng, 5, 8, 0.85, 0.95));
    }
    case 'ust-short': {
      const govs = distinct(() => sovereignHolding(rng, [['United States Treasury Note', 'US']], 0.5, 4.875, 2027, 2029), 6);
      const corps = distinct(() => corporateHolding(rng, false, 2, 5.5, 2027, 2029), 4, 1);
      const items = [...govs, ...corps];
      return withWeights(items, descendingWeights(items.length, rng, 3, 6, 0.85, 0.95));
    }
    case 'eur-corp': {
      const items = distinct(() => corporateHolding(rng, true, 0.5, 4.5, 2027, fact.tracker ? 2031 : 2036), 10, 1);
      const weights = fact.tracker
        ? descendingWeights(items.length, rng, 0.3, 0.6, 0.93, 0.98)
        : descendingWeights(items.length, rng, 1.5, 2.8, 0.88, 0.96);
      return withWeights(items, weights);
    }
    case 'global-bond': {
      const govs = distinct(() => sovereignHolding(rng, SOVEREIGNS.global, 0.5, 4.5, 2027, 2045), 6, 2);
      const corps = distinct(() => corporateHolding(rng, false, 2, 6, 2027, 2035), 3, 1);
      const mbs: Omit<Holding, 'Weighting'> = {
        FundName: bondName('Agency MBS Pass-Through Pool', coupon(rng, 4, 6), rng.int(2050, 2055)),
        Sector: 'Securitized',
        Country: 'United States',
      };
      const items = rng.shuffle([...govs, ...corps, mbs]);
      return withWeights(items, descendingWeights(items.length, rng, 2, 6, 0.82, 0.95));
    }
    case 'em-debt': {
      const items = distinct(() => sovereignHolding(rng, SOVEREIGNS.emerging, 3.5, 8, 2028, 2050), 10, 2);
      return withWeights(items, descendingWeights(items.length, rng, 2, 4.5, 0.88, 0.96));
    }
    case 'money': {
      const lines = rng.shuffle(MONEY_MARKET_LINES).slice(0, 10);
      const items = lines.map(([issuer, country, sector]) => ({
        FundName: `${issuer} ${MONTHS[rng.int(0, 11)]} 2027`,
        Sector: sector,
        Country: COUNTRIES[country].name,
      }));
      return withWeights(items, descendingWeights(items.length, rng, 4, 8, 0.86, 0.96));
    }
    case 'multi':
    case 'alt': {
      const equityCount = fact.holdings === 'alt' ? 4 : (fact.stock ?? 50) >= 50 ? 6 : 4;
      const companies = pickCompanies(fact, rng, equityCount);
      const sovereigns = fact.region === 'uk' ? ([['United Kingdom Gilt', 'GB']] as const) : SOVEREIGNS.eurozone;
      const bonds = distinct(
        () => sovereignHolding(rng, sovereigns, 0.25, 4, 2027, 2045),
        10 - companies.length,
        fact.region === 'uk' ? 10 : 2,
      );
      const bondWeights = descendingWeights(
        bonds.length,
        rng,
        fact.holdings === 'alt' ? 4 : 2,
        fact.holdings === 'alt' ? 8 : 4,
        0.85,
        0.95,
      );
      const equityWeights = descendingWeights(companies.length, rng, 1.2, 2.5, 0.85, 0.95);
      return [...companies.map((c, i) => equityHolding(c, equityWeights[i])), ...withWeights(bonds, bondWeights)].sort(
        (a, b) => b.Weighting - a.Weighting,
      );
    }
    case 'funds': {
      const names = fact.funds ?? [];
      const weights = descendingWeights(names.length, rng, (fact.stock ?? 50) >= 50 ? 14 : 16, 20, 0.78, 0.9);
      return names.map((name, i) => {
        const entry = catalogue.get(name);
        if (!entry) throw new Error(`DFM holding '${name}' is not in the catalogue`);
        return {
          FundName: name,
          Sector: fundSectorLabel(entry.spec),
          Country: COUNTRIES[entry.product.isin.slice(0, 2)].name,
          Weighting: weights[i],
        };
      });
    }
  }
}

function fundSectorLabel(spec: ProductSpec): string {
  switch (spec.fact?.kind) {
    case 'bond':
      return 'Fixed Income';
    case 'money':
      return 'Money Market';
    case 'multi':
    case 'dfm':
      return 'Mixed Asset';
    case 'alt':
      return 'Alternative';
    case 'property':
      return 'Property';
    default:
      return 'Equity';
  }
}
