/**
 * Static reference data for the demo catalogue: countries, regions, sectors, a pool of fictional
 * listed companies (used for equities and fund holdings) and benchmark names per category.
 * Every company and fund house here is invented; countries and sovereign issuers are real.
 */

export const SECTORS = [
  'Technology',
  'Financial Services',
  'Healthcare',
  'Consumer Cyclical',
  'Industrials',
  'Communication Services',
  'Consumer Defensive',
  'Energy',
  'Basic Materials',
  'Real Estate',
  'Utilities',
] as const;
export type Sector = (typeof SECTORS)[number];

export const REGIONS = [
  'North America',
  'United Kingdom',
  'Europe Developed',
  'Europe Emerging',
  'Africa/Middle East',
  'Latin America',
  'Japan',
  'Australasia',
  'Asia Developed',
  'Asia Emerging',
] as const;
export type Region = (typeof REGIONS)[number];

interface CountryInfo {
  name: string;
  region: Region;
  euro: boolean;
  suffix: string;
}

export const COUNTRIES: Record<string, CountryInfo> = {
  US: { name: 'United States', region: 'North America', euro: false, suffix: 'Inc' },
  CA: { name: 'Canada', region: 'North America', euro: false, suffix: 'Inc' },
  GB: { name: 'United Kingdom', region: 'United Kingdom', euro: false, suffix: 'plc' },
  DE: { name: 'Germany', region: 'Europe Developed', euro: true, suffix: 'AG' },
  FR: { name: 'France', region: 'Europe Developed', euro: true, suffix: 'SA' },
  NL: { name: 'Netherlands', region: 'Europe Developed', euro: true, suffix: 'NV' },
  IT: { name: 'Italy', region: 'Europe Developed', euro: true, suffix: 'SpA' },
  ES: { name: 'Spain', region: 'Europe Developed', euro: true, suffix: 'SA' },
  FI: { name: 'Finland', region: 'Europe Developed', euro: true, suffix: 'Oyj' },
  IE: { name: 'Ireland', region: 'Europe Developed', euro: true, suffix: 'plc' },
  BE: { name: 'Belgium', region: 'Europe Developed', euro: true, suffix: 'NV' },
  AT: { name: 'Austria', region: 'Europe Developed', euro: true, suffix: 'AG' },
  LU: { name: 'Luxembourg', region: 'Europe Developed', euro: true, suffix: 'SA' },
  CH: { name: 'Switzerland', region: 'Europe Developed', euro: false, suffix: 'AG' },
  SE: { name: 'Sweden', region: 'Europe Developed', euro: false, suffix: 'AB' },
  NO: { name: 'Norway', region: 'Europe Developed', euro: false, suffix: 'ASA' },
  DK: { name: 'Denmark', region: 'Europe Developed', euro: false, suffix: 'A/S' },
  JP: { name: 'Japan', region: 'Japan', euro: false, suffix: 'Corp' },
  AU: { name: 'Australia', region: 'Australasia', euro: false, suffix: 'Ltd' },
  NZ: { name: 'New Zealand', region: 'Australasia', euro: false, suffix: 'Ltd' },
  KR: { name: 'South Korea', region: 'Asia Developed', euro: false, suffix: 'Co Ltd' },
  TW: { name: 'Taiwan', region: 'Asia Developed', euro: false, suffix: 'Co Ltd' },
  SG: { name: 'Singapore', region: 'Asia Developed', euro: false, suffix: 'Ltd' },
  HK: { name: 'Hong Kong', region: 'Asia Developed', euro: false, suffix: 'Ltd' },
  IN: { name: 'India', region: 'Asia Emerging', euro: false, suffix: 'Ltd' },
  CN: { name: 'China', region: 'Asia Emerging', euro: false, suffix: 'Co Ltd' },
  ID: { name: 'Indonesia', region: 'Asia Emerging', euro: false, suffix: 'Tbk' },
  BR: { name: 'Brazil', region: 'Latin America', euro: false, suffix: 'SA' },
  MX: { name: 'Mexico', region: 'Latin America', euro: false, suffix: 'SAB de CV' },
  ZA: { name: 'South Africa', region: 'Africa/Middle East', euro: false, suffix: 'Ltd' },
  AE: { name: 'United Arab Emirates', region: 'Africa/Middle East', euro: false, suffix: 'PJSC' },
  PL: { name: 'Poland', region: 'Europe Emerging', euro: false, suffix: 'SA' },
  TR: { name: 'Turkey', region: 'Europe Emerging', euro: false, suffix: 'AS' },
  XS: { name: 'International', region: 'Europe Developed', euro: false, suffix: '' },
};

export interface Company {
  /** Name without legal suffix. */
  base: string;
  country: keyof typeof COUNTRIES;
  sector: Sector;
  /** Part of the energy-transition theme. */
  clean?: boolean;
}

