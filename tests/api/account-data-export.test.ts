/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { MESSAGES } from '../../server/lib/http';
import { EXPORT_MESSAGES } from '../../server/routes/audit';
import { AUDIT_MESSAGES } from '../../server/services/auditTrail';
import { expectData, expectError, NBC_HOST, type CallResult } from './support/http';
import { accountIdOf, dialects, userIdOf, withApp } from './support/testApp';
import { multipartFile, PDF_BYTES } from './account-opening.fixtures';

jest.setTimeout(60_000);

const EXPORT = '/api/account-data/export';
const kyc = JSON.parse(readFileSync(join(__dirname, '../../schemas/forms/kyc/fixtures/valid/salary-only.json'), 'utf8')) as object;

/** The archive of an answer: file name → bytes. */
function archiveOf(res: CallResult & { rawPayload: Buffer }): Record<string, Uint8Array> {
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toBe('application/zip');
  return unzipSync(new Uint8Array(res.rawPayload));
}
const json = (files: Record<string, Uint8Array>, name: string) => {
  expect(Object.keys(files)).toContain(name);
  return JSON.parse(strFromU8(files[name]));
};

describe.each(dialects)('the personal data export on %s', (dialect) => {
  const t = withApp(dialect);
  const ids: Record<string, number> = {};
  /** The raw bytes of an answer (inject keeps them). */
  const download = async (token: string | undefined, query?: Record<string, number>, host?: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: EXPORT,
      query: query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: { host: host ?? 'dmo.localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    let body: unknown;
    if (/json/.test(String(res.headers['content-type']))) body = JSON.parse(res.body);
    return { status: res.statusCode, headers: res.headers, body, text: '', rawPayload: res.rawPayload } as CallResult & {
      rawPayload: Buffer;
    };
  };
  const acting = async (client: string) =>
    expectData(await t.get('/api/authentication/clientaccess', { token: await t.login('dmoconsultant'), query: { clientId: ids[client] } }))
      .Token as string;

  beforeAll(async () => {
    for (const u of ['dmoclient', 'dmoclient2', 'dmoadmin', 'dmoconsultant', 'nbcclient']) ids[u] = await userIdOf(t.db, u);
    // What dmoclient2 leaves behind: a reset e-mail, a KYC form its adviser submitted for it, an upload of its own.
    expectData(await t.post('/api/authentication/passwordreset', { userName: 'dmoclient2' }));
    const kycItem = await t.db.kysely
      .selectFrom('missing_documents')
      .select('id')
      .where('user_id', '=', ids.dmoclient2)
      .where('document_type', '=', 'KYC')
      .executeTakeFirstOrThrow();
    expectData(
      await t.post(
        '/api/missing-documents/docusign/kyc',
        { missingDocumentId: kycItem.id, data: kyc, whiteLabelId: 1 },
        { token: await acting('dmoclient2') },
      ),
    );
    const proof = await t.db.kysely
      .selectFrom('missing_documents')
      .select('id')
      .where('user_id', '=', ids.dmoclient2)
      .where('document_type', '=', 'ProofOfAddress')
      .executeTakeFirstOrThrow();
    const { payload, headers } = multipartFile('utility bill.pdf', 'application/pdf', PDF_BYTES);
    const boundary = headers['content-type'].split('boundary=')[1];
    const status = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="status"\r\n\r\nuploaded\r\n`);
    expectData(
      await t.call('PUT', `/api/missing-documents/${proof.id}`, {
        token: await t.login('dmoclient2'),
        payload: Buffer.concat([status, payload]),
        headers,
      }),
    );
  });

  it("gives a client all its data as one ZIP of JSON files and its documents, each file holding the client's rows", async () => {
    const res = await download(await t.login('dmoclient2'));
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="tessera-data-dmoclient2-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = archiveOf(res);
    const manifest = json(files, 'manifest.json');
    expect(manifest).toMatchObject({ ClientId: ids.dmoclient2, UserName: 'dmoclient2' });
    expect(new Set(manifest.Files)).toEqual(new Set(Object.keys(files).filter((f) => f !== 'manifest.json')));

    const user = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', ids.dmoclient2).executeTakeFirstOrThrow();
    expect(json(files, 'profile.json')).toMatchObject({
      UserId: user.id,
      UserName: 'dmoclient2',
      FirstName: user.first_name,
      LastName: user.last_name,
      Email: user.email,
      Brand: { Code: 'dmo', Name: 'Demo Wealth' },
      Consultant: { Name: 'Clara Whitfield' },
    });
    const everything = Object.values(files)
      .map((b) => Buffer.from(b).toString('latin1'))
      .join('\n');
    expect(everything).not.toContain(user.password_hash);
    expect(everything).not.toMatch(/password_hash/);

    const accounts = await t.db.kysely.selectFrom('accounts').select(['id', 'number']).where('user_id', '=', ids.dmoclient2).execute();
    expect(json(files, 'accounts.json').map((a: { number: string }) => a.number)).toEqual(accounts.map((a) => a.number));

    const submissions = json(files, 'submissions.json');
    const stored = await t.db.kysely
      .selectFrom('form_submissions')
      .select(['id', 'form_id'])
      .where('user_id', '=', ids.dmoclient2)
      .execute();
    expect(submissions.map((s: { Id: number; FormId: string }) => [s.Id, s.FormId])).toEqual(stored.map((s) => [s.id, s.form_id]));
    const kycEntry = submissions.find((s: { FormId: string }) => s.FormId === 'kyc');
    expect(kycEntry).toMatchObject({
      SubmittedByAdviser: true,
      Answers: expect.objectContaining({ Previous: 'Mechanical engineer 2001-2015' }),
    });
    expect(kycEntry.Pdf).toMatch(/^submissions\/\d+-.+\.pdf$/);
    expect(strFromU8(files[kycEntry.Pdf].slice(0, 5))).toBe('%PDF-');

    const missing = json(files, 'missing-documents.json');
    const proof = missing.find((m: { DocumentType: string }) => m.DocumentType === 'ProofOfAddress');
    expect(proof).toMatchObject({ Status: 'uploaded', Files: [expect.objectContaining({ FileName: 'utility bill.pdf' })] });
    expect(Buffer.from(files[proof.Files[0].File]).equals(PDF_BYTES)).toBe(true);

    const emails = json(files, 'emails.json');
    const reset = emails.find((e: { Kind: string }) => e.Kind === 'password-reset');
    expect(reset.To).toBe(user.email);
    expect(reset.Body).toContain('token=[removed]');

    const audit = json(files, 'audit.json');
    expect(audit).toContainEqual(
      expect.objectContaining({
        By: 'Clara Whitfield',
        ActingAsYou: true,
        Action: 'compliance.kycSubmitted',
        Description: 'Submitted the KYC form',
      }),
    );
    expect(json(files, 'sessions.json').length).toBeGreaterThan(0);
    expect(json(files, 'due-diligence.json')).toHaveProperty('Skips');
    expect(json(files, 'account-openings.json')).toEqual([]);
  });

  it('holds the accounts, holdings, transactions and orders of a trading client', async () => {
    const main = await accountIdOf(t.db, 'DMO-100101');
    const isin = (
      await t.db.kysely
        .selectFrom('products')
        .select('isin')
        .where('name', '=', 'Halvern Reade Global Equity Fund A Acc EUR')
        .executeTakeFirstOrThrow()
    ).isin;
    const order = expectData(
      await t.post(
        '/api/products/ProcessTrade',
        {
          PurchasedFunds: [{ ISIN: isin, TradeOptions: 'Amount', TradeValue: 1000 }],
          SoldFunds: [],
          CheckoutOnline: false,
          CheckoutDocusign: false,
          ConfirmDuplicate: true,
          UserInfo: { PlatformId: main },
        },
        { token: await t.login('dmoclient'), headers: { 'idempotency-key': `export-${dialect}-${Date.now()}` } },
      ),
    );
    const files = archiveOf(await download(await t.login('dmoclient')));
    const count = async (table: 'holdings' | 'transactions') =>
      (
        await t.db.kysely
          .selectFrom(table)
          .innerJoin('accounts', 'accounts.id', `${table}.account_id`)
          .select(`${table}.id`)
          .where('accounts.user_id', '=', ids.dmoclient)
          .execute()
      ).length;
    expect(json(files, 'holdings.json')).toHaveLength(await count('holdings'));
    expect(json(files, 'transactions.json')).toHaveLength(await count('transactions'));
    const orders = json(files, 'orders.json');
    expect(orders.find((o: { id: number }) => o.id === order.OrderId)).toMatchObject({
      account_id: main,
      lines: [expect.objectContaining({ isin, transaction_type: 'Purchase', trade_value: 1000 })],
    });
    expect(json(files, 'accounts.json').find((a: { id: number }) => a.id === main).cash.length).toBeGreaterThan(0);
  });

  it("lets an administrator download a client of the brand, and records it in the client's audit trail", async () => {
    const before = await t.db.kysely.selectFrom('audit_trail').select('id').where('action', '=', 'accountData.exported').execute();
    const files = archiveOf(await download(await t.login('dmoadmin'), { clientId: ids.dmoclient2 }));
    expect(json(files, 'profile.json').UserName).toBe('dmoclient2');
    const rows = await t.db.kysely.selectFrom('audit_trail').selectAll().where('action', '=', 'accountData.exported').execute();
    expect(rows).toHaveLength(before.length + 1);
    expect(rows[rows.length - 1]).toMatchObject({
      actor_id: ids.dmoadmin,
      actor_role: 'whitelabeladmin',
      client_id: ids.dmoclient2,
      brand: 'dmo',
    });
  });

  it('refuses everyone else', async () => {
    const admin = await t.login('dmoadmin');
    expectError(await download(admin), 400, EXPORT_MESSAGES.nameTheClient);
    expectError(await download(admin, { clientId: ids.nbcclient }), 403, AUDIT_MESSAGES.otherBrand);
    expectError(await download(admin, { clientId: ids.dmoconsultant }), 404, AUDIT_MESSAGES.noSuchClient);
    expectError(await download(await t.login('dmoconsultant'), { clientId: ids.dmoclient }), 403, MESSAGES.forbiddenRole);
    expectError(await download(await acting('dmoclient')), 403, EXPORT_MESSAGES.notWhileActing);
    expectError(await download(await t.login('dmoclient'), { clientId: ids.dmoclient2 }), 403, EXPORT_MESSAGES.ownDataOnly);
    expectError(await download(await t.login('nbcclient', NBC_HOST)), 403, MESSAGES.wrongBrand);
    expectError(await download(undefined), 401);
  });
});
