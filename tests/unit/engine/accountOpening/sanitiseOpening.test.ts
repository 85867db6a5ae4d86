import { sanitiseFeesAnswers, sanitiseHolderPhones, sanitiseRiskProfileAnswers } from '@/engine';

describe('sanitiseHolderPhones', () => {
  it('stores the mobile as dial code, hyphen and digits without spaces', () => {
    expect(sanitiseHolderPhones({ PhonePrimaryCountryCode: '+49', PhonePrimary: '0151 234 567' })).toEqual({
      PhonePrimaryCountryCode: '+49',
      PhonePrimary: '+49-0151234567',
    });
  });
  it('keeps the code of a mobile typed internationally, with or without a hyphen', () => {
    expect(sanitiseHolderPhones({ PhonePrimaryCountryCode: '+49', PhonePrimary: '+44 7700 900123' })).toEqual({
      PhonePrimaryCountryCode: '+44',
      PhonePrimary: '+44-7700900123',
    });
    expect(sanitiseHolderPhones({ PhonePrimary: '+49-151 2345' })).toEqual({ PhonePrimaryCountryCode: '+49', PhonePrimary: '+49-1512345' });
    expect(sanitiseHolderPhones({ PhonePrimaryCountryCode: '+49', PhonePrimary: '+49151234567' })).toEqual({
      PhonePrimaryCountryCode: '+49',
      PhonePrimary: '+49-151234567',
    });
  });
  it('uses +1 when no dial code is chosen', () => {
    expect(sanitiseHolderPhones({ PhonePrimary: '555 0100' })).toEqual({ PhonePrimaryCountryCode: '+1', PhonePrimary: '+1-5550100' });
  });
  it('normalises the secondary phone and fax to dial code plus digits', () => {
    expect(
      sanitiseHolderPhones({
        PhonePrimaryCountryCode: '+33',
        PhoneSecondaryCountryCode: '+49',
        PhoneSecondary: '(030) 12-34',
        Fax: '01 23 45',
      }),
    ).toEqual({ PhonePrimaryCountryCode: '+33', PhoneSecondaryCountryCode: '+49', PhoneSecondary: '+490301234', Fax: '+33012345' });
  });
  it('leaves out numbers without a digit, so the schema says what is required', () => {
    expect(sanitiseHolderPhones({ PhonePrimary: '  ', PhoneSecondary: '-', PhoneSecondaryCountryCode: '+49' })).toEqual({});
  });
  it('passes anything that is not a holder through', () => {
    expect(sanitiseHolderPhones('x')).toBe('x');
  });
});

describe('sanitiseFeesAnswers', () => {
  it('strips fee strings to numbers and turns invalid ones into 0', () => {
    expect(
      sanitiseFeesAnswers({
        AccessTypeId: 1,
        PlatformProcessingFee: '1.5%',
        AnnualAccountFee: 'EUR 212',
        InitialFee: 'none',
        ETFEntryFee: 2,
      }),
    ).toEqual({ AccessTypeId: 1, PlatformProcessingFee: 1.5, AnnualAccountFee: 212, InitialFee: 0, ETFEntryFee: 2 });
  });
  it('gives a term account the term defaults when its TA_ years are absent, and keeps given ones', () => {
    expect(sanitiseFeesAnswers({ AccessTypeId: 2 })).toEqual({ AccessTypeId: 2, TA_DeductionFeeYears: 10, TA_EstablishPeriod: 10 });
    expect(sanitiseFeesAnswers({ AccessTypeId: 2, TA_DeductionFeeYears: 5 })).toEqual({
      AccessTypeId: 2,
      TA_DeductionFeeYears: 5,
      TA_EstablishPeriod: 10,
    });
    expect(sanitiseFeesAnswers({ AccessTypeId: 1 })).toEqual({ AccessTypeId: 1 });
  });
});

describe('sanitiseRiskProfileAnswers', () => {
  it('turns income proceeds that are not numeric into 1', () => {
    expect(
      sanitiseRiskProfileAnswers({
        IncomeSources: [
          { IncomeSourceId: 1, Proceeds: 'abc' },
          { IncomeSourceId: 2, Proceeds: '250' },
        ],
      }),
    ).toEqual({
      IncomeSources: [
        { IncomeSourceId: 1, Proceeds: 1 },
        { IncomeSourceId: 2, Proceeds: 250 },
      ],
    });
  });
});
