/** @jest-environment node */
/**
 * Online documents and user documents (compliance §7): GET online-document lists the host brand's
 * documents; online-document/customers and online-document/fees are PDFs printed for the brand with
 * no signature area; GET accounts/userdocuments lists the documents generated when the client's
 * accounts were opened (a client its own, a consultant its own clients', an admin or owner the
 * brand's) and GET accounts/userdocuments/{id} serves one of them. Brand isolation throughout.
 */
import { PDFDocument } from 'pdf-lib';
import brands from '../../schemas/brands/brands.json';
import defaultTerms from '../../schemas/content/default/terms-for-customers.json';
import { MESSAGES } from '../../server/lib/http';
import { USER_DOCUMENT_NOT_FOUND } from '../../server/routes/onlineDocuments';
import { PRINTED_FEE_SCHEDULES } from '../../server/services/onlineDocuments';
import { standardFeesOf } from '../../server/services/standardFees';
import { toWinAnsi } from '../../server/services/documents/winAnsi';
import { pdfText } from './support/pdfText';
import { expectData, expectError, NBC_HOST } from './support/http';
import { dialects, userIdOf, withApp, type AppHandle } from './support/testApp';

const dmoId = brands.findIndex((b) => b.code === 'dmo') + 1;
const nbcId = brands.findIndex((b) => b.code === 'nbc') + 1;
/** The text without its characters outside printable ASCII. */
const ascii = (text: string) => text.replace(/[^\x20-\x7e]/g, '');
const dmoName = brands.find((b) => b.code === 'dmo')!.name;
const nbcName = brands.find((b) => b.code === 'nbc')!.name;

