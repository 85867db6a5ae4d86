import { ACCOUNT_OPENING_MESSAGES, holderCountProblem, sourceOfFundsFormRequired, taxCertificateRequired } from '@/engine';

describe('holderCountProblem', () => {
  it('accepts one holder for a single account and two for a joint one', () => {
    expect(holderCountProblem(false, 1)).toBeNull();
    expect(holderCountProblem(true, 2)).toBeNull();
  });
  it('asks a joint account for both holders', () => {
    expect(holderCountProblem(true, 1)).toBe(ACCOUNT_OPENING_MESSAGES.jointNeedsTwoHolders);
  });
  it('refuses a second holder on an account that is not joint', () => {
    expect(holderCountProblem(false, 2)).toBe(ACCOUNT_OPENING_MESSAGES.singleHasOneHolder);
  });
});

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
