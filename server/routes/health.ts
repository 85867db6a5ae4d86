import type { FastifyPluginAsync } from 'fastify';
import { data, dataSchema, messageSchema } from '../lib/http';
import { apiRef } from '../lib/apiSchemas';
import { databaseReadiness, READINESS_MESSAGES } from '../services/health';

/**
 * Liveness and readiness (issue 15 item 1), public and on any host (a load balancer asks by address):
 * GET health answers while the process lives, without touching the database; GET ready answers 200 only
 * when the database answers and is migrated, else 503 with the reason — and 503 once the process is shutting
 * down, while it finishes the requests in hand (plugins/lifecycle.ts).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['operations'], security: [], response: { 200: dataSchema(apiRef('health', 'Health')) } } },
    async () => data({ Status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['operations'],
        security: [],
        response: { 200: dataSchema(apiRef('health', 'Ready')), 503: messageSchema },
      },
    },
    async (_request, reply) => {
      if (app.lifecycle.closing) return reply.status(503).send({ Message: READINESS_MESSAGES.shuttingDown });
      const readiness = await databaseReadiness(app.db);
      if (!readiness.ready) return reply.status(503).send({ Message: readiness.message });
      return data({ Status: 'ready' as const, Migrations: readiness.migrations });
    },
  );
};
