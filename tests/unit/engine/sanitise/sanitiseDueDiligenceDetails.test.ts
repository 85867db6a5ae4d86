/** @jest-environment node */
import { sanitiseDueDiligenceDetails } from '@/engine/sanitise/sanitiseDueDiligenceDetails';

const holder = (over: Record<string, unknown> = {}) => ({
  Name: { FirstName: 'Anna', LastName: 'Schmidt' },
  PersonalInfo: { BirthDate: '1980-04-17', CountryOfBirth: 'Germany', Nationality: 276 },
  TaxInfo: { CountryOfFiscalResidence: 276, IsUSTaxResident: true },
  ContactDetails: { MobileNo: '+49-170 1234 567' },
  ...over,
});

describe('sanitiseDueDiligenceDetails', () => {
  test('the US tax flag follows the nationality of each holder', () => {
    const us = holder({ PersonalInfo: { BirthDate: '1980-04-17', CountryOfBirth: 'USA', Nationality: 840 } });
    const out = sanitiseDueDiligenceDetails({ GeneralDetails: { PrimaryAccountHolder: holder(), SecondaryAccountHolder: us } });
    expect(out.GeneralDetails.PrimaryAccountHolder.TaxInfo.IsUSTaxResident).toBe(false);
    expect(out.GeneralDetails.SecondaryAccountHolder.TaxInfo.IsUSTaxResident).toBe(true);
  });

  test('the mobile number loses its spaces and is stored as code-number', () => {
    const out = sanitiseDueDiligenceDetails({ GeneralDetails: { PrimaryAccountHolder: holder() } });
    expect(out.GeneralDetails.PrimaryAccountHolder.ContactDetails.MobileNo).toBe('+49-1701234567');
    const bare = sanitiseDueDiligenceDetails({
      GeneralDetails: { PrimaryAccountHolder: holder({ ContactDetails: { MobileNo: '49 - 170' } }) },
    });
    expect(bare.GeneralDetails.PrimaryAccountHolder.ContactDetails.MobileNo).toBe('+49-170');
  });

  test('a mobile number without a dial code part is left for the schema to refuse', () => {
    const out = sanitiseDueDiligenceDetails({
      GeneralDetails: { PrimaryAccountHolder: holder({ ContactDetails: { MobileNo: '0170 123' } }) },
    });
    expect(out.GeneralDetails.PrimaryAccountHolder.ContactDetails.MobileNo).toBe('0170123');
  });

  test('a birth date that is no real day becomes null; a real one stays', () => {
    const bad = holder({ PersonalInfo: { BirthDate: '1980-02-31', CountryOfBirth: 'Germany', Nationality: 276 } });
    const month13 = holder({ PersonalInfo: { BirthDate: '1980-13-01', CountryOfBirth: 'Germany', Nationality: 276 } });
    const out = sanitiseDueDiligenceDetails({ GeneralDetails: { PrimaryAccountHolder: bad, SecondaryAccountHolder: month13 } });
    expect(out.GeneralDetails.PrimaryAccountHolder.PersonalInfo.BirthDate).toBeNull();
    expect(out.GeneralDetails.SecondaryAccountHolder.PersonalInfo.BirthDate).toBeNull();
    const good = sanitiseDueDiligenceDetails({ GeneralDetails: { PrimaryAccountHolder: holder() } });
    expect(good.GeneralDetails.PrimaryAccountHolder.PersonalInfo.BirthDate).toBe('1980-04-17');
  });

  test('the input is not changed and the rest is kept', () => {
    const input = { GeneralDetails: { PrimaryAccountHolder: holder() }, SourceOfWealth: [{ Id: 1 }], MoreInformation: 'x' };
    const before = JSON.stringify(input);
    const out = sanitiseDueDiligenceDetails(input);
    expect(JSON.stringify(input)).toBe(before);
    expect(out.SourceOfWealth).toEqual([{ Id: 1 }]);
    expect(out.MoreInformation).toBe('x');
  });

  test('a trust holder without tax details gets no tax section; non-objects pass through', () => {
    const trust = holder({ TaxInfo: undefined });
    const out = sanitiseDueDiligenceDetails({ GeneralDetails: { PrimaryAccountHolder: trust } });
    expect(out.GeneralDetails.PrimaryAccountHolder).not.toHaveProperty('TaxInfo');
    expect(sanitiseDueDiligenceDetails('x')).toBe('x');
    expect(sanitiseDueDiligenceDetails(null)).toBeNull();
  });
});
