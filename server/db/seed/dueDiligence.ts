import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** A demo holder's data beyond what the users row holds (ids are ISO numeric codes of the country list). */
interface DemoHolder {
  /** Defaults to the client's own name (the users row). */
  name?: { FirstName: string; LastName: string };
  address: { Street: string; StreetNo: string; Place: string; PostalCode: string; Country: number };
  personal: { BirthDate: string; PlaceOfBirth: string; CountryOfBirth: string; Nationality: number };
  tax: { CountryOfFiscalResidence: number; TinNo: string };
  /** Defaults to the client's phone (users.phone, already +code-number). */
  mobile?: string;
  employment: { JobTitle: string; NameOfEmployer: string; SelfEmploymentRemarks: string; RetiredRemarks: string };
}

interface DemoDetails {
  username: string;
  /** When the details were last confirmed. */
  updatedDaysAgo: number;
  plannedInvestmentVolume: number;
  holders: DemoHolder[];
  sourceOfWealth: Array<{ Id: number; Remarks: string }>;
  sourceOfFunds: Array<{ Id: number; Remarks: string }>;
}

/**
 * The stored due-diligence details of the demo clients (issue 12): dmoclient2 (a German resident,
 * standalone account DMO-100201, review due) and dmoclient (an Austrian resident, DMO-100101, review
 * done four months ago), and the joint account of dmojoint when the compliance seed created it.
 */
const DEMO_DETAILS: DemoDetails[] = [
  {
    username: 'dmoclient2',
    updatedDaysAgo: 60,
    plannedInvestmentVolume: 60_000,
    holders: [
      {
        address: { Street: 'Lindenallee', StreetNo: '14', Place: 'Hamburg', PostalCode: '20259', Country: 276 },
        personal: { BirthDate: '1988-06-23', PlaceOfBirth: 'Hamburg', CountryOfBirth: 'Germany', Nationality: 276 },
        tax: { CountryOfFiscalResidence: 276, TinNo: '47036892816' },
        employment: {
          JobTitle: 'Hospital pharmacist',
          NameOfEmployer: 'Elbklinikum Hamburg',
          SelfEmploymentRemarks: '',
          RetiredRemarks: '',
        },
      },
    ],
    sourceOfWealth: [{ Id: 1, Remarks: 'Salary as a hospital pharmacist since 2016' }],
    sourceOfFunds: [
      { Id: 1, Remarks: 'Monthly savings from salary' },
      { Id: 6, Remarks: "Inheritance from grandmother's estate, 2024" },
    ],
  },
  {
    username: 'dmoclient',
    updatedDaysAgo: 120,
    plannedInvestmentVolume: 400_000,
    holders: [
      {
        address: { Street: 'Praterstrasse', StreetNo: '38', Place: 'Wien', PostalCode: '1020', Country: 40 },
        personal: { BirthDate: '1969-11-04', PlaceOfBirth: 'Salzburg', CountryOfBirth: 'Austria', Nationality: 40 },
        tax: { CountryOfFiscalResidence: 40, TinNo: '12-345/6789' },
        employment: {
          JobTitle: 'Managing director',
          NameOfEmployer: 'Oberhauser Holding GmbH',
          SelfEmploymentRemarks: 'Owner-manager of a family holding company (real estate and engineering stakes).',
          RetiredRemarks: '',
        },
      },
    ],
    sourceOfWealth: [
      { Id: 4, Remarks: 'Sale of a stake in Lindenberg Maschinenbau AG, 2015' },
      { Id: 2, Remarks: 'Returns on a securities portfolio held since 2001' },
    ],
    sourceOfFunds: [{ Id: 11, Remarks: 'Dividends from Oberhauser Holding GmbH' }],
  },
  {
    username: 'dmojoint',
    updatedDaysAgo: 60,
    plannedInvestmentVolume: 120_000,
    holders: [
      {
        name: { FirstName: 'Lukas', LastName: 'Hoffmann' },
        address: { Street: 'Kaiserstrasse', StreetNo: '7', Place: 'Frankfurt am Main', PostalCode: '60311', Country: 276 },
        personal: { BirthDate: '1975-03-12', PlaceOfBirth: 'Mainz', CountryOfBirth: 'Germany', Nationality: 276 },
        tax: { CountryOfFiscalResidence: 276, TinNo: '65929970489' },
        employment: {
          JobTitle: 'Portfolio manager',
          NameOfEmployer: 'Mainufer Asset Management',
          SelfEmploymentRemarks: '',
          RetiredRemarks: '',
        },
      },
      {
        name: { FirstName: 'Mira', LastName: 'Hoffmann' },
        address: { Street: 'Kaiserstrasse', StreetNo: '7', Place: 'Frankfurt am Main', PostalCode: '60311', Country: 276 },
        personal: { BirthDate: '1979-09-30', PlaceOfBirth: 'Lyon', CountryOfBirth: 'France', Nationality: 250 },
        tax: { CountryOfFiscalResidence: 276, TinNo: '81872495633' },
        mobile: '+49-1719876543',
        employment: { JobTitle: 'Teacher', NameOfEmployer: 'Goethe-Gymnasium Frankfurt', SelfEmploymentRemarks: '', RetiredRemarks: '' },
      },
    ],
    sourceOfWealth: [{ Id: 1, Remarks: 'Both holders employed' }],
    sourceOfFunds: [{ Id: 1, Remarks: 'Savings from both salaries' }],
  },
];