/** Fictional listed companies. */
export const COMPANIES: Company[] = [
  // North America
  { base: 'Quillon Semiconductors', country: 'US', sector: 'Technology' },
  { base: 'Helioryn Energy', country: 'US', sector: 'Energy' },
  { base: 'Bayridge Software', country: 'US', sector: 'Technology' },
  { base: 'Lunaris Cloud Systems', country: 'US', sector: 'Technology' },
  { base: 'Sablewood Networks', country: 'US', sector: 'Communication Services' },
  { base: 'Northpass Media', country: 'US', sector: 'Communication Services' },
  { base: 'Cordell Therapeutics', country: 'US', sector: 'Healthcare' },
  { base: 'Kessford Health Systems', country: 'US', sector: 'Healthcare' },
  { base: 'Valemont Medical Devices', country: 'US', sector: 'Healthcare' },
  { base: 'Marlow Ridge Bancorp', country: 'US', sector: 'Financial Services' },
  { base: 'Pinecrest Payments', country: 'US', sector: 'Financial Services' },
  { base: 'Trevanne Consumer Brands', country: 'US', sector: 'Consumer Defensive' },
  { base: 'Altamar Retail Group', country: 'US', sector: 'Consumer Cyclical' },
  { base: 'Ironvale Aerospace', country: 'US', sector: 'Industrials' },
  { base: 'Greyfield Materials', country: 'US', sector: 'Basic Materials' },
  { base: 'Harborview Residential REIT', country: 'US', sector: 'Real Estate' },
  { base: 'Fairmount Office Properties', country: 'US', sector: 'Real Estate' },
  { base: 'Magnolia Self Storage Trust', country: 'US', sector: 'Real Estate' },
  { base: 'Cascadia Power & Light', country: 'US', sector: 'Utilities' },
  { base: 'Redstone Solar Systems', country: 'US', sector: 'Technology', clean: true },
  { base: 'Prairie Wind Utilities', country: 'US', sector: 'Utilities', clean: true },
  { base: 'Kestrel Grid Storage', country: 'US', sector: 'Industrials', clean: true },
  { base: 'Laurentide Pipelines', country: 'CA', sector: 'Energy' },
  { base: 'Maplecrest Financial', country: 'CA', sector: 'Financial Services' },
  // United Kingdom
  { base: 'Arvandel Industries', country: 'GB', sector: 'Industrials' },
  { base: 'Brenmoor Utilities', country: 'GB', sector: 'Utilities' },
  { base: 'Dunmere Insurance Group', country: 'GB', sector: 'Financial Services' },
  { base: 'Fenwick Lane Banking Group', country: 'GB', sector: 'Financial Services' },
  { base: 'Harcastle Mining', country: 'GB', sector: 'Basic Materials' },
  { base: 'Ellery Pharmaceuticals', country: 'GB', sector: 'Healthcare' },
  { base: 'Kingsmere Telecom', country: 'GB', sector: 'Communication Services' },
  { base: 'Thamesgate Property', country: 'GB', sector: 'Real Estate' },
  { base: 'Ravensworth Defence Systems', country: 'GB', sector: 'Industrials' },
  { base: 'Calder Brewing & Spirits', country: 'GB', sector: 'Consumer Defensive' },
  { base: 'Northsea Offshore Energy', country: 'GB', sector: 'Energy' },
  { base: 'Ashbourne Home Retail', country: 'GB', sector: 'Consumer Cyclical' },
  { base: 'Penrose Software', country: 'GB', sector: 'Technology' },
  // Eurozone
  { base: 'Solvena Pharma', country: 'DE', sector: 'Healthcare' },
  { base: 'Maravel Foods', country: 'FR', sector: 'Consumer Defensive' },
  { base: 'Castellan Logistics', country: 'NL', sector: 'Industrials' },
  { base: 'Verasol Telecom', country: 'IT', sector: 'Communication Services' },
  { base: 'Obermann Automobilwerke', country: 'DE', sector: 'Consumer Cyclical' },
  { base: 'Rheinfeld Chemie', country: 'DE', sector: 'Basic Materials' },
  { base: 'Norvalis Semiconductors', country: 'NL', sector: 'Technology' },
  { base: 'Castilla Renovables', country: 'ES', sector: 'Utilities', clean: true },
  { base: 'Banco Valdoro', country: 'ES', sector: 'Financial Services' },
  { base: 'Kaskimaa Networks', country: 'FI', sector: 'Technology' },
  { base: 'Dunleary Building Materials', country: 'IE', sector: 'Basic Materials' },
  { base: 'Vanderhove Brewing', country: 'BE', sector: 'Consumer Defensive' },
  { base: 'Elbtal Versicherung', country: 'DE', sector: 'Financial Services' },
  { base: 'Aurelia Energies', country: 'FR', sector: 'Energy' },
  { base: 'Belcourt Luxury Group', country: 'FR', sector: 'Consumer Cyclical' },
  { base: 'Banque Sauveterre', country: 'FR', sector: 'Financial Services' },
  { base: 'Rheinufer Wohnen', country: 'DE', sector: 'Real Estate' },
  { base: 'Lumiere Commercial Properties', country: 'FR', sector: 'Real Estate' },
  { base: 'Genova Medical Instruments', country: 'IT', sector: 'Healthcare' },
  { base: 'Lichtfeld Software', country: 'DE', sector: 'Technology' },
  { base: 'Nordwind Energie', country: 'DE', sector: 'Utilities', clean: true },
  { base: 'Voltaris Grid Technologies', country: 'FR', sector: 'Industrials', clean: true },
  { base: 'Solenne Hydrogen', country: 'FR', sector: 'Industrials', clean: true },
  // Europe outside the euro
  { base: 'Helvetor Pharma', country: 'CH', sector: 'Healthcare' },
  { base: 'Zollberg Re', country: 'CH', sector: 'Financial Services' },
  { base: 'Alpenglanz Foods', country: 'CH', sector: 'Consumer Defensive' },
  { base: 'Bergstrom Industrial', country: 'SE', sector: 'Industrials' },
  { base: 'Sundsvik Forestry', country: 'SE', sector: 'Basic Materials' },
  { base: 'Norrsken Fastigheter', country: 'SE', sector: 'Real Estate' },
  { base: 'Frydenlund Shipping', country: 'NO', sector: 'Industrials' },
  { base: 'Nordhavn Biotech', country: 'DK', sector: 'Healthcare' },
  { base: 'Skagerrak Wind', country: 'DK', sector: 'Utilities', clean: true },
  // Japan
  { base: 'Kaminari Electronics', country: 'JP', sector: 'Technology' },
  { base: 'Hoshida Motor', country: 'JP', sector: 'Consumer Cyclical' },
  { base: 'Sakuragawa Trading', country: 'JP', sector: 'Industrials' },
  { base: 'Tsubame Robotics', country: 'JP', sector: 'Industrials' },
  { base: 'Midorino Pharmaceutical', country: 'JP', sector: 'Healthcare' },
  { base: 'Aokawa Financial Group', country: 'JP', sector: 'Financial Services' },
  { base: 'Sakurazaka Realty', country: 'JP', sector: 'Real Estate' },
  // Australasia
  { base: 'Coralbay Resources', country: 'AU', sector: 'Basic Materials' },
  { base: 'Tasman Ridge Bank', country: 'AU', sector: 'Financial Services' },
  { base: 'Harbourside Logistics REIT', country: 'AU', sector: 'Real Estate' },
  { base: 'Kauri Health', country: 'NZ', sector: 'Healthcare' },
  // Developed Asia
  { base: 'Seorin Electronics', country: 'KR', sector: 'Technology' },
  { base: 'Taepyeong Battery', country: 'KR', sector: 'Industrials', clean: true },
  { base: 'Jadeport Semiconductor Manufacturing', country: 'TW', sector: 'Technology' },
  { base: 'Merlion Harbour Bank', country: 'SG', sector: 'Financial Services' },
  { base: 'Straits Digital Holdings', country: 'SG', sector: 'Communication Services' },
  { base: 'Kowloon Bay Land', country: 'HK', sector: 'Real Estate' },
  // Emerging Asia
  { base: 'Ganga Valley Finance', country: 'IN', sector: 'Financial Services' },
  { base: 'Deccan Infotech', country: 'IN', sector: 'Technology' },
  { base: 'Andhra Pharma Labs', country: 'IN', sector: 'Healthcare' },
  { base: 'Thar Solar Energy', country: 'IN', sector: 'Utilities', clean: true },
  { base: 'Yangtze Delta Consumer', country: 'CN', sector: 'Consumer Cyclical' },
  { base: 'Pearl River Internet Holdings', country: 'CN', sector: 'Communication Services' },
  { base: 'Lingnan Biopharma', country: 'CN', sector: 'Healthcare' },
  { base: 'Minjiang Hydropower', country: 'CN', sector: 'Utilities', clean: true },
  { base: 'Nusantara Telecom', country: 'ID', sector: 'Communication Services' },
  // Latin America, Africa/Middle East, emerging Europe
  { base: 'Serra Verde Mining', country: 'BR', sector: 'Basic Materials' },
  { base: 'Banco Atlantico Sul', country: 'BR', sector: 'Financial Services' },
  { base: 'Cordillera Cement', country: 'MX', sector: 'Basic Materials' },
  { base: 'Aztlan Beverages', country: 'MX', sector: 'Consumer Defensive' },
  { base: 'Highveld Platinum', country: 'ZA', sector: 'Basic Materials' },
  { base: 'Karoo Financial Holdings', country: 'ZA', sector: 'Financial Services' },
  { base: 'Gulf Crescent Petrochemicals', country: 'AE', sector: 'Basic Materials' },
  { base: 'Vistula Energy', country: 'PL', sector: 'Energy' },
  { base: 'Anatolia Steel', country: 'TR', sector: 'Basic Materials' },
];

