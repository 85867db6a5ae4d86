/** @jest-environment node */
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { MESSAGES } from '../../server/lib/http';
import {
  CLIENT_DIRECTORY_PAGE_SIZE,
  CLIENT_DIRECTORY_POSITION_SORT_LIMIT,
  CLIENT_DIRECTORY_TEXTS,
} from '../../src/engine/clients/directory';
import type { ClientDirectoryPage } from '../../src/types/generated/api/clients';
import { expectData, expectError, NBC_HOST } from './support/http';
import { dialects, userIdOf, withApp } from './support/testApp';

const URL = '/api/clients/directory';

/** Clients copied from dmoclient (its password, brand dmo unless told) with other names and consultant. */
async function addClients(
  db: Kysely<Database>,
  consultant: string,
  people: { first: string; last: string; username: string }[],
  brandCode = 'dmo',
) {
  const template = await db.selectFrom('users').selectAll().where('username', '=', 'dmoclient').executeTakeFirstOrThrow();
  const brand = await db.selectFrom('white_labels').select('id').where('code', '=', brandCode).executeTakeFirstOrThrow();
  const consultantId = (await db.selectFrom('users').select('id').where('username', '=', consultant).executeTakeFirstOrThrow()).id;
  const { id: _id, ...rest } = template;
  for (let i = 0; i < people.length; i += 200)
    await db
      .insertInto('users')
      .values(
        people.slice(i, i + 200).map((p) => ({
          ...rest,
          white_label_id: brand.id,
          consultant_id: consultantId,
          first_name: p.first,
          last_name: p.last,
          username: p.username,
          email: `${p.username}@directory.example.test`,
          boston_id: `DIR-${p.username}`,
        })),
      )
      .execute();
}