/**
 * Stores the demo clients' due-diligence details (issue 12), built from their users and accounts rows
 * (name, phone, first non-discretionary account, consultant) and the holder data above. A client the
 * seed did not create is skipped.
 * @param trx - the seed's transaction
 * @param daysAgo - the seed's date helper (ISO date n days before today)
 */
export async function seedDueDiligence(trx: Kysely<Database>, daysAgo: (n: number) => string): Promise<void> {
  for (const demo of DEMO_DETAILS) {
    const client = await trx.selectFrom('users').selectAll().where('username', '=', demo.username).executeTakeFirst();
    if (!client) continue;
    const account = await trx
      .selectFrom('accounts')
      .selectAll()
      .where('user_id', '=', client.id)
      .orderBy('is_dfm')
      .orderBy('id')
      .executeTakeFirst();
    if (!account) continue;
    const consultant = client.consultant_id
      ? await trx.selectFrom('users').select(['first_name', 'last_name', 'email']).where('id', '=', client.consultant_id).executeTakeFirst()
      : undefined;
    const holder = (h: DemoHolder) => ({
      Name: h.name ?? { FirstName: client.first_name, LastName: client.last_name },
      ContactDetails: { MobileNo: h.mobile ?? client.phone },
      Address: h.address,
      PersonalInfo: h.personal,
      TaxInfo: { ...h.tax, IsUSTaxResident: h.personal.Nationality === 840 },
      EmploymentDetails: h.employment,
    });
    const [primary, secondary] = demo.holders;
    const details = {
      GeneralDetails: {
        PlatformAccount: {
          AccountNumber: account.number,
          ...(consultant ? { ConsultantEmail: consultant.email, ConsultantName: `${consultant.first_name} ${consultant.last_name}` } : {}),
          PlatformAccountType: account.type_code,
        },
        PrimaryAccountHolder: holder(primary),
        ...(secondary ? { SecondaryAccountHolder: holder(secondary) } : {}),
        PlannedInvestmentVolume: demo.plannedInvestmentVolume,
      },
      SourceOfWealth: demo.sourceOfWealth,
      SourceOfFunds: demo.sourceOfFunds,
      MoreInformation: '',
    };
    await trx
      .insertInto('due_diligence_details')
      .values({
        user_id: client.id,
        account_id: account.id,
        details_json: JSON.stringify(details),
        updated_at: `${daysAgo(demo.updatedDaysAgo)}T09:00:00.000Z`,
        updated_by: null,
        impersonator_id: null,
      })
      .execute();
  }
}