export function companyName(company: Company): string {
  const suffix = COUNTRIES[company.country].suffix;
  return suffix ? `${company.base} ${suffix}` : company.base;
}

/** Sovereign issuers used in bond-fund holdings: [issuer label, ISO country]. */
export const SOVEREIGNS = {
  eurozone: [
    ['Germany (Federal Republic of)', 'DE'],
    ['France (Republic of)', 'FR'],
    ['Italy (Republic of)', 'IT'],
    ['Spain (Kingdom of)', 'ES'],
    ['Netherlands (Kingdom of the)', 'NL'],
    ['Belgium (Kingdom of)', 'BE'],
    ['Austria (Republic of)', 'AT'],
    ['Ireland', 'IE'],
    ['Finland (Republic of)', 'FI'],
  ],
  emerging: [
    ['Mexico (United Mexican States)', 'MX'],
    ['Brazil (Federative Republic of)', 'BR'],
    ['Indonesia (Republic of)', 'ID'],
    ['South Africa (Republic of)', 'ZA'],
    ['Poland (Republic of)', 'PL'],
    ['Turkey (Republic of)', 'TR'],
    ['India (Republic of)', 'IN'],
    ['China (People\u2019s Republic of)', 'CN'],
  ],
  global: [
    ['United States Treasury', 'US'],
    ['Germany (Federal Republic of)', 'DE'],
    ['United Kingdom Gilt', 'GB'],
    ['Japan (Government of)', 'JP'],
    ['France (Republic of)', 'FR'],
    ['Canada (Government of)', 'CA'],
  ],
} as const satisfies Record<string, readonly (readonly [string, string])[]>;