/** Accounts copied from DMO-100101 for a user, with these numbers. */
async function addAccounts(db: Kysely<Database>, username: string, numbers: string[]) {
  const template = await db.selectFrom('accounts').selectAll().where('number', '=', 'DMO-100101').executeTakeFirstOrThrow();
  const { id: _id, ...rest } = template;
  const userId = (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  await db
    .insertInto('accounts')
    .values(numbers.map((number) => ({ ...rest, number, user_id: userId })))
    .execute();
}

describe.each(dialects)('GET /api/clients/directory on %s', (dialect) => {
  const t = withApp(dialect);
  const tokens: Record<string, string> = {};
  const page = async (who: string, query: Record<string, string | number> = {}, host?: string) => {
    tokens[who] ??= await t.login(who, host);
    return t.get(URL, { token: tokens[who], query, host });
  };
  const read = async (who: string, query: Record<string, string | number> = {}, host?: string) =>
    expectData<ClientDirectoryPage>(await page(who, query, host));
  const users = (p: ClientDirectoryPage) => p.Clients.map((c) => c.UserName);

  beforeAll(async () => {
    // 30 clients of dmohq (a consultant): "Pager 01" … "Pager 30", plus a literal % and _ in two names.
    await addClients(t.db.kysely, 'dmohq', [
      ...Array.from({ length: 30 }, (_, i) => ({
        first: 'Pat',
        last: `Pager ${String(i + 1).padStart(2, '0')}`,
        username: `dmopager${String(i + 1).padStart(2, '0')}`,
      })),
      { first: 'Percy', last: 'Hundred%Cent', username: 'dmopercent' },
      { first: 'Una', last: 'Under_Score', username: 'dmounderscore' },
      { first: 'Una', last: 'UnderXScore', username: 'dmounderx' },
    ]);
    await addAccounts(t.db.kysely, 'dmopager02', ['DIR-200001', 'DIR-200002', 'DIR-200003']);
    await addAccounts(t.db.kysely, 'dmopager03', ['DIR-300001']);
  });

  it('gives a consultant its own clients only, by name, with the list fields and Email', async () => {
    const p = await read('dmoconsultant');
    expect(p).toMatchObject({ TotalCount: 3, Page: 1, PageSize: CLIENT_DIRECTORY_PAGE_SIZE });
    expect(users(p).sort()).toEqual(['dmoclient', 'dmoclient2', 'dmojoint']);
    const names = p.Clients.map((c) => c.Name.split(' ').slice(1).join(' '));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const list = expectData<ClientDirectoryPage['Clients']>(await t.get('/api/clients/list', { token: tokens.dmoconsultant }));
    for (const c of p.Clients) expect(c).toEqual(list.find((x) => x.Id === c.Id));
    expect(p.Clients.find((c) => c.UserName === 'dmoclient')).toMatchObject({
      Id: await userIdOf(t.db, 'dmoclient'),
      Email: 'dmoclient@dmo.example.com',
    });
  });

  it('gives a brand admin or owner every client of the brand, paged 25 with the total', async () => {
    for (const who of ['dmoadmin', 'dmoowner']) {
      const first = await read(who);
      expect(first.TotalCount).toBe(4 + 33);
      expect(first.Clients).toHaveLength(25);
      const second = await read(who, { page: 2 });
      expect(second.Clients).toHaveLength(12);
      expect(new Set([...users(first), ...users(second)]).size).toBe(37);
      expect((await read(who, { page: 3 })).Clients).toEqual([]);
    }
    const small = await read('dmoadmin', { pageSize: 10, page: 4 });
    expect(small).toMatchObject({ TotalCount: 37, Page: 4, PageSize: 10 });
    expect(small.Clients).toHaveLength(7);
  });

  it('keeps another brand out: nbcconsultant sees only nbcclient', async () => {
    expect(users(await read('nbcconsultant', {}, NBC_HOST))).toEqual(['nbcclient']);
    expect((await read('nbcconsultant', { search: 'dmo' }, NBC_HOST)).TotalCount).toBe(0);
  });

  it('searches name, user name, e-mail and account number, case-insensitively', async () => {
    expect(users(await read('dmoconsultant', { search: 'OBERHAUSER' }))).toEqual(['dmoclient']);
    expect(users(await read('dmoconsultant', { search: 'DmoJoint' }))).toEqual(['dmojoint']);
    expect(users(await read('dmoconsultant', { search: 'dmoclient2@dmo.example' }))).toEqual(['dmoclient2']);
    expect(users(await read('dmoconsultant', { search: 'dmo-100102' }))).toEqual(['dmoclient']);
    expect(users(await read('dmohq', { search: 'dir-3000' }))).toEqual(['dmopager03']);
    // Searching another adviser's client finds nothing.
    expect((await read('dmoconsultant', { search: 'pager' })).TotalCount).toBe(0);
    expect((await read('dmohq', { search: '  pager 1 ' })).TotalCount).toBe(10);
  });

  it('takes % and _ literally', async () => {
    expect(users(await read('dmohq', { search: '%' }))).toEqual(['dmopercent']);
    expect(users(await read('dmohq', { search: 'd%c' }))).toEqual(['dmopercent']);
    expect(users(await read('dmohq', { search: 'under_' }))).toEqual(['dmounderscore']);
    expect((await read('dmohq', { search: '_' })).TotalCount).toBe(1);
  });

  it('sorts by name both ways, by number of accounts and by total position', async () => {
    const asc = users(await read('dmohq', { search: 'pager', pageSize: 100 }));
    expect(asc[0]).toBe('dmopager01');
    expect(users(await read('dmohq', { search: 'pager', sort: '-name', pageSize: 100 }))).toEqual([...asc].reverse());
    const most = await read('dmohq', { search: 'pager', sort: '-accounts', pageSize: 3 });
    expect(users(most)).toEqual(['dmopager02', 'dmopager03', 'dmopager01']);
    expect(most.Clients[0].AccountInformation).toHaveLength(3);
    const fewest = await read('dmohq', { search: 'pager', sort: 'accounts', pageSize: 100 });
    expect(users(fewest).slice(-2)).toEqual(['dmopager03', 'dmopager02']);
    const list = expectData<ClientDirectoryPage['Clients']>(await t.get('/api/clients/list', { token: tokens.dmoconsultant }));
    const byPosition = [...list].sort((a, b) => b.SecurityAndCashPosition - a.SecurityAndCashPosition).map((c) => c.UserName);
    expect(users(await read('dmoconsultant', { sort: '-position' }))).toEqual(byPosition);
    expect(users(await read('dmoconsultant', { sort: 'position' }))).toEqual([...byPosition].reverse());
    const second = await read('dmoconsultant', { sort: '-position', pageSize: 2, page: 2 });
    expect(second).toMatchObject({ TotalCount: 3 });
    expect(users(second)).toEqual(byPosition.slice(2));
  });

  it(`refuses to sort more than ${CLIENT_DIRECTORY_POSITION_SORT_LIMIT} clients by position, with the reason`, async () => {
    await addClients(
      t.db.kysely,
      'nbcconsultant',
      Array.from({ length: CLIENT_DIRECTORY_POSITION_SORT_LIMIT }, (_, i) => ({
        first: 'Bulk',
        last: `Client ${i}`,
        username: `nbcbulk${i}`,
      })),
      'nbc',
    );
    expect((await read('nbcconsultant', { sort: 'name' }, NBC_HOST)).TotalCount).toBe(CLIENT_DIRECTORY_POSITION_SORT_LIMIT + 1);
    expectError(await page('nbcconsultant', { sort: '-position' }, NBC_HOST), 400, CLIENT_DIRECTORY_TEXTS.positionSortTooBroad);
    expect((await read('nbcconsultant', { sort: '-position', search: 'client 49' }, NBC_HOST)).TotalCount).toBe(11);
  });

  it('answers a search it has seen from the same matches, and follows any write to the brand made by SQL from elsewhere', async () => {
    const dmo = (await t.db.kysely.selectFrom('white_labels').select('id').where('code', '=', 'dmo').executeTakeFirstOrThrow()).id;
    const version = async () =>
      Number(
        (await t.db.kysely.selectFrom('client_directory_versions').select('version').where('white_label_id', '=', dmo).executeTakeFirst())
          ?.version ?? 0,
      );
    const first = await read('dmohq', { search: 'pager', pageSize: 100 });
    // Asked again, in every order, it is the same answer (sorted in memory as SQL sorts).
    expect(await read('dmohq', { search: 'pager', pageSize: 100 })).toEqual(first);
    expect(users(await read('dmohq', { search: 'pager', sort: '-name', pageSize: 100 }))).toEqual([...users(first)].reverse());
    expect(users(await read('dmohq', { search: 'pager', sort: '-accounts', pageSize: 3 }))).toEqual([
      'dmopager02',
      'dmopager03',
      'dmopager01',
    ]);
    const before = await version();

    // Another node's writes arrive as rows, not as calls to this process: a rename, an account
    // number and a new account are seen at once, with no time-based expiry.
    await t.db.kysely.updateTable('users').set({ last_name: 'Pager 99' }).where('username', '=', 'dmopager01').execute();
    expect(await version()).toBeGreaterThan(before);
    const renamed = users(await read('dmohq', { search: 'pager', pageSize: 100 }));
    expect(renamed.at(-1)).toBe('dmopager01');
    expect(users(await read('dmohq', { search: 'pager 99' }))).toEqual(['dmopager01']);
    expect((await read('dmohq', { search: 'DIR-777' })).TotalCount).toBe(0);
    await t.db.kysely.updateTable('accounts').set({ number: 'DIR-777001' }).where('number', '=', 'DIR-300001').execute();
    expect(users(await read('dmohq', { search: 'DIR-777' }))).toEqual(['dmopager03']);
    await addAccounts(t.db.kysely, 'dmopager05', ['DIR-500001', 'DIR-500002', 'DIR-500003', 'DIR-500004']);
    expect(users(await read('dmohq', { search: 'pager', sort: '-accounts', pageSize: 1 }))).toEqual(['dmopager05']);

    // A write the directory cannot see (an account's other columns, another brand) leaves the version alone.
    const now = await version();
    await t.db.kysely.updateTable('accounts').set({ min_cash_balance: 5 }).where('number', '=', 'DIR-200001').execute();
    await addClients(t.db.kysely, 'nbcconsultant', [{ first: 'Other', last: 'Brand', username: 'nbcotherbrand' }], 'nbc');
    expect(await version()).toBe(now);
    await t.db.kysely.updateTable('users').set({ last_name: 'Pager 01' }).where('username', '=', 'dmopager01').execute();
  });

  it.each(['dmoclient', 'dmoreadonly', 'dmomaster'])('refuses %s with 403', async (who) => {
    expectError(await page(who), 403, MESSAGES.forbiddenRole);
  });

  it('needs a token and refuses a bad sort or page size', async () => {
    expectError(await t.get(URL), 401);
    expectError(await page('dmoconsultant', { sort: 'email' }), 400);
    expectError(await page('dmoconsultant', { pageSize: 101 }), 400);
    expectError(await page('dmoconsultant', { page: 0 }), 400);
  });
});
