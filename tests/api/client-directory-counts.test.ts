/** @jest-environment node */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import type { ClientDirectoryPage } from '../../src/types/generated/api/clients';
import { expectData } from './support/http';
import { dialects, withApp } from './support/testApp';

const URL = '/api/clients/directory';
/** Concurrency on PostgreSQL takes several pooled connections at once; room for a busy machine. */
const SLOW_MS = 60_000;

/**
 * What the directory's maintained tables (migration 022) must hold, computed from users and
 * accounts: clients per brand and consultant, and one client_search row per user.
 */
async function expectTablesFollowUsers(db: Kysely<Database>) {
  const truth = await sql<{ white_label_id: number; consultant_key: number; n: number }>`
    select white_label_id, coalesce(consultant_id, 0) as consultant_key, count(*) as n
      from users where role in ('client', 'clientreadonly') group by white_label_id, coalesce(consultant_id, 0)`.execute(db);
  const counts = await db.selectFrom('client_counts').selectAll().where('clients', '<>', 0).execute();
  const key = (r: { white_label_id: number; consultant_key: number }) => `${r.white_label_id}/${r.consultant_key}`;
  expect(new Map(counts.map((r) => [key(r), Number(r.clients)]))).toEqual(new Map(truth.rows.map((r) => [key(r), Number(r.n)])));
  const mismatched = await sql<{ id: number }>`
    select u.id from users u
      left join client_search s on s.user_id = u.id
      left join (select user_id, count(*) as n from accounts group by user_id) a on a.user_id = u.id
     where s.user_id is null or s.white_label_id <> u.white_label_id
        or coalesce(s.consultant_id, 0) <> coalesce(u.consultant_id, 0)
        or s.client <> case when u.role in ('client', 'clientreadonly') then 1 else 0 end
        or s.last_name <> u.last_name or s.first_name <> u.first_name or s.accounts <> coalesce(a.n, 0)
        or s.search_text <> lower(u.first_name || ' ' || u.last_name || ' ' || u.username || ' ' || u.email)`.execute(db);
  expect(mismatched.rows).toEqual([]);
  const orphans = await sql<{
    n: number;
  }>`select count(*) as n from client_search s where not exists (select 1 from users u where u.id = s.user_id)`.execute(db);
  expect(Number(orphans.rows[0].n)).toBe(0);
}

