/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import brands from '../../schemas/brands/brands.json';
import { MESSAGES } from '../../server/lib/http';
import { COMPLIANCE_FORM_TEXTS } from '../../server/services/complianceForms';
import { attachSubmissionPdfs, SUBMISSION_NOT_FOUND } from '../../server/services/complianceEvidence';
import { storeSubmission, validateSubmission } from '../../server/forms/validateSubmission';
import { MISSING_DOCUMENT_TEXTS as T } from '@/engine/messages/complianceTexts';
import { expectData, expectError, NBC_HOST, type CallResult } from './support/http';
import { pdfText } from './support/pdfText';
import { dialects, userIdOf, withApp } from './support/testApp';

const dmoId = brands.findIndex((b) => b.code === 'dmo') + 1;
const nbcId = brands.findIndex((b) => b.code === 'nbc') + 1;
const FORMS_DIR = join(__dirname, '../../schemas/forms');
const fixture = (form: string, kind: 'valid' | 'invalid', name: string) =>
  JSON.parse(readFileSync(join(FORMS_DIR, form, 'fixtures', kind, `${name}.json`), 'utf8')) as Record<string, unknown>;

/** A valid appropriateness test for a single-holder account. */
const APPROPRIATENESS = {
  isSharesStructuredUCITS: true,
  isBetween5to10: true,
  isLessThan5000: true,
  isOrderWithoutAdvisory: true,
  remarks: 'Funds only',
  isSummaryInstructionOption: 3,
};

