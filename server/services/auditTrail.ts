import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { forbidden, notFound } from '../lib/http';
import { fullName } from './users';
import { AUDIT_ROLE_LABELS, STAFF_ROLE_LABELS, describeAuditAction } from '@/engine/audit/auditActions';
import type { AuditEntry, AuditPage, ClientActEntry, ClientActsPage } from '@/types/generated/api/audit';

/**
 * What a write is about, as a route declares it: where the resource's id is in the request and what
 * kind of thing it names, so the trail can say for which client the act was done.
 * - `client`: a client's user id; `clients`: client user ids given by their Boston ids;
 * - `account`: an account (its owner); `opening`: an account opening (its client, once it has one);
 * - `openingDocument`: a document of an opening; `missingDocument`: a missing-document item (its client);
 * - `nonPlatformHolding`: a holding held elsewhere (its account's owner); `cartItem`: a cart item (its account's owner);
 * - `resource`: a row that is the actor's own or names no client (a watchlist item): its id only.
 */
export type AuditSubjectKind =
  'resource' | 'client' | 'clients' | 'account' | 'opening' | 'openingDocument' | 'missingDocument' | 'nonPlatformHolding' | 'cartItem';

/** The most subjects of one request resolved to clients (a body may name more; they are not looked up). */
export const AUDIT_SUBJECTS_MAX = 500;

/** The clients a subject of `kind` with `ids` belongs to (none when the rows are gone or have no client yet). */
export async function clientsOfSubject(db: Kysely<Database>, kind: AuditSubjectKind, given: (number | string)[]): Promise<number[]> {
  // A request names a few; the bound keeps a query's parameters far below PostgreSQL's limit whatever a body holds.
  const ids = given.slice(0, AUDIT_SUBJECTS_MAX);
  const numbers = ids.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647);
  let rows: { id: number | null }[] = [];
  if (kind === 'resource') return [];
  if (kind === 'clients') {
    const texts = ids.map(String);
    if (!texts.length) return [];
    rows = await db.selectFrom('users').select('id').where('boston_id', 'in', texts).execute();
  } else if (!numbers.length) {
    return [];
  } else if (kind === 'client') {
    rows = await db.selectFrom('users').select('id').where('id', 'in', numbers).where('role', 'in', ['client', 'clientreadonly']).execute();
  } else if (kind === 'account') {
    rows = await db.selectFrom('accounts').select('user_id as id').where('id', 'in', numbers).execute();
  } else if (kind === 'opening') {
    rows = await db.selectFrom('account_openings').select('client_id as id').where('id', 'in', numbers).execute();
  } else if (kind === 'openingDocument') {
    rows = await db
      .selectFrom('account_opening_documents as d')
      .innerJoin('account_openings as o', 'o.id', 'd.opening_id')
      .select('o.client_id as id')
      .where('d.id', 'in', numbers)
      .execute();
  } else if (kind === 'missingDocument') {
    rows = await db.selectFrom('missing_documents').select('user_id as id').where('id', 'in', numbers).execute();
  } else if (kind === 'nonPlatformHolding') {
    rows = await db
      .selectFrom('non_platform_holdings as h')
      .innerJoin('accounts as a', 'a.id', 'h.account_id')
      .select('a.user_id as id')
      .where('h.id', 'in', numbers)
      .execute();
  } else {
    rows = await db
      .selectFrom('cart_items as c')
      .innerJoin('accounts as a', 'a.id', 'c.account_id')
      .select('a.user_id as id')
      .where('c.id', 'in', numbers)
      .execute();
  }
  return [...new Set(rows.map((r) => r.id).filter((id): id is number => id !== null))];
}

/** One act to record: the same act for each of `clientIds` (one row each), or one row without a client. */
export interface AuditRecord {
  actorId: number;
  /** The actor's role; for an adviser acting as a client, read from the database when not given. */
  actorRole?: string;
  actingAsClient: boolean;
  clientIds: number[];
  action: string;
  method: string;
  route: string;
  resourceId: string | null;
  requestId: string;
  brand: string;
  at?: string;
}

/**
 * Appends an act to the audit trail (the table refuses changes: this is the only write of it).
 * @returns the number of rows written
 */
