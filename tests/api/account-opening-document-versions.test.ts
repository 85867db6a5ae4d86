/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SECTIONS, saveAllSections, startOpening } from './account-opening.fixtures';
import { expectData, expectError } from './support/http';
import { pdfText } from './support/pdfText';
import { dialects, withApp } from './support/testApp';

// Issue 13 items 1 and 2: the account-opening documents are validated against the form version
// each section was answered on, not the file under schemas/. A disbursement version published in
// the studio that allows a longer bank name lets a section saved under it sign (the documents
// generate and print the answer); an opening saved under version 1 still signs and prints with
// version 1; and a later, stricter version does not make the looser version's section fail.

const SCHEMAS = join(__dirname, '../../schemas');
const readJson = (path: string) => JSON.parse(readFileSync(join(SCHEMAS, path), 'utf8')) as Record<string, unknown>;

const LONG_BANK_NAME = 'The Cooperative Savings Bank of the Upper Rhine Valley and its Surrounding Districts and Villages Ltd';

type Disbursement = {
  schema: { properties: { BankName: { maxLength: number; errorMessage: { maxLength: string } } } };
  ui: { BankName: { 'ui:title': string } };
  fixtures: { invalid: Record<string, { data: Record<string, unknown>; firstError: string }> };
};

/**
 * The disbursement form as shipped, with the bank name allowed up to `max` characters and its label
 * `title`; its invalid fixture "bank-name-too-long" replaced by one a character over the new bound
 * (the studio runs a form's fixtures when a draft is submitted).
 */
function disbursementVersion(max: number, title = 'Bank Name'): Disbursement {
  const schema = readJson('forms/disbursement/schema.json') as Disbursement['schema'];
  const ui = readJson('forms/disbursement/ui.json') as Disbursement['ui'];
  const tooLong = readJson('forms/disbursement/fixtures/invalid/bank-name-too-long.json') as Disbursement['fixtures']['invalid'][string];
  expect(schema.properties.BankName.maxLength).toBe(100);
  const message = `Bank Name must be at most ${max} characters`;
  schema.properties.BankName.maxLength = max;
  schema.properties.BankName.errorMessage.maxLength = message;
  ui.BankName['ui:title'] = title;
  const fixture = { data: { ...tooLong.data, BankName: 'B'.repeat(max + 1) }, firstError: message };
  return { schema, ui, fixtures: { invalid: { 'bank-name-too-long': fixture } } };
}

describe.each(dialects)('account-opening documents follow the form version each section was answered on, on %s', (dialect) => {
  const t = withApp(dialect);
  const tokens: Record<string, string> = {};
  const token = async (who: string) => (tokens[who] ??= await t.login(who));
  const as = async (who: string, method: string, url: string, body?: unknown) => t.call(method, url, { token: await token(who), body });
  const path = (p: string) => `/api/accounts/opening/${p}`;
  const openings = { old: 0, looser: 0 };

  /** Publishes a disbursement version through the studio's life cycle (draft, submit, second-person approval, publish now). */
  async function publishDisbursement(basedOnVersion: number, content: Disbursement, changeNote: string): Promise<void> {
    const created = await as('dmocompliance', 'POST', '/api/studio/versions', {
      kind: 'form',
      formId: 'disbursement',
      basedOnVersion,
      content,
    });
    const draft = expectData(created);
    const url = `/api/studio/versions/${draft.Id}`;
    expect(expectData(await as('dmocompliance', 'POST', `${url}/submit`, { changeNote })).Status).toBe('in_review');
    expect(expectData(await as('dmocompliance2', 'POST', `${url}/approve`)).Status).toBe('approved');
    expect(expectData(await as('dmocompliance', 'POST', `${url}/publish`, {})).Status).toBe('published');
  }

  const saveDisbursement = async (id: number, BankName: string) =>
    as('dmoconsultant', 'POST', path('disbursement/add'), { AccountOpeningId: id, ...SECTIONS.disbursement(), BankName });

  /** Signs the opening (built-in signing) and returns the printed text of its application form. */
  async function signedApplicationForm(id: number): Promise<string> {
    const res = await as('dmoconsultant', 'POST', path('sign'), { AccountOpeningId: id, IsDocuSign: false });
    expect({ status: res.status, body: res.status === 200 ? 'ok' : res.body }).toEqual({ status: 200, body: 'ok' });
    const signing = expectData(res);
    const kinds = await t.db.kysely
      .selectFrom('account_opening_documents')
      .select('kind')
      .where('opening_id', '=', id)
      .where('generated', '=', 1)
      .orderBy('id')
      .execute();
    expect(kinds.map((d) => d.kind)).toEqual(['ApplicationForm', 'FeeSchedule', 'BusinessConditions']);
    const url = signing.Documents.find((d: { Generated: boolean }) => d.Generated).Url as string;
    const pdf = await t.app.inject({
      method: 'GET',
      url,
      headers: { host: 'dmo.localhost', authorization: `Bearer ${await token('dmoconsultant')}` },
    });
    expect(pdf.statusCode).toBe(200);
    return pdfText(pdf.rawPayload);
  }

  test('version 1 refuses the long bank name with its own message', async () => {
    expect(LONG_BANK_NAME.length).toBeGreaterThan(100);
    expect(LONG_BANK_NAME.length).toBeLessThanOrEqual(150);
    openings.old = await startOpening(t, await token('dmoconsultant'));
    await saveAllSections(t, await token('dmoconsultant'), openings.old);
    expectError(await saveDisbursement(openings.old, LONG_BANK_NAME), 400, 'Bank Name must be at most 100 characters');
  });

  test('a section saved under a published version that allows a longer bank name signs, and the application form prints it', async () => {
    await publishDisbursement(1, disbursementVersion(150), 'Some banks have long names');
    openings.looser = await startOpening(t, await token('dmoconsultant'));
    await saveAllSections(t, await token('dmoconsultant'), openings.looser);
    expectData(await saveDisbursement(openings.looser, LONG_BANK_NAME));
    const text = await signedApplicationForm(openings.looser);
    expect(text).toContain(LONG_BANK_NAME);
  });

  test('the opening saved under version 1 still signs with its own version', async () => {
    const text = await signedApplicationForm(openings.old);
    expect(text).toContain('Bank Name Commerzbank');
    expect(text).not.toContain(LONG_BANK_NAME);
  });

  test('a later, stricter version does not fail the section saved under the looser one; a new save is held to the new bound', async () => {
    await publishDisbursement(2, disbursementVersion(60, 'Name of the bank'), 'Bank names are cut to 60 characters again');
    const text = await signedApplicationForm(openings.looser);
    expect(text).toContain(LONG_BANK_NAME);
    expect(text).toContain('Bank Name');
    expect(text).not.toContain('Name of the bank');
    expectError(await saveDisbursement(openings.looser, LONG_BANK_NAME), 400, 'Bank Name must be at most 60 characters');
  });
});
