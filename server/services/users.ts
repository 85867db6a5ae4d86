import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden, MESSAGES } from '../lib/http';
import { isBrandAdminRole } from '@/engine/session/roles';
import type { SessionClaims } from '../plugins/auth';

/** Full name as shown in lists and toolbars. */
export const fullName = (u: { first_name: string; last_name: string }) => `${u.first_name} ${u.last_name}`;

/**
 * The client a session may act on: a client acts on itself; a consultant on its own clients;
 * a brand admin or owner on any client of its brand. Anything else is a 403.
 */
export async function clientForSession(db: Kysely<Database>, session: SessionClaims, clientId?: number) {
  const selfId = Number(session.nameid);
  const targetId = clientId ?? selfId;
  const client = await db.selectFrom('users').selectAll().where('id', '=', targetId).executeTakeFirst();
  if (!client || !['client', 'clientreadonly'].includes(client.role)) throw forbidden(MESSAGES.notYourClient);
  if (targetId === selfId) return client;
  const me = await db.selectFrom('users').select(['id', 'white_label_id', 'role']).where('id', '=', selfId).executeTakeFirst();
  if (!me || me.white_label_id !== client.white_label_id) throw forbidden(MESSAGES.notYourClient);
  if (session.role === 'consultant' && client.consultant_id === me.id) return client;
  if (isBrandAdminRole(session.role)) return client;
  throw forbidden(MESSAGES.notYourClient);
}

/** The clients an adviser session sees: a consultant its own, an admin or owner the whole brand. */
export function advisedClientsQuery(db: Kysely<Database>, session: SessionClaims, whiteLabelId: number) {
  let q = db.selectFrom('users').where('white_label_id', '=', whiteLabelId).where('role', 'in', ['client', 'clientreadonly']);
  if (!isBrandAdminRole(session.role)) q = q.where('consultant_id', '=', Number(session.nameid));
  return q;
}

/** An account the session may read: its own, or one of a client it advises. */
export async function accountForSession(db: Kysely<Database>, session: SessionClaims, accountId: number) {
  const account = await db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
  if (!account) throw forbidden(MESSAGES.notYourAccount);
  try {
    await clientForSession(db, session, account.user_id);
  } catch {
    throw forbidden(MESSAGES.notYourAccount);
  }
  return account;
}

/**
 * The user a login name belongs to (names are stored lower-case); only within the brand when
 * `whiteLabelId` is given.
 */
export function userByUsername(db: Kysely<Database>, username: string, whiteLabelId?: number) {
  let q = db.selectFrom('users').selectAll().where('username', '=', username.toLowerCase());
  if (whiteLabelId !== undefined) q = q.where('white_label_id', '=', whiteLabelId);
  return q.executeTakeFirst();
}

/** A user the session has already proved exists (its own user): a missing row is a server error. */
export function userById(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

/** A user's name, e.g. a client's consultant's for the toolbar. */
export function userNameOf(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst();
}

/** The names of several users by id (the consultants of an adviser's book). */
export async function userNamesOf(db: Kysely<Database>, userIds: number[]) {
  return userIds.length ? db.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', userIds).execute() : [];
}

/** A client's name and Boston id, as printed on its documents. */
export function clientIdentityOf(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select(['first_name', 'last_name', 'boston_id']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The ids of the clients an adviser session sees (see advisedClientsQuery). */
export async function advisedClientIds(db: Kysely<Database>, session: SessionClaims, whiteLabelId: number): Promise<number[]> {
  return (await advisedClientsQuery(db, session, whiteLabelId).select('id').execute()).map((c) => c.id);
}