export async function recordAudit(db: Kysely<Database>, record: AuditRecord): Promise<number> {
  let role = record.actorRole;
  if (!role) {
    const actor = await db.selectFrom('users').select('role').where('id', '=', record.actorId).executeTakeFirst();
    role = actor?.role ?? 'unknown';
  }
  const at = record.at ?? new Date().toISOString();
  const base = {
    at,
    actor_id: record.actorId,
    actor_role: role,
    acting_as_client: record.actingAsClient ? 1 : 0,
    action: record.action,
    method: record.method,
    route: record.route,
    resource_id: record.resourceId,
    request_id: record.requestId,
    brand: record.brand,
  };
  const clients: (number | null)[] = record.clientIds.length ? record.clientIds : [null];
  await db
    .insertInto('audit_trail')
    .values(clients.map((client_id) => ({ ...base, client_id })))
    .execute();
  return clients.length;
}

/** A page of a client's acts: newest first. */
export interface AuditPageRequest {
  page: number;
  pageSize: number;
}

function clientActsQuery(db: Kysely<Database>, clientId: number) {
  return db.selectFrom('audit_trail as t').innerJoin('users as u', 'u.id', 't.actor_id').where('t.client_id', '=', clientId);
}

async function pageOfActs(db: Kysely<Database>, clientId: number, { page, pageSize }: AuditPageRequest) {
  const [rows, total] = await Promise.all([
    clientActsQuery(db, clientId)
      .select([
        't.id',
        't.at',
        't.actor_id',
        't.actor_role',
        't.acting_as_client',
        't.action',
        't.method',
        't.route',
        't.resource_id',
        't.request_id',
        'u.first_name',
        'u.last_name',
      ])
      .orderBy('t.id', 'desc')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
    clientActsQuery(db, clientId)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

type ActRow = Awaited<ReturnType<typeof pageOfActs>>['rows'][number];

const entryOf = (r: ActRow): AuditEntry => ({
  Id: Number(r.id),
  Date: r.at,
  By: fullName(r),
  ByRole: AUDIT_ROLE_LABELS[r.actor_role] ?? r.actor_role,
  ActingAsYou: r.acting_as_client === 1,
  Action: r.action,
  Description: describeAuditAction(r.action),
});

/** "Done on your behalf": the acts others did for the client `clientId`, newest first. */
export async function actsOnBehalfOf(db: Kysely<Database>, clientId: number, request: AuditPageRequest): Promise<AuditPage> {
  const { rows, total } = await pageOfActs(db, clientId, request);
  return { Entries: rows.map(entryOf), TotalCount: total, Page: request.page, PageSize: request.pageSize };
}

/** The client an administrator asks about: a client of the administrator's brand (404 when there is none, 403 in another brand). */
export async function clientOfAdminBrand(db: Kysely<Database>, whiteLabelId: number, clientId: number) {
  const client = await db
    .selectFrom('users')
    .select(['id', 'white_label_id', 'role', 'username', 'first_name', 'last_name'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!client || !['client', 'clientreadonly'].includes(client.role)) throw notFound(AUDIT_MESSAGES.noSuchClient);
  if (client.white_label_id !== whiteLabelId) throw forbidden(AUDIT_MESSAGES.otherBrand);
  return client;
}

/** An administrator's list of a client's acts: the client's view with the route, resource and request id. */
export async function clientActs(db: Kysely<Database>, clientId: number, request: AuditPageRequest): Promise<ClientActsPage> {
  const { rows, total } = await pageOfActs(db, clientId, request);
  const entries: ClientActEntry[] = rows.map((r) => ({
    ...entryOf(r),
    ByRole: STAFF_ROLE_LABELS[r.actor_role] ?? r.actor_role,
    ByUserId: r.actor_id,
    Method: r.method,
    Route: r.route,
    ResourceId: r.resource_id,
    RequestId: r.request_id,
  }));
  return { Entries: entries, TotalCount: total, Page: request.page, PageSize: request.pageSize, ClientId: clientId };
}

/** Every act recorded for a client, oldest first (the data export). */
export function allActsOf(db: Kysely<Database>, clientId: number) {
  return clientActsQuery(db, clientId)
    .select(['t.id', 't.at', 't.actor_role', 't.acting_as_client', 't.action', 't.resource_id', 'u.first_name', 'u.last_name'])
    .orderBy('t.id')
    .execute();
}

/** The audit trail's refusals. */
export const AUDIT_MESSAGES = {
  noSuchClient: 'There is no such client.',
  otherBrand: 'This client belongs to another portal.',
} as const;
