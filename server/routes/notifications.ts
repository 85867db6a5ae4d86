import type { FastifyPluginAsync } from 'fastify';
import { apiRef } from '../lib/apiSchemas';
import { data, dataSchema, errorResponses } from '../lib/http';
import { sessionOf } from '../plugins/auth';
import { notificationsOf } from '../services/notifications';

/**
 * GET clients/notifications: the Notifications modal's items (portal-shell §6, compliance §6) for
 * consultant, whitelabeladmin and ownerofbusiness only; what each sees is services/notifications.ts.
 */
export const notificationRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;
  app.get(
    '/clients/notifications',
    {
      preHandler: [app.authenticate, app.requireRole('consultant', 'whitelabeladmin', 'ownerofbusiness')],
      schema: { tags: ['clients'], response: { 200: dataSchema(apiRef('notifications', 'Notifications')), ...errorResponses } },
    },
    async (request) => data(await notificationsOf(db, sessionOf(request), request.brand!.whiteLabelId)),
  );
};
