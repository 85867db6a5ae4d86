import type { FastifyPluginAsync } from 'fastify';
import { apiRef } from '../lib/apiSchemas';
import { badRequest, data, dataSchema, errorResponses } from '../lib/http';
import { sessionOf } from '../plugins/auth';
import { validateSubmission } from '../forms/validateSubmission';
import { emailLogPage } from '../services/emailLog';
import { DATE_RANGE_IN_ORDER_MESSAGE, dateRangeInOrder } from '@/engine/rules/dateRangeInOrder';
import { EMAIL_LOG_PAGE_SIZE } from '@/engine/compliance/emailLog';

interface EmailLogQuery {
  PageNumber?: number;
  PageSize?: number;
  search?: string;
  startDate?: string;
  endDate?: string;
}

/**
 * The email log (compliance §2.9, §7 email/get-email-log): the mails of the outbox a session may
 * read, paged, searched and filtered by date in SQL. Every logged-in role may call it; what it sees
 * is the service's rule (own mails; an adviser's clients'; the whole brand for its admins).
 */
export const emailLogRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db.kysely;

  app.get<{ Querystring: EmailLogQuery }>(
    '/email/get-email-log',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['email'],
        querystring: apiRef('email-logs', 'EmailLogQuery'),
        response: { 200: dataSchema(apiRef('email-logs', 'EmailLogPage')), ...errorResponses },
      },
    },
    async (request) => {
      const { PageNumber = 1, PageSize = EMAIL_LOG_PAGE_SIZE, ...given } = request.query;
      // Empty filters are no filters; the rest are the email-log-filter form's answers, checked as the browser checks them.
      const answers = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined && v !== ''));
      const { answers: filters } = validateSubmission(app.forms.registry, 'email-log-filter', answers);
      if (!dateRangeInOrder(filters.startDate, filters.endDate)) throw badRequest(DATE_RANGE_IN_ORDER_MESSAGE);
      return data(
        await emailLogPage(db, sessionOf(request), request.brand!.whiteLabelId, {
          pageNumber: PageNumber,
          pageSize: PageSize,
          search: filters.search,
          startDate: filters.startDate,
          endDate: filters.endDate,
        }),
      );
    },
  );
};
