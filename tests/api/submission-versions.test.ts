/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canonicalJson, sha256 } from '@/engine';
import { attachSubmissionPdfs } from '../../server/services/complianceEvidence';
import { saveAllSections, startOpening } from './account-opening.fixtures';
import { expectData, expectError } from './support/http';
import { pdfText } from './support/pdfText';
import { dialects, userIdOf, withApp } from './support/testApp';

// Issue 13 item 2: every submission keeps the studio version it was answered on, and an old
// submission still prints (and can be shown) with its own version after a new one is published.

const SCHEMAS = join(__dirname, '../../schemas');
const readJson = (path: string) => JSON.parse(readFileSync(join(SCHEMAS, path), 'utf8')) as Record<string, unknown>;

const OLD_LABEL = 'Previous professions';
const NEW_LABEL = 'Earlier occupations and employers';

/** The KYC form as shipped, with the label of "Previous" reworded in its uiSchema and its schema. */
function relabelledKyc() {
  const schema = readJson('forms/kyc/schema.json') as { properties: Record<string, Record<string, unknown>> };
  const ui = readJson('forms/kyc/ui.json') as Record<string, Record<string, unknown>>;
  expect(ui.Previous['ui:title']).toBe(OLD_LABEL);
  ui.Previous['ui:title'] = NEW_LABEL;
  if (schema.properties.Previous.title === OLD_LABEL) schema.properties.Previous.title = NEW_LABEL;
  // A test case of its own too: the version's content hash is of what is served, so submissions still find it.
  const fixtures = { valid: { 'relabelled-all-categories': readJson('forms/kyc/fixtures/valid/all-categories.json') } };
  return { schema, ui, fixtures };
}