describe.each(dialects)('the client directory counts and search rows follow every write on %s', (dialect) => {
  const t = withApp(dialect);
  const tokens: Record<string, string> = {};
  const read = async (who: string, query: Record<string, string | number> = {}) => {
    tokens[who] ??= await t.login(who);
    return expectData<ClientDirectoryPage>(await t.get(URL, { token: tokens[who], query }));
  };
  const idOf = async (username: string, db = t.db.kysely) =>
    (await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
  /** Inserts clients copied from dmoclient for `consultant` (one statement). */
  const addClients = async (consultant: string, usernames: string[], db = t.db.kysely) => {
    const { id: _id, ...template } = await db.selectFrom('users').selectAll().where('username', '=', 'dmoclient').executeTakeFirstOrThrow();
    const consultantId = await idOf(consultant, db);
    await db
      .insertInto('users')
      .values(
        usernames.map((username) => ({
          ...template,
          username,
          first_name: 'Counted',
          last_name: `Client ${username}`,
          email: `${username}@counts.example.test`,
          boston_id: `CNT-${username}`,
          consultant_id: consultantId,
        })),
      )
      .execute();
  };
  const addAccount = async (username: string, number: string) => {
    const { id: _id, ...template } = await t.db.kysely
      .selectFrom('accounts')
      .selectAll()
      .where('number', '=', 'DMO-100101')
      .executeTakeFirstOrThrow();
    await t.db.kysely
      .insertInto('accounts')
      .values({ ...template, number, user_id: await idOf(username) })
      .execute();
  };

  it('starts from the demo seed: the totals are the clients each adviser has', async () => {
    await expectTablesFollowUsers(t.db.kysely);
    expect((await read('dmoconsultant')).TotalCount).toBe(3);
    expect((await read('dmoadmin')).TotalCount).toBe(4);
  });

  it('counts a new client, a client moved to another consultant, a role change and a removed client', async () => {
    await addClients('dmoconsultant', ['dmocount1']);
    expect((await read('dmoconsultant')).TotalCount).toBe(4);
    expect((await read('dmoadmin')).TotalCount).toBe(5);
    const before = (await read('dmohq')).TotalCount;

    await t.db.kysely
      .updateTable('users')
      .set({ consultant_id: await idOf('dmohq') })
      .where('username', '=', 'dmocount1')
      .execute();
    expect((await read('dmoconsultant')).TotalCount).toBe(3);
    expect((await read('dmohq')).TotalCount).toBe(before + 1);
    expect((await read('dmohq', { search: 'dmocount1' })).Clients.map((c) => c.UserName)).toEqual(['dmocount1']);
    expect((await read('dmoconsultant', { search: 'dmocount1' })).TotalCount).toBe(0);
    expect((await read('dmoadmin')).TotalCount).toBe(5);

    // A read-only client is still a client; a user made a consultant leaves the directory.
    await t.db.kysely.updateTable('users').set({ role: 'clientreadonly' }).where('username', '=', 'dmocount1').execute();
    expect((await read('dmohq')).TotalCount).toBe(before + 1);
    await t.db.kysely.updateTable('users').set({ role: 'consultant' }).where('username', '=', 'dmocount1').execute();
    expect((await read('dmohq')).TotalCount).toBe(before);
    expect((await read('dmoadmin', { search: 'dmocount1' })).TotalCount).toBe(0);
    await t.db.kysely.updateTable('users').set({ role: 'client' }).where('username', '=', 'dmocount1').execute();
    expect((await read('dmoadmin', { search: 'dmocount1' })).TotalCount).toBe(1);

    await t.db.kysely.deleteFrom('users').where('username', '=', 'dmocount1').execute();
    expect((await read('dmohq')).TotalCount).toBe(before);
    expect((await read('dmoadmin')).TotalCount).toBe(4);
    await expectTablesFollowUsers(t.db.kysely);
  });

  it('searches the new name after a rename, and sorts by the accounts added since', async () => {
    await addClients('dmoconsultant', ['dmorename']);
    await t.db.kysely.updateTable('users').set({ last_name: 'Quillfeather' }).where('username', '=', 'dmorename').execute();
    expect((await read('dmoconsultant', { search: 'quillfeather' })).Clients.map((c) => c.UserName)).toEqual(['dmorename']);
    expect((await read('dmoconsultant', { search: 'client dmorename' })).TotalCount).toBe(0);
    // A password change touches no directory column and changes nothing.
    await t.db.kysely.updateTable('users').set({ password_hash: 'x' }).where('username', '=', 'dmorename').execute();
    expect((await read('dmoconsultant')).TotalCount).toBe(4);

    for (const n of [1, 2, 3, 4]) await addAccount('dmorename', `CNT-90000${n}`);
    const most = await read('dmoconsultant', { sort: '-accounts' });
    expect(most.Clients[0]).toMatchObject({ UserName: 'dmorename' });
    expect(most.Clients[0].AccountInformation).toHaveLength(4);
    expect((await read('dmoconsultant', { search: 'cnt-900003' })).Clients.map((c) => c.UserName)).toEqual(['dmorename']);
    await t.db.kysely.deleteFrom('accounts').where('number', 'in', ['CNT-900001', 'CNT-900002', 'CNT-900003']).execute();
    await expectTablesFollowUsers(t.db.kysely);
    await t.db.kysely.deleteFrom('accounts').where('number', '=', 'CNT-900004').execute();
    await t.db.kysely.deleteFrom('users').where('username', '=', 'dmorename').execute();
    expect((await read('dmoconsultant')).TotalCount).toBe(3);
  });

  it('follows statements that write many rows at once', async () => {
    const many = Array.from({ length: 40 }, (_, i) => `dmobulk${String(i).padStart(2, '0')}`);
    await addClients('dmoconsultant', many);
    expect((await read('dmoconsultant')).TotalCount).toBe(43);
    const hq = await idOf('dmohq');
    const hqBefore = (await read('dmohq')).TotalCount;
    await t.db.kysely.updateTable('users').set({ consultant_id: hq }).where('username', 'like', 'dmobulk1%').execute();
    expect((await read('dmoconsultant')).TotalCount).toBe(33);
    expect((await read('dmohq')).TotalCount).toBe(hqBefore + 10);
    await expectTablesFollowUsers(t.db.kysely);
    await t.db.kysely.deleteFrom('users').where('username', 'like', 'dmobulk%').execute();
    expect((await read('dmoconsultant')).TotalCount).toBe(3);
    expect((await read('dmohq')).TotalCount).toBe(hqBefore);
    await expectTablesFollowUsers(t.db.kysely);
  });

  it(
    'stays exact under concurrent writers: clients created, moved and given accounts at the same time',
    async () => {
      const names = Array.from({ length: 24 }, (_, i) => `dmoconc${String(i).padStart(2, '0')}`);
      // Each insert its own transaction; on PostgreSQL they run on several pooled connections at once.
      await Promise.all(names.map((name) => t.db.kysely.transaction().execute((trx) => addClients('dmoconsultant', [name], trx))));
      const hq = await idOf('dmohq');
      const consultant = await idOf('dmoconsultant');
      await Promise.all(
        names.flatMap((name, i) => [
          // Moved back and forth: an even number of moves for even i leaves it with dmoconsultant.
          t.db.kysely.transaction().execute(async (trx) => {
            await trx.updateTable('users').set({ consultant_id: hq }).where('username', '=', name).execute();
            if (i % 2 === 0) await trx.updateTable('users').set({ consultant_id: consultant }).where('username', '=', name).execute();
          }),
          t.db.kysely.transaction().execute(async (trx) => {
            const { id: _id, ...template } = await trx
              .selectFrom('accounts')
              .selectAll()
              .where('number', '=', 'DMO-100101')
              .executeTakeFirstOrThrow();
            const user = await trx.selectFrom('users').select('id').where('username', '=', name).executeTakeFirstOrThrow();
            await trx
              .insertInto('accounts')
              .values({ ...template, number: `CONC-${name}`, user_id: user.id })
              .execute();
          }),
        ]),
      );
      await expectTablesFollowUsers(t.db.kysely);
      expect((await read('dmoconsultant')).TotalCount).toBe(3 + 12);
    },
    SLOW_MS,
  );
});
