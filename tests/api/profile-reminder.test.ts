/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import brands from '../../schemas/brands/brands.json';
import { MESSAGES } from '../../server/lib/http';
import { expectData, expectError, NBC_HOST } from './support/http';
import { dialects, userIdOf, withApp } from './support/testApp';

const dmoId = brands.findIndex((b) => b.code === 'dmo') + 1;
const nbcId = brands.findIndex((b) => b.code === 'nbc') + 1;
const INVALID = join(__dirname, '../../schemas/forms/profile-reminder/fixtures/invalid');

describe.each(dialects)('the profile reminder: PUT userinfo on %s', (dialect) => {
  const t = withApp(dialect);
  const tokens: Record<string, string> = {};
  const token = async (who: string, host?: string) => (tokens[`${who}@${host ?? ''}`] ??= await t.login(who, host));
  const put = async (body: unknown, tk: string, query: Record<string, number> = { whitelabelID: dmoId }, host?: string) =>
    t.call('PUT', '/api/userinfo', { token: tk, body, query, host });
  const user = (username: string) => t.db.kysely.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirstOrThrow();
  const submission = (id: number) => t.db.kysely.selectFrom('form_submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it.each(readdirSync(INVALID).map((f) => f.replace(/\.json$/, '')))(
    'refuses changed details like the fixture %s with 400 and the form message, changing nothing',
    async (name) => {
      const { data, firstError } = JSON.parse(readFileSync(join(INVALID, `${name}.json`), 'utf8')) as {
        data: Record<string, unknown>;
        firstError: string;
      };
      const { email, phone } = data;
      expectError(await put({ detailsChanged: true, email, phone, financialChanged: false }, await token('dmoclient2')), 400, firstError);
      expect((await user('dmoclient2')).details_updated).toBe(0);
    },
  );

  it('refuses wrong types, another brand, read-only clients and advisers', async () => {
    const body = { detailsChanged: true, email: 'sofia@example.com', phone: '+49301234567', financialChanged: false };
    expectError(await put({ ...body, financialChanged: 'maybe' }, await token('dmoclient2')), 400);
    expectError(await put({ ...body, email: 42 }, await token('dmoclient2')), 400, 'Email must be a valid email');
    expectError(await put({ ...body, nickname: 'x' }, await token('dmoclient2')), 400);
    expectError(await put(body, await token('dmoclient2'), { whitelabelID: nbcId }), 400, MESSAGES.whiteLabelMismatch);
    expectError(await put(body, await token('dmoclient2'), { whitelabelID: dmoId }, NBC_HOST), 403, MESSAGES.wrongBrand);
    expectError(await put(body, await token('dmoreadonly')), 403, MESSAGES.readOnly);
    expectError(await put(body, await token('dmoconsultant')), 403, MESSAGES.forbiddenRole);
    expectError(await t.call('PUT', '/api/userinfo', { body }), 401, MESSAGES.noToken);
    expect(await user('dmoclient2')).toMatchObject({ details_updated: 0, email: 'dmoclient2@dmo.example.com' });
  });

  it('confirms unchanged details: detailsUpdated becomes true, the stored contact details stay and are what is recorded', async () => {
    const tk = await token('dmoclient2');
    expect(expectData(await t.get('/api/userinfo', { token: tk })).detailsUpdated).toBe(false);
    const before = await user('dmoclient2');
    const res = expectData(
      await put({ detailsChanged: false, email: 'ignored@example.com', phone: 'anything', financialChanged: true }, tk),
    );
    expect(res).toMatchObject({ detailsUpdated: true, SubmissionId: expect.any(Number) });
    expect(expectData(await t.get('/api/userinfo', { token: tk })).detailsUpdated).toBe(true);
    expect(await user('dmoclient2')).toMatchObject({ details_updated: 1, email: before.email, phone: before.phone });
    const row = await submission(res.SubmissionId);
    expect(row).toMatchObject({
      form_id: 'profile-reminder',
      version: t.app.forms.registry.schema('profile-reminder').version,
      schema_hash: t.app.forms.registry.hash('profile-reminder'),
      user_id: before.id,
      impersonator_id: null,
      account_id: null,
    });
    expect(JSON.parse(row.data_json)).toEqual({
      detailsChanged: false,
      firstName: 'Sofia',
      lastName: 'Brandt',
      email: before.email,
      phone: before.phone.replace('-', ''),
      financialChanged: true,
    });
    const pdf = await t.db.kysely
      .selectFrom('form_submission_pdfs')
      .selectAll()
      .where('submission_id', '=', res.SubmissionId)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(pdf.pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const list = expectData(await t.get('/api/compliance/submissions', { token: tk }));
    expect(list[0]).toMatchObject({ Id: res.SubmissionId, FormId: 'profile-reminder', FormTitle: 'Are your details still up-to-date?' });
  });

  it('stores changed details, recording the adviser who acted as the client', async () => {
    const clientId = await userIdOf(t.db, 'dmoclient');
    const access = await t.get('/api/authentication/clientaccess', { token: await token('dmoconsultant'), query: { clientId } });
    const tk = expectData(access).Token as string;
    const res = expectData(
      await put({ detailsChanged: true, email: 'max.ol@example.org', phone: '+447700900123', financialChanged: false }, tk),
    );
    expect(await user('dmoclient')).toMatchObject({ details_updated: 1, email: 'max.ol@example.org', phone: '+447700900123' });
    expect(await submission(res.SubmissionId)).toMatchObject({ user_id: clientId, impersonator_id: await userIdOf(t.db, 'dmoconsultant') });
    expect(expectData(await t.get('/api/userinfo', { token: await token('dmoclient') }))).toMatchObject({
      detailsUpdated: true,
      Email: 'max.ol@example.org',
      Phone: '+447700900123',
    });
  });

  it('keeps the stored phone when changed details leave the phone out', async () => {
    const before = await user('dmojoint');
    expectData(await put({ detailsChanged: true, email: 'lukas@example.com' }, await token('dmojoint')));
    expect(await user('dmojoint')).toMatchObject({ email: 'lukas@example.com', phone: before.phone });
  });
});
