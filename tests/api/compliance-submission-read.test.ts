/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import brands from '../../schemas/brands/brands.json';
import { MESSAGES } from '../../server/lib/http';
import { SUBMISSION_NOT_FOUND } from '../../server/services/complianceEvidence';
import { expectData, expectError, NBC_HOST } from './support/http';
import { dialects, userIdOf, withApp } from './support/testApp';

// GET compliance/submissions/{id} (issue 13 item 2): one stored compliance submission with its
// answers and the studio version they were given on, so the browser can draw an old submission with
// its own version. Who may read it is what the list and the PDF allow: the same guard.

const dmoId = brands.findIndex((b) => b.code === 'dmo') + 1;
const SCHEMAS = join(__dirname, '../../schemas');
const readJson = (path: string) => JSON.parse(readFileSync(join(SCHEMAS, path), 'utf8')) as Record<string, unknown>;
const REMARKS = 'Answered before the remarks were relabelled';
const NEW_LABEL = 'Other remarks';

/** The KYC form as shipped with the Remarks field relabelled: the studio version 2 of these tests. */
function relabelledKyc() {
  const schema = readJson('forms/kyc/schema.json');
  const ui = readJson('forms/kyc/ui.json') as Record<string, Record<string, unknown>>;
  ui.Remarks = { ...ui.Remarks, 'ui:title': NEW_LABEL };
  return { schema, ui };
}

