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

  test('the list holds every jurisdiction once, each a country of the reference list', () => {
    // The OECD's 122 jurisdictions plus the six territories that are part of one (Åland, five French overseas departments).
    expect(CRS_JURISDICTION_COUNT).toBe(122);
    expect(CRS_JURISDICTION_IDS.size).toBe(CRS_JURISDICTION_COUNT + 6);
    for (const id of CRS_JURISDICTION_IDS) expect(countryById(id)).toBeDefined();
  });

  test("the country list's NonCRS is the negation of the OECD list", () => {
    for (const c of COUNTRIES) expect(c.NonCRS).toBe(!isCrsJurisdiction(c.Value));
    const nonCrs = (...names: string[]) => names.map((name) => COUNTRIES.find((c) => c.Text === name)?.NonCRS);
    expect(nonCrs('Afghanistan', 'Egypt', 'Iran', 'Myanmar', 'North Korea', 'Philippines', 'Syria', 'United States', 'Vietnam')).toEqual(
      Array(9).fill(true),
    );
    expect(nonCrs('Puerto Rico', 'Taiwan', 'Bonaire, Sint Eustatius and Saba', 'New Caledonia', 'Antarctica')).toEqual(Array(5).fill(true));
    expect(countryById(704)).toMatchObject({ RiskCategory: 3, NonCRS: true });
  });

  test('the overseas jurisdictions on the OECD list, and the territories that are part of one, are CRS', () => {
    const crs = [
      'Aruba',
      'Curaçao',
      'Sint Maarten',
      'Montserrat',
      'Anguilla',
      'Turks and Caicos Islands',
      'Bermuda',
      'Greenland',
      'Faroe Islands',
      'Macao',
      'Cook Islands',
      'Niue',
      'Gibraltar',
      'Trinidad and Tobago',
      'Åland Islands',
      'Réunion',
      'Guadeloupe',
      'Mayotte',
    ];
    expect(crs.map((name) => COUNTRIES.find((c) => c.Text === name)?.NonCRS)).toEqual(Array(crs.length).fill(false));
  });
});
