import type { FastifyPluginAsync } from 'fastify';
import { data, dataSchema, errorResponses } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { sessionOf } from '../plugins/auth';
import { isClientRole } from '@/engine/session/roles';
import { advisedClientIds } from '../services/users';
import { openMissingDocuments } from '../services/missingDocuments';
import { daysSince, toDayMonthYear } from '../lib/dates';
import { MISSING_DOCUMENT_MIN_ACCOUNT_AGE_DAYS } from '@/engine/constants';

/**
 * The status of an account's missing-document item: `incomplete` while any document is still
 * missing, otherwise `uploaded` (approved documents are not listed at all).
 */
function itemStatus(statuses: string[]): 'incomplete' | 'uploaded' {
  return statuses.includes('incomplete') ? 'incomplete' : 'uploaded';
}

/** Missing documents: a client sees its own; advisers see their clients' accounts of 42 days or more. */
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
      const clientIds = isClientRole(session.role)
        ? [Number(session.nameid)]
        : await advisedClientIds(db, session, request.brand!.whiteLabelId);
      if (!clientIds.length) return data([]);
      const rows = await openMissingDocuments(db, clientIds);
      const adviser = !isClientRole(session.role);
      const byAccount = new Map<number, typeof rows>();
      for (const r of rows) {
        if (adviser && daysSince(r.created_at) < MISSING_DOCUMENT_MIN_ACCOUNT_AGE_DAYS) continue;
        byAccount.set(r.account_id, [...(byAccount.get(r.account_id) ?? []), r]);
      }
      return data(
        [...byAccount.values()].map((docs) => {
          const first = docs[0];
          return {
            Client: {
              ID: first.user_id,
              AccountName: `${first.first_name} ${first.last_name} (${first.number})`,
              AccountNumber: first.number,
              FirstName: first.first_name,
              LastName: first.last_name,
              CreationDate: toDayMonthYear(first.created_at),
            },
            Message: docs.map((d) => d.message).join('; '),
            Status: itemStatus(docs.map((d) => d.status)),
            Documents: docs.map((d) => ({ Id: d.id, DocumentType: d.document_type, Message: d.message, Status: d.status })),
          };
        }),
      );
    },
  );
};
