import fp from 'fastify-plugin';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { clientsOfSubject, recordAudit, type AuditSubjectKind } from '../services/auditTrail';
import { isAuditedAdminRole, type AuditAction } from '@/engine/audit/auditActions';

/** Where a write's subject is in the request: `body.UserInfo.PlatformId`, `query.accountId`, `params.id` (a body array: each element). */
export interface AuditAbout {
  kind: AuditSubjectKind;
  from: 'body' | 'query' | 'params';
  /** A property name, or a dotted path into the body. */
  field: string;
}

/** A write route's word on the audit trail: the act it does (and what it is about), or why it records nothing. */
export type AuditRouteConfig = { action: AuditAction; about?: AuditAbout[] } | { exempt: string };

/** An act waiting for its answer: recorded when the write succeeds, before the answer leaves. */
interface PendingAct {
  action: string;
  actorId: number;
  /** Known for an administrator (the session's role); an adviser acting as a client is looked up. */
  actorRole?: string;
  actingAsClient: boolean;
  clientIds: number[];
  resourceId: string | null;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: AuditRouteConfig;
  }
  interface FastifyInstance {
    /** Every write route ("POST /api/products/addCart") and what it says about the audit trail (undefined: nothing). */
    auditRoutes: Map<string, AuditRouteConfig | undefined>;
  }
  interface FastifyRequest {
    auditPending: PendingAct | null;
    /** The resolver has looked at this request (whether or not it records an act). */
    auditResolved: boolean;
  }
}

/**
 * Route config of a write the trail records: `config: audited('cart.itemsAdded', about('account', 'body', 'AccountId'))`.
 * @param action - the act (AUDIT_ACTIONS)
 * @param about - where the resource the act concerns is named, in order of preference
 */
export const audited = (action: AuditAction, ...aboutList: AuditAbout[]) => ({ audit: { action, about: aboutList } });

/** Route config of a write the trail leaves out, with the reason (the audit test lists it). */
export const notAudited = (reason: string) => ({ audit: { exempt: reason } });

/** The reasons a write route records nothing. */
export const NOT_AUDITED = {
  beforeSession: 'Before a session: nobody acts for a client yet (login, password reset).',
  readsOnly: 'Reads or checks only: nothing is stored.',
  logLine: 'A diagnostic log line of the browser; the log keeps its session and impersonator itself.',
} as const;

/** One place a write's subject is named. */
export const about = (kind: AuditSubjectKind, from: AuditAbout['from'], field: string): AuditAbout => ({ kind, from, field });

/** Lets a handler name what its act concerns when only the handler knows it (a new row's id). */
export function noteAuditSubject(request: FastifyRequest, subject: { clientIds?: number[]; resourceId?: string | number }): void {
  const pending = request.auditPending;
  if (!pending) return;
  // An adviser acting as a client acts for that client only, whatever the handler names.
  if (subject.clientIds && !pending.actingAsClient) pending.clientIds = [...new Set(subject.clientIds)];
  if (subject.resourceId !== undefined) pending.resourceId = String(subject.resourceId);
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const isWrite = (method: RouteOptions['method']) => (Array.isArray(method) ? method : [method]).some((m) => WRITE_METHODS.has(m));

/** The values at `field` of the request's `from` part; a body array gives each element's. */
function valuesAt(request: FastifyRequest, { from, field }: AuditAbout): (number | string)[] {
  const part = request[from];
  const roots = Array.isArray(part) ? part : [part];
  const found: (number | string)[] = [];
  for (const root of roots) {
    let value: unknown = root;
    for (const key of field.split('.')) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'number' || typeof v === 'string') found.push(v);
  }
  return found;
}

/**
 * The audit trail (issue 15 item 5), one hook for every write route: a write that succeeds in a
 * session of an adviser acting as a client ("log in as": the token's `impersonator`) or of an
 * administrator (AUDITED_ADMIN_ROLES) appends a row — who, for whom, what, when, request id, brand.
 * A write route names its act in its config (`audited(...)`) and where its subject is; the subject
 * is resolved to its client before the handler runs (a deleted row is still there), and the row is
 * written when the answer is a success, before it is sent: an acknowledged write has its row (a
 * failed insert turns the answer into a 500). A write route that names nothing is still recorded,
 * under the act `write`.
 */
export const auditPlugin = fp(
  async (app) => {
    const db = app.db.kysely;
    app.decorateRequest('auditPending', null);
    app.decorateRequest('auditResolved', false);

    const resolve = async (request: FastifyRequest) => {
      const session = request.session;
      if (!session) return;
      request.auditResolved = true;
      const actingAsClient = session.impersonator !== undefined && session.impersonator !== null;
      if (!actingAsClient && !isAuditedAdminRole(session.role)) return;
      const config = request.routeOptions.config.audit;
      if (config && 'exempt' in config) return;
      let clientIds: number[] = actingAsClient ? [Number(session.nameid)] : [];
      let resourceId: string | null = null;
      for (const where of config?.about ?? []) {
        const values = valuesAt(request, where);
        if (!values.length) continue;
        resourceId = values.map(String).join(',');
        if (!actingAsClient) clientIds = await clientsOfSubject(db, where.kind, values);
        break;
      }
      const params = request.params as Record<string, unknown> | undefined;
      if (resourceId === null && params && ['string', 'number'].includes(typeof params.id)) resourceId = String(params.id);
      request.auditPending = {
        action: config?.action ?? 'write',
        actorId: Number(actingAsClient ? session.impersonator : session.nameid),
        actorRole: actingAsClient ? undefined : session.role,
        actingAsClient,
        clientIds,
        resourceId,
      };
    };

    // Every write route gets the resolver after its own pre-handlers (the session is known then).
    const routes = new Map<string, AuditRouteConfig | undefined>();
    app.decorate('auditRoutes', routes);
    app.addHook('onRoute', (route) => {
      if (!isWrite(route.method)) return;
      for (const method of Array.isArray(route.method) ? route.method : [route.method])
        routes.set(`${method} ${route.url}`, route.config?.audit);
      const own = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
      route.preHandler = [...own, resolve];
    });

    const record = async (request: FastifyRequest) => {
      // A route that checks its session inside the handler (updatepassword) is resolved now, after the write.
      if (!request.auditResolved && request.session) await resolve(request);
      const pending = request.auditPending;
      if (!pending) return;
      request.auditPending = null;
      await recordAudit(db, {
        ...pending,
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        requestId: String(request.id),
        brand: request.brand?.brand.code ?? request.session?.company ?? '',
      });
    };
    // A callback hook: reads and refusals (most requests) pass straight through, without a promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (reply.statusCode >= 300 || !WRITE_METHODS.has(request.method)) return done(null, payload);
      record(request).then(
        () => done(null, payload),
        (error: Error) => done(error),
      );
    });
  },
  { name: 'audit', dependencies: ['auth'] },
);
