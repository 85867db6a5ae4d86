import { sourceOfFundsFormRequired, taxCertificateRequired } from '@/engine';

describe('taxCertificateRequired', () => {
  const home = { FiscalCountryId: 276, Address: { CountryId: 276 } };
  it('is false when every holder is tax resident where they live', () => {
    expect(taxCertificateRequired([home, home])).toBe(false);
  });
  it('is true when one holder is tax resident in another country', () => {
    expect(taxCertificateRequired([home, { FiscalCountryId: 250, Address: { CountryId: 276 } }])).toBe(true);
  });
  it('is false without a fiscal country (QROPS and trust skip the tax details)', () => {
    expect(taxCertificateRequired([{ Address: { CountryId: 276 } }])).toBe(false);
  });
});

describe('sourceOfFundsFormRequired', () => {
  it('asks a source-of-funds form for the top band of disposable assets only', () => {
    expect(sourceOfFundsFormRequired({ DisposableAssetsRangeId: 47 })).toBe(true);
    expect(sourceOfFundsFormRequired({ DisposableAssetsRangeId: 46 })).toBe(false);
    expect(sourceOfFundsFormRequired(null)).toBe(false);
  });
});
