/** Where a demo fund invests by region profile: the region and sector weights its fact sheet and top holdings are drawn from. */
import type { FactSpec, RegionProfile } from './products';
import { SECTORS, type Region, type Sector } from './reference';

export const REGION_WEIGHTS: Record<RegionProfile, Partial<Record<Region, number>>> = {
  global: {
    'North America': 68,
    'United Kingdom': 3.5,
    'Europe Developed': 12,
    Japan: 5.5,
    'Asia Developed': 4,
    'Asia Emerging': 2.5,
    Australasia: 2,
    'Latin America': 0.8,
    'Europe Emerging': 0.3,
    'Africa/Middle East': 1.4,
  },
  'global-small': {
    'North America': 58,
    'United Kingdom': 6,
    'Europe Developed': 14,
    Japan: 10,
    'Asia Developed': 5,
    Australasia: 4,
    'Asia Emerging': 3,
  },
  europe: { 'United Kingdom': 22, 'Europe Developed': 74, 'Europe Emerging': 1.5, 'North America': 2.5 },
  eurozone: { 'Europe Developed': 95, 'United Kingdom': 2, 'North America': 3 },
  uk: { 'United Kingdom': 88, 'Europe Developed': 6, 'North America': 5, 'Africa/Middle East': 1 },
  us: { 'North America': 97, 'Europe Developed': 2, 'United Kingdom': 1 },
  asiapac: { 'Asia Developed': 45, 'Asia Emerging': 38, Australasia: 17 },
  em: { 'Asia Emerging': 55, 'Asia Developed': 25, 'Latin America': 9, 'Africa/Middle East': 7, 'Europe Emerging': 4 },
};

const SECTOR_WEIGHTS: Record<RegionProfile, Record<Sector, number>> = {
  global: sectorRow(24, 16, 11, 11, 11, 8, 6, 4.5, 4, 2.3, 2.6),
  'global-small': sectorRow(12, 14, 11, 12, 19, 4, 5, 4.5, 7, 8, 3),
  europe: sectorRow(8, 19, 14, 9, 16, 4, 9, 5.5, 6, 1.5, 4.5),
  eurozone: sectorRow(12, 20, 7, 13, 17, 5, 7, 4.5, 6, 1.5, 6),
  uk: sectorRow(2, 22, 11, 7, 13, 4, 15, 11, 8, 3, 4),
  us: sectorRow(31, 13, 11, 10.5, 8.5, 9, 5.5, 3.5, 2.2, 2.4, 2.4),
  asiapac: sectorRow(26, 24, 4, 12, 6, 10, 3, 2.5, 7, 5, 2.5),
  em: sectorRow(24, 23, 3.5, 13, 6.5, 9.5, 5, 4.5, 6.5, 1.7, 2.5),
};

function sectorRow(...values: number[]): Record<Sector, number> {
  return Object.fromEntries(SECTORS.map((s, i) => [s, values[i]])) as Record<Sector, number>;
}

/** Style-box column: 1 value, 2 blend, 3 growth, 0 none. */
export function styleColumn(equityStyle: number): 0 | 1 | 2 | 3 {
  return equityStyle === 0 ? 0 : ((((equityStyle - 1) % 3) + 1) as 1 | 2 | 3);
}

export function sectorWeights(fact: FactSpec): Partial<Record<Sector, number>> {
  if (fact.sectors) return fact.sectors;
  const base = { ...SECTOR_WEIGHTS[fact.region ?? 'global'] };
  const column = styleColumn(fact.equityStyle);
  if (column === 1) {
    base['Financial Services'] *= 1.3;
    base.Energy *= 1.4;
    base.Utilities *= 1.3;
    base.Technology *= 0.5;
  } else if (column === 3) {
    base.Technology *= 1.4;
    base.Healthcare *= 1.1;
    base['Financial Services'] *= 0.7;
    base.Energy *= 0.5;
    base.Utilities *= 0.5;
  }
  return base;
}