/** An opening of `clientId` with its three generated documents (and one uploaded file, which is no user document). */
async function openingWithDocuments(t: AppHandle, clientId: number, whiteLabelId: number, createdBy: number, createdAt: string) {
  const opening = await t.db.kysely
    .insertInto('account_openings')
    .values({
      white_label_id: whiteLabelId,
      client_id: clientId,
      created_by: createdBy,
      impersonator_id: null,
      status: 'Signing',
      last_saved_step: null,
      is_manual: 0,
      is_docusign: 0,
      envelope_id: null,
      account_id: null,
      created_at: createdAt,
      updated_at: createdAt,
      signing_started_at: createdAt,
      completed_at: null,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const openingId = Number(opening.id);
  const files = [
    { kind: 'ApplicationForm', type: 10, generated: 1 },
    { kind: 'FeeSchedule', type: 11, generated: 1 },
    { kind: 'BusinessConditions', type: 12, generated: 1 },
    { kind: null, type: 1, generated: 0 },
  ];
  for (const f of files) {
    const content = Buffer.from(`%PDF-1.7\n% ${f.kind ?? 'upload'} of opening ${openingId}\n%%EOF\n`, 'latin1');
    await t.db.kysely
      .insertInto('account_opening_documents')
      .values({
        opening_id: openingId,
        document_type_id: f.type,
        kind: f.kind,
        name: `${f.kind ?? 'Passport'}-${openingId}.pdf`,
        content_type: 'application/pdf',
        size: content.byteLength,
        sha256: 'x'.repeat(64),
        content,
        generated: f.generated,
        signed: 0,
        uploaded_by: createdBy,
        created_at: createdAt,
      })
      .execute();
  }
  return openingId;
}

describe.each(dialects)('online documents and user documents on %s', (dialect) => {
  const t = withApp(dialect);

  /** A GET whose answer is read as bytes (a PDF). */
  const getBytes = async (url: string, options: { token: string; host?: string; query?: Record<string, number> }) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { host: options.host ?? 'dmo.localhost', authorization: `Bearer ${options.token}` },
      query: options.query ? Object.fromEntries(Object.entries(options.query).map(([k, v]) => [k, String(v)])) : undefined,
    });
    return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload };
  };

  describe('GET online-document', () => {
    it.each(['dmoclient', 'dmoconsultant', 'dmoadmin', 'dmoowner'])(
      'lists the default documents to %s with the calls that print them',
      async (user) => {
        const token = await t.login(user);
        expect(expectData(await t.get('/api/online-document', { token, query: { whitelabelID: dmoId } }))).toEqual([
          {
            Code: 'customers',
            Title: 'Terms of Business for Customers',
            FileName: 'Terms-of-Business.pdf',
            Url: '/api/online-document/customers',
          },
          { Code: 'fees', Title: 'Standard Fee Schedules', FileName: 'Standard-Fee-Schedules.pdf', Url: '/api/online-document/fees' },
        ]);
      },
    );

    it('needs a session of the host brand and refuses another brand', async () => {
      expectError(await t.get('/api/online-document'), 401);
      expectError(await t.get('/api/online-document', { token: await t.login('nbcclient', NBC_HOST) }), 403, MESSAGES.wrongBrand);
      expectError(
        await t.get('/api/online-document', { token: await t.login('dmoclient'), query: { whitelabelID: nbcId } }),
        400,
        MESSAGES.whiteLabelMismatch,
      );
      expectError(await t.get('/api/online-document/other', { token: await t.login('dmoclient') }), 400);
    });
  });

  describe('GET online-document/fees and online-document/customers', () => {
    it('prints the four standard fee schedules for the brand, every fee with its values, and no signature area', async () => {
      const res = await getBytes('/api/online-document/fees', { token: await t.login('dmoclient') });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toContain('filename="Standard-Fee-Schedules.pdf"');
      const doc = await PDFDocument.load(res.bytes);
      expect(doc.getTitle()).toBe('Standard Fee Schedules');
      expect(doc.getAuthor()).toBe(dmoName);
      const text = pdfText(res.bytes);
      expect(PRINTED_FEE_SCHEDULES).toEqual([11, 13, 21, 23]);
      for (const id of PRINTED_FEE_SCHEDULES) {
        const fees = standardFeesOf(id)!;
        expect(text).toContain(`${fees.AccessType} - ${fees.FeeOption}`);
        for (const fee of fees.Fees) {
          // (a dash in a name is its WinAnsi byte in the drawn text: compared without it)
          expect(ascii(text)).toContain(ascii(fee.Name));
          expect(text).toContain(`${fee.Values.map((v) => v.Text).join(', ')}`);
        }
      }
      expect(text).toContain(dmoName);
      expect(text).not.toContain('Signatures');
      expect(text).not.toContain('Signature: ');
    });

    it("prints the brand's terms for customers from its content, headed sections and all, with no signature area", async () => {
      const res = await getBytes('/api/online-document/customers', { token: await t.login('nbcclient', NBC_HOST), host: NBC_HOST });
      expect(res.status).toBe(200);
      expect(res.headers['content-disposition']).toContain('filename="Terms-of-Business.pdf"');
      const text = pdfText(res.bytes);
      expect(text).toContain(nbcName);
      expect(text).toContain(defaultTerms.title);
      for (const section of defaultTerms.sections) expect(text).toContain(toWinAnsi(section.heading));
      expect(text).not.toContain('Signatures');
      expect((await PDFDocument.load(res.bytes)).getAuthor()).toBe(nbcName);
    });

    it('refuses another brand and an anonymous caller', async () => {
      expectError(await t.get('/api/online-document/fees'), 401);
      expectError(await t.get('/api/online-document/fees', { token: await t.login('nbcclient', NBC_HOST) }), 403, MESSAGES.wrongBrand);
      expectError(
        await t.get('/api/online-document/customers', { token: await t.login('dmoclient'), query: { whitelabelID: nbcId } }),
        400,
        MESSAGES.whiteLabelMismatch,
      );
    });
  });

  describe('GET accounts/userdocuments', () => {
    let clientId: number;
    let older: number;
    let newer: number;
    beforeAll(async () => {
      clientId = await userIdOf(t.db, 'dmoclient');
      const consultant = await userIdOf(t.db, 'dmoconsultant');
      older = await openingWithDocuments(t, clientId, dmoId, consultant, '2026-01-10T09:00:00.000Z');
      newer = await openingWithDocuments(t, clientId, dmoId, consultant, '2026-03-05T09:00:00.000Z');
      // another client's documents, never listed for dmoclient
      await openingWithDocuments(t, await userIdOf(t.db, 'dmoclient2'), dmoId, consultant, '2026-04-01T09:00:00.000Z');
    });

    it("lists the client's generated opening documents, newest first, and leaves uploads out", async () => {
      const token = await t.login('dmoclient');
      const docs = expectData(await t.get('/api/accounts/userdocuments', { token, query: { whitelabelID: dmoId } }));
      expect(docs.map((d: { AccountOpeningId: number }) => d.AccountOpeningId)).toEqual([newer, newer, newer, older, older, older]);
      expect(docs.map((d: { Kind: string }) => d.Kind).sort()).toEqual([
        'ApplicationForm',
        'ApplicationForm',
        'BusinessConditions',
        'BusinessConditions',
        'FeeSchedule',
        'FeeSchedule',
      ]);
      expect(docs[0]).toEqual({
        DocumentId: expect.any(Number),
        Kind: expect.any(String),
        Name: expect.stringMatching(new RegExp(`-${newer}\\.pdf$`)),
        AccountOpeningId: newer,
        AccountNumber: null,
        Signed: false,
        CreatedAt: '2026-03-05T09:00:00.000Z',
        Url: `/api/accounts/userdocuments/${docs[0].DocumentId}`,
      });
      const res = await getBytes(docs[0].Url, { token });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.bytes.toString('latin1')).toContain(`of opening ${newer}`);
    });

    it("lets the client's consultant, the brand's admin and owner read them with clientId", async () => {
      for (const user of ['dmoconsultant', 'dmoadmin', 'dmoowner']) {
        const token = await t.login(user);
        const docs = expectData(await t.get('/api/accounts/userdocuments', { token, query: { clientId } }));
        expect(docs).toHaveLength(6);
        expect((await getBytes(docs[0].Url, { token, query: { clientId } })).status).toBe(200);
      }
    });

    it("refuses another consultant's client, another client's document, another brand and no session", async () => {
      expectError(
        await t.get('/api/accounts/userdocuments', { token: await t.login('dmohq'), query: { clientId } }),
        403,
        MESSAGES.notYourClient,
      );
      const mine = expectData(await t.get('/api/accounts/userdocuments', { token: await t.login('dmoclient') }));
      const other = await t.login('dmoclient2');
      const theirs = expectData(await t.get('/api/accounts/userdocuments', { token: other }));
      expect(theirs).toHaveLength(3);
      expect(theirs.map((d: { DocumentId: number }) => d.DocumentId)).not.toContain(mine[0].DocumentId);
      expectError(await t.get(mine[0].Url, { token: other }), 404, USER_DOCUMENT_NOT_FOUND);
      expectError(await t.get('/api/accounts/userdocuments/999999', { token: other }), 404, USER_DOCUMENT_NOT_FOUND);
      expectError(await t.get('/api/accounts/userdocuments', { token: await t.login('nbcclient', NBC_HOST) }), 403, MESSAGES.wrongBrand);
      expectError(
        await t.get('/api/accounts/userdocuments', {
          token: await t.login('nbcconsultant', NBC_HOST),
          host: NBC_HOST,
          query: { clientId },
        }),
        403,
        MESSAGES.notYourClient,
      );
      expectError(await t.get('/api/accounts/userdocuments', { token: await t.login('dmoclient'), query: { whitelabelID: nbcId } }), 400);
      expectError(await t.get('/api/accounts/userdocuments'), 401);
      const nbc = expectData(await t.get('/api/accounts/userdocuments', { token: await t.login('nbcclient', NBC_HOST), host: NBC_HOST }));
      expect(nbc).toEqual([]);
    });
  });
});
