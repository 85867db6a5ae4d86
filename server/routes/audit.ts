import type { FastifyPluginAsync } from 'fastify';
import { apiRef } from '../lib/apiSchemas';
import { badRequest, data, dataSchema, errorResponses, forbidden, MESSAGES } from '../lib/http';
import { sessionOf } from '../plugins/auth';
import { recordAudit, actsOnBehalfOf, clientActs, clientOfAdminBrand } from '../services/auditTrail';
import { accountDataFiles, zipStream } from '../services/accountDataExport';
import { AUDITED_ADMIN_ROLES, AUDIT_PAGE_SIZE, isAuditedAdminRole } from '@/engine/audit/auditActions';
import { CLIENT_ROLES } from '@/engine/session/roles';

interface PageQuery {
  page?: number;
  pageSize?: number;
}

/** Who may download a client's data: the client, or an administrator of the client's brand. */
export const EXPORT_MESSAGES = {
  notWhileActing: 'Only the client or an administrator of the client’s portal may download the client’s data.',
  nameTheClient: 'Name the client whose data you want (clientId).',
  ownDataOnly: 'You can only download your own data.',
} as const;

/**
 * The audit trail the client sees and the personal data export (issue 15 items 5 and 7):
 * GET audit/on-my-behalf — the acts advisers (acting as the client) and administrators did for the
 * signed-in client, newest first, paged;
 * GET audit/client-acts — the same for a client of an administrator's brand, with route, resource and request id;
 * GET account-data/export — everything the platform keeps about a client, as one ZIP of JSON files and
 * the stored documents: a client its own, an administrator a client of the brand (the download is recorded).
 */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  const tags = ['audit'];

  app.get<{ Querystring: PageQuery }>(
    '/audit/on-my-behalf',
    {
      preHandler: [app.authenticate, app.requireRole(...CLIENT_ROLES)],
      schema: {
        tags,
        querystring: apiRef('audit', 'AuditPageQuery'),
        response: { 200: dataSchema(apiRef('audit', 'AuditPage')), ...errorResponses },
      },
    },
    async (request) => {
      const { page = 1, pageSize = AUDIT_PAGE_SIZE } = request.query;
      return data(await actsOnBehalfOf(db, Number(sessionOf(request).nameid), { page, pageSize }));
    },
  );

  app.get<{ Querystring: PageQuery & { clientId: number } }>(
    '/audit/client-acts',
    {
      preHandler: [app.authenticate, app.requireRole(...AUDITED_ADMIN_ROLES)],
      schema: {
        tags,
        querystring: apiRef('audit', 'ClientActsQuery'),
        response: { 200: dataSchema(apiRef('audit', 'ClientActsPage')), ...errorResponses },
      },
    },
    async (request) => {
      const { clientId, page = 1, pageSize = AUDIT_PAGE_SIZE } = request.query;
      await clientOfAdminBrand(db, request.brand!.whiteLabelId, clientId);
      return data(await clientActs(db, clientId, { page, pageSize }));
    },
  );

  app.get<{ Querystring: { clientId?: number } }>(
    '/account-data/export',
    {
      preHandler: [app.authenticate],
      schema: {
        tags,
        querystring: apiRef('audit', 'AccountDataExportQuery'),
        response: { ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const self = Number(session.nameid);
      let clientId: number;
      if ((CLIENT_ROLES as readonly string[]).includes(session.role)) {
        // The right of access is the client's own: an adviser acting as the client does not download it.
        if (session.impersonator !== undefined) throw forbidden(EXPORT_MESSAGES.notWhileActing);
        if (request.query.clientId !== undefined && request.query.clientId !== self) throw forbidden(EXPORT_MESSAGES.ownDataOnly);
        clientId = self;
      } else if (isAuditedAdminRole(session.role)) {
        if (request.query.clientId === undefined) throw badRequest(EXPORT_MESSAGES.nameTheClient);
        clientId = (await clientOfAdminBrand(db, request.brand!.whiteLabelId, request.query.clientId)).id;
      } else {
        throw forbidden(MESSAGES.forbiddenRole);
      }
      const files = await accountDataFiles(db, clientId);
      const username = (files[0].json as { UserName: string }).UserName;
      if (clientId !== self) {
        // Reading a client's whole file is recorded like a write: the client sees who downloaded it.
        await recordAudit(db, {
          actorId: self,
          actorRole: session.role,
          actingAsClient: false,
          clientIds: [clientId],
          action: 'accountData.exported',
          method: request.method,
          route: request.routeOptions.url ?? request.url,
          resourceId: String(clientId),
          requestId: String(request.id),
          brand: request.brand?.brand.code ?? '',
        });
      }
      const fileName = `tessera-data-${username.replace(/[^A-Za-z0-9._-]/g, '_')}-${new Date().toISOString().slice(0, 10)}.zip`;
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(zipStream(files));
    },
  );
};
