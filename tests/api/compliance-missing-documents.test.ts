/** @jest-environment node */
import { MESSAGES } from '../../server/lib/http';
import { markMissingDocumentUploaded } from '../../server/services/missingDocuments';
import { MISSING_DOCUMENT_MAX_UPLOAD_BYTES, MISSING_DOCUMENT_USER_MESSAGE_MAX_LENGTH } from '@/engine/constants';
import { MISSING_DOCUMENT_TEXTS as T } from '@/engine/messages/complianceTexts';
import { expectData, expectError, NBC_HOST, type CallResult } from './support/http';
import { dialects, userIdOf, withApp, type AppHandle } from './support/testApp';

/** A real, minimal one-page PDF (a viewer opens it). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** The start of a JFIF JPEG (SOI, APP0 "JFIF") and its end marker. */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
]);
const TEXT = Buffer.from('This is a plain text file, whatever its name says.\n', 'utf8');

interface Part {
  name: string;
  value?: string;
  file?: { fileName: string; bytes: Buffer; type?: string };
}

/** A multipart/form-data body of `parts`, as a browser's FormData sends it. */
function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----tessera-test-boundary-7d93a1';
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if (p.file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.file.fileName}"\r\n` +
            `Content-Type: ${p.file.type ?? 'application/octet-stream'}\r\n\r\n`,
          'utf8',
        ),
        p.file.bytes,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ''}\r\n`, 'utf8'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (t: AppHandle, id: number, token: string, parts: Part[], host?: string): Promise<CallResult> =>
  t.call('PUT', `/api/missing-documents/${id}`, { token, host, ...multipart(parts) });

const fileParts = (fileName: string, bytes: Buffer, userMessage?: string): Part[] => [
  { name: 'file', file: { fileName, bytes, type: 'application/pdf' } },
  ...(userMessage === undefined ? [] : [{ name: 'userMessage', value: userMessage }]),
  { name: 'status', value: 'uploaded' },
];

describe.each(dialects)('missing documents: uploads, files and review on %s', (dialect) => {
  const t = withApp(dialect);
  const tokens: Record<string, string> = {};
  const ids: Record<'KYC' | 'AppropriatenessTest' | 'ProofOfAddress', number> = { KYC: 0, AppropriatenessTest: 0, ProofOfAddress: 0 };
  let client2Id = 0;

  const token = async (who: string, host?: string) => (tokens[`${who}@${host ?? ''}`] ??= await t.login(who, host));
  const documentRow = (id: number) =>
    t.db.kysely.selectFrom('missing_documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const filesOf = (id: number) =>
    t.db.kysely.selectFrom('missing_document_files').selectAll().where('document_id', '=', id).orderBy('id').execute();
  const clientDocuments = async (who = 'dmoclient2') => {
    const items = expectData(await t.get('/api/missing-documents', { token: await token(who) }));
    return items.flatMap((i: { Documents: unknown[] }) => i.Documents);
  };
  const clientDocument = async (id: number) => (await clientDocuments()).find((d: { Id: number }) => d.Id === id);

  beforeAll(async () => {
    client2Id = await userIdOf(t.db, 'dmoclient2');
    const rows = await t.db.kysely
      .selectFrom('missing_documents')
      .select(['id', 'document_type'])
      .where('user_id', '=', client2Id)
      .execute();
    for (const r of rows) ids[r.document_type as keyof typeof ids] = r.id;
    // A whitelabeladmin of the other brand, with the demo password (copied from nbcconsultant).
    const nbc = await t.db.kysely.selectFrom('users').selectAll().where('username', '=', 'nbcconsultant').executeTakeFirstOrThrow();
    const { id: _id, ...rest } = nbc;
    await t.db.kysely
      .insertInto('users')
      .values({ ...rest, username: 'nbcadmin', role: 'whitelabeladmin', email: 'nbcadmin@example.com', consultant_id: null })
      .execute();
  });

  describe('the list', () => {
    it('gives dmoclient2 its three incomplete documents, nothing uploaded yet', async () => {
      const items = expectData(await t.get('/api/missing-documents', { token: await token('dmoclient2') }));
      expect(items).toHaveLength(1);
      expect(items[0].Status).toBe('incomplete');
      expect(items[0].Documents).toEqual([
        { Id: ids.KYC, DocumentType: 'KYC', Message: 'Know Your Customer form is missing', Status: 'incomplete' },
        {
          Id: ids.AppropriatenessTest,
          DocumentType: 'AppropriatenessTest',
          Message: 'Appropriateness Test is missing',
          Status: 'incomplete',
        },
        { Id: ids.ProofOfAddress, DocumentType: 'ProofOfAddress', Message: expect.any(String), Status: 'incomplete' },
      ]);
    });
  });

  describe('refused uploads leave the item as it was', () => {
    afterAll(async () => {
      // None of the refusals below stored a file or changed an item.
      for (const id of Object.values(ids)) {
        expect(await filesOf(id)).toEqual([]);
        expect(await documentRow(id)).toMatchObject({ status: 'incomplete', uploaded_at: null, uploaded_by: null });
      }
    });

    it('refuses a text file named .pdf', async () => {
      expectError(await upload(t, ids.ProofOfAddress, await token('dmoclient2'), fileParts('statement.pdf', TEXT)), 415, T.wrongType);
    });

    it('refuses a PNG named .pdf (the name must agree with the content)', async () => {
      expectError(await upload(t, ids.ProofOfAddress, await token('dmoclient2'), fileParts('statement.pdf', PNG)), 415, T.nameMismatch);
    });

    it('refuses a file over the limit with a message naming it', async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(MISSING_DOCUMENT_MAX_UPLOAD_BYTES + 1 - PDF.length, 0x20)]);
      const res = await upload(t, ids.ProofOfAddress, await token('dmoclient2'), fileParts('big.pdf', big));
      expectError(res, 413, T.tooLarge);
      expect(T.tooLarge).toContain('10 MB');
    });

    it('accepts nothing empty, nothing without a file and nothing that is not multipart', async () => {
      const tk = await token('dmoclient2');
      expectError(await upload(t, ids.ProofOfAddress, tk, fileParts('empty.pdf', Buffer.alloc(0))), 400, T.emptyFile);
      expectError(await upload(t, ids.ProofOfAddress, tk, [{ name: 'userMessage', value: 'here it is' }]), 400, T.noFile);
      expectError(
        await t.call('PUT', `/api/missing-documents/${ids.ProofOfAddress}`, { token: tk, body: { status: 'uploaded' } }),
        415,
        T.noFile,
      );
    });

    it('refuses a second file in one upload', async () => {
      const parts: Part[] = [...fileParts('a.pdf', PDF), { name: 'file', file: { fileName: 'b.pdf', bytes: PDF } }];
      expectError(await upload(t, ids.ProofOfAddress, await token('dmoclient2'), parts), 400, T.oneFile);
    });

    it('refuses an upload with more fields than a file, a message and a status', async () => {
      const fields: Part[] = Array.from({ length: 5 }, (_, i) => ({ name: `extra${i}`, value: 'x' }));
      expectError(
        await upload(t, ids.ProofOfAddress, await token('dmoclient2'), [...fields, ...fileParts('a.pdf', PDF)]),
        400,
        T.tooManyParts,
      );
    });

    it('refuses a message over 300 characters and a status other than uploaded', async () => {
      const tk = await token('dmoclient2');
      const long = 'x'.repeat(MISSING_DOCUMENT_USER_MESSAGE_MAX_LENGTH + 1);
      expectError(await upload(t, ids.ProofOfAddress, tk, fileParts('a.pdf', PDF, long)), 400, T.userMessageTooLong);
      expect(T.userMessageTooLong).toBe('Your message can be at most 300 characters.');
      const approved: Part[] = [
        { name: 'file', file: { fileName: 'a.pdf', bytes: PDF } },
        { name: 'status', value: 'approved' },
      ];
      expectError(await upload(t, ids.ProofOfAddress, tk, approved), 400, T.wrongStatus);
    });

    it("answers 404 for another client's item, another brand's client and an unknown item", async () => {
      expectError(await upload(t, ids.ProofOfAddress, await token('dmoclient'), fileParts('a.pdf', PDF)), 404, T.notFound);
      expectError(
        await upload(t, ids.ProofOfAddress, await token('nbcclient', NBC_HOST), fileParts('a.pdf', PDF), NBC_HOST),
        404,
        T.notFound,
      );
      expectError(await upload(t, 999_999, await token('dmoclient2'), fileParts('a.pdf', PDF)), 404, T.notFound);
    });

    it('refuses a read-only client with 403, advisers without Login As with 403, and no token with 401', async () => {
      expectError(await upload(t, ids.ProofOfAddress, await token('dmoreadonly'), fileParts('a.pdf', PDF)), 403, MESSAGES.readOnly);
      for (const who of ['dmoconsultant', 'dmoadmin', 'dmoowner']) {
        expectError(await upload(t, ids.ProofOfAddress, await token(who), fileParts('a.pdf', PDF)), 403, MESSAGES.forbiddenRole);
      }
      expectError(await t.call('PUT', `/api/missing-documents/${ids.ProofOfAddress}`, multipart(fileParts('a.pdf', PDF))), 401);
    });
  });

  describe('uploads, files and the review', () => {
    it('stores a PDF with the message (300 characters) and marks the item uploaded', async () => {
      const message = 'm'.repeat(MISSING_DOCUMENT_USER_MESSAGE_MAX_LENGTH);
      const doc = expectData(await upload(t, ids.ProofOfAddress, await token('dmoclient2'), fileParts('utility bill.pdf', PDF, message)));
      expect(doc).toEqual({
        Id: ids.ProofOfAddress,
        DocumentType: 'ProofOfAddress',
        Message: expect.any(String),
        Status: 'uploaded',
        FileName: 'utility bill.pdf',
        UploadedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        UserMessage: message,
      });
      const [file] = await filesOf(ids.ProofOfAddress);
      expect(file).toMatchObject({
        user_id: client2Id,
        white_label_id: 1,
        file_name: 'utility bill.pdf',
        content_type: 'application/pdf',
        size: PDF.length,
      });
      expect(Buffer.from(file.content).equals(PDF)).toBe(true);
      expect(await documentRow(ids.ProofOfAddress)).toMatchObject({ status: 'uploaded', uploaded_by: client2Id, user_message: message });
      // Client servicing (dmoadmin, dmoowner) is told.
      const mails = await t.db.kysely
        .selectFrom('email_outbox')
        .select(['to_address', 'subject'])
        .where('kind', '=', 'missing-document-uploaded')
        .execute();
      expect(mails.map((m) => m.subject)).toEqual([
        expect.stringContaining('Missing document uploaded: ProofOfAddress'),
        expect.stringContaining('Missing document uploaded: ProofOfAddress'),
      ]);
    });

    it('stores a PNG under a cleaned name and shows the client its status', async () => {
      const doc = expectData(await upload(t, ids.KYC, await token('dmoclient2'), fileParts('../../scan front;*?.PNG', PNG)));
      expect(doc).toMatchObject({ Status: 'uploaded', FileName: 'scan front.png' });
      expect(await clientDocument(ids.KYC)).toMatchObject({ Status: 'uploaded', FileName: 'scan front.png' });
      expect((await filesOf(ids.KYC)).map((f) => f.content_type)).toEqual(['image/png']);
    });

    it('stores a JPEG sent by the consultant acting as the client, recording the consultant', async () => {
      const consultantId = await userIdOf(t.db, 'dmoconsultant');
      const { Token } = expectData(
        await t.get('/api/authentication/clientaccess', { token: await token('dmoconsultant'), query: { clientId: client2Id } }),
      );
      const doc = expectData(await upload(t, ids.AppropriatenessTest, Token, fileParts('answers.jpeg', JPEG)));
      expect(doc).toMatchObject({ Status: 'uploaded', FileName: 'answers.jpg' });
      expect(await documentRow(ids.AppropriatenessTest)).toMatchObject({ uploaded_by: consultantId });
      expect(await filesOf(ids.AppropriatenessTest)).toEqual([
        expect.objectContaining({ user_id: consultantId, content_type: 'image/jpeg' }),
      ]);
    });

    it('serves the file to its client, the consultant and client servicing of the brand, as an attachment', async () => {
      for (const who of ['dmoclient2', 'dmoconsultant', 'dmoadmin', 'dmoowner']) {
        const res = await t.get(`/api/missing-documents/${ids.ProofOfAddress}/file`, { token: await token(who) });
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe(`attachment; filename="utility bill.pdf"; filename*=UTF-8''utility%20bill.pdf`);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(Buffer.from(res.text, 'latin1').equals(PDF)).toBe(true);
      }
      const png = await t.get(`/api/missing-documents/${ids.KYC}/file`, { token: await token('dmoadmin') });
      expect([png.status, png.headers['content-type'], png.headers['content-disposition']]).toEqual([
        200,
        'image/png',
        `attachment; filename="scan front.png"; filename*=UTF-8''scan%20front.png`,
      ]);
    });

    it("never serves the file to another client, another consultant, another brand's staff or whitelabelmaster", async () => {
      const path = `/api/missing-documents/${ids.ProofOfAddress}/file`;
      for (const who of ['dmoclient', 'dmoreadonly', 'dmohq', 'dmomaster']) {
        expectError(await t.get(path, { token: await token(who) }), 404, T.fileNotFound);
      }
      for (const who of ['nbcconsultant', 'nbcadmin', 'nbcclient']) {
        expectError(await t.get(path, { token: await token(who, NBC_HOST), host: NBC_HOST }), 404, T.fileNotFound);
      }
      expectError(await t.get(path), 401);
      expectError(await t.get('/api/missing-documents/999999/file', { token: await token('dmoadmin') }), 404, T.fileNotFound);
    });

    it("gives client servicing the brand's uploads waiting for review, and nobody else", async () => {
      for (const who of ['dmoadmin', 'dmoowner']) {
        const queue = expectData(await t.get('/api/missing-documents/review-queue', { token: await token(who) }));
        expect(queue.map((e: { Document: { Id: number } }) => e.Document.Id)).toEqual([
          ids.ProofOfAddress,
          ids.KYC,
          ids.AppropriatenessTest,
        ]);
        expect(queue[0].Client).toMatchObject({ ID: client2Id, FirstName: 'Sofia', LastName: 'Brandt', AccountNumber: 'DMO-100201' });
        expect(queue[0].Document).toMatchObject({ Status: 'uploaded', FileName: 'utility bill.pdf' });
      }
      expect(
        expectData(await t.get('/api/missing-documents/review-queue', { token: await token('nbcadmin', NBC_HOST), host: NBC_HOST })),
      ).toEqual([]);
      for (const who of ['dmoclient2', 'dmoconsultant', 'dmomaster']) {
        expectError(await t.get('/api/missing-documents/review-queue', { token: await token(who) }), 403, MESSAGES.forbiddenRole);
      }
    });

    it('refuses a review from another brand, by a non-reviewer, with a bad status or an over-long note', async () => {
      const path = `/api/missing-documents/${ids.ProofOfAddress}/review`;
      expectError(
        await t.post(path, { Status: 'approved' }, { token: await token('nbcadmin', NBC_HOST), host: NBC_HOST }),
        404,
        T.notFound,
      );
      expectError(await t.post(path, { Status: 'approved' }, { token: await token('dmoconsultant') }), 403, MESSAGES.forbiddenRole);
      expectError(await t.post(path, { Status: 'approved' }, { token: await token('dmoclient2') }), 403, MESSAGES.forbiddenRole);
      expectError(await t.post(path, { Status: 'rejected' }, { token: await token('dmoadmin') }), 400);
      expectError(await t.post(path, { Status: 'incomplete', Note: 'n'.repeat(501) }, { token: await token('dmoadmin') }), 400);
      expect(await documentRow(ids.ProofOfAddress)).toMatchObject({ status: 'uploaded', reviewed_by: null });
    });

    it('approves an upload: the client sees approved, the adviser no longer lists it, it takes no new upload', async () => {
      const adminId = await userIdOf(t.db, 'dmoadmin');
      const doc = expectData(
        await t.post(`/api/missing-documents/${ids.ProofOfAddress}/review`, { Status: 'approved' }, { token: await token('dmoadmin') }),
      );
      expect(doc).toMatchObject({ Id: ids.ProofOfAddress, Status: 'approved', FileName: 'utility bill.pdf' });
      expect(await documentRow(ids.ProofOfAddress)).toMatchObject({
        status: 'approved',
        reviewed_by: adminId,
        reviewed_at: expect.any(String),
      });
      expect(await clientDocument(ids.ProofOfAddress)).toMatchObject({ Status: 'approved' });
      const adviserItems = expectData(await t.get('/api/missing-documents', { token: await token('dmoconsultant') }));
      expect(adviserItems[0].Documents.map((d: { Id: number }) => d.Id)).toEqual([ids.KYC, ids.AppropriatenessTest]);
      expectError(await upload(t, ids.ProofOfAddress, await token('dmoclient2'), fileParts('again.pdf', PDF)), 409, T.alreadyApproved);
      expectError(
        await t.post(`/api/missing-documents/${ids.ProofOfAddress}/review`, { Status: 'incomplete' }, { token: await token('dmoowner') }),
        409,
        T.notUploaded,
      );
      const mail = await t.db.kysely
        .selectFrom('email_outbox')
        .selectAll()
        .where('kind', '=', 'missing-document-reviewed')
        .executeTakeFirstOrThrow();
      expect([mail.user_id, mail.subject]).toEqual([client2Id, expect.stringContaining('Document approved')]);
    });

    it('rejects an upload with a note: back to incomplete, the client sees why, and uploads again', async () => {
      const note = 'The scan is unreadable. Please upload a sharper copy of both sides.';
      const doc = expectData(
        await t.post(`/api/missing-documents/${ids.KYC}/review`, { Status: 'incomplete', Note: note }, { token: await token('dmoowner') }),
      );
      expect(doc).toMatchObject({ Status: 'incomplete', ReviewNote: note });
      expect(await clientDocument(ids.KYC)).toMatchObject({ Status: 'incomplete', ReviewNote: note, FileName: 'scan front.png' });
      const queue = expectData(await t.get('/api/missing-documents/review-queue', { token: await token('dmoadmin') }));
      expect(queue.map((e: { Document: { Id: number } }) => e.Document.Id)).toEqual([ids.AppropriatenessTest]);

      const again = expectData(await upload(t, ids.KYC, await token('dmoclient2'), fileParts('kyc.pdf', PDF, 'Sharper now')));
      expect(again).toEqual(expect.objectContaining({ Status: 'uploaded', FileName: 'kyc.pdf', UserMessage: 'Sharper now' }));
      expect(again).not.toHaveProperty('ReviewNote');
    });

    it('replaces a pending upload with a new one: the new file is served, the earlier one kept', async () => {
      expectData(await upload(t, ids.KYC, await token('dmoclient2'), fileParts('Ausweis März.jpg', JPEG)));
      expect(await clientDocument(ids.KYC)).toMatchObject({ Status: 'uploaded', FileName: 'Ausweis März.jpg' });
      expect(await clientDocument(ids.KYC)).not.toHaveProperty('UserMessage');
      const res = await t.get(`/api/missing-documents/${ids.KYC}/file`, { token: await token('dmoclient2') });
      expect([res.status, res.headers['content-type'], res.headers['content-disposition']]).toEqual([
        200,
        'image/jpeg',
        `attachment; filename="Ausweis M_rz.jpg"; filename*=UTF-8''Ausweis%20M%C3%A4rz.jpg`,
      ]);
      expect((await filesOf(ids.KYC)).map((f) => f.file_name)).toEqual(['scan front.png', 'kyc.pdf', 'Ausweis März.jpg']);
    });

    it('the account is approved once every item is: the client still sees it, advisers no longer do', async () => {
      for (const id of [ids.KYC, ids.AppropriatenessTest]) {
        expectData(await t.post(`/api/missing-documents/${id}/review`, { Status: 'approved' }, { token: await token('dmoadmin') }));
      }
      const items = expectData(await t.get('/api/missing-documents', { token: await token('dmoclient2') }));
      expect(items.map((i: { Status: string; Message: string }) => [i.Status, i.Message])).toEqual([['approved', '']]);
      expect(items[0].Documents.map((d: { Status: string }) => d.Status)).toEqual(['approved', 'approved', 'approved']);
      expect(expectData(await t.get('/api/missing-documents', { token: await token('dmoconsultant') }))).toEqual([]);
    });
  });

  describe('markMissingDocumentUploaded (KYC and appropriateness submissions)', () => {
    it('marks an item uploaded with its submission, so it enters the review queue without a file', async () => {
      const account = await t.db.kysely.selectFrom('accounts').select('id').where('number', '=', 'DMO-100201').executeTakeFirstOrThrow();
      const { id } = await t.db.kysely
        .insertInto('missing_documents')
        .values({
          account_id: account.id,
          user_id: client2Id,
          document_type: 'KYC',
          message: 'Know Your Customer form is out of date',
          status: 'incomplete',
          created_at: '2026-01-01',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await markMissingDocumentUploaded(t.db.kysely, { documentId: id, userId: client2Id, submissionId: 4242 });
      expect(await clientDocument(id)).toEqual({
        Id: id,
        DocumentType: 'KYC',
        Message: 'Know Your Customer form is out of date',
        Status: 'uploaded',
        UploadedAt: expect.any(String),
        SubmissionId: 4242,
      });
      const queue = expectData(await t.get('/api/missing-documents/review-queue', { token: await token('dmoadmin') }));
      expect(queue.map((e: { Document: { Id: number } }) => e.Document.Id)).toEqual([id]);
      expectError(await t.get(`/api/missing-documents/${id}/file`, { token: await token('dmoadmin') }), 404, T.fileNotFound);
    });

    it('refuses an approved item (409) and an unknown one (404)', async () => {
      await expect(
        markMissingDocumentUploaded(t.db.kysely, { documentId: ids.KYC, userId: client2Id, submissionId: 1 }),
      ).rejects.toMatchObject({
        statusCode: 409,
        message: T.alreadyApproved,
      });
      await expect(
        markMissingDocumentUploaded(t.db.kysely, { documentId: 999_999, userId: client2Id, submissionId: 1 }),
      ).rejects.toMatchObject({
        statusCode: 404,
        message: T.notFound,
      });
    });
  });

  describe("advisers' list: accounts created 42 days ago or more", () => {
    it('lists a 42-day-old account, not a 41-day-old one, which its client still sees', async () => {
      const dmoclientId = await userIdOf(t.db, 'dmoclient');
      const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
      const base = {
        user_id: dmoclientId,
        type_code: 400159,
        currency: 'EUR',
        is_dfm: 0,
        allowed_to_purchase: 1,
        allowed_to_sell: 1,
        min_cash_balance: 0,
      };
      const { id: young } = await t.db.kysely
        .insertInto('accounts')
        .values({ ...base, number: 'DMO-199941', created_at: daysAgo(41) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: old } = await t.db.kysely
        .insertInto('accounts')
        .values({ ...base, number: 'DMO-199942', created_at: daysAgo(42) })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const accountId of [young, old]) {
        await t.db.kysely
          .insertInto('missing_documents')
          .values({
            account_id: accountId,
            user_id: dmoclientId,
            document_type: 'ProofOfAddress',
            message: 'Proof of address is missing',
            status: 'incomplete',
            created_at: daysAgo(1),
          })
          .execute();
      }
      const numbers = (items: Array<{ Client: { AccountNumber: string } }>) =>
        items.map((i) => i.Client.AccountNumber).filter((n) => n.startsWith('DMO-1999'));
      expect(numbers(expectData(await t.get('/api/missing-documents', { token: await token('dmoconsultant') })))).toEqual(['DMO-199942']);
      expect(numbers(expectData(await t.get('/api/missing-documents', { token: await token('dmoclient') })))).toEqual([
        'DMO-199941',
        'DMO-199942',
      ]);
    });
  });
});
