import type { FastifyPluginAsync } from 'fastify';
import { data, dataSchema, errorResponses } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { sessionOf } from '../plugins/auth';
import { isClientRole } from '@/engine/session/roles';
import { advisedClientIds } from '../services/users';
import { missingDocumentItems } from '../services/missingDocuments';

/**
 * Missing documents: a client sees its own (approved ones too); advisers see their clients' accounts
 * of 42 days or more with something not approved. Uploads, files and the review: missingDocumentUploads.ts.
 */
export const complianceRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/missing-documents',
    {
      preHandler: [app.authenticate, app.requireRole('client', 'clientreadonly', 'consultant', 'whitelabeladmin', 'ownerofbusiness')],
      schema: {
        tags: ['compliance'],
        response: { 200: dataSchema({ type: 'array', items: apiRef('compliance', 'MissingDocumentItem') }), ...errorResponses },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const client = isClientRole(session.role);
      const clientIds = client ? [Number(session.nameid)] : await advisedClientIds(db, session, request.brand!.whiteLabelId);
      return data(await missingDocumentItems(db, clientIds, client ? 'client' : 'adviser'));
    },
  );
};