describe.each(dialects)('GET compliance/submissions/{id} on %s', (dialect) => {
  const t = withApp(dialect);
  const tokens: Record<string, string> = {};
  const token = async (who: string, host?: string) => (tokens[`${who}@${host ?? ''}`] ??= await t.login(who, host));
  const read = async (id: number | string, tk?: string, host?: string) => t.get(`/api/compliance/submissions/${id}`, { token: tk, host });
  const answers = { ...readJson('forms/kyc/fixtures/valid/all-categories.json'), Remarks: REMARKS };
  const state = { kycDoc: 0, oldId: 0, client2Id: 0 };

  const storedAnswers = async (id: number) =>
    JSON.parse(
      (await t.db.kysely.selectFrom('form_submissions').select('data_json').where('id', '=', id).executeTakeFirstOrThrow()).data_json,
    ) as Record<string, unknown>;
  /** dmoclient2 answers its KYC item (the route the browser uses); an answered item is sent back so it may answer again. */
  const submitKyc = async (): Promise<number> => {
    const res = await t.post(
      '/api/missing-documents/docusign/kyc',
      { missingDocumentId: state.kycDoc, data: answers, whiteLabelId: dmoId },
      { token: await token('dmoclient2') },
    );
    const id = expectData(res).SubmissionId as number;
    expectData(
      await t.post(
        `/api/missing-documents/${state.kycDoc}/review`,
        { Status: 'incomplete', Note: 'Please answer again' },
        { token: await token('dmoadmin') },
      ),
    );
    return id;
  };

  beforeAll(async () => {
    state.client2Id = await userIdOf(t.db, 'dmoclient2');
    state.kycDoc = (
      await t.db.kysely
        .selectFrom('missing_documents')
        .select('id')
        .where('user_id', '=', state.client2Id)
        .where('document_type', '=', 'KYC')
        .executeTakeFirstOrThrow()
    ).id;
    state.oldId = await submitKyc();
  });

  test('the client reads its submission: the list entry, the studio version and the answers as stored', async () => {
    const res = expectData(await read(state.oldId, await token('dmoclient2')));
    const [entry] = expectData(await t.get('/api/compliance/submissions', { token: await token('dmoclient2') }));
    expect(entry.Id).toBe(state.oldId);
    expect(res.Submission).toEqual(entry);
    expect(res.Submission).toMatchObject({
      FormId: 'kyc',
      FormTitle: 'Know Your Customer',
      FormVersion: 1,
      SubmittedBy: 'Sofia Brandt',
      AccountNumber: 'DMO-100201',
    });
    expect(res.Submission).not.toHaveProperty('ImpersonatorName');
    expect(res.Answers).toEqual(await storedAnswers(state.oldId));
    expect(res.Answers.Remarks).toBe(REMARKS);
  });

  test('the adviser of the client and client servicing read it, and so does the adviser acting as the client (Login As)', async () => {
    for (const who of ['dmoconsultant', 'dmoadmin', 'dmoowner']) {
      expect(expectData(await read(state.oldId, await token(who))).Answers.Remarks).toBe(REMARKS);
    }
    const access = await t.get('/api/authentication/clientaccess', {
      token: await token('dmoconsultant'),
      query: { clientId: state.client2Id },
    });
    expect(expectData(await read(state.oldId, expectData(access).Token)).Submission.Id).toBe(state.oldId);
  });

  test('another client, a read-only client, an adviser without the client and another brand get 404, never the answers', async () => {
    for (const who of ['dmoclient', 'dmoreadonly', 'dmohq']) {
      expectError(await read(state.oldId, await token(who)), 404, SUBMISSION_NOT_FOUND);
    }
    for (const who of ['nbcclient', 'nbcconsultant']) {
      expectError(await read(state.oldId, await token(who, NBC_HOST), NBC_HOST), 404, SUBMISSION_NOT_FOUND);
    }
    expectError(await read(999_999, await token('dmoclient2')), 404, SUBMISSION_NOT_FOUND);
  });

  test('roles without evidence rights are refused (403), a request without a session 401, an id that is not one 400', async () => {
    for (const who of ['dmomaster', 'dmocompliance']) {
      expectError(await read(state.oldId, await token(who)), 403, MESSAGES.forbiddenRole);
    }
    expect((await read(state.oldId)).status).toBe(401);
    expect((await read('abc', await token('dmoclient2'))).status).toBe(400);
    expect((await read(0, await token('dmoclient2'))).status).toBe(400);
  });

  test('answers stored without evidence (the generic form route) are not a compliance submission: 404 to their owner too', async () => {
    const generic = expectData(await t.post('/api/forms/kyc/submissions', { answers }, { token: await token('dmoclient') }));
    expectError(await read(generic.id, await token('dmoclient')), 404, SUBMISSION_NOT_FOUND);
  });

  test('after a relabelled version 2 is published, the old submission still names version 1, a new one version 2', async () => {
    const created = expectData(
      await t.post(
        '/api/studio/versions',
        { kind: 'form', formId: 'kyc', basedOnVersion: 1, content: relabelledKyc() },
        { token: await token('dmocompliance') },
      ),
    );
    const url = `/api/studio/versions/${created.Id}`;
    expectData(await t.post(`${url}/submit`, { changeNote: 'Remarks relabelled' }, { token: await token('dmocompliance') }));
    expectData(await t.post(`${url}/approve`, undefined, { token: await token('dmocompliance2') }));
    expectData(await t.post(`${url}/publish`, {}, { token: await token('dmocompliance') }));

    const old = expectData(await read(state.oldId, await token('dmoclient2')));
    expect(old.Submission.FormVersion).toBe(1);
    expect(old.Answers).toEqual(await storedAnswers(state.oldId));
    // The version it names still serves the old label; the one in effect the new.
    expect(expectData(await t.get('/api/schemas/forms/kyc/versions/1')).ui.Remarks['ui:title']).toBe('Remarks');
    expect(expectData(await t.get('/api/schemas/forms/kyc/versions/2')).ui.Remarks['ui:title']).toBe(NEW_LABEL);

    const newId = await submitKyc();
    const fresh = expectData(await read(newId, await token('dmoconsultant')));
    expect(fresh.Submission).toMatchObject({ Id: newId, FormVersion: 2 });
    expect(fresh.Answers).toEqual(await storedAnswers(newId));
  });
});
