import { factSheetSections, NO_REGION_DATA, NO_SECTOR_DATA } from '@/engine/trading/factSheetSections';
import { riskScalePosition } from '@/engine/trading/riskScalePosition';
import { styleBoxCell, styleBoxLabel } from '@/engine/trading/styleBox';
import { formatPercent } from '@/engine/format/formatPercent';
import { formatUnitCost } from '@/engine/format/formatUnitCost';
import { formatIsoDate } from '@/engine/format/formatIsoDate';

describe('fact sheet formatting rules', () => {
  it('riskScalePosition puts ratings 1 to 5 at 20, 33.33, 50, 66.66 and 80 % and averages between them', () => {
    expect([1, 2, 3, 4, 5].map(riskScalePosition)).toEqual([20, 33.33, 50, 66.66, 80]);
    expect(riskScalePosition(3.5)).toBe(58.33);
    expect(riskScalePosition(0)).toBeNull();
    expect(riskScalePosition(6)).toBeNull();
    expect(riskScalePosition(null)).toBeNull();
  });

  it('styleBoxCell numbers the 3x3 box row by row from Large Value', () => {
    expect(styleBoxCell(1)).toEqual({ row: 0, column: 0 });
    expect(styleBoxCell(5)).toEqual({ row: 1, column: 1 });
    expect(styleBoxCell(9)).toEqual({ row: 2, column: 2 });
    expect(styleBoxCell(0)).toBeNull();
    expect(styleBoxLabel(2)).toBe('Large Blend');
    expect(styleBoxLabel(7, 'bond')).toBe('Low Credit Quality, Limited Sensitivity');
  });

  it('formats percentages to 5 decimals, unit prices to 4 and ISO dates as dd/MM/yyyy', () => {
    expect(formatPercent(12.3456789)).toBe('12.34568%');
    expect(formatPercent(-1.5)).toBe('-1.50%');
    expect(formatPercent(null)).toBe('–');
    expect(formatUnitCost(1234.5)).toBe('1,234.5000');
    expect(formatIsoDate('2024-02-29')).toBe('29/02/2024');
    expect(formatIsoDate('2024-02-29T10:00:00Z')).toBe('29/02/2024');
  });

  it('factSheetSections gives every section with money to 2 decimals and the empty messages', () => {
    const s = factSheetSections({
      FundName: 'Alpha Fund',
      ISIN: 'LU0000000001',
      Currency: 'EUR',
      CurrencySymbol: '€',
      ProductType: 'Fund',
      NavDate: '2025-01-31',
      InitialInvestment: 1000,
      ManagementFee: 1.25,
      YTD: 3.123456,
      TopHoldings: [{ FundName: 'A very long holding name plc', Sector: 'Tech', Country: 'United Kingdom', Weighting: 4.5 }],
      Sectors: [],
      Regions: [],
      YearlyPerformance: [],
      RiskRating: 3,
    });
    expect(s.asOf).toBe('31/01/2025');
    expect(s.purchase).toContainEqual({ label: 'Minimum initial purchase', value: '€ 1,000.00' });
    expect(s.purchase).toContainEqual({ label: 'Management fee', value: '1.25%' });
    expect(s.trailingReturns.rows[0][5]).toBe('3.12346%');
    expect(s.sectors.rows).toEqual([]);
    expect(s.sectors.empty).toBe(NO_SECTOR_DATA);
    expect(s.regions.empty).toBe(NO_REGION_DATA);
    // Holding names cut at 15 characters, countries at 10, the full text kept for screen readers.
    expect(s.topHoldings.rows[0]).toEqual(['A very long ho…', 'Tech', 'United Ki…', '4.50%']);
    expect(s.topHoldings.full![0][0]).toBe('A very long holding name plc');
    expect(s.riskProfile).toContainEqual({ label: 'Fund risk rating', value: '3 of 5' });
  });

  it('factSheetSections gives a structured note its own profile (issuer, denomination, coupon, maturity)', () => {
    const s = factSheetSections({
      FundName: 'Note',
      ISIN: 'XS0000000001',
      Currency: 'USD',
      CurrencySymbol: '$',
      ProductType: 'Hybrid, Structured Instruments',
      Issuer: 'Bank',
      Denomination: 1000,
      Coupon: 4.5,
      MaturityDate: '2029-06-30',
    });
    expect(s.isNote).toBe(true);
    expect(s.profile).toEqual(
      expect.arrayContaining([
        { label: 'Issuer', value: 'Bank' },
        { label: 'Denomination', value: '$ 1,000.00' },
        { label: 'Coupon', value: '4.50%' },
        { label: 'Maturity date', value: '30/06/2029' },
      ]),
    );
  });
});