describe.each(dialects)('submissions keep the form version they were answered on, on %s', (dialect) => {
  const t = withApp(dialect);
  const tokens: Record<string, string> = {};
  const token = async (who: string) => (tokens[who] ??= await t.login(who));
  const as = async (who: string, method: string, url: string, body?: unknown) => t.call(method, url, { token: await token(who), body });
  const answers = readJson('forms/kyc/fixtures/valid/all-categories.json');
  const state = { kycDoc: 0, oldId: 0, newId: 0, v1: 0, v2: 0 };

  const submissionRow = (id: number) =>
    t.db.kysely.selectFrom('form_submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const versionRow = (version: number) =>
    t.db.kysely
      .selectFrom('form_versions')
      .select(['id', 'content_hash'])
      .where('kind', '=', 'form')
      .where('form_id', '=', 'kyc')
      .where('version', '=', version)
      .executeTakeFirstOrThrow();
  /** A KYC item for dmoclient2 to answer (the demo seeds one; each answered item takes a new one). */
  const newKycItem = async () => {
    const seeded = await t.db.kysely
      .selectFrom('missing_documents')
      .selectAll()
      .where('user_id', '=', await userIdOf(t.db, 'dmoclient2'))
      .where('document_type', '=', 'KYC')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const row = await t.db.kysely
      .insertInto('missing_documents')
      .values({
        account_id: seeded.account_id,
        user_id: seeded.user_id,
        document_type: 'KYC',
        message: seeded.message,
        status: 'incomplete',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  /** dmoclient2 answers a KYC item through the route the browser uses; the new submission's id. */
  const submitKyc = async (documentId: number): Promise<number> => {
    const res = await as('dmoclient2', 'POST', '/api/missing-documents/docusign/kyc', {
      missingDocumentId: documentId,
      data: answers,
      whiteLabelId: 1,
    });
    return expectData(res).SubmissionId as number;
  };
  const pdfOf = async (id: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/compliance/submissions/${id}/pdf`,
      headers: { host: 'dmo.localhost', authorization: `Bearer ${await token('dmoclient2')}` },
    });
    expect(res.statusCode).toBe(200);
    return pdfText(res.rawPayload);
  };

  beforeAll(async () => {
    state.v1 = (await versionRow(1)).id;
    state.kycDoc = (
      await t.db.kysely
        .selectFrom('missing_documents')
        .select('id')
        .where('user_id', '=', await userIdOf(t.db, 'dmoclient2'))
        .where('document_type', '=', 'KYC')
        .executeTakeFirstOrThrow()
    ).id;
  });

  test('a KYC answer records the studio version it was validated against (version 1: the file under schemas/)', async () => {
    state.oldId = await submitKyc(state.kycDoc);
    const row = await submissionRow(state.oldId);
    expect(row).toMatchObject({ form_id: 'kyc', form_version_id: state.v1 });
    expect((await versionRow(1)).content_hash).toBe(
      sha256(canonicalJson({ schema: readJson('forms/kyc/schema.json'), ui: readJson('forms/kyc/ui.json') })),
    );
    const text = await pdfOf(state.oldId);
    expect(text).toContain(OLD_LABEL);
    expect(text).toContain('Form version 1');
  });

  test('a new KYC version with a reworded label goes through the studio: draft, review, approval by a second person, publication', async () => {
    const created = expectData(
      await as('dmocompliance', 'POST', '/api/studio/versions', {
        kind: 'form',
        formId: 'kyc',
        basedOnVersion: 1,
        content: relabelledKyc(),
      }),
    );
    expect(created).toMatchObject({ Version: 2, Status: 'draft' });
    const url = `/api/studio/versions/${created.Id}`;
    expectData(await as('dmocompliance', 'POST', `${url}/submit`, { changeNote: 'Clearer label for previous professions' }));
    expectData(await as('dmocompliance2', 'POST', `${url}/approve`));
    expect(expectData(await as('dmocompliance', 'POST', `${url}/publish`, {})).Status).toBe('published');
    state.v2 = created.Id;
    const { fixtures: _tests, ...served } = relabelledKyc();
    expect((await versionRow(2)).content_hash).toBe(sha256(canonicalJson(served)));
    expect(expectData(await t.get('/api/schemas/forms/kyc')).ui.Previous['ui:title']).toBe(NEW_LABEL);
  });

  test('the old submission still names version 1, and its PDF, also drawn again now, shows the old label', async () => {
    expect((await submissionRow(state.oldId)).form_version_id).toBe(state.v1);
    const stored = await pdfOf(state.oldId);
    expect(stored).toContain(OLD_LABEL);
    expect(stored).not.toContain(NEW_LABEL);
    // Drawn again while version 2 is served (as the due-diligence path draws the PDFs it lacks).
    await t.db.kysely.deleteFrom('form_submission_pdfs').where('submission_id', '=', state.oldId).execute();
    await attachSubmissionPdfs(t.db.kysely, t.app.forms, [state.oldId]);
    const redrawn = await pdfOf(state.oldId);
    expect(redrawn).toContain(OLD_LABEL);
    expect(redrawn).not.toContain(NEW_LABEL);
    expect(redrawn).toContain('Form version 1');
  });

  test('a new submission records version 2 and prints its label; the generic submission route records it too', async () => {
    state.newId = await submitKyc(await newKycItem());
    expect((await submissionRow(state.newId)).form_version_id).toBe(state.v2);
    const text = await pdfOf(state.newId);
    expect(text).toContain(NEW_LABEL);
    expect(text).not.toContain(OLD_LABEL);
    expect(text).toContain('Form version 2');

    // The list names each one's version, which the new read serves.
    const list = expectData(await as('dmoclient2', 'GET', '/api/compliance/submissions'));
    const versionOf = (id: number) => list.find((e: { Id: number }) => e.Id === id)?.FormVersion;
    expect([versionOf(state.oldId), versionOf(state.newId)]).toEqual([1, 2]);

    const generic = expectData(await as('dmoclient', 'POST', '/api/forms/kyc/submissions', { answers }));
    expect((await submissionRow(generic.id)).form_version_id).toBe(state.v2);
  });

  test('every published version stays readable without a login: GET schemas/forms/{id}/versions/{version}', async () => {
    const v1 = await t.get('/api/schemas/forms/kyc/versions/1');
    expect(v1.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const old = expectData(v1);
    expect(old).toMatchObject({
      id: 'kyc',
      formVersion: 1,
      version: (readJson('forms/kyc/schema.json') as { version: string }).version,
      hash: sha256(canonicalJson(readJson('forms/kyc/schema.json'))),
      contentHash: (await versionRow(1)).content_hash,
      effectiveFrom: '1970-01-01T00:00:00.000Z',
    });
    expect(old.ui.Previous['ui:title']).toBe(OLD_LABEL);
    expect(old.schema).toEqual(readJson('forms/kyc/schema.json'));
    const current = expectData(await t.get('/api/schemas/forms/kyc/versions/2'));
    expect(current.ui.Previous['ui:title']).toBe(NEW_LABEL);
    const { fixtures: _tests, ...served } = relabelledKyc();
    expect(current.contentHash).toBe(sha256(canonicalJson(served)));

    // A draft is not public; nor is a version that does not exist, or a form that does not.
    const draft = expectData(
      await as('dmocompliance', 'POST', '/api/studio/versions', {
        kind: 'form',
        formId: 'kyc',
        basedOnVersion: 2,
        content: relabelledKyc(),
      }),
    );
    expect(draft.Version).toBe(3);
    expectError(await t.get('/api/schemas/forms/kyc/versions/3'), 404, 'The form "kyc" has no published version 3.');
    expectError(await t.get('/api/schemas/forms/kyc/versions/99'), 404, 'The form "kyc" has no published version 99.');
    expectError(await t.get('/api/schemas/forms/nope/versions/1'), 404, 'The form "nope" has no published version 1.');
    expectError(
      await t.get('/api/schemas/forms/account-opening/versions/1'),
      404,
      'The form "account-opening" has no published version 1.',
    );
    expect((await t.get('/api/schemas/forms/kyc/versions/0')).status).toBe(400);
    expect((await t.get('/api/schemas/forms/kyc/versions/two')).status).toBe(400);
  });

  describe('account-opening sections keep the version each was answered on, and the application form prints it', () => {
    const OLD_BANK = 'Bank Name';
    const NEW_BANK = 'Name of the bank holding the account';
    const disbursementContent = () => ({ schema: readJson('forms/disbursement/schema.json'), ui: readJson('forms/disbursement/ui.json') });
    const relabelledDisbursement = () => {
      const content = disbursementContent() as { schema: Record<string, unknown>; ui: Record<string, Record<string, unknown>> };
      expect(content.ui.BankName['ui:title']).toBe(OLD_BANK);
      content.ui.BankName['ui:title'] = NEW_BANK;
      return content;
    };
    const disbursementStamp = async (openingId: number) => {
      const row = await t.db.kysely
        .selectFrom('account_opening_sections')
        .select('stamps_json')
        .where('opening_id', '=', openingId)
        .where('section', '=', 'Disbursement')
        .where('current', '=', 1)
        .executeTakeFirstOrThrow();
      return (JSON.parse(row.stamps_json) as Array<{ formId: string; contentHash?: string }>).find((s) => s.formId === 'disbursement');
    };
    /** Signs the opening (built-in, not DocuSign) and returns the text of its application form. */
    const applicationFormText = async (openingId: number, tk: string) => {
      const signing = expectData(
        await t.post('/api/accounts/opening/sign', { AccountOpeningId: openingId, IsDocuSign: false }, { token: tk }),
      );
      const url = signing.Documents.find((d: { Generated: boolean }) => d.Generated).Url as string;
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'dmo.localhost', authorization: `Bearer ${tk}` } });
      expect(res.statusCode).toBe(200);
      return pdfText(res.rawPayload);
    };
    const openings = { old: 0, new: 0 };

    test('a section saved on version 1 names it; after a relabelled version 2 is published, its application form prints the old label', async () => {
      const tk = await token('dmoconsultant');
      openings.old = await startOpening(t, tk);
      await saveAllSections(t, tk, openings.old);
      expect((await disbursementStamp(openings.old))?.contentHash).toBe(sha256(canonicalJson(disbursementContent())));

      const created = expectData(
        await as('dmocompliance', 'POST', '/api/studio/versions', {
          kind: 'form',
          formId: 'disbursement',
          basedOnVersion: 1,
          content: relabelledDisbursement(),
        }),
      );
      const url = `/api/studio/versions/${created.Id}`;
      expectData(await as('dmocompliance', 'POST', `${url}/submit`, { changeNote: 'Clearer bank name label' }));
      expectData(await as('dmocompliance2', 'POST', `${url}/approve`));
      expectData(await as('dmocompliance', 'POST', `${url}/publish`, {}));

      const text = await applicationFormText(openings.old, tk);
      expect(text).toContain(`${OLD_BANK} Commerzbank`);
      expect(text).not.toContain(NEW_BANK);
    });

    test('a section saved after the publication names version 2 and prints its label', async () => {
      const tk = await token('dmoconsultant');
      openings.new = await startOpening(t, tk);
      await saveAllSections(t, tk, openings.new);
      expect((await disbursementStamp(openings.new))?.contentHash).toBe(sha256(canonicalJson(relabelledDisbursement())));
      const text = await applicationFormText(openings.new, tk);
      expect(text).toContain(`${NEW_BANK} Commerzbank`);
      expect(text).not.toContain(`${OLD_BANK} Commerzbank`);
    });
  });
});
