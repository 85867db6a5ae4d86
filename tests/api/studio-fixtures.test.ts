/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '../../server/lib/http';
import { CONTENT_MESSAGES } from '../../server/services/studioContent';
import { FIXTURES_MESSAGES } from '../../server/services/studioFixtures';
import { STUDIO_MESSAGES } from '../../server/services/studio';
import { expectData, expectError } from './support/http';
import { dialects, withApp } from './support/testApp';

const SCHEMAS = join(__dirname, '../../schemas');
const readJson = (path: string) => JSON.parse(readFileSync(join(SCHEMAS, path), 'utf8')) as Record<string, unknown>;
const fixtureNames = (kind: 'valid' | 'invalid') =>
  readdirSync(join(SCHEMAS, 'forms/kyc/fixtures', kind))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => f.replace(/\.json$/, ''));

const kyc = () => ({ schema: readJson('forms/kyc/schema.json'), ui: readJson('forms/kyc/ui.json') });
const OLD_US_MESSAGE = 'Please state whether you are a US person';
const NEW_US_MESSAGE = 'Please tell us whether you are a US person';
/** The journey's change: the US person message reworded (the file fixture expecting the old words then fails). */
function reworded() {
  const content = kyc();
  (content.schema as { errorMessage: { required: Record<string, string> } }).errorMessage.required.USPerson = NEW_US_MESSAGE;
  return content;
}
const salaryOnly = () => readJson('forms/kyc/fixtures/valid/salary-only.json');

describe.each(dialects)('the studio runs a form draft’s fixtures without saving it, on %s', (dialect) => {
  const t = withApp(dialect);
  const check = async (who: string, body: unknown) => t.call('POST', '/api/studio/fixtures-check', { token: await t.login(who), body });

  test('the published KYC form passes every fixture of schemas/forms/kyc/fixtures, valid ones first in name order', async () => {
    const result = expectData(await check('dmocompliance', { kind: 'form', formId: 'kyc', content: kyc() }));
    const valid = fixtureNames('valid');
    const invalid = fixtureNames('invalid');
    expect(result).toMatchObject({ Passed: valid.length + invalid.length, Failed: 0 });
    expect(result.Fixtures.map((f: { Name: string; Expect: string }) => `${f.Expect}/${f.Name}`)).toEqual([
      ...valid.map((n) => `valid/${n}`),
      ...invalid.map((n) => `invalid/${n}`),
    ]);
    expect(result.Fixtures.find((f: { Name: string }) => f.Name === 'missing-us-person')).toEqual({
      Name: 'missing-us-person',
      Expect: 'invalid',
      Passed: true,
      FirstError: OLD_US_MESSAGE,
      Path: '/USPerson',
      Expected: OLD_US_MESSAGE,
      Problem: null,
    });
    expect(result.Fixtures.find((f: { Name: string }) => f.Name === 'salary-only')).toEqual({
      Name: 'salary-only',
      Expect: 'valid',
      Passed: true,
      FirstError: null,
      Path: null,
      Expected: null,
      Problem: null,
    });
    // Nothing is stored: the check reads and writes no version and no audit entry.
    expect((await t.db.kysely.selectFrom('form_versions').select('id').where('status', '=', 'draft').execute()).length).toBe(0);
  });

  test('an unsaved reworded message fails the file fixture expecting the old words, with the sentence a submission is refused with', async () => {
    const result = expectData(await check('dmomaster', { kind: 'form', formId: 'kyc', content: reworded() }));
    expect(result.Failed).toBe(1);
    const failing = result.Fixtures.filter((f: { Passed: boolean }) => !f.Passed);
    expect(failing).toEqual([
      {
        Name: 'missing-us-person',
        Expect: 'invalid',
        Passed: false,
        FirstError: NEW_US_MESSAGE,
        Path: '/USPerson',
        Expected: OLD_US_MESSAGE,
        Problem: CONTENT_MESSAGES.fixtureWrongFirst('missing-us-person', OLD_US_MESSAGE, NEW_US_MESSAGE, '/USPerson'),
      },
    ]);
  });

  test("the draft's own fixtures replace a file fixture by name and add new ones; answers sent are judged by the draft", async () => {
    const { USPerson: _gone, ...withoutUs } = salaryOnly();
    const content = {
      ...reworded(),
      fixtures: {
        valid: { 'studio-salary': salaryOnly(), 'studio-wrong': withoutUs },
        invalid: { 'missing-us-person': { data: withoutUs, firstError: NEW_US_MESSAGE } },
      },
    };
    const result = expectData(await check('dmocompliance', { kind: 'form', formId: 'kyc', content, answers: withoutUs }));
    expect(result.Failed).toBe(1);
    const byName = (name: string) => result.Fixtures.find((f: { Name: string }) => f.Name === name);
    expect(byName('missing-us-person')).toMatchObject({ Passed: true, Expected: NEW_US_MESSAGE });
    expect(byName('studio-salary')).toMatchObject({ Expect: 'valid', Passed: true });
    expect(byName('studio-wrong')).toMatchObject({
      Expect: 'valid',
      Passed: false,
      FirstError: NEW_US_MESSAGE,
      Problem: CONTENT_MESSAGES.fixtureShouldPass('studio-wrong', NEW_US_MESSAGE, '/USPerson'),
    });
    expect(result.Fixtures.length).toBe(fixtureNames('valid').length + fixtureNames('invalid').length + 2);
    expect(result.Answers).toEqual({ Valid: false, FirstError: NEW_US_MESSAGE, Path: '/USPerson' });
    const ok = expectData(await check('dmocompliance', { kind: 'form', formId: 'kyc', content: kyc(), answers: salaryOnly() }));
    expect(ok.Answers).toEqual({ Valid: true, FirstError: null, Path: null });
  });

  test('a draft that does not compile, a flow, an unknown form and bad fixtures are refused with a sentence', async () => {
    const broken = kyc();
    (broken.schema as { properties: Record<string, Record<string, unknown>> }).properties.Remarks.maxLenght = 200;
    expectError(
      await check('dmocompliance', { kind: 'form', formId: 'kyc', content: broken }),
      400,
      'The form\'s JSON Schema does not compile in strict mode: strict mode: unknown keyword: "maxLenght"',
    );
    expectError(
      await check('dmocompliance', { kind: 'form', formId: 'kyc', content: { ...kyc(), fixtures: { invalid: { x: { data: {} } } } } }),
      400,
      CONTENT_MESSAGES.fixturesShape,
    );
    expectError(
      await check('dmocompliance', { kind: 'flow', formId: 'account-opening', content: readJson('flows/account-opening.json') }),
      400,
      FIXTURES_MESSAGES.flowHasNone,
    );
    expectError(
      await check('dmocompliance', { kind: 'form', formId: 'no-such-form', content: kyc() }),
      404,
      STUDIO_MESSAGES.unknownItem('form', 'no-such-form'),
    );
    expect((await check('dmocompliance', { kind: 'form', formId: 'kyc' })).status).toBe(400);
  });

  test('clients, consultants and brand admins never reach it; without a token 401', async () => {
    for (const who of ['dmoclient', 'dmoconsultant', 'dmoadmin']) {
      expectError(await check(who, { kind: 'form', formId: 'kyc', content: kyc() }), 403, MESSAGES.forbiddenRole);
    }
    expectError(await t.call('POST', '/api/studio/fixtures-check', { body: { kind: 'form', formId: 'kyc', content: kyc() } }), 401);
  });
});
