/** @jest-environment node */
import { DUE_DILIGENCE_DOCUMENT_TEXTS } from '@/engine/rules/dueDiligenceDocuments';
import { DUE_DILIGENCE_SKIP_LIMIT_MESSAGE } from '@/engine/rules/dueDiligenceSkipLimit';
import { COUNTRIES } from '@/engine/reference/countries';
import { MESSAGES } from '../../server/lib/http';
import { DUE_DILIGENCE_NOT_DUE, DUE_DILIGENCE_NOT_FOUND } from '../../server/services/dueDiligence';
import { expectData, expectError, NBC_HOST } from './support/http';
import { dialects, userIdOf, withApp, type AppHandle } from './support/testApp';

const ADDRESS = DUE_DILIGENCE_DOCUMENT_TEXTS.proofOfAddress;
const WEALTH = DUE_DILIGENCE_DOCUMENT_TEXTS.proofOfWealth;
const TAX = DUE_DILIGENCE_DOCUMENT_TEXTS.proofOfTaxSubmission;
const MOBILE_MESSAGE = 'Mobile Number must be in the format +XX-XXXXXXX (e.g., +49-123456789)';
const PRIMARY_NOTE = 'The primary account holder has changed their mobile number.';
const VIETNAM = 704; // high risk, not a CRS jurisdiction

const REMINDER = '/api/accounts/duediligence/reminder';
const DETAILS = '/api/accounts/duediligence/details';
const METADATA = '/api/accounts/duediligence/metadata';
const skipUrl = (bostonId: string) => `/api/accounts/duediligence/${bostonId}/skip`;

