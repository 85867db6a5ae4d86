/** @jest-environment node */
import { MESSAGES } from '../../server/lib/http';
import { addDays } from '../../server/lib/dates';
import { NOTIFICATION_TEXTS as T } from '../../src/engine/messages/notificationTexts';
import type { NotificationItem, Notifications } from '../../src/types/generated/api/notifications';
import type { CheckoutType, OrderStatus } from '../../server/db/schema';
import { expectData, expectError, NBC_HOST } from './support/http';
import { dialects, userIdOf, withApp, type AppHandle } from './support/testApp';

const URL = '/api/clients/notifications';

const iso = (daysAgo: number) => addDays(new Date(), -daysAgo).toISOString();

/** The first account of a demo user. */
async function accountOf(t: AppHandle, username: string) {
  const userId = await userIdOf(t.db, username);
  const account = await t.db.kysely
    .selectFrom('accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { userId, account };
}

/** An order of `lines` lines (the product is any one of the catalogue's). */
async function placeOrder(
  t: AppHandle,
  username: string,
  key: string,
  status: OrderStatus,
  checkout: CheckoutType,
  lines: number,
  daysAgo: number,
) {
  const { userId, account } = await accountOf(t, username);
  const product = await t.db.kysely.selectFrom('products').select(['id', 'isin', 'currency']).orderBy('id').executeTakeFirstOrThrow();
  const { id } = await t.db.kysely
    .insertInto('orders')
    .values({
      account_id: account.id,
      user_id: userId,
      impersonator_id: null,
      idempotency_key: key,
      request_hash: key,
      checkout_type: checkout,
      status,
      order_date: iso(daysAgo).slice(0, 10),
      created_at: iso(daysAgo),
      settled_at: null,
      response_json: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let i = 0; i < lines; i += 1)
    await t.db.kysely
      .insertInto('order_lines')
      .values({
        order_id: id,
        account_id: account.id,
        product_id: product.id,
        isin: product.isin,
        transaction_type: 'Purchase',
        trade_option: 'Amount',
        trade_value: 1000,
        units: 10,
        amount: 1000,
        price: 100,
        currency: product.currency,
        cart_id: null,
        cash_rebate_type: null,
        alert_json: null,
        status: status === 'AwaitingSignature' ? 'AwaitingSignature' : status === 'PartlyFilled' ? 'Filled' : status,
        order_date: iso(daysAgo).slice(0, 10),
        filled_units: null,
        filled_price: null,
        filled_amount: null,
        filled_at: null,
        reject_reason: null,
      })
      .execute();
  return { id, number: account.number };
}

/** A completed account opening of a demo user's first account, `daysAgo` days ago. */
async function openedAccount(t: AppHandle, username: string, daysAgo: number) {
  const { userId, account } = await accountOf(t, username);
  const user = await t.db.kysely
    .selectFrom('users')
    .select(['white_label_id', 'consultant_id'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await t.db.kysely
    .insertInto('account_openings')
    .values({
      white_label_id: user.white_label_id,
      client_id: userId,
      created_by: user.consultant_id!,
      impersonator_id: null,
      status: 'Completed',
      last_saved_step: null,
      is_manual: 0,
      is_docusign: 0,
      envelope_id: null,
      account_id: account.id,
      created_at: iso(daysAgo + 1),
      updated_at: iso(daysAgo),
      signing_started_at: null,
      completed_at: iso(daysAgo),
    })
    .execute();
  return account.number;
}

describe.each(dialects)('GET clients/notifications on %s', (dialect) => {
  const t = withApp(dialect);
  const tokens: Record<string, string> = {};
  const read = async (who: string, host?: string) => {
    tokens[who] ??= await t.login(who, host);
    return expectData<Notifications>(await t.get(URL, { token: tokens[who], host }));
  };
  const of = (n: Notifications, kind: NotificationItem['Kind']) => n.Items.filter((i) => i.Kind === kind);
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    numbers.pending = (await placeOrder(t, 'dmoclient', 'n-pending', 'Pending', 'Online', 2, 3)).number;
    await placeOrder(t, 'dmoclient', 'n-awaiting', 'AwaitingSignature', 'Docusign', 1, 2);
    await placeOrder(t, 'dmoclient', 'n-signed', 'Pending', 'Docusign', 1, 1);
    await placeOrder(t, 'dmoclient', 'n-filled', 'Filled', 'Online', 1, 4);
    await placeOrder(t, 'nbcclient', 'n-nbc', 'Pending', 'Online', 1, 1);
    numbers.newAccount = await openedAccount(t, 'dmoclient2', 5);
    await openedAccount(t, 'dmoclient', 31);
    await openedAccount(t, 'nbcclient', 2);
    // dmohq's client has a review due too.
    await t.db.kysely
      .insertInto('due_diligence')
      .values({ user_id: await userIdOf(t.db, 'dmoreadonly'), is_reminder_due: 1, skip_count: 1, last_update: '2024-01-15' })
      .execute();
  });

  it('gives dmoconsultant each kind for its own clients, with the action to take, and counts per kind', async () => {
    const n = await read('dmoconsultant');
    const dmoclient2 = await userIdOf(t.db, 'dmoclient2');
    const dmoclient = await userIdOf(t.db, 'dmoclient');

    const [missing] = of(n, 'MissingDocuments');
    expect(of(n, 'MissingDocuments')).toHaveLength(1);
    expect(missing).toMatchObject({
      ClientId: dmoclient2,
      ClientName: 'Sofia Brandt',
      Action: 'OpenMissingDocuments',
      ActionLabel: T.actions.missingDocuments,
    });
    expect(missing.Text).toContain('Know Your Customer form is missing');

    expect(of(n, 'DueDiligence')).toEqual([
      expect.objectContaining({
        ClientId: dmoclient2,
        Date: null,
        Text: T.dueDiligenceNever,
        Action: 'LoginAs',
        ActionLabel: T.actions.dueDiligence,
      }),
    ]);

    const pending = of(n, 'PendingOrder');
    expect(pending.map((p) => p.ClientId)).toEqual([dmoclient, dmoclient]);
    // Newest first: the order waiting for a signature (2 days ago), then the one placed 3 days ago.
    expect(pending[0].Text).toContain("awaiting the client's signature");
    expect(pending[1]).toMatchObject({ AccountNumber: numbers.pending, Action: 'LoginAs', ActionLabel: T.actions.loginAs });
    expect(pending[1].Text).toMatch(/^Order of 2 lines placed on \d\d\/\d\d\/\d{4}, awaiting processing\.$/);

    const signed = of(n, 'SignedOrder');
    expect(signed).toHaveLength(1);
    expect(signed[0].Text).toContain('signed and awaiting processing');

    // Only the opening of 5 days ago is new (30 days); the one of 31 days ago is not.
    expect(of(n, 'NewAccount')).toEqual([
      expect.objectContaining({ ClientId: dmoclient2, AccountNumber: numbers.newAccount, Action: 'LoginAs' }),
    ]);

    expect(n.Counts).toEqual({ MissingDocuments: 1, DueDiligence: 1, PendingOrder: 2, SignedOrder: 1, NewAccount: 1 });
    expect(n.Total).toBe(6);
    // Grouped by kind in the modal's order.
    expect(n.Items.map((i) => i.Kind)).toEqual([
      'MissingDocuments',
      'DueDiligence',
      'PendingOrder',
      'PendingOrder',
      'SignedOrder',
      'NewAccount',
    ]);
    expect(new Set(n.Items.map((i) => i.Id)).size).toBe(n.Items.length);
  });

  it("gives dmohq only its own client's review, none of dmoconsultant's clients", async () => {
    const n = await read('dmohq');
    expect(n.Items).toEqual([
      expect.objectContaining({
        Kind: 'DueDiligence',
        ClientName: 'Rafael Okafor',
        Date: '2024-01-15',
        Text: T.dueDiligenceSince('15/01/2024'),
      }),
    ]);
    expect(n.Total).toBe(1);
  });

  it.each(['dmoadmin', 'dmoowner'])('gives %s every client of the brand and nothing of another brand', async (who) => {
    const n = await read(who);
    expect(n.Counts).toEqual({ MissingDocuments: 1, DueDiligence: 2, PendingOrder: 2, SignedOrder: 1, NewAccount: 1 });
    const nbcclient = await userIdOf(t.db, 'nbcclient');
    expect(n.Items.some((i) => i.ClientId === nbcclient)).toBe(false);
  });

  it("gives nbcconsultant on its brand only nbcclient's order and new account", async () => {
    const n = await read('nbcconsultant', NBC_HOST);
    expect(n.Items.map((i) => [i.Kind, i.ClientName])).toEqual([
      ['PendingOrder', 'Thomas Ashdown'],
      ['NewAccount', 'Thomas Ashdown'],
    ]);
  });

  it.each(['dmoclient', 'dmoreadonly', 'dmomaster', 'dmocompliance'])('refuses %s with 403', async (who) => {
    expectError(await t.get(URL, { token: await t.login(who) }), 403, MESSAGES.forbiddenRole);
  });

  it('needs a token', async () => {
    expectError(await t.get(URL), 401);
  });
});