describe.each(dialects)('KYC and appropriateness submissions and their evidence on %s', (dialect) => {
  const t = withApp(dialect);
  const tokens: Record<string, string> = {};
  const token = async (who: string, host?: string) => (tokens[`${who}@${host ?? ''}`] ??= await t.login(who, host));
  const docs: Record<string, number> = {};
  let client2Id = 0;
  let consultantId = 0;
  let impersonation = '';

  const submit = async (
    kind: 'kyc' | 'appropriateness',
    documentId: number,
    data: unknown,
    tk: string,
    whiteLabelId = dmoId,
    host?: string,
  ) => t.post(`/api/missing-documents/docusign/${kind}`, { missingDocumentId: documentId, data, whiteLabelId }, { token: tk, host });
  const prefill = async (documentId: number, tk: string, host?: string): Promise<CallResult> =>
    t.get(`/api/missing-documents/${documentId}/form`, { token: tk, host });
  const submissionRow = (id: number) =>
    t.db.kysely.selectFrom('form_submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const documentRow = (id: number) =>
    t.db.kysely.selectFrom('missing_documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const pdfOf = async (id: number, tk: string, host?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/compliance/submissions/${id}/pdf`,
      headers: { host: host ?? 'dmo.localhost', authorization: `Bearer ${tk}` },
    });

  beforeAll(async () => {
    client2Id = await userIdOf(t.db, 'dmoclient2');
    consultantId = await userIdOf(t.db, 'dmoconsultant');
    const rows = await t.db.kysely.selectFrom('missing_documents').select(['id', 'document_type', 'user_id']).execute();
    const jointId = await userIdOf(t.db, 'dmojoint');
    for (const r of rows) {
      if (r.user_id === client2Id) docs[r.document_type] = r.id;
      if (r.user_id === jointId) docs.Joint = r.id;
    }
    const access = await t.get('/api/authentication/clientaccess', { token: await token('dmoconsultant'), query: { clientId: client2Id } });
    impersonation = expectData(access).Token;
  });

  describe('GET missing-documents/{id}/form', () => {
    it("prefills dmoclient2's KYC form from the stored online-form data (the income band's checkbox flag)", async () => {
      expect(expectData(await prefill(docs.KYC, await token('dmoclient2')))).toEqual({
        FormId: 'kyc',
        Answers: { AmountIncome: 45, Saving: true, SelfEmployed: '', Previous: 'Hospital pharmacist, 2004-2016', USPerson: true },
        IsJoint: false,
        HolderNames: ['Sofia Brandt'],
      });
    });

    it("prefills dmoclient2's appropriateness test from the CheckBox_ keys and AppropriatenessTestRemarks, holder 1 only", async () => {
      const form = expectData(await prefill(docs.AppropriatenessTest, await token('dmoclient2')));
      expect(form).toMatchObject({ FormId: 'appropriateness-test', IsJoint: false, HolderNames: ['Sofia Brandt'] });
      const ticked = Object.keys(form.Answers).filter((k) => form.Answers[k] === true);
      expect(ticked.sort()).toEqual(
        [
          'isBetween5to10',
          'isFinancialChecked',
          'isLessThan5000',
          'isOrderWithoutAdvisory',
          'isSharesStructuredUCITS',
          'isStructuredProducts',
        ].sort(),
      );
      expect(form.Answers).toMatchObject({
        remarks: 'Invests mainly through UCITS funds; no derivatives.',
        amountAnnualDisposable: 45,
        missingDocumentID: docs.AppropriatenessTest,
      });
      expect(Object.keys(form.Answers).filter((k) => k.endsWith('_2'))).toEqual([]);
    });

    it('prefills the joint account with both holders, the least experienced one ticked at the lowest bands', async () => {
      const form = expectData(await prefill(docs.Joint, await token('dmojoint')));
      expect(form).toMatchObject({ FormId: 'appropriateness-test', IsJoint: true, HolderNames: ['Lukas Hoffmann', 'Mira Hoffmann'] });
      expect(form.Answers).toMatchObject({
        isMoreThan10: true,
        isMoreThan10000: true,
        isDeriativeProducts: true,
        isSharesStructuredUCITS_2: true,
        isDeriativeProducts_2: false,
        isLessThan5_2: true,
        isLessThan3000_2: true,
        isMoreThan10_2: false,
        isMoreThan10000_2: false,
        isFinancialChecked: true,
      });
    });

    it('refuses a document answered by an upload, another user, another brand and advisers', async () => {
      expectError(await prefill(docs.ProofOfAddress, await token('dmoclient2')), 400, COMPLIANCE_FORM_TEXTS.notAForm);
      expectError(await prefill(docs.KYC, await token('dmoclient')), 404, T.notFound);
      expectError(await prefill(docs.KYC, await token('nbcclient', NBC_HOST), NBC_HOST), 404, T.notFound);
      expectError(await prefill(docs.KYC, await token('dmoconsultant')), 403, MESSAGES.forbiddenRole);
      expectError(await prefill(999_999, await token('dmoclient2')), 404, T.notFound);
      expectError(await t.get(`/api/missing-documents/${docs.KYC}/form`), 401, MESSAGES.noToken);
    });
  });

  describe('POST missing-documents/docusign/kyc and /appropriateness: refusals', () => {
    it.each(readdirSync(join(FORMS_DIR, 'kyc/fixtures/invalid')).map((f) => f.replace(/\.json$/, '')))(
      'answers the KYC fixture %s with 400 and its first message, storing nothing',
      async (name) => {
        const { data, firstError } = fixture('kyc', 'invalid', name) as { data: unknown; firstError: string };
        expectError(await submit('kyc', docs.KYC, data, await token('dmoclient2')), 400, firstError);
      },
    );

    it('gives the spec messages of the appropriateness test', async () => {
      const tk = await token('dmoclient2');
      const { isSummaryInstructionOption: _o, ...noOption } = APPROPRIATENESS;
      expectError(await submit('appropriateness', docs.AppropriatenessTest, noOption, tk), 400, 'Summary Instruction Option is required');
      expectError(
        await submit('appropriateness', docs.AppropriatenessTest, { ...APPROPRIATENESS, isSummaryInstructionOption: '3' }, tk),
        400,
        'Summary Instruction Option is required',
      );
      // isFinancialChecked is derived from the ticks: claiming it without an instrument does not pass.
      expectError(
        await submit(
          'appropriateness',
          docs.AppropriatenessTest,
          { ...APPROPRIATENESS, isSharesStructuredUCITS: false, isFinancialChecked: true },
          tk,
        ),
        400,
        'You must check at least one financial instrument field',
      );
      expectError(
        await submit('appropriateness', docs.AppropriatenessTest, { ...APPROPRIATENESS, remarks: 'x'.repeat(301) }, tk),
        400,
        'Remarks must be at most 300 characters',
      );
      expectError(
        await submit('appropriateness', docs.AppropriatenessTest, { ...APPROPRIATENESS, isSharesStructuredUCITS: 'yes' }, tk),
        400,
      );
    });

    it('refuses the wrong kind of document, another user, another brand, read-only clients and advisers', async () => {
      const kyc = fixture('kyc', 'valid', 'salary-only');
      expectError(await submit('kyc', docs.AppropriatenessTest, kyc, await token('dmoclient2')), 400, COMPLIANCE_FORM_TEXTS.wrongForm.kyc);
      expectError(
        await submit('appropriateness', docs.KYC, APPROPRIATENESS, await token('dmoclient2')),
        400,
        COMPLIANCE_FORM_TEXTS.wrongForm['appropriateness-test'],
      );
      expectError(await submit('kyc', docs.ProofOfAddress, kyc, await token('dmoclient2')), 400, COMPLIANCE_FORM_TEXTS.wrongForm.kyc);
      expectError(await submit('kyc', docs.KYC, kyc, await token('dmoclient')), 404, T.notFound);
      expectError(await submit('kyc', docs.KYC, kyc, await token('dmoclient2'), nbcId), 400, MESSAGES.whiteLabelMismatch);
      expectError(await submit('kyc', docs.KYC, kyc, await token('nbcclient', NBC_HOST), nbcId, NBC_HOST), 404, T.notFound);
      expectError(await submit('kyc', docs.KYC, kyc, await token('dmoreadonly')), 403, MESSAGES.readOnly);
      expectError(await submit('kyc', docs.KYC, kyc, await token('dmoconsultant')), 403, MESSAGES.forbiddenRole);
      expectError(
        await t.post(
          '/api/missing-documents/docusign/kyc',
          { missingDocumentId: docs.KYC, data: kyc },
          { token: await token('dmoclient2') },
        ),
        400,
      );
      expectError(
        await t.post('/api/missing-documents/docusign/kyc', { missingDocumentId: docs.KYC, data: kyc, whiteLabelId: dmoId }),
        401,
      );
      expect((await documentRow(docs.KYC)).status).toBe('incomplete');
      expect(await t.db.kysely.selectFrom('form_submissions').select('id').where('user_id', '=', client2Id).execute()).toEqual([]);
    });
  });

  describe('a KYC form submitted by the client', () => {
    let submissionId = 0;
    const answers = fixture('kyc', 'valid', 'all-categories');

    it('stores the submission with form id, version and hash, marks the item uploaded and answers the item', async () => {
      const res = expectData(await submit('kyc', docs.KYC, { ...answers, FinancialInvestment: 12000.499 }, await token('dmoclient2')));
      submissionId = res.SubmissionId;
      expect(res.Document).toMatchObject({ Id: docs.KYC, DocumentType: 'KYC', Status: 'uploaded', SubmissionId: submissionId });
      const row = await submissionRow(submissionId);
      expect(row).toMatchObject({
        form_id: 'kyc',
        version: t.app.forms.registry.schema('kyc').version,
        schema_hash: t.app.forms.registry.hash('kyc'),
        user_id: client2Id,
        impersonator_id: null,
        account_id: (await documentRow(docs.KYC)).account_id,
      });
      expect(JSON.parse(row.data_json)).toEqual({ ...answers, FinancialInvestment: 12000.5 });
      expect(await documentRow(docs.KYC)).toMatchObject({ status: 'uploaded', submission_id: submissionId, uploaded_by: client2Id });
      const queue = expectData(await t.get('/api/missing-documents/review-queue', { token: await token('dmoadmin') }));
      expect(queue.map((e: { Document: { Id: number } }) => e.Document.Id)).toContain(docs.KYC);
    });

    it('saves the answers as the online-form data, so the next form starts from them', async () => {
      const form = expectData(await prefill(docs.KYC, await token('dmoclient2')));
      const { DeclaredNaturalPerson: _d, ...rest } = answers;
      expect(form.Answers).toEqual({ ...rest, FinancialInvestment: 12000.5 });
    });

    it('stores a PDF with the labels the client saw, the answers, the schema id, version and hash, who and for whom', async () => {
      const res = await pdfOf(submissionId, await token('dmoclient2'));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="submission-kyc-${submissionId}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      const schema = t.app.forms.registry.schema('kyc');
      for (const s of [
        'Know Your Customer',
        schema.$id,
        `Version ${schema.version}`,
        t.app.forms.registry.hash('kyc').slice(0, 32),
        'Annual disposable net assets 0-24,999 EUR',
        'Savings from salary, wages, commissions, royalties Yes',
        'Proceeds (USD) 12,000.50',
        'Redeemed bond fund',
        'US Persons I am not a US person',
        'Submitted for Sofia Brandt (dmoclient2)',
        'Submitted by Sofia Brandt (dmoclient2)',
        'Brand Demo Wealth',
        'Account DMO-100201',
      ]) {
        expect(text).toContain(s);
      }
    });

    it('refuses a second submission once client servicing approved the item', async () => {
      expectData(await t.post(`/api/missing-documents/${docs.KYC}/review`, { Status: 'approved' }, { token: await token('dmoadmin') }));
      expectError(await submit('kyc', docs.KYC, answers, await token('dmoclient2')), 409, T.alreadyApproved);
    });
  });

  describe('an appropriateness test submitted by the consultant acting as the client (Login As)', () => {
    let submissionId = 0;

    it('records the impersonator and derives the summary flags and isFinancialChecked', async () => {
      const res = expectData(await submit('appropriateness', docs.AppropriatenessTest, APPROPRIATENESS, impersonation));
      submissionId = res.SubmissionId;
      expect(res.Document).toMatchObject({ Id: docs.AppropriatenessTest, Status: 'uploaded', SubmissionId: submissionId });
      const row = await submissionRow(submissionId);
      expect(row).toMatchObject({
        form_id: 'appropriateness-test',
        version: '1.0.0',
        schema_hash: t.app.forms.registry.hash('appropriateness-test'),
        user_id: client2Id,
        impersonator_id: consultantId,
      });
      expect(JSON.parse(row.data_json)).toEqual({
        ...APPROPRIATENESS,
        isFinancialChecked: true,
        isSummaryInstructionOptionI: false,
        isSummaryInstructionOptionII: false,
        isSummaryInstructionOptionIII: true,
        missingDocumentID: docs.AppropriatenessTest,
      });
      expect((await documentRow(docs.AppropriatenessTest)).uploaded_by).toBe(consultantId);
    });

    it('prints the adviser as the one who submitted it for the client', async () => {
      const text = pdfText((await pdfOf(submissionId, await token('dmoconsultant'))).rawPayload);
      expect(text).toContain('Submitted by Clara Whitfield (dmoconsultant), adviser acting as the client (Login As)');
      expect(text).toContain('Submitted for Sofia Brandt (dmoclient2)');
      expect(text).toContain('Shares in structured UCITS funds (Account Holder 1) Yes');
      expect(text).toContain('I/we have sufficient knowledge and experience of the instruments above');
    });

    it('answers a joint account holding both holders', async () => {
      const tk = await token('dmojoint');
      const { Answers } = expectData(await prefill(docs.Joint, tk));
      const res = expectData(await submit('appropriateness', docs.Joint, { ...Answers, isSummaryInstructionOption: 2 }, tk));
      const stored = JSON.parse((await submissionRow(res.SubmissionId)).data_json);
      expect(stored).toMatchObject({ isLessThan5_2: true, isLessThan3000_2: true, isSummaryInstructionOptionII: true });
      const text = pdfText((await pdfOf(res.SubmissionId, tk)).rawPayload);
      expect(text).toContain('Account Holder 1 Lukas Hoffmann Account Holder 2 Mira Hoffmann');
      expect(text).toContain('Less than 5 (Account Holder 2) Yes');
    });
  });

  describe('GET compliance/submissions and its PDFs', () => {
    it('lists the client its submissions, newest first, with the adviser who acted', async () => {
      const list = expectData(await t.get('/api/compliance/submissions', { token: await token('dmoclient2') }));
      expect(list.map((s: { FormId: string }) => s.FormId)).toEqual(['appropriateness-test', 'kyc']);
      expect(list[0]).toMatchObject({
        FormTitle: 'Appropriateness Test',
        Version: '1.0.0',
        Hash: t.app.forms.registry.hash('appropriateness-test'),
        SubmittedBy: 'Sofia Brandt',
        ImpersonatorName: 'Clara Whitfield',
        AccountNumber: 'DMO-100201',
      });
      expect(list[1]).not.toHaveProperty('ImpersonatorName');
    });

    it('lists the consultant and client servicing the submissions of an account, and nothing to others', async () => {
      for (const who of ['dmoconsultant', 'dmoadmin', 'dmoowner']) {
        const list = expectData(
          await t.get('/api/compliance/submissions', { token: await token(who), query: { accountNumber: 'DMO-100201' } }),
        );
        expect(list).toHaveLength(2);
      }
      expect(expectData(await t.get('/api/compliance/submissions', { token: await token('dmohq') }))).toEqual([]);
      expect(expectData(await t.get('/api/compliance/submissions', { token: await token('dmoclient') }))).toEqual([]);
      expect(
        expectData(await t.get('/api/compliance/submissions', { token: await token('nbcconsultant', NBC_HOST), host: NBC_HOST })),
      ).toEqual([]);
      expectError(await t.get('/api/compliance/submissions', { token: await token('dmomaster') }), 403, MESSAGES.forbiddenRole);
    });

    it('serves a PDF to the client, its consultant and client servicing, and 404 to anyone else', async () => {
      const [latest] = expectData(await t.get('/api/compliance/submissions', { token: await token('dmoclient2') }));
      for (const who of ['dmoclient2', 'dmoconsultant', 'dmoadmin', 'dmoowner']) {
        expect((await pdfOf(latest.Id, await token(who))).statusCode).toBe(200);
      }
      for (const who of ['dmoclient', 'dmohq', 'dmoreadonly']) {
        const res = await pdfOf(latest.Id, await token(who));
        expect({ status: res.statusCode, body: JSON.parse(res.body) }).toEqual({ status: 404, body: { Message: SUBMISSION_NOT_FOUND } });
      }
      const other = await pdfOf(latest.Id, await token('nbcconsultant', NBC_HOST), NBC_HOST);
      expect(other.statusCode).toBe(404);
      expect((await pdfOf(999_999, await token('dmoclient2'))).statusCode).toBe(404);
    });
  });

  describe('attachSubmissionPdfs (what the due-diligence submissions call)', () => {
    it('draws a nested form with every holder field once, and a second call adds nothing', async () => {
      const answers = fixture('due-diligence-general-details', 'valid', 'joint-two-holders');
      const stamp = validateSubmission(t.app.forms.registry, 'due-diligence-general-details', answers);
      const accountId = (await documentRow(docs.KYC)).account_id;
      const id = await storeSubmission(t.db.kysely, { stamp, answers, userId: client2Id, impersonatorId: consultantId, accountId });
      await attachSubmissionPdfs(t.db.kysely, t.app.forms, [id]);
      await attachSubmissionPdfs(t.db.kysely, t.app.forms, [id]);
      const rows = await t.db.kysely.selectFrom('form_submission_pdfs').select('file_name').where('submission_id', '=', id).execute();
      expect(rows).toEqual([{ file_name: `submission-due-diligence-general-details-${id}.pdf` }]);
      const text = pdfText((await pdfOf(id, await token('dmoconsultant'))).rawPayload);
      expect(text).toContain(`Form id due-diligence-general-details`);
      expect(text).toContain(`Version ${stamp.version}`);
      expect(text).toContain('Submitted by Clara Whitfield (dmoconsultant), adviser acting as the client (Login As)');
      const primary = (answers.PrimaryAccountHolder as { Name: { FirstName: string } }).Name.FirstName;
      expect(text).toContain(primary);
      const list = expectData(
        await t.get('/api/compliance/submissions', { token: await token('dmoclient2'), query: { accountNumber: 'DMO-100201' } }),
      );
      expect(list[0]).toMatchObject({ Id: id, FormId: 'due-diligence-general-details', ImpersonatorName: 'Clara Whitfield' });
    });
  });
});
