/** @jest-environment node */
import { COUNTRIES, countryById } from '@/engine/reference/countries';
import { CRS_JURISDICTION_COUNT, CRS_JURISDICTION_IDS, isCrsJurisdiction } from '@/engine/reference/crs';

describe('CRS jurisdictions', () => {
  test('the United States is not a CRS jurisdiction; the EU member states and the UK are', () => {
    expect(isCrsJurisdiction(840)).toBe(false);
    const eu = [
      40, 56, 100, 191, 196, 203, 208, 233, 246, 250, 276, 300, 348, 372, 380, 428, 440, 442, 470, 528, 616, 620, 642, 703, 705, 724, 752,
    ];
    expect(eu).toHaveLength(27);
    for (const id of [...eu, 826, 756, 578]) expect(isCrsJurisdiction(id)).toBe(true);
  });

  test('the list holds every jurisdiction once, as ISO numeric codes', () => {
    expect(CRS_JURISDICTION_IDS.size).toBe(CRS_JURISDICTION_COUNT);
    expect(CRS_JURISDICTION_COUNT).toBeGreaterThanOrEqual(120);
    for (const id of CRS_JURISDICTION_IDS) expect(id).toBeGreaterThanOrEqual(1);
  });

  test("the country list's NonCRS is the negation of the OECD list", () => {
    for (const c of COUNTRIES) expect(c.NonCRS).toBe(!isCrsJurisdiction(c.Value));
    const nonCrs = COUNTRIES.filter((c) => c.NonCRS).map((c) => c.Text);
    expect(nonCrs).toEqual(['Afghanistan', 'Egypt', 'Iran', 'Myanmar', 'North Korea', 'Philippines', 'Syria', 'United States', 'Vietnam']);
    expect(countryById(704)).toMatchObject({ RiskCategory: 3, NonCRS: true });
  });
});
