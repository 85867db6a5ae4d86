/** @jest-environment node */
import { MESSAGES } from '../../server/lib/http';
import { EMAIL_LOG_PAGE_SIZE } from '../../src/engine/compliance/emailLog';
import { DATE_RANGE_IN_ORDER_MESSAGE } from '../../src/engine/rules/dateRangeInOrder';
import type { EmailLogPage } from '../../src/types/generated/api/email-logs';
import { expectData, expectError, NBC_HOST } from './support/http';
import { dialects, userIdOf, withApp, type AppHandle } from './support/testApp';

const URL = '/api/email/get-email-log';

/** The mails each test reads, written to the outbox before the tests (beside one sent by a real password reset). */
async function fillOutbox(t: AppHandle) {
  const brand = async (code: string) =>
    (await t.db.kysely.selectFrom('white_labels').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const dmo = await brand('dmo');
  const nbc = await brand('nbc');
  const mail = async (whiteLabelId: number, username: string | null, createdAt: string, subject: string, kind = 'alert') =>
    t.db.kysely
      .insertInto('email_outbox')
      .values({
        white_label_id: whiteLabelId,
        user_id: username ? await userIdOf(t.db, username) : null,
        to_address: `${username ?? 'signer'}@example.test`,
        subject,
        body: `About: ${subject}`,
        kind,
        created_at: createdAt,
      })
      .execute();
  // Twelve for dmoclient, one a day from 1 to 12 March 2024, the last second of the day.
  for (let day = 1; day <= 12; day += 1)
    await mail(dmo, 'dmoclient', `2024-03-${String(day).padStart(2, '0')}T23:59:59.000Z`, `Statement ready ${day}`);
  await mail(dmo, 'dmoclient2', '2024-04-01T08:00:00.000Z', 'Your 50%_off offer');
  await mail(dmo, 'dmojoint', '2024-04-02T08:00:00.000Z', 'Joint account news');
  await mail(dmo, 'dmoreadonly', '2024-04-03T08:00:00.000Z', 'Read-only client news');
  await mail(dmo, 'dmoconsultant', '2024-04-04T08:00:00.000Z', 'A client uploaded a document', 'missing-document-uploaded');
  await mail(dmo, null, '2024-04-05T08:00:00.000Z', 'Documents await your signature', 'signing-request');
  await mail(nbc, 'nbcclient', '2024-04-06T08:00:00.000Z', 'NBC statement ready');
}

describe.each(dialects)('email/get-email-log on %s', (dialect) => {
  const t = withApp(dialect);
  const tokens: Record<string, string> = {};
  const page = async (who: string, query: Record<string, string | number> = {}, host?: string) => {
    tokens[who] ??= await t.login(who, host);
    return t.get(URL, { token: tokens[who], query, host });
  };
  const read = async (who: string, query: Record<string, string | number> = {}, host?: string) =>
    expectData<EmailLogPage>(await page(who, query, host));
  const subjects = (p: EmailLogPage) => p.EmailList.map((m) => m.Subject);

  beforeAll(async () => {
    // A real mail: dmoclient asks for a password reset; its link carries a one-time token.
    expectData(await t.post('/api/authentication/passwordreset', { userName: 'dmoclient' }));
    await fillOutbox(t);
  });

  describe('who sees which mails', () => {
    it('gives a client its own mails, newest first, ten a page, and the total', async () => {
      const first = await read('dmoclient');
      expect(first.TotalCount).toBe(13);
      expect(first.PageNumber).toBe(1);
      expect(first.PageSize).toBe(EMAIL_LOG_PAGE_SIZE);
      expect(first.EmailList).toHaveLength(10);
      expect(first.EmailList[0]).toMatchObject({ To: 'dmoclient@dmo.example.com', Kind: 'password-reset' });
      expect(subjects(first).slice(1, 4)).toEqual(['Statement ready 12', 'Statement ready 11', 'Statement ready 10']);
      const second = await read('dmoclient', { PageNumber: 2 });
      expect(second.TotalCount).toBe(13);
      expect(subjects(second)).toEqual(['Statement ready 3', 'Statement ready 2', 'Statement ready 1']);
      expect((await read('dmoclient', { PageNumber: 3 })).EmailList).toEqual([]);
    });

    it('never shows the one-time token of a password-reset link', async () => {
      const [reset] = (await read('dmoclient', { search: 'reset' })).EmailList;
      expect(reset.Body).toContain('/reset-password?token=[removed]');
      const stored = await t.db.kysely
        .selectFrom('email_outbox')
        .select('body')
        .where('kind', '=', 'password-reset')
        .executeTakeFirstOrThrow();
      expect(stored.body).toMatch(/token=[A-Za-z0-9_-]{16,}/);
      expect(reset.Body).not.toContain(stored.body.match(/token=([^\s]+)/)![1]);
    });

    it('gives a consultant its own mails and those of its clients, not of other consultants’ clients nor unaddressed ones', async () => {
      const all = await read('dmoconsultant', { PageSize: 100 });
      expect(all.TotalCount).toBe(16);
      expect(subjects(all)).toEqual(
        expect.arrayContaining(['A client uploaded a document', 'Your 50%_off offer', 'Joint account news', 'Statement ready 1']),
      );
      expect(subjects(all)).not.toContain('Read-only client news');
      expect(subjects(all)).not.toContain('Documents await your signature');
    });

    it('gives dmohq only the mails of its own client dmoreadonly', async () => {
      expect(subjects(await read('dmohq'))).toEqual(['Read-only client news']);
    });

    it.each(['dmoadmin', 'dmoowner', 'dmomaster'])('gives %s every mail of its brand and none of another', async (who) => {
      const all = await read(who, { PageSize: 100 });
      expect(all.TotalCount).toBe(18);
      expect(subjects(all)).toContain('Documents await your signature');
      expect(subjects(all)).not.toContain('NBC statement ready');
    });

    it('gives staff with no clients only their own mails', async () => {
      expect(await read('dmocompliance')).toEqual({ EmailList: [], TotalCount: 0, PageNumber: 1, PageSize: 10 });
    });

    it('keeps brands apart: nbcclient sees its mail on its portal, a dmo session is refused on the nbc portal', async () => {
      expect(subjects(await read('nbcclient', {}, NBC_HOST))).toEqual(['NBC statement ready']);
      expectError(await t.get(URL, { token: await t.login('dmoadmin'), host: NBC_HOST }), 403, MESSAGES.wrongBrand);
    });

    it('needs a token', async () => {
      expectError(await t.get(URL), 401);
    });
  });

  describe('search and dates', () => {
    it('searches recipient and subject ignoring case, never the text (which may hold a token)', async () => {
      expect((await read('dmoclient', { search: 'STATEMENT READY 1' })).TotalCount).toBe(4);
      expect((await read('dmoclient', { search: '@DMO.example.com' })).TotalCount).toBe(1);
      expect((await read('dmoclient', { search: 'about: statement' })).TotalCount).toBe(0);
      expect((await read('dmoclient', { search: 'token=' })).TotalCount).toBe(0);
    });

    it('takes % and _ in a search literally', async () => {
      expect(subjects(await read('dmoconsultant', { search: '50%_' }))).toEqual(['Your 50%_off offer']);
      expect((await read('dmoclient', { search: '%' })).TotalCount).toBe(0);
      expect((await read('dmoclient', { search: '_' })).TotalCount).toBe(0);
    });

    it('filters by start and end day, both included, with paging over the filtered mails', async () => {
      const range = await read('dmoclient', { startDate: '2024-03-05', endDate: '2024-03-07' });
      expect(subjects(range)).toEqual(['Statement ready 7', 'Statement ready 6', 'Statement ready 5']);
      expect((await read('dmoclient', { startDate: '2024-03-12', endDate: '2024-03-12' })).TotalCount).toBe(1);
      expect((await read('dmoclient', { endDate: '2024-03-10' })).TotalCount).toBe(10);
      const from = await read('dmoclient', { startDate: '2024-03-02', PageNumber: 2 });
      expect(from.TotalCount).toBe(12);
      expect(subjects(from)).toEqual(['Statement ready 3', 'Statement ready 2']);
    });

    it('treats empty filters as none', async () => {
      expect((await read('dmoclient', { search: '', startDate: '', endDate: '' })).TotalCount).toBe(13);
    });

    it('refuses an end before the start, and dates that are not dates, with a Message', async () => {
      expectError(await page('dmoclient', { startDate: '2024-03-07', endDate: '2024-03-05' }), 400, DATE_RANGE_IN_ORDER_MESSAGE);
      expectError(await page('dmoclient', { startDate: '31/12/2024' }), 400, 'Start Date must be a valid date');
      expectError(await page('dmoclient', { endDate: '2024-02-30' }), 400, 'End Date must be a valid date');
      expectError(await page('dmoclient', { search: 'x'.repeat(201) }), 400);
    });

    it('refuses a page below 1 and a page size above 100', async () => {
      expectError(await page('dmoclient', { PageNumber: 0 }), 400);
      expectError(await page('dmoclient', { PageSize: 101 }), 400);
    });
  });
});
