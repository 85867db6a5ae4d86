/** @jest-environment node */
import { loadConfig } from '../../server/config';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNT_OPENING_MESSAGES as M, IBAN_CHECKSUM_MESSAGE } from '@/engine';
import { MESSAGES } from '../../server/lib/http';
import { expectData, expectError, NBC_HOST } from './support/http';
import { dialects, userIdOf, withApp } from './support/testApp';
import {
  fixture,
  invalidFixture,
  multipartFile,
  PDF_BYTES,
  saveAllSections,
  secondHolder,
  SECTIONS,
  singleHolder,
  startOpening,
} from './account-opening.fixtures';

const SECTION_PATHS = [
  'accounttype/add',
  'accounttype/update',
  'personaldetails/add',
  'personaldetails/update',
  'disbursement/add',
  'disbursement/delete',
  'investmentprofile/add',
  'investmentprofile/update',
  'fees/add',
  'fees/update',
  'acknowldedgements/add',
  'acknowldedgements/update',
];

describe.each(dialects)('account opening sections on %s', (dialect) => {
  const t = withApp(dialect);
  const path = (p: string) => `/api/accounts/opening/${p}`;

  describe('roles', () => {
    it.each(['dmoclient', 'dmoreadonly', 'dmomaster'])('refuses %s every call with 403', async (who) => {
      const token = await t.login(who);
      expectError(await t.post(path('start'), {}, { token }), 403, MESSAGES.forbiddenRole);
      expectError(await t.get('/api/accounts/opening', { token }), 403, MESSAGES.forbiddenRole);
      expectError(
        await t.post(path('accounttype/add'), { AccountOpeningId: 1, ...SECTIONS.accountType }, { token }),
        403,
        MESSAGES.forbiddenRole,
      );
      expectError(await t.get(path('feesinfo'), { token }), 403, MESSAGES.forbiddenRole);
    });

    it('needs a token', async () => {
      expectError(await t.post(path('start'), {}), 401);
    });

    it.each(['dmoconsultant', 'dmoadmin', 'dmoowner'])('lets %s start an opening for a new client', async (who) => {
      const opening = expectData(await t.post(path('start'), {}, { token: await t.login(who) }));
      expect(opening).toMatchObject({
        Status: 'InProgress',
        ClientId: null,
        CreatedBy: await userIdOf(t.db, who),
        LastSavedStep: null,
        AccountType: null,
        PersonalDetails: null,
        SigningOrders: [],
        Documents: [],
        IsManual: false,
        IsDocuSign: false,
        AccountId: null,
        AccountNumber: null,
        AccountOpeningFormsURL: null,
        TaxCertForm: false,
        SOFForm: false,
      });
      expect(opening.ID).toEqual(expect.any(Number));
    });
  });

  describe('start and get', () => {
    it("starts for an existing client of the consultant, and refuses another adviser's or brand's client", async () => {
      const token = await t.login('dmoconsultant');
      const own = expectData(await t.post(path('start'), { ClientId: await userIdOf(t.db, 'dmoclient') }, { token }));
      expect(own.ClientId).toBe(await userIdOf(t.db, 'dmoclient'));
      expectError(await t.post(path('start'), { ClientId: await userIdOf(t.db, 'dmoreadonly') }, { token }), 403, MESSAGES.notYourClient);
      expectError(await t.post(path('start'), { ClientId: await userIdOf(t.db, 'nbcclient') }, { token }), 403, MESSAGES.notYourClient);
      expectError(await t.post(path('start'), { ClientId: await userIdOf(t.db, 'dmoadmin') }, { token }), 403, MESSAGES.notYourClient);
    });

    it('lets a brand admin start for any client of the brand', async () => {
      const opening = expectData(
        await t.post(path('start'), { ClientId: await userIdOf(t.db, 'dmoreadonly') }, { token: await t.login('dmoadmin') }),
      );
      expect(opening.ClientId).toBe(await userIdOf(t.db, 'dmoreadonly'));
    });

    it("gets an opening by id, and the caller's latest unfinished one without an id", async () => {
      const token = await t.login('dmohq');
      const first = await startOpening(t, token);
      const second = await startOpening(t, token);
      expect(expectData(await t.get('/api/accounts/opening', { token, query: { accountOpeningId: first } })).ID).toBe(first);
      expect(expectData(await t.get('/api/accounts/opening', { token })).ID).toBe(second);
      const clientId = await userIdOf(t.db, 'dmoreadonly');
      const forClient = await startOpening(t, token, { ClientId: clientId });
      await startOpening(t, token);
      expect(expectData(await t.get('/api/accounts/opening', { token, query: { clientIdentifier: clientId } })).ID).toBe(forClient);
    });

    it('answers null when the caller has no unfinished opening', async () => {
      expect(expectData(await t.get('/api/accounts/opening', { token: await t.login('dmoowner', undefined) }))).not.toBeUndefined();
      const nbc = await t.login('nbcconsultant', NBC_HOST);
      expect(expectData(await t.get('/api/accounts/opening', { token: nbc, host: NBC_HOST }))).toBeNull();
    });

    it("answers 404 for an unknown id and 403 for another adviser's or another brand's opening; admins of the brand may", async () => {
      const id = await startOpening(t, await t.login('dmoconsultant'));
      expectError(
        await t.get('/api/accounts/opening', { token: await t.login('dmoconsultant'), query: { accountOpeningId: 999999 } }),
        404,
        M.notFound,
      );
      expectError(
        await t.get('/api/accounts/opening', { token: await t.login('dmohq'), query: { accountOpeningId: id } }),
        403,
        M.otherAdviser,
      );
      const nbc = await t.login('nbcconsultant', NBC_HOST);
      expectError(await t.get('/api/accounts/opening', { token: nbc, host: NBC_HOST, query: { accountOpeningId: id } }), 403, M.otherBrand);
      expectError(
        await t.post(path('accounttype/add'), { AccountOpeningId: id, ...SECTIONS.accountType }, { token: nbc, host: NBC_HOST }),
        403,
        M.otherBrand,
      );
      expectError(
        await t.post(path('accounttype/add'), { AccountOpeningId: id, ...SECTIONS.accountType }, { token: await t.login('dmohq') }),
        403,
        M.otherAdviser,
      );
      expect(
        expectData(await t.get('/api/accounts/opening', { token: await t.login('dmoadmin'), query: { accountOpeningId: id } })).ID,
      ).toBe(id);
      expect(
        expectData(
          await t.post(path('accounttype/add'), { AccountOpeningId: id, ...SECTIONS.accountType }, { token: await t.login('dmoowner') }),
        ).AccountType,
      ).toEqual(SECTIONS.accountType);
    });
  });

  describe('the accountOpeningId is required', () => {
    it.each(SECTION_PATHS)('%s without AccountOpeningId answers 400', async (p) => {
      expectError(await t.post(path(p), { ...SECTIONS.accountType }, { token: await t.login('dmoconsultant') }), 400, M.idRequired);
    });

    it.each(SECTION_PATHS)('%s with a null AccountOpeningId answers 400', async (p) => {
      expectError(await t.post(path(p), { AccountOpeningId: null }, { token: await t.login('dmoconsultant') }), 400, M.idRequired);
    });

    it('delete, complete, sign and document upload need it too', async () => {
      const token = await t.login('dmoconsultant');
      expectError(await t.post(path('delete'), undefined, { token }), 400, M.idRequired);
      expectError(await t.post(path('complete'), undefined, { token }), 400, M.idRequired);
      expectError(await t.post(path('sign'), { IsDocuSign: false }, { token }), 400, M.idRequired);
      expectError(await t.post(path('document/add'), undefined, { token, query: { documentTypeId: 1 } }), 400, M.idRequired);
    });

    it('an unknown id answers 404', async () => {
      expectError(
        await t.post(
          path('accounttype/add'),
          { AccountOpeningId: 987654, ...SECTIONS.accountType },
          { token: await t.login('dmoconsultant') },
        ),
        404,
        M.notFound,
      );
    });
  });

  describe('sections', () => {
    let token: string;
    let id: number;
    beforeEach(async () => {
      token = await t.login('dmoconsultant');
      id = await startOpening(t, token);
    });
    const save = (p: string, body: object) => t.post(path(p), { AccountOpeningId: id, ...body }, { token });

    it('refuses other sections before the account type', async () => {
      expectError(await save('personaldetails/add', SECTIONS.personalDetails()), 400, M.accountTypeFirst);
      expectError(await save('fees/add', SECTIONS.fees()), 400, M.accountTypeFirst);
    });

    it("validates the account type with its schema's messages", async () => {
      expectError(await save('accounttype/add', {}), 400, 'Account type is required');
      const invalid = invalidFixture('account-type', 'qrops-without-dfm-provider');
      expectError(await save('accounttype/add', invalid.data), 400, invalid.firstError);
      const opening = expectData(await save('accounttype/add', SECTIONS.accountType));
      expect(opening).toMatchObject({ AccountType: SECTIONS.accountType, LastSavedStep: 'AccountType' });
    });

    it('stores each save with the form id, version and schema hash, and who saved it', async () => {
      await save('accounttype/add', SECTIONS.accountType);
      await save('accounttype/update', { ...SECTIONS.accountType, IsJoint: true });
      const rows = await t.db.kysely
        .selectFrom('account_opening_sections')
        .selectAll()
        .where('opening_id', '=', id)
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.section, r.current])).toEqual([
        ['AccountType', 0],
        ['AccountType', 1],
      ]);
      const [stamp] = JSON.parse(rows[1].stamps_json);
      expect(stamp).toEqual({
        formId: 'account-type',
        version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
        hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      expect(rows[1].saved_by).toBe(await userIdOf(t.db, 'dmoconsultant'));
      expect(JSON.parse(rows[1].data_json)).toEqual({ ...SECTIONS.accountType, IsJoint: true });
    });

    it("validates the holders with personal-details and answers the schema's first message", async () => {
      await save('accounttype/add', SECTIONS.accountType);
      const invalid = invalidFixture('personal-details', 'missing-first-name');
      expectError(await save('personaldetails/add', { Holders: invalid.data.Holders }), 400, invalid.firstError);
      expectError(await save('personaldetails/add', { Holders: [] }), 400, 'At least one account holder is required');
    });

    it('makes the holder count follow IsJoint', async () => {
      await save('accounttype/add', SECTIONS.accountType);
      expectError(await save('personaldetails/add', { Holders: [singleHolder(), secondHolder()] }), 400, M.singleHasOneHolder);
      await save('accounttype/update', { ...SECTIONS.accountType, IsJoint: true });
      expectError(await save('personaldetails/add', { Holders: [singleHolder()] }), 400, M.jointNeedsTwoHolders);
      const opening = expectData(
        await save('personaldetails/update', {
          Holders: [singleHolder(), secondHolder()],
          Correspondence: { CorrespondenceAddress: 'Secondary' },
        }),
      );
      expect(opening.PersonalDetails.Holders).toHaveLength(2);
      expect(opening.LastSavedStep).toBe('CorrespondenceInformation');
    });

    it("validates the correspondence answers; the second holder's address needs a joint account", async () => {
      await save('accounttype/add', SECTIONS.accountType);
      const invalid = invalidFixture('correspondence', 'other-without-mailing-address');
      expectError(await save('personaldetails/add', { Holders: [singleHolder()], Correspondence: invalid.data }), 400, invalid.firstError);
      expectError(
        await save('personaldetails/add', { Holders: [singleHolder()], Correspondence: { CorrespondenceAddress: 'Secondary' } }),
        400,
        M.secondaryNeedsJoint,
      );
    });

    it('sanitises phone numbers: dial code plus digits, the mobile as code-hyphen-number', async () => {
      await save('accounttype/add', SECTIONS.accountType);
      const holder = {
        ...singleHolder(),
        PhonePrimaryCountryCode: '+49',
        PhonePrimary: '0151 2345 6789',
        PhoneSecondary: '(030) 123-456',
        PhoneSecondaryCountryCode: '+49',
        Fax: '+44 20 7946 0000',
      };
      const opening = expectData(await save('personaldetails/add', { Holders: [holder] }));
      expect(opening.PersonalDetails.Holders[0]).toMatchObject({
        PhonePrimary: '+49-015123456789',
        PhonePrimaryCountryCode: '+49',
        PhoneSecondary: '+49030123456',
        Fax: '+442079460000',
      });
      const typedWithCode = expectData(
        await save('personaldetails/update', {
          Holders: [{ ...singleHolder(), PhonePrimary: '+44 7700 900123', PhonePrimaryCountryCode: '+49' }],
        }),
      );
      expect(typedWithCode.PersonalDetails.Holders[0]).toMatchObject({ PhonePrimary: '+44-7700900123', PhonePrimaryCountryCode: '+44' });
    });

    it("sets TaxCertForm when a holder's fiscal country is not the residence country", async () => {
      await save('accounttype/add', SECTIONS.accountType);
      expect(expectData(await save('personaldetails/add', SECTIONS.personalDetails())).TaxCertForm).toBe(false);
      const abroad = { ...singleHolder(), FiscalCountryId: 250 };
      expect(expectData(await save('personaldetails/update', { Holders: [abroad] })).TaxCertForm).toBe(true);
    });

    it('saves and deletes the disbursement account; IBAN and SWIFT are upper-cased without spaces', async () => {
      await save('accounttype/add', SECTIONS.accountType);
      const invalid = invalidFixture('disbursement', 'missing-iban');
      expectError(await save('disbursement/add', invalid.data), 400, invalid.firstError);
      const opening = expectData(
        await save('disbursement/add', { ...SECTIONS.disbursement(), IBAN: 'de89 3704 0044 0532 0130 00', SWIFT: 'cobadeffxxx' }),
      );
      expect(opening.Disbursement).toMatchObject({ IBAN: 'DE89370400440532013000', SWIFT: 'COBADEFFXXX' });
      expect(opening.LastSavedStep).toBe('DisbursementAccountDetails');
      expect(expectData(await save('disbursement/delete', {})).Disbursement).toBeNull();
    });

    it('saves the investment profile; income proceeds that are not numeric become 1; SOFForm for the top asset band', async () => {
      await save('accounttype/add', SECTIONS.accountType);
      const { RiskProfile, Appropriateness } = SECTIONS.investmentProfile();
      const opening = expectData(
        await save('investmentprofile/add', {
          RiskProfile: { ...RiskProfile, DisposableAssetsRangeId: 47, IncomeSources: [{ IncomeSourceId: 1, Proceeds: 'lots' }] },
          Appropriateness,
        }),
      );
      expect(opening.InvestmentProfile.RiskProfile.IncomeSources).toEqual([{ IncomeSourceId: 1, Proceeds: 1 }]);
      expect(opening).toMatchObject({ SOFForm: true, LastSavedStep: 'AppropriatenessTest' });
      const unknown = { ...Appropriateness, Appropriatenesses: [{ AppropriatenessId: 77, FirstHolder: true }] };
      expectError(
        await save('investmentprofile/update', { RiskProfile, Appropriateness: unknown }),
        400,
        'Unknown past experience entry from server.',
      );
    });

    it.each([400160, 400164])('refuses an investment profile for account type %s', async (type) => {
      const accountType =
        type === 400160
          ? { AccountTypeId: 400160, DFMProviderId: 1, Trustees: ['Harbour Pension Trustees'] }
          : { AccountTypeId: 400164, Trustees: ['A. Trustee'] };
      expectData(await save('accounttype/add', accountType));
      expectError(await save('investmentprofile/add', SECTIONS.investmentProfile()), 400, M.noInvestmentProfile);
    });

    it('strips fee strings, stores the fee schedule on the account type and gives a term account its defaults', async () => {
      await save('accounttype/add', SECTIONS.accountType);
      const fees = { ...SECTIONS.fees(), PlatformProcessingFee: '3.5%', AnnualAccountFee: 'EUR 212' };
      const opening = expectData(await save('fees/add', fees));
      expect(opening.Fees).toMatchObject({ PlatformProcessingFee: 3.5, AnnualAccountFee: 212 });
      expect(opening.AccountType.FeeSchedulesId).toBe(11);
      expectError(
        await save('fees/update', { ...SECTIONS.fees(), MinimumCashBalance: 'none' }),
        400,
        'Minimum cash balance must be from 1% to 5% in steps of 0.5%',
      );
      const term = {
        ...SECTIONS.fees(),
        AccessTypeId: 2,
        FeeOptionId: 3,
        PlatformProcessingFee: 7,
        AnnualAccountFee: 150,
        AnnualAccountFeeRemuneration: 64,
        InstantAccessClassic: false,
        TermClassicFlexFee: true,
      };
      const saved = expectData(await save('fees/update', term));
      expect(saved.Fees).toMatchObject({ TA_DeductionFeeYears: 10, TA_EstablishPeriod: 10 });
      expect(saved.AccountType.FeeSchedulesId).toBe(23);
      // The account type saved again keeps the fees' schedule.
      expect(expectData(await save('accounttype/update', SECTIONS.accountType)).AccountType.FeeSchedulesId).toBe(23);
    });

    it('saves the acknowledgements under the path spelt acknowldedgements', async () => {
      await save('accounttype/add', SECTIONS.accountType);
      expectError(
        await save('acknowldedgements/add', { AppointDAM: false, BusinessConditionsTerms: true }),
        400,
        'You must accept the appropriateness test terms',
      );
      const opening = expectData(await save('acknowldedgements/add', SECTIONS.acknowledgements()));
      expect(opening).toMatchObject({ Acknowledgements: SECTIONS.acknowledgements(), LastSavedStep: 'AcknowledgeAppropriatenessTest' });
    });

    it('keeps the furthest saved step when an earlier section is saved again', async () => {
      const opening = await saveAllSections(t, token, id);
      expect(opening.LastSavedStep).toBe('AcknowledgeAppropriatenessTest');
      expect(expectData(await save('accounttype/update', SECTIONS.accountType)).LastSavedStep).toBe('AcknowledgeAppropriatenessTest');
    });

    it('deletes an unfinished opening', async () => {
      await saveAllSections(t, token, id);
      expect(expectData(await t.post(path('delete'), undefined, { token, query: { accountOpeningId: id } }))).toBe(true);
      expectError(await t.get('/api/accounts/opening', { token, query: { accountOpeningId: id } }), 404, M.notFound);
      expect(await t.db.kysely.selectFrom('account_opening_sections').select('id').where('opening_id', '=', id).execute()).toEqual([]);
      expectError(
        await t.post(path('delete'), undefined, {
          token: await t.login('dmohq'),
          query: { accountOpeningId: await startOpening(t, token) },
        }),
        403,
        M.otherAdviser,
      );
    });
  });

  describe('rules the forms name beyond their schemas', () => {
    let token: string;
    let id: number;
    beforeEach(async () => {
      token = await t.login('dmoconsultant');
      id = await startOpening(t, token);
    });
    const save = (p: string, body: object) => t.post(path(p), { AccountOpeningId: id, ...body }, { token });
    const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

    it('refuses an IBAN whose check digits do not match (mod 97)', async () => {
      await save('accounttype/add', SECTIONS.accountType);
      expectError(
        await save('disbursement/add', { ...SECTIONS.disbursement(), IBAN: 'DE89 3704 0044 0532 0130 01' }),
        400,
        IBAN_CHECKSUM_MESSAGE,
      );
      expectError(
        await save('disbursement/add', { ...SECTIONS.disbursement(), IBAN: 'DE88370400440532013000' }),
        400,
        IBAN_CHECKSUM_MESSAGE,
      );
      expect(expectData(await save('disbursement/add', SECTIONS.disbursement())).Disbursement.IBAN).toBe('DE89370400440532013000');
    });

    it("refuses an IBAN of another country than the bank's, and takes GB IBANs for Jersey", async () => {
      await save('accounttype/add', SECTIONS.accountType);
      expectError(
        await save('disbursement/add', { ...SECTIONS.disbursement(), CountryId: 250 }),
        400,
        'The IBAN starts with DE, but the bank country is France (FR).',
      );
      const jersey = { ...SECTIONS.disbursement(), IBAN: 'GB29NWBK60161331926819', CountryId: 832, CurrencyId: 'GBP' };
      expect(expectData(await save('disbursement/add', jersey)).Disbursement.CountryId).toBe(832);
    });

    it('refuses an active direct debit or regular payment dated in the past; today and later are fine', async () => {
      await save('accounttype/add', SECTIONS.accountType);
      const instruction = (date: string) => ({ Active: true, Amount: 250, Currency: 'EUR', Date: date, Frequency: 1 });
      expectError(
        await save('disbursement/add', { ...SECTIONS.disbursement(), DirectDebit: instruction(utcDay(-2)) }),
        400,
        'The direct debit date cannot be in the past.',
      );
      expectError(
        await save('disbursement/add', { ...SECTIONS.disbursement(), RegularPayments: instruction(utcDay(-2)) }),
        400,
        'The regular payment date cannot be in the past.',
      );
      const saved = expectData(
        await save('disbursement/add', {
          ...SECTIONS.disbursement(),
          DirectDebit: instruction(utcDay(0)),
          RegularPayments: instruction(utcDay(30)),
        }),
      );
      expect(saved.Disbursement.DirectDebit.Date).toBe(utcDay(0));
      // An inactive instruction's old date is not looked at.
      expectData(await save('disbursement/add', { ...SECTIONS.disbursement(), DirectDebit: { Active: false, Date: '2020-01-01' } }));
    });

    it('requires the country of fiscal residence of every holder, but not for QROPS and trust accounts', async () => {
      const { FiscalCountryId: _fiscal, TaxNumber: _number, TaxRemarks: _remarks, ...untaxed } = singleHolder();
      void _fiscal;
      void _number;
      void _remarks;
      await save('accounttype/add', SECTIONS.accountType);
      expectError(
        await save('personaldetails/add', { Holders: [untaxed] }),
        400,
        'Country of fiscal residence is required for account holder 1.',
      );
      await save('accounttype/update', { ...SECTIONS.accountType, IsJoint: true });
      expectError(
        await save('personaldetails/add', {
          Holders: [singleHolder(), { ...secondHolder(), FiscalCountryId: undefined, TaxNumber: undefined }],
        }),
        400,
        'Country of fiscal residence is required for account holder 2.',
      );
      await save('accounttype/update', { AccountTypeId: 400164, Trustees: ['Castlegate Scheme Trustees'] });
      expect(
        expectData(await save('personaldetails/add', { Holders: [untaxed] })).PersonalDetails.Holders[0].FiscalCountryId,
      ).toBeUndefined();
    });

    it('refuses the same income source, source of funds or past-experience row twice', async () => {
      await save('accounttype/add', SECTIONS.accountType);
      const { RiskProfile, Appropriateness } = SECTIONS.investmentProfile();
      const income = invalidFixture('risk-profile', 'income-source-twice');
      expectError(
        await save('investmentprofile/add', { RiskProfile: income.data, Appropriateness }),
        400,
        'Each income source can be given only once',
      );
      const funds = invalidFixture('risk-profile', 'same-kind-of-sale-twice');
      expectError(
        await save('investmentprofile/add', { RiskProfile: funds.data, Appropriateness }),
        400,
        'Each source of funds can be given only once',
      );
      const rows = invalidFixture('account-appropriateness', 'same-row-twice');
      expectError(
        await save('investmentprofile/add', { RiskProfile, Appropriateness: rows.data }),
        400,
        'Each past experience entry can be given only once',
      );
      // The same kind under sales and under others are different rows.
      const twoKinds = {
        ...RiskProfile,
        SourceOfFunds: [
          { FundTypeId: 2, IncomeSaleId: 22, Proceeds: 1000 },
          { FundTypeId: 3, IncomeSaleId: 32, Remarks: 'Inheritance' },
        ],
      };
      expect(
        expectData(await save('investmentprofile/add', { RiskProfile: twoKinds, Appropriateness })).InvestmentProfile.RiskProfile
          .SourceOfFunds,
      ).toHaveLength(2);
    });

    it('takes ticks for the second holder only on a joint account', async () => {
      const joint = fixture('account-appropriateness', 'joint-sufficient-knowledge');
      const { RiskProfile } = SECTIONS.investmentProfile();
      await save('accounttype/add', SECTIONS.accountType);
      expectError(await save('investmentprofile/add', { RiskProfile, Appropriateness: joint }), 400, M.secondHolderTicksNeedJoint);
      expect(M.secondHolderTicksNeedJoint).toBe('Ticks for the second account holder can be given only for a joint account.');
      const pastServiceOnly = {
        ...SECTIONS.investmentProfile().Appropriateness,
        PastServiceAdvice: { FirstHolder: false, SecondHolder: true },
      };
      expectError(
        await save('investmentprofile/add', { RiskProfile, Appropriateness: pastServiceOnly }),
        400,
        M.secondHolderTicksNeedJoint,
      );
      await save('accounttype/update', { ...SECTIONS.accountType, IsJoint: true });
      expect(expectData(await save('investmentprofile/add', { RiskProfile, Appropriateness: joint })).LastSavedStep).toBe(
        'AppropriatenessTest',
      );
    });

    it('requires the natural-persons declaration for every account type but corporate', async () => {
      const { RiskProfile, Appropriateness } = SECTIONS.investmentProfile();
      const { NaturalPersonTerms: _terms, ...undeclared } = Appropriateness;
      void _terms;
      await save('accounttype/add', SECTIONS.accountType);
      expectError(
        await save('investmentprofile/add', { RiskProfile, Appropriateness: undeclared }),
        400,
        'You must declare that you agree with Account For Natural Persons clause',
      );
      await save('accounttype/update', { AccountTypeId: 400163 });
      expect(
        expectData(await save('investmentprofile/add', { RiskProfile, Appropriateness: undeclared })).InvestmentProfile.Appropriateness,
      ).toEqual(undeclared);
    });

    it('asks the rules again before signing, when the account type changed after the sections were saved', async () => {
      const { RiskProfile, Appropriateness } = SECTIONS.investmentProfile();
      const { NaturalPersonTerms: _terms, ...undeclared } = Appropriateness;
      void _terms;
      await saveAllSections(t, token, id, { accountType: { AccountTypeId: 400163 } });
      await save('investmentprofile/update', { RiskProfile, Appropriateness: undeclared });
      await save('accounttype/update', SECTIONS.accountType);
      expectError(
        await t.post(path('sign'), { AccountOpeningId: id, IsDocuSign: false }, { token }),
        400,
        'You must declare that you agree with Account For Natural Persons clause',
      );
      await save('investmentprofile/update', { RiskProfile, Appropriateness });
      expect(expectData(await t.post(path('sign'), { AccountOpeningId: id, IsDocuSign: false }, { token })).Status).toBe('Signing');
    });
  });

  describe('reference calls', () => {
    it('gives the fee choices, term defaults and the six fee schedules', async () => {
      const info = expectData(await t.get(path('feesinfo'), { token: await t.login('dmoconsultant') }));
      expect(info.TermAccountDefaults).toEqual({ TA_DeductionFeeYears: 10, TA_EstablishPeriod: 10 });
      expect(info.FeeSchedules.map((s: { FeeSchedulesId: number }) => s.FeeSchedulesId)).toEqual([11, 12, 13, 21, 22, 23]);
      expect(info.Choices.PlatformProcessingFee.Instant.map((c: { Value: number }) => c.Value)).toEqual([
        0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5,
      ]);
      expect(info.Choices.PlatformProcessingFee.Term.map((c: { Value: number }) => c.Value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(info.Choices.AnnualAccountFee.Classic.map((c: { Text: string }) => c.Text)).toEqual(['EUR 212', 'EUR 112']);
      expect(info.Choices.AccountServiceFee.Instant[0]).toEqual({ Value: 0.4, Text: '0.40%' });
      expect(info.Choices.NotesEntryFee).toEqual([{ Value: 1.6, Text: '1.6%' }]);
    });

    it('gives the forms with their versions and the reference lists', async () => {
      const token = await t.login('dmoadmin');
      const form = expectData(await t.get(path('form'), { token, query: { whiteLabelID: 1 } }));
      expect(form.Forms.PersonalDetails).toEqual({ id: 'personal-details', version: expect.any(String), hash: expect.any(String) });
      expect(Object.keys(form.Forms)).toEqual([
        'AccountType',
        'PersonalDetails',
        'Correspondence',
        'Disbursement',
        'RiskProfile',
        'Appropriateness',
        'Fees',
        'Acknowledgements',
      ]);
      expect(form.ReferenceData.Titles.map((x: { Text: string }) => x.Text)).toEqual(['Mr', 'Miss', 'Mrs', 'Dr']);
      expect(form.ReferenceData.EducationLevels).toHaveLength(5);
      expect(form.ReferenceData.Countries).toContainEqual({ Value: 276, Text: 'Germany' });
      expect(form.ReferenceData.Appropriatenesses.map((x: { Value: number }) => x.Value)).toEqual([
        1, 2, 3, 4, 5, 11, 12, 13, 21, 22, 23, 24,
      ]);
      for (const key of [
        'Currencies',
        'dfmProviders',
        'qstProviders',
        'feeSchedules',
        'MaritalStatuses',
        'Occupations',
        'EmploymentStatuses',
        'RiskProfiles',
        'DisposableAssetRanges',
        'IncomeSources',
        'FundTypes',
        'DocumentTypes',
      ]) {
        expect({ key, length: form.ReferenceData[key].length > 0 }).toEqual({ key, length: true });
      }
      expectError(await t.get(path('form'), { token, query: { whiteLabelID: 2 } }), 400, MESSAGES.whiteLabelMismatch);
    });

    it('answers every reference list the eight forms name in their ui.json, under that very key', async () => {
      const form = expectData(await t.get(path('form'), { token: await t.login('dmoconsultant'), query: { whiteLabelID: 1 } }));
      const named = new Set<string>();
      const collect = (node: unknown): void => {
        if (!node || typeof node !== 'object') return;
        for (const [k, v] of Object.entries(node)) {
          if (k === 'referenceData' && typeof v === 'string') named.add(v);
          else collect(v);
        }
      };
      for (const id of [
        'account-type',
        'personal-details',
        'correspondence',
        'disbursement',
        'risk-profile',
        'account-appropriateness',
        'fees',
        'acknowledgements',
      ]) {
        collect(JSON.parse(readFileSync(join(__dirname, '../../schemas/forms', id, 'ui.json'), 'utf8')));
      }
      expect([...named].sort()).toEqual(['dfmProviders', 'feeSchedules', 'qstProviders']);
      for (const key of named) {
        expect({ key, list: form.ReferenceData[key] }).toEqual({
          key,
          list: expect.arrayContaining([{ Value: expect.any(Number), Text: expect.any(String) }]),
        });
      }
      expect(form.ReferenceData.feeSchedules).toEqual([
        { Value: 11, Text: 'Instant Access, Classic' },
        { Value: 12, Text: 'Instant Access, Fee-based' },
        { Value: 13, Text: 'Instant Access, ClassicFlex' },
        { Value: 21, Text: 'Term Account, Classic' },
        { Value: 22, Text: 'Term Account, Fee-based' },
        { Value: 23, Text: 'Term Account, ClassicFlex' },
      ]);
      // The capitalised provider keys the wizard had to map are gone.
      expect(form.ReferenceData.DFMProviders).toBeUndefined();
      expect(form.ReferenceData.QSTProviders).toBeUndefined();
    });

    describe('DocuSignAvailable', () => {
      afterEach(() => {
        t.config.docuSign = null;
      });
      /** DocuSign's part of a configuration read from these variables (a fixed JWT secret: no secret file is written). */
      const docuSignOf = (env: NodeJS.ProcessEnv) => loadConfig(env, { jwtSecret: 'test-secret' }).docuSign;
      const available = async () => expectData(await t.get(path('form'), { token: await t.login('dmoconsultant') })).DocuSignAvailable;

      it('is false without DocuSign settings (and with only some of them)', async () => {
        expect(await available()).toBe(false);
        // Some of the three settings are no settings: the server's configuration has no DocuSign part.
        t.config.docuSign = docuSignOf({ DOCUSIGN_BASE_URL: 'https://demo.docusign.net/restapi', DOCUSIGN_ACCOUNT_ID: 'acc-1' });
        expect(await available()).toBe(false);
      });

      it('is true once DocuSign is configured', async () => {
        t.config.docuSign = docuSignOf({
          DOCUSIGN_BASE_URL: 'https://demo.docusign.net/restapi',
          DOCUSIGN_ACCOUNT_ID: 'acc-1',
          DOCUSIGN_ACCESS_TOKEN: 'secret',
        });
        expect(await available()).toBe(true);
      });

      it('a DocuSign base URL that is not http(s) stops the server at start-up', () => {
        expect(() =>
          docuSignOf({ DOCUSIGN_BASE_URL: 'ftp://docusign.example', DOCUSIGN_ACCOUNT_ID: 'acc-1', DOCUSIGN_ACCESS_TOKEN: 'secret' }),
        ).toThrow('DOCUSIGN_BASE_URL must be an http or https URL.');
      });
    });
  });

  describe('calls with their parameters in the query take no body', () => {
    /** A POST with the query only: no body at all, or an announced but empty one (curl -X POST -H 'Content-Type: …'). */
    const bare = (url: string, token: string, query: Record<string, number>, contentType?: string) =>
      t.call('POST', url, { token, query, headers: contentType ? { 'content-type': contentType } : {} });

    it.each([undefined, 'application/json', 'application/x-www-form-urlencoded'])(
      'delete, document/delete and complete answer without a body (Content-Type %s)',
      async (contentType) => {
        const token = await t.login('dmoconsultant');
        const id = await startOpening(t, token);
        const { payload, headers } = multipartFile('id.pdf', 'application/pdf', PDF_BYTES);
        const doc = expectData(
          await t.call('POST', path('document/add'), { token, payload, headers, query: { accountOpeningId: id, documentTypeId: 1 } }),
        ).Documents[0];
        expect(expectData(await bare(path('document/delete'), token, { documentId: doc.ID }, contentType)).Documents).toEqual([]);
        // Complete is reached (and refuses an opening nobody signed with its own 409, not a body error).
        expectError(await bare(path('complete'), token, { accountOpeningId: id }, contentType), 409, M.notSigning);
        expect(expectData(await bare(path('delete'), token, { accountOpeningId: id }, contentType))).toBe(true);
        expect(await t.db.kysely.selectFrom('account_openings').select('id').where('id', '=', id).execute()).toEqual([]);
      },
    );

    it('still refuses a non-JSON body on a JSON call', async () => {
      const token = await t.login('dmoconsultant');
      const res = await t.call('POST', path('start'), {
        token,
        payload: 'ClientId=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expectError(res, 415, MESSAGES.unsupportedMediaType);
    });
  });
});
