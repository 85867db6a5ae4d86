/** @jest-environment node */
import { createHash } from 'node:crypto';
import { ACCOUNT_OPENING_MESSAGES as M, missingDocumentsMessage, missingStageMessage } from '@/engine';
import { DOCUSIGN_NOT_AVAILABLE_MESSAGE } from '../../server/services/signing/docusign';
import { startDocuSignFake, type DocuSignFake } from '../unit/support/docusignFake';
import { expectData, expectError } from './support/http';
import { dialects, userIdOf, withApp, type AppHandle } from './support/testApp';
import {
  multipartFile,
  PDF_BYTES,
  PNG_BYTES,
  saveAllSections,
  secondHolder,
  SECTIONS,
  singleHolder,
  startOpening,
  uploadSupportingDocuments,
} from './account-opening.fixtures';

const path = (p: string) => `/api/accounts/opening/${p}`;

/** Uploads one file to an opening as `token`. */
function upload(t: AppHandle, token: string, id: number, documentTypeId: number, file: { name: string; type: string; bytes: Buffer }) {
  const { payload, headers } = multipartFile(file.name, file.type, file.bytes);
  return t.call('POST', path('document/add'), { token, payload, headers, query: { accountOpeningId: id, documentTypeId } });
}

describe.each(dialects)('account opening documents, signing and completion on %s', (dialect) => {
  const t = withApp(dialect);

  describe('documents', () => {
    let token: string;
    let id: number;
    beforeEach(async () => {
      token = await t.login('dmoconsultant');
      id = await startOpening(t, token);
    });

    it('stores an uploaded PDF with its name, real type, size and SHA-256, and serves it back as an attachment', async () => {
      const opening = expectData(
        await upload(t, token, id, 1, { name: '../../passport scan.pdf', type: 'application/pdf', bytes: PDF_BYTES }),
      );
      expect(opening.Documents).toEqual([
        {
          ID: expect.any(Number),
          DocumentTypeId: 1,
          Name: 'passport scan.pdf',
          Size: PDF_BYTES.byteLength,
          Generated: false,
          Signed: false,
          Url: `/api/accounts/opening/document?documentId=${opening.Documents[0].ID}`,
        },
      ]);
      const row = await t.db.kysely
        .selectFrom('account_opening_documents')
        .selectAll()
        .where('id', '=', opening.Documents[0].ID)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        content_type: 'application/pdf',
        size: PDF_BYTES.byteLength,
        uploaded_by: await userIdOf(t.db, 'dmoconsultant'),
      });
      expect(row.sha256).toBe(createHash('sha256').update(PDF_BYTES).digest('hex'));
      const res = await t.app.inject({
        method: 'GET',
        url: opening.Documents[0].Url,
        headers: { host: 'dmo.localhost', authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="passport scan.pdf"/);
      expect(Buffer.compare(res.rawPayload, PDF_BYTES)).toBe(0);
    });

    it('takes the type from the bytes, not from the name: a PNG named .pdf is stored as a PNG', async () => {
      const opening = expectData(await upload(t, token, id, 2, { name: 'address.pdf', type: 'application/pdf', bytes: PNG_BYTES }));
      expect(opening.Documents[0].Name).toBe('address.png');
    });

    it('refuses a file that is not a PDF, PNG or JPEG with 415, an empty one with 400 and one over 10 MB with 413', async () => {
      expectError(
        await upload(t, token, id, 1, { name: 'notes.pdf', type: 'application/pdf', bytes: Buffer.from('<html>not a pdf</html>') }),
        415,
        M.documentWrongType,
      );
      expectError(
        await upload(t, token, id, 1, { name: 'empty.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) }),
        400,
        M.documentEmpty,
      );
      const big = Buffer.concat([PDF_BYTES, Buffer.alloc(10 * 1024 * 1024)]);
      expectError(await upload(t, token, id, 1, { name: 'big.pdf', type: 'application/pdf', bytes: big }), 413, M.documentTooLarge);
      const justUnder = Buffer.concat([PDF_BYTES, Buffer.alloc(3 * 1024 * 1024)]);
      expect(
        expectData(await upload(t, token, id, 1, { name: 'three-mb.pdf', type: 'application/pdf', bytes: justUnder })).Documents[0].Size,
      ).toBe(justUnder.byteLength);
      expectError(
        await t.post(path('document/add'), { file: 'x' }, { token, query: { accountOpeningId: id, documentTypeId: 1 } }),
        415,
        M.documentMissing,
      );
      expectError(await upload(t, token, id, 9, { name: 'x.pdf', type: 'application/pdf', bytes: PDF_BYTES }), 400);
    });

    it("lets only the opening's adviser or a brand admin upload, read and delete", async () => {
      const doc = expectData(await upload(t, token, id, 1, { name: 'id.pdf', type: 'application/pdf', bytes: PDF_BYTES })).Documents[0];
      const other = await t.login('dmohq');
      expectError(await upload(t, other, id, 1, { name: 'id.pdf', type: 'application/pdf', bytes: PDF_BYTES }), 403, M.otherAdviser);
      expectError(await t.get(path('document'), { token: other, query: { documentId: doc.ID } }), 403, M.otherAdviser);
      expectError(await t.post(path('document/delete'), undefined, { token: other, query: { documentId: doc.ID } }), 403, M.otherAdviser);
      expectError(await t.get(path('document'), { token: await t.login('dmoclient'), query: { documentId: doc.ID } }), 403);
      expectError(await t.get(path('document'), { token, query: { documentId: 999999 } }), 404, M.documentNotFound);
      expect(
        expectData(await t.post(path('document/delete'), undefined, { token: await t.login('dmoadmin'), query: { documentId: doc.ID } }))
          .Documents,
      ).toEqual([]);
    });
  });

  describe('signing in the portal and completion for a new client', () => {
    it('refuses to sign before every stage is saved, naming the first missing stage', async () => {
      const token = await t.login('dmoconsultant');
      const id = await startOpening(t, token);
      expectError(
        await t.post(path('sign'), { AccountOpeningId: id, IsDocuSign: false }, { token }),
        400,
        missingStageMessage('Account Type Selection'),
      );
      await t.post(path('accounttype/add'), { AccountOpeningId: id, ...SECTIONS.accountType }, { token });
      await t.post(path('personaldetails/add'), { AccountOpeningId: id, Holders: [singleHolder()] }, { token });
      expectError(
        await t.post(path('sign'), { AccountOpeningId: id, IsDocuSign: false }, { token }),
        400,
        missingStageMessage('Personal Details'),
      );
    });

    it('does not ask an investment profile of a trust account before signing', async () => {
      const token = await t.login('dmoconsultant');
      const id = await startOpening(t, token);
      await saveAllSections(t, token, id, { accountType: { AccountTypeId: 400164, Trustees: ['Castlegate Scheme Trustees'] } });
      const signed = expectData(await t.post(path('sign'), { AccountOpeningId: id, IsDocuSign: false }, { token }));
      expect(signed.Status).toBe('Signing');
    });

    it('signs a joint account holder by holder, in order, then completes once and only once', async () => {
      const token = await t.login('dmoconsultant');
      const id = await startOpening(t, token);
      await saveAllSections(t, token, id, {
        accountType: { AccountTypeId: 400159, IsJoint: true },
        personalDetails: { Holders: [secondHolder(), singleHolder()], Correspondence: { CorrespondenceAddress: 'Primary' } },
      });
      expectError(await t.post(path('complete'), undefined, { token, query: { accountOpeningId: id } }), 409, M.notSigning);

      const before =
        (
          await t.db.kysely
            .selectFrom('email_outbox')
            .select((eb) => eb.fn.max('id').as('max'))
            .executeTakeFirst()
        )?.max ?? 0;
      const signing = expectData(await t.post(path('sign'), { AccountOpeningId: id, IsDocuSign: false }, { token }));
      expect(signing).toMatchObject({ Status: 'Signing', IsManual: false, IsDocuSign: false });
      expect(signing.SigningOrders).toEqual([
        { Order: 1, Name: 'Anna Schmidt', Email: 'anna.schmidt@example.com', SignedAt: null },
        { Order: 2, Name: 'Jonas Weber', Email: 'jonas.weber@example.com', SignedAt: null },
      ]);
      const generated = signing.Documents.filter((d: { Generated: boolean }) => d.Generated);
      expect(generated.length).toBeGreaterThan(0);
      expect(signing.AccountOpeningFormsURL).toBe(generated[0].Url);
      const mails = await t.db.kysely
        .selectFrom('email_outbox')
        .select(['to_address', 'kind'])
        .where('kind', '=', 'signing-request')
        .where('id', '>', Number(before))
        .orderBy('id')
        .execute();
      expect(mails.map((m) => m.to_address)).toEqual(['anna.schmidt@example.com', 'jonas.weber@example.com']);

      // Signing again regenerates while nobody has signed.
      const again = expectData(await t.post(path('sign'), { AccountOpeningId: id, IsDocuSign: false }, { token }));
      expect(again.Documents.filter((d: { Generated: boolean }) => d.Generated).map((d: { ID: number }) => d.ID)).not.toEqual(
        generated.map((d: { ID: number }) => d.ID),
      );

      const hashes = async () =>
        (
          await t.db.kysely
            .selectFrom('account_opening_documents')
            .select('sha256')
            .where('opening_id', '=', id)
            .where('generated', '=', 1)
            .orderBy('id')
            .execute()
        ).map((d) => d.sha256);
      const unsigned = await hashes();
      const confirm = (Order: number, SignatureName: string) =>
        t.post(path('sign/confirm'), { AccountOpeningId: id, Order, SignatureName }, { token });
      expectError(await confirm(2, 'Jonas Weber'), 409, M.anotherSignerFirst);
      expectError(await confirm(1, 'Anna Schmid'), 400, M.nameMismatch);
      const first = expectData(await confirm(1, '  anna   SCHMIDT '));
      expect(first.SigningOrders[0].SignedAt).toEqual(expect.any(String));
      expect(first.SigningOrders[1].SignedAt).toBeNull();
      // Every generated PDF was stamped with the signature.
      const afterFirst = await hashes();
      afterFirst.forEach((h, i) => expect(h).not.toBe(unsigned[i]));
      expectError(await confirm(1, 'Anna Schmidt'), 409, M.alreadySigned);
      expectError(await t.post(path('sign'), { AccountOpeningId: id, IsDocuSign: false }, { token }), 409, M.signingStarted);
      expectError(await t.post(path('fees/update'), { AccountOpeningId: id, ...SECTIONS.fees() }, { token }), 409, M.signingStarted);
      expectError(await t.post(path('complete'), undefined, { token, query: { accountOpeningId: id } }), 409, M.notSigned);
      const stamped = await t.db.kysely
        .selectFrom('account_opening_documents')
        .select(['size', 'signed'])
        .where('opening_id', '=', id)
        .where('generated', '=', 1)
        .execute();
      expect(stamped.every((d) => d.signed === 0)).toBe(true);

      const both = expectData(await confirm(2, 'Jonas Weber'));
      expect(both.Documents.filter((d: { Generated: boolean }) => d.Generated).every((d: { Signed: boolean }) => d.Signed)).toBe(true);

      // Signed, but the identity document and the proof of address are not uploaded yet: no account.
      expect(both).toMatchObject({ TaxCertForm: false, SOFForm: false });
      expectError(
        await t.post(path('complete'), undefined, { token, query: { accountOpeningId: id } }),
        409,
        missingDocumentsMessage(['Passport or identity card', 'Proof of address']),
      );
      expectData(await upload(t, token, id, 1, { name: 'passports.pdf', type: 'application/pdf', bytes: PDF_BYTES }));
      expectError(
        await t.post(path('complete'), undefined, { token, query: { accountOpeningId: id } }),
        409,
        missingDocumentsMessage(['Proof of address']),
      );
      expect(
        await t.db.kysely
          .selectFrom('accounts')
          .select('id')
          .where('number', '=', `DMO-${500000 + id}`)
          .execute(),
      ).toEqual([]);
      expectData(await upload(t, token, id, 2, { name: 'utility-bill.png', type: 'image/png', bytes: PNG_BYTES }));

      const done = expectData(await t.post(path('complete'), undefined, { token, query: { accountOpeningId: id } }));
      expect(done).toMatchObject({
        Status: 'Completed',
        AccountId: expect.any(Number),
        AccountNumber: `DMO-${500000 + id}`,
        ClientId: expect.any(Number),
      });
      const twice = expectData(await t.post(path('complete'), undefined, { token, query: { accountOpeningId: id } }));
      expect(twice).toEqual(done);
      expect(await t.db.kysely.selectFrom('accounts').select('id').where('user_id', '=', done.ClientId).execute()).toHaveLength(1);

      const client = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', done.ClientId).executeTakeFirstOrThrow();
      expect(client).toMatchObject({
        username: 'dmoannsch',
        role: 'client',
        first_name: 'Anna',
        last_name: 'Schmidt',
        email: 'anna.schmidt@example.com',
        consultant_id: await userIdOf(t.db, 'dmoconsultant'),
        phone: '+49-15123456789',
      });
      const welcome = await t.db.kysely
        .selectFrom('email_outbox')
        .selectAll()
        .where('user_id', '=', client.id)
        .where('kind', '=', 'account-opened')
        .execute();
      expect(welcome).toHaveLength(1);
      expect(welcome[0].body).toMatch(/dmoannsch/);
      const link = /reset-password\?token=([\w-]+)/.exec(welcome[0].body)![1];

      // The new client sets a password through the link, logs in and sees the account.
      expectData(await t.post('/api/authentication/updatepassword', { Token: link, NewPassword: 'Welcome-home-7' }));
      const clientToken = await t.login('dmoannsch', undefined, 'Welcome-home-7');
      const accounts = expectData(await t.get('/api/accounts/', { token: clientToken }));
      expect(accounts).toEqual([expect.objectContaining({ Number: `DMO-${500000 + id}`, Type: 400159, Currency: 'EUR', IsDFM: false })]);
      const summary = expectData(await t.get('/api/accounts/summary/', { token: clientToken }));
      expect(summary[0]).toMatchObject({ Number: `DMO-${500000 + id}`, CashPosition: 0 });
      // The consultant sees the new client in their list.
      const list = expectData(await t.get('/api/clients/list', { token }));
      expect(list.map((c: { UserName: string }) => c.UserName)).toContain('dmoannsch');

      // A completed opening is read-only.
      expectError(await t.post(path('accounttype/update'), { AccountOpeningId: id, ...SECTIONS.accountType }, { token }), 409, M.completed);
      expectError(await t.post(path('delete'), undefined, { token, query: { accountOpeningId: id } }), 409, M.completed);
      expectError(await upload(t, token, id, 1, { name: 'id.pdf', type: 'application/pdf', bytes: PDF_BYTES }), 409, M.completed);
      expectError(await t.post(path('sign'), { AccountOpeningId: id, IsDocuSign: false }, { token }), 409, M.completed);
    });

    it('completes concurrently submitted twice with one account', async () => {
      const token = await t.login('dmoadmin');
      const id = await startOpening(t, token, { ClientId: await userIdOf(t.db, 'dmoclient2') });
      await saveAllSections(t, token, id, { accountType: { AccountTypeId: 400161, DFMProviderId: 2 } });
      expectData(await t.post(path('sign'), { AccountOpeningId: id, IsDocuSign: false }, { token }));
      expectData(await t.post(path('sign/confirm'), { AccountOpeningId: id, Order: 1, SignatureName: 'Anna Schmidt' }, { token }));
      await uploadSupportingDocuments(t, token, id);
      const [a, b] = await Promise.all([
        t.post(path('complete'), undefined, { token, query: { accountOpeningId: id } }),
        t.post(path('complete'), undefined, { token, query: { accountOpeningId: id } }),
      ]);
      expect(expectData(a)).toEqual(expectData(b));
      const accounts = await t.db.kysely
        .selectFrom('accounts')
        .selectAll()
        .where('user_id', '=', await userIdOf(t.db, 'dmoclient2'))
        .orderBy('id')
        .execute();
      expect(accounts.map((x) => [x.number, x.is_dfm])).toEqual([
        ['DMO-100201', 0],
        [`DMO-${500000 + id}`, 1],
      ]);
      // The client's account list names the DFM account type (one engine map of every type code).
      const listed = expectData(await t.get('/api/accounts/', { token: await t.login('dmoclient2') }));
      expect(listed.find((a: { Number: string }) => a.Number === `DMO-${500000 + id}`)).toMatchObject({
        Type: 400161,
        TypeName: 'DFM account',
        IsDFM: true,
      });
    });
  });

  describe('new clients with the same names completed at the same moment', () => {
    it('gives each its own username (the next free suffix), never a server error', async () => {
      const token = await t.login('dmoconsultant');
      const holder = { ...singleHolder(), FirstName: 'Marta', LastName: 'Kowalska', EmailPrimary: 'marta.kowalska@example.com' };
      const ids: number[] = [];
      for (let i = 0; i < 2; i++) {
        const id = await startOpening(t, token);
        await saveAllSections(t, token, id, {
          personalDetails: { Holders: [holder], Correspondence: { CorrespondenceAddress: 'Primary' } },
        });
        expectData(await t.post(path('sign'), { AccountOpeningId: id, IsDocuSign: false }, { token }));
        expectData(await t.post(path('sign/confirm'), { AccountOpeningId: id, Order: 1, SignatureName: 'Marta Kowalska' }, { token }));
        await uploadSupportingDocuments(t, token, id);
        ids.push(id);
      }
      const answers = await Promise.all(ids.map((id) => t.post(path('complete'), undefined, { token, query: { accountOpeningId: id } })));
      const clients = answers.map((a) => expectData(a).ClientId as number);
      expect(new Set(clients).size).toBe(2);
      const users = await t.db.kysely.selectFrom('users').select('username').where('id', 'in', clients).orderBy('username').execute();
      expect(users.map((u) => u.username)).toEqual(['dmomarkow', 'dmomarkow2']);
    });
  });

  describe('manual and DocuSign signing', () => {
    it('completes a manual signing only with an uploaded signed application form', async () => {
      const token = await t.login('dmoowner');
      const id = await startOpening(t, token, { ClientId: await userIdOf(t.db, 'dmoclient') });
      // Taxed in France while living in Germany: a tax certificate is asked too.
      const holder = { ...singleHolder(), FiscalCountryId: 250, Address: { ...singleHolder().Address, CountryId: 276 } };
      await saveAllSections(t, token, id, { personalDetails: { Holders: [holder], Correspondence: { CorrespondenceAddress: 'Primary' } } });
      const signing = expectData(await t.post(path('sign'), { AccountOpeningId: id, IsDocuSign: false, IsManual: true }, { token }));
      expect(signing.TaxCertForm).toBe(true);
      expect(signing).toMatchObject({ IsManual: true, SigningOrders: [], Status: 'Signing' });
      expectError(
        await t.post(path('sign/confirm'), { AccountOpeningId: id, Order: 1, SignatureName: 'Anna Schmidt' }, { token }),
        409,
        M.notPortalSigning,
      );
      expectError(await t.post(path('complete'), undefined, { token, query: { accountOpeningId: id } }), 409, M.manualFormMissing);
      expectData(await upload(t, token, id, 3, { name: 'signed form.pdf', type: 'application/pdf', bytes: PDF_BYTES }));
      // The signed application form is not an identity document: every asked document is named.
      expectError(
        await t.post(path('complete'), undefined, { token, query: { accountOpeningId: id } }),
        409,
        missingDocumentsMessage(['Passport or identity card', 'Proof of address', 'Tax certificate']),
      );
      expect(
        (await uploadSupportingDocuments(t, token, id)).Documents.filter((d: { Generated: boolean }) => !d.Generated).map(
          (d: { DocumentTypeId: number }) => d.DocumentTypeId,
        ),
      ).toEqual([3, 1, 2, 4]);
      const done = expectData(await t.post(path('complete'), undefined, { token, query: { accountOpeningId: id } }));
      expect(done).toMatchObject({ Status: 'Completed', ClientId: await userIdOf(t.db, 'dmoclient') });
      const clientToken = await t.login('dmoclient');
      expect(expectData(await t.get('/api/accounts/', { token: clientToken })).map((a: { Number: string }) => a.Number)).toContain(
        done.AccountNumber,
      );
    });

    describe('with DocuSign configured (a fake DocuSign answers)', () => {
      let signedAll = false;
      let fetchSpy: jest.SpyInstance;
      const requests: Array<{ method: string; url: string }> = [];
      beforeEach(() => {
        t.config.docuSign = { baseUrl: 'https://docusign.test/restapi', accountId: 'acc-1', accessToken: 'secret-token' };
        signedAll = false;
        requests.length = 0;
        fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
          const url = String(input);
          requests.push({ method: init?.method ?? 'GET', url });
          const json = (body: unknown) =>
            new Response(JSON.stringify(body), { status: 201, headers: { 'content-type': 'application/json' } });
          if (url.endsWith('/v2.1/accounts/acc-1/envelopes')) return json({ envelopeId: 'env-42', status: 'sent' });
          if (url.endsWith('/envelopes/env-42/recipients')) {
            return json({
              signers: [
                {
                  recipientId: '1',
                  routingOrder: '1',
                  status: signedAll ? 'completed' : 'sent',
                  signedDateTime: signedAll ? '2025-01-02T10:00:00Z' : undefined,
                },
              ],
            });
          }
          if (url.endsWith('/envelopes/env-42/documents/combined'))
            return new Response(PDF_BYTES, { status: 200, headers: { 'content-type': 'application/pdf' } });
          return new Response('{}', { status: 404 });
        });
      });
      afterEach(() => {
        fetchSpy.mockRestore();
        t.config.docuSign = null;
      });

      it('sends an envelope, says so, and completes once DocuSign reports every signature', async () => {
        const token = await t.login('dmoconsultant');
        const id = await startOpening(t, token);
        await saveAllSections(t, token, id);
        const res = await t.post(path('sign'), { AccountOpeningId: id, IsDocuSign: true }, { token });
        expect(res.body.Message).toBe(M.docuSignSent);
        expect(expectData(res)).toMatchObject({
          IsDocuSign: true,
          Status: 'Signing',
          SigningOrders: [{ Order: 1, Name: 'Anna Schmidt', SignedAt: null }],
        });
        expect(requests[0]).toEqual({ method: 'POST', url: 'https://docusign.test/restapi/v2.1/accounts/acc-1/envelopes' });
        expectError(
          await t.post(path('sign/confirm'), { AccountOpeningId: id, Order: 1, SignatureName: 'Anna Schmidt' }, { token }),
          409,
          M.notPortalSigning,
        );
        expectError(await t.post(path('complete'), undefined, { token, query: { accountOpeningId: id } }), 409, M.notSigned);
        signedAll = true;
        await uploadSupportingDocuments(t, token, id);
        const reread = expectData(await t.get('/api/accounts/opening', { token, query: { accountOpeningId: id } }));
        expect(reread.SigningOrders[0].SignedAt).toEqual(expect.any(String));
        expect(reread.Documents).toContainEqual(expect.objectContaining({ Name: 'signed-documents.pdf', Generated: true, Signed: true }));
        expect(expectData(await t.post(path('complete'), undefined, { token, query: { accountOpeningId: id } })).Status).toBe('Completed');
      });
    });

    describe('a change while DocuSign signing is pending (the local DocuSign fake)', () => {
      let fake: DocuSignFake;
      beforeAll(async () => {
        fake = await startDocuSignFake();
        t.config.docuSign = { baseUrl: fake.baseUrl, accountId: fake.accountId, accessToken: fake.accessToken };
      });
      afterAll(async () => {
        t.config.docuSign = null;
        await fake.close();
      });

      /** An opening sent to DocuSign: its id, the envelope id and the adviser's token. */
      async function sentToDocuSign() {
        const token = await t.login('dmoconsultant');
        const id = await startOpening(t, token);
        await saveAllSections(t, token, id);
        expectData(await t.post(path('sign'), { AccountOpeningId: id, IsDocuSign: true }, { token }));
        const row = await t.db.kysely.selectFrom('account_openings').select('envelope_id').where('id', '=', id).executeTakeFirstOrThrow();
        return { token, id, envelopeId: row.envelope_id! };
      }

      it('voids the envelope already sent, with the reason, and discards its documents', async () => {
        const { token, id, envelopeId } = await sentToDocuSign();
        const opening = expectData(
          await t.post(path('fees/update'), { AccountOpeningId: id, ...SECTIONS.fees(), InitialFee: 1 }, { token }),
        );
        expect(fake.envelopes.get(envelopeId)).toMatchObject({ status: 'voided', voidedReason: M.envelopeVoidReason });
        expect(opening).toMatchObject({
          Status: 'InProgress',
          IsDocuSign: false,
          SigningOrders: [],
          Documents: [],
          Fees: expect.objectContaining({ InitialFee: 1 }),
        });
        const put = fake.requests.find((r) => r.method === 'PUT');
        expect(put).toMatchObject({
          path: `/restapi/v2.1/accounts/${fake.accountId}/envelopes/${envelopeId}`,
          body: { status: 'voided', voidedReason: M.envelopeVoidReason },
        });
      });

      it('voids the old envelope when the documents are sent again, and when the opening is deleted', async () => {
        const { token, id, envelopeId } = await sentToDocuSign();
        expectData(await t.post(path('sign'), { AccountOpeningId: id, IsDocuSign: true }, { token }));
        expect(fake.envelopes.get(envelopeId)?.status).toBe('voided');
        const second = (
          await t.db.kysely.selectFrom('account_openings').select('envelope_id').where('id', '=', id).executeTakeFirstOrThrow()
        ).envelope_id!;
        expect(second).not.toBe(envelopeId);
        expect(fake.envelopes.get(second)?.status).toBe('sent');
        expect(expectData(await t.post(path('delete'), undefined, { token, query: { accountOpeningId: id } }))).toBe(true);
        expect(fake.envelopes.get(second)?.status).toBe('voided');
      });

      it('refuses the change with 409 when a signer has signed in DocuSign already, and voids nothing', async () => {
        const { token, id, envelopeId } = await sentToDocuSign();
        fake.complete(envelopeId, '1');
        expectError(await t.post(path('fees/update'), { AccountOpeningId: id, ...SECTIONS.fees() }, { token }), 409, M.signingStarted);
        expect(fake.envelopes.get(envelopeId)?.status).toBe('sent');
      });

      it('refuses the change with 502 and keeps everything when DocuSign cannot void', async () => {
        const { token, id, envelopeId } = await sentToDocuSign();
        fake.failNext(503, { errorCode: 'SERVICE_UNAVAILABLE', message: 'Down for maintenance' });
        expectError(
          await t.post(path('fees/update'), { AccountOpeningId: id, ...SECTIONS.fees(), InitialFee: 1 }, { token }),
          502,
          M.envelopeNotWithdrawn,
        );
        const opening = expectData(await t.get('/api/accounts/opening', { token, query: { accountOpeningId: id } }));
        expect(opening).toMatchObject({
          Status: 'Signing',
          IsDocuSign: true,
          Fees: expect.objectContaining({ InitialFee: SECTIONS.fees().InitialFee }),
        });
        expect(opening.Documents.length).toBeGreaterThan(0);
        expect(fake.envelopes.get(envelopeId)?.status).toBe('sent');
      });
    });

    it('answers 400 when DocuSign is asked for but not configured', async () => {
      const token = await t.login('dmoconsultant');
      const id = await startOpening(t, token);
      await saveAllSections(t, token, id);
      expectError(await t.post(path('sign'), { AccountOpeningId: id, IsDocuSign: true }, { token }), 400, DOCUSIGN_NOT_AVAILABLE_MESSAGE);
    });
  });
});