/** Benchmark shown as the fact sheet's CategoryIndex, per category. */
export const CATEGORY_INDEX: Record<string, string> = {
  'EUR Moderate Allocation - Global': 'EUR Moderate Global Target Allocation NR EUR',
  'EUR Cautious Allocation - Global': 'EUR Cautious Global Target Allocation NR EUR',
  'EUR Aggressive Allocation - Global': 'EUR Aggressive Global Target Allocation NR EUR',
  'GBP Cautious Allocation': 'UK Cautious Target Allocation NR GBP',
  'GBP Moderately Adventurous Allocation': 'UK Moderately Adventurous Target Allocation NR GBP',
  'EUR Corporate Bond': 'Euro Corporate Bond TR EUR',
  'EUR Corporate Bond - Short Term': 'Euro Corporate 1-5 Year Bond TR EUR',
  'EUR Government Bond': 'Eurozone Treasury Bond TR EUR',
  'EUR Money Market': 'Euro Overnight Rate Compounded EUR',
  'GBP Government Bond': 'UK Gilt All Maturities TR GBP',
  'USD Short-Term Bond': 'US 1-3 Year Core Bond TR USD',
  'Global Flexible Bond - USD Hedged': 'Global Core Bond TR Hedged USD',
  'Global Emerging Markets Bond': 'Emerging Markets Sovereign Bond TR USD',
  'Alt - Multistrategy': 'Euro Cash 3 Month TR EUR',
  'Property - Indirect Global': 'Global Real Estate NR USD',
  'Global Large-Cap Blend Equity': 'Global Developed Markets Large-Mid Cap NR USD',
  'Global Small-Cap Equity': 'Global Developed Markets Small Cap NR USD',
  'Global Equity Income': 'Global Developed Markets High Dividend Yield NR USD',
  'Global Emerging Markets Equity': 'Emerging Markets Large-Mid Cap NR USD',
  'Europe Large-Cap Value Equity': 'Developed Europe Value NR EUR',
  'Eurozone Large-Cap Equity': 'Eurozone Large-Mid Cap NR EUR',
  'UK Equity Income': 'UK All Cap High Dividend Yield NR GBP',
  'UK Large-Cap Equity': 'UK All Cap NR GBP',
  'US Large-Cap Growth Equity': 'US Large-Mid Cap Broad Growth NR USD',
  'US Large-Cap Blend Equity': 'US Large-Mid Cap NR USD',
  'Asia-Pacific ex-Japan Equity': 'Asia Pacific ex-Japan Large-Mid Cap NR USD',
  'Sector Equity Healthcare': 'Global Healthcare NR USD',
  'Sector Equity Alternative Energy': 'Global Renewable Energy NR USD',
  'Sector Equity Ecology': 'Global Low Carbon Transition NR USD',
};
