/** @jest-environment node */
/**
 * GET accounts/userdocuments lists the client's compliance submission PDFs (KYC form, appropriateness
 * test, …: every form_submissions row with an evidence PDF) among its documents, newest first with the
 * opening documents, each opened by the compliance call's own PDF route and guard. A client sees its
 * own; its consultant and the brand's admin and owner with clientId; another consultant, another
 * client and another brand are refused. An opening document's link carries the clientId it was
 * listed with, so an adviser opens it as it is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import brands from '../../schemas/brands/brands.json';
import { MESSAGES } from '../../server/lib/http';
import { USER_DOCUMENT_NOT_FOUND } from '../../server/routes/onlineDocuments';
import { SUBMISSION_NOT_FOUND } from '../../server/services/complianceEvidence';
import { pdfText } from './support/pdfText';
import { expectData, expectError, NBC_HOST } from './support/http';
import { dialects, userIdOf, withApp, type AppHandle } from './support/testApp';

jest.setTimeout(60_000);

const dmoId = brands.findIndex((b) => b.code === 'dmo') + 1;
const readJson = (path: string) => JSON.parse(readFileSync(join(__dirname, '../../schemas', path), 'utf8')) as Record<string, unknown>;

interface Listed {
  DocumentId: number;
  Kind: string;
  Name: string;
  AccountOpeningId: number | null;
  CreatedAt: string;
  Url: string;
  FormTitle?: string;
}

/** One generated opening document of `clientId`, created at `createdAt` (the list's other kind). */
async function openingDocument(t: AppHandle, clientId: number, createdBy: number, createdAt: string) {
  const opening = await t.db.kysely
    .insertInto('account_openings')
    .values({
      white_label_id: dmoId,
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
  const content = Buffer.from(`%PDF-1.7\n% application form of opening ${opening.id}\n%%EOF\n`, 'latin1');
  await t.db.kysely
    .insertInto('account_opening_documents')
    .values({
      opening_id: Number(opening.id),
      document_type_id: 10,
      kind: 'ApplicationForm',
      name: `ApplicationForm-${opening.id}.pdf`,
      content_type: 'application/pdf',
      size: content.byteLength,
      sha256: 'x'.repeat(64),
      content,
      generated: 1,
      signed: 0,
      uploaded_by: createdBy,
      created_at: createdAt,
    })
    .execute();
  return Number(opening.id);
}

describe.each(dialects)('compliance submissions among the user documents on %s', (dialect) => {
  const t = withApp(dialect);
  const tokens: Record<string, string> = {};
  const token = async (who: string, host?: string) => (tokens[`${who}@${host ?? ''}`] ??= await t.login(who, host));
  const state = { client2: 0, kyc: 0, appropriateness: 0, older: 0, newer: 0, generic: 0 };

  /** A GET answered with bytes (a PDF). */
  const getPdf = async (url: string, tk: string, host = 'dmo.localhost') => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host, authorization: `Bearer ${tk}` } });
    return { status: res.statusCode, type: res.headers['content-type'], bytes: res.rawPayload, json: () => res.json() };
  };
  const list = async (tk: string, query?: Record<string, number>, host?: string) =>
    t.get('/api/accounts/userdocuments', { token: tk, query, host });
  const missingItem = async (type: string) =>
    (
      await t.db.kysely
        .selectFrom('missing_documents')
        .select('id')
        .where('user_id', '=', state.client2)
        .where('document_type', '=', type)
        .executeTakeFirstOrThrow()
    ).id;

  beforeAll(async () => {
    state.client2 = await userIdOf(t.db, 'dmoclient2');
    const consultant = await userIdOf(t.db, 'dmoconsultant');
    state.older = await openingDocument(t, state.client2, consultant, '2020-01-10T09:00:00.000Z');
    const client2 = await token('dmoclient2');
    state.kyc = expectData(
      await t.post(
        '/api/missing-documents/docusign/kyc',
        {
          missingDocumentId: await missingItem('KYC'),
          data: readJson('forms/kyc/fixtures/valid/all-categories.json'),
          whiteLabelId: dmoId,
        },
        { token: client2 },
      ),
    ).SubmissionId;
    const appropriateness = readJson('forms/appropriateness-test/fixtures/valid/single-holder-sufficient-knowledge.json');
    state.appropriateness = expectData(
      await t.post(
        '/api/missing-documents/docusign/appropriateness',
        { missingDocumentId: await missingItem('AppropriatenessTest'), data: appropriateness, whiteLabelId: dmoId },
        { token: client2 },
      ),
    ).SubmissionId;
    state.newer = await openingDocument(t, state.client2, consultant, '2099-01-10T09:00:00.000Z');
    // Answers stored by the generic form route have no evidence PDF: no document of the client's.
    state.generic = expectData(
      await t.post('/api/forms/kyc/submissions', { answers: readJson('forms/kyc/fixtures/valid/salary-only.json') }, { token: client2 }),
    ).id;
  });

  test("the client lists its KYC and appropriateness submissions among its documents, newest first, each opening the compliance route's PDF", async () => {
    const client2 = await token('dmoclient2');
    const docs: Listed[] = expectData(await list(client2, { whitelabelID: dmoId }));
    expect(docs.map((d) => [d.Kind, d.Kind === 'ComplianceSubmission' ? d.DocumentId : d.AccountOpeningId])).toEqual([
      ['ApplicationForm', state.newer],
      ['ComplianceSubmission', state.appropriateness],
      ['ComplianceSubmission', state.kyc],
      ['ApplicationForm', state.older],
    ]);
    expect(docs.filter((d) => d.Kind === 'ComplianceSubmission').map((d) => d.DocumentId)).not.toContain(state.generic);
    const [entry] = expectData(await t.get('/api/compliance/submissions', { token: client2 })).filter(
      (s: { Id: number }) => s.Id === state.kyc,
    );
    expect(docs[2]).toEqual({
      DocumentId: state.kyc,
      Kind: 'ComplianceSubmission',
      Name: `submission-kyc-${state.kyc}.pdf`,
      AccountOpeningId: null,
      AccountNumber: 'DMO-100201',
      Signed: false,
      CreatedAt: entry.SubmittedAt,
      Url: `/api/compliance/submissions/${state.kyc}/pdf`,
      FormId: 'kyc',
      FormTitle: 'Know Your Customer',
      Version: entry.Version,
      FormVersion: entry.FormVersion,
    });
    expect(docs[1]).toMatchObject({
      Name: `submission-appropriateness-test-${state.appropriateness}.pdf`,
      FormId: 'appropriateness-test',
      FormTitle: readJson('forms/appropriateness-test/schema.json').title,
      Url: `/api/compliance/submissions/${state.appropriateness}/pdf`,
    });
    expect(docs[3].Url).toBe(`/api/accounts/userdocuments/${docs[3].DocumentId}`);

    const pdf = await getPdf(docs[2].Url, client2);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf.bytes);
    expect(text).toContain('Know Your Customer');
    expect(text).toContain(`Submission ${state.kyc}`);
    const stored = await t.db.kysely
      .selectFrom('form_submission_pdfs')
      .select('pdf')
      .where('submission_id', '=', state.kyc)
      .executeTakeFirstOrThrow();
    expect(Buffer.compare(pdf.bytes, Buffer.from(stored.pdf))).toBe(0);
  });

  test("the client's consultant, the brand's admin and owner list the same documents with clientId, and every link opens as it is", async () => {
    const own: Listed[] = expectData(await list(await token('dmoclient2')));
    for (const who of ['dmoconsultant', 'dmoadmin', 'dmoowner']) {
      const tk = await token(who);
      const docs: Listed[] = expectData(await list(tk, { clientId: state.client2, whitelabelID: dmoId }));
      expect(docs.map((d) => [d.Kind, d.DocumentId, d.Name])).toEqual(own.map((d) => [d.Kind, d.DocumentId, d.Name]));
      expect(docs.filter((d) => d.Kind === 'ComplianceSubmission').map((d) => d.DocumentId)).toEqual([state.appropriateness, state.kyc]);
      expect(docs[0].Url).toBe(`/api/accounts/userdocuments/${docs[0].DocumentId}?clientId=${state.client2}`);
      for (const d of docs) {
        const res = await getPdf(d.Url, tk);
        expect([who, d.Url, res.status, res.type]).toEqual([who, d.Url, 200, 'application/pdf']);
      }
    }
  });

  test("another consultant's, another client's and another brand's requests are refused with the API's Message", async () => {
    const own: Listed[] = expectData(await list(await token('dmoclient2')));
    const submission = own.find((d) => d.DocumentId === state.kyc && d.Kind === 'ComplianceSubmission')!;
    const opening = own.find((d) => d.Kind === 'ApplicationForm')!;

    // dmohq is a consultant of the brand, but not dmoclient2's
    const hq = await token('dmohq');
    expectError(await list(hq, { clientId: state.client2 }), 403, MESSAGES.notYourClient);
    expectError(await t.get(`${opening.Url}?clientId=${state.client2}`, { token: hq }), 403, MESSAGES.notYourClient);
    expectError(await t.get(submission.Url, { token: hq }), 404, SUBMISSION_NOT_FOUND);

    // another client of the same consultant
    const client = await token('dmoclient');
    expectError(await list(client, { clientId: state.client2 }), 403, MESSAGES.notYourClient);
    const theirs: Listed[] = expectData(await list(client));
    expect(theirs.filter((d) => d.Kind === 'ComplianceSubmission')).toEqual([]);
    expectError(await t.get(submission.Url, { token: client }), 404, SUBMISSION_NOT_FOUND);
    expectError(await t.get(opening.Url, { token: client }), 404, USER_DOCUMENT_NOT_FOUND);

    // another brand: its consultant on its own host, and on dmo's host
    const nbc = await token('nbcconsultant', NBC_HOST);
    expectError(await list(nbc, { clientId: state.client2 }, NBC_HOST), 403, MESSAGES.notYourClient);
    expectError(await list(nbc, { clientId: state.client2 }), 403, MESSAGES.wrongBrand);
    expectError(await t.get(submission.Url, { token: nbc, host: NBC_HOST }), 404, SUBMISSION_NOT_FOUND);
    expectError(await list(await token('dmoclient2'), { whitelabelID: dmoId + 1 }), 400, MESSAGES.whiteLabelMismatch);
    expectError(await list(''), 401);
  });
});