/** The ISO date `days` before today (UTC). */
function isoDaysAgo(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the details object as the API answers it; tests edit what they assert
type Details = any;

describe.each(dialects)('due-diligence API on %s', (dialect) => {
  const t: AppHandle = withApp(dialect);
  const tokens = new Map<string, string>();
  const token = async (username: string) => {
    if (!tokens.has(username)) tokens.set(username, await t.login(username));
    return tokens.get(username)!;
  };
  const bostonIdOf = async (username: string) =>
    (await t.db.kysely.selectFrom('users').select('boston_id').where('username', '=', username).executeTakeFirstOrThrow()).boston_id;
  const detailsOf = async (username: string): Promise<Details> =>
    expectData(await t.get(DETAILS, { token: await token(username) })).Details;
  const submit = async (username: string, body: unknown) => t.post(DETAILS, body, { token: await token(username) });

  /** Adds a client with one account of `typeCode` and stored details, as an account opening would leave them. */
  const addClient = async (username: string, number: string, typeCode: number, details: Details) => {
    const template = await t.db.kysely.selectFrom('users').selectAll().where('username', '=', 'dmoclient2').executeTakeFirstOrThrow();
    const { id: _id, ...rest } = template;
    const user = await t.db.kysely
      .insertInto('users')
      .values({ ...rest, username, boston_id: `B${number.replace(/\D/g, '')}`, email: `${username}@dmo.example.com` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const account = await t.db.kysely
      .insertInto('accounts')
      .values({
        number,
        user_id: user.id,
        type_code: typeCode,
        currency: 'EUR',
        is_dfm: 0,
        allowed_to_purchase: 1,
        allowed_to_sell: 1,
        min_cash_balance: 0,
        created_at: isoDaysAgo(100),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stored = structuredClone(details);
    stored.GeneralDetails.PlatformAccount = {
      ...stored.GeneralDetails.PlatformAccount,
      AccountNumber: number,
      PlatformAccountType: typeCode,
    };
    await t.db.kysely
      .insertInto('due_diligence_details')
      .values({
        user_id: user.id,
        account_id: account.id,
        details_json: JSON.stringify(stored),
        updated_at: new Date().toISOString(),
        updated_by: null,
        impersonator_id: null,
      })
      .execute();
    return stored;
  };

  describe('GET accounts/duediligence/reminder', () => {
    it('dmoclient2 has a review due, never skipped, never done; the limit is the default 3', async () => {
      expect(expectData(await t.get(REMINDER, { token: await token('dmoclient2') }))).toEqual({
        IsReminderDue: true,
        SkipCount: 0,
        SkipLimit: 3,
        LastDueDiligenceUpdateDate: null,
      });
    });

    it('dmoclient has no review due and last confirmed its details 120 days ago', async () => {
      expect(expectData(await t.get(REMINDER, { token: await token('dmoclient') }))).toEqual({
        IsReminderDue: false,
        SkipCount: 0,
        SkipLimit: 3,
        LastDueDiligenceUpdateDate: isoDaysAgo(120),
      });
    });

    it('is for clients: an adviser gets 403, no token 401; clientreadonly may read its own', async () => {
      expectError(await t.get(REMINDER, { token: await token('dmoconsultant') }), 403, MESSAGES.forbiddenRole);
      expectError(await t.get(REMINDER, { token: await token('dmoadmin') }), 403, MESSAGES.forbiddenRole);
      expectError(await t.get(REMINDER), 401, MESSAGES.noToken);
      expect(expectData(await t.get(REMINDER, { token: await token('dmoreadonly') })).IsReminderDue).toBe(false);
    });

    it("a token of another brand's host is refused", async () => {
      expectError(await t.get(REMINDER, { token: await token('dmoclient2'), host: NBC_HOST }), 403, MESSAGES.wrongBrand);
    });
  });

  describe('POST accounts/duediligence/{bostonId}/skip', () => {
    it("another user's Boston id is a 404 and records nothing", async () => {
      expectError(
        await t.post(skipUrl(await bostonIdOf('dmoclient')), undefined, { token: await token('dmoclient2') }),
        404,
        DUE_DILIGENCE_NOT_FOUND,
      );
      expectError(await t.post(skipUrl('B000000'), undefined, { token: await token('dmoclient2') }), 404, DUE_DILIGENCE_NOT_FOUND);
      expect(expectData(await t.get(REMINDER, { token: await token('dmoclient2') })).SkipCount).toBe(0);
    });

    it('clientreadonly may not skip (403), an adviser neither', async () => {
      expectError(
        await t.post(skipUrl(await bostonIdOf('dmoreadonly')), undefined, { token: await token('dmoreadonly') }),
        403,
        MESSAGES.readOnly,
      );
      expectError(
        await t.post(skipUrl(await bostonIdOf('dmoclient2')), undefined, { token: await token('dmoconsultant') }),
        403,
        MESSAGES.forbiddenRole,
      );
    });

    it('a client whose review is not due has nothing to postpone (409)', async () => {
      expectError(
        await t.post(skipUrl(await bostonIdOf('dmoclient')), undefined, { token: await token('dmoclient') }),
        409,
        DUE_DILIGENCE_NOT_DUE,
      );
    });

    it("counts 'Remind Me Later' up to the limit, then refuses with a message and stores every skip", async () => {
      const url = skipUrl(await bostonIdOf('dmoclient2'));
      const client2 = await token('dmoclient2');
      expect(expectData(await t.post(url, undefined, { token: client2 }))).toEqual({ SkipCount: 1, SkipLimit: 3 });
      expect(expectData(await t.post(url, undefined, { token: client2 }))).toEqual({ SkipCount: 2, SkipLimit: 3 });
      // The third skip by the consultant acting as the client ("Login As"): recorded as such.
      const clientId = await userIdOf(t.db, 'dmoclient2');
      const acting = expectData(
        await t.get('/api/authentication/clientaccess', { token: await token('dmoconsultant'), query: { clientId } }),
      ).Token;
      expect(expectData(await t.post(url, undefined, { token: acting }))).toEqual({ SkipCount: 3, SkipLimit: 3 });
      expectError(await t.post(url, undefined, { token: client2 }), 400, DUE_DILIGENCE_SKIP_LIMIT_MESSAGE);
      expect(expectData(await t.get(REMINDER, { token: client2 }))).toEqual({
        IsReminderDue: true,
        SkipCount: 3,
        SkipLimit: 3,
        LastDueDiligenceUpdateDate: null,
      });
      const skips = await t.db.kysely
        .selectFrom('due_diligence_skips')
        .select(['skip_count', 'impersonator_id'])
        .where('user_id', '=', clientId)
        .orderBy('id')
        .execute();
      const consultantId = await userIdOf(t.db, 'dmoconsultant');
      expect(skips).toEqual([
        { skip_count: 1, impersonator_id: null },
        { skip_count: 2, impersonator_id: null },
        { skip_count: 3, impersonator_id: consultantId },
      ]);
    });
  });

  it('the OpenAPI document lists the four due-diligence calls', async () => {
    const paths = (await t.get('/api/docs/json')).body.paths;
    expect(Object.keys(paths['/api/accounts/duediligence/reminder'])).toEqual(['get']);
    expect(Object.keys(paths['/api/accounts/duediligence/{bostonId}/skip'])).toEqual(['post']);
    expect(Object.keys(paths['/api/accounts/duediligence/details']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/accounts/duediligence/metadata'])).toEqual(['get']);
  });

  describe('the skip limit is brand configuration', () => {
    it("a brand's dueDiligenceSkipLimit is the limit its clients see and are held to", async () => {
      const brand = t.app.brandByCode('dmo')!.brand;
      brand.dueDiligenceSkipLimit = 5;
      try {
        const client2 = await token('dmoclient2');
        expect(expectData(await t.get(REMINDER, { token: client2 }))).toMatchObject({ SkipCount: 3, SkipLimit: 5 });
        expect(expectData(await t.post(skipUrl(await bostonIdOf('dmoclient2')), undefined, { token: client2 }))).toEqual({
          SkipCount: 4,
          SkipLimit: 5,
        });
        brand.dueDiligenceSkipLimit = 0;
        expect(expectData(await t.get(REMINDER, { token: client2 }))).toMatchObject({ SkipCount: 4, SkipLimit: 0 });
        expectError(
          await t.post(skipUrl(await bostonIdOf('dmoclient2')), undefined, { token: client2 }),
          400,
          DUE_DILIGENCE_SKIP_LIMIT_MESSAGE,
        );
      } finally {
        delete brand.dueDiligenceSkipLimit;
      }
    });
  });

  describe('GET accounts/duediligence/metadata', () => {
    it('lists every country of the reference list with its risk category and CRS status; the US is non-CRS', async () => {
      const res = await t.get(METADATA, { token: await token('dmoclient2') });
      const list = expectData<Array<{ Value: number; Text: string; Description: string; RiskCategory: number; NonCRS: boolean }>>(res);
      expect(list.map((c) => c.Value).sort((a, b) => a - b)).toEqual(COUNTRIES.map((c) => c.Value).sort((a, b) => a - b));
      expect(list.find((c) => c.Value === 840)).toEqual({
        Value: 840,
        Text: 'United States',
        Description: 'Low risk; does not exchange account information under the OECD Common Reporting Standard',
        RiskCategory: 1,
        NonCRS: true,
      });
      expect(list.find((c) => c.Value === 276)).toMatchObject({ Text: 'Germany', RiskCategory: 1, NonCRS: false });
      expect(list.find((c) => c.Value === VIETNAM)).toMatchObject({ RiskCategory: 3, NonCRS: true });
      for (const c of list) expect([1, 2, 3]).toContain(c.RiskCategory);
      expect(String(res.headers['cache-control'])).toMatch(/max-age=\d+/);
    });

    it('is reference data for any logged-in user, not for anonymous callers', async () => {
      expect(expectData(await t.get(METADATA, { token: await token('dmoconsultant') })).length).toBe(COUNTRIES.length);
      expectError(await t.get(METADATA), 401, MESSAGES.noToken);
    });
  });

  describe('GET accounts/duediligence/details', () => {
    it("prefills dmoclient2's stored details: its standalone account, one holder, German residence", async () => {
      const info = expectData(await t.get(DETAILS, { token: await token('dmoclient2') }));
      expect(info.AccountTypeId).toBe(400159);
      expect(info.IsJoint).toBe(false);
      const general = info.Details.GeneralDetails;
      expect(general.PlatformAccount).toEqual({
        AccountNumber: 'DMO-100201',
        ConsultantEmail: 'dmoconsultant@dmo.example.com',
        ConsultantName: 'Clara Whitfield',
        PlatformAccountType: 400159,
      });
      expect(general.PrimaryAccountHolder.Name).toEqual({ FirstName: 'Sofia', LastName: 'Brandt' });
      expect(general.PrimaryAccountHolder.Address.Country).toBe(276);
      expect(general.PrimaryAccountHolder.PersonalInfo).toMatchObject({ Nationality: 276, BirthDate: '1988-06-23' });
      expect(general.PrimaryAccountHolder.TaxInfo).toMatchObject({ CountryOfFiscalResidence: 276, IsUSTaxResident: false });
      expect(general.SecondaryAccountHolder).toBeUndefined();
      expect(info.Details.SourceOfWealth.length).toBeGreaterThan(0);
      expect(info.Details.SourceOfFunds.length).toBeGreaterThan(0);
    });

    it("prefills dmoclient's details for its standalone (not its discretionary) account", async () => {
      const info = expectData(await t.get(DETAILS, { token: await token('dmoclient') }));
      expect(info.Details.GeneralDetails.PlatformAccount.AccountNumber).toBe('DMO-100101');
      expect(info.Details.GeneralDetails.PrimaryAccountHolder.Name).toEqual({ FirstName: 'Maximilian', LastName: 'Oberhauser-Lindenberg' });
      expect(info.Details.GeneralDetails.PrimaryAccountHolder.TaxInfo.CountryOfFiscalResidence).toBe(40);
    });

    it('is for clients only', async () => {
      expectError(await t.get(DETAILS, { token: await token('dmoconsultant') }), 403, MESSAGES.forbiddenRole);
      expectError(await t.get(DETAILS), 401, MESSAGES.noToken);
    });
  });

  describe('POST accounts/duediligence/details: refusals', () => {
    const refused = async (edit: (d: Details) => void, message: string) => {
      const details = await detailsOf('dmoclient2');
      edit(details);
      expectError(await submit('dmoclient2', { Details: details }), 400, message);
    };

    it('refuses a missing first name, a 101-character name, a bad mobile number with the forms\u2019 messages', async () => {
      await refused((d) => delete d.GeneralDetails.PrimaryAccountHolder.Name.FirstName, 'First Name is required');
      await refused(
        (d) => (d.GeneralDetails.PrimaryAccountHolder.Name.FirstName = 'A'.repeat(101)),
        'First Name must be at most 100 characters',
      );
      await refused(
        (d) => (d.GeneralDetails.PrimaryAccountHolder.Name.LastName = 'B'.repeat(101)),
        'Last Name must be at most 100 characters',
      );
      await refused((d) => (d.GeneralDetails.PrimaryAccountHolder.ContactDetails = { MobileNo: '+49-12' }), MOBILE_MESSAGE);
      await refused((d) => (d.GeneralDetails.PrimaryAccountHolder.ContactDetails = { MobileNo: '+49 1701234567' }), MOBILE_MESSAGE);
    });

    it('refuses empty source lists, an unlisted source and more information over 500 characters', async () => {
      await refused((d) => (d.SourceOfWealth = []), 'At least one source is required');
      await refused((d) => (d.SourceOfFunds = []), 'At least one source is required');
      await refused((d) => (d.SourceOfFunds = [{ Id: 99, Remarks: '' }]), 'Source must be one of the listed sources');
      await refused((d) => (d.SourceOfWealth[0].Remarks = 'r'.repeat(801)), 'Remarks must be at most 800 characters');
      await refused((d) => (d.MoreInformation = 'm'.repeat(501)), 'More Information must be at most 500 characters');
    });

    it('refuses a missing nationality or fiscal residence on a standalone account, an impossible birth date, and another account', async () => {
      await refused((d) => delete d.GeneralDetails.PrimaryAccountHolder.PersonalInfo.Nationality, 'Nationality is required');
      await refused((d) => delete d.GeneralDetails.PrimaryAccountHolder.TaxInfo, 'must have a valid Country Of Fiscal Residence');
      await refused(
        (d) => (d.GeneralDetails.PrimaryAccountHolder.PersonalInfo.BirthDate = '1988-02-30'),
        'Birth Date must be a valid date',
      );
      await refused(
        (d) => (d.GeneralDetails.PlatformAccount.AccountNumber = 'DMO-100101'),
        'The platform account of these details is not your account.',
      );
      await refused(
        (d) => (d.GeneralDetails.PlatformAccount.PlatformAccountType = 400163),
        'The platform account of these details is not your account.',
      );
    });

    it('a changed fiscal residence needs the mobile number', async () => {
      await refused((d) => {
        d.GeneralDetails.PrimaryAccountHolder.TaxInfo.CountryOfFiscalResidence = VIETNAM;
        delete d.GeneralDetails.PrimaryAccountHolder.ContactDetails;
      }, MOBILE_MESSAGE);
    });

    it('refuses bodies of the wrong shape and stores nothing', async () => {
      expectError(await submit('dmoclient2', { Details: 'all fine' }), 400);
      expectError(await submit('dmoclient2', {}), 400, 'Details are required.');
      expectError(await submit('dmoclient2', { Details: {}, Extra: 1 }), 400);
      const clientId = await userIdOf(t.db, 'dmoclient2');
      const stored = await t.db.kysely
        .selectFrom('form_submissions')
        .select('id')
        .where('user_id', '=', clientId)
        .where('flow_id', '=', 'due-diligence')
        .execute();
      expect(stored).toEqual([]);
    });

    it('clientreadonly and advisers may not submit', async () => {
      expectError(await submit('dmoreadonly', { Unchanged: true }), 403, MESSAGES.readOnly);
      expectError(await submit('dmoconsultant', { Unchanged: true }), 403, MESSAGES.forbiddenRole);
    });
  });

  describe('POST accounts/duediligence/details: reviews', () => {
    it("'No' on the introduction confirms dmoclient's stored details: proof of address only, four stage submissions with their PDFs", async () => {
      const answer = expectData(await submit('dmoclient', { Unchanged: true }));
      expect(answer).toEqual({ Documents: [ADDRESS] });
      const clientId = await userIdOf(t.db, 'dmoclient');
      const rows = await t.db.kysely
        .selectFrom('form_submissions')
        .select(['id', 'form_id', 'version', 'schema_hash', 'step_id', 'flow_id', 'impersonator_id', 'context_json'])
        .where('user_id', '=', clientId)
        .where('flow_id', '=', 'due-diligence')
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.step_id, r.form_id])).toEqual([
        ['GeneralDetails', 'due-diligence-general-details'],
        ['SourceOfWealth', 'due-diligence-source-of-wealth'],
        ['SourceOfFunds', 'due-diligence-source-of-funds'],
        ['MoreInformation', 'due-diligence-more-information'],
      ]);
      for (const r of rows) {
        expect(r.version).toMatch(/^\d+\.\d+\.\d+$/);
        expect(r.schema_hash).toMatch(/^[0-9a-f]{64}$/);
        expect(r.impersonator_id).toBeNull();
        expect(JSON.parse(r.context_json!)).toEqual({
          AccountTypeId: 400159,
          IsJoint: false,
          PrimaryFiscalResidenceChanged: false,
          SecondaryFiscalResidenceChanged: false,
        });
      }
      const pdfs = await t.db.kysely
        .selectFrom('form_submission_pdfs')
        .select(['submission_id', 'pdf'])
        .where(
          'submission_id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
      expect(pdfs).toHaveLength(4);
      for (const p of pdfs) expect(Buffer.from(p.pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(expectData(await t.get(REMINDER, { token: await token('dmoclient') })).LastDueDiligenceUpdateDate).toBe(isoDaysAgo(0));
    });

    it('dmoclient2 moves its fiscal residence to a high-risk non-CRS country: all three documents, the note appended once, the reminder reset', async () => {
      const details = await detailsOf('dmoclient2');
      const holder = details.GeneralDetails.PrimaryAccountHolder;
      holder.TaxInfo.CountryOfFiscalResidence = VIETNAM;
      holder.ContactDetails = { MobileNo: '+84-912 345 678' }; // spaces go, as in the browser
      holder.PersonalInfo.Nationality = 840; // the server sets the US tax flag from it
      holder.TaxInfo.IsUSTaxResident = false;
      details.MoreInformation = `Moved to Hanoi.\n${PRIMARY_NOTE}`;
      // Submitted by the consultant acting as the client ("Login As").
      const clientId = await userIdOf(t.db, 'dmoclient2');
      const acting = expectData(
        await t.get('/api/authentication/clientaccess', { token: await token('dmoconsultant'), query: { clientId } }),
      ).Token;
      const answer = expectData(await t.post(DETAILS, { Details: details }, { token: acting }));
      expect(answer).toEqual({ Documents: [ADDRESS, WEALTH, TAX] });

      const stored = await detailsOf('dmoclient2');
      expect(stored.GeneralDetails.PrimaryAccountHolder.TaxInfo).toMatchObject({
        CountryOfFiscalResidence: VIETNAM,
        IsUSTaxResident: true,
      });
      expect(stored.GeneralDetails.PrimaryAccountHolder.ContactDetails).toEqual({ MobileNo: '+84-912345678' });
      expect(stored.MoreInformation).toBe(`Moved to Hanoi.\n${PRIMARY_NOTE}`);
      expect(expectData(await t.get(REMINDER, { token: await token('dmoclient2') }))).toEqual({
        IsReminderDue: false,
        SkipCount: 0,
        SkipLimit: 3,
        LastDueDiligenceUpdateDate: isoDaysAgo(0),
      });
      const rows = await t.db.kysely
        .selectFrom('form_submissions')
        .select(['impersonator_id', 'context_json', 'data_json', 'step_id'])
        .where('user_id', '=', clientId)
        .where('flow_id', '=', 'due-diligence')
        .execute();
      expect(rows).toHaveLength(4);
      const consultantId = await userIdOf(t.db, 'dmoconsultant');
      for (const r of rows) expect(r.impersonator_id).toBe(consultantId);
      expect(JSON.parse(rows[0].context_json!)).toMatchObject({ PrimaryFiscalResidenceChanged: true });
      const moreInformation = rows.find((r) => r.step_id === 'MoreInformation')!;
      expect(JSON.parse(moreInformation.data_json)).toEqual({ MoreInformation: `Moved to Hanoi.\n${PRIMARY_NOTE}` });
    });

    it('a review without more information (absent or null) stores an empty text', async () => {
      const details = await detailsOf('dmoclient');
      details.MoreInformation = null;
      expect(expectData(await submit('dmoclient', { Details: details }))).toEqual({ Documents: [ADDRESS] });
      expect((await detailsOf('dmoclient')).MoreInformation).toBe('');
      delete details.MoreInformation;
      expect(expectData(await submit('dmoclient', { Details: details }))).toEqual({ Documents: [ADDRESS] });
      expectError(
        await submit('dmoclient', { Details: { ...details, MoreInformation: ['a', 'b'] } }),
        400,
        'More Information must be text',
      );
    });

    it('the server appends the holder line itself when the browser did not', async () => {
      const details = await detailsOf('dmoclient');
      details.GeneralDetails.PrimaryAccountHolder.TaxInfo.CountryOfFiscalResidence = 840;
      details.MoreInformation = '';
      expect(expectData(await submit('dmoclient', { Details: details }))).toEqual({ Documents: [ADDRESS, TAX] });
      expect((await detailsOf('dmoclient')).MoreInformation).toBe(PRIMARY_NOTE);
    });

    it('a single-holder account keeps no secondary holder', async () => {
      const details = await detailsOf('dmoclient');
      details.GeneralDetails.SecondaryAccountHolder = structuredClone(details.GeneralDetails.PrimaryAccountHolder);
      details.GeneralDetails.SecondaryAccountHolder.Address.Country = VIETNAM;
      expect(expectData(await submit('dmoclient', { Details: details }))).toEqual({ Documents: [ADDRESS, TAX] });
      expect((await detailsOf('dmoclient')).GeneralDetails.SecondaryAccountHolder).toBeUndefined();
    });
  });

  describe('joint account', () => {
    it('prefills both holders of dmojoint and judges the secondary holder as much as the primary', async () => {
      const info = expectData(await t.get(DETAILS, { token: await token('dmojoint') }));
      expect(info).toMatchObject({ AccountTypeId: 400159, IsJoint: true });
      expect(info.Details.GeneralDetails.PrimaryAccountHolder.Name).toEqual({ FirstName: 'Lukas', LastName: 'Hoffmann' });
      expect(info.Details.GeneralDetails.SecondaryAccountHolder.Name).toEqual({ FirstName: 'Mira', LastName: 'Hoffmann' });
      expect(info.Details.GeneralDetails.SecondaryAccountHolder.PersonalInfo.Nationality).toBe(250);
      expect(expectData(await submit('dmojoint', { Unchanged: true }))).toEqual({ Documents: [ADDRESS] });

      const details = info.Details;
      details.GeneralDetails.SecondaryAccountHolder.TaxInfo.CountryOfFiscalResidence = 840;
      expect(expectData(await submit('dmojoint', { Details: details }))).toEqual({ Documents: [ADDRESS, TAX] });
      expect((await detailsOf('dmojoint')).MoreInformation).toBe('The secondary account holder has changed their mobile number.');
    });

    it("a joint account's secondary holder cannot be dropped, and is validated like the primary", async () => {
      const details = await detailsOf('dmojoint');
      const without = structuredClone(details);
      delete without.GeneralDetails.SecondaryAccountHolder;
      expectError(
        await submit('dmojoint', { Details: without }),
        400,
        "The secondary account holder's details are required for a joint account.",
      );
      details.GeneralDetails.SecondaryAccountHolder.Name.LastName = '';
      expectError(await submit('dmojoint', { Details: details }), 400, 'Last Name is required');
    });
  });

  describe('account types', () => {
    it('a corporate account needs no nationality; a standalone one does', async () => {
      const base = await detailsOf('dmoclient2');
      const corporate = structuredClone(base);
      delete corporate.GeneralDetails.PrimaryAccountHolder.PersonalInfo.Nationality;
      delete corporate.GeneralDetails.PrimaryAccountHolder.EmploymentDetails;
      corporate.GeneralDetails.PrimaryAccountHolder.TaxInfo.CountryOfFiscalResidence = 276;
      corporate.GeneralDetails.PrimaryAccountHolder.ContactDetails = { MobileNo: '+49-1701234567' };
      await addClient('dmocorporate', 'DMO-900163', 400163, corporate);
      const info = expectData(await t.get(DETAILS, { token: await token('dmocorporate') }));
      expect(info).toMatchObject({ AccountTypeId: 400163, IsJoint: false });
      expect(expectData(await submit('dmocorporate', { Unchanged: true }))).toEqual({ Documents: [ADDRESS] });
    });

    it('a trust account needs no tax details, and its holders are judged on address and nationality', async () => {
      const base = await detailsOf('dmoclient');
      const trust = structuredClone(base);
      delete trust.GeneralDetails.PrimaryAccountHolder.TaxInfo;
      trust.GeneralDetails.PrimaryAccountHolder.Name = {
        FirstName: 'Lindenberg Family Trust',
        LastName: 'Maximilian Oberhauser-Lindenberg',
      };
      trust.MoreInformation = '';
      await addClient('dmotrust', 'DMO-900164', 400164, trust);
      expect(expectData(await t.get(DETAILS, { token: await token('dmotrust') })).AccountTypeId).toBe(400164);
      expect(expectData(await submit('dmotrust', { Unchanged: true }))).toEqual({ Documents: [ADDRESS] });
      const details = await detailsOf('dmotrust');
      details.GeneralDetails.PrimaryAccountHolder.PersonalInfo.Nationality = 364; // Iran: high risk
      expect(expectData(await submit('dmotrust', { Details: details }))).toEqual({ Documents: [ADDRESS, WEALTH] });
    });
  });
});
