import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SessionClaims } from '../plugins/auth';
import { addDays, isoDate } from '../lib/dates';
import { advisedClientsQuery, fullName, userNamesOf } from './users';
import { missingDocumentItems } from './missingDocuments';
import { formatIsoDate } from '@/engine/format/formatIsoDate';
import { NEW_ACCOUNT_DAYS, NOTIFICATION_KINDS, NOTIFICATION_TEXTS as T } from '@/engine/messages/notificationTexts';
import type { NotificationCounts, NotificationItem, Notifications } from '@/types/generated/api/notifications';

/** 'dd-mm-yyyy' (the missing-documents answer's CreationDate) → 'yyyy-mm-dd'. */
const fromDayMonthYear = (dmy: string) => dmy.split('-').reverse().join('-');

/** Newest first; an item without a date last. */
const byDateDesc = (a: NotificationItem, b: NotificationItem) => (b.Date ?? '').localeCompare(a.Date ?? '');

/**
 * GET clients/notifications: what the session's clients need from their adviser (a consultant's own
 * clients; the whole brand's for whitelabeladmin and ownerofbusiness, as advisedClientsQuery says):
 * accounts with documents outstanding (the adviser's missing-documents rule: items not uploaded yet,
 * accounts of 42 days or more), due-diligence reviews due, orders placed and not processed (or
 * waiting for the client's signature), DocuSign orders signed and not processed, and account
 * openings completed in the last NEW_ACCOUNT_DAYS days. Grouped by kind, newest first in each.
 */
export async function notificationsOf(
  db: Kysely<Database>,
  session: SessionClaims,
  whiteLabelId: number,
  today: Date = new Date(),
): Promise<Notifications> {
  // The session's clients as a subquery: a brand of 100,000 clients is never sent as a list of ids.
  const clients = () => advisedClientsQuery(db, session, whiteLabelId).select('users.id');
  const items: Omit<NotificationItem, 'ClientName'>[] = [];
  const item = (x: Omit<NotificationItem, 'ClientName'>) => items.push(x);

  // Only the few clients with an item outstanding go through the missing-documents rule.
  const withMissing = await db
    .selectFrom('missing_documents')
    .select('user_id')
    .distinct()
    .where('user_id', 'in', clients())
    .where('status', '=', 'incomplete')
    .execute();
  const ids = withMissing.map((r) => r.user_id);
  for (const m of ids.length ? await missingDocumentItems(db, ids, 'adviser', today) : []) {
    if (m.Status !== 'incomplete') continue;
    const outstanding = m.Documents.filter((d) => d.Status === 'incomplete').map((d) => d.Message);
    item({
      Id: `MissingDocuments-${m.Documents[0].Id}`,
      Kind: 'MissingDocuments',
      ClientId: m.Client.ID,
      AccountNumber: m.Client.AccountNumber,
      Date: fromDayMonthYear(m.Client.CreationDate),
      Text: T.missingDocuments(outstanding.join('; ')),
      Action: 'OpenMissingDocuments',
      ActionLabel: T.actions.missingDocuments,
    });
  }

  const due = await db
    .selectFrom('due_diligence')
    .select(['user_id', 'last_update'])
    .where('user_id', 'in', clients())
    .where('is_reminder_due', '=', 1)
    .execute();
  for (const d of due)
    item({
      Id: `DueDiligence-${d.user_id}`,
      Kind: 'DueDiligence',
      ClientId: d.user_id,
      AccountNumber: null,
      Date: d.last_update,
      Text: d.last_update ? T.dueDiligenceSince(formatIsoDate(d.last_update)) : T.dueDiligenceNever,
      Action: 'LoginAs',
      ActionLabel: T.actions.dueDiligence,
    });

  const orders = await db
    .selectFrom('orders')
    .innerJoin('accounts', 'accounts.id', 'orders.account_id')
    .select(['orders.id', 'orders.user_id', 'orders.status', 'orders.checkout_type', 'orders.created_at', 'accounts.number'])
    .where('orders.user_id', 'in', clients())
    .where('orders.status', 'in', ['Pending', 'AwaitingSignature'])
    .execute();
  const lineCounts = new Map<number, number>();
  if (orders.length) {
    const lines = await db
      .selectFrom('order_lines')
      .select('order_id')
      .where(
        'order_id',
        'in',
        orders.map((o) => o.id),
      )
      .execute();
    for (const l of lines) lineCounts.set(l.order_id, (lineCounts.get(l.order_id) ?? 0) + 1);
  }
  for (const o of orders) {
    // A DocuSign order turns Pending once its envelope is signed (orderSigning.ts).
    const signed = o.checkout_type === 'Docusign' && o.status === 'Pending';
    const lines = lineCounts.get(o.id) ?? 0;
    const placed = formatIsoDate(o.created_at);
    item({
      Id: `Order-${o.id}`,
      Kind: signed ? 'SignedOrder' : 'PendingOrder',
      ClientId: o.user_id,
      AccountNumber: o.number,
      Date: o.created_at,
      Text: signed
        ? T.signedOrder(lines, placed)
        : o.status === 'AwaitingSignature'
          ? T.awaitingSignature(lines, placed)
          : T.pendingOrder(lines, placed),
      Action: 'LoginAs',
      ActionLabel: T.actions.loginAs,
    });
  }

  const opened = await db
    .selectFrom('account_openings')
    .innerJoin('accounts', 'accounts.id', 'account_openings.account_id')
    .select(['account_openings.id', 'account_openings.client_id', 'account_openings.completed_at', 'accounts.number'])
    .where('account_openings.white_label_id', '=', whiteLabelId)
    .where('account_openings.status', '=', 'Completed')
    .where('account_openings.client_id', 'in', clients())
    .where('account_openings.completed_at', '>=', isoDate(addDays(today, -NEW_ACCOUNT_DAYS)))
    .execute();
  for (const a of opened)
    item({
      Id: `NewAccount-${a.id}`,
      Kind: 'NewAccount',
      ClientId: a.client_id!,
      AccountNumber: a.number,
      Date: a.completed_at,
      Text: T.newAccount(formatIsoDate(a.completed_at)),
      Action: 'LoginAs',
      ActionLabel: T.actions.loginAs,
    });

  const names = new Map((await userNamesOf(db, [...new Set(items.map((i) => i.ClientId))])).map((u) => [u.id, fullName(u)]));
  const named: NotificationItem[] = items.map((i) => ({ ...i, ClientName: names.get(i.ClientId) ?? '' }));
  const Counts = Object.fromEntries(
    NOTIFICATION_KINDS.map((k) => [k, named.filter((i) => i.Kind === k).length]),
  ) as unknown as NotificationCounts;
  const Items = NOTIFICATION_KINDS.flatMap((k) => named.filter((i) => i.Kind === k).sort(byDateDesc));
  return { Items, Counts, Total: Items.length };
}
